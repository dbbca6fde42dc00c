"""A screenshot of a party chat (the sample Tea Party); docs/screenshots/party.png.

The picture is written to the test's temp folder; with ``PARTY_SCREENSHOT=PATH``
in the environment it is also saved there (``PARTY_SCREENSHOT=docs/screenshots/party.png``
refreshes the one in the docs).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from studio.storage import Settings
from studio.ui.opening import Endpoint
from studio.ui.party.window import PartyWindow
from tests.support.model_server import ModelServer, text, tool_calls

ROOT = Path(__file__).resolve().parents[2]


def _wait(qtbot, window: PartyWindow, replies: int) -> None:
    chat = window.chat
    qtbot.waitUntil(
        lambda: (
            not chat.replying
            and sum(1 for e in chat.entries if e.get("role") == "assistant" and e.get("content"))
            >= replies
        ),
        timeout=30_000,
    )


def test_screenshot_of_a_party_chat(qtbot, tmp_path: Path, model_server: ModelServer) -> None:
    shutil.copytree(ROOT / "characters", tmp_path / "characters")
    endpoint = Endpoint(base_url=model_server.url, api_key="k", main_model="m", worker_model=None)
    window = PartyWindow(endpoint, Settings(), data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    with qtbot.waitSignal(window.opened, timeout=30_000):
        window.open_party(tmp_path / "characters" / "tea-party.party.json")
    chat = window.chat
    qtbot.waitUntil(lambda: chat.addressees.combo.count() == 4)
    model_server.script(
        text("Something smoky, I think: **Lapsang souchong**. Quill, what does the shelf hold?"),
        tool_calls([("memory_save", {"key": "tonight", "value": "Lapsang for Mara"})]),
        text("Lapsang, a first-flush *Darjeeling* and a jasmine pearl. I've noted Mara's pick."),
    )
    chat.send("Good evening, everyone! What shall we drink tonight?")
    _wait(qtbot, window, 2)
    model_server.script(
        tool_calls([("plant_seed", {"herb": "mint", "bed": 2})]),
        text("*winks* The last slice of lemon cake is yours. Not a word to Mara."),
    )
    chat.addressees.choose("Odile", private=True)
    chat.send("Psst, could you hide a slice of cake for me?")
    _wait(qtbot, window, 3)
    model_server.script(
        text("The **Darjeeling**: light and floral, kind to a late evening."),
        text("Darjeeling it is, then. I'll fetch the good cups."),
    )
    chat.addressees.choose("Quill")
    chat.send("Quill, what would you recommend for me?")
    _wait(qtbot, window, 5)
    inspector = window.store_inspector
    qtbot.waitUntil(lambda: inspector.group_item("Odile") is not None, timeout=10_000)
    qtbot.waitUntil(lambda: inspector.group_item("Quill") is not None, timeout=10_000)
    chat.view.follow()
    qtbot.wait(50)  # let the delegate measure the painted rows (a paint, not a sleep on the engine)
    out = tmp_path / "party.png"
    assert window.grab().save(str(out))
    assert out.stat().st_size > 10_000
    target = os.environ.get("PARTY_SCREENSHOT")
    if target:
        shutil.copyfile(out, target)
