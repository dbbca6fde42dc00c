"""One writer per conversation, not per character: two conversations of one user and
character progress at once; one conversation from two tabs is still refused (409)."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, RunningServer, sse_events
from tests.server.pg import pg_dsn  # noqa: F401
from tests.support.model_server import ModelServer, text

JSON = {"Accept": "application/json"}


def _said(client: httpx.Client, url: str) -> list[str]:
    return [e["content"] for e in client.get(url).json()["entries"]]


def _two_conversations_at_once(
    one: RunningServer, two: RunningServer, model_server: ModelServer
) -> None:
    """A reply held in conversation A (on ``one``) while conversation B (on ``two``,
    maybe the same server) answers, and A refuses a second tab."""
    model_server.script(text("Slow reply.", hold_after=1), text("Quick reply."))
    with one.client(headers=CSRF) as a, two.client(headers=CSRF) as b:
        cid = a.get("/api/v1/characters").json()[0]["id"]
        base = f"/api/v1/characters/{cid}/conversations"
        first = a.post(base, json={}).json()["id"]
        second = b.post(base, json={}).json()["id"]
        assert first != second
        with a.stream("POST", f"{base}/{first}/messages", json={"text": "one"}) as response:
            assert model_server.holding.wait(10)
            # The other conversation is not held up by the reply being written...
            quick = b.post(f"{base}/{second}/messages", json={"text": "two"}, headers=JSON)
            assert quick.status_code == 200 and quick.json()["content"] == "Quick reply."
            assert _said(b, f"{base}/{second}") == ["two", "Quick reply."]
            # ...while the held one still refuses a second tab at once.
            busy = a.post(f"{base}/{first}/messages", json={"text": "again"}, headers=JSON)
            assert busy.status_code == 409 and "wait for it" in busy.json()["error"]
            model_server.release()
            events = sse_events(response)
        assert events[-1][1]["ok"] is True
        assert _said(b, f"{base}/{first}") == ["one", "Slow reply."]
        assert sorted(c["id"] for c in b.get(base).json()) == sorted([first, second])
    assert len(model_server.requests) == 2


def test_two_conversations_of_one_character_progress_at_once(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()])
    _two_conversations_at_once(server, server, model_server)


def test_two_conversations_progress_at_once_on_two_processes_of_one_database(
    pg_dsn: str,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    root = make_character()
    one = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "one")
    two = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "two")
    _two_conversations_at_once(one, two, model_server)


def test_a_deleted_conversation_is_gone_on_the_other_process_too(
    pg_dsn: str,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    root = make_character()
    one = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "one")
    two = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "two")
    model_server.script(text("Kept."), text("Forked on."))
    with one.client(headers={**CSRF, **JSON}) as a, two.client(headers={**CSRF, **JSON}) as b:
        cid = a.get("/api/v1/characters").json()[0]["id"]
        base = f"/api/v1/characters/{cid}/conversations"
        conv = a.post(base, json={}).json()["id"]
        a.post(f"{base}/{conv}/messages", json={"text": "hi"})
        # A fork made on one process continues on the other.
        fork = b.post(f"{base}/{conv}/fork", json={"index": 1}).json()
        assert fork["id"] != conv and [e["content"] for e in fork["entries"]] == ["hi", "Kept."]
        assert a.post(f"{base}/{fork['id']}/messages", json={"text": "on"}).status_code == 200
        assert _said(b, f"{base}/{fork['id']}") == ["hi", "Kept.", "on", "Forked on."]
        assert _said(b, f"{base}/{conv}") == ["hi", "Kept."]
        assert a.delete(f"{base}/{conv}").json() == {"deleted": conv}
        assert [c["id"] for c in b.get(base).json()] == [fork["id"]]
        assert b.get(f"{base}/{conv}").status_code == 404
        assert a.delete(f"{base}/{conv}").status_code == 404
