"""Moving conversation folders of the old content-keyed scheme to identity-keyed ones."""

from __future__ import annotations

import json
import os
from pathlib import Path

from studio.storage.locations import package_folder
from studio.storage.migrate import MARKER, open_package_folder

IDENTITY = "ab" * 32
V1, V2, V3 = "11" * 32, "22" * 32, "33" * 32


def _old(data: Path, key: str, mtime: float, name: str = "Mara") -> Path:
    folder = package_folder(name, key, data)
    conv = folder / "conversations"
    conv.mkdir(parents=True)
    journal = conv / "conversation_01.jsonl"
    journal.write_text(json.dumps({"schema_version": 1, "id": "01", "key": key}) + "\n")
    os.utime(journal, (mtime, mtime))
    return folder


def _origin(conversations: Path) -> str:
    line = (conversations / "conversation_01.jsonl").read_text().splitlines()[0]
    return str(json.loads(line)["key"])


def test_the_exact_content_folder_wins(tmp_path: Path) -> None:
    _old(tmp_path, V1, 1000)
    _old(tmp_path, V2, 2000)
    conversations = open_package_folder("Mara", IDENTITY, tmp_path, content_sha256=V1)
    assert _origin(conversations) == V1
    assert package_folder("Mara", V2, tmp_path).exists()  # Left in place, never deleted.


def test_else_the_most_recently_played_older_version(tmp_path: Path) -> None:
    _old(tmp_path, V1, 1000)
    _old(tmp_path, V2, 3000)
    conversations = open_package_folder("Mara", IDENTITY, tmp_path, content_sha256=V3)
    assert _origin(conversations) == V2
    assert package_folder("Mara", V1, tmp_path).exists()
    marker = json.loads((conversations.parent / MARKER).read_text())
    assert marker["identity"] == IDENTITY


def test_an_existing_identity_folder_is_kept_and_old_ones_are_untouched(tmp_path: Path) -> None:
    first = open_package_folder("Mara", IDENTITY, tmp_path)
    first.mkdir()
    _old(tmp_path, V1, 1000)
    again = open_package_folder("Mara", IDENTITY, tmp_path, content_sha256=V1)
    assert again == first and not (again / "conversation_01.jsonl").exists()
    assert package_folder("Mara", V1, tmp_path).exists()


def test_marked_folders_and_other_names_are_never_taken(tmp_path: Path) -> None:
    open_package_folder("Mara", "cd" * 32, tmp_path).mkdir()  # Another Mara, marked.
    _old(tmp_path, V1, 1000, name="Quill")
    conversations = open_package_folder("Mara", IDENTITY, tmp_path, content_sha256=V3)
    assert not conversations.exists()
    assert package_folder("Quill", V1, tmp_path).exists()
