"""``validate`` (and export, and the Studio's live validation through
``validate_package``) compile JS, TS and Lua agents and @lib files without running them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from studio.errors import PackageError
from studio.package import validate_package
from studio.package.export import export_package
from studio.sandbox.syntax import check_syntax

ROOT = Path(__file__).resolve().parents[2]

GOOD = {
    "javascript": (
        "/**\n * @agent t.a\n * @tool go\n */\nexport function onToolCall() { return 'ok' }\n"
    ),
    "typescript": (
        "/**\n * @agent t.a\n * @tool go\n */\n"
        "export function onToolCall(name: string): string { return name }\n"
    ),
    "lua": (
        "--[[\n@agent t.a\n@tool go\n]]\nfunction on_tool_call(name, args)\n  return 'ok'\nend\n"
    ),
}
BROKEN = {  # (file, source, line of the error)
    "javascript": (
        "t.a.js",
        "/**\n * @agent t.a\n * @tool go\n */\nexport function onToolCall() {\n"
        "  const x = ;\n  return x\n}\n",
        6,
    ),
    "typescript": (
        "t.a.ts",
        "/**\n * @agent t.a\n * @tool go\n */\nexport function onToolCall(n: string): string {\n"
        "  return n +;\n}\n",
        6,
    ),
    "lua": (
        "t.a.lua",
        "--[[\n@agent t.a\n@tool go\n]]\nfunction on_tool_call(name, args)\n"
        "  local x = = 1\n  return x\nend\n",
        6,
    ),
}


def _project(tmp_path: Path, file: str, source: str, libs: dict[str, str] | None = None) -> Path:
    root = tmp_path / "proj"
    (root / "agents" / "lib").mkdir(parents=True)
    config = {"name": "Checker", "model": "m", "agents": ["t.a"]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("Be.", encoding="utf-8")
    (root / "agents" / file).write_text(source, encoding="utf-8")
    for name, text in (libs or {}).items():
        (root / "agents" / "lib" / f"{name}.js").write_text(text, encoding="utf-8")
    return root


def _validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "studio", "validate", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["javascript", "typescript", "lua"])
def test_validate_names_file_and_line_per_language(tmp_path: Path, language: str) -> None:
    file, source, line = BROKEN[language]
    result = _validate(_project(tmp_path, file, source))
    assert result.returncode == 1
    errors = [ln for ln in result.stdout.splitlines() if ln.startswith("error:")]
    assert errors and errors[0].startswith(f"error: agents/{file}:{line}: does not compile:")
    assert ".js" not in errors[0] or file.endswith(".js")  # a TS error names the .ts file


@pytest.mark.parametrize("language", ["javascript", "typescript", "lua"])
def test_good_agents_pass(language: str) -> None:
    assert check_syntax(language, GOOD[language], "agents/t.a") is None


def test_compiling_never_runs_the_code(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    js = "/**\n * @agent t.a\n */\nfor (;;) {}\nexport function f() {}\n"
    assert check_syntax("javascript", js, "agents/t.a.js") is None  # would never return
    lua = f"--[[\n@agent t.a\n]]\nio.open({str(marker)!r}, 'w'):write('x')\nwhile true do end\n"
    assert check_syntax("lua", lua, "agents/t.a.lua") is None
    assert not marker.exists()
    # Text that tries to close the wrapper is just a syntax error, never code.
    escape = "}); globalThis.x = 1; (function () {"
    assert check_syntax("lib", escape, "agents/lib/x.js") is not None


def test_a_broken_lib_and_export_refuses(tmp_path: Path) -> None:
    agent = "/**\n * @agent t.a\n * @lib helper\n */\nexport function f() { return helper }\n"
    root = _project(tmp_path, "t.a.js", agent, {"helper": "(function () {\n  var = 1;\n})();\n"})
    problems = [p.format() for p in validate_package(root) if p.severity == "error"]
    assert problems == [
        "error: agents/lib/helper.js:2: does not compile: SyntaxError: variable name expected"
    ] or problems[0].startswith("error: agents/lib/helper.js:2: does not compile:")
    with pytest.raises(PackageError, match=r"agents/lib/helper\.js:2"):
        export_package(root, tmp_path / "out.zip")
    assert not (tmp_path / "out.zip").exists()


def test_a_body_that_closes_its_wrapper_is_reported() -> None:
    from studio.sandbox.syntax import _quickjs_issue

    issue = _quickjs_issue("}); globalThis.x = 1; (function () {")
    assert issue is not None and "unbalanced" in issue.message
    assert _quickjs_issue("return 1; // fine") is None


def test_export_refuses_a_missing_output_folder(tmp_path: Path) -> None:
    root = _project(tmp_path, "t.a.js", GOOD["javascript"])
    result = subprocess.run(
        [sys.executable, "-m", "studio", "export", str(root), "-o", str(tmp_path / "no/x.zip")],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert "the output folder" in result.stdout and "does not exist" in result.stdout
    assert not (tmp_path / "no").exists()
