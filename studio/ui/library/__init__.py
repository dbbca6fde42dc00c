"""The player's character library (``studio.storage.library`` shown as a widget)."""

from studio.ui.library.panel import LibraryPanel

__all__ = ["LibraryPanel"]
