"""``CharacterPlayer.export_chat`` and ``character-studio export-chat``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from studio.errors import StorageError
from tests.support.model_server import text

ROOT = Path(__file__).resolve().parents[2]


async def test_export_current_and_other_conversations(
    make_character, player_factory, model_server, tmp_path
):
    root = make_character()
    player = player_factory(root)
    model_server.script(text("First answer."), text("Second answer."))
    await player.send("first question")
    first = player.conversation_id
    await player.new_conversation()
    await player.send("second question")
    doc = await player.export_chat(tmp_path / "now.html")
    assert "second question" in doc and "first question" not in doc
    assert (tmp_path / "now.html").read_text(encoding="utf-8") == doc
    other = await player.export_chat(fmt="json", conversation_id=first)
    messages = json.loads(other)["messages"]
    assert [m["content"] for m in messages] == ["first question", "First answer."]
    assert player.conversation_id != first  # exporting another did not switch
    with pytest.raises(StorageError, match="does not exist"):
        await player.export_chat(tmp_path / "missing" / "x.md")
    with pytest.raises(ValueError, match="cannot tell the export format"):
        await player.export_chat(tmp_path / "x.docx")


def test_export_chat_command(make_character, tmp_path: Path) -> None:
    root = make_character()
    folder = root / "conversations"
    folder.mkdir()
    header = {"schema_version": 1, "id": "01", "title": "Saved", "created": "2026-01-01"}
    lines = [header, {"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}]
    (folder / "conversation_01.jsonl").write_text(
        "".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8"
    )
    out = tmp_path / "chat.md"
    run = [sys.executable, "-m", "studio", "export-chat", str(root), "-o", str(out)]
    result = subprocess.run([*run, "--conversation", "1"], capture_output=True, text=True,
                            cwd=ROOT, timeout=60, check=False)  # fmt: skip
    assert result.returncode == 0, result.stderr
    doc = out.read_text(encoding="utf-8")
    assert "# Saved" in doc and "hello" in doc and "**Tester:**" in doc
    bad = subprocess.run([*run[:-1], str(tmp_path / "no" / "x.md")], capture_output=True,
                         text=True, cwd=ROOT, timeout=60, check=False)  # fmt: skip
    assert bad.returncode == 1 and "does not exist" in bad.stderr


async def test_export_names_the_user_by_the_persona(make_character, player_factory, model_server):
    player = player_factory(make_character())
    model_server.script(text("Hello, Ann."))
    await player.send("hi")
    assert "**You:**" in await player.export_chat(fmt="markdown")
    await player.set_persona("Ann")
    doc = await player.export_chat(fmt="text")
    assert "Ann:\nhi" in doc and "Tester:\nHello, Ann." in doc
