"""Chat export: each format's content, the options, safety of the HTML, the writer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage.chat_export import (
    JSON_FORMAT,
    ChatMeta,
    export_chat,
    format_for,
    write_chat_export,
)

ENTRIES = [
    {"role": "user", "content": "Hello **there**"},
    {"role": "assistant", "content": "", "tool_calls": [{"id": "c1"}]},
    {"role": "tool", "content": "count=1", "tool_call_id": "c1"},
    {"role": "log", "content": "Memory stored: name = Ann", "agentId": "studio.memory-store"},
    {"role": "assistant", "content": "Hi!\n\n| a | b |\n|---|---|\n| 1 | 2 |",
     "reasoning": "The user greets me."},
    {"role": "assistant", "content": "A rejected reply", "rejected": True},
    {"role": "error", "content": "The model request failed: HTTP 500", "kind": "model"},
    {"role": "user", "content": "<script>alert(1)</script>"},
    {"role": "user", "content": "Look: ![cat](https://x.test/cat.png)"},
]  # fmt: skip
META = ChatMeta(character="Mara", title="Tea time", conversation_id="03")


def test_markdown_and_text_hold_the_chat_and_only_what_was_asked() -> None:
    for fmt in ("markdown", "text"):
        doc = export_chat(ENTRIES, META, fmt=fmt)
        assert "Tea time" in doc and "Conversation 03" in doc
        assert "Hello **there**" in doc and "Hi!" in doc
        assert doc.index("Hello") < doc.index("Hi!")
        assert "Mara:" in doc and "You:" in doc
        for left_out in ("count=1", "A rejected reply", "Memory stored", "HTTP 500", "greets"):
            assert left_out not in doc, (fmt, left_out)
        full = export_chat(ENTRIES, META, fmt=fmt, include_logs=True, include_reasoning=True)
        assert "Memory stored: name = Ann" in full and "studio.memory-store" in full
        assert "HTTP 500" in full and "The user greets me." in full
        assert full.index("greets") < full.index("Hi!")


def test_html_is_self_contained_and_safe() -> None:
    doc = export_chat(ENTRIES, META, fmt="html", include_logs=True, include_reasoning=True)
    assert doc.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in doc
    assert "<strong>there</strong>" in doc and "<table>" in doc  # Markdown and GFM tables
    assert "<script" not in doc.lower()  # raw HTML from a message is dropped
    assert "<img" not in doc and "[image: cat]" in doc  # nothing is loaded when opened
    assert "src=" not in doc and "<link" not in doc and "@import" not in doc
    assert "<details><summary>Reasoning</summary>" in doc
    assert "[log studio.memory-store]" in doc


def test_json_keeps_entries_with_index_and_name() -> None:
    doc = json.loads(export_chat(ENTRIES, META, fmt="json"))
    assert doc["format"] == JSON_FORMAT and doc["version"] == 1
    assert doc["conversation_id"] == "03" and doc["character"] == "Mara"
    assert [m["index"] for m in doc["messages"]] == [0, 4, 7, 8]
    assert doc["messages"][1]["name"] == "Mara" and "reasoning" not in doc["messages"][1]
    with_all = json.loads(export_chat(ENTRIES, META, fmt="json", include_reasoning=True))
    assert with_all["messages"][1]["reasoning"] == "The user greets me."


def test_party_replies_name_their_member() -> None:
    entries = [
        {"role": "user", "content": "hi all"},
        {"role": "assistant", "content": "Hello", "speaker": "Quill"},
        {"role": "assistant", "content": "Hey", "speaker": "Odile"},
    ]
    doc = export_chat(entries, ChatMeta(character="Quill, Odile"), fmt="text")
    assert "Quill:\nHello" in doc and "Odile:\nHey" in doc


def test_formats_from_names_and_bad_input() -> None:
    assert format_for("a.md") == "markdown" and format_for("a.HTML") == "html"
    assert format_for("a.txt") == "text" and format_for("a.json") == "json"
    assert format_for("x", "md") == "markdown"
    with pytest.raises(ValueError, match=r"\.md, \.html, \.txt or \.json"):
        format_for("chat.docx")
    with pytest.raises(ValueError, match="unknown export format"):
        export_chat([], META, fmt="pdf")


def test_write_refuses_a_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="does not exist"):
        write_chat_export(tmp_path / "nope" / "chat.md", "x")
    assert not (tmp_path / "nope").exists()
    target = write_chat_export(tmp_path / "chat.md", "# hi\n")
    assert target.read_text(encoding="utf-8") == "# hi\n"
