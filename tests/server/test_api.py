"""The Player API over real HTTP, against the scripted OpenAI-compatible server."""

from __future__ import annotations

from pathlib import Path

from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, sse_events
from tests.support.model_server import ModelServer, text


def _first_id(client) -> str:  # type: ignore[no-untyped-def]
    characters = client.get("/api/v1/characters").json()
    assert len(characters) == 1
    return str(characters[0]["id"])


def test_send_streams_the_reference_events_and_saves_the_turn(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    root = make_character(name="Ada", files={"intro.txt": "Hello, {{user}}."})
    server = start_server(packages=[root])
    model_server.script(text("Well met, traveller.", chunk_size=4))
    with server.client(headers=CSRF) as client:
        cid = _first_id(client)
        new = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()
        assert new["entries"] == [] and new["greeting"].startswith("Hello,")
        conv = new["id"]
        with client.stream(
            "POST",
            f"/api/v1/characters/{cid}/conversations/{conv}/messages",
            json={"text": "Hi *there*"},
            headers={"Accept": "text/event-stream"},
        ) as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            events = sse_events(response)
        names = [name for name, _ in events]
        assert names.count("token") >= 3
        assert "".join(data for name, data in events if name == "token") == "Well met, traveller."
        message = next(data for name, data in events if name == "message")
        assert message["role"] == "assistant" and message["content"] == "Well met, traveller."
        assert names[-1] == "done" and events[-1][1]["ok"] is True
        view = client.get(f"/api/v1/characters/{cid}/conversations/{conv}").json()
        assert [(e["role"], e["content"]) for e in view["entries"]] == [
            ("user", "Hi *there*"),
            ("assistant", "Well met, traveller."),
        ]
        assert view["entries"][0]["html"] == "<p>Hi <em>there</em></p>\n"
        listed = client.get(f"/api/v1/characters/{cid}/conversations").json()
        assert [c["id"] for c in listed] == [conv]
        assert listed[0]["message_count"] == 3  # The greeting counts, as on the desktop.
    # The model saw the operator's key; nothing the browser got carries it.
    assert model_server.requests[0].headers["authorization"] == "Bearer sk-test-SECRET-123"
    assert "SECRET" not in str(events)


def test_regenerate_keeps_a_swipe_and_swipe_shows_it_again(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()])
    model_server.script(text("First answer."), text("Second answer."))
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        cid = _first_id(client)
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        base = f"/api/v1/characters/{cid}/conversations/{conv}"
        assert client.post(base + "/messages", json={"text": "Q"}).json()["content"] == (
            "First answer."
        )
        assert client.post(base + "/regenerate").json()["content"] == "Second answer."
        reply = client.get(base).json()["entries"][-1]
        assert reply["content"] == "Second answer."
        assert reply["swipes"] == {"shown": 1, "count": 2}
        swiped = client.post(base + "/swipe", json={"index": reply["index"], "n": 0}).json()
        assert swiped["entries"][-1]["content"] == "First answer."
        assert swiped["entries"][-1]["swipes"] == {"shown": 0, "count": 2}


