from __future__ import annotations

from studio.package import load_package, validate_package
from tests.package.conftest import MakePackage


def test_context_block_sorted_without_dot_files(make_package: MakePackage) -> None:
    root = make_package(
        {
            "context/b.txt": "B",
            "context/a.txt": "A",
            "context/.data.json": '{"k": 1}',
            "context/sub/deep.txt": "deep",
        }
    )
    pkg = load_package(root)
    assert [(c.name, c.text) for c in pkg.context_files] == [("a.txt", "A"), ("b.txt", "B")]
    assert pkg.read_context_file(".data.json") == '{"k": 1}'
    assert pkg.read_context_file("a.txt") == "A"
    assert pkg.read_context_file("sub/deep.txt") == "deep"


def test_read_context_file_never_escapes(make_package: MakePackage) -> None:
    root = make_package({"context/a.txt": "A", "secret.txt": "S"})
    pkg = load_package(root)
    for name in ["../secret.txt", "/etc/passwd", "sub/../../secret.txt", "missing.txt", "", "sub"]:
        assert pkg.read_context_file(name) is None


def test_missing_context_dir_is_fine(make_package: MakePackage) -> None:
    assert load_package(make_package()).context_files == []


def test_binary_context_file_is_named(make_package: MakePackage) -> None:
    root = make_package({"context/pic.png": b"\x89PNG\r\n\x1a\n\x00\x00"})
    problems = validate_package(root)
    assert [p.file for p in problems if p.severity == "error"] == ["context/pic.png"]


def test_context_dir_that_is_a_file(make_package: MakePackage) -> None:
    root = make_package({"context": "not a folder"})
    assert any(p.severity == "error" for p in validate_package(root))
