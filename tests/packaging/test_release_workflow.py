"""The release workflow runs on runners that exist and declares one minimum macOS (issue 23).

``macos-13`` (and since November 2026 ``macos-14``) is retired: a job on it never
starts, and ``publish`` never runs. The minimum macOS is written once, as
``MACOS_MINIMUM`` in ``packaging/studio.spec``; Info.plist, the workflow's
``MACOSX_DEPLOYMENT_TARGET``, the README's Install table and the wheel check
must all say the same.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SPEC = ROOT / "packaging" / "studio.spec"
LABELS = json.loads((ROOT / "packaging" / "ci" / "runner_labels.json").read_text("utf-8"))


def load_minimum_script() -> ModuleType:
    """``packaging/macos/minimum.py`` as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "macos_minimum", ROOT / "packaging" / "macos" / "minimum.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


minimum = load_minimum_script()


@pytest.fixture(scope="module")
def workflow() -> dict[str, Any]:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def runner_labels(workflow: dict[str, Any]) -> list[str]:
    """Every runner label a job can run on: literal ``runs-on`` values and matrix ``os``."""
    labels = []
    for job in workflow["jobs"].values():
        runs_on = job["runs-on"]
        if "${{" not in runs_on:
            labels.append(runs_on)
            continue
        assert runs_on == "${{ matrix.os }}", f"unchecked runs-on expression {runs_on!r}"
        matrix = job["strategy"]["matrix"]
        labels += [entry["os"] for entry in matrix.get("include", [])] + matrix.get("os", [])
    return labels


def test_every_runner_label_is_a_current_github_hosted_one(workflow: dict[str, Any]) -> None:
    labels = runner_labels(workflow)
    assert "macos-15-intel" in labels  # Intel: the last x86_64 image GitHub offers.
    retired = sorted(set(labels) & set(LABELS["retired"]))
    assert not retired, f"retired runner labels: {retired}"
    unknown = sorted(set(labels) - set(LABELS["current"]))
    assert not unknown, f"not in packaging/ci/runner_labels.json 'current': {unknown}"
    assert not set(LABELS["current"]) & set(LABELS["retired"])


def test_both_macos_architectures_are_built(workflow: dict[str, Any]) -> None:
    include = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    macs = {entry["target"]: entry["os"] for entry in include if entry["os"].startswith("macos")}
    assert set(macs) == {"macos-x86_64", "macos-arm64"}
    assert macs["macos-x86_64"].endswith("-intel")
    assert not macs["macos-arm64"].endswith("-intel")


def test_the_declared_minimum_macos_is_one_value_everywhere(workflow: dict[str, Any]) -> None:
    declared = minimum.spec_minimum(SPEC)
    assert workflow["jobs"]["build"]["env"]["MACOSX_DEPLOYMENT_TARGET"] == declared
    assert info_plist_minimum() == declared
    major, minor = minimum.version(declared)
    shown = f"macOS {major}+" if minor == 0 else f"macOS {major}.{minor}+"
    rows = [line for line in readme_install_rows() if "macos-arm64.dmg" in line]
    assert len(rows) == 1 and rows[0].startswith(f"| {shown} "), rows
    # What the wheels of the old declaration already needed: never back to 11.0.
    assert minimum.version(declared) >= (14, 0)


def test_macos_builds_install_only_wheels_for_the_minimum(workflow: dict[str, Any]) -> None:
    steps = workflow["jobs"]["build"]["steps"]
    runs = [s.get("run", "") for s in steps if s.get("if") == "runner.os == 'macOS'"]
    assert any("packaging/macos/install_deps.sh" in run for run in runs)
    plain = [s for s in steps if 'pip install -e ".[packaging]"' in s.get("run", "")]
    assert all(s.get("if") == "runner.os != 'macOS'" for s in plain)
    script = (ROOT / "packaging" / "macos" / "install_deps.sh").read_text(encoding="utf-8")
    assert "--only-binary=:all:" in script and '--platform "$PLATFORM"' in script
    assert "--no-index" in script and "minimum.py check" in script
    build = (ROOT / "packaging" / "macos" / "build.sh").read_text(encoding="utf-8")
    assert "minimum.py check" in build and "LSMinimumSystemVersion" in build


@pytest.mark.parametrize(
    ("tags", "arch", "needed"),
    [
        (["cp311-cp311-macosx_15_0_x86_64"], "x86_64", (15, 0)),  # re2 on a macOS 15 runner
        (["cp311-cp311-macosx_14_0_arm64"], "arm64", (14, 0)),
        (["cp310-abi3-macosx_13_0_universal2"], "arm64", (13, 0)),  # PySide6
        (
            [
                "cp311-cp311-macosx_10_15_x86_64",
                "cp311-cp311-macosx_11_0_arm64",
                "cp311-cp311-macosx_10_15_universal2",
            ],
            "arm64",
            (10, 15),  # orjson: the universal2 tag covers arm64 from 10.15
        ),
        (["py3-none-any"], "arm64", None),
        (["cp311-cp311-manylinux_2_17_x86_64"], "x86_64", None),
    ],
)
def test_the_wheel_check_reads_the_tag_for_this_architecture(
    tags: list[str], arch: str, needed: tuple[int, int] | None
) -> None:
    assert minimum.needs(tags, arch) == needed


def test_the_wheel_check_flags_only_wheels_newer_than_the_minimum() -> None:
    wheels = [
        ("google-re2 1.1.20251105", ["cp311-cp311-macosx_15_0_x86_64"]),
        ("xllamacpp 2026.10.11549", ["cp310-abi3-macosx_13_0_x86_64"]),
        ("cmarkgfm 2024.1.14", ["cp311-cp311-macosx_10_9_x86_64"]),
        ("httpx 0.28.1", ["py3-none-any"]),
    ]
    assert minimum.too_new(wheels, "14.0", "x86_64") == [
        "google-re2 1.1.20251105: its wheel needs macOS 15.0"
    ]
    assert minimum.too_new(wheels, "15.0", "x86_64") == []


def info_plist_minimum() -> str:
    """``LSMinimumSystemVersion`` of the spec's ``BUNDLE(info_plist=...)``, resolved."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    constants = {
        t.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "LSMinimumSystemVersion":
                    if isinstance(value, ast.Name):
                        value = constants[value.id]
                    return str(ast.literal_eval(value))
    raise AssertionError("the spec's Info.plist has no LSMinimumSystemVersion")


def readme_install_rows() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Install", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if re.match(r"\| ", line)]