def test_continue_edit_fork_greeting_persona_and_export(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    root = make_character(
        files={"intro.txt": "Intro.", "greetings/01.txt": "Second hello, {{user}}."}
    )
    server = start_server(packages=[root])
    model_server.script(text("One"), text(" and two."))
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        cid = _first_id(client)
        info = client.get(f"/api/v1/characters/{cid}").json()
        assert info["greetingTexts"][1] == "Second hello, {{user}}."
        conv = client.post(
            f"/api/v1/characters/{cid}/conversations", json={"greeting": 1}
        ).json()
        assert conv["greeting"] == "Second hello, User."
        base = f"/api/v1/characters/{cid}/conversations/{conv['id']}"
        persona = client.put(base + "/persona", json={"name": "Bea", "description": "A bard"})
        assert persona.json()["persona"]["name"] == "Bea"
        assert persona.json()["greeting"] == "Second hello, Bea."
        client.post(base + "/messages", json={"text": "Go on"})
        assert client.post(base + "/continue").json()["content"] == "One and two."
        edited = client.patch(base + "/messages/0", json={"text": "Go on, please"}).json()
        assert edited["entries"][0]["content"] == "Go on, please"
        forked = client.post(base + "/fork", json={"index": 0}).json()
        assert forked["id"] != conv["id"]
        assert [e["content"] for e in forked["entries"]] == ["Go on, please"]
        exported = client.get(base + "/export", params={"format": "markdown"})
        assert exported.headers["content-type"].startswith("text/markdown")
        assert "One and two." in exported.text and "Second hello, Bea." in exported.text
        ids = {c["id"] for c in client.get(f"/api/v1/characters/{cid}/conversations").json()}
        assert ids == {conv["id"], forked["id"]}


def test_a_model_failure_streams_an_error_event_and_keeps_the_message(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    server = start_server(packages=[make_character()])  # Nothing scripted: the model says 500.
    with server.client(headers=CSRF) as client:
        cid = _first_id(client)
        conv = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        base = f"/api/v1/characters/{cid}/conversations/{conv}"
        with client.stream("POST", base + "/messages", json={"text": "Hi"}) as response:
            events = sse_events(response)
        errors = [data for name, data in events if name == "error"]
        assert len(errors) == 1 and errors[0]["message"]
        assert events[-1] == ("done", {"ok": False, "error": events[-1][1]["error"]})
        assert client.get(base).json()["entries"][0]["content"] == "Hi"


def test_openapi_document_names_every_player_call(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    server = start_server(packages=[make_character()])
    with server.client() as client:
        doc = client.get("/api/v1/openapi.json").json()
    paths = doc["paths"]
    conv = "/api/v1/characters/{character_id}/conversations/{conversation_id}"
    for path, method in [
        ("/api/v1/characters", "get"),
        ("/api/v1/characters/load", "post"),
        ("/api/v1/characters/{character_id}/conversations", "post"),
        ("/api/v1/characters/{character_id}/conversations", "get"),
        (conv, "get"),
        (conv + "/messages", "post"),
        (conv + "/regenerate", "post"),
        (conv + "/continue", "post"),
        (conv + "/swipe", "post"),
        (conv + "/messages/{index}", "patch"),
        (conv + "/fork", "post"),
        (conv + "/greeting", "put"),
        (conv + "/persona", "put"),
        (conv + "/export", "get"),
    ]:
        assert method in paths[path], (path, method)


def test_unknown_character_and_conversation_are_404_with_a_message(
    start_server: StartServer, make_character: MakeCharacter, tmp_path: Path
) -> None:
    server = start_server(packages=[make_character()])
    with server.client(headers=CSRF) as client:
        missing = client.get("/api/v1/characters/0123456789abcdef")
        assert missing.status_code == 404 and "no character" in missing.json()["error"]
        cid = _first_id(client)
        gone = client.get(f"/api/v1/characters/{cid}/conversations/42")
        assert gone.status_code == 404
        assert gone.json()["error"] == "there is no conversation 42 for this character"
        assert str(tmp_path) not in gone.text
        bad = client.get(f"/api/v1/characters/{cid}/conversations/..%2F..")
        assert bad.status_code in (404, 422)


def test_display_regex_scripts_shape_the_html_never_the_content(
    start_server: StartServer, make_character: MakeCharacter, model_server: ModelServer
) -> None:
    """A card's markdown-only scripts (a status bar drawn from a placeholder) shape what
    the web chat shows, greeting included; ``content`` stays what was written."""
    import json

    bar = {"scriptName": "bar", "findRegex": "/<StatusPlaceHolderImpl\\/>/g",
           "replaceString": "**Coins: 30**", "placement": [2], "trimStrings": [],
           "markdownOnly": True}  # fmt: skip
    card = {"card": {"spec": "chara_card_v2", "data": {"extensions": {"regex_scripts": [bar]}}}}
    root = make_character(files={
        "intro.txt": "The bell rings. <StatusPlaceHolderImpl/>",
        ".card.json": json.dumps(card),
    })  # fmt: skip
    server = start_server(packages=[root])
    model_server.script(text("Morning. <StatusPlaceHolderImpl/>"))
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        cid = _first_id(client)
        new = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()
        assert "Coins: 30" in new["greetingHtml"] and "StatusPlaceHolder" not in new["greetingHtml"]
        base = f"/api/v1/characters/{cid}/conversations/{new['id']}"
        reply = client.post(base + "/messages", json={"text": "Hi"}).json()
        assert "<strong>Coins: 30</strong>" in reply["html"]
        shown = client.get(base).json()["entries"][-1]
        assert shown["content"] == "Morning. <StatusPlaceHolderImpl/>"
        assert "<strong>Coins: 30</strong>" in shown["html"]
    # The model was sent what was written: the script is markdown-only.
    assert "Coins" not in json.dumps(model_server.requests[-1].body)
