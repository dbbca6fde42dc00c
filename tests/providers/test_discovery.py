"""Finding local servers: what answers on the probed ports, with its models or flagged."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from studio.providers import PRESETS
from studio.providers.discovery import discover, discover_sync, probe
from tests.support.model_server import ModelServer


class _NotAnLLM(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"<html>my photo album</html>"
        self.send_response(200 if self.path == "/" else 404)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def web_server() -> Iterator[int]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _NotAnLLM)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_lists_llm_servers_flags_others_and_skips_silent_ports(web_server: int) -> None:
    with ModelServer(models=["llama3.2", "qwen2.5"]) as llm:
        llm_port = int(llm.url.rsplit(":", 1)[1].split("/")[0])
        silent = _closed_port()
        found = await discover([llm_port, web_server, silent], probe_timeout=2.0)
    assert [s.base_url for s in found] == [
        f"http://127.0.0.1:{llm_port}/v1",
        f"http://127.0.0.1:{web_server}/v1",
    ]
    usable, other = found
    assert usable.usable and usable.models == ["llama3.2", "qwen2.5"]
    assert not other.usable and other.models == []
    assert other.problem is not None and "not an LLM server" in other.problem


async def test_default_ports_are_the_four_local_kinds() -> None:
    from studio.providers.presets import LOCAL_PORTS

    assert LOCAL_PORTS == {11434: "ollama", 1234: "lmstudio", 8080: "llamacpp", 5001: "koboldcpp"}


async def test_probe_reports_the_preset_kind(web_server: int) -> None:
    server = await probe(f"http://127.0.0.1:{web_server}/v1", PRESETS["koboldcpp"])
    assert server is not None and server.preset.key == "koboldcpp" and not server.usable


class _NeedsKey(_NotAnLLM):
    def do_GET(self) -> None:
        self.send_response(401)
        self.send_header("Content-Length", "0")
        self.end_headers()


async def test_a_key_protected_server_is_flagged_with_the_way_forward() -> None:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _NeedsKey)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        server = await probe(f"http://127.0.0.1:{httpd.server_address[1]}/v1")
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert server is not None and not server.usable
    assert "API key" in (server.problem or "")


async def test_probes_run_concurrently() -> None:
    in_flight = 0
    most = 0
    all_started = asyncio.Event()

    async def handler(request: httpx.Request) -> httpx.Response:
        nonlocal in_flight, most
        in_flight += 1
        most = max(most, in_flight)
        if most == 4:
            all_started.set()
        await asyncio.wait_for(all_started.wait(), 5)
        in_flight -= 1
        return httpx.Response(200, json={"object": "list", "data": [{"id": "m"}]})

    found = await discover(transport=httpx.MockTransport(handler))
    assert most == 4
    assert [s.preset.key for s in found] == ["ollama", "lmstudio", "llamacpp", "koboldcpp"]
    assert all(s.models == ["m"] for s in found)


def test_a_listener_that_never_answers_is_flagged_after_the_timeout() -> None:
    hung = socket.socket()
    hung.bind(("127.0.0.1", 0))
    hung.listen(8)
    port = int(hung.getsockname()[1])
    try:
        found = discover_sync([port], probe_timeout=0.3)
    finally:
        hung.close()
    assert len(found) == 1 and not found[0].usable
    assert "did not answer" in (found[0].problem or "")
