"""Atomic writes and JSON reads."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage import atomic_write_bytes, atomic_write_json, atomic_write_text, read_json


def test_write_creates_folders_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "f.json"
    atomic_write_json(target, {"x": 1})
    atomic_write_json(target, {"x": 2}, indent=None)
    assert read_json(target) == {"x": 2}
    assert target.read_text(encoding="utf-8") == '{"x": 2}\n'
    assert os.listdir(target.parent) == ["f.json"]


def test_failed_replace_keeps_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "f.txt"
    atomic_write_text(target, "old")

    def crash(src: object, dst: object) -> None:
        raise OSError(5, "simulated crash")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(StorageError) as info:
        atomic_write_bytes(target, b"new" * 100_000)
    assert str(target) in str(info.value)
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.txt"]


def test_interrupted_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.txt"
    atomic_write_text(target, "old")
    real_write = os.write
    calls = {"n": 0}

    def half_write(fd: int, data: object) -> int:
        calls["n"] += 1
        if calls["n"] > 1:
            raise KeyboardInterrupt  # The process is interrupted in the middle of the data.
        return real_write(fd, bytes(memoryview(data))[:10])  # type: ignore[arg-type]

    monkeypatch.setattr(os, "write", half_write)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_bytes(target, b"n" * 1000)
    monkeypatch.undo()
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.txt"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_files_are_private(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    atomic_write_json(target, [])
    assert target.stat().st_mode & 0o777 == 0o600


def test_read_json_errors_name_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"a": 1,\n oops}')
    with pytest.raises(StorageError, match=r"bad\.json: invalid JSON at line 2") as info:
        read_json(bad)
    assert info.value.path == str(bad)
    with pytest.raises(StorageError, match="not found"):
        read_json(tmp_path / "missing.json")


def test_non_json_values_are_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="not valid JSON"):
        atomic_write_json(tmp_path / "f.json", {"x": float("nan")})
    with pytest.raises(StorageError):
        atomic_write_json(tmp_path / "f.json", {"x": object()})
    assert not (tmp_path / "f.json").exists()


def test_lone_surrogates_round_trip(tmp_path: Path) -> None:
    atomic_write_json(tmp_path / "f.json", {"t": "a\ud800b é"})
    assert read_json(tmp_path / "f.json") == {"t": "a\ud800b é"}
