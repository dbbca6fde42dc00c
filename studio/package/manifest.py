"""Reading an agent's manifest without running it.

Three forms, one tag vocabulary:

* JavaScript/TypeScript: a leading ``/** ... */`` block (a leading ``*`` on each
  line is stripped);
* Python: the module docstring, read with :mod:`ast` (never executed);
* Lua: a plain ``--[[ ... ]]`` block at the top of the file. Long-bracket forms
  (``--[==[``) are not recognised, as the reference says.

A non-tag line directly under ``@description``, ``@tool-description`` or
``@tool-params`` (no blank line between) continues that tag's value, so a long
JSON schema may span several lines.
"""

from __future__ import annotations

import ast
import re
import warnings

from studio.package.model import CommandDecl, Language, Manifest, ToolDecl
from studio.package.problems import Problems
from studio.package.tags import apply_tags

__all__ = [
    "CommandDecl",
    "Language",
    "Manifest",
    "ToolDecl",
    "manifest_lines",
    "parse_manifest",
]

_CONTINUED = {"@description", "@tool-description", "@tool-params"}
_TAG_RE = re.compile(r"^(@[A-Za-z][\w-]*)(?:\s+(.*))?$")


def _js_block(source: str) -> tuple[int, list[str]] | str:
    stripped = source.lstrip()
    start = len(source) - len(stripped)
    if not stripped.startswith("/**"):
        return "no manifest: the file must begin with a /** ... */ comment holding @agent"
    end = source.find("*/", start + 3)
    first = source.count("\n", 0, start) + 1
    if end < 0:
        return f"the manifest comment opened on line {first} is never closed with */"
    lines = source[start + 3 : end].split("\n")
    return first, [ln.strip().removeprefix("*").strip() for ln in lines]


def _lua_block(source: str) -> tuple[int, list[str]] | str:
    stripped = source.lstrip()
    start = len(source) - len(stripped)
    first = source.count("\n", 0, start) + 1
    if re.match(r"--\[=+\[", stripped):
        return (
            "no manifest: long-bracket comments (--[==[ ... ]==]) are not recognised; "
            "begin the file with a plain --[[ ... ]] block"
        )
    if not stripped.startswith("--[["):
        return "no manifest: the file must begin with a --[[ ... ]] comment holding @agent"
    end = source.find("]]", start + 4)
    if end < 0:
        return f"the manifest comment opened on line {first} is never closed with ]]"
    return first, [ln.strip() for ln in source[start + 4 : end].split("\n")]


def _py_block(source: str) -> tuple[int, list[str]] | tuple[str, int | None]:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source)
    except SyntaxError as exc:
        return f"Python syntax error: {exc.msg}", exc.lineno
    except (ValueError, RecursionError, MemoryError) as exc:
        return f"cannot be parsed as Python: {exc}", None
    body = tree.body
    if (
        not body
        or not isinstance(body[0], ast.Expr)
        or not isinstance(body[0].value, ast.Constant)
        or not isinstance(body[0].value.value, str)
    ):
        return "no manifest: the module must begin with a docstring holding @agent", 1
    node = body[0].value
    text = str(node.value)
    return node.lineno, [ln.strip().removeprefix("*").strip() for ln in text.split("\n")]


def manifest_lines(
    source: str, language: Language
) -> tuple[int, list[str]] | tuple[str, int | None]:
    """The manifest block's first line number and its cleaned lines, or (error, line)."""
    if language == "python":
        return _py_block(source)
    result = _lua_block(source) if language == "lua" else _js_block(source)
    if isinstance(result, str):
        return result, 1
    return result


def _tag_lines(first: int, lines: list[str]) -> list[tuple[str, str, int]]:
    """Split the block into (tag, value, line), joining continuation lines."""
    tags: list[tuple[str, str, int]] = []
    open_tag = False
    for offset, text in enumerate(lines):
        lineno = first + offset
        match = _TAG_RE.match(text)
        if match:
            tags.append((match.group(1), (match.group(2) or "").strip(), lineno))
            open_tag = match.group(1) in _CONTINUED
        elif not text:
            open_tag = False
        elif open_tag and tags:
            tag, value, line = tags[-1]
            sep = "\n" if tag == "@tool-params" else " "
            tags[-1] = (tag, f"{value}{sep}{text}" if value else text, line)
    return tags


def parse_manifest(
    source: str, language: Language, file: str, problems: Problems
) -> Manifest | None:
    """Parse the manifest of one agent file.

    Args:
        source: The file's text.
        language: Which comment form to look for.
        file: The name used in problems.
        problems: Where errors and warnings go.

    Returns:
        The manifest, or None when there is none or it has no ``@agent``.
    """
    block = manifest_lines(source, language)
    if isinstance(block[0], str):
        message, line = block
        problems.error(file, str(message), line=line if isinstance(line, int) else None)
        return None
    first, lines = block
    assert isinstance(lines, list)
    return apply_tags(_tag_lines(first, lines), file, first, problems)
