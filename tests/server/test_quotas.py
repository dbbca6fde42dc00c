"""A company's site: tokens-per-day quotas, the user's identity forwarded to the
operator's model endpoint, and a cap on the conversations (players with their agent
workers) one user keeps open."""

from __future__ import annotations

import httpx

from studio.server.identity import user_key
from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, RunningServer, sse_events
from tests.support.model_server import ModelServer, text, usage

JSON = {"Accept": "application/json"}
PROXIED = {"auth": "proxy", "trusted_header": "X-Remote-User", "trusted_proxies": {"127.0.0.1"}}


def _as(server: RunningServer, user: str) -> httpx.Client:
    return server.client(headers={**CSRF, **JSON, "X-Remote-User": user})


def _conversation(client: httpx.Client) -> str:
    cid = client.get("/api/v1/characters").json()[0]["id"]
    conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
    return f"/api/v1/characters/{cid}/conversations/{conv}"


def test_a_user_past_their_tokens_for_the_day_is_told_when_to_come_back(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()], tokens_per_day=100, **PROXIED)
    model_server.script(text("One."), usage(60, 50), text("Bob's."), usage(10, 5))
    with _as(server, "ann") as ann, _as(server, "bob") as bob:
        ann_url, bob_url = _conversation(ann), _conversation(bob)
        assert ann.post(ann_url + "/messages", json={"text": "a"}).status_code == 200
        over = ann.post(ann_url + "/messages", json={"text": "b"})
        assert over.status_code == 429
        error = over.json()["error"]
        assert "110 model tokens in the last 24 hours" in error and "(100)" in error
        assert "try again in 24 hours" in error
        assert ann.post(ann_url + "/regenerate").status_code == 429
        # Another user's quota is their own.
        answer = bob.post(bob_url + "/messages", json={"text": "c"})
        assert answer.status_code == 200 and answer.json()["content"] == "Bob's."
        assert [e["content"] for e in ann.get(ann_url).json()["entries"]] == ["a", "One."]
    assert len(model_server.requests) == 2  # The refused turns never reached the model.


def test_the_operator_endpoint_is_told_which_user_each_request_is_for(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(
        packages=[make_character()], forward_user_header="X-Studio-User", **PROXIED
    )
    model_server.script(*(text(f"Reply {n}.") for n in range(4)))
    with _as(server, "ann@example.com") as ann, _as(server, "bob@example.com") as bob:
        ann_url, bob_url = _conversation(ann), _conversation(bob)
        for client, url in ((ann, ann_url), (bob, bob_url), (bob, bob_url), (ann, ann_url)):
            assert client.post(url + "/messages", json={"text": "hi"}).status_code == 200
    seen = [r.headers.get("x-studio-user") for r in model_server.requests]
    assert seen == ["ann@example.com", "bob@example.com", "bob@example.com", "ann@example.com"]
    assert all(r.headers["authorization"] == "Bearer sk-test-SECRET-123"
               for r in model_server.requests)


def test_no_identity_header_is_sent_unless_the_operator_asks(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()], **PROXIED)
    model_server.script(text("Reply."))
    with _as(server, "ann@example.com") as ann:
        assert ann.post(_conversation(ann) + "/messages", json={"text": "hi"}).status_code == 200
    assert "ann@example.com" not in str(model_server.requests[0].headers)


def test_a_user_keeps_at_most_the_capped_players_and_idle_ones_make_room(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    """Each open conversation is a player with its own agent workers: with a cap of 2,
    the least recently used idle one is closed to make room (it reopens on its next
    use, its conversation intact); when both are busy the user is told to wait."""
    server = start_server(packages=[make_character()], max_players_per_user=2, **PROXIED)
    pool = server.app.app.state.studio.players
    ann_key = user_key("ann")
    model_server.script(text("Held b.", hold_after=1), text("Held c.", hold_after=1),
                        text("Bob."))
    stream = {"Accept": "text/event-stream"}
    with _as(server, "ann") as one, _as(server, "ann") as two, _as(server, "bob") as bob:
        a, b = _conversation(one), _conversation(one)
        assert pool.open_players(ann_key) == 2
        c = _conversation(one)  # A third: the least recently used idle one (a) closes.
        assert pool.open_players(ann_key) == 2
        with one.stream("POST", b + "/messages", json={"text": "b1"}, headers=stream) as held_b:
            assert model_server.holding.wait(10)
            with two.stream("POST", c + "/messages", json={"text": "c1"},
                            headers=stream) as held_c:
                model_server.wait_for_requests(2)
                busy = one.get(a)
                assert busy.status_code == 429 and "busy" in busy.json()["error"]
                # Another user's cap is their own.
                other = bob.post(_conversation(bob) + "/messages", json={"text": "x"})
                assert other.json()["content"] == "Bob."
                model_server.release()
                assert sse_events(held_c)[-1][1]["ok"] is True
            assert sse_events(held_b)[-1][1]["ok"] is True
        # a reopens (closing an idle one), intact; b and c kept their replies.
        assert one.get(a).json()["entries"] == []
        assert [e["content"] for e in one.get(b).json()["entries"]] == ["b1", "Held b."]
        assert [e["content"] for e in one.get(c).json()["entries"]] == ["c1", "Held c."]
        assert pool.open_players(ann_key) == 2
        assert pool.open_players(user_key("bob")) == 1
