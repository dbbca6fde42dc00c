"""Chat → Export Chat…: the open conversation written through the engine's exporter."""

from __future__ import annotations

from pathlib import Path

from tests.support.model_server import ModelServer, text
from tests.ui.test_main_window import _project, _wait_replied, make_window  # noqa: F401


def test_export_chat_writes_the_chosen_format(
    qtbot, make_window, tmp_path: Path, model_server: ModelServer  # noqa: F811
) -> None:
    from studio.ui.dialogs.chat_export import export_chat_dialog

    window = make_window()
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_project(_project(tmp_path, "plain"))
    model_server.script(text("The kettle is **on**."))
    window.chat.send("Tea?")
    _wait_replied(qtbot, window, 1)
    action = next(
        a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
        if a.text() == "E&xport Chat…"
    )
    assert action.isEnabled()
    dialog = export_chat_dialog(window)
    assert dialog is not None
    dialog.format.setCurrentIndex(dialog.format.findData("html"))
    target = tmp_path / "out" / "chat.html"
    target.parent.mkdir()
    dialog.path.setText(str(target))
    dialog.accept()
    qtbot.waitUntil(target.exists, timeout=10_000)
    html = target.read_text(encoding="utf-8")
    assert "<strong>on</strong>" in html and "Tea?" in html
    assert "<script" not in html.lower()
    qtbot.waitUntil(lambda: "exported" in window.statusBar().currentMessage(), timeout=5_000)
