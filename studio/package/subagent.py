"""Sub-agent prompt files (``name.subagent.md``, decisions §8).

YAML frontmatter between ``---`` lines (parsed with ``yaml.safe_load``, checked
with pydantic), then the prompt body.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from studio.package.problems import Problems
from studio.package.tags import check_object_schema

__all__ = [
    "DEFAULT_SUBAGENT_PARAMS",
    "KNOWN_MACROS",
    "OVERRIDE_FIELDS",
    "SubAgentMeta",
    "apply_overrides",
    "check_macros",
    "parse_subagent",
]

DEFAULT_SUBAGENT_PARAMS: dict[str, Any] = {
    "type": "object",
    "properties": {"request": {"type": "string"}},
    "required": ["request"],
}
KNOWN_MACROS = frozenset(
    {
        "CHARACTER_NAME",
        "CHARACTER_INSTRUCTIONS",
        "DESCRIPTION",
        "CONTEXT",
        "HISTORY",
        "STORE",
        "ARGS",
    }
)
OVERRIDE_FIELDS = ("history", "model", "maxRounds", "maxTokens", "temperature")
_MACRO_RE = re.compile(r"%%([A-Z][A-Z0-9_]*)(?::([^%\n]*))?%%")


class SubAgentMeta(BaseModel):
    """Validated frontmatter. Dump with ``model_dump(by_alias=True)`` for ``context.config``."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)
    description: str = Field(min_length=1)
    parameters: dict[str, Any] = Field(default_factory=lambda: dict(DEFAULT_SUBAGENT_PARAMS))
    model: Literal["worker", "main"] = "worker"
    history: str = Field(default="none", pattern=r"^(none|all|recent:[1-9][0-9]{0,5})$")
    max_rounds: int = Field(default=5, ge=1, le=10, alias="maxRounds")
    max_tokens: int = Field(default=1024, ge=1, le=8192, alias="maxTokens")
    temperature: float | None = Field(default=None, ge=0, le=2)

    @field_validator("temperature", mode="before")
    @classmethod
    def _int_temperature(cls, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        return value

    @field_validator("parameters")
    @classmethod
    def _schema(cls, value: dict[str, Any]) -> dict[str, Any]:
        why = check_object_schema(value)
        if why:
            raise ValueError(why)
        return value


def _field_line(front: list[str], key: str, first: int) -> int | None:
    for offset, text in enumerate(front):
        if re.match(rf"^{re.escape(key)}\s*:", text):
            return first + offset
    return None


def _split(text: str, file: str, problems: Problems) -> tuple[list[str], int, str] | None:
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        problems.error(file, "a sub-agent file must begin with '---' and YAML frontmatter", line=1)
        return None
    for index in range(1, len(lines)):
        if lines[index].strip() == "---":
            raw = "\n".join(lines[index + 1 :])
            skipped = len(raw) - len(raw.lstrip("\n"))
            return lines[1:index], index + 2 + skipped, raw.strip("\n")
    problems.error(file, "the frontmatter is never closed with a '---' line", line=1)
    return None


def parse_subagent(
    text: str, file: str, problems: Problems
) -> tuple[SubAgentMeta, str, int] | None:
    """Split and parse a sub-agent file.

    Returns:
        The validated frontmatter (aliased keys, defaults filled), the body and
        the body's first line number, or None when it is unusable (the errors are in ``problems``).
    """
    split = _split(text, file, problems)
    if split is None:
        return None
    front, body_line, body = split
    try:
        raw = yaml.safe_load("\n".join(front))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 2 if mark is not None else None
        problems.error(file, f"the frontmatter is not valid YAML: {exc}".split("\n")[0], line=line)
        return None
    except RecursionError:
        problems.error(file, "the frontmatter is nested too deeply", line=2)
        return None
    if not isinstance(raw, dict):
        problems.error(file, "the frontmatter must be YAML key: value pairs", line=2)
        return None
    known = set(SubAgentMeta.model_fields) | {"maxRounds", "maxTokens"}
    clean: dict[str, Any] = {}
    for key, value in raw.items():
        if key in known and key not in ("max_rounds", "max_tokens"):
            clean[str(key)] = value
        else:
            problems.warning(
                file,
                f"unknown frontmatter field {key!r}; ignored",
                line=_field_line(front, str(key), 2),
                field=str(key),
            )
    meta = _validate(clean, file, problems, lambda key: _field_line(front, key, 2))
    if meta is None:
        return None
    return meta, body, body_line


def _validate(
    data: dict[str, Any], file: str, problems: Problems, line_of: Any, prefix: str = ""
) -> SubAgentMeta | None:
    try:
        meta = SubAgentMeta.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors():
            key = ".".join(str(p) for p in err["loc"]) or "(frontmatter)"
            top = str(err["loc"][0]) if err["loc"] else ""
            msg = err["msg"].removeprefix("Value error, ")
            if err["type"] == "missing":
                msg = f"the required field {key} is missing"
            problems.error(
                file,
                f"{prefix}{key}: {msg}",
                line=line_of(top) if top else None,
                field=prefix + key,
            )
        return None
    return meta


def apply_overrides(
    meta: SubAgentMeta, entry: dict[str, Any], where: str, problems: Problems
) -> SubAgentMeta | None:
    """Apply a composed entry's per-instance overrides, validated like the frontmatter."""
    merged = meta.model_dump(by_alias=True)
    for key in OVERRIDE_FIELDS:
        if key in entry:
            merged[key] = entry[key]
    return _validate(merged, "config.json", problems, lambda _k: None, prefix=f"{where}.")


def check_macros(
    body: str,
    file: str,
    line0: int,
    problems: Problems,
    context_exists: Callable[[str], bool],
    store_refs: set[str],
) -> None:
    """Warn about unknown macros, and about %%CONTEXT:f%% / %%STORE:r%% that match nothing."""
    for match in _MACRO_RE.finditer(body):
        name, arg = match.group(1), match.group(2)
        line = line0 + body.count("\n", 0, match.start())
        if name not in KNOWN_MACROS:
            problems.warning(file, f"unknown macro %%{name}%% will be left as it is", line=line)
        elif name == "CONTEXT" and arg is not None and not context_exists(arg):
            problems.warning(
                file, f"%%CONTEXT:{arg}%% names no file in the context folder", line=line
            )
        elif name == "STORE" and (arg is None or arg not in store_refs):
            problems.warning(file, f"%%STORE:{arg or ''}%% matches no granted agent", line=line)
