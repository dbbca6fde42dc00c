"""API keys: keychain first, 0600 file fallback, never in messages or reprs."""

from __future__ import annotations

import json
import os
from pathlib import Path

import keyring.backends.fail
import keyring.core
import pytest

from studio.errors import StorageError
from studio.storage import delete_api_key, get_api_key, keychain_status, set_api_key
from studio.storage.secrets import SERVICE, secrets_path

from .conftest import BrokenKeyring, MemoryKeyring

KEY = "sk-test-0123456789-SECRET"


def test_keychain_is_used_when_available(_isolated_user_dirs: Path) -> None:
    backend = keyring.core.get_keyring()
    assert isinstance(backend, MemoryKeyring)
    assert get_api_key() is None
    set_api_key(KEY)
    assert backend.data == {(SERVICE, "default"): KEY}
    assert get_api_key() == KEY and get_api_key("other") is None
    assert not secrets_path().exists()
    status = keychain_status()
    assert status.available and "MemoryKeyring" in status.backend
    delete_api_key()
    assert get_api_key() is None and backend.data == {}
    delete_api_key()  # Deleting twice is fine.


@pytest.mark.parametrize("backend", [keyring.backends.fail.Keyring(), BrokenKeyring()])
def test_file_fallback(
    monkeypatch: pytest.MonkeyPatch, _isolated_user_dirs: Path, backend: object
) -> None:
    monkeypatch.setattr(keyring.core, "_keyring_backend", backend)
    set_api_key(KEY, "work")
    path = secrets_path()
    assert path.parent == _isolated_user_dirs
    assert json.loads(path.read_text())["keys"] == {"work": KEY}
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o600
    assert get_api_key("work") == KEY
    if isinstance(backend, keyring.backends.fail.Keyring):
        status = keychain_status()
        assert not status.available and str(path) in status.detail
        assert "No usable system keychain" in status.detail
    delete_api_key("work")
    assert get_api_key("work") is None and not path.exists()


def test_moving_to_the_keychain_removes_the_plain_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    memory = keyring.core.get_keyring()
    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.backends.fail.Keyring())
    set_api_key(KEY)
    monkeypatch.setattr(keyring.core, "_keyring_backend", memory)
    assert get_api_key() == KEY  # Still found in the file.
    set_api_key(KEY + "2")
    assert not secrets_path().exists() and get_api_key() == KEY + "2"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_loosened_file_is_tightened(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keyring.core, "_keyring_backend", keyring.backends.fail.Keyring())
    set_api_key(KEY)
    os.chmod(secrets_path(), 0o644)
    assert get_api_key() == KEY
    assert secrets_path().stat().st_mode & 0o777 == 0o600


def test_key_never_in_errors_or_reprs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keyring.core, "_keyring_backend", BrokenKeyring())
    with pytest.raises(StorageError) as info:
        set_api_key("   ")
    assert "empty" in str(info.value)
    # The broken backend puts the key in its own error text; it must not leak out.
    set_api_key(KEY)
    assert KEY not in repr(keychain_status())
    secrets_path().write_text('{"keys": 5, "note": "' + KEY + '"}')
    with pytest.raises(StorageError) as damaged:
        get_api_key()
    assert KEY not in str(damaged.value) and KEY not in repr(damaged.value)
    assert damaged.value.__cause__ is None
