"""A real MCP server (stdio, or streamable HTTP with ``--http PORT``) for the tests.

Tools: ``add`` (numbers), ``echo`` (text), ``fail`` (an error result),
``crash`` (the process exits mid-call), ``hang`` (never answers), ``huge``
(returns ``mb`` megabytes), ``flood`` (writes garbage to stdout and stderr,
then answers), ``picture`` (an image part), ``who`` (its argv and an env var).
``--http PORT TOKEN`` serves HTTP only to requests with ``Authorization: Bearer TOKEN``.
"""

from __future__ import annotations

import asyncio
import base64
import os
import sys

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ImageContent, TextContent

server = MCPServer("notes")


@server.tool(description="Add two numbers.")
def add(a: float, b: float) -> str:
    return str(a + b)


@server.tool(description="Say the text back.")
def echo(text: str) -> str:
    return text


@server.tool(description="Always fails.")
def fail() -> str:
    raise ToolError("the notes are locked")


@server.tool(description="Exits the server.")
def crash() -> str:
    sys.stderr.write("notes: fatal: disk on fire\n")
    sys.stderr.flush()
    os._exit(3)


@server.tool(description="Never answers.")
async def hang() -> str:
    await asyncio.Event().wait()
    return "never"


@server.tool(description="Returns mb megabytes of text.")
def huge(mb: float) -> str:
    return "x" * int(mb * 1024 * 1024)


@server.tool(description="Floods stdout and stderr, then answers.")
def flood() -> str:
    for _ in range(2000):
        sys.stderr.write("noise " * 50 + "\n")
    # Raw lines on the protocol stream: not JSON-RPC.
    out = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else None
    if out is not None:
        for _ in range(200):
            out.write(b"garbage that is not json\n")
        out.flush()
    return "still here"


@server.tool(description="A one-pixel picture.")
def picture() -> list[TextContent | ImageContent]:
    png = base64.b64encode(b"\x89PNG\r\n\x1a\nfake").decode()
    return [
        TextContent(type="text", text="a picture:"),
        ImageContent(type="image", data=png, mime_type="image/png"),
    ]


@server.tool(description="What the server was started with.")
def who() -> str:
    return f"{sys.argv[1:]} {os.environ.get('NOTES_GREETING', '-')} pid={os.getpid()}"


def _guarded(app, token: str):  # type: ignore[no-untyped-def]
    """The HTTP app behind a bearer token (``--http PORT TOKEN``): a server that
    needs a header, as hosted MCP servers do."""

    async def guarded(scope, receive, send):  # type: ignore[no-untyped-def]
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if headers.get(b"authorization") != f"Bearer {token}".encode():
                await send({"type": "http.response.start", "status": 401, "headers": []})
                await send({"type": "http.response.body", "body": b"token required"})
                return
        await app(scope, receive, send)

    return guarded


if __name__ == "__main__":
    if len(sys.argv) > 3 and sys.argv[1] == "--http":
        import uvicorn

        port = int(sys.argv[2])
        app = _guarded(server.streamable_http_app(host="127.0.0.1"), sys.argv[3])
        uvicorn.run(app, host="127.0.0.1", port=port, log_level="error")
    elif len(sys.argv) > 2 and sys.argv[1] == "--http":
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run("stdio")
