"""Loading a character package: folder or zip in, validated model out.

Loading follows the reference's "Loading a character package": config.json,
the fileMappings resolver, content files, context files, then the agents in
load order. Every problem is collected; nothing is executed.
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from studio import paths
from studio.errors import PackageError
from studio.package.agents import AGENTS_DIR, AgentFiles
from studio.package.config import CONFIG_FILE, CharacterConfig, parse_config
from studio.package.context import ContextDir
from studio.package.entries import EntryBuilder
from studio.package.lorebook import check_lorebook_entries
from studio.package.model import AgentInstance, CharacterPackage
from studio.package.problems import Problems
from studio.package.registry import register
from studio.package.resolver import DEFAULT_PATHS, PathResolver
from studio.package.subagents import build_subagent, is_subagent_entry, resolve_shared
from studio.package.zipload import extract_zip

__all__ = ["folder_sha256", "load_package", "load_with_problems"]

_CONTENT = (
    ("instructions", "Instructions"),
    ("system_prompt", "System Prompt"),
    ("description", "Description"),
    ("intro", "Introduction"),
    ("post_history", "Post-History Instructions"),
    ("character_note", "Character Note"),
)


def _greetings(resolver: PathResolver, sub: str, problems: Problems) -> list[str]:
    """The ``*.txt`` files of the greetings folder (or its ``group/``), sorted by name."""
    rel = resolver.relative("Greetings") + (f"/{sub}" if sub else "")
    try:
        folder = resolver.safe_path(rel)
    except PackageError as exc:
        problems.add_error(exc, default_file=rel)
        return []
    if not folder.is_dir():
        return []
    texts: list[str] = []
    for path in sorted(p for p in folder.iterdir() if p.suffix == ".txt" and p.is_file()):
        try:
            text = resolver.read_rel(f"{rel}/{path.name}")
        except PackageError as exc:
            problems.add_error(exc, default_file=f"{rel}/{path.name}")
            continue
        if text is not None:
            texts.append(text)
    return texts


def folder_sha256(root: Path) -> str:
    """A folder package's fingerprint: ``config.json`` bytes plus the agents/ file listing.

    Only names are hashed for agents/, so editing an agent's code keeps the
    fingerprint (and the player-mode data folder derived from it) stable.
    """
    digest = hashlib.sha256()
    digest.update((root / CONFIG_FILE).read_bytes())
    agents = root / AGENTS_DIR
    if agents.is_dir():
        for path in sorted(agents.rglob("*")):
            if path.is_file():
                digest.update(b"\0" + path.relative_to(agents).as_posix().encode("utf-8"))
    return digest.hexdigest()


def _open_source(source: Path, cache_dir: Path | None) -> tuple[Path, bool, str | None]:
    if not source.exists():
        raise PackageError("does not exist", path=str(source))
    if source.is_dir():
        return source, False, None
    if source.is_file() and (source.suffix.lower() == ".zip" or zipfile.is_zipfile(source)):
        root, digest = extract_zip(source, cache_dir=cache_dir)
        return root, True, digest
    raise PackageError("is neither a character folder nor a .zip package", path=str(source))


def _read_config(root: Path) -> CharacterConfig:
    resolver = PathResolver(root)
    config_path = resolver.safe_path(CONFIG_FILE)
    if not config_path.is_file():
        raise PackageError(
            "is missing; a character package needs config.json at its root", path=CONFIG_FILE
        )
    try:
        data = config_path.read_bytes()
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=CONFIG_FILE) from None
    return parse_config(data)


def _agents(
    config: CharacterConfig, files: AgentFiles, context: ContextDir, problems: Problems
) -> list[AgentInstance]:
    builder = EntryBuilder(files, problems)
    instances: list[AgentInstance] = []
    where_of: dict[str, str] = {}
    for index, entry in enumerate(config.agents):
        where = f"agents.{index}"
        try:
            if is_subagent_entry(entry):
                inst = build_subagent(entry, where, builder, context.exists)
            else:
                inst = builder.plain(entry, where)
        except PackageError as exc:
            problems.add_error(exc, default_file=CONFIG_FILE)
            continue
        if inst is None:
            continue
        if inst.agent_id in where_of:
            problems.error(
                CONFIG_FILE,
                f"{where}: agent id {inst.agent_id!r} is already used by "
                f"{where_of[inst.agent_id]}; give the entry its own id",
                field=where,
            )
            continue
        where_of[inst.agent_id] = where
        instances.append(inst)
    resolve_shared(config.agents, instances, problems)
    return instances


def _orphan_states(root: Path, instances: list[AgentInstance], problems: Problems) -> None:
    known = {i.agent_id for i in instances}
    for path in root.glob("*.agent.json"):
        agent_id = path.name.removesuffix(".agent.json")
        if agent_id not in known:
            problems.warning(
                path.name,
                f"no agent instance {agent_id!r} is listed in "
                "config.json; this default state is unused",
            )


AVATAR_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".svg")


def _check_avatar(resolver: PathResolver, config: CharacterConfig, problems: Problems) -> None:
    if config.avatar is None:
        return
    where = "avatar"
    try:
        path = resolver.safe_path(config.avatar)
    except PackageError as exc:
        problems.error(CONFIG_FILE, f"avatar: {exc.message}", field=where)
        return
    if not path.is_file():
        problems.error(
            CONFIG_FILE, f"avatar: {config.avatar!r} does not exist; add the image or remove "
            "the field", field=where
        )
    elif path.suffix.lower() not in AVATAR_SUFFIXES:
        problems.warning(
            CONFIG_FILE,
            f"avatar: {config.avatar!r} is not a PNG, JPEG, WebP, GIF or SVG image",
            field=where,
        )


def load_with_problems(
    path: str | Path, *, bundled_agents_dir: Path | None = None, cache_dir: Path | None = None
) -> tuple[CharacterPackage | None, Problems]:
    """Load a package, collecting every problem instead of raising.

    Returns:
        The package (None if it could not be built at all) and the problems.
    """
    problems = Problems()
    source = Path(path)
    try:
        root, is_zip, digest = _open_source(source, cache_dir)
        config = _read_config(root)
    except PackageError as exc:
        problems.add_error(exc, default_file=str(source))
        return None, problems
    resolver = PathResolver(root, config.file_mappings)
    for err in resolver.problems:
        problems.add_error(err, default_file=CONFIG_FILE)
    for key in resolver.unknown_keys:
        problems.warning(
            CONFIG_FILE,
            f"fileMappings.{key}: unknown key; known keys are {', '.join(DEFAULT_PATHS)}",
            field=f"fileMappings.{key}",
        )
    given_id = (config.model_extra or {}).get("id")
    if given_id is not None and not (isinstance(given_id, str) and given_id.strip()):
        problems.warning(
            CONFIG_FILE,
            "id: must be a non-empty string (a UUID); ignored, so this character's "
            "conversations are keyed by its name instead",
            field="id",
        )
    texts: dict[str, str] = {}
    for attr, key in _CONTENT:
        try:
            texts[attr] = resolver.read_text(key)
        except PackageError as exc:
            problems.add_error(exc, default_file=resolver.relative(key))
            texts[attr] = ""
    _check_avatar(resolver, config, problems)
    greetings = _greetings(resolver, "", problems)
    group_greetings = _greetings(resolver, "group", problems)
    context = ContextDir(resolver)
    context_files = context.load_block_files(problems)
    files = AgentFiles(resolver, bundled_agents_dir or paths.bundled_agents_dir(), problems)
    instances = _agents(config, files, context, problems)
    tools, commands = register(instances, problems)
    for inst in instances:
        if inst.subagent is not None:
            register(
                inst.subagent.private_grants, problems, scope=f"inside sub-agent {inst.agent_id}"
            )
    _orphan_states(root, instances, problems)
    check_lorebook_entries(instances, context.read, resolver.relative("ContextDirectory"), problems)
    try:
        sha = digest or folder_sha256(root)
    except OSError as exc:
        problems.error(CONFIG_FILE, f"cannot be read: {exc}")
        return None, problems
    package = CharacterPackage(
        root=root,
        source_path=source,
        is_zip=is_zip,
        sha256=sha,
        config=config,
        name=config.name,
        resolver=resolver,
        context_files=context_files,
        agents=instances,
        tools=tools,
        commands=commands,
        warnings=problems.warnings,
        context_dir=context,
        greetings=greetings,
        group_greetings=group_greetings,
        **texts,
    )
    return package, problems


def load_package(
    path: str | Path, *, bundled_agents_dir: Path | None = None, cache_dir: Path | None = None
) -> CharacterPackage:
    """Load and validate a character package from a folder or a ``.zip``.

    Args:
        path: The character folder (holding config.json) or a zipped package.
        bundled_agents_dir: Where missing ``studio.*`` agents are found;
            defaults to :func:`studio.paths.bundled_agents_dir`.
        cache_dir: Where zips are extracted (under ``packages/``); defaults to
            :func:`studio.paths.user_cache_dir`.

    Raises:
        PackageError: Any error; ``.problems`` holds every error found.
    """
    package, problems = load_with_problems(
        path, bundled_agents_dir=bundled_agents_dir, cache_dir=cache_dir
    )
    problems.raise_if_errors()
    assert package is not None
    return package
