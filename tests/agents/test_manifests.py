"""Every built-in agent file: a manifest naming the file, valid tool schemas, portable code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema.validators import validator_for

from studio.package.manifest import parse_manifest
from studio.package.problems import Problems

from .conftest import AGENTS_DIR, AgentRunner
from .fakes import FakeBridge

AGENT_FILES = sorted(AGENTS_DIR.glob("*.js"))
EXPECTED = {
    "studio.memory-store",
    "studio.context-access",
    "studio.agent-db",
    "studio.history-search",
    "studio.sub-agent",
    "studio.lorebook",
    "studio.summary",
}
LIBS = sorted((AGENTS_DIR / "lib").glob("*.js"))


def test_all_builtins_present():
    assert {p.stem for p in AGENT_FILES} == EXPECTED
    assert {p.stem for p in LIBS} == {"weighted-choice", "lorebook-book", "lorebook-engine"}


@pytest.mark.parametrize("path", AGENT_FILES, ids=lambda p: p.stem)
def test_manifest_parses_cleanly(path: Path):
    problems = Problems()
    manifest = parse_manifest(path.read_text("utf-8"), "javascript", path.name, problems)
    assert problems.errors == [] and problems.warnings == []
    assert manifest is not None
    assert manifest.agent == path.stem
    assert manifest.version and manifest.description
    for tool in manifest.tools:
        assert re.fullmatch(r"[a-z][a-z0-9_]*", tool.name)
        assert tool.description
        validator_for(tool.parameters).check_schema(tool.parameters)
        assert tool.parameters["type"] == "object"


@pytest.mark.parametrize("path", AGENT_FILES, ids=lambda p: p.stem)
def test_raw_tool_params_are_json_schemas(path: Path):
    """Independent of the package parser: each single-line @tool-params is a JSON Schema."""
    block = path.read_text("utf-8").split("*/", 1)[0]
    assert re.search(rf"^\s*\*\s*@agent {re.escape(path.stem)}\s*$", block, re.M)
    for raw in re.findall(r"@tool-params (.*)$", block, re.M):
        schema = json.loads(raw)
        validator_for(schema).check_schema(schema)


@pytest.mark.parametrize("path", AGENT_FILES, ids=lambda p: p.stem)
def test_declared_exports_exist(path: Path):
    problems = Problems()
    manifest = parse_manifest(path.read_text("utf-8"), "javascript", path.name, problems)
    assert manifest is not None
    exports = set(AgentRunner(path.stem, FakeBridge()).exports)
    if manifest.tools:
        assert "onToolCall" in exports
    for command in manifest.commands:
        assert command.export in exports
    if manifest.preload:
        assert "onLoad" in exports
    for hook in manifest.hooks:
        assert "on" + hook[0].upper() + hook[1:] in exports


FORBIDDEN = {
    r"\.at\(": "Array.prototype.at",
    r"Object\.hasOwn\b": "Object.hasOwn",
    r"structuredClone": "structuredClone",
    r"\bsetTimeout\b": "setTimeout",
    r"\bfetch\(": "fetch",
    r"^\s*import\b": "import",
    r"\?\?=|\|\|=|&&=": "logical assignment (ES2021)",
    r"\breplaceAll\(": "String.prototype.replaceAll (ES2021)",
}


@pytest.mark.parametrize(
    "path", [*AGENT_FILES, *LIBS], ids=lambda p: p.stem
)
def test_portable_es2020(path: Path):
    code = "\n".join(
        line
        for line in path.read_text("utf-8").splitlines()
        if not line.lstrip().startswith(("*", "//", "/*"))
    )
    for pattern, name in FORBIDDEN.items():
        assert not re.search(pattern, code, re.M), f"{path.name} uses {name}"
