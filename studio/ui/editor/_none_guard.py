"""A guard against a PySide6 6.12 reference-count bug that crashes CPython 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): every call of a Qt
method that returns ``void`` (``QLabel.setText``, ``QSyntaxHighlighter.setFormat``,
...) drops one reference to ``None`` that it never took. After some tens of
thousands of calls None's count reaches zero and the interpreter aborts with
"Fatal Python error: none_dealloc". A highlighter makes that many calls while
colouring one large file. CPython 3.12 made ``None`` immortal (PEP 683), so
there the bug is harmless; for older versions :func:`keep_none_alive` gives
``None`` a count so large it can never run out, which is what immortality means.
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["keep_none_alive"]

_BOOST = 1 << 40
_applied = False


def keep_none_alive() -> None:
    """Make ``None`` effectively immortal on CPython < 3.12 (idempotent; no-op elsewhere)."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    # ob_refcnt is the first field of every PyObject in release builds of CPython.
    ctypes.c_ssize_t.from_address(id(None)).value += _BOOST
    _applied = True


# Importing the editor package applies the guard: the highlighter needs it.
keep_none_alive()
