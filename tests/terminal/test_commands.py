"""The terminal's /commands: the table, /help, parsing, and each command through ``play``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.terminal.commands import (
    COMMANDS,
    CommandTable,
    command,
    conversation_id,
    parse_input,
)
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import ROOT, play

PLAIN = ROOT / "characters" / "plain"


def test_help_is_generated_from_the_table() -> None:
    help_text = COMMANDS.help_text("play")
    for cmd in COMMANDS.for_mode("play"):
        assert cmd.usage in help_text and cmd.help in help_text
    names = "regen swipe edit delete truncate fork new list switch history model quit help"
    for name in names.split():
        assert COMMANDS.find(name, "play") is not None, name
    # Party-only commands are not offered in play.
    import studio.terminal.party  # noqa: F401  (registers /to, /whisper, /cmd)

    assert COMMANDS.find("whisper", "play") is None
    assert COMMANDS.find("whisper", "party") is not None
    assert "/whisper" in COMMANDS.help_text("party")


def test_parse_input_rules() -> None:
    assert parse_input("hello", "play").kind == "text"
    assert parse_input("//etc/hosts is a file", "play").text == "/etc/hosts is a file"
    parsed = parse_input("/edit 3 new words", "play")
    assert parsed.kind == "command" and parsed.command is not None
    assert parsed.command.name == "edit" and parsed.text == "3 new words"
    assert parse_input("/regenerate", "play").command is COMMANDS.find("regen", "play")
    unknown = parse_input("/dance wildly", "play")
    assert unknown.kind == "unknown"
    assert "\n" not in unknown.text and "/help" in unknown.text and "//dance wildly" in unknown.text


def test_a_taken_name_is_refused_and_new_commands_join_help() -> None:
    table = CommandTable()

    @command("ping", help="answer pong", table=table)
    async def _ping(console: object, arg: str) -> None:
        return None

    with pytest.raises(ValueError, match="already"):
        command("ping", help="again", table=table)(_ping)
    assert "/ping" in table.help_text("play") and "answer pong" in table.help_text("play")


def test_conversation_ids_as_typed() -> None:
    assert conversation_id("1") == "01"
    assert conversation_id(" 7 ") == "07"
    assert conversation_id("012") == "012"


def test_commands_edit_and_navigate_without_losing_anything(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("One."), text("Two."), text("Two again."), text("Fresh."))
        result = play(
            server.url,
            tmp_path,
            PLAIN,
            "/help\nhello\nsecond\n/regen\n/dance\n//slash line\n/edit 9 nope\n"
            "/edit 0 hello there\n/history\n/fork 1\n/list\n/new\n/switch 1\n/history 2\n"
            "/model other-model\n/truncate 2\n/history\n/quit\nnever sent\n",
        )
        bodies = [r.body for r in server.requests if r.path.endswith("/chat/completions")]
    assert result.returncode == 0, result.stderr
    err = result.stderr
    assert "Conversation 01 (new" in err
    assert "/truncate N" in err and "Start a message with //" in err  # /help
    assert "unknown command /dance" in err
    assert "there is no message 9" in err
    assert "message 0 edited" in err
    assert "[0] You: hello there" in err  # /history after the edit
    assert "conversation 02 (forked at message 1)" in err
    assert "* 02" in err and "  01" in err  # /list marks the current one
    assert "conversation 03" in err and "conversation 01" in err
    assert "model: other-model" in err
    out = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert out[0].startswith("*The door creaks open")  # the intro of a new conversation
    assert out[1:] == ["One.", "Two.", "Two again.", "Fresh."]
    # /regen answered "second" again; //slash line sent "/slash line" to the model.
    assert bodies[2]["messages"][-1] == {"role": "user", "content": "second"}
    assert bodies[3]["messages"][-1]["content"] == "/slash line"
    assert "never sent" not in json.dumps(bodies)
    data = tmp_path / "d"
    conv = next(data.rglob("conversation_01.jsonl"))
    entries = [json.loads(x) for x in conv.read_text("utf-8").splitlines()[1:]]
    # /truncate 2 after /switch 1: entries 0 and 1 kept (the edited first message).
    assert [e["content"] for e in entries] == ["hello there", "One."]
    # The empty conversation /new made was not deleted (the user switched away from it
    # explicitly); the fork kept its copy.
    assert next(data.rglob("conversation_02.jsonl")).exists()


def test_swipe_moves_between_the_replies_regen_kept(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("First."), text("Second."), text("After."))
        result = play(
            server.url,
            tmp_path,
            PLAIN,
            "hello\n/swipe\n/regen\n/swipe\n/swipe prev\n/swipe 5\n/swipe sideways\n"
            "go on\n/quit\n",
        )
        bodies = [r.body for r in server.requests if r.path.endswith("/chat/completions")]
    assert result.returncode == 0, result.stderr
    err = result.stderr
    assert "reply 1 of 1" in err and "reply 2 of 2" in err
    assert "reply 1 of 2" in err and "Mara: First." in err  # the shown one is printed
    assert "there is no reply 5 (this one has 2" in err
    assert "usage: /swipe" in err
    # The model sees the alternative that is shown.
    sent = [m["content"] for m in bodies[-1]["messages"] if m["role"] in ("user", "assistant")]
    assert sent[-3:] == ["hello", "First.", "go on"]


def test_export_command_writes_the_conversation(tmp_path: Path) -> None:
    target = tmp_path / "chat.html"
    with ModelServer() as server:
        server.script(text("Tea is ready."))
        result = play(
            server.url,
            tmp_path,
            PLAIN,
            f"hello\n/export {target}\n/export\n/export {tmp_path}/none/x.md\n",
        )
    assert result.returncode == 0, result.stderr
    assert f"exported to {target}" in result.stderr
    assert "usage: /export FILE" in result.stderr
    assert "does not exist" in result.stderr
    doc = target.read_text(encoding="utf-8")
    assert "Tea is ready." in doc and "hello" in doc and doc.startswith("<!DOCTYPE html>")


def test_resuming_prints_the_id_and_recent_history(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("Kettle's on."), text("Still here."))
        first = play(server.url, tmp_path, PLAIN, "hello\n")
        again = play(server.url, tmp_path, PLAIN, "more\n", "--conversation", "1")
    assert "Conversation 01 (new" in first.stderr
    assert again.returncode == 0, again.stderr
    assert "Conversation 01 (resumed, 2 entries)" in again.stderr
    assert "[0] You: hello" in again.stderr and "[1] Mara: Kettle's on." in again.stderr
    assert "*The door creaks" not in again.stdout  # the intro is for a new conversation
    assert "Still here." in again.stdout
