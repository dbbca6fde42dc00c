"""The loop both terminal players run: read a line, run a command or a turn, show it.

:class:`BaseConsole` owns what ``play`` and ``party`` share: the prompt, reading
stdin without a thread (so Ctrl-C at the idle prompt ends the program at once),
Ctrl-C during a turn (stops it: what arrived is kept), the ``/commands`` of
:mod:`studio.terminal.commands`, event lines naming their agent, and failure
reporting. Subclasses say how a message is sent and how a reply is shown.

While a line is handled the terminal does not echo what is typed
(:mod:`studio.terminal.echo`): a line typed during a streamed reply is shown
after the next prompt, where it is taken, not inside the reply.

Output: replies go to stdout; status, log, toast, tool and error lines go to
stderr, so ``play < in.txt > out.txt`` captures only the conversation.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Awaitable, Callable
from typing import Any, TextIO, TypeVar

from studio.errors import ProviderError, StudioError
from studio.terminal.commands import COMMANDS, CommandError, parse_input
from studio.terminal.echo import EchoHold

SHORT_RESULT = 70
T = TypeVar("T")


def short(text: object, limit: int = SHORT_RESULT) -> str:
    """One line of at most ``limit`` characters (tool results, history lines)."""
    value = " ".join(str(text if text is not None else "").split())
    return value if len(value) <= limit else value[: limit - 1] + "…"


LOCAL_HINT = (
    "The built-in model server did not answer: start again to restart it "
    "(character-studio models verify checks the model file)."
)


def failure_hint(err: StudioError, *, local: bool = False) -> str:
    """What a terminal user does about a failed turn (flags, not GUI settings).

    ``local``: the turn went to the built-in model (``--local``), whose endpoint the
    user never chose, so the advice is about that server, never ``--base-url``.
    """
    if isinstance(err, ProviderError) and local:
        text = str(err)
        unreachable = err.status is None and ("could not reach" in text or "timed out" in text)
        return LOCAL_HINT if unreachable or (err.status or 0) >= 404 else ""
    if isinstance(err, ProviderError):
        if err.status in (401, 403):
            return "Pass the key with --api-key-env VAR (the variable that holds it)."
        if err.status == 404:
            return "Check --base-url and --model (the endpoint's model names)."
        text = str(err)
        if err.status is None and ("could not reach" in text or "timed out" in text):
            return "Is the server running? Check --base-url (or use --local)."
    return ""


class LineReader:
    """Reads stdin lines on the event loop.

    On POSIX a pipe or terminal is watched with ``add_reader`` (no thread: a
    thread blocked in ``readline`` would keep the program alive after Ctrl-C
    until Enter). A regular file or an in-memory stream is read directly (it
    never blocks). A descriptor the event loop cannot watch (``/dev/null``, which
    epoll refuses with EPERM, and other devices) is read by a daemon thread, one
    chunk at a time, so it never holds the program open at exit.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._buffer = b""
        self._eof = False
        self._fd: int | None = None
        try:
            fd = stream.fileno()
        except (AttributeError, OSError, ValueError):
            fd = None
        if fd is not None and os.name == "posix" and not _is_regular_file(fd):
            self._fd = fd
        self._waiter: asyncio.Future[bool] | None = None
        self._pollable = True
        self._reading: asyncio.Future[bytes] | None = None  # The thread's pending chunk.

    async def readline(self) -> str | None:
        """The next line without its newline; None at end of input or when cancelled."""
        if self._fd is None:
            if self.stream.isatty():
                line = await asyncio.get_running_loop().run_in_executor(None, self.stream.readline)
            else:
                line = self.stream.readline()
            return line.rstrip("\r\n") if line else None
        while b"\n" not in self._buffer and not self._eof:
            if not await self._wait_readable():
                return None  # Cancelled (Ctrl-C at the prompt).
        if b"\n" in self._buffer:
            raw, self._buffer = self._buffer.split(b"\n", 1)
        elif self._buffer:
            raw, self._buffer = self._buffer, b""
        else:
            return None
        return raw.decode("utf-8", errors="replace").rstrip("\r")

    async def _wait_readable(self) -> bool:
        """Wait until stdin has data (True) or :meth:`cancel` was called (False)."""
        loop = asyncio.get_running_loop()
        assert self._fd is not None
        fd = self._fd
        self._waiter = waiter = loop.create_future()

        def ready() -> None:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            self._take(chunk)
            if not waiter.done():
                waiter.set_result(True)

        if self._pollable:
            try:
                loop.add_reader(fd, ready)
            except OSError:
                self._pollable = False  # epoll refuses it (EPERM for /dev/null).
        try:
            if not self._pollable:
                return await self._read_in_thread(fd, waiter)
            try:
                return bool(await waiter)
            finally:
                loop.remove_reader(fd)
        finally:
            self._waiter = None

    async def _read_in_thread(self, fd: int, waiter: asyncio.Future[bool]) -> bool:
        """One chunk read by a daemon thread, or False when :meth:`cancel` comes first.

        A chunk still being read when the wait is cancelled is kept for the next call.
        """
        if self._reading is None:
            loop = asyncio.get_running_loop()
            reading: asyncio.Future[bytes] = loop.create_future()

            def deliver(chunk: bytes) -> None:
                if not reading.done():
                    reading.set_result(chunk)

            def read() -> None:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    chunk = b""
                with contextlib.suppress(RuntimeError):  # The loop closed meanwhile.
                    loop.call_soon_threadsafe(deliver, chunk)

            threading.Thread(target=read, name="stdin-reader", daemon=True).start()
            self._reading = reading
        pending: set[asyncio.Future[Any]] = {self._reading, waiter}
        await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
        if not self._reading.done():
            return False  # Cancelled (Ctrl-C at the prompt).
        chunk, self._reading = self._reading.result(), None
        self._take(chunk)
        return True

    def _take(self, chunk: bytes) -> None:
        if not chunk:
            self._eof = True
        self._buffer += chunk

    def has_line(self) -> bool:
        """Whether a whole line is already buffered (read, not yet returned)."""
        return b"\n" in self._buffer

    def cancel(self) -> None:
        """End a pending :meth:`readline` with None (Ctrl-C at the idle prompt)."""
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(False)


