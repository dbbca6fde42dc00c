"""The macOS the app declares, and a check that every installed wheel runs on it.

``MACOS_MINIMUM`` in ``packaging/studio.spec`` is the one place the minimum is
written: the spec puts it in Info.plist (``LSMinimumSystemVersion``), and
``install_deps.sh`` / ``build.sh`` / the release workflow take it from here or
are checked against it (``tests/packaging/test_release_workflow.py``).

    python packaging/macos/minimum.py print    # 14.0
    python packaging/macos/minimum.py check    # every installed wheel's tag <= it

pip picks the newest wheel for the macOS it runs on, not the one the app declares
(on a macOS 15 runner, google-re2's ``macosx_15_0`` wheel), so ``check`` reads the
``Tag:`` lines of every installed distribution's ``WHEEL`` file and fails when a
wheel needs a newer macOS than the minimum on this machine's architecture.
Wheel tags are what their publishers declare; the Mach-O ``minos`` inside can be
higher (PySide6 6.10/6.11 bindings say 15.0 in a ``macosx_13_0`` wheel), and
dyld does not refuse a library for that, so the tags are what is checked.
"""

from __future__ import annotations

import ast
import platform
import re
import sys
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

SPEC = Path(__file__).resolve().parents[1] / "studio.spec"
TAG = re.compile(r"macosx_(\d+)_(\d+)_(\w+)")
# The architectures a wheel's last tag part may name that include each machine's.
COVERS = {
    "arm64": {"arm64", "universal2"},
    "x86_64": {"x86_64", "universal2", "universal", "intel", "fat64", "fat3"},
}


def spec_minimum(spec: Path = SPEC) -> str:
    """``MACOS_MINIMUM`` from the spec, e.g. ``"14.0"``."""
    for node in ast.parse(spec.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "MACOS_MINIMUM" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str) and re.fullmatch(r"\d+\.\d+", value):
                return value
    raise SystemExit(f'{spec}: no MACOS_MINIMUM = "MAJOR.MINOR"')


def version(text: str) -> tuple[int, int]:
    major, _, minor = text.partition(".")
    return int(major), int(minor or 0)


def needs(tags: Iterable[str], arch: str) -> tuple[int, int] | None:
    """The oldest macOS among ``tags`` that covers ``arch``; None for no macOS tag."""
    found = []
    for tag in tags:
        for major, minor, tag_arch in TAG.findall(tag):
            if tag_arch in COVERS.get(arch, {arch}):
                found.append((int(major), int(minor)))
    return min(found) if found else None


def too_new(wheels: Iterable[tuple[str, list[str]]], minimum: str, arch: str) -> list[str]:
    """``"name: needs macOS X.Y"`` for each (name, tags) needing more than ``minimum``."""
    floor = version(minimum)
    problems = []
    for name, tags in wheels:
        need = needs(tags, arch)
        if need is not None and need > floor:
            problems.append(f"{name}: its wheel needs macOS {need[0]}.{need[1]}")
    return sorted(problems)


def installed_wheels() -> list[tuple[str, list[str]]]:
    """(name version, the Tag lines of its WHEEL file) for every installed distribution."""
    wheels = []
    for dist in metadata.distributions():
        text = dist.read_text("WHEEL") or ""
        lines = text.splitlines()
        tags = [line.split(":", 1)[1].strip() for line in lines if line.startswith("Tag:")]
        wheels.append((f"{dist.metadata['Name']} {dist.version}", tags))
    return wheels


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    minimum = spec_minimum()
    if command == "print":
        print(minimum)
        return 0
    if command != "check":
        print(__doc__, file=sys.stderr)
        return 2
    arch = platform.machine()
    problems = too_new(installed_wheels(), minimum, arch)
    for problem in problems:
        print(f"error: {problem}, newer than MACOS_MINIMUM {minimum}", file=sys.stderr)
    if problems:
        advice = "install with packaging/macos/install_deps.sh (wheels for the minimum only)"
        print(f"{advice}, or raise MACOS_MINIMUM in packaging/studio.spec", file=sys.stderr)
        return 1
    print(f"every installed wheel runs on macOS {minimum} ({arch})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
