from __future__ import annotations

import hashlib
import json
import stat
import zipfile
from pathlib import Path

import pytest

from studio.errors import PackageError
from studio.package import load_package, validate_package, zipload


def make_zip(path: Path, entries: dict[str, str | bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return path


CONFIG = json.dumps({"name": "Zippy"})


@pytest.mark.parametrize("prefix", ["", "zippy/"])
def test_zip_root_or_one_top_folder(tmp_path: Path, prefix: str, _private_cache: Path) -> None:
    archive = make_zip(
        tmp_path / "z.zip",
        {f"{prefix}config.json": CONFIG, f"{prefix}context/a.txt": "A", f"{prefix}intro.txt": "Hi"},
    )
    pkg = load_package(archive)
    assert pkg.is_zip and pkg.name == "Zippy" and pkg.intro == "Hi"
    assert pkg.sha256 == hashlib.sha256(archive.read_bytes()).hexdigest()
    assert pkg.root == _private_cache / "packages" / pkg.sha256
    assert [c.name for c in pkg.context_files] == ["a.txt"]
    # A second load reuses the extraction.
    assert load_package(archive).root == pkg.root
    leftovers = [p for p in (_private_cache / "packages").iterdir() if p.name.startswith(".")]
    assert leftovers == []


def test_macosx_entries_ignored(tmp_path: Path) -> None:
    archive = make_zip(
        tmp_path / "z.zip", {"config.json": CONFIG, "__MACOSX/._config.json": b"\x00\x01"}
    )
    assert load_package(archive).name == "Zippy"


@pytest.mark.parametrize(
    "name", ["../evil.txt", "/abs.txt", "C:/win.txt", "a/../../evil.txt", "..\\evil.txt"]
)
def test_escaping_entries_refused(tmp_path: Path, name: str) -> None:
    archive = make_zip(tmp_path / "z.zip", {"config.json": CONFIG, name: "x"})
    with pytest.raises(PackageError) as info:
        load_package(archive)
    assert info.value.path == "z.zip"
    assert not (tmp_path / "evil.txt").exists()


def test_symlink_entry_refused(tmp_path: Path) -> None:
    archive = tmp_path / "z.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("config.json", CONFIG)
        info = zipfile.ZipInfo("link.txt")
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        zf.writestr(info, "/etc/passwd")
    with pytest.raises(PackageError, match="symbolic link"):
        load_package(archive)


def test_size_and_count_caps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = make_zip(tmp_path / "z.zip", {"config.json": CONFIG, "big.txt": "x" * 5000})
    monkeypatch.setattr(zipload, "MAX_TOTAL_BYTES", 1000)
    with pytest.raises(PackageError, match="MB"):
        load_package(archive)
    monkeypatch.setattr(zipload, "MAX_TOTAL_BYTES", 10**9)
    monkeypatch.setattr(zipload, "MAX_ENTRIES", 1)
    with pytest.raises(PackageError, match="entries"):
        load_package(archive)


def test_no_config_at_root(tmp_path: Path) -> None:
    archive = make_zip(tmp_path / "z.zip", {"a/config.json": CONFIG, "b/x.txt": "x"})
    with pytest.raises(PackageError, match=r"config\.json"):
        load_package(archive)


def test_not_a_zip(tmp_path: Path) -> None:
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK\x03\x04 this is not really a zip")
    problems = validate_package(bad)
    assert len(problems) == 1 and problems[0].severity == "error"


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(PackageError, match="does not exist"):
        load_package(tmp_path / "nope")


def test_folder_sha_is_stable_and_documented(tmp_path: Path) -> None:
    root = tmp_path / "p"
    root.mkdir()
    (root / "config.json").write_text(CONFIG, encoding="utf-8")
    first = load_package(root).sha256
    (root / "intro.txt").write_text("changed", encoding="utf-8")
    assert load_package(root).sha256 == first
    (root / "config.json").write_text(json.dumps({"name": "Other"}), encoding="utf-8")
    assert load_package(root).sha256 != first
