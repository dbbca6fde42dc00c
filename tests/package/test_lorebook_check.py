"""Lorebook files checked by validate: shape problems with line numbers."""

from __future__ import annotations

import json
from pathlib import Path

from studio.package import validate_package
from studio.package.json_lines import parse_with_lines
from studio.package.lorebook import check_lorebook, is_lorebook_text
from studio.package.problems import Problems

ENTRY = {
    "id": "aria.lorebook",
    "implementation": "studio.lorebook",
    "contextFile": ".lorebook.json",
}
GOOD = {
    "spec": "lorebook_v3",
    "data": {
        "name": "W",
        "extensions": {},
        "entries": [
            {
                "keys": ["a"],
                "content": "A",
                "extensions": {},
                "enabled": True,
                "insertion_order": 1,
                "use_regex": False,
            },
        ],
    },
}


def write(tmp_path: Path, book_text: str | None, entry: dict = ENTRY) -> Path:
    root = tmp_path / "char"
    (root / "context").mkdir(parents=True)
    config = {"name": "Aria", "model": "m", "agents": [entry]}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "instructions.txt").write_text("Be Aria.", encoding="utf-8")
    if book_text is not None:
        (root / "context" / ".lorebook.json").write_text(book_text, encoding="utf-8")
    return root


def test_parse_with_lines_matches_json_loads():
    text = '{\n  "a": [1, 2.5, {"b": null}],\n  "c": "x\\n"\n}'
    value, lines = parse_with_lines(text)
    assert value == json.loads(text)
    assert lines[("a",)] == 2 and lines[("a", 2, "b")] == 2 and lines[("c",)] == 3


def test_a_good_book_validates(tmp_path):
    assert validate_package(write(tmp_path, json.dumps(GOOD, indent=2))) == []


def test_bad_json_is_reported_with_its_line(tmp_path):
    problems = validate_package(write(tmp_path, '{\n  "spec": "lorebook_v3",\n  "data": {,\n}'))
    assert [(p.severity, p.file, p.line) for p in problems] == [
        ("warning", "context/.lorebook.json", 3)
    ]
    assert "not valid JSON" in problems[0].message


def test_field_problems_are_warnings_on_their_lines(tmp_path):
    book = json.loads(json.dumps(GOOD))
    book["data"]["entries"][0]["extensions"] = {"selectiveLogic": 7, "probability": 150}
    book["data"]["entries"][0]["keys"] = "a"
    book["data"]["scan_depth"] = "deep"
    text = json.dumps(book, indent=2)
    problems = validate_package(write(tmp_path, text))
    lines = text.splitlines()
    got = {p.field: p for p in problems}
    assert set(got) == {
        "data.scan_depth",
        "data.entries.0.keys",
        "data.entries.0.extensions.selectiveLogic",
        "data.entries.0.extensions.probability",
    }
    assert all(p.severity == "warning" for p in problems)
    assert '"selectiveLogic": 7' in lines[got["data.entries.0.extensions.selectiveLogic"].line - 1]
    assert '"keys": "a"' in lines[got["data.entries.0.keys"].line - 1]


def test_missing_book_and_missing_context_file(tmp_path):
    problems = validate_package(write(tmp_path, None))
    assert [p.severity for p in problems] == ["warning"]
    assert "not in the context folder" in problems[0].message
    entry = {"id": "aria.lorebook", "implementation": "studio.lorebook"}
    problems = validate_package(write(tmp_path / "b", None, entry))
    assert [p.severity for p in problems] == ["error"] and "contextFile" in problems[0].message


def test_not_a_lorebook(tmp_path):
    problems = Problems()
    assert check_lorebook('{"spec": "chara_card_v3"}', "x.json", problems) is None
    assert "is not a lorebook" in problems.items[0].message
    assert check_lorebook("[1, 2]", "x.json", problems) is None


def test_bare_v2_book_and_detection():
    problems = Problems()
    book = check_lorebook(json.dumps(GOOD["data"]), "x.json", problems)
    assert book is not None and problems.items == []
    assert is_lorebook_text("my.lorebook.json", "")
    assert is_lorebook_text("book.json", json.dumps(GOOD))
    assert not is_lorebook_text("cars.json", "[]")
    assert not is_lorebook_text("studio.lorebook.js", '// {"spec": "lorebook_v3"}')
