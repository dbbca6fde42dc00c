"""The few C types and the libc calls the kernel layers make, on ``_ctypes`` directly.

A worker applies its kernel layers through raw system calls (:mod:`.isolation`,
:mod:`.kernel`, :mod:`.landlock`, :mod:`.seccomp`). ``import ctypes`` costs
2 ms of every worker's cold start (about a tenth of it): the package defines
some forty C types, function prototypes and its endianness structures, and
imports ``struct`` and ``types``. These layers need seven integer types,
structures, arrays, pointers and one library handle, which ``_ctypes`` (the C
extension the package wraps) provides as they are: the classes below are
ctypes' own definitions (``class c_int(_SimpleCData): _type_ = "i"``), and
:func:`libc` is ``ctypes.CDLL(None, use_errno=True)`` — ``dlopen(NULL)``
(this process's own symbols), functions returning a C ``int`` unless their
``restype`` is set, each kept on the handle once looked up, ``errno`` saved
for :func:`get_errno`. The ``_ctypes`` interface used here has not changed since
ctypes joined the standard library; ``tests/sandbox/test_kernel_layers.py``
checks every layer built on it.

Standard library only; runs inside the worker. The Windows token code keeps
``ctypes`` (``WinDLL``, ``wintypes``).
"""

from __future__ import annotations

import _ctypes
from _ctypes import POINTER, Structure, byref, get_errno, sizeof

TYPE_CHECKING = False  # Not typing's: a worker does not import typing (~10 ms).
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "POINTER",
    "Structure",
    "byref",
    "c_int",
    "c_int32",
    "c_long",
    "c_size_t",
    "c_uint",
    "c_uint8",
    "c_uint16",
    "c_uint32",
    "c_uint64",
    "c_ushort",
    "get_errno",
    "libc",
]


class c_int(_ctypes._SimpleCData):
    _type_ = "i"


class c_uint(_ctypes._SimpleCData):
    _type_ = "I"


class c_long(_ctypes._SimpleCData):
    _type_ = "l"


class c_ulong(_ctypes._SimpleCData):
    _type_ = "L"


class c_ushort(_ctypes._SimpleCData):
    _type_ = "H"


class c_ubyte(_ctypes._SimpleCData):
    _type_ = "B"


class c_ulonglong(_ctypes._SimpleCData):
    _type_ = "Q"


class c_void_p(_ctypes._SimpleCData):
    _type_ = "P"


# The fixed-size names, as ctypes chooses them (C int is 32 bits wherever this runs).
c_int32, c_uint32, c_uint16, c_uint8, c_uint64 = c_int, c_uint, c_ushort, c_ubyte, c_ulonglong
c_size_t = c_ulong if sizeof(c_ulong) == sizeof(c_void_p) else c_ulonglong


class _Function(_ctypes.CFuncPtr):
    _flags_ = _ctypes.FUNCFLAG_CDECL | _ctypes.FUNCFLAG_USE_ERRNO
    _restype_ = c_int


class _Library:
    """What :func:`libc` returns: functions by attribute, as a ``ctypes.CDLL``."""

    def __init__(self) -> None:
        self._handle = _ctypes.dlopen(None, _ctypes.RTLD_LOCAL)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        function = _Function((name, self))  # type: ignore[arg-type]
        setattr(self, name, function)  # Kept, so a restype set on it stays (as ctypes).
        return function


def libc() -> Any:
    """``ctypes.CDLL(None, use_errno=True)``: the C library of this process (POSIX)."""
    return _Library()
