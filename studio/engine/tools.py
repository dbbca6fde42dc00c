"""Tool-call validation and dispatch (decisions §6).

A call that fails before reaching an agent (unknown tool, unparseable or
schema-violating arguments) becomes an error *result* and gets no
``toolCallId``. A call that reaches an agent gets the conversation's next id,
and whatever the agent does (returns, throws, times out) the model gets a
string back; the conversation never dies because one agent did.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import jsonschema
from jsonschema.exceptions import ValidationError

from studio.errors import SandboxError
from studio.package import safe_regex


@dataclass(frozen=True, kw_only=True)
class Prepared:
    """A tool call checked against its owner's ``@tool-params``.

    ``args`` is set when the call may be dispatched; otherwise ``error`` holds
    the tool result to send back instead.
    """

    name: str
    args: dict[str, Any] | None
    error: str | None


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[Any]:
    if validator.is_type(instance, "string") and not safe_regex.search(pattern, instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _pattern_properties(validator: Any, patterns: Any, instance: Any, schema: Any) -> Iterator[Any]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            if safe_regex.search(pattern, key):
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _additional_properties(validator: Any, extra: Any, instance: Any, schema: Any) -> Iterator[Any]:
    if not validator.is_type(instance, "object"):
        return
    known = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    extras = [
        key
        for key in instance
        if key not in known and not any(safe_regex.search(p, key) for p in patterns)
    ]
    if validator.is_type(extra, "object"):
        for key in extras:
            yield from validator.descend(instance[key], extra, path=key)
    elif extra is False and extras:
        listed = ", ".join(repr(key) for key in sorted(extras, key=str))
        yield ValidationError(f"Additional properties are not allowed ({listed} unexpected)")


# Every regex keyword goes through RE2, in linear time; the rest is jsonschema's own.
_SAFE_KEYWORDS = {
    "pattern": _pattern,
    "patternProperties": _pattern_properties,
    "additionalProperties": _additional_properties,
}


@lru_cache(maxsize=512)
def _validator(schema_text: str) -> jsonschema.protocols.Validator:
    schema = json.loads(schema_text)
    base = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    cls = jsonschema.validators.extend(base, _SAFE_KEYWORDS)
    validator: jsonschema.protocols.Validator = cls(schema)
    return validator


def prepare_call(name: str, arguments: str, parameters: dict[str, Any] | None) -> Prepared:
    """Parse and validate a call's raw JSON arguments.

    Args:
        name: The tool name the model asked for.
        arguments: The raw JSON text the model produced ("" means no arguments).
        parameters: The owner's JSON Schema, or None when nobody owns the tool.
    """
    if parameters is None:
        return Prepared(name=name, args=None, error=f"Error: no agent provides the tool {name}")
    text = arguments.strip() or "{}"
    try:
        args = json.loads(text)
    except json.JSONDecodeError as err:
        return Prepared(
            name=name,
            args=None,
            error=f"Error: invalid arguments for {name}: not valid JSON ({err.msg} at column "
            f"{err.colno})",
        )
    if not isinstance(args, dict):
        return Prepared(
            name=name,
            args=None,
            error=f"Error: invalid arguments for {name}: expected a JSON object",
        )
    validator = _validator(json.dumps(parameters, sort_keys=True))
    try:
        problem = jsonschema.exceptions.best_match(validator.iter_errors(args))
    except safe_regex.UnsafePattern as err:
        return Prepared(name=name, args=None, error=f"Error: invalid arguments for {name}: {err}")
    if problem is not None:
        where = "/".join(str(p) for p in problem.absolute_path)
        reason = f"{where}: {problem.message}" if where else problem.message
        return Prepared(
            name=name, args=None, error=f"Error: invalid arguments for {name}: {reason}"
        )
    return Prepared(name=name, args=args, error=None)


def agent_failure(agent_id: str, err: SandboxError) -> str:
    """The tool result for an agent that threw or timed out."""
    return f"Error: {agent_id} failed: {err.message}"


def tool_result_text(agent_id: str, export: str, value: Any) -> str:
    """Check an ``onToolCall`` return value: the reference asks for a string.

    Raises:
        SandboxError: When the agent returned anything else.
    """
    if isinstance(value, str):
        return value
    kinds = {
        dict: "an object",
        list: "an array",
        bool: "a boolean",
        int: "a number",
        float: "a number",
    }
    kind = "nothing" if value is None else kinds.get(type(value), type(value).__name__)
    raise SandboxError(
        f"{export} returned {kind}; a tool call must return a string",
        agent_id=agent_id,
        kind="error",
    )
