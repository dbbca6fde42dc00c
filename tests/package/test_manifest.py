from __future__ import annotations

import pytest

from studio.package.manifest import parse_manifest
from studio.package.model import Language
from studio.package.problems import Problems

FULL_JS = """/**
 * @agent mychar.example
 * @version 1.0
 * @description A minimal example agent
 *
 * @tool do_something
 * @tool-description Call this when something happens
 * @tool-params {"type":"object","properties":{"what":{"type":"string"}},"required":["what"]}
 *
 * @command @example exampleCommand
 *
 * @preload true
 * @api studio.history
 * @api studio.model
 * @lib jmespath
 * @hook afterResponse
 * @hook afterUserEdit
 * @debug true
 */
export function onLoad() {}
"""


def parse(source: str, language: Language = "javascript") -> tuple[object, Problems]:
    problems = Problems()
    return parse_manifest(source, language, "agents/x", problems), problems


def test_every_tag() -> None:
    manifest, problems = parse(FULL_JS)
    assert problems.items == []
    assert manifest is not None
    m = manifest
    assert m.agent == "mychar.example" and m.version == "1.0"  # type: ignore[attr-defined]
    assert m.description == "A minimal example agent"  # type: ignore[attr-defined]
    tool = m.tools[0]  # type: ignore[attr-defined]
    assert (tool.name, tool.description, tool.line) == (
        "do_something",
        "Call this when something happens",
        6,
    )
    assert tool.parameters["required"] == ["what"]
    cmd = m.commands[0]  # type: ignore[attr-defined]
    assert (cmd.name, cmd.export, cmd.line) == ("@example", "exampleCommand", 10)
    assert m.preload and m.debug  # type: ignore[attr-defined]
    assert m.apis == frozenset({"studio.history", "studio.model"})  # type: ignore[attr-defined]
    assert m.libs == ["jmespath"]  # type: ignore[attr-defined]
    assert m.hooks == ["afterResponse", "afterUserEdit"]  # type: ignore[attr-defined]


def test_typescript_uses_js_form() -> None:
    manifest, problems = parse(FULL_JS, "typescript")
    assert manifest is not None and not problems.errors


def test_python_docstring_without_stars() -> None:
    source = '"""\n@agent py.agent\n@tool t\n@tool-params {"type":"object"}\n@preload true\n"""\n'
    source += "import os\nos.system('never run')\n"
    manifest, problems = parse(source, "python")
    assert manifest is not None and not problems.items
    assert manifest.agent == "py.agent" and manifest.preload  # type: ignore[attr-defined]
    assert manifest.tools[0].line == 3  # type: ignore[attr-defined]


def test_python_syntax_error_has_line() -> None:
    manifest, problems = parse('"""\n@agent a.b\n"""\ndef broken(:\n', "python")
    assert manifest is None
    assert problems.errors[0].line == 4


def test_python_without_docstring() -> None:
    manifest, problems = parse("x = 1\n", "python")
    assert manifest is None and "no manifest" in problems.errors[0].message


def test_lua_plain_block() -> None:
    manifest, problems = parse(
        "--[[\n@agent lua.agent\n@tool t\n]]\nfunction on_load() end\n", "lua"
    )
    assert manifest is not None and manifest.tools[0].line == 3  # type: ignore[attr-defined]
    assert not problems.items


@pytest.mark.parametrize("opener", ["--[==[", "--[=["])
def test_lua_long_bracket_not_recognised(opener: str) -> None:
    closer = "]" + "=" * (len(opener) - 4) + "]"
    manifest, problems = parse(f"{opener}\n@agent lua.agent\n{closer}\n", "lua")
    assert manifest is None and "no manifest" in problems.errors[0].message


def test_lua_line_comments_are_not_a_manifest() -> None:
    manifest, problems = parse("-- @agent x.y\n", "lua")
    assert manifest is None and problems.errors


def test_js_must_be_leading_block() -> None:
    manifest, problems = parse("const x = 1;\n/**\n * @agent a.b\n */\n")
    assert manifest is None and "no manifest" in problems.errors[0].message
    manifest, problems = parse("/**\n * @agent a.b\n")
    assert manifest is None and "never closed" in problems.errors[0].message


def test_missing_agent_tag() -> None:
    manifest, problems = parse("/**\n * @tool t\n */\n")
    assert manifest is None and "@agent" in problems.errors[0].message


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ('@tool-params {"type":"object",', "not valid JSON"),
        ('@tool-params {"type":"string"}', "object schema"),
        ('@tool-params {"type":"object","properties":{"a":{"type":"nonsense"}}}', "JSON Schema"),
        ('@tool-params {"type":"object","required":"a"}', "JSON Schema"),
        ("@tool-params [1]", "JSON Schema object"),
    ],
)
def test_bad_tool_params(line: str, needle: str) -> None:
    _manifest, problems = parse(f"/**\n * @agent a.b\n * @tool t\n * {line}\n */\n")
    assert problems.errors and needle in problems.errors[0].message
    assert problems.errors[0].line == 4 and problems.errors[0].file == "agents/x"


def test_multiline_tool_params() -> None:
    src = (
        '/**\n * @agent a.b\n * @tool t\n * @tool-params {"type": "object",\n'
        ' *   "properties": {"q": {"type": "string"}}}\n */\n'
    )
    manifest, problems = parse(src)
    assert not problems.items
    assert manifest.tools[0].parameters["properties"] == {"q": {"type": "string"}}  # type: ignore[attr-defined]


def test_default_parameters() -> None:
    manifest, _ = parse("/**\n * @agent a.b\n * @tool t\n */\n")
    assert manifest.tools[0].parameters == {"type": "object", "properties": {}}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("line", "severity", "needle"),
    [
        ("@command memory memoryAdd", "error", "@command"),
        ("@command @memory", "error", "@command"),
        ("@preload maybe", "error", "true or false"),
        ("@debug 1", "error", "true or false"),
        ("@tool bad name!", "error", "tool name"),
        ("@tool-description orphan", "error", "must follow"),
        ("@lib ../x", "error", "@lib"),
        ("@api studio.files", "warning", "@api"),
        ("@hook beforeLunch", "warning", "@hook"),
        ("@frobnicate yes", "warning", "unknown manifest tag"),
        ("@agent again.here", "error", "more than once"),
    ],
)
def test_tag_problems_carry_line(line: str, severity: str, needle: str) -> None:
    _, problems = parse(f"/**\n * @agent a.b\n * {line}\n */\n")
    found = [p for p in problems.items if needle in p.message]
    assert found and found[0].severity == severity and found[0].line == 3


def test_duplicate_tool_in_one_manifest() -> None:
    _, problems = parse("/**\n * @agent a.b\n * @tool t\n * @tool t\n */\n")
    assert problems.errors and problems.errors[0].line == 4
