"""Round trips an author can trust (issue 25 item 5): one edit changes one field.

Each test imports a card shaped like the corpus files that went wrong, edits one
thing the way an editor would (rewriting the file with ``\\n`` line endings), and
exports: everything the author did not touch must come back as the card had it.
Also: SillyTavern's top-level V1 mirror in JSON and ``chara`` exports, and the
V1-in-V2 shape (``data`` without the character, the fields at the top level).
"""

from __future__ import annotations

import base64
import copy
import json
from pathlib import Path
from typing import Any

from studio.cards import export_card, import_card
from studio.cards.png import read_card_chunks
from tests.cards import cardgen as g


def _import(tmp_path: Path, card: dict[str, Any], name: str = "c.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(card), encoding="utf-8")
    return import_card(path, tmp_path / "projects").folder


def _export(root: Path, out: Path) -> dict[str, Any]:
    export_card(root, out, "json")
    card: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return card


def _edit(root: Path, rel: str, change: Any) -> None:
    """Rewrite a project file as a text editor does (universal newlines in and out)."""
    path = root / rel
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")


def _v2_book_card() -> dict[str, Any]:
    """A V2 card whose book entries carry only V2's fields (no use_regex, no
    case_sensitive, no extensions on some), as SillyTavern-era cards do."""
    card = g.v2_card()
    entries = [
        {"keys": [f"k{n}"], "content": f"Lore {n}.", "enabled": True, "insertion_order": n}
        for n in range(5)
    ]
    entries[2]["extensions"] = {"position": 0, "weight": 7}
    card["data"]["character_book"] = {"name": "Book", "entries": entries}
    return card


def test_editing_one_entry_leaves_the_others_byte_identical(tmp_path: Path) -> None:
    card = _v2_book_card()
    root = _import(tmp_path, card)

    def change(text: str) -> str:
        book = json.loads(text)
        book["data"]["entries"][1]["content"] = "Lore 1, rewritten."
        return json.dumps(book, indent=2)

    _edit(root, "context/.lorebook.json", change)
    book = _export(root, tmp_path / "out.json")["data"]["character_book"]
    want = copy.deepcopy(card["data"]["character_book"])
    want["entries"][1]["content"] = "Lore 1, rewritten."
    # Same keys, same order, same values: no case_sensitive null, no use_regex
    # false, no extensions {} on the entries or the book.
    assert json.dumps(book) == json.dumps(want)


def test_a_new_entry_gets_no_null_case_sensitive(tmp_path: Path) -> None:
    root = _import(tmp_path, _v2_book_card())

    def change(text: str) -> str:
        book = json.loads(text)
        book["data"]["entries"].append(dict(book["data"]["entries"][0], content="New."))
        return json.dumps(book)

    _edit(root, "context/.lorebook.json", change)
    entries = _export(root, tmp_path / "out.json")["data"]["character_book"]["entries"]
    assert len(entries) == 6
    assert entries[5]["content"] == "New."
    assert "case_sensitive" not in entries[5]
    assert all("case_sensitive" not in e for e in entries)


def test_an_untouched_section_keeps_its_whitespace(tmp_path: Path) -> None:
    card = g.v3_card(
        description="Rules:\r\n- one  \r\n- two\t\r\n\r\n",
        personality="  curious\r\n",
        scenario="A glade.\r\nNight.",
    )
    root = _import(tmp_path, card)
    _edit(root, "instructions.txt", lambda text: text.replace("Night.", "Dawn."))
    data = _export(root, tmp_path / "out.json")["data"]
    assert data["description"] == card["data"]["description"]
    assert data["personality"] == card["data"]["personality"]
    # The edited field keeps the card's line endings.
    assert data["scenario"] == "A glade.\r\nDawn."


def test_mes_example_survives_an_edit_elsewhere(tmp_path: Path) -> None:
    # No <START> before the first block, an empty block, CRLF line endings.
    examples = "{{user}}: Hi\r\n{{char}}: Hello.\r\n<START>\r\n<START>\r\n{{char}}: Again."
    card = g.v3_card(mes_example=examples)
    root = _import(tmp_path, card)
    _edit(root, "context/example-dialogue.txt", lambda text: text)  # opened and saved
    _edit(root, "intro.txt", lambda text: text + " Welcome.")
    data = _export(root, tmp_path / "out.json")["data"]
    assert data["mes_example"] == examples
    assert data["first_mes"] == card["data"]["first_mes"] + " Welcome."


def test_crlf_greetings_opened_and_saved_are_unchanged(tmp_path: Path) -> None:
    card = g.v3_card(first_mes="Line one.\r\nLine two.", alternate_greetings=["A\r\nB", "C"])
    root = _import(tmp_path, card)
    _edit(root, "intro.txt", lambda text: text)
    _edit(root, "greetings/01.txt", lambda text: text)
    out = _export(root, tmp_path / "out.json")
    assert out["data"] == card["data"]


def test_v2_json_export_keeps_and_updates_the_v1_mirror(tmp_path: Path) -> None:
    card = g.v2_card()
    card["data"]["extensions"]["talkativeness"] = 0.7
    top = {
        "name": card["data"]["name"],
        "first_mes": card["data"]["first_mes"],
        "create_date": "2024-5-12 @14h 03m 22s 123ms",
        "talkativeness": "0.7",
        "avatar": "none",
    }
    root = _import(tmp_path, {**top, **card})
    out = _export(root, tmp_path / "out.json")
    assert out["spec"] == "chara_card_v3"
    assert out["create_date"] == top["create_date"] and out["avatar"] == "none"
    assert out["name"] == card["data"]["name"]
    assert out["description"] == card["data"]["description"]
    assert out["talkativeness"] == 0.7  # SillyTavern writes it from the extension
    _edit(root, "intro.txt", lambda text: "A new greeting.")
    again = _export(root, tmp_path / "again.json")
    assert again["first_mes"] == again["data"]["first_mes"] == "A new greeting."


def test_png_chara_chunk_carries_the_v1_mirror(tmp_path: Path) -> None:
    root = _import(tmp_path, g.v3_card())
    out = tmp_path / "out.png"
    export_card(root, out, "png")
    chunks = read_card_chunks(out.read_bytes(), out.name)
    assert chunks.chara is not None
    v2 = json.loads(base64.b64decode(chunks.chara))
    assert v2["spec"] == "chara_card_v2"
    # A reader that knows only V1 finds the character.
    assert v2["name"] == "Seraphina"
    assert v2["description"] == g.v3_card()["data"]["description"]
    assert v2["first_mes"] == g.v3_card()["data"]["first_mes"]


def test_a_v1_in_v2_card_imports_as_sillytavern_reads_it(tmp_path: Path) -> None:
    # seoulrebel__ST-Codex/Kai.png: data holds only extensions; the character is at
    # the top level.
    card = {
        "spec": "chara_card_v2",
        "name": "Kai",
        "description": "A quiet archer.",
        "first_mes": "*Kai nods.*",
        "tags": ["archer"],
        "system_prompt": "Stay in character.",
        "alternate_greetings": ["*Kai waves.*"],
        "chat": "2025-5-21 @07h 13m 16s 391ms",
        "data": {"extensions": {"fav": False}},
    }
    path = tmp_path / "kai.json"
    path.write_text(json.dumps(card), encoding="utf-8")
    result = import_card(path, tmp_path / "projects")
    root = result.folder
    assert json.loads((root / "config.json").read_text(encoding="utf-8"))["name"] == "Kai"
    assert "A quiet archer." in (root / "instructions.txt").read_text(encoding="utf-8")
    assert (root / "intro.txt").read_text(encoding="utf-8") == "*Kai nods.*"
    assert (root / "greetings" / "01.txt").read_text(encoding="utf-8") == "*Kai waves.*"
    assert any("top-level (V1) fields" in w for w in result.warnings)
    data = _export(root, tmp_path / "out.json")["data"]
    assert data["name"] == "Kai" and data["first_mes"] == "*Kai nods.*"
    assert data["extensions"] == {"fav": False}


def test_a_card_without_a_name_is_named_after_its_file(tmp_path: Path) -> None:
    card = g.v3_card(name="")
    path = tmp_path / "empty-name.json"
    path.write_text(json.dumps(card), encoding="utf-8")
    result = import_card(path, tmp_path / "projects")
    config = json.loads((result.folder / "config.json").read_text(encoding="utf-8"))
    assert config["name"] == "empty-name"
    assert any("no character name" in w for w in result.warnings)


def test_an_edited_character_note_goes_back_to_depth_prompt(tmp_path: Path) -> None:
    card = g.v2_card()
    card["data"]["extensions"] = {
        "depth_prompt": {"prompt": "Stay in\r\ncharacter.", "depth": 4, "role": "system"},
        "talkativeness": "0.5",
    }
    root = _import(tmp_path, card)
    # Unedited: the card's depth_prompt comes back as it was.
    assert _export(root, tmp_path / "same.json")["data"]["extensions"] == card["data"]["extensions"]
    _edit(root, "character-note.txt", lambda text: text.replace("Stay in", "Always stay in"))
    config = json.loads((root / "config.json").read_text(encoding="utf-8"))
    config["characterNote"] = {"depth": 2, "role": "user"}
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    ext = _export(root, tmp_path / "out.json")["data"]["extensions"]
    assert ext["depth_prompt"] == {
        "prompt": "Always stay in\r\ncharacter.", "depth": 2, "role": "user"
    }
    assert ext["talkativeness"] == "0.5"  # the rest of extensions untouched


def test_a_character_note_written_here_becomes_depth_prompt(tmp_path: Path) -> None:
    root = _import(tmp_path, g.v2_card())
    (root / "character-note.txt").write_text("Speak softly.", encoding="utf-8")
    ext = _export(root, tmp_path / "out.json")["data"]["extensions"]
    assert ext["depth_prompt"] == {"prompt": "Speak softly.", "depth": 4, "role": "system"}
