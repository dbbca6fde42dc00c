"""Whether the GUI can open a window here, asked before Qt is imported.

On Linux (and the BSDs) Qt picks its platform plugin from the environment: with
neither ``$DISPLAY`` (X11) nor ``$WAYLAND_DISPLAY`` set and no
``$QT_QPA_PLATFORM`` chosen, it prints several lines about plugins and aborts the
process (SIGABRT, a core dump). :func:`missing_display` says so in one line
instead, so ``character-studio`` and ``character-player`` can exit with it.
macOS and Windows always have a display for a logged-in user and are not checked.

This module imports nothing of Qt (nor anything else outside the standard library).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

__all__ = ["NO_DISPLAY", "missing_display"]

NO_DISPLAY = (
    "error: no display to open a window on (neither $DISPLAY nor $WAYLAND_DISPLAY is "
    "set): run it in a desktop session, or play in the terminal instead: "
    "character-studio play PACKAGE (QT_QPA_PLATFORM=offscreen runs the GUI unseen)"
)


def missing_display(
    argv: Sequence[str],
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
) -> str | None:
    """The one-line error when the GUI could not open a window, else None.

    Args:
        argv: The GUI's arguments: ``--smoke`` runs offscreen by itself, and
            ``-h``/``--help`` only prints, so neither needs a display.
        environ: The environment (default: ``os.environ``).
        platform: ``sys.platform`` (default: this one's).
    """
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if not (system.startswith("linux") or "bsd" in system):
        return None
    if any(a in ("-h", "--help", "--smoke") or a.startswith("--smoke=") for a in argv):
        return None
    if env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY
