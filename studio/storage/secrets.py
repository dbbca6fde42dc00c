"""The API key, kept in the system keychain when there is one.

Keys go through :mod:`keyring` under the service name ``character-studio``, one
entry per profile. When no usable keychain exists (keyring's ``fail`` or
``null`` backend, an empty chain, or any error from the backend, as on a
headless Linux box without a Secret Service), the key is kept in
``secrets.json`` in the user data dir, readable only by the user (``0600``), and
:func:`keychain_status` says so plainly so the UI can tell the user.

The key never appears in a log line, an exception message, or a repr: errors
raised here name the profile and the backend, never the value, and are raised
``from None`` so a backend's own message (which might echo it) is not chained.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import keyring
import keyring.backends.chainer
import keyring.backends.fail
import keyring.backends.null

from studio import paths
from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json

__all__ = [
    "SERVICE",
    "KeychainStatus",
    "delete_api_key",
    "get_api_key",
    "get_provider_key",
    "keychain_status",
    "provider_profile",
    "secrets_path",
    "set_api_key",
]

SERVICE = "character-studio"


@dataclass(frozen=True, kw_only=True)
class KeychainStatus:
    """Where API keys are kept.

    Attributes:
        available: True when the system keychain is used; False means the
            ``secrets.json`` fallback file is.
        backend: The keyring backend's class, e.g. ``keyring.backends.fail.Keyring``.
        detail: One sentence for the user: where keys are kept and why.
    """

    available: bool
    backend: str
    detail: str


def secrets_path(data_dir: Path | None = None) -> Path:
    """The fallback file, ``secrets.json`` in ``data_dir`` or the user data dir."""
    return (Path(data_dir) if data_dir is not None else paths.user_data_dir()) / "secrets.json"


def _backend() -> Any:
    try:
        return keyring.get_keyring()
    except Exception:  # A broken keyring configuration means: no keychain.
        return None


def _usable(backend: Any) -> bool:
    if backend is None:
        return False
    if isinstance(backend, keyring.backends.fail.Keyring | keyring.backends.null.Keyring):
        return False
    if isinstance(backend, keyring.backends.chainer.ChainerBackend):
        return bool(backend.backends)
    return True


def _name(backend: Any) -> str:
    return "none" if backend is None else f"{type(backend).__module__}.{type(backend).__name__}"


def keychain_status(*, data_dir: Path | None = None) -> KeychainStatus:
    """Report whether keys go to the system keychain or to the fallback file."""
    backend = _backend()
    name = _name(backend)
    if _usable(backend):
        detail = f"API keys are kept in the system keychain ({name})."
        return KeychainStatus(available=True, backend=name, detail=detail)
    return KeychainStatus(
        available=False,
        backend=name,
        detail=(
            f"No usable system keychain was found ({name}), so API keys are kept in "
            f"{secrets_path(data_dir)}, a file only your user account can read."
        ),
    )


def _read_file(data_dir: Path | None) -> dict[str, str]:
    path = secrets_path(data_dir)
    if not path.exists():
        return {}
    if os.name == "posix" and path.stat().st_mode & 0o077:
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)  # Someone loosened it; a key file must stay private.
    raw = read_json(path)
    keys = raw.get("keys") if isinstance(raw, dict) else None
    if not isinstance(keys, dict):
        raise StorageError("the secrets file is damaged (no 'keys' object)", path=path)
    return {str(k): v for k, v in keys.items() if isinstance(v, str)}


def _write_file(keys: dict[str, str], data_dir: Path | None) -> None:
    path = secrets_path(data_dir)
    if not keys:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    atomic_write_json(path, {"version": 1, "keys": keys})  # mkstemp already makes it 0600.
    if os.name == "posix":
        os.chmod(path, 0o600)


def get_api_key(profile: str = "default", *, data_dir: Path | None = None) -> str | None:
    """The stored API key of ``profile``, or None."""
    backend = _backend()
    if _usable(backend):
        try:
            value = backend.get_password(SERVICE, profile)
        except Exception:
            value = None  # Locked or broken keychain: try the fallback file.
        if value:
            return str(value)
    return _read_file(data_dir).get(profile) or None


def provider_profile(provider: str, base_url: str = "") -> str:
    """The keychain profile of a provider: its preset key; a custom endpoint is
    told apart by its host and port, so two custom servers keep two keys."""
    if provider and provider != "custom":
        return provider
    from urllib.parse import urlsplit

    text = base_url.strip()
    try:
        parts = urlsplit(text if "://" in text else "http://" + text)
        where = parts.hostname or ""
        if parts.port:
            where = f"{where}:{parts.port}"
    except ValueError:
        where = ""
    return f"custom@{where}" if where else "custom"


def get_provider_key(profile: str, *, data_dir: Path | None = None) -> str | None:
    """The key of a provider profile; the single key older versions kept
    (profile ``default``) until this profile has one of its own."""
    return get_api_key(profile, data_dir=data_dir) or get_api_key("default", data_dir=data_dir)


def set_api_key(key: str, profile: str = "default", *, data_dir: Path | None = None) -> None:
    """Store the API key of ``profile`` in the keychain, or in the fallback file.

    Raises:
        StorageError: The key is empty, or neither place could store it.
    """
    if not isinstance(key, str) or not key.strip():
        raise StorageError(f"the API key for profile {profile!r} is empty")
    backend = _backend()
    if _usable(backend):
        try:
            backend.set_password(SERVICE, profile, key)
        except Exception:
            pass  # Fall through to the file; keychain_status tells the user.
        else:
            keys = _read_file(data_dir)
            if keys.pop(profile, None) is not None:
                _write_file(keys, data_dir)  # Do not leave a stale plain-text copy behind.
            return
    keys = _read_file(data_dir)
    keys[profile] = key
    _write_file(keys, data_dir)


def delete_api_key(profile: str = "default", *, data_dir: Path | None = None) -> None:
    """Forget the API key of ``profile`` everywhere it may be kept."""
    backend = _backend()
    if _usable(backend):
        with contextlib.suppress(Exception):  # Missing entry or broken keychain.
            backend.delete_password(SERVICE, profile)
    keys = _read_file(data_dir)
    if keys.pop(profile, None) is not None:
        _write_file(keys, data_dir)
