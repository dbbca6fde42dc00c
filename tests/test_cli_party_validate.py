"""``character-studio validate X.party.json``: the format, each member, the shared entries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio import cli
from studio.engine.party.validate import is_party_file, validate_party

ROOT = Path(__file__).resolve().parents[1]


def _member(folder: Path, name: str, agents: list[str] | None = None) -> None:
    folder.mkdir(parents=True)
    config = {"name": name, "model": "m", "agents": agents or []}
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")


def _party(folder: Path, text: str) -> Path:
    path = folder / "x.party.json"
    path.write_text(text, encoding="utf-8")
    return path


def _run(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str], str]:
    code = cli.main(["validate", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.strip()


def test_the_sample_party_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = _run(ROOT / "characters" / "tea-party.party.json", capsys)
    assert (code, lines, err) == (0, [], "ok: tea-party.party.json")


def test_bad_json_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _party(tmp_path, '{\n  "name": "P",\n  "members": [,]\n}\n')
    code, lines, _ = _run(path, capsys)
    assert code == 1 and len(lines) == 1
    assert lines[0].startswith("error: x.party.json:3: is not valid JSON")


def test_every_bad_field_is_reported_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = '{\n  "name": "P",\n  "members": ["a"],\n  "chatter": 9,\n  "colour": "red"\n}\n'
    code, lines, _ = _run(_party(tmp_path, text), capsys)
    assert code == 1
    assert lines[0].startswith("error: x.party.json:4: chatter: ")
    assert lines[1].startswith("error: x.party.json:5: colour: ")
    assert len(lines) == 2


def test_member_problems_are_named_from_the_party_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _member(tmp_path / "good", "Good")
    _member(tmp_path / "bad", "Bad", agents=["a.gone"])
    text = json.dumps({"name": "P", "members": ["good", "bad", "missing"]}, indent=2)
    code, lines, _ = _run(_party(tmp_path, text), capsys)
    assert code == 1
    assert lines[0].startswith("error: bad/config.json: agents.0: no agent file for 'a.gone'")
    assert lines[1] == "error: x.party.json: members.1: member 'bad' cannot be loaded"
    assert any(line.startswith("error: missing") for line in lines)
    assert lines[-1] == "error: x.party.json: members.2: member 'missing' cannot be loaded"


def test_duplicate_names_and_bad_shared_entries(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _member(tmp_path / "a", "Ann")
    _member(tmp_path / "b", "ANN")
    spec = {"name": "P", "members": ["a", "b"], "agents": ["party.nowhere"]}
    code, lines, _ = _run(_party(tmp_path, json.dumps(spec, indent=2)), capsys)
    assert code == 1
    assert lines[0].startswith("error: x.party.json:3: members.1: the name 'ANN' is already used")
    assert lines[1].startswith("error: x.party.json:")
    assert "agents.0" in lines[1] and "party.nowhere" in lines[1]
    assert len(lines) == 2


def test_a_clean_hand_made_party_and_the_api(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _member(tmp_path / "a", "Ann")
    _member(tmp_path / "b", "Bob")
    path = _party(tmp_path, json.dumps({"name": "P", "members": ["a", "b"]}))
    assert validate_party(path) == []
    assert is_party_file(path) and is_party_file("X.PARTY.JSON") and not is_party_file("a.json")
    assert _run(path, capsys) == (0, [], "ok: x.party.json")
    unreadable = validate_party(tmp_path / "nope.party.json")
    assert [p.severity for p in unreadable] == ["error"]
    assert "cannot be read" in unreadable[0].message
