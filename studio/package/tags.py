"""The manifest tag vocabulary: turning ``(tag, value, line)`` triples into a Manifest."""

from __future__ import annotations

import json
import re
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from studio.package import safe_regex
from studio.package.config import MAX_AGENT_ID
from studio.package.model import CommandDecl, Manifest, ToolDecl
from studio.package.problems import Problems

__all__ = [
    "EMPTY_PARAMS",
    "KNOWN_APIS",
    "KNOWN_HOOKS",
    "TOOL_NAME_RE",
    "apply_tags",
    "check_object_schema",
]

KNOWN_APIS = frozenset(
    {"studio.history", "studio.context", "studio.model", "studio.grants", "studio.web"}
)
KNOWN_HOOKS = (
    "conversationStart",
    "beforeResponse",
    "afterResponse",
    "afterToolCall",
    "afterUserEdit",
)
EMPTY_PARAMS: dict[str, Any] = {"type": "object", "properties": {}}

_AGENT_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
TOOL_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_COMMAND_RE = re.compile(r"^@([A-Za-z0-9_-]+)\s+([A-Za-z_$][A-Za-z0-9_$]*)$")
_LIB_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
_SINGLE = ("@version", "@description", "@preload", "@debug")


def check_object_schema(value: object) -> str | None:
    """Why ``value`` is not a JSON Schema for an object, or None if it is one."""
    if not isinstance(value, dict):
        return "must be a JSON Schema object ({...})"
    if value.get("type") != "object":
        return 'must be an object schema ("type": "object")'
    try:
        Draft202012Validator.check_schema(value)
    except SchemaError as exc:
        path = "/".join(str(p) for p in exc.path) or "(root)"
        return f"is not a valid JSON Schema at {path}: {exc.message}"
    except RecursionError:
        return "is nested too deeply"
    return None


def _flag(value: str, tag: str, file: str, line: int, problems: Problems) -> bool:
    lowered = value.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    problems.error(file, f"{tag} must be true or false, not {value!r}", line=line)
    return False


def _params(value: str, file: str, line: int, problems: Problems) -> dict[str, Any] | None:
    try:
        schema = json.loads(value)
    except json.JSONDecodeError as exc:
        problems.error(
            file,
            f"@tool-params is not valid JSON: {exc.msg} (column {exc.colno})",
            line=line + exc.lineno - 1,
        )
        return None
    except RecursionError:
        problems.error(file, "@tool-params is nested too deeply", line=line)
        return None
    why = check_object_schema(schema)
    if why:
        problems.error(file, f"@tool-params {why}", line=line)
        return None
    for unsafe in safe_regex.unsupported_patterns(schema):
        problems.warning(file, f"@tool-params: {unsafe}; calls that meet it fail", line=line)
    assert isinstance(schema, dict)
    return schema


def apply_tags(
    tags: list[tuple[str, str, int]], file: str, first: int, problems: Problems
) -> Manifest | None:
    """Build a Manifest from tag lines, reporting every mistake with its line."""
    manifest = Manifest(agent="", line=first)
    apis: set[str] = set()
    seen: set[str] = set()
    current: ToolDecl | None = None
    tool_seen: set[str] = set()
    for tag, value, line in tags:
        if tag in _SINGLE and tag in seen:
            problems.warning(file, f"{tag} appears more than once; the last one is used", line=line)
        seen.add(tag)
        if tag == "@agent":
            if manifest.agent:
                problems.error(file, "@agent appears more than once", line=line)
            elif len(value) > MAX_AGENT_ID:
                # It names files (stores, default state): a 10 KB id is "File name too long".
                problems.error(
                    file,
                    f"@agent is {len(value)} characters long; at most {MAX_AGENT_ID} are allowed",
                    line=line,
                )
            elif not _AGENT_RE.match(value):
                problems.error(
                    file,
                    f"@agent {value!r} is not a valid agent id (letters, digits, '.', '_', '-')",
                    line=line,
                )
            else:
                manifest.agent = value
        elif tag == "@version":
            manifest.version = value or None
        elif tag == "@description":
            manifest.description = value or None
        elif tag == "@tool":
            if not TOOL_NAME_RE.match(value):
                problems.error(
                    file,
                    f"@tool {value!r} is not a valid tool name (1-64 letters, digits, '_' or '-')",
                    line=line,
                )
                current = None
            elif value in tool_seen:
                problems.error(file, f"@tool {value} is declared twice", line=line)
                current = None
            else:
                tool_seen.add(value)
                current = ToolDecl(
                    name=value, description="", parameters=dict(EMPTY_PARAMS), line=line
                )
                manifest.tools.append(current)
        elif tag in ("@tool-description", "@tool-params"):
            if current is None:
                if not tool_seen:
                    problems.error(file, f"{tag} must follow a @tool line", line=line)
            elif tag == "@tool-description":
                current.description = value
            else:
                schema = _params(value, file, line, problems)
                if schema is not None:
                    current.parameters = schema
        elif tag == "@command":
            match = _COMMAND_RE.match(value)
            if not match:
                problems.error(
                    file,
                    f"@command must look like '@command @name exportedFunction', not {value!r}",
                    line=line,
                )
            else:
                manifest.commands.append(
                    CommandDecl(name="@" + match.group(1), export=match.group(2), line=line)
                )
        elif tag == "@preload":
            manifest.preload = _flag(value, tag, file, line, problems)
        elif tag == "@debug":
            manifest.debug = _flag(value, tag, file, line, problems)
        elif tag == "@api":
            if value in KNOWN_APIS:
                apis.add(value)
            else:
                problems.warning(
                    file,
                    f"@api {value!r} is not a known bridge namespace "
                    f"({', '.join(sorted(KNOWN_APIS))}); ignored",
                    line=line,
                )
        elif tag == "@lib":
            if _LIB_RE.match(value):
                manifest.libs.append(value)
            else:
                problems.error(file, f"@lib {value!r} is not a library name", line=line)
        elif tag == "@hook":
            if value in KNOWN_HOOKS:
                if value not in manifest.hooks:
                    manifest.hooks.append(value)
            else:
                problems.warning(
                    file,
                    f"@hook {value!r} is not a known event ({', '.join(KNOWN_HOOKS)}); ignored",
                    line=line,
                )
        else:
            problems.warning(file, f"unknown manifest tag {tag}; ignored", line=line)
    manifest.apis = frozenset(apis)
    if not manifest.agent:
        if "@agent" not in seen:
            problems.error(
                file, "the manifest has no @agent line; add '@agent namespace.name'", line=first
            )
        return None
    return manifest
