"""Shared fixtures. Every test runs with outbound network refused except loopback."""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _is_local(address: object) -> bool:
    if isinstance(address, (str, bytes)):
        return True  # AF_UNIX
    if not isinstance(address, tuple) or not address:
        return True
    host = address[0]
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def _fresh_user_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Each test has its own empty data and config folders (settings.json, the library,
    the keychain fallback), so nothing a test saves reaches the user's or another test's.
    The cache folder, where the built-in model is installed, stays the user's."""
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))


@pytest.fixture(autouse=True)
def _no_outbound_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail any test that tries to reach a host other than loopback."""

    def guarded_connect(self: socket.socket, address: object) -> None:
        if not _is_local(address):
            raise AssertionError(f"test tried to reach the network: {address!r}")
        return _real_connect(self, address)  # type: ignore[arg-type]

    def guarded_connect_ex(self: socket.socket, address: object) -> int:
        if not _is_local(address):
            raise AssertionError(f"test tried to reach the network: {address!r}")
        return _real_connect_ex(self, address)  # type: ignore[arg-type]

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", guarded_connect_ex)
    yield
