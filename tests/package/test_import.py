"""import_package (hostile zips refused, names chosen) and the export/import CLI."""

from __future__ import annotations

import json
import shutil
import stat
import zipfile
from pathlib import Path

import pytest

from studio import cli
from studio.errors import PackageError
from studio.package import validate_package, zipload
from studio.package.export import export_package
from studio.package.importer import import_package, project_slug

CHARACTERS = Path(__file__).resolve().parents[2] / "characters"
CONFIG = json.dumps({"name": "Aria Vale", "agents": []})


def _zip(path: Path, entries: dict[str, str], *, links: tuple[str, ...] = ()) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, text in entries.items():
            info = zipfile.ZipInfo(name)
            if name in links:
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, text)
    return path


def test_round_trip_through_export_and_import(tmp_path: Path) -> None:
    out = tmp_path / "m.zip"
    report = export_package(CHARACTERS / "menagerie", out)
    folder = import_package(out, tmp_path / "projects")
    assert folder == tmp_path / "projects" / "odile"
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert files == list(report.files)
    assert validate_package(folder) == []
    again = import_package(out, tmp_path / "projects")
    assert again.name == "odile-2"
    assert sorted(p.name for p in (tmp_path / "projects").iterdir()) == ["odile", "odile-2"]


def test_a_package_inside_one_top_folder_imports(tmp_path: Path) -> None:
    zip_path = _zip(tmp_path / "p.zip", {"aria/config.json": CONFIG, "aria/intro.txt": "Hi"})
    folder = import_package(zip_path, tmp_path / "dest")
    assert folder.name == "aria-vale"
    assert (folder / "intro.txt").read_text(encoding="utf-8") == "Hi"
    assert project_slug("  ***  ") == "character"


@pytest.mark.parametrize(
    ("entries", "links", "message"),
    [
        ({"config.json": CONFIG, "../evil.txt": "x"}, (), "contains '..'"),
        ({"config.json": CONFIG, "/etc/evil": "x"}, (), "absolute"),
        ({"config.json": CONFIG, "C:/evil": "x"}, (), "absolute"),
        ({"config.json": CONFIG, "context/link": "/etc/passwd"}, ("context/link",), "symbolic"),
        ({"intro.txt": "no config"}, (), "no config.json"),
        ({"config.json": '{"agents": []}'}, (), "name"),
        ({"config.json": "{not json"}, (), "config.json"),
    ],
)
def test_hostile_or_broken_zips_are_refused_and_leave_nothing(
    tmp_path: Path, entries: dict[str, str], links: tuple[str, ...], message: str
) -> None:
    zip_path = _zip(tmp_path / "bad.zip", entries, links=links)
    dest = tmp_path / "dest"
    dest.mkdir()
    with pytest.raises(PackageError, match=message):
        import_package(zip_path, dest)
    assert list(dest.iterdir()) == []


def test_size_and_count_caps_are_the_loaders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entries = {"config.json": CONFIG, **{f"context/{i}.txt": "x" * 100 for i in range(5)}}
    zip_path = _zip(tmp_path / "big.zip", entries)
    monkeypatch.setattr(zipload, "MAX_ENTRIES", 3)
    with pytest.raises(PackageError, match="at most 3"):
        import_package(zip_path, tmp_path / "dest")
    monkeypatch.setattr(zipload, "MAX_ENTRIES", 5000)
    monkeypatch.setattr(zipload, "MAX_TOTAL_BYTES", 200)
    with pytest.raises(PackageError, match="more than"):
        import_package(zip_path, tmp_path / "dest")
    assert not (tmp_path / "dest").exists() or list((tmp_path / "dest").iterdir()) == []


def test_not_a_zip_is_refused(tmp_path: Path) -> None:
    fake = tmp_path / "fake.zip"
    fake.write_bytes(b"PK\x03\x04 this is not really a zip")
    with pytest.raises(PackageError, match="not a valid zip"):
        import_package(fake, tmp_path / "dest")
    with pytest.raises(PackageError, match="does not exist"):
        import_package(tmp_path / "missing.zip", tmp_path / "dest")


def test_cli_export_and_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "q.zip"
    assert cli.main(["export", str(CHARACTERS / "librarian"), "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip() == str(out)
    assert cli.main(["import", str(out), "--dir", str(tmp_path / "p")]) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "p" / "quill")
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "config.json").write_text('{"name": "B", "agents": ["x.a", "x.b"]}', encoding="utf-8")
    assert cli.main(["export", str(bad), "-o", str(tmp_path / "bad.zip")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(line.startswith("error: config.json") for line in lines)
    assert not (tmp_path / "bad.zip").exists()
    assert cli.main(["import", str(tmp_path / "nope.zip"), "--dir", str(tmp_path)]) == 1
    assert capsys.readouterr().out.startswith("error: ")


def test_import_folder_names_keep_every_script(tmp_path: Path) -> None:
    from studio.package.template import slugify

    for name in ("李白", "Алиса", "初音ミク", "Zoë Saldaña"):
        project = tmp_path / f"src-{len(name)}-{ord(name[0])}"
        shutil.copytree(CHARACTERS / "plain", project)
        config = json.loads((project / "config.json").read_text(encoding="utf-8"))
        (project / "config.json").write_text(
            json.dumps({**config, "name": name}, ensure_ascii=False), encoding="utf-8"
        )
        out = tmp_path / f"{ord(name[0])}.zip"
        export_package(project, out)
        folder = import_package(out, tmp_path / "imported")
        assert folder.name == slugify(name)
    assert sorted(p.name for p in (tmp_path / "imported").iterdir()) == sorted(
        ["李白", "алиса", "初音ミク", "zoë-saldaña"]
    )
    assert project_slug("李白") == "character"  # agent-id prefixes stay ASCII
