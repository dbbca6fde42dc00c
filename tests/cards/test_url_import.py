"""Import from a URL (issue 25 item 7): https only, through the web guard, size-capped,
with progress; a redirect to a private address or a 5 GB answer is a clear refusal
that leaves nothing behind.

The server is the web tests' real loopback HTTP server. Loopback is exactly what
the guard refuses, so the positive tests reach it the way the web tests do: a
resolver that maps invented names to a public address, and a transport that
delivers that address's traffic to 127.0.0.1 (speaking plain HTTP there: TLS
itself is httpx's, not what these tests are about). The guard runs unchanged.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import httpx
import pytest

from studio.cards.project import import_url
from studio.cli import main
from studio.web.fetch import WebFetcher
from studio.web.guard import WebFetchError
from tests.cards import cardgen as g
from tests.web import test_web_support as support
from tests.web.test_web_support import DEFAULT_NAMES, PUBLIC_IP, FakeResolver, LoopbackServer

web_server = support.web_server


class HttpsToLoopback(httpx.AsyncBaseTransport):
    """Delivers the pinned https requests for PUBLIC_IP to the loopback server."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.sent: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append(request)
        assert request.url.host == PUBLIC_IP, "only checked addresses are dialled"
        port = request.url.port
        local = request.url.copy_with(scheme="http", host="127.0.0.1", port=port)
        forwarded = httpx.Request(
            request.method, local, headers=request.headers, extensions={"timeout":
            request.extensions.get("timeout", {})},
        )
        return await self.inner.handle_async_request(forwarded)

    async def aclose(self) -> None:
        await self.inner.aclose()


@pytest.fixture
async def fetcher() -> AsyncIterator[WebFetcher]:
    made = WebFetcher(transport=HttpsToLoopback(), resolver=FakeResolver(dict(DEFAULT_NAMES)))
    yield made
    await made.aclose()


def _serve(server: LoopbackServer, path: str, body: bytes, content_type: str) -> str:
    server.routes[path] = support.respond(body=body, content_type=content_type)
    return f"https://public.test:{server.port}{path}"


async def test_a_card_url_imports_with_progress(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher
) -> None:
    card = g.png_card(tmp_path / "sera.png", ccv3=g.v3_card())
    url = _serve(web_server, "/cards/sera.png", card.read_bytes(), "image/png")
    seen: list[tuple[int, int | None]] = []
    result = await import_url(
        url, tmp_path / "projects", fetcher=fetcher, progress=lambda r, t: seen.append((r, t))
    )
    assert result.kind == "png"
    assert json.loads((result.folder / "config.json").read_text())["name"] == "Seraphina"
    size = card.stat().st_size
    assert seen and seen[-1] == (size, size)
    assert [r for r, _t in seen] == sorted(r for r, _t in seen)


async def test_a_lorebook_and_a_package_zip_import_from_urls(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher
) -> None:
    book = json.dumps(g.world_info()).encode()
    url = _serve(web_server, "/Eldoria.json", book, "application/json")
    result = await import_url(url, tmp_path / "p1", fetcher=fetcher)
    assert result.kind == "lorebook"
    assert result.folder.name == "eldoria"  # named after the file the URL names
    charx = g.charx_v3(tmp_path / "c.charx").read_bytes()
    url = _serve(web_server, "/dl?id=7", charx, "application/octet-stream")
    web_server.routes["/dl"] = support.respond(
        body=charx, content_type="application/zip",
        headers={"Content-Disposition": 'attachment; filename="../../evil.charx"'},
    )
    result = await import_url(url, tmp_path / "p2", fetcher=fetcher)
    assert result.kind == "charx"
    assert not (tmp_path / "evil.charx").exists()


@pytest.mark.parametrize(
    "target",
    [
        "https://private.test:{port}/secret.png",
        "https://127.0.0.1:{port}/secret.png",
        "https://[::ffff:127.0.0.1]:{port}/secret.png",
        "https://169.254.169.254/latest/meta-data/",
        "http://public.test:{port}/plain.png",
    ],
)
async def test_a_redirect_to_a_private_address_or_plain_http_is_refused(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher, target: str
) -> None:
    web_server.routes["/go"] = support.redirect(302, target.format(port=web_server.port))
    web_server.routes["/secret.png"] = support.respond(body=b"internal")
    with pytest.raises(WebFetchError, match=r"blocked|only https"):
        await import_url(f"https://public.test:{web_server.port}/go", tmp_path / "p",
                         fetcher=fetcher)
    assert web_server.paths() == ["/go"]
    assert not (tmp_path / "p").exists()


def _five_gigabytes(request: BaseHTTPRequestHandler) -> None:
    request.send_response(200)
    request.send_header("Content-Type", "application/octet-stream")
    request.send_header("Content-Length", str(5 * 1024**3))
    request.end_headers()
    request.wfile.write(b"\0" * 65536)


def _endless(request: BaseHTTPRequestHandler) -> None:
    request.send_response(200)
    request.send_header("Content-Type", "application/octet-stream")
    request.end_headers()  # no length: the body just keeps coming
    for _ in range(64):
        request.wfile.write(b"\0" * 65536)


async def test_a_5_gb_answer_is_refused_before_the_body(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher
) -> None:
    web_server.routes["/huge.zip"] = _five_gigabytes
    with pytest.raises(WebFetchError, match="is 5120 MB; imports are limited to 64 MB"):
        await import_url(f"https://public.test:{web_server.port}/huge.zip", tmp_path / "p",
                         fetcher=fetcher)


async def test_a_body_without_length_is_cut_at_the_cap(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher
) -> None:
    web_server.routes["/endless"] = _endless
    with pytest.raises(WebFetchError, match="sends more than 1 MB"):
        await import_url(f"https://public.test:{web_server.port}/endless", tmp_path / "p",
                         fetcher=fetcher, max_bytes=1024 * 1024)
    assert not (tmp_path / "p").exists()


async def test_an_http_error_and_a_page_that_is_no_card_are_clear(
    tmp_path: Path, web_server: LoopbackServer, fetcher: WebFetcher
) -> None:
    from studio.errors import PackageError

    with pytest.raises(WebFetchError, match="answered HTTP 404"):
        await import_url(f"https://public.test:{web_server.port}/nothing", tmp_path / "p",
                         fetcher=fetcher)
    url = _serve(web_server, "/page.html", b"<html>hello</html>", "text/html")
    with pytest.raises(PackageError, match=r"not valid JSON|not a character card"):
        await import_url(url, tmp_path / "p", fetcher=fetcher)


def test_cli_import_refuses_plain_http_and_private_addresses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dest = tmp_path / "projects"
    assert main(["import", "http://example.com/card.png", "--dir", str(dest)]) == 1
    assert "only https" in capsys.readouterr().out
    assert main(["import", "https://127.0.0.1:9/card.png", "--dir", str(dest)]) == 1
    assert "blocked" in capsys.readouterr().out
    assert not dest.exists()
