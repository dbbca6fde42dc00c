"""Keeping typed-ahead lines out of a streamed reply (the terminal players).

While a reply streams into the terminal, the terminal's own echo would print
whatever the user types right inside the reply's text. :class:`EchoHold` turns the
echo off for the time a line is being handled (only the echo: the line discipline
still collects the typed line, and Ctrl-C still interrupts), and turns it back on
afterwards. A line finished during the reply is read at the next prompt like any
other, and the console prints it after the prompt itself, so the screen shows
``> the line`` where it is taken. What was typed without Enter stays in the
terminal's line buffer and is sent with the rest of the line; it is not shown
again until then (Ctrl-R, the terminal's "reprint", shows it).

POSIX terminals only; elsewhere, and when stdin is not a terminal, it does nothing.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any, TextIO

__all__ = ["EchoHold"]


class EchoHold:
    """Turns a terminal's echo off while a line is handled, and knows that it did.

    Args:
        stream: stdin; nothing is done unless it is a POSIX terminal.
    """

    def __init__(self, stream: TextIO) -> None:
        self._fd: int | None = None
        self.held = False  # Echo was off at some point since the last typed-ahead check.
        if os.name != "posix":
            return
        try:
            fd = stream.fileno()
            if os.isatty(fd):
                self._fd = fd
        except (AttributeError, OSError, ValueError):
            self._fd = None

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """Echo off for the block (restored however the block ends)."""
        saved = self._echo_off()
        try:
            yield
        finally:
            if saved is not None:
                self._restore(saved)

    @contextlib.contextmanager
    def shown(self) -> Iterator[None]:
        """Echo on for the block, inside a :meth:`hold` (a question asked mid-reply)."""
        if self._fd is None:
            yield
            return
        import termios

        try:
            saved = termios.tcgetattr(self._fd)
            loud = termios.tcgetattr(self._fd)
            loud[3] |= termios.ECHO
            termios.tcsetattr(self._fd, termios.TCSANOW, loud)
        except (OSError, termios.error):
            yield
            return
        try:
            yield
        finally:
            self._restore(saved)

    def _echo_off(self) -> list[Any] | None:
        if self._fd is None:
            return None
        import termios

        try:
            saved = termios.tcgetattr(self._fd)
            quiet = termios.tcgetattr(self._fd)
            quiet[3] &= ~termios.ECHO  # lflag; ICANON and ISIG stay on.
            # TCSANOW: TCSAFLUSH would throw away what was typed ahead.
            termios.tcsetattr(self._fd, termios.TCSANOW, quiet)
        except (OSError, termios.error):
            return None
        self.held = True
        return saved

    def _restore(self, saved: list[Any]) -> None:
        import termios

        assert self._fd is not None  # Only what _echo_off saved comes back here.
        with contextlib.suppress(OSError, termios.error):
            termios.tcsetattr(self._fd, termios.TCSANOW, saved)

    def typed_ahead(self) -> bool:
        """Whether a whole line typed while the echo was off is waiting to be read.

        Once nothing is waiting, the lines that follow were typed with the echo
        on, so :attr:`held` is cleared.
        """
        if not self.held or self._fd is None:
            return False
        import select

        try:
            ready, _, _ = select.select([self._fd], [], [], 0)
        except (OSError, ValueError):
            ready = []
        if not ready:
            self.held = False
        return bool(ready)
