"""Search in the open chat and across a folder's conversations (studio/storage/search.py)."""

from __future__ import annotations

import os
from pathlib import Path

from studio.storage import ConversationStore
from studio.storage.search import find_in_entries, search_conversations


def _store(tmp_path: Path) -> ConversationStore:
    store = ConversationStore(tmp_path)
    with store.create(title="Dragons") as conv:
        conv.append_many(
            [
                {"role": "user", "content": "Tell me about the Dragon."},
                {"role": "assistant", "content": "", "tool_calls": [{"id": "a"}]},
                {"role": "tool", "content": "dragon facts"},  # never a hit
                {"role": "log", "content": "dragon log", "agentId": "x"},  # never a hit
                {"role": "assistant", "content": "Dragons breathe fire.\nDRAGON! dragon."},
                {
                    "role": "user",
                    "content": "Thanks «ÜBER» \"quoted\" text",
                    "alternatives": [[{"role": "assistant", "content": "hidden dragon"}]],
                    "alternative": 0,
                },
            ]
        )
    with store.create(title="Weather") as conv:
        conv.append_many(
            [{"role": "user", "content": "rain"}, {"role": "assistant", "content": "sun"}]
        )
    return store


def test_find_in_entries_returns_every_match_in_order() -> None:
    entries = [
        {"role": "user", "content": "a cat and a CAT"},
        {"role": "tool", "content": "cat"},
        {"role": "assistant", "content": "no"},
        {"role": "assistant", "content": "Cats"},
    ]
    found = [(m.index, m.start) for m in find_in_entries(entries, "cat")]
    assert found == [(0, 2), (0, 12), (3, 0)]
    assert find_in_entries(entries, "") == []


def test_search_finds_user_and_assistant_text_with_entry_indexes(tmp_path: Path) -> None:
    store = _store(tmp_path)
    hits = list(search_conversations(tmp_path, "dragon"))
    assert [(h.conversation_id, h.index, h.role) for h in hits] == [
        ("01", 0, "user"),
        ("01", 4, "assistant"),
    ]  # the tool result, the log line and the hidden alternative are not hits
    assert hits[0].title == "Dragons" and hits[0].start == len("Tell me about the ")
    assert "Dragon" in hits[0].snippet
    with store.open("01") as conv:
        assert "dragon" in conv.entries[hits[1].index]["content"].lower()


def test_queries_json_would_escape_and_non_ascii_text(tmp_path: Path) -> None:
    _store(tmp_path)
    assert [h.index for h in search_conversations(tmp_path, '"quoted"')] == [5]
    assert [h.index for h in search_conversations(tmp_path, "über")] == [5]
    assert [h.index for h in search_conversations(tmp_path, "breathe fire.\nd")] == [4]


def test_order_first_then_most_recent_and_limit(tmp_path: Path) -> None:
    _store(tmp_path)
    with ConversationStore(tmp_path).create(title="Third") as conv:
        conv.append({"role": "user", "content": "sun and dragon"})
    old = tmp_path / "conversation_03.jsonl"
    os.utime(old, (1, 1))  # the oldest now
    assert [h.conversation_id for h in search_conversations(tmp_path, "dragon")] == [
        "01",
        "01",
        "03",
    ]
    assert [h.conversation_id for h in search_conversations(tmp_path, "sun", first="03")] == [
        "03",
        "02",
    ]
    assert len(list(search_conversations(tmp_path, "dragon", limit=1))) == 1


def test_torn_and_unreadable_files_are_skipped(tmp_path: Path) -> None:
    _store(tmp_path)
    (tmp_path / "conversation_07.jsonl").write_bytes(b"not json\n")
    with (tmp_path / "conversation_02.jsonl").open("ab") as handle:
        handle.write(b'{"role":"user","content":"rain torn')
    assert [h.index for h in search_conversations(tmp_path, "rain")] == [0]
    assert list(search_conversations(tmp_path / "missing", "x")) == []
