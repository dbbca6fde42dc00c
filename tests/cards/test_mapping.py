"""Each row of the card <-> project table in docs/CARDS.md, and the lossless round trip."""

from __future__ import annotations

import base64
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from studio.cards import export_card, import_card
from studio.cards.lorebook import LOREBOOK_FILE
from studio.cards.png import read_card_chunks
from studio.package import load_with_problems
from tests.cards import cardgen as g


def _import(tmp_path: Path, card: dict[str, Any], name: str = "c.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(card), encoding="utf-8")
    return import_card(path, tmp_path / "projects").folder


def _read(root: Path, rel: str) -> str:
    return (root / rel).read_text(encoding="utf-8")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return _import(tmp_path, g.v3_card())


def test_name_nickname_creator_to_config(project: Path) -> None:
    config = json.loads(_read(project, "config.json"))
    assert config["name"] == "Seraphina"
    assert config["nickname"] == "Sera"
    assert config["creator"] == "ana"
    assert len(config["id"]) == 36


def test_description_personality_scenario_to_instruction_sections(project: Path) -> None:
    text = _read(project, "instructions.txt")
    assert text == (
        "## Description\n{{char}} is a guardian of the forest glade.\n\n"
        "## Personality\nkind, protective\n\n"
        "## Scenario\n{{user}} wakes up in the glade.\n"
    )


def test_system_prompt_with_original_resolved(project: Path) -> None:
    text = _read(project, "system-prompt.txt")
    assert "{{original}}" not in text
    assert text.startswith("Write {{char}}'s next reply")
    assert "Never break character." in text
    assert text.rstrip().endswith("%%CHARACTER_INSTRUCTIONS%%")


def test_first_mes_and_greetings(project: Path) -> None:
    assert _read(project, "intro.txt") == "*{{char}} looks up at <USER>.* Welcome to my glade."
    assert _read(project, "greetings/01.txt") == "Greeting two for {{user}}."
    assert _read(project, "greetings/02.txt") == "Greeting three from <BOT>."
    assert _read(project, "greetings/group/01.txt") == "Hello, everyone."


def test_mes_example_split_on_start(project: Path) -> None:
    text = _read(project, "context/example-dialogue.txt")
    assert text.count("<START>") == 2
    assert "{{char}}: Welcome, traveller." in text and "{{char}}: I keep this glade." in text


def test_creator_notes_to_description_never_in_prompt(project: Path) -> None:
    assert _read(project, "description.txt") == "Best with long replies."


def test_multilingual_notes_used_when_no_plain_notes(tmp_path: Path) -> None:
    root = _import(tmp_path, g.v3_card(creator_notes=""))
    assert _read(root, "description.txt") == "Best with long replies."


def test_post_history_to_its_file(project: Path) -> None:
    assert _read(project, "post-history-instructions.txt").startswith("Stay as {{char}}")


def test_lorebook_normalized_in_a_dot_file_with_composed_entry(project: Path) -> None:
    book = json.loads(_read(project, f"context/{LOREBOOK_FILE}"))
    assert book["spec"] == "lorebook_v3"
    data = book["data"]
    assert "scan_depth" not in data
    assert data["token_budget"] == 512 and data["extensions"] == {"x_book": [1, 2, 3]}
    first = data["entries"][0]
    assert first["extensions"]["x_custom"] == {"kept": True}
    assert set(first) >= {
        "keys",
        "content",
        "extensions",
        "enabled",
        "insertion_order",
        "case_sensitive",
        "use_regex",
        "constant",
        "name",
        "priority",
        "id",
        "comment",
        "selective",
        "secondary_keys",
        "position",
    }
    config = json.loads(_read(project, "config.json"))
    assert config["agents"] == [
        {
            "id": "seraphina.lorebook",
            "implementation": "studio.lorebook",
            "contextFile": ".lorebook.json",
        }
    ]


def test_avatar_from_png(tmp_path: Path) -> None:
    path = g.png_card(tmp_path / "c.png", ccv3=g.v3_card())
    root = import_card(path, tmp_path / "p").folder
    config = json.loads(_read(root, "config.json"))
    assert config["avatar"] == "avatar.png"
    image = (root / "avatar.png").read_bytes()
    assert read_card_chunks(image, "avatar.png").ccv3 is None


def test_avatar_from_charx_main_icon_and_assets_kept(tmp_path: Path) -> None:
    root = import_card(g.charx_v3(tmp_path / "c.charx"), tmp_path / "p").folder
    config = json.loads(_read(root, "config.json"))
    assert config["avatar"] == "card-assets/assets/icon/images/main.png"
    assert (root / "card-assets/module.risum").read_bytes() == b"\x00\x01risu-module"


def test_imported_project_has_no_problems_but_the_pending_lorebook(
    project: Path, bundled_agents: Path
) -> None:
    package, problems = load_with_problems(project, bundled_agents_dir=bundled_agents)
    assert package is not None
    assert [p.format() for p in problems.errors] == []
    assert package.greetings == ["Greeting two for {{user}}.", "Greeting three from <BOT>."]
    assert package.group_greetings == ["Hello, everyone."]
    assert package.char_name == "Sera"


# -- round trip ----------------------------------------------------------------


def _v3_part(card: dict[str, Any]) -> dict[str, Any]:
    """A written card without SillyTavern's top-level V1 mirror."""
    return {k: card[k] for k in ("spec", "spec_version", "data")}


def test_json_round_trip_is_exact(tmp_path: Path, project: Path) -> None:
    out = tmp_path / "again.json"
    export_card(project, out, "json")
    written = json.loads(out.read_text(encoding="utf-8"))
    v1 = {k: v for k, v in written.items() if k not in ("spec", "spec_version", "data")}
    assert {k: written[k] for k in ("spec", "spec_version", "data")} == g.v3_card()
    # SillyTavern's top-level V1 mirror comes along, so a V1-only reader finds the character.
    data = g.v3_card()["data"]
    assert v1["name"] == data["name"] and v1["first_mes"] == data["first_mes"]
    assert v1["creatorcomment"] == data["creator_notes"]
    assert v1["mes_example"] == data["mes_example"]


def test_png_round_trip_is_exact_byte_for_byte_in_ccv3(tmp_path: Path) -> None:
    card = g.v3_card()
    root = import_card(g.png_card(tmp_path / "c.png", ccv3=card), tmp_path / "p").folder
    out = tmp_path / "again.png"
    result = export_card(root, out, "png")
    chunks = read_card_chunks(out.read_bytes(), out.name)
    assert chunks.ccv3 is not None and chunks.chara is not None
    raw = base64.b64decode(chunks.ccv3)
    assert raw == json.dumps(card, ensure_ascii=False, separators=(",", ":")).encode()
    v2 = json.loads(base64.b64decode(chunks.chara))
    assert v2["spec"] == "chara_card_v2"
    assert v2["data"]["creator_notes"].endswith("Best with long replies.")
    assert "Character Card V3" in v2["data"]["creator_notes"]
    assert result.omitted == []
    # The PNG imports again to the same card.
    again = import_card(out, tmp_path / "p2").folder
    export_card(again, tmp_path / "third.json", "json")
    assert _v3_part(json.loads((tmp_path / "third.json").read_text(encoding="utf-8"))) == card
    # The chara chunk carries SillyTavern's top-level V1 fields too.
    assert v2["name"] == "Seraphina" and v2["first_mes"] == card["data"]["first_mes"]


def test_v2_round_trip_keeps_every_v2_field(tmp_path: Path) -> None:
    v2 = g.v2_card()
    root = _import(tmp_path, v2)
    export_card(root, tmp_path / "v3.json", "json")
    card = json.loads((tmp_path / "v3.json").read_text(encoding="utf-8"))
    assert card["spec"] == "chara_card_v3"
    for key, value in v2["data"].items():
        assert card["data"][key] == value, key


def test_charx_round_trip_keeps_assets(tmp_path: Path) -> None:
    source = g.charx_v3(tmp_path / "c.charx")
    root = import_card(source, tmp_path / "p").folder
    out = tmp_path / "again.charx"
    export_card(root, out, "charx")
    with zipfile.ZipFile(source) as a, zipfile.ZipFile(out) as b:
        assert json.loads(b.read("card.json")) == json.loads(a.read("card.json"))
        for name in a.namelist():
            assert b.read(name) == a.read(name) or name == "card.json"


def test_edits_reach_the_exported_card(tmp_path: Path, project: Path) -> None:
    (project / "instructions.txt").write_text(
        "## Description\nNew desc.\n\n## Scenario\nNew scene.\n", encoding="utf-8"
    )
    (project / "intro.txt").write_text("New hello.", encoding="utf-8")
    (project / "greetings/02.txt").unlink()
    (project / "system-prompt.txt").write_text(
        "Write {{char}}'s next reply in a fictional chat between {{char}} and {{user}}. "
        "Be terse.\n\n%%CHARACTER_INSTRUCTIONS%%\n",
        encoding="utf-8",
    )
    book_path = project / "context" / LOREBOOK_FILE
    book = json.loads(book_path.read_text(encoding="utf-8"))
    book["data"]["entries"][0]["content"] = "Changed lore."
    book_path.write_text(json.dumps(book), encoding="utf-8")
    out = tmp_path / "e.json"
    export_card(project, out, "json")
    data = json.loads(out.read_text(encoding="utf-8"))["data"]
    assert data["description"] == "New desc." and data["personality"] == ""
    assert data["scenario"] == "New scene."
    assert data["first_mes"] == "New hello."
    assert data["alternate_greetings"] == ["Greeting two for {{user}}."]
    assert data["system_prompt"] == "{{original}} Be terse."
    assert data["character_book"]["entries"][0]["content"] == "Changed lore."
    assert data["modification_date"] != 1700000500
    assert data["creation_date"] == 1700000000


def test_plain_card_export_lists_what_it_cannot_carry(tmp_path: Path, project: Path) -> None:
    config = json.loads(_read(project, "config.json"))
    config["agents"].append("studio.memory-store")
    (project / "config.json").write_text(json.dumps(config), encoding="utf-8")
    (project / "context" / "world.txt").write_text("World notes", encoding="utf-8")
    result = export_card(project, tmp_path / "x.json", "json")
    assert result.omitted == ["agent studio.memory-store", "context file world.txt"]


def test_project_with_agents_exports_to_charx_with_the_package(tmp_path: Path) -> None:
    root = _import(tmp_path, g.v3_card(character_book=None))
    config = json.loads(_read(root, "config.json"))
    config["agents"] = ["studio.memory-store"]
    (root / "config.json").write_text(json.dumps(config), encoding="utf-8")
    out = tmp_path / "full.charx"
    export_card(root, out, "charx")
    with zipfile.ZipFile(out) as zf:
        card = json.loads(zf.read("card.json"))
        assert "x_character_studio/package.zip" in zf.namelist()
    assets = card["data"]["assets"]
    carried = [a for a in assets if a["type"].startswith("x_")]
    assert carried == [
        {
            "type": "x_character_studio_package",
            "uri": "embeded://x_character_studio/package.zip",
            "name": "package",
            "ext": "zip",
        }
    ]
    again = import_card(out, tmp_path / "back").folder
    assert json.loads(_read(again, "config.json"))["agents"] == ["studio.memory-store"]


def test_new_project_without_sidecar_exports_a_v3_card(tmp_path: Path) -> None:
    root = tmp_path / "fresh"
    root.mkdir()
    (root / "config.json").write_text(json.dumps({"name": "Fresh"}), encoding="utf-8")
    (root / "intro.txt").write_text("Hi {{user}}", encoding="utf-8")
    result = export_card(root, tmp_path / "f.png", "png")
    assert result.card["spec"] == "chara_card_v3"
    assert result.card["data"]["name"] == "Fresh"
    assert result.card["data"]["first_mes"] == "Hi {{user}}"
    assert result.card["data"]["group_only_greetings"] == []
    assert read_card_chunks((tmp_path / "f.png").read_bytes(), "f.png").ccv3


def test_standalone_lorebook_becomes_a_narrator_project(tmp_path: Path) -> None:
    path = tmp_path / "towns.json"
    path.write_text(json.dumps(g.world_info()), encoding="utf-8")
    root = import_card(path, tmp_path / "p").folder
    config = json.loads(_read(root, "config.json"))
    assert config["name"] == "towns"
    assert config["agents"][0]["implementation"] == "studio.lorebook"
    assert json.loads(_read(root, "context/.lorebook.json"))["data"]["entries"][0]["keys"] == [
        "town0"
    ]


def test_avatar_field_is_validated(tmp_path: Path) -> None:
    from studio.package import validate_package

    root = tmp_path / "a"
    root.mkdir()
    (root / "config.json").write_text(json.dumps({"name": "A", "avatar": "missing.png"}),
                                      encoding="utf-8")
    problems = [p.format() for p in validate_package(root)]
    assert any("avatar" in p and "does not exist" in p and p.startswith("error") for p in problems)
    (root / "config.json").write_text(json.dumps({"name": "A", "avatar": "../x.png"}),
                                      encoding="utf-8")
    assert any("avatar" in p and ".." in p for p in map(str, validate_package(root)))
    (root / "notes.txt").write_text("x", encoding="utf-8")
    (root / "config.json").write_text(json.dumps({"name": "A", "avatar": "notes.txt"}),
                                      encoding="utf-8")
    assert any(p.startswith("warning") and "avatar" in p
               for p in (q.format() for q in validate_package(root)))


def test_package_export_carries_card_files(tmp_path: Path, project: Path) -> None:
    from studio.package.export import export_package

    report = export_package(project, tmp_path / "p.zip")
    assert {".card.json", "greetings/01.txt", "greetings/02.txt", "greetings/group/01.txt",
            "post-history-instructions.txt", "context/.lorebook.json",
            "context/example-dialogue.txt"} <= set(report.files)


def test_png_card_to_charx_embeds_the_avatar_as_main_icon(tmp_path: Path) -> None:
    root = import_card(g.png_card(tmp_path / "c.png", ccv3=g.v3_card()), tmp_path / "p").folder
    out = tmp_path / "c.charx"
    result = export_card(root, out, "charx")
    assert result.card["data"]["assets"] == [
        {"type": "icon", "uri": "embeded://assets/icon/images/main.png", "name": "main",
         "ext": "png"}
    ]
    with zipfile.ZipFile(out) as zf:
        assert zf.read("assets/icon/images/main.png") == (root / "avatar.png").read_bytes()
        assert "x_character_studio/package.zip" not in zf.namelist()


def test_charx_assets_are_listed_when_a_plain_card_cannot_carry_them(tmp_path: Path) -> None:
    root = import_card(g.charx_v3(tmp_path / "c.charx"), tmp_path / "p").folder
    png = export_card(root, tmp_path / "c.png", "png")
    assert png.omitted == ["asset card-assets/assets/background/images/forest.png",
                           "asset card-assets/module.risum"]
    js = export_card(root, tmp_path / "c.json", "json")
    assert js.omitted[0].startswith("avatar card-assets/assets/icon/images/main.png")
    assert "asset card-assets/assets/icon/images/main.png" in js.omitted


def test_null_fields_import_and_stay_null(tmp_path: Path) -> None:
    card = g.v3_card(mes_example=None, first_mes=None, extensions=None, character_book=None)
    root = _import(tmp_path, card)
    assert _read(root, "intro.txt") == ""
    export_card(root, tmp_path / "n.json", "json")
    assert _v3_part(json.loads((tmp_path / "n.json").read_text(encoding="utf-8"))) == card


def test_non_latin_names_keep_their_folder_name(tmp_path: Path) -> None:
    root = _import(tmp_path, g.v3_card(name="セラフィナ", nickname=None))
    assert root.name == "セラフィナ"
    config = json.loads(_read(root, "config.json"))
    assert config["name"] == "セラフィナ"
    assert config["agents"][0]["id"] == "character.lorebook"  # agent ids are ASCII
    package, problems = load_with_problems(root)
    assert package is not None and problems.errors == []
