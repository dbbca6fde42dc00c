"""Request guards: CSRF header, loopback Host, body cap, CSP, permission before code runs."""

from __future__ import annotations

from collections.abc import Iterator

from tests.engine.agents_src import COUNTER_JS
from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, sse_events
from tests.support.model_server import ModelServer, text, tool_calls


def test_a_change_without_the_csrf_header_is_refused(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    server = start_server(packages=[make_character()])
    with server.client() as client:
        cid = client.get("/api/v1/characters").json()[0]["id"]
        refused = client.post(f"/api/v1/characters/{cid}/conversations", json={})
        assert refused.status_code == 403 and "x-character-studio" in refused.json()["error"]
        assert client.get(f"/api/v1/characters/{cid}/conversations").json() == []


def test_a_foreign_host_is_refused_and_the_page_has_a_strict_csp(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    server = start_server(packages=[make_character()])
    with server.client() as client:
        rebound = client.get("/api/v1/characters", headers={"Host": "evil.example:80"})
        assert rebound.status_code == 421
        page = client.get("/player/")
        csp = page.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert "frame-ancestors 'none'" in csp
        assert page.headers["x-content-type-options"] == "nosniff"
        assert "<script" in page.text and "<script>" not in page.text  # No inline script.


def test_a_body_over_the_cap_is_413(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    server = start_server(packages=[make_character()], max_body_bytes=2000)
    with server.client(headers=CSRF) as client:
        cid = client.get("/api/v1/characters").json()[0]["id"]
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        big = client.post(
            f"/api/v1/characters/{cid}/conversations/{conv}/messages", json={"text": "x" * 5000}
        )
        assert big.status_code == 413


def test_a_chunked_body_over_the_cap_is_413_and_writes_nothing(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    """No Content-Length to refuse up front: the body is counted as it arrives."""
    server = start_server(packages=[make_character()], max_body_bytes=2000)
    with server.client(headers=CSRF) as client:
        cid = client.get("/api/v1/characters").json()[0]["id"]
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        url = f"/api/v1/characters/{cid}/conversations/{conv}"

        def chunks() -> Iterator[bytes]:
            yield b'{"text": "'
            for _ in range(10):
                yield b"x" * 500
            yield b'"}'

        big = client.post(url + "/messages", content=chunks(),
                          headers={"Content-Type": "application/json"})
        assert "content-length" not in big.request.headers
        assert big.status_code == 413 and "over 2,000 bytes" in big.json()["error"]
        assert client.get(url).json()["entries"] == []
        # The server is still answering (and a small chunked body is fine).
        small = client.put(url + "/persona", content=iter([b'{"name": "Ada"}']),
                           headers={"Content-Type": "application/json"})
        assert small.status_code == 200 and small.json()["persona"]["name"] == "Ada"


def test_code_runs_only_after_the_user_accepts_the_permissions(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    server = start_server(packages=[root])
    model_server.script(tool_calls([("bump", {"by": 2})]), text("Bumped."))
    with server.client(headers=CSRF) as client:
        cid = client.get("/api/v1/characters").json()[0]["id"]
        info = client.get(f"/api/v1/characters/{cid}").json()
        assert info["accepted"] is False
        assert info["permissions"]["runsCode"] is True
        assert info["permissions"]["agents"][0]["tools"] == ["bump"]
        refused = client.post(f"/api/v1/characters/{cid}/conversations", json={})
        assert refused.status_code == 403 and "accept" in refused.json()["error"]
        assert client.post(f"/api/v1/characters/{cid}/accept").json() == {"accepted": True}
        assert client.get(f"/api/v1/characters/{cid}").json()["accepted"] is True
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        with client.stream(
            "POST", f"/api/v1/characters/{cid}/conversations/{conv}/messages", json={"text": "go"}
        ) as response:
            events = sse_events(response)
    by_name = {name: data for name, data in events}
    assert by_name["toolCall"]["toolName"] == "bump"
    assert by_name["toolCall"]["agentId"] == "test.counter"
    assert by_name["agentLog"] == "bumped by 2"
    assert by_name["agentToast"] == "bump!"
    assert by_name["done"]["reply"]["content"] == "Bumped."
