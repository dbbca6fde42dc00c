"""Windows: the worker lowers its own token before any agent code runs (ctypes).

Runs inside the worker (standard library only), next to the host's Job Object
(:mod:`.winjob`). Two layers:

* ``low-integrity``: the process token's integrity level becomes *Low*
  (``S-1-16-4096``). Windows' mandatory integrity control then refuses every
  write to objects of Medium integrity — the user's files, registry keys and
  folders — and any ``OpenProcess`` for reading or writing the memory of the
  player (no-read-up holds for process objects), whatever the file ACLs say. A
  process may always lower its own level; it can never raise it again.
* ``no-privileges``: every privilege in the token is removed
  (``SE_PRIVILEGE_REMOVED``), so even a worker of an administrator has no
  ``SeDebugPrivilege``, ``SeBackupPrivilege`` or the like.

A *restricted* token (``CreateRestrictedToken``) can only be given to a new
process, which asyncio's subprocess API cannot do; the two layers above apply
to the running worker and stop the same things that matter here (writes and
reading the player). **Not exercised here**: CI runs on Linux; the tests check
the code path on other systems and the constants.
"""

from __future__ import annotations

import sys

LOW_INTEGRITY_SID = "S-1-16-4096"
SE_GROUP_INTEGRITY = 0x00000020
SE_PRIVILEGE_REMOVED = 0x00000004
TOKEN_QUERY = 0x0008
TOKEN_ADJUST_PRIVILEGES = 0x0020
TOKEN_ADJUST_DEFAULT = 0x0080
TOKEN_PRIVILEGES_CLASS = 3
TOKEN_INTEGRITY_LEVEL_CLASS = 25


def lower_token() -> list[str]:
    """Apply both layers to this process. Returns those that applied (none off Windows)."""
    if sys.platform != "win32":
        return []
    import ctypes
    from ctypes import wintypes

    advapi = ctypes.WinDLL("advapi32", use_last_error=True)
    kernel = ctypes.WinDLL("kernel32", use_last_error=True)
    token = wintypes.HANDLE()
    access = TOKEN_QUERY | TOKEN_ADJUST_PRIVILEGES | TOKEN_ADJUST_DEFAULT
    if not advapi.OpenProcessToken(kernel.GetCurrentProcess(), access, ctypes.byref(token)):
        return []
    layers: list[str] = []
    try:
        if _remove_privileges(advapi, token):
            layers.append("no-privileges")
        if _set_low_integrity(advapi, kernel, token):
            layers.append("low-integrity")
    finally:
        kernel.CloseHandle(token)
    return layers


def _remove_privileges(advapi: object, token: object) -> bool:
    import ctypes
    from ctypes import wintypes

    class Luid(ctypes.Structure):
        _fields_ = [("LowPart", wintypes.DWORD), ("HighPart", wintypes.LONG)]

    class LuidAndAttributes(ctypes.Structure):
        _fields_ = [("Luid", Luid), ("Attributes", wintypes.DWORD)]

    needed = wintypes.DWORD()
    get = advapi.GetTokenInformation  # type: ignore[attr-defined]
    get(token, TOKEN_PRIVILEGES_CLASS, None, 0, ctypes.byref(needed))
    buffer = ctypes.create_string_buffer(needed.value)
    if not get(token, TOKEN_PRIVILEGES_CLASS, buffer, needed, ctypes.byref(needed)):
        return False
    count = wintypes.DWORD.from_buffer(buffer).value
    entries = (LuidAndAttributes * count).from_buffer(buffer, ctypes.sizeof(wintypes.DWORD))
    for entry in entries:
        entry.Attributes = SE_PRIVILEGE_REMOVED
    adjust = advapi.AdjustTokenPrivileges  # type: ignore[attr-defined]
    if not adjust(token, False, buffer, 0, None, None):
        return False
    return ctypes.get_last_error() == 0  # type: ignore[attr-defined]


def _set_low_integrity(advapi: object, kernel: object, token: object) -> bool:
    import ctypes
    from ctypes import wintypes

    class SidAndAttributes(ctypes.Structure):
        _fields_ = [("Sid", ctypes.c_void_p), ("Attributes", wintypes.DWORD)]

    sid = ctypes.c_void_p()
    convert = advapi.ConvertStringSidToSidW  # type: ignore[attr-defined]
    if not convert(LOW_INTEGRITY_SID, ctypes.byref(sid)):
        return False
    try:
        label = SidAndAttributes(sid, SE_GROUP_INTEGRITY)
        size = ctypes.sizeof(label) + advapi.GetLengthSid(sid)  # type: ignore[attr-defined]
        setter = advapi.SetTokenInformation  # type: ignore[attr-defined]
        return bool(setter(token, TOKEN_INTEGRITY_LEVEL_CLASS, ctypes.byref(label), size))
    finally:
        kernel.LocalFree(sid)  # type: ignore[attr-defined]
