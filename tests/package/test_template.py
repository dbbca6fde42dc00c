"""New projects: folder names keep every script's letters; errors are PackageErrors."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.errors import PackageError
from studio.package.template import create_project, slugify


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Aria Vale", "aria-vale"),
        ("Zoë Saldaña", "zoë-saldaña"),
        ("李白", "李白"),
        ("Алиса", "алиса"),
        ("初音ミク", "初音ミク"),
        ("  --Mr. O'Neil_the 3rd!  ", "mr-o-neil-the-3rd"),
        ("!!!", "character"),
        ("ＡＢＣ", "abc"),  # full-width letters normalise to ASCII (NFKC)
    ],
)
def test_slugify_keeps_letters_of_every_script(name: str, slug: str) -> None:
    assert slugify(name) == slug


def test_create_project_refuses_empty_and_existing(tmp_path: Path) -> None:
    target = create_project("Алиса", tmp_path)
    assert target == tmp_path / "алиса"
    assert (target / "config.json").is_file()
    assert "Алиса" in (target / "config.json").read_text(encoding="utf-8")
    with pytest.raises(PackageError, match="already exists"):
        create_project("Алиса", tmp_path)
    with pytest.raises(PackageError, match="needs a name"):
        create_project("   ", tmp_path)
