"""Visitors bring their key: sent per request, used for that request only, never kept."""

from __future__ import annotations

from pathlib import Path

from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, sse_events
from tests.support.model_server import ModelServer, http_error, text

ANN_KEY = "sk-ann-VISITOR-KEY-0001"
BOB_KEY = "sk-bob-VISITOR-KEY-0002"


def _files_text(root: Path) -> str:
    return "".join(
        p.read_bytes().decode("utf-8", "replace") for p in root.rglob("*") if p.is_file()
    )


def test_each_visitor_plays_on_their_own_key_and_it_is_kept_nowhere(
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    server = start_server(packages=[make_character()], auth="visitor", api_key=None)
    model_server.script(
        text("Hello Ann."),
        text("Hello Bob."),
        http_error(401, f"Incorrect API key provided: {ANN_KEY}"),
    )
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        assert client.get("/api/v1/server").json() == {"auth": "visitor", "needsKey": True}
        keyless = client.get("/api/v1/characters")
        assert keyless.status_code == 401 and "API key" in keyless.json()["error"]
        ann, bob = {"X-Model-Key": ANN_KEY}, {"X-Model-Key": BOB_KEY}
        cid = client.get("/api/v1/characters", headers=ann).json()[0]["id"]
        base = f"/api/v1/characters/{cid}/conversations"
        a = client.post(base, json={}, headers=ann).json()["id"]
        assert client.post(f"{base}/{a}/messages", json={"text": "hi"}, headers=ann).json()[
            "content"
        ] == "Hello Ann."
        b = client.post(base, json={}, headers=bob).json()["id"]
        client.post(f"{base}/{b}/messages", json={"text": "hi"}, headers=bob)
        assert client.get(f"{base}/{a}", headers=bob).json()["entries"][-1]["content"] == (
            "Hello Bob."
        )  # Bob's own 01: Ann's is not reachable with his key.
        with client.stream(
            "POST", f"{base}/{a}/messages", json={"text": "again"},
            headers={**ann, "Accept": "text/event-stream"},
        ) as response:
            events = sse_events(response)
    sent = [r.headers["authorization"] for r in model_server.requests]
    assert sent == [f"Bearer {ANN_KEY}", f"Bearer {BOB_KEY}", f"Bearer {ANN_KEY}"]
    errors = [data["message"] for name, data in events if name == "error"]
    assert errors and ANN_KEY not in str(events)  # The provider's echo of the key is cut.
    on_disk = _files_text(tmp_path / "server-data")
    assert "Hello Ann." in on_disk
    assert ANN_KEY not in on_disk and BOB_KEY not in on_disk


def test_a_user_over_the_reply_quota_is_told_to_wait(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()], replies_per_minute=1)
    model_server.script(text("One."))
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        cid = client.get("/api/v1/characters").json()[0]["id"]
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        url = f"/api/v1/characters/{cid}/conversations/{conv}/messages"
        assert client.post(url, json={"text": "a"}).status_code == 200
        over = client.post(url, json={"text": "b"})
        assert over.status_code == 429 and "try again in" in over.json()["error"]
    assert len(model_server.requests) == 1


def test_a_second_tab_sending_while_a_reply_is_written_is_told_to_wait(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()])
    model_server.script(text("Slow reply.", hold_after=1), text("Next."))
    with server.client(headers=CSRF) as first, server.client(headers=CSRF) as second:
        cid = first.get("/api/v1/characters").json()[0]["id"]
        conv = first.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        url = f"/api/v1/characters/{cid}/conversations/{conv}/messages"
        with first.stream("POST", url, json={"text": "one"}) as response:
            assert model_server.holding.wait(10)
            busy = second.post(url, json={"text": "two"}, headers={"Accept": "application/json"})
            assert busy.status_code == 409 and "wait for it" in busy.json()["error"]
            model_server.release()
            events = sse_events(response)
        assert events[-1][1]["reply"]["content"] == "Slow reply."
        entries = second.get(f"/api/v1/characters/{cid}/conversations/{conv}").json()["entries"]
        assert [e["content"] for e in entries] == ["one", "Slow reply."]
