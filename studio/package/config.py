"""``config.json``: the pydantic model and the parser that reports field paths.

Unknown fields are kept and written back untouched (:meth:`CharacterConfig.to_json_dict`),
so a newer tool's settings survive a round trip through this one.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from studio.errors import PackageError

__all__ = [
    "AGENT_ID_RE",
    "CONFIG_FILE",
    "CharacterConfig",
    "ComposedEntry",
    "decode_text",
    "error_field",
    "parse_config",
]

CONFIG_FILE = "config.json"

# An agent id or agent file name: no path separators, so it can never escape agents/.
# At most 128 characters: an id names files (``<agentId>.json`` stores, agent logs, and
# ``<subAgentId>/<shortId>.json``), and file names stop at 255 bytes on every OS.
MAX_AGENT_ID = 128
AGENT_ID_RE = re.compile(rf"^[A-Za-z0-9_][A-Za-z0-9_.-]{{0,{MAX_AGENT_ID - 1}}}$")
_ID_CHARS = r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"


class CharacterConfig(BaseModel):
    """The validated ``config.json``. Unknown fields are kept in ``model_extra``."""

    model_config = ConfigDict(extra="allow", strict=True, populate_by_name=True)

    name: str = Field(min_length=1)
    model: str | None = None
    agents: list[str | dict[str, Any]] = Field(default_factory=list)
    file_mappings: dict[str, str] = Field(default_factory=dict, alias="fileMappings")
    # The character's picture: a package-relative image file (docs/PACKAGE_FORMAT.md).
    avatar: str | None = None
    # What {{char}} expands to in prompts when set (CCv3 ``nickname``), else ``name``.
    nickname: str | None = None
    _key_order: list[str] = PrivateAttr(default_factory=list)

    @model_validator(mode="wrap")
    @classmethod
    def _remember_order(cls, data: Any, handler: Any) -> Any:
        model = handler(data)
        if isinstance(data, dict):
            model._key_order = [str(k) for k in data]
        return model

    def to_json_dict(self) -> dict[str, Any]:
        """The config as written: original keys, spellings and order, unknown fields included."""
        dumped = self.model_dump(by_alias=True, exclude_unset=True, mode="json")
        ordered = {k: dumped[k] for k in self._key_order if k in dumped}
        ordered.update({k: v for k, v in dumped.items() if k not in ordered})
        return ordered


class ComposedEntry(BaseModel):
    """The two fields every composed agent entry needs; the rest is ``context.config``."""

    model_config = ConfigDict(extra="allow", strict=True)

    id: str = Field(pattern=_ID_CHARS, max_length=MAX_AGENT_ID)
    implementation: str = Field(pattern=_ID_CHARS, max_length=MAX_AGENT_ID)


def error_field(prefix: str, loc: tuple[int | str, ...]) -> str:
    """Join a pydantic error location onto ``prefix`` as a dotted path."""
    parts = [prefix] if prefix else []
    parts.extend(str(p) for p in loc)
    return ".".join(parts)


def decode_text(data: bytes, file: str) -> str:
    """Decode package text: UTF-8, a BOM tolerated; binary content is refused.

    Raises:
        PackageError: The bytes contain NUL or are not valid UTF-8.
    """
    if b"\x00" in data:
        raise PackageError("is a binary file; package text files must be UTF-8 text", path=file)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise PackageError(
            f"is not valid UTF-8 (byte {exc.start}); save it as UTF-8 text",
            path=file,
            line=line,
        ) from None


def _validate_agents(raw: Any) -> list[object]:
    problems: list[object] = []
    if not isinstance(raw, list):
        return [PackageError("must be a list of agent entries", path=CONFIG_FILE, field="agents")]
    for index, entry in enumerate(raw):
        where = f"agents.{index}"
        if isinstance(entry, str):
            if len(entry) > MAX_AGENT_ID:
                problems.append(
                    PackageError(
                        f"agent name is {len(entry)} characters long; at most {MAX_AGENT_ID} "
                        "(it names the agent's files)",
                        path=CONFIG_FILE,
                        field=where,
                    )
                )
            elif not AGENT_ID_RE.match(entry):
                problems.append(
                    PackageError(
                        f"{entry!r} is not an agent file name (letters, digits, "
                        "'.', '_', '-'; no folders)",
                        path=CONFIG_FILE,
                        field=where,
                    )
                )
        elif isinstance(entry, dict):
            try:
                ComposedEntry.model_validate(entry)
            except ValidationError as exc:
                for err in exc.errors():
                    fld = error_field(where, err["loc"])
                    problems.append(PackageError(err["msg"], path=CONFIG_FILE, field=fld))
        else:
            problems.append(
                PackageError(
                    "must be a string (agent name) or an object (composed entry), "
                    f"not {type(entry).__name__}",
                    path=CONFIG_FILE,
                    field=where,
                )
            )
    return problems


def parse_config(data: bytes) -> CharacterConfig:
    """Parse and validate ``config.json`` bytes.

    Raises:
        PackageError: Invalid JSON (with its line) or wrong fields (with their
            dotted paths); ``.problems`` holds one PackageError per fault.
    """
    text = decode_text(data, CONFIG_FILE)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PackageError(
            f"is not valid JSON: {exc.msg} (column {exc.colno})", path=CONFIG_FILE, line=exc.lineno
        ) from None
    except RecursionError:
        raise PackageError("is nested too deeply", path=CONFIG_FILE) from None
    except ValueError as exc:
        # Python refuses integers of more than 4,300 digits (a denial-of-service guard).
        what = "a number with more than 4,300 digits" if "digits" in str(exc) else "a value"
        raise PackageError(
            f"holds {what} that cannot be read; shorten it or write it as a string",
            path=CONFIG_FILE,
        ) from None
    if not isinstance(raw, dict):
        raise PackageError("must contain a JSON object ({...})", path=CONFIG_FILE)
    problems: list[object] = _validate_agents(raw["agents"]) if "agents" in raw else []
    try:
        config = CharacterConfig.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors():
            loc = err["loc"]
            if loc and loc[0] == "agents" and problems:
                continue  # already reported, with a clearer message
            fld = error_field("", loc) or "(top level)"
            if loc and loc[0] == "fileMappings":
                msg = "must be a text path"
            else:
                msg = err["msg"]
            problems.append(PackageError(msg, path=CONFIG_FILE, field=fld))
        config = None
    if problems or config is None:
        first = problems[0]
        assert isinstance(first, PackageError)
        raise PackageError(first.message, path=CONFIG_FILE, field=first.field, problems=problems)
    return config
