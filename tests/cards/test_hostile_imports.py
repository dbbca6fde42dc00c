"""Imports fail typed and fast (issue 26 item 3): every refusal a PackageError naming
the file (and the field where there is one), nothing written, and the limits
checked before the work they limit."""

from __future__ import annotations

import json
import struct
import zipfile
from pathlib import Path
from typing import Any

import pytest

from studio.cards import import_any, import_card
from studio.errors import PackageError
from tests.cards import cardgen as g


def _write(tmp_path: Path, text: str, name: str = "card.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _refused(path: Path, dest: Path) -> PackageError:
    with pytest.raises(PackageError) as caught:
        import_any(path, dest)
    assert not dest.exists() or not any(dest.iterdir()), "nothing may be left behind"
    return caught.value


def _card_text(card: dict[str, Any], raw: dict[str, str]) -> str:
    """The card as JSON with placeholders replaced by raw JSON text (escapes kept)."""
    text = json.dumps(card)
    for placeholder, value in raw.items():
        text = text.replace(json.dumps(placeholder), value)
    return text


@pytest.mark.parametrize(
    ("where", "field"),
    [
        ("name", "data.name"),
        ("description", "data.description"),
        ("key", "data.character_book.entries.0.keys.0"),
    ],
)
def test_a_lone_surrogate_is_refused_with_the_field_named(
    tmp_path: Path, where: str, field: str
) -> None:
    card = g.v3_card()
    if where == "key":
        card["data"]["character_book"]["entries"][0]["keys"][0] = "@@BAD@@"
    else:
        card["data"][where] = "@@BAD@@"
    path = _write(tmp_path, _card_text(card, {"@@BAD@@": '"Bad\\ud800"'}))
    err = _refused(path, tmp_path / "projects")
    assert err.field == field
    assert "surrogate" in str(err)


def test_a_surrogate_pair_is_ordinary_text(tmp_path: Path) -> None:
    card = g.v3_card()
    card["data"]["description"] = "@@EMOJI@@"
    path = _write(tmp_path, _card_text(card, {"@@EMOJI@@": '"smile \\ud83d\\ude00"'}))
    folder = import_card(path, tmp_path / "projects").folder
    assert "smile \U0001f600" in (folder / "instructions.txt").read_text(encoding="utf-8")


def test_a_5000_digit_integer_is_refused(tmp_path: Path) -> None:
    card = g.v3_card()
    card["data"]["extensions"]["huge"] = "@@N@@"
    path = _write(tmp_path, _card_text(card, {"@@N@@": "9" * 5000}))
    err = _refused(path, tmp_path / "projects")
    assert "number too long" in str(err)
    assert err.path == "card.json"


def test_100000_alternate_greetings_are_refused_before_any_file(tmp_path: Path) -> None:
    card = g.v3_card(alternate_greetings=[f"Hello {n}" for n in range(100_000)])
    path = _write(tmp_path, json.dumps(card))
    err = _refused(path, tmp_path / "projects")
    assert err.field == "data.alternate_greetings"
    assert "100,000 greetings" in str(err)


def test_a_huge_world_info_is_refused_while_parsing(tmp_path: Path) -> None:
    entries = ",".join(f'"{n}":{{}}' for n in range(300_000))
    path = _write(tmp_path, '{"entries":{' + entries + "}}", "world.json")
    err = _refused(path, tmp_path / "projects")
    assert "more than 200,000 JSON objects" in str(err)
    assert "split the book" in str(err)



def test_a_world_info_over_the_entry_cap_is_refused_before_the_parse_ends(tmp_path: Path) -> None:
    """Entries are counted while parsing: the refusal comes at entry 40,001, before the
    junk at the end (a parse to the end, or counting only objects, says "not valid JSON")."""
    entry = '{"key":["k"],"content":"{{{{{"}'  # Braces in strings: the count says "maybe big".
    body = ",".join(f'"{n}":' + entry for n in range(50_000))
    path = _write(tmp_path, '{"entries":{' + body + "}} junk", "world.json")
    err = _refused(path, tmp_path / "projects")
    assert "40,000 lorebook entries" in str(err)
    assert "split the book" in str(err)

def _forged_zip(path: Path, count: int) -> Path:
    """A zip whose end-of-central-directory record claims ``count`` entries (zip64
    when over 65,535): refused on that record, before any header is parsed."""
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("card.json", "{}")
    data = path.read_bytes()
    at = data.rfind(b"PK\x05\x06")
    if count < 0xFFFF:
        eocd = data[at : at + 8] + struct.pack("<HH", count, count) + data[at + 12 :]
        path.write_bytes(data[:at] + eocd)
        return path
    cd_size, cd_offset = struct.unpack("<II", data[at + 12 : at + 20])
    zip64 = b"PK\x06\x06" + struct.pack("<QHHIIQQQQ", 44, 45, 45, 0, 0, count, count,
                                        cd_size, cd_offset)  # fmt: skip
    locator = b"PK\x06\x07" + struct.pack("<IQI", 0, at, 1)
    eocd = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, 0xFFFF, 0xFFFF, cd_size, cd_offset, 0)
    path.write_bytes(data[:at] + zip64 + locator + eocd)
    return path


@pytest.mark.parametrize("count", [5_001, 700_000])
def test_zip_entry_count_is_read_from_the_end_record(tmp_path: Path, count: int) -> None:
    for name in ("c.charx", "p.zip"):
        path = _forged_zip(tmp_path / name, count)
        err = _refused(path, tmp_path / "projects")
        assert f"has {count} entries" in str(err)


def test_a_real_zip_with_too_many_entries_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "many.charx"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("card.json", json.dumps(g.v3_card()))
        for n in range(5_001):
            zf.writestr(f"assets/other/{n}.txt", "")
    err = _refused(path, tmp_path / "projects")
    assert "has 5002 entries" in str(err)
