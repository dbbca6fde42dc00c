"""The ``*.party.json`` format (docs/PARTY.md) and loading a party.

A party file names its members (character folders or packages, relative to the
party file), optional party-shared agent entries (``config.json`` entry syntax,
resolved against the party file's folder as if it were a package root: its
``agents/`` folder, its ``context`` folder, then the bundled ``studio.*``
agents), a turn policy and an optional chatter count. Untrusted JSON enters
here, so it is validated with pydantic and every problem names its field.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from studio import paths
from studio.errors import PackageError
from studio.package import CharacterConfig, CharacterPackage, PathResolver, load_package
from studio.package.agents import AgentFiles
from studio.package.context import ContextDir
from studio.package.loader import _agents as build_agent_instances
from studio.package.problems import Problems
from studio.package.registry import register
from studio.storage.locations import safe_name

__all__ = [
    "MAX_CHATTER",
    "LoadedParty",
    "Member",
    "MemberEntry",
    "PartyFile",
    "build_shared",
    "load_party",
    "member_slug",
    "parse_party",
    "party_conversations_dir",
]

MAX_CHATTER = 6
TurnPolicy = Literal["round-robin", "natural", "manual"]
_COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")
_SLUG_UNSAFE = re.compile(r"[\W_]+")


class MemberEntry(BaseModel):
    """One member: a character folder or package, with an optional display name."""

    model_config = ConfigDict(extra="forbid", strict=True)

    path: str = Field(min_length=1)
    name: str | None = Field(default=None, min_length=1, max_length=64)
    color: str | None = None

    @field_validator("color")
    @classmethod
    def _colour(cls, value: str | None) -> str | None:
        if value is not None and not _COLOUR.match(value):
            raise ValueError("a colour is written #rrggbb")
        return value


class PartyFile(BaseModel):
    """The validated ``*.party.json``."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)

    schema_version: int = Field(default=1, alias="schemaVersion", ge=1, le=1)
    name: str = Field(min_length=1, max_length=64)
    members: list[str | MemberEntry] = Field(min_length=1, max_length=12)
    agents: list[str | dict[str, Any]] = Field(default_factory=list)
    file_mappings: dict[str, str] = Field(default_factory=dict, alias="fileMappings")
    turn_policy: TurnPolicy = Field(default="round-robin", alias="turnPolicy")
    chatter: int = Field(default=0, ge=0, le=MAX_CHATTER)
    model: str | None = None

    def member_entries(self) -> list[MemberEntry]:
        return [MemberEntry(path=m) if isinstance(m, str) else m for m in self.members]


def parse_party(data: bytes | str, *, path: str = "party.json") -> PartyFile:
    """Parse and validate a party file's text.

    Raises:
        PackageError: Not JSON, or a field is wrong (``field`` names it).
    """
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise PackageError(f"is not valid JSON: {exc}", path=path) from None
    try:
        return PartyFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise PackageError(f"{where}: {first['msg']}", path=path, field=where) from None


def member_slug(name: str) -> str:
    """A member's store namespace: its name lower-cased, each run of characters that
    are not letters or digits (of any script: ``李白`` stays ``李白``) made ``-``."""
    return _SLUG_UNSAFE.sub("-", name.casefold()).strip("-")[:48] or "member"


@dataclass(frozen=True, kw_only=True)
class Member:
    """A loaded party member.

    Attributes:
        name: The display name (addressing, labels, ``speaker`` in the journal).
        slug: The store namespace (``<slug>/<agentId>``).
        color: The GUI colour, if the party file gives one.
        package: The member's loaded character package.
    """

    name: str
    slug: str
    color: str | None
    package: CharacterPackage


@dataclass(frozen=True, kw_only=True)
class LoadedParty:
    """A party file with its members and shared agents loaded (no agent code has run)."""

    path: Path
    spec: PartyFile
    members: list[Member]
    shared: CharacterPackage


def _load_shared(root: Path, spec: PartyFile, file_path: Path) -> CharacterPackage:
    """The party-shared agents as a package rooted at the party file's folder."""
    problems = Problems()
    shared = build_shared(root, spec, file_path, problems)
    problems.raise_if_errors()
    return shared


def build_shared(
    root: Path, spec: PartyFile, file_path: Path, problems: Problems
) -> CharacterPackage:
    """The party-shared agents as a package, every problem added to ``problems``."""
    config = CharacterConfig.model_validate(
        {"name": spec.name, "agents": spec.agents, "fileMappings": spec.file_mappings}
    )
    resolver = PathResolver(root, config.file_mappings)
    for err in resolver.problems:
        problems.add_error(err, default_file=file_path.name)
    context = ContextDir(resolver)
    files = AgentFiles(resolver, paths.bundled_agents_dir(), problems)
    instances = build_agent_instances(config, files, context, problems)
    tools, commands = register(instances, problems)
    return CharacterPackage(
        root=root,
        source_path=file_path,
        is_zip=False,
        sha256=hashlib.sha256(str(file_path).encode()).hexdigest(),
        config=config,
        name=spec.name,
        resolver=resolver,
        context_files=[],
        agents=instances,
        tools=tools,
        commands=commands,
        warnings=problems.warnings,
        context_dir=context,
        instructions="",
        system_prompt="",
        description="",
        intro="",
    )


def load_party(path: str | Path) -> LoadedParty:
    """Load a party file, its members' packages and its shared agents.

    Raises:
        PackageError: The file, a member, or a shared agent entry is bad.
    """
    file_path = Path(path).resolve()
    try:
        data = file_path.read_bytes()
    except OSError as exc:
        raise PackageError(f"cannot be read: {exc.strerror or exc}", path=str(path)) from None
    spec = parse_party(data, path=file_path.name)
    root = file_path.parent
    members: list[Member] = []
    seen: dict[str, str] = {}
    for index, entry in enumerate(spec.member_entries()):
        where = f"members.{index}"
        member_path = (root / entry.path).resolve()
        try:
            package = load_package(member_path)
        except PackageError as exc:
            raise PackageError(
                f"{where}: member {entry.path!r} cannot be loaded: {exc}",
                path=file_path.name,
                field=where,
            ) from None
        name = entry.name or package.name
        slug = member_slug(name)
        if name.casefold() in seen or slug in seen.values():
            raise PackageError(
                f"{where}: the name {name!r} is already used by another member; "
                "give this one its own name",
                path=file_path.name,
                field=where,
            )
        seen[name.casefold()] = slug
        members.append(Member(name=name, slug=slug, color=entry.color, package=package))
    shared = _load_shared(root, spec, file_path)
    return LoadedParty(path=file_path, spec=spec, members=members, shared=shared)


def party_conversations_dir(party: LoadedParty, data_dir: Path | None = None) -> Path:
    """``<data dir>/parties/<safe name>-<8 hex of the party file's path>/conversations``.

    The path, not the content, is hashed, so editing a party keeps its conversations.
    """
    base = Path(data_dir) if data_dir is not None else paths.user_data_dir()
    digest = hashlib.sha256(str(party.path).encode()).hexdigest()[:8]
    return (
        base
        / "parties"
        / f"{safe_name(party.spec.name, fallback='party')}-{digest}"
        / ("conversations")
    )
