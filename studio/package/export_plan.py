"""Which files an exported package holds, and where each comes from.

The plan is built from a loaded :class:`~studio.package.model.CharacterPackage`,
so "in the package" means "what the loader reads" (docs/PACKAGE_FORMAT.md,
"Export"):

* ``config.json``, byte for byte;
* the four content files at their ``fileMappings`` paths, when they exist;
* every file under the context directory, at any depth, dot-files included,
  except inside dot-folders, ``.DS_Store`` and a root ``conversations/``;
* for every agent instance (top level, sub-agents, private grants): its
  implementation at ``agents/<name>.<ext>`` (TypeScript compiled to ``.js``;
  built-ins copied from the bundled folder when the project has no copy), its
  ``@lib`` files, a sub-agent's prompt file, and its ``<id>.agent.json`` default
  state with every ``toolCallId`` removed;
* the greetings, the avatar, the ``expressions/`` pictures, and what a card
  import keeps (``.card.json``, ``card-assets/``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from studio.errors import PackageError
from studio.package.agents import AGENTS_DIR
from studio.package.card_assets import CARD_SIDECAR
from studio.package.config import CONFIG_FILE
from studio.package.model import AgentInstance, CharacterPackage
from studio.package.resolver import DEFAULT_PATHS
from studio.package.validate import strip_tool_call_ids

__all__ = ["Entry", "ExportPlan", "plan_entries"]

_SUFFIX = {"javascript": ".js", "typescript": ".js", "python": ".py", "lua": ".lua"}
_SKIP_NAMES = frozenset({".DS_Store"})
_PROJECT_ONLY = "conversations"
# Written by a card import (studio.cards.project); named here because cards sit above package.
CARD_ASSETS = "card-assets"
# The character's expression pictures (studio.cards.expressions, docs/IMAGES.md).
EXPRESSIONS = "expressions"


@dataclass(frozen=True)
class Entry:
    """One zip entry's content: a file to copy, or bytes made when written."""

    path: Path | None = None
    make: Callable[[], bytes] | None = None

    def read(self) -> bytes:
        """The entry's bytes."""
        if self.make is not None:
            return self.make()
        assert self.path is not None
        return self.path.read_bytes()


@dataclass
class ExportPlan:
    """Entries by zip name, plus what the export changed on the way."""

    entries: dict[str, Entry] = field(default_factory=dict)
    compiled: list[str] = field(default_factory=list)
    bundled: list[str] = field(default_factory=list)
    stripped: list[str] = field(default_factory=list)


def _norm(*parts: str) -> str:
    return PurePosixPath(*parts).as_posix()


def _instances(package: CharacterPackage) -> Iterator[AgentInstance]:
    for inst in package.agents:
        yield inst
        if inst.subagent is not None:
            yield from inst.subagent.private_grants


def _hoist_manifest(compiled: str, source: str) -> str:
    """Put the ``/** ... */`` manifest first again.

    Sucrase prepends helper functions (``_nullishCoalesce``...) on the first
    line, in front of the manifest, which must begin the file. Moving them just
    behind the comment keeps every line number, and function declarations are
    hoisted, so their position does not matter.
    """
    stripped = source.lstrip()
    end = stripped.find("*/")
    if not stripped.startswith("/**") or end < 0:
        return compiled
    comment = stripped[: end + 2]
    at = compiled.find(comment)
    if at <= 0 or not compiled[:at].strip():
        return compiled
    prefix = compiled[:at]
    return (
        comment
        + " "
        + prefix.strip()
        + prefix[len(prefix.rstrip()) :]
        + compiled[at + len(comment) :]
    )


def _typescript(inst: AgentInstance, rel: str, compile_ts: Callable[[str, str], str]) -> Entry:
    def make() -> bytes:
        try:
            code = compile_ts(inst.source, inst.path.name)
        except Exception as exc:  # AgentError, TranspilerUnavailable: sandbox-layer types
            raise PackageError(f"cannot be compiled to JavaScript: {exc}", path=rel) from None
        return _hoist_manifest(code, inst.source).encode("utf-8")

    return Entry(make=make)


def _default_state(root: Path, inst: AgentInstance, plan: ExportPlan) -> None:
    if inst.default_state is None:
        return
    rel = f"{inst.agent_id}.agent.json"
    clean: dict[str, Any] = strip_tool_call_ids(inst.default_state)
    if clean == inst.default_state:
        plan.entries[rel] = Entry(path=root.joinpath(*rel.split("/")))
        return
    text = json.dumps(clean, indent=2, ensure_ascii=False) + "\n"
    plan.entries[rel] = Entry(make=lambda: text.encode("utf-8"))
    plan.stripped.append(rel)


