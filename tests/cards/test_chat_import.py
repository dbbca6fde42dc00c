"""Chats brought over (issue 25 item 6): a SillyTavern ``.jsonl`` chat, with swipes, and
this program's own JSON chat export, as a conversation that plays on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from studio import CharacterPlayer
from studio.cards import import_card
from studio.cards.chat_import import import_chat, read_chat
from studio.cli import main
from studio.errors import StorageError
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer, text


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = tmp_path / "card.json"
    path.write_text(json.dumps(g.v3_card()), encoding="utf-8")
    return import_card(path, tmp_path / "projects").folder


def _st_chat(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    return path


def _sillytavern(path: Path, greeting: str) -> Path:
    """A chat as SillyTavern writes it: header, greeting (expanded), two turns, swipes."""
    return _st_chat(
        path,
        [
            {"user_name": "Robin", "character_name": "Seraphina", "create_date": "2024-1-1",
             "chat_metadata": {"note_prompt": ""}},
            {"name": "Seraphina", "is_user": False, "is_system": False, "mes": greeting,
             "send_date": "2024-1-1", "swipes": [greeting], "swipe_id": 0},
            {"name": "Robin", "is_user": True, "mes": "Where am I?", "send_date": "x",
             "extra": {"bias": ""}},
            {"name": "Seraphina", "is_user": False, "mes": "In my glade.",
             "swipes": ["A forest.", "In my glade.", "Safe."], "swipe_id": 1,
             "swipe_info": [{}, {}, {}]},
            {"name": "System", "is_user": False, "is_system": True, "mes": "[hidden note]"},
            {"name": "Robin", "is_user": True, "mes": "Thank you."},
            {"name": "Seraphina", "mes": "You are welcome."},  # no is_user: an older file
        ],
    )


async def test_a_sillytavern_chat_becomes_a_conversation_that_plays_on(
    tmp_path: Path, project: Path, model_server: ModelServer
) -> None:
    # SillyTavern stores the greeting with {{char}}/{{user}} already expanded.
    greeting = "*Sera looks up at Robin.* Welcome to my glade."
    chat = _sillytavern(tmp_path / "chat.jsonl", greeting)
    result = import_chat(project, chat)
    assert result.greeting == 0  # the intro
    assert result.messages == 4 and result.swipes == 2
    assert any("hidden or system" in w for w in result.warnings)
    model_server.script(text("Of course."))
    async with CharacterPlayer(
        project, api_key="sk-test", base_url=model_server.url, model="test-model"
    ) as player:
        await player.load_conversation(result.conversation_id)
        entries = player.get_conversation()
        assert [(e["role"], e["content"]) for e in entries] == [
            ("user", "Where am I?"),
            ("assistant", "In my glade."),
            ("user", "Thank you."),
            ("assistant", "You are welcome."),
        ]
        assert player.alternatives(1) == (1, 3)
        assert player.persona()["name"] == "Robin"
        assert player.greeting_text() == greeting
        await player.send("Goodbye.")
    sent = model_server.requests[-1].body["messages"]
    contents = [m["content"] for m in sent]
    assert greeting in contents and "In my glade." in contents and "Goodbye." in contents
    assert "A forest." not in contents and "[hidden note]" not in contents


def test_an_alternate_greeting_is_named_in_the_header(tmp_path: Path, project: Path) -> None:
    second = (project / "greetings" / "01.txt").read_text(encoding="utf-8")
    chat = _sillytavern(tmp_path / "c.jsonl", second.replace("{{user}}", "Robin"))
    assert import_chat(project, chat).greeting == 1


def test_an_unknown_first_message_is_kept(tmp_path: Path, project: Path) -> None:
    chat = _sillytavern(tmp_path / "c.jsonl", "A greeting from another version.")
    result = import_chat(project, chat)
    assert result.greeting is None
    assert any("none of" in w for w in result.warnings)
    assert result.messages == 5


async def test_json_export_round_trip(
    tmp_path: Path, project: Path, model_server: ModelServer
) -> None:
    first = import_chat(project, _sillytavern(tmp_path / "chat.jsonl", "x" * 3))
    async with CharacterPlayer(
        project, api_key="sk-test", base_url=model_server.url, model="test-model"
    ) as player:
        await player.load_conversation(first.conversation_id)
        before = player.get_conversation()
        await player.export_chat(tmp_path / "out.json")
    again = import_chat(project, tmp_path / "out.json")
    async with CharacterPlayer(
        project, api_key="sk-test", base_url=model_server.url, model="test-model"
    ) as player:
        await player.load_conversation(again.conversation_id)
        after = player.get_conversation()
    assert [(e["role"], e["content"]) for e in after] == [
        (e["role"], e["content"]) for e in before
    ]


@pytest.mark.parametrize(
    ("content", "match"),
    [
        ('{"user_name": "a"}\nnot json\n', r"c\.jsonl:2: is not JSON"),
        ('{"user_name": "a"}\n[1, 2]\n', r"c\.jsonl:2: must be a JSON object"),
        ('{"user_name": "a"}\n{"mes": 5}\n', r"c\.jsonl:2: 'mes' must be text"),
        ('{"mes": "Bad \\ud800"}\n', "surrogate"),
    ],
)
def test_bad_chats_are_refused_and_nothing_is_written(
    tmp_path: Path, project: Path, content: str, match: str
) -> None:
    chat = tmp_path / "c.jsonl"
    chat.write_text(content, encoding="utf-8")
    with pytest.raises(StorageError, match=match):
        import_chat(project, chat)
    assert not list((project / "conversations").glob("conversation_*.jsonl"))


def test_missing_and_extra_fields_take_defaults(tmp_path: Path) -> None:
    chat = _st_chat(
        tmp_path / "c.jsonl",
        [{"is_user": True}, {"mes": "hi", "weird": {"x": 1}, "swipes": "not a list"}],
    )
    parsed = read_chat(chat)
    assert parsed.entries == [
        {"role": "user", "content": ""},
        {"role": "assistant", "content": "hi"},
    ]


def test_cli_import_chat(
    tmp_path: Path, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    greeting = "*Sera looks up at Robin.* Welcome to my glade."
    chat = _sillytavern(tmp_path / "chat.jsonl", greeting)
    assert main(["import-chat", str(project), str(chat)]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == "01"
    assert "4 messages, 2 other swipes" in out.err
    assert main(["import-chat", str(project), str(tmp_path / "missing.jsonl")]) == 1
    assert "cannot be read" in capsys.readouterr().err
