from __future__ import annotations

import os
from pathlib import Path

import pytest

from studio.errors import PackageError
from studio.package import load_package, validate_package
from studio.package.resolver import DEFAULT_PATHS, PathResolver, check_relative
from tests.package.conftest import MakePackage


def test_defaults(tmp_path: Path) -> None:
    resolver = PathResolver(tmp_path, {})
    assert resolver.path("Instructions") == tmp_path / "instructions.txt"
    assert resolver.relative("ContextDirectory") == "context"
    assert set(DEFAULT_PATHS) == {
        "Instructions",
        "System Prompt",
        "Character Note",
        "Description",
        "Introduction",
        "ContextDirectory",
        "Post-History Instructions",
        "Greetings",
    }


def test_overrides_and_trailing_slash(tmp_path: Path) -> None:
    resolver = PathResolver(tmp_path, {"Instructions": "a/b.txt", "ContextDirectory": "lore/"})
    assert resolver.path("Instructions") == tmp_path / "a" / "b.txt"
    assert resolver.relative("ContextDirectory") == "lore"
    assert resolver.relative("Introduction") == "intro.txt"


@pytest.mark.parametrize(
    "bad", ["../x.txt", "a/../../x", "/etc/passwd", "\\windows", "C:/x.txt", "c:x", "", "a/.."]
)
def test_escaping_mappings_rejected(tmp_path: Path, bad: str) -> None:
    assert check_relative(bad) is not None
    resolver = PathResolver(tmp_path, {"Instructions": bad})
    assert resolver.problems
    assert resolver.problems[0].field == "fileMappings.Instructions"
    with pytest.raises(PackageError):
        resolver.safe_path(bad)


def test_missing_content_reads_empty(tmp_path: Path) -> None:
    assert PathResolver(tmp_path).read_text("Introduction") == ""


def test_bom_and_binary(tmp_path: Path) -> None:
    (tmp_path / "intro.txt").write_bytes(b"\xef\xbb\xbfHello")
    (tmp_path / "description.txt").write_bytes(b"\x89PNG\x00\x01")
    resolver = PathResolver(tmp_path)
    assert resolver.read_text("Introduction") == "Hello"
    with pytest.raises(PackageError) as info:
        resolver.read_text("Description")
    assert info.value.path == "description.txt"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_symlink_outside_rejected(make_package: MakePackage, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("top secret", encoding="utf-8")
    root = make_package({})
    (root / "instructions.txt").symlink_to(secret)
    problems = validate_package(root)
    assert any(p.file == "instructions.txt" and "outside" in p.message for p in problems)
    with pytest.raises(PackageError):
        load_package(root)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_symlink_inside_allowed(make_package: MakePackage) -> None:
    root = make_package({"real.txt": "inside"})
    (root / "instructions.txt").symlink_to(root / "real.txt")
    assert load_package(root).instructions == "inside"


def test_every_content_read_uses_mappings(make_package: MakePackage) -> None:
    root = make_package(
        {
            "instructions.txt": "WRONG",
            "sheet/i.txt": "instr",
            "p/sys.txt": "sys %%CHARACTER_INSTRUCTIONS%%",
            "pub/d.txt": "desc",
            "pub/hi.txt": "hello",
            "lore/a.txt": "A",
            "context/b.txt": "WRONG",
        },
        config={
            "name": "M",
            "fileMappings": {
                "Instructions": "sheet/i.txt",
                "System Prompt": "p/sys.txt",
                "Description": "pub/d.txt",
                "Introduction": "pub/hi.txt",
                "ContextDirectory": "lore",
                "Bogus": "x",
            },
        },
    )
    pkg = load_package(root)
    assert (pkg.instructions, pkg.system_prompt, pkg.description, pkg.intro) == (
        "instr",
        "sys %%CHARACTER_INSTRUCTIONS%%",
        "desc",
        "hello",
    )
    assert [c.name for c in pkg.context_files] == ["a.txt"]
    assert any("Bogus" in w.message for w in pkg.warnings)
    assert pkg.resolver.read_text("Instructions") == "instr"


def test_bad_mapping_is_an_error_with_field(make_package: MakePackage) -> None:
    root = make_package(config={"name": "M", "fileMappings": {"Introduction": "../intro.txt"}})
    problems = validate_package(root)
    errors = [p for p in problems if p.severity == "error"]
    assert errors and errors[0].field == "fileMappings.Introduction"
    assert errors[0].file == "config.json"
