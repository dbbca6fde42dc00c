"""One MCP server the player added, through the official ``mcp`` SDK (issue 29 item 5).

:class:`McpServer` starts the server on demand (a stdio command as a child
process, or a streamable-HTTP URL), lists its tools, calls them, and stops it.
The SDK's client lives inside one task (its transports are anyio task groups
that must be entered and left by the same task); calls are made from the
turn's task and raced against that task, so a server that exits mid-call, hangs
or answers with too much becomes a :class:`McpError` with a message a player
can act on, never a stuck or failed turn.

The server's stderr goes to a temporary file (its last lines explain a crash),
not to the app's own stderr, so a server that floods it disturbs nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import tempfile
import time
from dataclasses import dataclass, field
from typing import IO, Any

from studio.errors import StudioError

__all__ = ["McpError", "McpServer", "McpServerConfig", "McpTool"]

log = logging.getLogger(__name__)

START_TIMEOUT_SECONDS = 30.0
CALL_TIMEOUT_SECONDS = 60.0
MAX_RESULT_CHARS = 1_000_000  # About 250k tokens: more than any context takes.
STDERR_TAIL = 600


class McpError(StudioError):
    """An MCP server could not start, answer a call, or be understood.

    The message names the server and says what to do; the broker sends it to
    the model as the tool's result.
    """


@dataclass(frozen=True, kw_only=True)
class McpServerConfig:
    """An MCP server as the player configured it (Settings, or the Python API).

    Exactly one of ``command`` (stdio) and ``url`` (streamable HTTP) is set.
    ``env`` may hold tokens: it is passed to the child process and never
    logged, shown or written anywhere by the player.

    Attributes:
        name: The player's name for it (shown as who offers its tools).
        command: The program to run (stdio).
        args: Its arguments.
        env: Extra environment variables for it.
        cwd: Its working folder.
        url: A streamable-HTTP endpoint (``http://127.0.0.1:8000/mcp``).
        headers: HTTP headers sent with every request to ``url``
            (``Authorization: Bearer …``); secret like ``env``.
        timeout_seconds: How long one tool call may take.
        characters: Package names it is offered to; empty means every character.
    """

    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: dict[str, str] = field(default_factory=dict, repr=False)
    timeout_seconds: float = CALL_TIMEOUT_SECONDS
    characters: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("an MCP server needs a name")
        if bool(self.command) == bool(self.url):
            raise ValueError(
                f"the MCP server {self.name} needs either a command (stdio) or a URL "
                "(streamable HTTP), not both"
            )
        if self.url and not self.url.startswith(("http://", "https://")):
            raise ValueError(f"the MCP server {self.name}'s URL must start with http:// or https://")
        if self.headers and not self.url:
            raise ValueError(f"the MCP server {self.name} has headers but no URL (stdio takes env)")

    @classmethod
    def coerce(cls, value: McpServerConfig | dict[str, Any]) -> McpServerConfig:
        if isinstance(value, McpServerConfig):
            return value
        data = dict(value)
        data["args"] = tuple(data.get("args") or ())
        data["characters"] = tuple(data.get("characters") or ())
        data["env"] = dict(data.get("env") or {})
        data["headers"] = dict(data.get("headers") or {})
        return cls(**data)

    def offered_to(self, package_name: str) -> bool:
        return not self.characters or package_name in self.characters

    def describe(self) -> str:
        """Where it runs, for messages (the command or URL; never ``env``)."""
        return self.url or " ".join([self.command or "", *self.args]).strip()


@dataclass(frozen=True, kw_only=True)
class McpTool:
    """One tool a server listed."""

    server: str
    name: str
    description: str
    parameters: dict[str, Any]


class McpServer:
    """A running (or not yet started) MCP server.

    Args:
        config: What to run.
        start_timeout: How long starting and listing its tools may take.
    """

    def __init__(self, config: McpServerConfig, *, start_timeout: float = START_TIMEOUT_SECONDS):
        self.config = config
        self.start_timeout = start_timeout
        self.tools: list[McpTool] = []
        self._client: Any = None
        self._task: asyncio.Task[None] | None = None
        self._stop: asyncio.Event | None = None
        self._stderr: IO[str] | None = None
        self._failure: BaseException | None = None

    @property
    def name(self) -> str:
        return self.config.name

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done() and self._client is not None

    async def start(self) -> None:
        """Start the server and list its tools (again after it stopped).

        Raises:
            McpError: It could not be started, or did not answer in time.
        """
        if self.running:
            return
        await self.close()
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        self._stop = asyncio.Event()
        self._failure = None
        self._task = asyncio.ensure_future(self._run(ready, self._stop))
        try:
            await asyncio.wait_for(asyncio.shield(ready), self.start_timeout)
        except TimeoutError:
            await self.close()
            raise McpError(
                f"The MCP server {self.name} did not start within {self.start_timeout:g} s "
                f"({self.config.describe()}). Check its command in Settings → Tools."
            ) from None
        except McpError:
            await self.close()
            raise

    async def _run(self, ready: asyncio.Future[None], stop: asyncio.Event) -> None:
        from mcp import Client

        try:
            async with contextlib.AsyncExitStack() as stack:
                target = await self._target(stack)
                client = await stack.enter_async_context(
                    Client(target, read_timeout_seconds=self.start_timeout)
                )
                listed = await client.list_tools()
                self.tools = [_tool(self.name, t) for t in listed.tools]
                self._client = client
                if not ready.done():
                    ready.set_result(None)
                await stop.wait()
        except BaseException as exc:  # The SDK raises ExceptionGroups and OSErrors alike.
            self._failure = exc
            if not ready.done():
                ready.set_exception(self._start_error(exc))
            if isinstance(exc, asyncio.CancelledError):
                raise
        finally:
            self._client = None

    async def _target(self, stack: contextlib.AsyncExitStack) -> Any:
        config = self.config
        if config.url and config.headers:
            from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

            # The SDK's own client (its timeouts and redirect rule) with the headers;
            # it is closed with the connection.
            http = await stack.enter_async_context(
                create_mcp_http_client(headers=dict(config.headers))
            )
            return streamable_http_client(config.url, http_client=http)
        if config.url:
            return config.url
        from mcp import StdioServerParameters
        from mcp.client.stdio import stdio_client

        self._stderr = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")
        params = StdioServerParameters(
            command=config.command or "",
            args=list(config.args),
            env=dict(config.env) or None,
            cwd=config.cwd,
            encoding_error_handler="replace",
        )
        return stdio_client(params, errlog=self._stderr)

    def _start_error(self, exc: BaseException) -> McpError:
        reason = _reason(exc)
        tail = self.stderr_tail()
        detail = f"; it said: {tail}" if tail else ""
        return McpError(
            f"The MCP server {self.name} could not be started ({self.config.describe()}): "
            f"{reason}{detail}. Check its command or URL in Settings → Tools."
        )

    def stderr_tail(self) -> str:
        """The last lines the server wrote to stderr (stdio servers)."""
        handle = self._stderr
        if handle is None or handle.closed:
            return ""
        try:
            handle.flush()
            size = handle.seek(0, os.SEEK_END)
            handle.seek(max(0, size - STDERR_TAIL * 4))
            text = handle.read()
        except (OSError, ValueError):
            return ""
        return " ".join(text.split())[-STDERR_TAIL:]

    async def call(self, tool: str, args: dict[str, Any]) -> str:
        """Call ``tool``; its result as the text the model gets.

        Raises:
            McpError: The server stopped, timed out, or answered with too much.
        """
        if not self.running:
            await self.start()
        client, task = self._client, self._task
        assert client is not None and task is not None
        timeout = self.config.timeout_seconds
        call = asyncio.ensure_future(client.call_tool(tool, args, read_timeout_seconds=timeout))
        started = time.monotonic()
        try:
            done, _ = await asyncio.wait(
                {call, task}, timeout=timeout + 1, return_when=asyncio.FIRST_COMPLETED
            )
        except asyncio.CancelledError:
            call.cancel()
            raise
        if call not in done:
            call.cancel()
            with contextlib.suppress(BaseException):
                await call
            if task.done():
                raise McpError(self._stopped_message(tool))
            raise McpError(
                f"{tool} of the MCP server {self.name} did not answer within "
                f"{time.monotonic() - started:.0f} s; the call was abandoned"
            )
        try:
            result = call.result()
        except BaseException as exc:
            if task.done() or _closed(exc):
                message = self._stopped_message(tool)
                await self.close()  # Started again by the next call.
                raise McpError(message) from None
            reason = _reason(exc)
            if "timed out" in reason:
                raise McpError(
                    f"{tool} of the MCP server {self.name} did not answer within {timeout:g} s; "
                    "the call was abandoned"
                ) from None
            raise McpError(f"{tool} of the MCP server {self.name} failed: {reason}") from None
        return result_text(self.name, tool, result)

    def _stopped_message(self, tool: str) -> str:
        tail = self.stderr_tail()
        said = f" Its last words: {tail}" if tail else ""
        return (
            f"the MCP server {self.name} stopped during {tool}; it is started again at its "
            f"next call.{said}"
        )

    async def close(self) -> None:
        """Stop the server (the child process ends with it)."""
        task, self._task = self._task, None
        if self._stop is not None:
            self._stop.set()
        if task is not None and not task.done():
            try:
                await asyncio.wait_for(asyncio.shield(task), 5)
            except (TimeoutError, Exception):
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        elif task is not None:
            with contextlib.suppress(BaseException):
                task.result()
        self._client = None
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None


def _tool(server: str, tool: Any) -> McpTool:
    schema = tool.input_schema if isinstance(tool.input_schema, dict) else {}
    parameters = dict(schema) or {"type": "object", "properties": {}}
    parameters.setdefault("type", "object")
    return McpTool(
        server=server,
        name=str(tool.name),
        description=str(tool.description or tool.title or ""),
        parameters=parameters,
    )


def result_text(server: str, tool: str, result: Any) -> str:
    """A ``CallToolResult`` as one string: its text parts, other parts named.

    Raises:
        McpError: The result is larger than :data:`MAX_RESULT_CHARS`.
    """
    parts: list[str] = []
    size = 0
    for item in result.content or ():
        kind = getattr(item, "type", "")
        if kind == "text":
            text = str(item.text)
        elif kind in ("image", "audio"):
            data = str(getattr(item, "data", ""))
            text = f"[{getattr(item, 'mime_type', kind)} {kind}, {len(data) * 3 // 4:,} bytes]"
        else:
            text = f"[{kind or 'unknown'} content]"
        size += len(text)
        if size > MAX_RESULT_CHARS:
            raise McpError(
                f"{tool} of the MCP server {server} returned more than "
                f"{MAX_RESULT_CHARS // 1_000_000} million characters; a result that large "
                "is not sent to the model (ask for less)"
            )
        parts.append(text)
    if not parts and result.structured_content is not None:
        parts.append(str(result.structured_content))
    text = "\n".join(parts)
    if result.is_error:
        return f"Error: {tool} of the MCP server {server} failed: {text or 'no reason given'}"
    return text


def _closed(exc: BaseException) -> bool:
    """Whether the SDK says the connection to the server is gone."""
    from mcp_types import CONNECTION_CLOSED

    error = getattr(exc, "error", None)
    return getattr(error, "code", None) == CONNECTION_CLOSED or "Connection closed" in str(exc)


def _reason(exc: BaseException) -> str:
    """The innermost useful message of an exception (the SDK nests ExceptionGroups)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, FileNotFoundError):
        return f"no such program: {exc.filename or exc}"
    error = getattr(exc, "error", None)
    text = str(getattr(error, "message", "") or exc).strip()
    return text or type(exc).__name__
