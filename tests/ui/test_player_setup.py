"""The player's first run: one setup flow (connect a model, then review), never two dialogs."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from studio.storage import load_settings
from studio.ui.player.setup import SetupDialog
from tests.support.model_server import ModelServer, text
from tests.ui.helpers_inspectors import KEY
from tests.ui.helpers_player import ROOT, ScriptedBuiltin, visible_dialogs


def _port(server: ModelServer) -> int:
    return int(server.url.rsplit(":", 1)[1].split("/")[0])


def _odile(tmp_path: Path) -> Path:
    target = tmp_path / "menagerie"
    shutil.copytree(ROOT / "characters" / "menagerie", target)
    return target


def _wait_replied(qtbot, window, count: int) -> None:
    qtbot.waitUntil(
        lambda: sum(1 for e in window.chat.entries if e.get("role") == "assistant") >= count,
        timeout=15_000,
    )


def test_first_run_finds_a_local_server_then_reviews_the_character_in_one_dialog(
    qtbot,
    player_window,
    tmp_path,
    model_server,
):
    window = player_window(ask_first_run=True)
    window.probe_ports = [_port(model_server)]  # the scripted server stands in for Ollama
    window.open_path(_odile(tmp_path))
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert isinstance(dialog, SetupDialog)
    # Sending is off, with a prompt, until a model is set up.
    assert not window.chat.send_button.isEnabled() and window.chat.input.isReadOnly()
    assert window.player_home is not None
    banner = window.player_home.banner
    assert not banner.isHidden() and "No model is set up" in banner.label.text()
    # The probed server is listed with its models.
    qtbot.waitUntil(lambda: len(dialog.local_models()) == 2, timeout=10_000)
    assert f"test-model  (127.0.0.1:{_port(model_server)})" in dialog.local_models()[0]
    # The character finished loading meanwhile: its review joins this dialog.
    qtbot.waitUntil(lambda: dialog.package is not None, timeout=15_000)
    assert visible_dialogs() == [dialog]
    assert dialog.next_button.text() == "Next" and not dialog.next_button.isEnabled()
    qtbot.mouseClick(
        dialog.local_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=dialog.local_list.visualItemRect(dialog.local_list.item(0)).center(),
    )
    assert dialog.next_button.isEnabled()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    review = dialog.review_text()
    assert "Before you play Odile" in dialog.review_intro.text()
    assert "small programs" in review and "@api" not in review and "studio." not in review
    assert dialog.next_button.text() == "Accept and play"
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    saved = load_settings(tmp_path / "settings.json")
    assert saved.base_url == model_server.url and saved.main_model == "test-model"
    assert window.package is not None and window.package.sha256 in saved.accepted_packages
    # Now the model is set up: the prompt goes and Send works.
    qtbot.waitUntil(lambda: window.chat.send_button.isEnabled(), timeout=5_000)
    assert banner.isHidden() and not window.chat.input.isReadOnly()
    model_server.script(text("Welcome to the menagerie."))
    window.chat.send("hello")
    _wait_replied(qtbot, window, 1)
    assert model_server.requests[-1].body["model"] == "test-model"


def test_something_else_on_a_probed_port_is_flagged_not_offered(
    qtbot,
    player_window,
    tmp_path,
):
    import http.server

    class NotAnLlm(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<html>a router page</html>")

        def log_message(self, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotAnLlm)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        window = player_window(ask_first_run=True)
        window.probe_ports = [httpd.server_address[1]]
        window.maybe_first_run()
        dialog = window.setup_dialog
        assert dialog is not None
        qtbot.waitUntil(lambda: dialog.local_list.count() == 1, timeout=10_000)
        row = dialog.local_list.item(0)
        assert "not an LLM server" in row.text() and not row.flags() & Qt.ItemFlag.ItemIsEnabled
        assert dialog.local_models() == [] and "None found" in dialog.local_status.text()
        assert not dialog.next_button.isEnabled()
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_first_run_with_the_builtin_model_shows_progress_and_plays(
    qtbot,
    player_window,
    tmp_path,
    model_server,
):
    window = player_window(ask_first_run=True)
    window.probe_ports = []
    gate = threading.Event()
    stand_in = ScriptedBuiltin(model_server.url, gate)
    downloads: list[tuple[int, int]] = []
    launcher = window.builtin
    launcher.server_factory = lambda: stand_in
    launcher.installed = lambda: False

    def install(progress) -> None:
        for done in (40_000_000, 98_000_000):
            progress(done, 98_000_000)
            downloads.append((done, 98_000_000))

    launcher.installer = install
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.builtin_button, Qt.MouseButton.LeftButton)
    assert not dialog.builtin_button.isEnabled() and dialog.builtin_bar.isVisibleTo(dialog)
    qtbot.waitUntil(lambda: dialog.builtin_status.text() == "Checking the built-in model…")
    assert downloads and dialog.builtin_bar.value() == 1000  # the download's progress shown
    assert dialog.choice is None
    gate.set()
    qtbot.waitUntil(lambda: dialog.choice is not None, timeout=10_000)
    assert dialog.choice == {"provider": "builtin", "base_url": "", "model": "smollm2"}
    assert dialog.next_button.text() == "Start playing"
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert load_settings(tmp_path / "settings.json").provider == "builtin"
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(ROOT / "characters" / "plain")
    assert window.chat.send_button.isEnabled()
    model_server.script(text("Mind the step."))
    window.chat.send("hello")
    _wait_replied(qtbot, window, 1)
    assert model_server.requests[-1].body["model"] == "smollm2"
    window.close()
    assert stand_in.stopped  # the window's use of the server ends with it


def test_a_builtin_model_that_cannot_start_says_why_and_offers_a_retry(
    qtbot,
    player_window,
):
    from studio.errors import LocalModelError

    class Broken(ScriptedBuiltin):
        def start(self, progress=None):
            raise LocalModelError("the port is taken; close the other program and try again")

    window = player_window(ask_first_run=True)
    window.probe_ports = []
    window.builtin.server_factory = lambda: Broken("http://127.0.0.1:9/v1")
    window.builtin.installed = lambda: True
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.builtin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.builtin_button.text() == "Try again", timeout=10_000)
    assert "the port is taken" in dialog.builtin_status.text()
    assert dialog.choice is None and not dialog.next_button.isEnabled()


@pytest.mark.timeout(240)
def test_first_run_with_the_real_builtin_model(qtbot, player_window, tmp_path):
    from studio.providers.builtin import status

    if not status().installed:
        pytest.skip("the built-in model is not installed (run: character-studio models install)")
    window = player_window(ask_first_run=True)
    window.probe_ports = []
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.builtin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.choice is not None, timeout=150_000)
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=30_000):
        window.open_path(ROOT / "characters" / "plain")
    qtbot.waitUntil(lambda: window.chat.send_button.isEnabled(), timeout=10_000)
    window.chat.send("Hello!")
    qtbot.waitUntil(
        lambda: any(
            e.get("role") == "assistant" and str(e.get("content", "")).strip()
            for e in window.chat.entries
        ),
        timeout=120_000,
    )


def test_not_now_to_the_model_still_reviews_the_character_after_the_flow_closes(
    qtbot,
    player_window,
    tmp_path,
    monkeypatch,
):
    from studio.ui.dialogs import PackageSummaryDialog

    shown: list[int] = []

    def review(dialog: PackageSummaryDialog) -> int:
        shown.append(len(visible_dialogs()))  # the setup flow is gone by now
        return 1

    monkeypatch.setattr(PackageSummaryDialog, "exec", review)
    window = player_window(ask_first_run=True)
    window.probe_ports = []
    window.open_path(_odile(tmp_path))
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.package is not None, timeout=15_000)
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        qtbot.mouseClick(dialog.later_button, Qt.MouseButton.LeftButton)
    assert shown == [0]
    assert window.player_home is not None and not window.player_home.banner.isHidden()
    assert not window.chat.send_button.isEnabled()


def test_an_online_service_with_a_key_is_checked_saved_and_used(
    qtbot,
    player_window,
    tmp_path,
    model_server,
    memory_keyring,
    monkeypatch,
):
    import dataclasses

    from studio.providers import PRESETS
    from studio.storage.secrets import get_api_key

    # The scripted server plays OpenAI (same preset, its own address).
    monkeypatch.setitem(
        PRESETS, "openai", dataclasses.replace(PRESETS["openai"], base_url=model_server.url)
    )
    window = player_window(ask_first_run=True)
    window.probe_ports = []
    window.maybe_first_run()
    dialog = window.setup_dialog
    assert dialog is not None
    dialog.cloud_provider.setCurrentIndex(dialog.cloud_provider.findData("openai"))
    qtbot.mouseClick(dialog.cloud_button, Qt.MouseButton.LeftButton)
    assert dialog.cloud_status.text() == "Paste your API key first." and dialog.choice is None
    qtbot.keyClicks(dialog.cloud_key, KEY)
    qtbot.mouseClick(dialog.cloud_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.choice is not None, timeout=10_000)
    assert dialog.cloud_model.currentText() == "test-model"
    assert KEY not in dialog.cloud_status.text()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    saved = load_settings(tmp_path / "settings.json")
    assert (saved.provider, saved.base_url, saved.main_model) == (
        "openai",
        model_server.url,
        "test-model",
    )
    assert KEY not in (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert get_api_key(data_dir=tmp_path / "data") == KEY
    window.auto_accept = True
    with qtbot.waitSignal(window.characterOpened, timeout=15_000):
        window.open_path(ROOT / "characters" / "plain")
    qtbot.waitUntil(lambda: window.chat.send_button.isEnabled(), timeout=5_000)
    model_server.script(text("Ahoy."))
    window.chat.send("hello")
    _wait_replied(qtbot, window, 1)
    assert model_server.requests[-1].headers.get("authorization") == f"Bearer {KEY}"


def test_a_window_closed_while_the_builtin_model_starts_still_stops_it(qtbot) -> None:
    """A stop() before the start finished used to drop the server the worker then
    started: a llama.cpp process nobody stopped or waited for."""
    from studio.ui.player.builtin import BuiltinLauncher

    gate = threading.Event()
    stand_in = ScriptedBuiltin("http://127.0.0.1:9/v1", gate=gate)
    launcher = BuiltinLauncher(server_factory=lambda: stand_in, installed=lambda: True)
    launcher.start()
    launcher.stop(timeout=0)  # the start is still under way
    gate.set()
    launcher.wait(10)
    assert stand_in.info is not None  # it did start...
    assert stand_in.stopped  # ...and was stopped, not kept
    assert not launcher.running
