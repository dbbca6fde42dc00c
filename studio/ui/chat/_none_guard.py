"""A guard against a PySide6 6.12 reference-count bug that crashes CPython 3.11.

Measured here (PySide6-Essentials 6.12.0, CPython 3.11.7): a Python override of
``QAbstractItemModel.data`` that returns ``None`` (the usual "no value for this
role") loses one reference to ``None`` per call, and so do other calls across
the binding; a chat of a few thousand rows runs ``None``'s count down to zero
and the interpreter aborts with "Fatal Python error: none_dealloc". CPython 3.12
made ``None`` immortal (PEP 683), so the bug is harmless there; on older
versions :func:`keep_none_alive` gives ``None`` a count so large it cannot run
out. The editor package carries the same guard; the app should apply one copy
at start-up (see the report of issue 6).
"""

from __future__ import annotations

import ctypes
import sys

__all__ = ["keep_none_alive"]

_BOOST = 1 << 40
_state = {"applied": False}


def keep_none_alive() -> None:
    """Make ``None`` effectively immortal on CPython < 3.12 (idempotent; no-op elsewhere)."""
    if _state["applied"] or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    # ob_refcnt is the first field of every PyObject in release builds of CPython.
    ctypes.c_ssize_t.from_address(id(None)).value += _BOOST
    _state["applied"] = True
