"""Every export refuses a card sidecar that names files outside the project (issue 26 item 2).

The CHARX case is in tests/cards/test_export_safety.py; here the package zip
(``character-studio export`` and File → Export Package…) and the PNG and JSON
cards, which apply the same rule (studio.package.card_assets) before writing.
"""

from __future__ import annotations

import json
import os
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from studio.cards import export_card, import_card
from studio.errors import PackageError
from studio.package.export import export_package
from tests.cards import cardgen as g

HOSTILE = [
    {"assets/other/readme.txt": "{secret}"},  # an absolute source
    {"assets/other/readme.txt": "../../{name}"},  # a relative escape
    {"assets/other/link.txt": "card-assets/link.txt"},  # a symlink out of the project
    {"../../x.txt": "config.json"},  # a zip-slip member name
    {"/abs.txt": "config.json"},
    {"assets\\..\\..\\x.txt": "config.json"},
]

EXPORTS: dict[str, Callable[[Path, Path], object]] = {
    "zip": lambda project, out: export_package(project, out),
    "png": lambda project, out: export_card(project, out, "png"),
    "json": lambda project, out: export_card(project, out, "json"),
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return import_card(g.charx_v3(tmp_path / "c.charx"), tmp_path / "projects").folder


def _set_assets(root: Path, assets: dict[str, str]) -> None:
    path = root / ".card.json"
    sidecar = json.loads(path.read_text(encoding="utf-8"))
    sidecar["assets"] = {**sidecar["assets"], **assets}
    path.write_text(json.dumps(sidecar), encoding="utf-8")


@pytest.mark.parametrize("kind", sorted(EXPORTS))
@pytest.mark.parametrize("assets", HOSTILE)
def test_exports_refuse_a_hostile_sidecar_and_write_nothing(
    tmp_path: Path, project: Path, kind: str, assets: dict[str, str]
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("private key", encoding="utf-8")
    os.symlink(secret, project / "card-assets" / "link.txt")
    _set_assets(project, {k: v.format(secret=secret, name=secret.name) for k, v in assets.items()})
    config_before = (project / "config.json").read_bytes()
    out = tmp_path / "out" / f"c.{kind}"
    out.parent.mkdir()
    with pytest.raises(PackageError) as caught:
        EXPORTS[kind](project, out)
    message = str(caught.value)
    assert ".card.json" in message
    entry = next(iter(assets))
    assert repr(entry) in message or repr(member(entry)) in message
    assert list(out.parent.iterdir()) == []  # no file, no temporary left behind
    assert (project / "config.json").read_bytes() == config_before  # not even the id


def member(name: str) -> str:
    return "/".join(p for p in name.replace("\\", "/").split("/") if p not in ("", "."))


def test_a_sidecar_of_the_projects_own_files_still_exports(tmp_path: Path, project: Path) -> None:
    (project / "card-assets" / "note.txt").write_text("hello", encoding="utf-8")
    _set_assets(project, {"assets/other/note.txt": "card-assets/note.txt"})
    report = export_package(project, tmp_path / "c.zip")
    assert ".card.json" in report.files
    with zipfile.ZipFile(tmp_path / "c.zip") as zf:
        assert zf.read("card-assets/note.txt") == b"hello"
    assert export_card(project, tmp_path / "c.png", "png").path.is_file()


def test_a_sidecar_that_is_a_link_out_is_refused(tmp_path: Path, project: Path) -> None:
    outside = tmp_path / "elsewhere.json"
    outside.write_text('{"assets": {}}', encoding="utf-8")
    (project / ".card.json").unlink()
    os.symlink(outside, project / ".card.json")
    with pytest.raises(PackageError, match="outside the package"):
        export_package(project, tmp_path / "c.zip")
    assert not (tmp_path / "c.zip").exists()
