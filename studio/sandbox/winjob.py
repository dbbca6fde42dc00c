"""Windows Job Objects for workers (host side, ctypes, Windows only).

A worker is assigned to a Job Object with ``JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE``
(the worker dies with the host, even if the host crashes), a per-process memory
limit, and ``JOB_OBJECT_LIMIT_ACTIVE_PROCESS`` = 1 so the worker cannot start
children. On every other platform these functions do nothing.

Not exercised by the Linux test suite; see docs/SANDBOX.md.
"""

from __future__ import annotations

import sys
from typing import Any

JOB_OBJECT_LIMIT_PROCESS_MEMORY = 0x00000100
JOB_OBJECT_LIMIT_ACTIVE_PROCESS = 0x00000008
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x00002000
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS = 9
PROCESS_SET_QUOTA = 0x0100
PROCESS_TERMINATE = 0x0001
AS_OVERHEAD = 64 * 1024 * 1024


def assign_job(pid: int, memory_bytes: int) -> Any:
    """Put process ``pid`` into a new kill-on-close Job Object. Returns its handle or None."""
    if sys.platform != "win32":
        return None
    import ctypes
    from ctypes import wintypes

    class IoCounters(ctypes.Structure):
        _fields_ = [(name, ctypes.c_ulonglong) for name in (
            "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
            "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]  # fmt: skip

    class BasicLimits(ctypes.Structure):
        _fields_ = [
            ("PerProcessUserTimeLimit", ctypes.c_int64),
            ("PerJobUserTimeLimit", ctypes.c_int64),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class ExtendedLimits(ctypes.Structure):
        _fields_ = [
            ("BasicLimitInformation", BasicLimits),
            ("IoInfo", IoCounters),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    job = kernel32.CreateJobObjectW(None, None)
    if not job:
        return None
    info = ExtendedLimits()
    flags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_ACTIVE_PROCESS
    info.BasicLimitInformation.ActiveProcessLimit = 1
    if memory_bytes > 0:
        flags |= JOB_OBJECT_LIMIT_PROCESS_MEMORY
        info.ProcessMemoryLimit = memory_bytes + AS_OVERHEAD
    info.BasicLimitInformation.LimitFlags = flags
    ok = kernel32.SetInformationJobObject(
        job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS, ctypes.byref(info), ctypes.sizeof(info)
    )
    process = kernel32.OpenProcess(PROCESS_SET_QUOTA | PROCESS_TERMINATE, False, pid)
    if not ok or not process or not kernel32.AssignProcessToJobObject(job, process):
        if process:
            kernel32.CloseHandle(process)
        kernel32.CloseHandle(job)
        return None
    kernel32.CloseHandle(process)
    return job


def close_job(job: Any) -> None:
    """Close the job handle; with KILL_ON_JOB_CLOSE this kills anything still inside."""
    if sys.platform != "win32" or job is None:
        return
    import ctypes

    ctypes.WinDLL("kernel32").CloseHandle(job)
