"""Reading every card kind, and refusing bad input clearly."""

from __future__ import annotations

import base64
import json
import struct
import zipfile
import zlib
from pathlib import Path

import pytest

from studio.cards import import_card, read_card
from studio.cards.lorebook import MAX_ENTRIES
from studio.cards.png import minimal_png
from studio.errors import PackageError
from tests.cards import cardgen as g


def _json(path: Path, value: object) -> Path:
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def test_v3_json(tmp_path: Path) -> None:
    card = read_card(_json(tmp_path / "c.json", g.v3_card()))
    assert card.kind == "json"
    assert card.data["nickname"] == "Sera"
    assert card.card == g.v3_card()


def test_v2_json_upgraded(tmp_path: Path) -> None:
    card = read_card(_json(tmp_path / "c.json", g.v2_card()))
    assert card.data["group_only_greetings"] == []
    assert card.data["alternate_greetings"] == g.v2_card()["data"]["alternate_greetings"]


def test_v1_json(tmp_path: Path) -> None:
    card = read_card(_json(tmp_path / "tom.json", g.v1_card()))
    assert card.data["name"] == "Old Tom"
    assert card.data["first_mes"] == "Arr, <USER>."
    assert card.data["alternate_greetings"] == []


def test_png_ccv3_wins_over_chara_and_keywords_ignore_case(tmp_path: Path) -> None:
    v2 = g.v2_card()
    v2["data"]["name"] = "Backfill"
    path = g.png_card(tmp_path / "c.png", ccv3=g.v3_card(), chara=v2, keyword_case="upper")
    card = read_card(path)
    assert card.kind == "png"
    assert card.data["name"] == "Seraphina"
    assert card.image is not None and b"ccv3" not in card.image.lower()


def test_png_chara_only_trims_the_backfill_note(tmp_path: Path) -> None:
    from studio.cards.read import BACKFILL_NOTE

    v2 = g.v2_card()
    v2["data"]["creator_notes"] = f"{BACKFILL_NOTE}\n\nReal notes."
    card = read_card(g.png_card(tmp_path / "c.png", chara=v2))
    assert card.data["creator_notes"] == "Real notes."


def test_charx_with_assets(tmp_path: Path) -> None:
    card = read_card(g.charx_v3(tmp_path / "c.charx"))
    assert card.kind == "charx"
    assert set(card.assets) == {
        "assets/icon/images/main.png",
        "assets/background/images/forest.png",
        "module.risum",
    }


@pytest.mark.parametrize(
    ("value", "name"),
    [
        ({"spec": "lorebook_v3", "data": g.book_v3()}, "Ash Hills"),
        (g.book_v3(), "Ash Hills"),
        (g.world_info(), "towns"),
    ],
)
def test_standalone_lorebooks(tmp_path: Path, value: dict, name: str) -> None:
    card = read_card(_json(tmp_path / "towns.json", value))
    assert card.kind == "lorebook"
    assert card.lorebook is not None
    assert card.lorebook["spec"] == "lorebook_v3"
    assert card.lorebook["data"]["name"] == name


def test_world_info_fields_under_sillytavern_extension_names(tmp_path: Path) -> None:
    card = read_card(_json(tmp_path / "towns.json", g.world_info()))
    assert card.lorebook is not None
    first = card.lorebook["data"]["entries"][0]
    assert first["keys"] == ["town0"] and first["secondary_keys"] == ["night"]
    assert first["selective"] is True and first["use_regex"] is False
    assert first["position"] == "after_char" and first["insertion_order"] == 100
    ext = first["extensions"]
    assert ext["selectiveLogic"] == 3
    assert ext["probability"] == 80 and ext["useProbability"] is True
    assert ext["sticky"] == 2 and ext["cooldown"] == 1 and ext["delay"] == 0
    assert ext["match_whole_words"] is True and ext["group"] == "towns"
    assert ext["position"] == 1 and ext["depth"] == 4 and ext["scan_depth"] is None
    assert ext["addMemo"] is True  # unknown World Info fields are kept
    assert "scan_depth" not in card.lorebook["data"]  # absent stays absent


def test_newer_spec_version_imports_with_a_warning(tmp_path: Path) -> None:
    card = g.v3_card()
    card["spec_version"] = "3.5"
    result = import_card(_json(tmp_path / "new.json", card), tmp_path / "out")
    assert any("3.5" in w and "new.json" in w for w in result.warnings)


# -- bad input ---------------------------------------------------------------


def _fails(path: Path, *words: str) -> PackageError:
    with pytest.raises(PackageError) as info:
        import_card(path, path.parent / "out")
    message = str(info.value)
    assert path.name in message
    for word in words:
        assert word in message
    out = path.parent / "out"
    assert not out.exists() or not any(out.iterdir()), "nothing half-written"
    return info.value


def test_ordinary_png(tmp_path: Path) -> None:
    path = tmp_path / "photo.png"
    path.write_bytes(minimal_png(4, 4, (1, 2, 3)))
    _fails(path, "ordinary image")


def test_png_bad_crc(tmp_path: Path) -> None:
    path = g.png_card(tmp_path / "c.png", ccv3=g.v3_card())
    data = bytearray(path.read_bytes())
    at = data.find(b"tEXt") + 10
    data[at] ^= 0xFF
    path.write_bytes(bytes(data))
    _fails(path, "bad CRC", "tEXt")


