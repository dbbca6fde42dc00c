"""The character-studio command line: validate and new (the GUI is tested in tests/ui)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from studio import cli, paths
from tests.package.conftest import STUB_TOOLS, stub_agent

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def stub_builtins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "bundled"
    folder.mkdir()
    for agent_id, tools in STUB_TOOLS.items():
        (folder / f"{agent_id}.js").write_text(stub_agent(agent_id, tools), encoding="utf-8")
    monkeypatch.setattr(paths, "bundled_agents_dir", lambda: folder)
    return folder


def test_validate_clean(capsys: pytest.CaptureFixture[str], stub_builtins: Path) -> None:
    assert cli.main(["validate", str(ROOT / "characters" / "menagerie")]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == "ok: Odile"


def test_validate_reports_errors_and_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "agents").mkdir()
    (tmp_path / "config.json").write_text(
        json.dumps({"name": "Bad", "agents": ["a.b", "a.gone"]}), encoding="utf-8"
    )
    (tmp_path / "agents" / "a.b.js").write_text(
        "/**\n * @agent a.b\n * @hook nope\n * @tool-params {\n */\n", encoding="utf-8"
    )
    assert cli.main(["validate", str(tmp_path)]) == 1
    out, _ = capsys.readouterr()
    lines = out.splitlines()
    assert "warning: agents/a.b.js:3: @hook 'nope'" in lines[0]
    assert lines[1].startswith("error: agents/a.b.js:4: @tool-params")
    assert lines[2].startswith("error: config.json: agents.1: no agent file for 'a.gone'")
    assert len(lines) == 3


def test_validate_warnings_only_exit_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "config.json").write_text(
        json.dumps({"name": "W", "fileMappings": {"Nope": "x"}}), encoding="utf-8"
    )
    assert cli.main(["validate", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("warning: config.json: fileMappings.Nope")


def test_validate_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["validate", str(tmp_path / "nope")]) == 1
    assert capsys.readouterr().out.startswith("error: ")


def test_new_creates_a_clean_project(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["new", 'Aria "the" Bold', "--dir", str(tmp_path)]) == 0
    target = tmp_path / "aria-the-bold"
    assert capsys.readouterr().out.strip() == str(target)
    config = json.loads((target / "config.json").read_text(encoding="utf-8"))
    assert config["name"] == 'Aria "the" Bold'
    assert (target / "agents" / "aria-the-bold.notes.js").is_file()
    assert cli.main(["validate", str(target)]) == 0
    assert capsys.readouterr().out == ""
    # A second time refuses to overwrite.
    assert cli.main(["new", 'Aria "the" Bold', "--dir", str(tmp_path)]) == 1


def test_python_dash_m(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "studio", "new", "Mo", "--dir", str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    result = subprocess.run(
        [sys.executable, "-m", "studio", "validate", str(tmp_path / "mo")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert (result.returncode, result.stdout, result.stderr.strip()) == (0, "", "ok: Mo")
