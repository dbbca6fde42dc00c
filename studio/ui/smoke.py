"""``--smoke URL``: prove a build works without a person.

Opens the main window (offscreen unless a display is set) with a sample
character copied to a temporary folder, sends one message to the model server
at ``URL``, waits for the reply, saves a screenshot and exits 0. Any failure —
the character does not open, the model errors, nothing arrives in time — exits
1 with the reason on stderr.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from studio import paths
from studio.ui.bridge import EngineBridge
from studio.ui.main_window import MainWindow
from studio.ui.opening import Endpoint

SMOKE_MESSAGE = "Hello! This is a smoke test."


def default_sample() -> Path:
    """The sample character ``--smoke`` opens when given none."""
    bundled = paths.resources_dir() / "samples" / "menagerie"
    if bundled.is_dir():
        return bundled
    return Path(__file__).resolve().parents[2] / "characters" / "menagerie"


def run_smoke(
    app: QApplication, bridge: EngineBridge, args: argparse.Namespace, *, mode: str
) -> int:
    """Play one turn against ``args.smoke``; returns the exit status."""
    work = Path(tempfile.mkdtemp(prefix="studio-smoke-"))
    source = Path(args.path) if args.path else default_sample()
    target = work / source.name
    if source.is_dir():
        shutil.copytree(source, target, ignore=shutil.ignore_patterns("conversations"))
    else:
        shutil.copy2(source, target)
    endpoint = Endpoint(
        base_url=args.smoke, api_key="smoke-test", main_model=args.model, worker_model=None
    )
    window = MainWindow(
        bridge,
        mode=mode,
        settings_path=work / "settings.json",
        data_dir=work / "data",
        endpoint=endpoint,
        ask_first_run=False,
        remember_layout=False,
    )
    window.auto_accept = True
    window.resize(1280, 800)
    window.show()
    outcome: dict[str, Any] = {"status": 1, "reason": "timed out"}
    screenshot = Path(args.screenshot) if args.screenshot else work / "smoke.png"

    def finish(status: int, reason: str) -> None:
        outcome.update(status=status, reason=reason)
        app.exit(status)

    def replied(replying: bool) -> None:
        if replying:
            return

        async def entries(player: Any) -> list[dict[str, Any]]:
            return list(player.get_conversation())

        bridge.submit(entries, check, what="read the conversation")

    def check(entries: list[dict[str, Any]]) -> None:
        window.grab().save(str(screenshot))
        errors = [e["content"] for e in entries if e.get("role") == "error"]
        replies = [e for e in entries if e.get("role") == "assistant" and e.get("content")]
        if errors:
            finish(1, f"the turn failed: {errors[0]}")
        elif not replies:
            finish(1, "no reply arrived")
        else:
            finish(0, f"ok: screenshot saved to {screenshot}")

    def opened(_name: str) -> None:
        window.chat.replyingChanged.connect(replied)
        window.chat.send(SMOKE_MESSAGE)

    window.characterOpened.connect(opened)
    window.openFailed.connect(lambda message: finish(1, message))

    def bridge_failed(what: str, message: str) -> None:
        # A failed turn raises (decisions §14); the smoke run reports it as such.
        if what == "send the message":
            finish(1, f"the turn failed: {message}")
        else:
            finish(1, f"could not {what}: {message}")

    bridge.failed.connect(bridge_failed)
    QTimer.singleShot(int(args.timeout * 1000), lambda: finish(1, "timed out"))
    QTimer.singleShot(0, lambda: window.open_path(target))
    app.exec()
    window.close()
    stream = sys.stdout if outcome["status"] == 0 else sys.stderr
    print(outcome["reason"], file=stream)
    if outcome["status"] == 0 and args.screenshot:
        shutil.rmtree(work, ignore_errors=True)
    return int(outcome["status"])
