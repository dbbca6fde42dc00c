"""Fixtures for storage tests: a tmp conversation folder and an in-memory keychain."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backend
import keyring.core
import keyring.errors
import pytest

from studio.storage import ConversationStore


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A keychain that lives in a dict, so tests never touch the user's real one."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.data: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.data.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.data[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.data.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError("not found")


class BrokenKeyring(MemoryKeyring):
    """A keychain that looks usable but fails every call (e.g. a locked Secret Service)."""

    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.KeyringLocked("locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.PasswordSetError(f"cannot store {password}")


@pytest.fixture
def store(tmp_path: Path) -> ConversationStore:
    return ConversationStore(tmp_path / "conversations")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point the user data dir at tmp and install an in-memory keychain for every test."""
    data = tmp_path / "userdata"
    monkeypatch.setattr("studio.paths.user_data_dir", lambda: data)
    monkeypatch.setattr(keyring.core, "_keyring_backend", MemoryKeyring())
    yield data
