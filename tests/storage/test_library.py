"""The character library file: add, refresh, touch, search, remove; bad files refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage.library import LIBRARY_SCHEMA_VERSION, Library, library_path


def test_add_refresh_touch_search_remove(tmp_path: Path) -> None:
    a = tmp_path / "odile.zip"
    b = tmp_path / "quill"
    a.write_bytes(b"zip")
    b.mkdir()
    lib = Library(library_path(tmp_path))
    lib.add(a, name="Odile", description="Keeper of a menagerie.\n\nShe knows every beast.")
    lib.add(b, name="Quill", description="x" * 1000, kind="card")
    assert [i.name for i in lib.items] == ["Quill", "Odile"]
    assert lib.get(b) is not None and len(lib.get(b).description) == 300  # type: ignore[union-attr]
    assert lib.get(a).description == "Keeper of a menagerie. She knows every beast."  # type: ignore[union-attr]
    lib.touch(a, when=9e9)
    assert [i.name for i in lib.items] == ["Odile", "Quill"]
    lib.add(a, name="Odile v2")  # refreshing keeps when it was played
    reopened = Library(library_path(tmp_path))
    assert reopened.get(a).name == "Odile v2"  # type: ignore[union-attr]
    assert reopened.get(a).last_played == 9e9  # type: ignore[union-attr]
    assert [i.name for i in reopened.search("menagerie")] == []  # description replaced
    assert [i.name for i in reopened.search("QUILL")] == ["Quill"]
    a.unlink()
    assert not reopened.get(a).exists  # type: ignore[union-attr]
    assert reopened.remove([a, tmp_path / "nothing"]) == 1
    assert [i.name for i in Library(library_path(tmp_path)).items] == ["Quill"]
    assert b.is_dir()  # removing from the library never deletes the character


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("{not json", "cannot be read"),
        (json.dumps({"items": [{"path": 3}]}), "malformed at items.0"),
        (json.dumps({"schema_version": LIBRARY_SCHEMA_VERSION + 1, "items": []}), "newer"),
    ],
)
def test_a_bad_library_file_is_refused_and_left_alone(
    tmp_path: Path, content: str, says: str
) -> None:
    path = library_path(tmp_path)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(StorageError, match=says):
        Library(path)
    assert path.read_text(encoding="utf-8") == content
