"""A new conversation where nothing can be written is a StorageError (STORAGE.md: never a
raw OSError), and the folder is left as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage import ConversationStore


def _unwritable(tmp_path: Path) -> Path:
    """A folder this process cannot create files in: mode 0555, or for root (whom modes
    do not stop) a sysfs folder, where the kernel refuses new files to everyone."""
    if os.geteuid() != 0:
        folder = tmp_path / "ro"
        folder.mkdir()
        folder.chmod(0o555)
        return folder
    folder = Path("/sys/kernel/mm")
    if not folder.is_dir():
        pytest.skip("no sysfs to stand in for a read-only folder")
    return folder


def test_new_conversation_in_a_read_only_folder_is_a_storage_error(tmp_path: Path) -> None:
    folder = _unwritable(tmp_path)
    before = sorted(p.name for p in folder.iterdir())
    with pytest.raises(StorageError) as caught:
        ConversationStore(folder).create()
    assert "cannot be saved here" in str(caught.value)
    assert "writable" in str(caught.value)
    assert sorted(p.name for p in folder.iterdir()) == before