def _agent(
    package: CharacterPackage,
    inst: AgentInstance,
    plan: ExportPlan,
    compile_ts: Callable[[str, str], str],
) -> None:
    root = package.root
    rel = f"{AGENTS_DIR}/{inst.implementation}{_SUFFIX[inst.language]}"
    if rel not in plan.entries:
        if inst.language == "typescript":
            plan.entries[rel] = _typescript(inst, rel, compile_ts)
            plan.compiled.append(_norm(AGENTS_DIR, inst.path.name))
        else:
            plan.entries[rel] = Entry(path=inst.path)
        if inst.bundled:
            plan.bundled.append(inst.implementation)
    for lib in inst.libs:
        try:
            lib_rel = lib.path.relative_to(root).as_posix()
        except ValueError:  # the bundled lib folder: the project's own copy wins
            lib_rel = f"{AGENTS_DIR}/lib/{lib.path.name}"
            plan.entries.setdefault(lib_rel, Entry(path=lib.path))
        else:
            plan.entries[lib_rel] = Entry(path=lib.path)
    if inst.subagent is not None:
        prompt = inst.subagent.prompt_file
        plan.entries[prompt.relative_to(root).as_posix()] = Entry(path=prompt)
    _default_state(root, inst, plan)


def _context(package: CharacterPackage, plan: ExportPlan, exclude: Path | None) -> None:
    resolver = package.resolver
    ctx_rel = resolver.relative("ContextDirectory")
    try:
        folder = resolver.safe_path(ctx_rel)
    except PackageError:
        return
    if not folder.is_dir():
        return
    skip = exclude.resolve() if exclude is not None else None
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        sub = Path(dirpath).relative_to(folder).as_posix()
        for name in sorted(filenames):
            rel = _norm(ctx_rel, sub, name)
            if name in _SKIP_NAMES or rel.split("/", 1)[0] == _PROJECT_ONLY:
                continue
            try:
                path = resolver.safe_path(rel)  # a link out of the package is unreadable
            except PackageError:
                continue
            if path.is_file() and path.resolve() != skip:
                plan.entries[rel] = Entry(path=path)


def _tree(package: CharacterPackage, rel: str, plan: ExportPlan, pattern: str) -> None:
    try:
        folder = package.resolver.safe_path(rel)
    except PackageError:
        return
    if not folder.is_dir():
        return
    for path in sorted(folder.glob(pattern)):
        sub = _norm(rel, path.relative_to(folder).as_posix())
        if path.name in _SKIP_NAMES or any(p.startswith(".") for p in sub.split("/")):
            continue
        try:
            safe = package.resolver.safe_path(sub)
        except PackageError:
            continue
        if safe.is_file():
            plan.entries[sub] = Entry(path=safe)


def _card_files(package: CharacterPackage, plan: ExportPlan) -> None:
    """The greetings, the avatar, the expression pictures, and what a card import keeps
    (docs/CARDS.md)."""
    greetings = package.resolver.relative("Greetings")
    _tree(package, greetings, plan, "*.txt")
    _tree(package, _norm(greetings, "group"), plan, "*.txt")
    avatar = package.config.avatar
    if avatar:
        try:
            path = package.resolver.safe_path(avatar)
        except PackageError:
            path = None
        if path is not None and path.is_file():
            plan.entries[_norm(avatar)] = Entry(path=path)
    sidecar = package.root / CARD_SIDECAR
    if sidecar.is_file():
        plan.entries[CARD_SIDECAR] = Entry(path=sidecar)
    _tree(package, CARD_ASSETS, plan, "**/*")
    _tree(package, EXPRESSIONS, plan, "*")


def plan_entries(
    package: CharacterPackage,
    *,
    compile_ts: Callable[[str, str], str],
    exclude: Path | None = None,
) -> ExportPlan:
    """Every file of the exported package, by zip name.

    Args:
        package: The loaded project (already free of errors).
        compile_ts: TypeScript source and file name to ES-module JavaScript;
            called only when the entry is read.
        exclude: A file never to include (the zip being written, should it sit
            inside the context directory).
    """
    plan = ExportPlan()
    root = package.root
    plan.entries[CONFIG_FILE] = Entry(path=root / CONFIG_FILE)
    for key in DEFAULT_PATHS:
        if key in ("ContextDirectory", "Greetings"):
            continue
        rel = _norm(package.resolver.relative(key))
        path = package.resolver.safe_path(rel)
        if path.is_file():
            plan.entries[rel] = Entry(path=path)
    _context(package, plan, exclude)
    _card_files(package, plan)
    for inst in _instances(package):
        _agent(package, inst, plan, compile_ts)
    return plan
