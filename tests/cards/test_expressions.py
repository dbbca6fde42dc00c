"""Expression pictures: found in a package's folder or a card's ``emotion`` assets, and
chosen by what a message says (studio/cards/expressions.py, docs/IMAGES.md)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from studio.cards import import_card
from studio.cards.expressions import LABELS, character_expressions, choose, classify
from studio.cards.png import minimal_png
from studio.package import load_package
from tests.cards import cardgen as g


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Hello there.", "neutral"),
        ("I'm so happy to see you!", "joy"),
        ("How dare you! I hate this.", "anger"),
        ("I'm not happy about it.", "neutral"),  # a negated word does not count
        ("*She sobs quietly, tears running down her face.*", "sadness"),
        ("Wow, really? I didn't expect that!", "surprise"),
        ("Thank you so much, I'm grateful.", "gratitude"),
        ("Um, I... I'm so nervous.", "nervousness"),
        ("Haha, that's hilarious!", "amusement"),
        ("I don\u2019t understand what you mean.", "confusion"),  # a curly apostrophe
        ("What do you mean?", "confusion"),
        ("I love you, darling 😍", "love"),
        ("Ugh, whatever.", "annoyance"),
        ("I'm sorry, it was my fault.", "remorse"),
        ("I was terrified at first... but now I'm happy, so happy!", "joy"),  # the most
        ("I was happy. Then I was scared.", "fear"),  # a tie: the later one
    ],
)
def test_a_message_reads_as_the_expression_its_words_signal(text: str, label: str) -> None:
    assert classify(text) == label
    assert label in LABELS


def test_a_label_without_a_picture_falls_back_to_its_broader_one_then_neutral() -> None:
    have = {"joy", "anger", "neutral"}
    assert choose("Haha, that's hilarious!", have) == "joy"  # amusement -> joy
    assert choose("Ugh, whatever.", have) == "anger"  # annoyance -> anger
    assert choose("Um, I'm so nervous.", have) == "neutral"  # nervousness -> fear -> none
    assert choose("Um, I'm so nervous.", {"sad", "angry"}) == "angry"  # the first by name
    assert choose("Anything", set()) is None


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "ivy"
    (root / "expressions").mkdir(parents=True)
    (root / "config.json").write_text(json.dumps({"name": "Ivy", "agents": []}))
    (root / "instructions.txt").write_text("You are Ivy.")
    return root


def test_a_packages_expressions_folder_gives_one_picture_per_label(tmp_path: Path) -> None:
    root = _project(tmp_path)
    folder = root / "expressions"
    (folder / "Joy.png").write_bytes(minimal_png(8, 8, (250, 200, 0)))
    (folder / "anger.webp").write_bytes(minimal_png(8, 8, (200, 0, 0)))  # sniffed, not named
    (folder / "sadness.png").write_bytes(b"not a picture at all")
    (folder / "notes.txt").write_text("joy: smiling")
    (folder / "fear.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * (9 * 1024 * 1024))
    outside = tmp_path / "secret.png"
    outside.write_bytes(minimal_png(8, 8, (0, 0, 0)))
    os.symlink(outside, folder / "surprise.png")
    found = character_expressions(load_package(root))
    assert sorted(found) == ["anger", "joy"]
    assert found["joy"] == (folder / "Joy.png").resolve()


def test_a_cards_emotion_assets_are_its_expressions(tmp_path: Path) -> None:
    card = g.v3_card(
        character_book=None,
        assets=[
            {"type": "icon", "uri": "embeded://assets/icon/main.png", "name": "main",
             "ext": "png"},
            {"type": "emotion", "uri": "embeded://assets/emotion/joy.png", "name": "joy",
             "ext": "png"},
            {"type": "emotion", "uri": "embeded://assets/emotion/anger.png", "name": "Anger",
             "ext": "png"},
            {"type": "emotion", "uri": "embeded://assets/emotion/x.png", "name": "missing",
             "ext": "png"},
        ],
    )  # fmt: skip
    files = {
        "assets/icon/main.png": minimal_png(8, 8, (10, 120, 200)),
        "assets/emotion/joy.png": minimal_png(16, 16, (250, 200, 0)),
        "assets/emotion/anger.png": minimal_png(16, 16, (200, 0, 0)),
    }
    source = g.charx_card(tmp_path / "ivy.charx", card, files)
    root = import_card(source, tmp_path / "projects").folder
    found = character_expressions(load_package(root))
    assert sorted(found) == ["anger", "joy"]
    assert found["anger"].read_bytes() == files["assets/emotion/anger.png"]
    assert found["anger"].is_relative_to(root.resolve())


def test_a_packages_expressions_go_out_as_a_charx_cards_emotion_assets(tmp_path: Path) -> None:
    from studio.cards import export_card

    root = _project(tmp_path)
    joy = minimal_png(8, 8, (250, 200, 0))
    (root / "expressions" / "joy.png").write_bytes(joy)
    (root / "expressions" / "anger.png").write_bytes(minimal_png(8, 8, (200, 0, 0)))
    made = export_card(root, tmp_path / "ivy.charx", "charx")
    emotions = [a for a in made.card["data"]["assets"] if a["type"] == "emotion"]
    assert sorted(a["name"] for a in emotions) == ["anger", "joy"]
    assert not [line for line in made.omitted if "expression" in line]
    again = import_card(tmp_path / "ivy.charx", tmp_path / "back").folder
    found = character_expressions(load_package(again))
    assert sorted(found) == ["anger", "joy"] and found["joy"].read_bytes() == joy
    # A PNG card cannot carry them: the export says so.
    png = export_card(root, tmp_path / "ivy.png", "png")
    assert "expression pictures (anger, joy)" in png.omitted


def test_a_package_zip_carries_its_expressions(tmp_path: Path) -> None:
    from studio.package.export import export_package

    root = _project(tmp_path)
    joy = minimal_png(8, 8, (250, 200, 0))
    (root / "expressions" / "joy.png").write_bytes(joy)
    export_package(root, tmp_path / "ivy.zip")
    found = character_expressions(load_package(tmp_path / "ivy.zip"))
    assert list(found) == ["joy"] and found["joy"].read_bytes() == joy
