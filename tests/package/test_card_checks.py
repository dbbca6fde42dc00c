"""What ``validate`` says about card texts and lorebook keys (issue 25 items 1, 4)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from studio.package import load_package
from studio.package.lorebook import key_problem
from studio.package.validate import validate_package
from studio.sandbox.lorebook_host import scan_lorebook

HOSTILE = "a*a*a*a*a*a*!"


def _character(root: Path, book: dict, files: dict[str, str] | None = None) -> Path:
    root.mkdir()
    config = {
        "name": "Keys",
        "agents": [{"id": "k.lorebook", "implementation": "studio.lorebook",
                    "contextFile": ".lorebook.json"}],
    }
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (root / "context").mkdir()
    (root / "context" / ".lorebook.json").write_text(json.dumps(book), encoding="utf-8")
    for rel, text in (files or {}).items():
        (root / rel).write_text(text, encoding="utf-8")
    return root


def _book(*keys: str, use_regex: bool = True) -> dict:
    entries = [{"keys": [k], "content": f"lore {i}", "use_regex": use_regex, "enabled": True,
                "insertion_order": 100} for i, k in enumerate(keys)]
    return {"spec": "lorebook_v3", "data": {"entries": entries}}


def test_a_key_that_could_backtrack_is_refused_by_validate(tmp_path: Path) -> None:
    root = _character(tmp_path / "c", _book(HOSTILE, "/dragons?/i", "(a+)+$"))
    problems = validate_package(root)
    refused = [p for p in problems if "could backtrack" in p.message]
    assert [p.severity for p in refused] == ["error", "error"]
    assert "entries.0.keys.0" in refused[0].message and HOSTILE in refused[0].message
    assert "entries.2.keys.0" in refused[1].message
    # The character still loads and plays (the key skipped, said as a warning).
    package = load_package(root)
    assert sum("could backtrack" in w.message for w in package.warnings) == 2


def test_plain_keys_are_never_refused() -> None:
    assert key_problem(HOSTILE) is None  # no use_regex, no slashes: a substring search
    assert key_problem(HOSTILE, use_regex=True) is not None
    assert key_problem(f"/{HOSTILE}/") is not None
    assert key_problem("/\\bdragon(s|fire)?\\b/i") is None


def test_the_hostile_key_costs_no_time_in_the_scan() -> None:
    book = json.dumps(_book(HOSTILE, "dragon", use_regex=True))
    started = time.perf_counter()
    scan = scan_lorebook(book, "a" * 60 + " dragon")
    assert time.perf_counter() - started < 1.0
    assert [f.label for f in scan.fired] == ["dragon"]
    assert any("refused" in w for w in scan.warnings)


def test_validate_lists_macros_this_player_leaves_as_written(tmp_path: Path) -> None:
    root = _character(
        tmp_path / "c",
        _book("dragon", use_regex=False),
        {"intro.txt": "{{char}} waves. {{charOutfit}} {{random::a::b}} {{// note}}",
         "instructions.txt": "{{weird::x}} {{description}}"},
    )
    warned = [p for p in validate_package(root) if "does not know" in p.message]
    assert [(p.file, p.severity) for p in warned] == [
        ("instructions.txt", "warning"), ("intro.txt", "warning")
    ]
    assert "{{weird::x}}" in warned[0].message and "{{charOutfit}}" in warned[1].message
    assert "random" not in warned[1].message


def test_validate_lists_unknown_macros_in_lorebook_entries(tmp_path: Path) -> None:
    book = _book("dragon", use_regex=False)
    book["data"]["entries"][0]["content"] = "{{format_message_variable::stat_data}} {{user}}"
    root = _character(tmp_path / "c", book)
    warned = [p for p in validate_package(root) if "does not know" in p.message]
    assert [p.file for p in warned] == ["context/.lorebook.json"]
    assert "{{format_message_variable::stat_data}}" in warned[0].message
