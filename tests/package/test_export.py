"""export_package: what goes in, what stays out, determinism, refusal, atomicity."""

from __future__ import annotations

import json
import os
import shutil
import zipfile
from pathlib import Path

import pytest

from studio import paths
from studio.errors import PackageError
from studio.package import load_package, parse_manifest, validate_package
from studio.package.export import FIXED_DATE, export_package
from studio.package.problems import Problems
from tests.package.conftest import MakePackage, js_agent

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"


def _copy(name: str, dest: Path) -> Path:
    return Path(shutil.copytree(CHARACTERS / name, dest / name))


def _names(zip_path: Path) -> list[str]:
    with zipfile.ZipFile(zip_path) as zf:
        return zf.namelist()


def _read(zip_path: Path, name: str) -> bytes:
    with zipfile.ZipFile(zip_path) as zf:
        return zf.read(name)


@pytest.mark.parametrize("sample", ["plain", "librarian", "menagerie"])
def test_samples_export_loads_and_validates_clean(tmp_path: Path, sample: str) -> None:
    out = tmp_path / f"{sample}.zip"
    report = export_package(CHARACTERS / sample, out)
    assert report.path == out and out.is_file()
    assert report.size == out.stat().st_size
    assert validate_package(out) == []
    package = load_package(out)
    assert package.is_zip
    assert not any(inst.bundled for inst in package.agents)
    assert list(report.files) == sorted(_names(out))


def test_export_is_byte_identical_from_anywhere(tmp_path: Path) -> None:
    first = export_package(CHARACTERS / "menagerie", tmp_path / "a.zip")
    second = export_package(CHARACTERS / "menagerie", tmp_path / "b.zip")
    copy = _copy("menagerie", tmp_path / "elsewhere")
    for path in copy.rglob("*"):
        os.utime(path, (1_700_000_000, 1_700_000_000))
    third = export_package(copy, tmp_path / "c.zip")
    data = (tmp_path / "a.zip").read_bytes()
    assert data == (tmp_path / "b.zip").read_bytes() == (tmp_path / "c.zip").read_bytes()
    assert first.sha256 == second.sha256 == third.sha256
    with zipfile.ZipFile(tmp_path / "a.zip") as zf:
        infos = zf.infolist()
    assert [i.filename for i in infos] == sorted(i.filename for i in infos)
    for info in infos:
        assert info.date_time == FIXED_DATE
        assert info.external_attr >> 16 == 0o100644
        assert info.create_system == 3
        assert info.compress_type == zipfile.ZIP_DEFLATED
        assert info.extra == b""
        assert not info.is_dir()


def test_typescript_becomes_javascript_with_its_manifest_first(tmp_path: Path) -> None:
    report = export_package(CHARACTERS / "menagerie", tmp_path / "m.zip")
    names = _names(tmp_path / "m.zip")
    assert not [n for n in names if n.endswith(".ts")]
    assert report.compiled == ("agents/menagerie.stables.ts",)
    code = _read(tmp_path / "m.zip", "agents/menagerie.stables.js").decode("utf-8")
    assert code.startswith("/**")
    assert "interface " not in code
    manifest = parse_manifest(code, "javascript", "stables.js", Problems())
    assert manifest is not None and manifest.agent == "menagerie.stables"
    assert [t.name for t in manifest.tools] == ["feed_horse"]


def test_builtins_are_copied_and_a_project_copy_wins(tmp_path: Path) -> None:
    bundled = paths.bundled_agents_dir()
    report = export_package(CHARACTERS / "librarian", tmp_path / "l.zip")
    assert sorted(report.bundled) == [
        "studio.agent-db",
        "studio.context-access",
        "studio.memory-store",
    ]
    for name in report.bundled:
        assert (
            _read(tmp_path / "l.zip", f"agents/{name}.js") == (bundled / f"{name}.js").read_bytes()
        )
    menagerie = export_package(CHARACTERS / "menagerie", tmp_path / "m.zip")
    assert sorted(menagerie.bundled) == ["studio.memory-store", "studio.sub-agent"]
    project = _copy("librarian", tmp_path)
    own = js_agent("studio.memory-store", "@tool memory_save\n@preload true")
    (project / "agents").mkdir()
    (project / "agents" / "studio.memory-store.js").write_text(own, encoding="utf-8")
    report = export_package(project, tmp_path / "own.zip")
    assert "studio.memory-store" not in report.bundled
    assert _read(tmp_path / "own.zip", "agents/studio.memory-store.js") == own.encode()


