"""The conversation-file schema step (v1 -> v2, swipes): old files pass through unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from studio.storage import ConversationStore
from studio.storage.journal import parse_journal
from studio.storage.schema import SCHEMA_VERSION, migrate

V1_HEADER = {
    "schema_version": 1,
    "id": "01",
    "title": "Old",
    "created": "2025-01-01T00:00:00Z",
    "forked_from": None,
}
V1_ENTRIES = [
    {"role": "user", "content": "hi"},
    {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "toolCallId": 1}]},
    {"role": "tool", "tool_call_id": "c1", "toolCallId": 1, "content": "ok"},
    {"role": "assistant", "content": "hello", "rejected": True, "unknown": {"kept": 1}},
]


def _write_v1(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "conversation_01.jsonl"
    lines = [json.dumps(V1_HEADER)] + [json.dumps(e) for e in V1_ENTRIES]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_current_version_is_two() -> None:
    assert SCHEMA_VERSION == 2


def test_v1_entries_pass_through_unchanged(tmp_path: Path) -> None:
    path = _write_v1(tmp_path)
    before = path.read_bytes()
    parsed = parse_journal(before, path)
    assert parsed.entries == V1_ENTRIES
    assert parsed.header["schema_version"] == 2
    assert {k: v for k, v in parsed.header.items() if k != "schema_version"} == {
        k: v for k, v in V1_HEADER.items() if k != "schema_version"
    }


def test_opening_a_v1_file_does_not_touch_it(tmp_path: Path) -> None:
    path = _write_v1(tmp_path)
    before = path.read_bytes()
    store = ConversationStore(tmp_path)
    with store.open("01") as conv:
        assert conv.entries == V1_ENTRIES
        conv.append({"role": "user", "content": "more"})  # an append keeps the header line
    assert path.read_bytes().startswith(before)
    assert json.loads(path.read_bytes().split(b"\n")[0])["schema_version"] == 1


def test_a_rewrite_stamps_the_current_version(tmp_path: Path) -> None:
    path = _write_v1(tmp_path)
    store = ConversationStore(tmp_path)
    with store.open("01") as conv:
        conv.set_title("Renamed")
    header = json.loads(path.read_bytes().split(b"\n")[0])
    assert header["schema_version"] == 2 and header["title"] == "Renamed"
    with store.open("01") as conv:
        assert conv.entries == V1_ENTRIES


def test_migrate_is_identity_on_current_files() -> None:
    header = {**V1_HEADER, "schema_version": 2}
    assert migrate(header, list(V1_ENTRIES)) == (header, V1_ENTRIES)
