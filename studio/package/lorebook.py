"""Checking lorebook files (the books ``studio.lorebook`` reads), with line numbers.

A book is CCv3 ``{"spec": "lorebook_v3", "data": {...}}`` or a bare V2
``character_book`` (``{"entries": [...]}``); see ``docs/BUILTIN_AGENTS.md``. The
checks are about shape: text that is not JSON or not a book is an error (the agent
cannot use it); a field of the wrong type is a warning (the agent falls back to the
field's default). Which entries *fire* is decided only by the agent's own rules
(``resources/agents/lib/lorebook-book.js``, ``lorebook-engine.js``), never here.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from typing import Any

import quickjs

from studio import paths
from studio.package.json_lines import Path, parse_with_lines
from studio.package.model import AgentInstance
from studio.package.problems import Problems

__all__ = [
    "BACKTRACK_MARK",
    "LOREBOOK_IMPL",
    "check_lorebook",
    "check_lorebook_entries",
    "is_lorebook_text",
    "key_problem",
]

# Every problem about a key that could backtrack says this; ``validate`` refuses them.
BACKTRACK_MARK = "could backtrack"

LOREBOOK_IMPL = "studio.lorebook"

_BOOL = (
    "enabled",
    "constant",
    "selective",
    "use_regex",
    "case_sensitive",
)
_NUMBER = ("insertion_order", "priority")
_EXT_NUMBER: dict[str, tuple[float, float]] = {
    "probability": (0, 100),
    "sticky": (0, 1e9),
    "cooldown": (0, 1e9),
    "delay": (0, 1e9),
    "scan_depth": (0, 1000),
    "depth": (0, 1e9),
    "group_weight": (0, 1e9),
}
_EXT_BOOL = (
    "useProbability",
    "match_whole_words",
    "case_sensitive",
    "exclude_recursion",
    "prevent_recursion",
    "group_override",
)


_rules: Any = None
_rules_lock = threading.Lock()


def key_problem(key: str, *, use_regex: bool = False) -> str | None:
    """Why a key is refused as a regex (the agent's own rule, ``regexProblem`` of
    ``agents/lib/lorebook-book.js``, run here in QuickJS), or None.

    A key is a regex when it is ``/pattern/flags`` or its entry has ``use_regex``;
    plain keys are found by substring search, in linear time, and are never refused.
    """
    global _rules
    with _rules_lock:
        if _rules is None:
            context = quickjs.Context()
            context.set_memory_limit(64 << 20)
            source = (paths.bundled_agents_dir() / "lib" / "lorebook-book.js").read_text("utf-8")
            context.eval(source)
            _rules = context.eval(
                "(function (key, useRegex) { const B = lorebookBook; const s = B.slashForm(key);"
                " if (!s && !useRegex) return null; return B.regexProblem(s ? s.source : key); })"
            )
        result = _rules(key, use_regex)
    return result if isinstance(result, str) else None


def _check_keys(
    entry: dict[str, Any], path: Path, lines: dict[Path, int], file: str, report: Any
) -> None:
    use_regex = entry.get("use_regex") is True
    for field_name in ("keys", "secondary_keys", "key", "keysecondary"):
        keys = entry.get(field_name)
        if not isinstance(keys, list):
            continue
        for i, key in enumerate(keys):
            if not isinstance(key, str) or not key.strip():
                continue
            why = key_problem(key.strip(), use_regex=use_regex)
            if why:
                where = (*path, field_name, i)
                dotted = ".".join(str(p) for p in where)
                report(
                    file,
                    f"{dotted}: the regex key {key[:60]!r} {BACKTRACK_MARK} ({why}); the "
                    "lorebook skips it. Rewrite it with fewer repetitions, or as plain words",
                    line=lines.get(where, lines.get(path)),
                    field=dotted,
                )


def is_lorebook_text(name: str, text: str) -> bool:
    """Whether a file looks like a lorebook: ``*.lorebook.json``, or a ``.json`` file
    with ``"spec": "lorebook_v3"`` near its start."""
    if name.endswith("lorebook.json"):
        return True
    if not name.endswith(".json"):  # an agent's source may quote the format in a comment
        return False
    head = text[:2000]
    return '"lorebook_v3"' in head and '"spec"' in head


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check_lorebook(
    text: str, file: str, problems: Problems, *, unusable: str = "error"
) -> dict[str, Any] | None:
    """Check one book's text; record problems against ``file``; return the book object.

    Args:
        text: The file's text.
        file: The name problems carry.
        problems: Where problems go.
        unusable: The severity for text that is no book at all (``"error"`` in the
            editor; ``"warning"`` when loading a package, because the agent then just
            adds nothing and the character still plays).

    Returns:
        The inner book (``data`` for V3), or None when the text is not a usable book.
    """
    report = problems.error if unusable == "error" else problems.warning
    try:
        value, lines = parse_with_lines(text.removeprefix("\ufeff"))
    except json.JSONDecodeError as err:
        report(file, f"not valid JSON: {err.msg} (column {err.colno})", line=err.lineno)
        return None
    except RecursionError:
        report(file, "not a lorebook: nested too deeply", line=1)
        return None
    prefix: Path = ()
    if isinstance(value, dict) and value.get("spec") == "lorebook_v3":
        prefix = ("data",)
        value = value.get("data")
        if not isinstance(value, dict):
            report(
                file,
                "data: must be an object holding the book",
                line=lines.get(prefix, 1),
                field="data",
            )
            return None
    elif (
        isinstance(value, dict)
        and "spec" in value
        and not isinstance(value.get("entries"), (list, dict))
    ):
        report(
            file,
            f'spec: {value.get("spec")!r} is not a lorebook; expected "lorebook_v3"',
            line=lines.get(("spec",), 1),
            field="spec",
        )
        return None
    if not isinstance(value, dict) or not isinstance(value.get("entries"), (list, dict)):
        report(
            file,
            'not a lorebook: expected {"spec": "lorebook_v3", "data": {"entries": [...]}} '
            'or a character_book {"entries": [...]}',
            line=lines.get(prefix, 1),
        )
        return None
    _check_book_fields(value, prefix, lines, file, problems)
    entries = value["entries"]
    items = list(enumerate(entries)) if isinstance(entries, list) else list(entries.items())
    for i, entry in items:
        where = (*prefix, "entries", i)
        if isinstance(entries, list):
            _check_entry(entry, where, lines, file, problems)
        if isinstance(entry, dict):
            _check_keys(
                entry, where, lines, file, report if unusable == "error" else problems.warning
            )
    return value


def _check_book_fields(
    book: dict[str, Any], prefix: Path, lines: dict[Path, int], file: str, problems: Problems
) -> None:
    for key, ok, what in (
        ("scan_depth", _is_number, "a number of messages"),
        ("token_budget", _is_number, "a number of tokens"),
        ("recursive_scanning", lambda v: isinstance(v, bool), "true or false"),
        ("name", lambda v: isinstance(v, str), "a string"),
    ):
        if key in book and book[key] is not None and not ok(book[key]):
            _warn(problems, file, lines, (*prefix, key), f"must be {what}; the default is used")
    if _is_number(book.get("scan_depth")) and book["scan_depth"] < 0:
        _warn(problems, file, lines, (*prefix, "scan_depth"), "must not be negative")


def _warn(problems: Problems, file: str, lines: dict[Path, int], path: Path, message: str) -> None:
    dotted = ".".join(str(p) for p in path)
    problems.warning(file, f"{dotted}: {message}", line=lines.get(path), field=dotted)


def _check_entry(
    entry: Any, path: Path, lines: dict[Path, int], file: str, problems: Problems
) -> None:
    if not isinstance(entry, dict):
        _warn(problems, file, lines, path, "an entry must be an object; it is skipped")
        return
    keys = entry.get("keys")
    if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
        _warn(problems, file, lines, (*path, "keys"), "must be a list of strings")
    elif not any(k.strip() for k in keys) and entry.get("constant") is not True:
        _warn(
            problems, file, lines, (*path, "keys"), "no keys: the entry can only fire as constant"
        )
    if not isinstance(entry.get("content"), str):
        _warn(problems, file, lines, (*path, "content"), "must be a string")
    secondary = entry.get("secondary_keys")
    if secondary is not None and not (
        isinstance(secondary, list) and all(isinstance(k, str) for k in secondary)
    ):
        _warn(problems, file, lines, (*path, "secondary_keys"), "must be a list of strings")
    for key in _BOOL:
        if key in entry and entry[key] is not None and not isinstance(entry[key], bool):
            _warn(problems, file, lines, (*path, key), "must be true or false")
    for key in _NUMBER:
        if key in entry and entry[key] is not None and not _is_number(entry[key]):
            _warn(problems, file, lines, (*path, key), "must be a number")
    position = entry.get("position")
    if position is not None and position not in ("before_char", "after_char"):
        _warn(problems, file, lines, (*path, "position"), 'must be "before_char" or "after_char"')
    ext = entry.get("extensions")
    if ext is None:
        return
    if not isinstance(ext, dict):
        _warn(problems, file, lines, (*path, "extensions"), "must be an object")
        return
    logic = ext.get("selectiveLogic")
    if logic is not None and logic not in (0, 1, 2, 3):
        _warn(
            problems,
            file,
            lines,
            (*path, "extensions", "selectiveLogic"),
            "must be 0 (AND ANY), 1 (NOT ALL), 2 (NOT ANY) or 3 (AND ALL)",
        )
    for key, (low, high) in _EXT_NUMBER.items():
        value = ext.get(key)
        if value is None:
            continue
        if not _is_number(value) or not low <= value <= high:
            bounds = "0 to 100" if key == "probability" else "0 or more"
            _warn(problems, file, lines, (*path, "extensions", key), f"must be a number, {bounds}")
    for key in _EXT_BOOL:
        if key in ext and ext[key] is not None and not isinstance(ext[key], bool):
            _warn(problems, file, lines, (*path, "extensions", key), "must be true, false or null")


def check_lorebook_entries(
    instances: Iterable[AgentInstance], read: Any, context_rel: str, problems: Problems
) -> None:
    """Check the book of every ``studio.lorebook`` instance.

    Args:
        instances: The package's agent instances.
        read: ``name -> text | None``, reading a context file (dot-files included).
        context_rel: The context folder relative to the package root, for file names.
        problems: Where problems go.
    """
    for inst in instances:
        if inst.implementation != LOREBOOK_IMPL:
            continue
        name = inst.config.get("contextFile")
        if not isinstance(name, str) or not name.strip():
            problems.error(
                "config.json",
                f'agent {inst.agent_id}: a studio.lorebook entry needs "contextFile" naming its '
                'book in the context folder (for example ".lorebook.json")',
            )
            continue
        file = f"{context_rel.rstrip('/')}/{name}" if context_rel not in ("", ".") else name
        text = read(name)
        if text is None:
            problems.warning(
                "config.json",
                f"agent {inst.agent_id}: its book {name!r} is not in the context folder; "
                "the lorebook adds nothing until it exists",
            )
            continue
        check_lorebook(text, file, problems, unusable="warning")