def test_default_state_loses_every_tool_call_id(tmp_path: Path) -> None:
    project = _copy("menagerie", tmp_path)
    top = {"drawn": [{"guest": "Ann", "card": "x", "toolCallId": 3}], "toolCallId": 9}
    grant = {"memories": {"k": {"value": "v", "toolCallId": 4}}}
    (project / "menagerie.fortune.agent.json").write_text(json.dumps(top), encoding="utf-8")
    (project / "menagerie.keeper").mkdir()
    grant_rel = "menagerie.keeper/studio.memory-store.agent.json"
    (project / grant_rel).write_text(json.dumps(grant), encoding="utf-8")
    clean = {"beds": {"1": {"herb": "mint", "waterings": 0}}}
    (project / "menagerie.garden.agent.json").write_text(json.dumps(clean), encoding="utf-8")
    out = tmp_path / "m.zip"
    report = export_package(project, out)
    assert sorted(report.stripped) == ["menagerie.fortune.agent.json", grant_rel]
    assert json.loads(_read(out, "menagerie.fortune.agent.json")) == {
        "drawn": [{"guest": "Ann", "card": "x"}]
    }
    assert json.loads(_read(out, grant_rel)) == {"memories": {"k": {"value": "v"}}}
    assert _read(out, "menagerie.garden.agent.json") == json.dumps(clean).encode()
    assert validate_package(out) == []


def test_only_what_the_loader_reads_goes_in(tmp_path: Path) -> None:
    project = _copy("librarian", tmp_path)
    junk = {
        "conversations/conversation_01.jsonl": "{}",
        ".git/config": "[core]",
        ".studio/editor.json": "{}",
        "notes.txt": "todo",
        "instructions.txt": "unmapped default name",
        "agents/unused.js": js_agent("x.unused"),
        "agents/lib/unused.js": "var x;",
        "stray.agent.json": "{}",
        "stacks/.DS_Store": "junk",
        "stacks/.drafts/idea.txt": "dot-folder",
        "cache/x.bin": "bin",
    }
    keep = {"stacks/.secret.txt": "dot-file", "stacks/shelf/deep.txt": "nested"}
    for rel, text in {**junk, **keep}.items():
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text(text, encoding="utf-8")
    out = project / "stacks" / "export.zip"  # even the output inside the context dir
    report = export_package(project, out)
    names = set(_names(out))
    assert not names & set(junk)
    assert set(keep) <= names
    assert "stacks/export.zip" not in names
    assert "stray.agent.json" not in names and report.warnings  # the orphan is a warning
    assert {"sheet/quill.txt", "prompts/system.txt", "pub/blurb.txt", "pub/greeting.txt"} <= names


def test_a_project_with_errors_is_refused_with_every_error(
    tmp_path: Path, make_package: MakePackage
) -> None:
    project = make_package(
        {"agents/a.b.js": "no manifest here"},
        agents=["a.b", "a.missing"],
        config={"name": "Bad", "fileMappings": {"Instructions": "../up.txt"}},
    )
    out = tmp_path / "out.zip"
    with pytest.raises(PackageError) as info:
        export_package(project, out)
    errors = info.value.problems
    assert len(errors) >= 3
    for problem in errors:
        assert problem.format() in str(info.value)  # type: ignore[attr-defined]
    assert not out.exists()
    with pytest.raises(PackageError, match="not a character project folder"):
        export_package(tmp_path / "nowhere", out)


def test_progress_and_a_failed_export_leaves_the_old_zip(tmp_path: Path) -> None:
    out = tmp_path / "out" / "m.zip"
    out.parent.mkdir()  # export never creates the folder (a typo in -o must not)
    seen: list[tuple[int, int, str]] = []
    report = export_package(
        CHARACTERS / "menagerie", out, progress=lambda d, t, n: seen.append((d, t, n))
    )
    total = len(report.files)
    assert seen[0] == (0, total, "")
    assert [d for d, _, _ in seen] == list(range(total + 1))
    assert {t for _, t, _ in seen} == {total}
    before = out.read_bytes()

    def broken(source: str, filename: str) -> str:
        raise RuntimeError(f"{filename}:1:1: SyntaxError: nope")

    with pytest.raises(PackageError, match="cannot be compiled"):
        export_package(CHARACTERS / "menagerie", out, compile_ts=broken)
    assert out.read_bytes() == before
    assert [p.name for p in out.parent.iterdir()] == ["m.zip"]  # no temp file left
