"""EditorPane project edits: add, rename and delete context files and agents per language."""

# The editor fixtures are imported by name, so pytest finds them; arguments reuse the names.
# ruff: noqa: F811

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QTextCursor

from studio.errors import PackageError
from studio.package import validate_package
from studio.ui.editor import AGENT_LANGUAGES, DocumentTab, EditorPane
from studio.ui.editor.project_actions import ProjectActions
from tests.ui.helpers_editor import pane, project  # noqa: F401 (fixtures)

SUFFIX = {key: suffix for key, (suffix, _template) in AGENT_LANGUAGES.items()}


def _agents(root: Path) -> list[object]:
    return json.loads((root / "config.json").read_text(encoding="utf-8"))["agents"]


def _replace(doc: DocumentTab, text: str) -> None:
    """Edit like a user (setPlainText would reset the modified flag)."""
    cursor = doc.editor.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.insertText(text)


def _titles(pane: EditorPane) -> list[str]:
    return [pane.tabs.tabText(i) for i in range(pane.tabs.count())]


def _tree_titles(pane: EditorPane, group: str) -> list[str]:
    for i in range(pane.tree.topLevelItemCount()):
        top = pane.tree.topLevelItem(i)
        if top.text(0) == group:
            return [top.child(j).text(0) for j in range(top.childCount())]
    raise AssertionError(group)


@pytest.mark.parametrize("language", list(AGENT_LANGUAGES))
def test_agent_from_template_validates_clean_then_renames_and_deletes(
    pane: EditorPane, project: Path, language: str
) -> None:
    name = "helper" if language == "subagent" else "studio-test.helper"
    entry = name + SUFFIX[language] if language == "subagent" else name
    path = pane.project_edits.add_agent(name, language)
    assert path == project / "agents" / f"{name}{SUFFIX[language]}"
    assert entry in _agents(project)
    assert _titles(pane) == [path.name] and path.name in _tree_titles(pane, "Agents")
    assert "{{" not in path.read_text()
    assert validate_package(project) == []

    renamed = pane.project_edits.rename_file(path, "renamed")
    assert renamed.name == f"renamed{SUFFIX[language]}" and not path.exists()
    new_entry = "renamed" + SUFFIX[language] if language == "subagent" else "renamed"
    assert new_entry in _agents(project) and entry not in _agents(project)
    assert _titles(pane) == [renamed.name]  # the tab followed the file
    assert validate_package(project) == []

    pane.project_edits.delete_file(renamed)
    assert not renamed.exists() and new_entry not in _agents(project)
    assert pane.tabs.count() == 0
    assert validate_package(project) == []


def test_context_file_add_rename_delete(pane: EditorPane, project: Path) -> None:
    path = pane.project_edits.add_context_file("weather.txt")
    assert path.parent == pane.files.context_dir and path.exists()
    assert "weather.txt" in _tree_titles(pane, "Context")
    doc = pane.document(path)
    assert doc is not None
    _replace(doc, "Rain, mostly.")
    renamed = pane.project_edits.rename_file(path, "climate.txt")
    assert pane.document(renamed) is doc and doc.is_modified()  # unsaved edits travel along
    assert _titles(pane) == ["climate.txt ●"]
    assert pane.save_all() and renamed.read_text() == "Rain, mostly."
    assert validate_package(project) == []
    pane.project_edits.delete_file(renamed)
    assert not renamed.exists() and "climate.txt" not in _tree_titles(pane, "Context")


def test_bad_and_taken_names_are_refused(pane: EditorPane, project: Path) -> None:
    pane.project_edits.add_agent("dup", "javascript")
    with pytest.raises(PackageError, match="already exists"):
        pane.project_edits.add_agent("dup", "python")
    with pytest.raises(PackageError, match="not a valid agent name"):
        pane.project_edits.add_agent("bad name!", "lua")
    with pytest.raises(PackageError, match="not a valid file name"):
        pane.project_edits.add_context_file("../escape.txt")
    with pytest.raises(PackageError, match="only context files and agents"):
        pane.project_edits.delete_file(project / "config.json")


def test_agent_edits_wait_for_an_unsaved_config(pane: EditorPane, project: Path) -> None:
    config = pane.open_path(project / "config.json")
    _replace(config, config.text() + " ")
    with pytest.raises(PackageError, match="unsaved edits"):
        pane.project_edits.add_agent("later", "javascript")
    assert not (project / "agents" / "later.js").exists()


def test_open_config_tab_reloads_after_an_agent_is_added(pane: EditorPane, project: Path) -> None:
    config = pane.open_path(project / "config.json")
    pane.project_edits.add_agent("fresh.one", "typescript")
    assert '"fresh.one"' in config.text() and not config.is_modified()


def test_context_menu_offers_the_edits(pane: EditorPane, project: Path) -> None:
    actions = pane.findChild(ProjectActions)
    assert actions is not None
    context = pane.files.context_dir
    some = next(f.path for f in pane.files.files if f.group == "Context")
    menu = actions.build_menu(some, "Context")
    labels = [a.text() for a in menu.actions()]
    assert labels[:3] == ["Open", "New context file…", "New agent"]
    assert "Rename…" in labels and "Delete…" in labels
    agents_menu = next(a.menu() for a in menu.actions() if a.text() == "New agent")
    assert len(agents_menu.actions()) == len(AGENT_LANGUAGES)
    heading = actions.build_menu(None, "Character")
    assert "Rename…" not in [a.text() for a in heading.actions()]
    assert context.is_dir()