def test_png_truncated_chunk(tmp_path: Path) -> None:
    path = g.png_card(tmp_path / "c.png", ccv3=g.v3_card())
    data = path.read_bytes()
    path.write_bytes(data[: data.find(b"tEXt") + 40])
    _fails(path, "truncated")


def test_base64_that_is_not(tmp_path: Path) -> None:
    body = b"ccv3\x00" + b"!!! not base64 !!!"
    chunk = (
        struct.pack(">I", len(body))
        + b"tEXt"
        + body
        + struct.pack(">I", zlib.crc32(b"tEXt" + body))
    )
    image = minimal_png(2, 2, (0, 0, 0))
    at = image.find(b"IEND") - 4
    path = tmp_path / "c.png"
    path.write_bytes(image[:at] + chunk + image[at:])
    error = _fails(path, "base64")
    assert error.field == "tEXt ccv3"


def test_base64_of_not_json(tmp_path: Path) -> None:
    path = tmp_path / "c.png"
    from studio.cards.png import write_card_chunks

    text = base64.b64encode(b"{not json").decode()
    path.write_bytes(write_card_chunks(minimal_png(2, 2, (0, 0, 0)), [("ccv3", text)], "c.png"))
    _fails(path, "not valid JSON")


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ({"hello": "world"}, ("not a character card",)),
        ([1, 2], ("not a character card",)),
        ({"spec": "chara_card_v9", "data": {}}, ("spec",)),
        ({"spec": "chara_card_v2", "data": {"name": 5}}, ("data.name",)),
        ({"spec": "chara_card_v3", "data": {"name": "A", "tags": "x"}}, ("data.tags",)),
        (
            {"spec": "chara_card_v3", "data": {"name": "A", "character_book": {"entries": 3}}},
            ("data.character_book.entries",),
        ),
    ],
)
def test_json_that_is_not_a_card(tmp_path: Path, value: object, words: tuple[str, ...]) -> None:
    _fails(_json(tmp_path / "x.json", value), *words)


def test_invalid_json_text(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("{ nope", encoding="utf-8")
    _fails(path, "not valid JSON", "line 1")


def test_huge_lorebook_refused_naming_the_field(tmp_path: Path) -> None:
    card = g.v3_card(
        character_book={
            "extensions": {},
            "entries": [
                {
                    "keys": ["k"],
                    "content": "c",
                    "extensions": {},
                    "enabled": True,
                    "insertion_order": 0,
                    "use_regex": False,
                }
            ]
            * 50_000,
        }
    )
    error = _fails(_json(tmp_path / "big.json", card), str(MAX_ENTRIES))
    assert error.field == "data.character_book.entries"


def _charx(path: Path, entries: dict[str, bytes], *, symlink: str | None = None) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("card.json", json.dumps(g.v3_card()))
        for name, data in entries.items():
            zf.writestr(name, data)
        if symlink:
            info = zipfile.ZipInfo(symlink)
            info.external_attr = 0o120777 << 16
            zf.writestr(info, "/etc/passwd")
    return path


def test_charx_zip_slip(tmp_path: Path) -> None:
    _fails(_charx(tmp_path / "c.charx", {"../evil.txt": b"x"}), "..")


def test_charx_symlink(tmp_path: Path) -> None:
    _fails(_charx(tmp_path / "c.charx", {}, symlink="assets/link.png"), "symbolic link")


def test_charx_bomb(tmp_path: Path) -> None:
    _fails(
        _charx(tmp_path / "c.charx", {"assets/other/bomb.bin": b"\0" * (20 * 1024 * 1024)}),
        "zip bomb",
    )


def test_charx_oversized(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import studio.cards.charx as charx

    monkeypatch.setattr(charx, "MAX_TOTAL_BYTES", 1024)
    _fails(_charx(tmp_path / "c.charx", {"assets/a.bin": bytes(range(256)) * 8}), "MB")


def test_zip_without_card_json(tmp_path: Path) -> None:
    path = tmp_path / "c.charx"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("readme.txt", "hi")
    _fails(path, "card.json")


def test_apng_chunks_pass_through(tmp_path: Path) -> None:
    image = minimal_png(4, 4, (9, 9, 9))
    at = image.find(b"IDAT") - 4
    actl = struct.pack(">II", 1, 0)
    chunk = struct.pack(">I", len(actl)) + b"acTL" + actl + struct.pack(
        ">I", zlib.crc32(b"acTL" + actl)
    )
    apng = image[:at] + chunk + image[at:]
    path = g.png_card(tmp_path / "anim.png", ccv3=g.v3_card(), image=apng)
    card = read_card(path)
    assert card.data["name"] == "Seraphina"
    assert card.image is not None and b"acTL" in card.image


def test_a_failure_while_writing_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import studio.cards.project as project

    def boom(*_args: object) -> str:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(project.mapping, "render_examples", boom)
    path = _json(tmp_path / "c.json", g.v3_card())
    error = _fails(path, "No space left")
    assert "could not be imported" in str(error)
    assert list((tmp_path / "out").iterdir()) == []
