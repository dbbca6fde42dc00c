"""When the setup flow shows, and how a character's review joins it (never two dialogs).

* :func:`model_ready` — whether sending can work: an endpoint override (``--smoke``),
  the built-in model running, or a configured endpoint with its key.
* :func:`first_run` — at start, with nothing set up: the setup flow.
* :func:`open_setup` — the same flow from the chat's banner.
* :func:`defer_review` — a character loaded while the setup flow is open: its review
  becomes the flow's second page instead of a second dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from studio.package import CharacterPackage
from studio.ui.dialogs.first_run import needs_first_run
from studio.ui.dialogs.package_summary import remember_acceptance
from studio.ui.i18n import translate
from studio.ui.player.setup import SetupDialog

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["defer_review", "first_run", "model_ready", "open_setup"]


def model_ready(window: MainWindow) -> bool:
    """Whether a model is set up that the player can send to now."""
    if window._endpoint_override is not None:
        return True
    if window.settings.provider == "builtin":
        return window.builtin.running
    return not needs_first_run(window.settings, data_dir=window.data_dir)


def first_run(window: MainWindow) -> None:
    """At start: the setup flow when no model is set up (and the window may ask)."""
    if window.ask_first_run and not model_ready(window) and window.settings.provider != "builtin":
        open_setup(window)


def open_setup(window: MainWindow) -> SetupDialog:
    """Open (or raise) the setup flow; a character loading meanwhile joins it."""
    current: SetupDialog | None = getattr(window, "setup_dialog", None)
    if current is not None and current.isVisible():
        current.raise_()
        return current
    dialog = SetupDialog(
        window.settings,
        window,
        launcher=window.builtin,
        settings_path=window.settings_path,
        data_dir=window.data_dir,
        probe_ports=getattr(window, "probe_ports", None),
    )
    window.setup_dialog = dialog
    pending: list[Callable[[], None]] = []
    window._setup_pending = pending  # the continuation of a deferred review

    def finished(_result: int) -> None:
        window.setup_dialog = None
        if dialog.choice is not None:
            window.settings = dialog.result_settings()
        package = dialog.package
        if package is not None and dialog.review_accepted:
            window.settings = remember_acceptance(window.settings, package)
            window._save_settings()
            for proceed in pending:
                proceed()
        elif package is not None and not dialog.review_shown:
            # "Not now" to the model, not to the character: review it on its own now.
            for proceed in pending:
                proceed()
        elif package is not None:
            window.statusBar().showMessage(
                translate("Window", "Not opened: {name} was not accepted.").format(
                    name=package.name
                )
            )
        elif dialog.choice is not None:
            window.reopen_player()
        home = getattr(window, "player_home", None)
        if home is not None:
            home.update_gate()
        dialog.deleteLater()

    dialog.finished.connect(finished)
    dialog.open()
    return dialog


def defer_review(
    window: MainWindow, package: CharacterPackage, proceed: Callable[[], None]
) -> bool:
    """Join a character's review to the open setup flow; False when none is open."""
    dialog: SetupDialog | None = getattr(window, "setup_dialog", None)
    if dialog is None or not dialog.isVisible():
        return False
    dialog.add_review(package)
    window._setup_pending[:] = [proceed]
    return True
