"""Starting the GUI: ``character-studio [open] PATH`` and ``character-player [PATH]``.

``--smoke URL`` opens the main window offscreen with a character, plays one
turn against the model server at ``URL``, saves a screenshot and exits 0 (1 on
failure) — so every built artifact can be checked without a person.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from studio.sandbox import hostguard


def _parser(mode: str) -> argparse.ArgumentParser:
    prog = "character-studio" if mode == "studio" else "character-player"
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("path", nargs="?", help="a project folder or package to open")
    parser.add_argument("--smoke", metavar="URL", help="play one turn against URL, then exit")
    parser.add_argument("--screenshot", metavar="PNG", help="where --smoke saves its screenshot")
    parser.add_argument("--model", default="smoke-model", help="model name for --smoke")
    parser.add_argument("--timeout", type=float, default=60.0, help="--smoke time limit (s)")
    return parser


def _language_choice() -> str:
    """Settings' interface language ("" : the system's; an unreadable file: the system's)."""
    from studio.errors import StorageError
    from studio.storage.settings import load_settings

    try:
        return load_settings().language
    except StorageError:  # the window reports the broken file when it loads it
        return ""


def run(argv: Sequence[str] | None, *, mode: str) -> int:
    """Run the application; returns the exit status."""
    args = _parser(mode).parse_args(argv)
    if args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Character Studio" if mode == "studio" else "Character Player")
    from studio.ui import i18n, probe

    i18n.install_translator(app, _language_choice())

    probe.install_from_env(app)  # journey tests read the accessibility tree (docs/JOURNEYS.md)
    bridge = EngineBridge()
    if args.smoke:
        from studio.ui.smoke import run_smoke

        return run_smoke(app, bridge, args, mode=mode)
    window = MainWindow(bridge, mode=mode)
    hostguard.show_missing_once(lambda text: window.statusBar().showMessage(text, 30_000))
    from studio.ui.file_open import FileOpenForwarder

    app.installEventFilter(FileOpenForwarder(window, parent=window))  # macOS: Finder opens
    window.show()
    if mode == "studio":
        # Studio's first run is a modal dialog: what the command line names opens after
        # it, with the endpoint it set (a party opened before it kept the default one).
        window.maybe_first_run()
    if args.path:
        window.open_path(Path(args.path))
    else:
        window.reopen_last()
    if mode != "studio":
        window.maybe_first_run()  # Player's setup flow takes a character's review in
    return int(app.exec())
