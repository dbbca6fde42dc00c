"""Palettes for the dark-mode tests: a dark desktop palette and Qt's default light one."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

__all__ = ["DARK_BASE", "DARK_TEXT", "dark_palette", "light_palette"]

DARK_BASE = QColor("#1e1e1e")
DARK_TEXT = QColor("#e6e6e6")


def dark_palette(*, link: str | None = None) -> QPalette:
    """A dark palette as a dark desktop gives Fusion (``link``: its Link colour, else Qt's)."""
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {
        role.Window: "#2b2b2b", role.WindowText: "#e6e6e6", role.Base: DARK_BASE.name(),
        role.AlternateBase: "#262626", role.Text: DARK_TEXT.name(), role.Button: "#353535",
        role.ButtonText: "#e6e6e6", role.Highlight: "#2a82da", role.HighlightedText: "#ffffff",
        role.ToolTipBase: "#353535", role.ToolTipText: "#e6e6e6", role.PlaceholderText: "#8a8a8a",
    }
    if link is not None:
        colours[role.Link] = link
    for colour_role, colour in colours.items():
        palette.setColor(colour_role, QColor(colour))
    return palette


def light_palette() -> QPalette:
    """Qt's default light palette (white Base, black Text)."""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#000000"))
    return palette