def _is_regular_file(fd: int) -> bool:
    import stat

    try:
        return stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        return False


class BaseConsole:
    """One terminal session over a player (:class:`CharacterPlayer` or party).

    Args:
        player: The player; commands call its public methods.
        stdin, stdout, stderr: The streams (the real ones in production).
    """

    mode = "play"

    def __init__(
        self,
        player: Any,
        *,
        stdin: TextIO | None = None,
        stdout: TextIO | None = None,
        stderr: TextIO | None = None,
    ) -> None:
        self.player = player
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.stderr = stderr or sys.stderr
        self.live = _isatty(self.stdout)
        self.interactive = _isatty(self.stdin)
        self.failed = False
        self._reader = LineReader(self.stdin)
        self._echo = EchoHold(self.stdin)  # Typed-ahead lines stay out of streamed replies.
        self._quit = False
        self._busy = False
        self._interrupted = False
        self._in_turn = False
        self._command: asyncio.Future[Any] | None = None  # The running agent command.
        self.streamed = False  # Streamed reply text is on the current stdout line.
        # Why a turn really failed, when the player cannot know (the built-in model's
        # server died under it): a message, or None. ``--local`` sets it.
        self.diagnose: Callable[[], str | None] = lambda: None
        self.local = False  # The built-in model (--local): local advice for failed turns.

    def echo_shown(self) -> contextlib.AbstractContextManager[None]:
        """The terminal's echo on for a question asked during a turn."""
        return self._echo.shown()

    async def read_answer(self) -> str | None:
        """One line typed in answer to a question (None at end of input)."""
        return await self._reader.readline()

    @property
    def in_turn(self) -> bool:
        """Whether a reply-producing call is running (its failure will be raised)."""
        return self._in_turn

    @property
    def in_command(self) -> bool:
        """Whether an agent's ``@command`` is running (its outcome will be printed)."""
        return self._command is not None

    # -- what commands use ----------------------------------------------------

    def info(self, text: str) -> None:
        print(text, file=self.stderr, flush=True)

    def quit(self) -> None:
        self._quit = True

    def show_history(self, count: int | None = None) -> None:
        shown = [(i, e) for i, e in enumerate(self.player.get_conversation()) if _visible(e)]
        if count is not None:
            shown = shown[-count:] if count > 0 else []
        if not shown:
            self.info("(no messages yet)")
        for index, entry in shown:
            notes = "".join(
                f" [image {ref.get('sha256', '')[:12]}….{ref.get('ext', '')}, "
                f"{ref.get('width')}×{ref.get('height')}]"
                for ref in entry.get("images") or []
            )
            self.info(f"[{index}] {self.speaker_of(entry)}: {entry.get('content', '')}{notes}")

    def speaker_of(self, entry: dict[str, Any]) -> str:
        role = entry.get("role")
        if role == "user":
            return "You"
        if role == "assistant":
            return str(entry.get("speaker") or self.character_name())
        if role == "log":
            return f"log {entry.get('agentId', '')}".strip()
        return str(role)

    def character_name(self) -> str:
        return "Assistant"

    async def turn(self, work: Awaitable[Any]) -> None:
        """Await a reply-producing call; show its result or its failure."""
        self._busy = True
        self._in_turn = True
        self.streamed = False
        try:
            result = await work
        except StudioError as err:
            self.failed = True
            streamed = self.live and self.streamed
            self._end_live_line()
            partial: str = getattr(err, "partial", "") or ""
            if partial and not streamed:
                self.show_partial(err)  # Piped: what arrived was not shown yet.
            self.report_failure(err)
            return
        finally:
            self._busy = False
            self._in_turn = False
        self.show_result(result)

    async def say(self, text: str, *, to: list[str] | None = None, private: bool = False) -> None:
        raise NotImplementedError  # Each player sends its own way.

    # -- subclass parts -------------------------------------------------------

    async def start(self) -> None:
        """Print what the user needs before the first line (conversation id, history)."""

    async def finish(self) -> None:
        """Clean up when the session ends (before the player closes)."""

    def show_result(self, result: Any) -> None:
        raise NotImplementedError

    def show_partial(self, err: StudioError) -> None:
        """Print the text of a failed reply that arrived (and was kept) but was not shown."""
        self.stdout.write(f"{getattr(err, 'partial', '')}\n")
        self.stdout.flush()

    async def run_agent_command(self, line: str) -> None:
        done, problem = await self.cancellable(self.player.command(line), line)
        if done:
            self.info(problem if problem else "ok")

    async def cancellable(self, work: Awaitable[T], what: str) -> tuple[bool, T | None]:
        """Await an agent's ``@command`` so that Ctrl-C abandons it at once.

        Returns ``(True, result)``, or ``(False, None)`` after Ctrl-C, which has
        printed the one line saying so. Cancelling the call kills the agent's worker
        (its state is unknown) and does not save its store; the next call starts a
        fresh worker, as for a stuck tool call (``engine/broker.py``).
        """
        task = asyncio.ensure_future(work)
        self._command = task
        try:
            await asyncio.wait({task})
        finally:
            self._command = None
            if not task.done():
                task.cancel()  # This coroutine itself was cancelled.
        if task.cancelled():
            name = (what.split() or [what])[0]
            self.info(f"error: {name} cancelled (Ctrl-C): the agent stopped, its store not saved")
            return False, None
        return True, task.result()

    # -- the loop -------------------------------------------------------------

    def report_failure(self, err: StudioError) -> None:
        cause = self.diagnose()
        if cause:
            # The real reason (the built-in model's server died) replaces what the
            # client saw of it (a broken connection) and its advice.
            self.info(f"error: {cause}")
        else:
            hint = failure_hint(err, local=self.local)
            self.info(f"error: {err}" + (f" {hint}" if hint else ""))
        partial = getattr(err, "partial", "")
        if partial:
            self.info(
                f"  (the {len(partial)} characters that arrived are kept in the conversation)"
            )

    def _end_live_line(self) -> None:
        if self.live and self.streamed:
            self.stdout.write("\n")
            self.stdout.flush()
            self.streamed = False

    def _on_sigint(self) -> None:
        if self._command is not None and not self._in_turn:
            self._command.cancel()
            return
        if self._busy:
            self.player.stop()
            return
        self._interrupted = True
        self._reader.cancel()

    async def run(self) -> int:
        """Run until /quit, end of input or Ctrl-C; returns the exit status.

        1 when a turn failed and stdin is not a terminal (a script can tell), 130
        after Ctrl-C at the prompt, else 0.
        """
        loop = asyncio.get_running_loop()
        handler = False
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(signal.SIGINT, self._on_sigint)
            handler = True
        try:
            await self.start()
            while not self._quit:
                if self.interactive:
                    self.stdout.write("> ")
                    self.stdout.flush()
                typed_ahead = self._typed_ahead()
                line = await self._reader.readline()
                if line is None:
                    if self.interactive:
                        self.stdout.write("\n")
                    break
                if typed_ahead:
                    # Typed during the last reply with the echo off: shown where it is taken.
                    self.stdout.write(f"{line}\n")
                    self.stdout.flush()
                with self._echo.hold() if self.live else contextlib.nullcontext():
                    await self.handle(line)
            await self.finish()
        finally:
            if handler:
                with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                    loop.remove_signal_handler(signal.SIGINT)
        if self.failed and not self.interactive:
            return 1
        return 130 if self._interrupted else 0

    def _typed_ahead(self) -> bool:
        """Whether the next line was typed while the echo was held (so never shown)."""
        return self._echo.held and (self._reader.has_line() or self._echo.typed_ahead())

    async def handle(self, line: str) -> None:
        """One input line: a /command, an @command, or a message."""
        if not line.strip():
            return
        parsed = parse_input(line, self.mode)
        try:
            if parsed.kind == "unknown":
                self.info(parsed.text)
            elif parsed.kind == "command" and parsed.command is not None:
                self._busy = True
                try:
                    await parsed.command.handler(self, parsed.text)
                finally:
                    self._busy = False
            elif self.mode == "play" and parsed.text.startswith("@") and line[:1] == "@":
                self._busy = True
                try:
                    await self.run_agent_command(parsed.text)
                finally:
                    self._busy = False
            else:
                await self.say(parsed.text)
        except (CommandError, StudioError, ValueError, KeyError) as err:
            message = err.args[0] if isinstance(err, KeyError) and err.args else err
            self.info(f"error: {message}")


def _visible(entry: dict[str, Any]) -> bool:
    role = entry.get("role")
    if role in ("user", "assistant"):
        return bool(str(entry.get("content") or "").strip())
    return role == "log"


def _isatty(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


__all__ = ["COMMANDS", "BaseConsole", "LineReader", "failure_hint", "short"]
