"""Exports carry only what the project holds (issue 26 item 2).

A downloaded package or CHARX names its assets in the card sidecar; an export
must never copy a file from outside the project into the card the user shares,
nor write a member name that escapes the folder it is unpacked in.
"""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest

from studio.cards import export_card, import_card
from studio.errors import PackageError
from tests.cards import cardgen as g


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = import_card(g.charx_v3(tmp_path / "c.charx"), tmp_path / "projects").folder
    return root


def _set_assets(root: Path, assets: dict[str, str]) -> None:
    path = root / ".card.json"
    sidecar = json.loads(path.read_text(encoding="utf-8"))
    sidecar["assets"] = {**sidecar["assets"], **assets}
    path.write_text(json.dumps(sidecar), encoding="utf-8")


@pytest.mark.parametrize(
    "assets",
    [
        {"assets/other/readme.txt": "{secret}"},  # an absolute source
        {"assets/other/readme.txt": "../../{name}"},  # a relative escape
        {"../../x.txt": "config.json"},  # a zip-slip member name
        {"/abs.txt": "config.json"},
        {"C:/win.txt": "config.json"},
        {"assets\\..\\..\\x.txt": "config.json"},
        {"a/\x01b.txt": "config.json"},
    ],
)
def test_charx_export_refuses_files_and_names_outside_the_project(
    tmp_path: Path, project: Path, assets: dict[str, str]
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("private key", encoding="utf-8")
    _set_assets(
        project,
        {k: v.format(secret=secret, name=secret.name) for k, v in assets.items()},
    )
    out = tmp_path / "out.charx"
    with pytest.raises(PackageError) as caught:
        export_card(project, out, "charx")
    assert ".card.json" in str(caught.value)
    assert not out.exists()
    assert not list(tmp_path.glob(".out.charx.*"))


def test_a_link_out_of_the_project_is_refused(tmp_path: Path, project: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("private key", encoding="utf-8")
    os.symlink(secret, project / "card-assets" / "link.txt")
    _set_assets(project, {"assets/other/link.txt": "card-assets/link.txt"})
    with pytest.raises(PackageError, match="not a file of the project"):
        export_card(project, tmp_path / "out.charx", "charx")


def test_member_names_are_normalised(tmp_path: Path, project: Path) -> None:
    (project / "card-assets" / "note.txt").write_text("hello", encoding="utf-8")
    _set_assets(project, {"assets\\other\\.\\note.txt": "card-assets/note.txt"})
    out = tmp_path / "out.charx"
    export_card(project, out, "charx")
    with zipfile.ZipFile(out) as zf:
        names = zf.namelist()
        assert "assets/other/note.txt" in names
        assert zf.read("assets/other/note.txt") == b"hello"
    assert all(".." not in n and not n.startswith("/") and "\\" not in n for n in names)
