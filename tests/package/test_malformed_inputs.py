"""Hostile package inputs get ``error:`` lines, never tracebacks (issue 14, item 6)."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest

from studio import cli
from studio.errors import PackageError
from studio.package.config import MAX_AGENT_ID, parse_config
from studio.package.importer import import_package

ROOT = Path(__file__).resolve().parents[2]


def _plain(tmp_path: Path, **config: object) -> Path:
    target = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", target, ignore=shutil.ignore_patterns("conv*"))
    data = json.loads((target / "config.json").read_text(encoding="utf-8"))
    data.update(config)
    (target / "config.json").write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize(
    "agents",
    [["x" * 300], [{"id": "y" * 300, "implementation": "studio.memory-store"}]],
)
def test_an_overlong_agent_id_is_an_error_line(
    tmp_path: Path, agents: list[object], capsys: pytest.CaptureFixture[str]
) -> None:
    project = _plain(tmp_path, agents=agents)
    assert cli.main(["validate", str(project)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("error: config.json: agents.0")
    assert str(MAX_AGENT_ID) in out
    assert "Traceback" not in out


def test_an_agent_id_at_the_limit_is_accepted() -> None:
    config = parse_config(json.dumps({"name": "A", "agents": ["a" * MAX_AGENT_ID]}).encode())
    assert config.agents == ["a" * MAX_AGENT_ID]


def test_a_5000_digit_integer_is_an_error_line(tmp_path: Path) -> None:
    with pytest.raises(PackageError, match="more than 4,300 digits") as info:
        parse_config(b'{"name": "A", "big": ' + b"9" * 5000 + b"}")
    assert info.value.path == "config.json"
    assert "set_int_max_str_digits" not in str(info.value)


def test_a_huge_number_through_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = _plain(tmp_path)
    text = (project / "config.json").read_text(encoding="utf-8")
    (project / "config.json").write_text(text[:-1] + ', "n": ' + "7" * 5000 + "}", "utf-8")
    assert cli.main(["validate", str(project)]) == 1
    assert capsys.readouterr().out.startswith("error: config.json: holds a number")


def test_a_zip_whose_config_json_is_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = tmp_path / "odd.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("config.json/", "")
        zf.writestr("config.json/inner.txt", "hello")
        zf.writestr("instructions.txt", "Be kind.")
    with pytest.raises(PackageError, match=r"folder named config\.json"):
        import_package(archive, tmp_path / "out")
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
    assert cli.main(["import", str(archive), "--dir", str(tmp_path / "out2")]) == 1
    captured = capsys.readouterr()
    assert "folder named config.json" in captured.out + captured.err
