"""How the app looks: themes, accent colour, chat font, the focus ring (issue 28)."""

from studio.ui.look.focus_ring import FocusRing
from studio.ui.look.look import Look, chat_font, install, of
from studio.ui.look.themes import THEMES, Theme, palette_for

__all__ = ["THEMES", "FocusRing", "Look", "Theme", "chat_font", "install", "of", "palette_for"]
