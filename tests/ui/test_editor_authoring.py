"""Authoring defects: new files load at once, template ids and placeholders, config.json
keeps its formatting, one click opens a file, the conflict banner in a dark palette."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from studio.ui.editor.authoring_checks import placeholder_problems
from studio.ui.editor.config_edit import replace_agents
from studio.ui.editor.editor_pane import EditorPane
from studio.ui.editor.live_validator import validate_overlay
from tests.support.model_server import text
from tests.ui.test_main_window import _project, make_window  # noqa: F401


def test_a_new_context_file_reloads_the_character(
    qtbot, make_window, tmp_path, model_server  # noqa: F811
) -> None:
    window = make_window()
    root = _project(tmp_path, "plain")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(root)
    # Creating the file reloads the character like a save (it was ignored until an
    # unrelated save before).
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        path = window.editor.project_edits.add_context_file("weather.txt")
    path.write_text("It is raining in Port Mara.", encoding="utf-8")
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.editor.project_edits.rename_file(path, "weather-today.txt")
    model_server.script(text("Wet."))
    window.chat.send("how is the weather?")
    qtbot.waitUntil(lambda: len(window.chat.entries) == 2, timeout=15_000)
    sent = json.dumps(model_server.requests[-1].body["messages"])
    assert "raining in Port Mara" in sent


def test_new_agents_use_the_projects_prefix_and_warn_about_the_placeholder(
    qtbot, tmp_path: Path
) -> None:
    root = _project(tmp_path, "menagerie")
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    assert pane.files.agent_prefix() == "menagerie"
    path = pane.project_edits.add_agent("menagerie.helper", "javascript")
    problems, _ = validate_overlay(root, {})
    warning = next(p for p in problems if p.file == "agents/menagerie.helper.js")
    assert warning.severity == "warning" and warning.line == 4
    assert "placeholder" in warning.message
    # Writing a description (even unsaved) clears it.
    source = path.read_text().replace(
        "Describe what this agent remembers and does for the character.", "Counts the hens."
    )
    assert placeholder_problems(root, {"agents/menagerie.helper.js": source}) == []
    plain = _project(tmp_path, "plain")
    assert EditorPane(plain).files.agent_prefix() == "plain"


def test_adding_an_agent_keeps_the_authors_config_formatting(qtbot, tmp_path: Path) -> None:
    root = _project(tmp_path, "plain")
    original = (
        '{\n    "name": "Mara",   "model": "m",\n\n    "agents": [\n        "plain.a"\n    ],\n'
        '    "fileMappings": {"Instructions": "instructions.txt"}\n}\n'
    )
    (root / "agents").mkdir(exist_ok=True)
    (root / "agents" / "plain.a.js").write_text("/**\n * @agent plain.a\n */\n")
    (root / "config.json").write_text(original, encoding="utf-8")
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    pane.project_edits.add_agent("plain.b", "javascript")
    after = (root / "config.json").read_text(encoding="utf-8")
    assert after == original.replace('"plain.a"\n', '"plain.a",\n        "plain.b"\n')
    one_line = '{"agents": [], "name": "X"}'
    assert replace_agents(one_line, ["a"]) == '{"agents": ["a"], "name": "X"}'
    assert replace_agents("not json", ["a"]) is None


def test_one_click_opens_a_file(qtbot, tmp_path: Path) -> None:
    root = _project(tmp_path, "plain")
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    pane.show()
    item = pane.tree.item_for(root / "config.json")
    rect = pane.tree.visualItemRect(item)
    qtbot.mouseClick(pane.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert pane.current_document().path == root / "config.json"


def test_the_conflict_banner_is_readable_in_a_dark_palette(qtbot, tmp_path: Path) -> None:
    root = _project(tmp_path, "plain")
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    dark = QPalette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        dark.setColor(role, QColor("#202124"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        dark.setColor(role, QColor("#e8eaed"))
    pane.setPalette(dark)
    doc = pane.open_path(root / "instructions.txt")
    doc.editor.insertPlainText("mine ")
    (root / "instructions.txt").write_text("theirs", encoding="utf-8")
    doc.disk_changed()
    pane.show()
    assert doc.banner.isVisible()
    image = doc.banner.grab(doc.banner_label.geometry()).toImage()
    colors = {image.pixelColor(x, y).lightness() for x in range(image.width())
              for y in range(image.height())}
    # Dark text on the light banner: some pixels are far darker than the background.
    assert min(colors) < 110 and max(colors) > 200


def test_config_problems_carry_lines_and_the_editor_marks_them(qtbot, tmp_path: Path) -> None:
    root = _project(tmp_path, "menagerie")
    text_ = (root / "config.json").read_text().replace('"maxRounds": 4', '"maxRounds": "x"')
    problems, _ = validate_overlay(root, {"config.json": text_})
    problem = next(p for p in problems if p.field == "agents.5.maxRounds")
    assert problem.line == text_.splitlines().index('      "maxRounds": "x",') + 1
    pane = EditorPane(root)
    qtbot.addWidget(pane)
    doc = pane.open_path(root / "config.json")
    pane.show_problems(problems)
    assert doc.editor.problem_lines == {problem.line: "error"}
    wavy = [s for s in doc.editor.extraSelections() if s.format.underlineStyle().value != 0]
    assert [s.cursor.blockNumber() + 1 for s in wavy] == [problem.line]
    pane.show_problems([])
    assert doc.editor.problem_lines == {}
