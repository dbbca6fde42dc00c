"""A lock that holds across threads and processes.

A :class:`FileLock` combines a :class:`threading.Lock` (threads of this process)
with an OS advisory lock on a small lock file (other processes): ``fcntl.flock``
on POSIX, ``msvcrt.locking`` on Windows. Advisory means a program that does not
take the lock is not stopped, which is fine: every writer of our files is us.

The lock is taken for the duration of one write (or one load) and released
after, not for as long as a conversation is open. Two windows or a window and a
terminal player can therefore have the same conversation open; what they cannot
do is interleave bytes. A writer that finds the file changed by someone else
since it loaded refuses (see ``Conversation``) instead of writing on stale state.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path
from types import TracebackType

from studio.errors import StorageError

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

__all__ = ["FileLock"]


class FileLock:
    """A re-usable, non-reentrant lock for one resource, shared with other processes.

    Args:
        path: The lock file. It is created if missing and never deleted by the
            lock itself (deleting a lock file another process has open would
            let a third process lock a different inode).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._thread_lock = threading.Lock()
        self._fd: int | None = None

    def _ensure_fd(self) -> int:
        if self._fd is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            except OSError as exc:
                raise StorageError(
                    f"cannot open lock file: {exc.strerror or exc}", path=self.path
                ) from None
        return self._fd

    def acquire(self) -> None:
        """Block until this thread holds the lock in this and every other process."""
        self._thread_lock.acquire()
        try:
            fd = self._ensure_fd()
            if sys.platform == "win32":  # pragma: no cover - Windows
                os.lseek(fd, 0, os.SEEK_SET)
                # LK_LOCK retries for about 10 s, then raises; loop to wait as long as needed.
                while True:
                    try:
                        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                        break
                    except OSError:
                        continue
            else:
                fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            self._thread_lock.release()
            raise

    def release(self) -> None:
        """Release the lock taken by :meth:`acquire`."""
        try:
            if self._fd is not None:
                if sys.platform == "win32":  # pragma: no cover - Windows
                    os.lseek(self._fd, 0, os.SEEK_SET)
                    msvcrt.locking(self._fd, msvcrt.LK_UNLCK, 1)
                else:
                    fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            self._thread_lock.release()

    def close(self) -> None:
        """Close the lock file descriptor (the file stays on disk)."""
        with self._thread_lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()
