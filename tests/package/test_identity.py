"""The stable identity of a character and the ``id`` that ``new`` and the first export write."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.errors import PackageError
from studio.package.config import CharacterConfig
from studio.package.identity import ensure_project_id, package_identity


def _config(**fields: object) -> CharacterConfig:
    return CharacterConfig.model_validate({"name": "Mara", **fields})


def test_identity_is_the_id_else_name_and_creator() -> None:
    by_id = package_identity(_config(id="6F1C-AAA", agents=["x"]))
    assert by_id == package_identity(_config(id="6f1c-aaa", name="Renamed"))
    assert package_identity(_config()) == package_identity(_config(agents=["new.agent"]))
    assert package_identity(_config()) != package_identity(_config(creator="Ann"))
    assert package_identity(_config(creator="Ann")) != package_identity(_config(creator="Bob"))
    assert package_identity(_config()) != by_id


def test_ensure_project_id_keeps_the_authors_text(tmp_path: Path) -> None:
    text = '{\n    "name": "Mara",\n    "agents": ["a", "b"]\n}\n'
    (tmp_path / "config.json").write_text(text, encoding="utf-8")
    new_id = ensure_project_id(tmp_path)
    assert new_id is not None
    written = (tmp_path / "config.json").read_text(encoding="utf-8")
    assert written == text.replace("{\n", f'{{\n    "id": "{new_id}",\n', 1)
    assert ensure_project_id(tmp_path) is None  # Once only.
    assert json.loads(written)["id"] == new_id


def test_ensure_project_id_errors(tmp_path: Path) -> None:
    with pytest.raises(PackageError, match="missing"):
        ensure_project_id(tmp_path)
    (tmp_path / "config.json").write_text("[1]", encoding="utf-8")
    with pytest.raises(PackageError, match="JSON object"):
        ensure_project_id(tmp_path)


def test_a_bad_id_is_a_warning_and_ignored(tmp_path: Path) -> None:
    from studio.package import load_with_problems

    (tmp_path / "config.json").write_text('{"name": "Mara", "id": 7}', encoding="utf-8")
    package, problems = load_with_problems(tmp_path)
    assert package is not None and not problems.errors
    assert [p.field for p in problems.warnings] == ["id"]
    assert package.identity == package_identity(_config())
