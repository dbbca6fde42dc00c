"""The state journal: what it holds, other writers, and bad input."""

from __future__ import annotations

import os
from pathlib import Path

import orjson
import pytest

from studio.errors import StorageError
from studio.storage import ConversationStore, read_json


def _state(store: ConversationStore) -> Path:
    return store.folder / "conversation_01.state.jsonl"


def test_changes_are_recorded_once_and_sidecars_written_on_close(store: ConversationStore) -> None:
    conv = store.create()
    with conv.group_commit():
        conv.append({"role": "user", "content": "hi"}, sync=False)
        assert conv.next_tool_call_id() == 1
        conv.save_store("a.b", {"n": 1})
        conv.add_model_tokens(5, 2)
    lines = [orjson.loads(x) for x in _state(store).read_bytes().splitlines()]
    assert lines[0]["v"] == 1 and lines[0]["end"] == 0  # nothing of the journal durable yet
    assert {"last": 1} in lines and {"store": "a.b", "value": {"n": 1}} in lines
    commit = lines[-1]["commit"]
    assert commit["tail"] == conv.path.read_text(encoding="utf-8")  # header and line
    assert not (store.folder / "conversation_01.tokens.json").exists()
    conv.close()
    assert read_json(store.folder / "conversation_01.tokens.json") == {
        "agent_tokens": 0,
        "model_tokens": {"prompt": 5, "completion": 2},
    }
    assert read_json(store.folder / "conversation_01.tool-call-ids.json") == {"last": 1}
    assert read_json(store.folder / "conversation_01.stores" / "a.b.json") == {"n": 1}
    # The checkpoint restarted the state journal with one base record.
    assert len(_state(store).read_bytes().splitlines()) == 1


def test_two_open_copies_never_share_a_tool_call_id(store: ConversationStore) -> None:
    one = store.create()
    two = store.open("01")
    assert [one.next_tool_call_id(), two.next_tool_call_id(), one.next_tool_call_id()] == [1, 2, 3]
    two.save_store("s", {"by": "two"})
    assert one.load_store("s") == {"by": "two"}
    two.close()  # checkpoints: a new state journal under one's feet
    assert one.next_tool_call_id() == 4 and one.load_store("s") == {"by": "two"}
    one.add_agent_tokens(3)
    one.close()
    again = store.open("01")
    assert again.last_tool_call_id == 4 and again.tokens()["agent_tokens"] == 3
    again.close()


def test_clear_drops_stores_even_before_a_checkpoint(store: ConversationStore) -> None:
    conv = store.create()
    conv.save_store("x", {"a": 1})
    conv.checkpoint()
    conv.save_store("y", {"b": 2})
    conv.clear()
    assert conv.list_stores() == {} and not conv.has_store("x")
    conv.save_store("z", {"c": 3})
    conv.close()
    again = store.open("01")
    assert again.list_stores() == {"z": {"c": 3}}
    again.close()


def test_torn_last_state_line_is_dropped_with_a_warning(store: ConversationStore) -> None:
    conv = store.create()
    conv.next_tool_call_id()
    conv.next_tool_call_id()
    conv._close_state_fd()  # a crash: no clean close
    conv._lock.close()
    path = _state(store)
    path.write_bytes(path.read_bytes()[:-4])  # the second counter record is torn
    again = store.open("01")
    assert any("incomplete last line" in w for w in again.warnings)
    assert again.next_tool_call_id() == 2
    again.close()
    assert read_json(store.folder / "conversation_01.tool-call-ids.json") == {"last": 2}


def test_damaged_state_line_in_the_middle_is_refused(store: ConversationStore) -> None:
    conv = store.create()
    conv.next_tool_call_id()
    conv.next_tool_call_id()
    conv._close_state_fd()
    conv._lock.close()
    path = _state(store)
    lines = path.read_bytes().split(b"\n")
    lines[1] = b'{"last": 1'
    path.write_bytes(b"\n".join(lines))
    before = path.read_bytes()
    with pytest.raises(StorageError, match="line 2 is damaged"):
        store.open("01")
    assert path.read_bytes() == before  # nothing rewritten


def test_state_from_a_newer_version_is_refused_untouched(store: ConversationStore) -> None:
    store.create().close()
    path = _state(store)
    path.write_bytes(path.read_bytes() + b'{"v": 2, "ino": 1, "end": 0}\n')
    before = path.read_bytes()
    with pytest.raises(StorageError, match="newer Character Studio"):
        store.open("01")
    path.write_bytes(before.replace(b'{"v": 2, "ino": 1, "end": 0}', b'{"swipes": []}'))
    with pytest.raises(StorageError, match="newer Character Studio"):
        store.open("01")
    assert _state(store).read_bytes() != b""


def test_conversation_of_the_previous_layout_opens_with_its_counters(
    store: ConversationStore,
) -> None:
    conv = store.create()
    conv.append({"role": "user", "content": "old"})
    conv.close()
    # The previous version had no state journal: only the atomic sidecars.
    _state(store).unlink()
    (store.folder / "conversation_01.tool-call-ids.json").write_text('{"last": 7}')
    (store.folder / "conversation_01.tokens.json").write_text(
        '{"agent_tokens": 4, "model_tokens": {"prompt": 9, "completion": 1}}'
    )
    stores = store.folder / "conversation_01.stores"
    stores.mkdir()
    (stores / "m.json").write_text('{"k": 1}')
    again = store.open("01")
    assert [e["content"] for e in again.entries] == ["old"]
    assert again.next_tool_call_id() == 8
    assert again.tokens()["model_tokens"] == {"prompt": 9, "completion": 1}
    assert again.load_store("m") == {"k": 1}
    assert _state(store).exists()
    again.close()


def test_deleted_conversation_gets_no_sidecars_back_on_close(store: ConversationStore) -> None:
    conv = store.create()
    conv.save_store("a", {"x": 1})
    store.delete("01")
    conv.close()
    assert not any(p.name.startswith("conversation_01.") for p in store.folder.iterdir())
    assert os.listdir(store.folder) == []


def test_state_journal_removed_while_open_is_written_out_again(store: ConversationStore) -> None:
    conv = store.create()
    conv.next_tool_call_id()
    conv.save_store("k", {"v": 1})
    _state(store).unlink()  # by hand, or by a cleaning tool
    assert conv.next_tool_call_id() == 2  # never back to 1
    assert conv.load_store("k") == {"v": 1}
    assert read_json(store.folder / "conversation_01.stores" / "k.json") == {"v": 1}
    conv.close()
    again = store.open("01")
    assert again.last_tool_call_id == 2
    again.close()


def test_rewrites_reusing_inode_numbers_never_look_like_lost_lines(
    store: ConversationStore,
) -> None:
    conv = store.create()
    inodes = set()
    for n in range(12):
        conv.append({"role": "user", "content": f"q{n}"})
        conv.append({"role": "assistant", "content": f"a{n}"}, sync=False)
        conv.update_entry(len(conv.entries) - 1, {"role": "assistant", "content": f"b{n}"})
        inodes.add(conv.path.stat().st_ino)
        # A second copy (a fork reads the source so) loads what the first has.
        with store.open("01") as other:
            assert other.entries == conv.entries and other.warnings == []
    assert len(inodes) < 12  # the file system did reuse inode numbers meanwhile
    conv.close()
