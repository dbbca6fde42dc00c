"""Links in chat rows: which ones may open, and opening them.

Message text comes from the model, from agents and from the package author, so
a link in it is untrusted. Markdown rendering already drops ``javascript:``,
``file:``, ``data:`` and ``vbscript:`` targets (markdown-it's URL validation),
but other schemes, autolinks such as ``<ftp://host>`` and relative targets
still become anchors. The view opens a link only when :func:`openable_url`
accepts it: an absolute ``http``/``https`` URL with a host, or a ``mailto:``
with an address. Everything else stays visible text that never opens; its
tooltip says why.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

#: The only schemes a click in the chat hands to the system.
OPENABLE_SCHEMES = frozenset({"http", "https", "mailto"})
NOT_OPENED = "not opened: only http, https and mailto links open from the chat"


def openable_url(href: str) -> QUrl | None:
    """The URL to open for an anchor's ``href``, or None when it must not be opened."""
    url = QUrl(href)
    if not url.isValid() or url.isRelative():
        return None
    scheme = url.scheme().lower()  # QUrl lowercases schemes; this keeps the check obvious
    if scheme not in OPENABLE_SCHEMES:
        return None
    if scheme == "mailto":
        return url if url.path() else None
    return url if url.host() else None


def link_tooltip(href: str) -> str:
    """What hovering a link shows: its target, and whether a click opens it."""
    return href if openable_url(href) is not None else f"{href}\n({NOT_OPENED})"


def open_link(href: str) -> bool:
    """Open ``href`` in the system's browser or mail client if it is openable.

    Returns:
        True if it was handed to :meth:`QDesktopServices.openUrl`.
    """
    url = openable_url(href)
    if url is None:
        return False
    QDesktopServices.openUrl(url)
    return True
