"""ConversationStore and Conversation: ids, listing, delete, fork, clear, counters, edits."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from studio.errors import StorageError
from studio.storage import ConversationStore


def _msg(i: int, role: str = "user") -> dict[str, object]:
    return {"role": role, "content": f"m{i}"}


def test_ids_are_two_or_more_digits_and_never_reuse_gaps(store: ConversationStore) -> None:
    ids = [store.create().id for _ in range(3)]
    assert ids == ["01", "02", "03"]
    store.delete("02")
    assert store.create().id == "04"
    # Jump to 99 by hand: the next is 100 and listing sorts numerically.
    (store.folder / "conversation_99.jsonl").write_text(
        '{"schema_version": 1, "id": "99", "title": "x", "created": "", "forked_from": null}\n'
    )
    assert store.create().id == "100"
    assert [i.id for i in store.list()] == ["01", "03", "04", "99", "100"]


def test_list_is_cheap_and_correct(store: ConversationStore) -> None:
    assert store.list() == []  # Folder does not exist yet.
    conv = store.create(title="Chat")
    conv.append_many([_msg(i) for i in range(5)])
    (store.folder / ".conversation_01.jsonl.abc.tmp").write_text("leftover")
    (info,) = store.list()
    assert (info.id, info.title, info.message_count, info.forked_from) == ("01", "Chat", 5, None)
    assert info.updated.endswith("Z") and info.created.endswith("Z")
    with conv.path.open("ab") as handle:
        handle.write(b'{"torn')
    assert store.list()[0].message_count == 5


def test_list_skips_unreadable_headers_with_a_warning(store: ConversationStore) -> None:
    store.create().close()
    (store.folder / "conversation_02.jsonl").write_text("garbage\n")
    assert [i.id for i in store.list()] == ["01"]
    assert "02" in store.warnings[0]


def test_open_missing_and_invalid_ids(store: ConversationStore) -> None:
    with pytest.raises(StorageError, match="does not exist"):
        store.open("05")
    for bad in ["1", "../01", "01/../../x", "ab"]:
        with pytest.raises(StorageError, match="invalid conversation id"):
            store.open(bad)


def test_title_default_and_set(store: ConversationStore) -> None:
    conv = store.create()
    assert conv.title == "Conversation 01"
    conv.append(_msg(0))
    conv.set_title("New name")
    conv.append(_msg(1))
    conv.close()
    again = store.open("01")
    assert again.title == "New name" and [e["content"] for e in again.entries] == ["m0", "m1"]


def test_delete_removes_every_file(store: ConversationStore) -> None:
    keep = store.create()
    keep.save_store("char.a", {"k": 1})
    conv = store.create()
    conv.append(_msg(0))
    conv.next_tool_call_id()
    conv.add_agent_tokens(5)
    conv.save_store("sub.agent/short", {"x": 1})
    conv.append_agent_log("char.a", {"kind": "tool"})
    conv.append_request({"model": "m"})
    conv.close()
    keep.close()  # A clean close writes the store file (the state journal had it).
    store.delete("02")
    assert sorted(p.name for p in store.folder.iterdir()) == [
        "conversation_01.jsonl",
        "conversation_01.lock",
        "conversation_01.state.jsonl",
        "conversation_01.stores",
    ]
    with pytest.raises(StorageError):
        store.delete("02")


def test_tool_call_ids_persist_across_reopen(store: ConversationStore) -> None:
    conv = store.create()
    assert conv.last_tool_call_id == 0
    assert [conv.next_tool_call_id() for _ in range(3)] == [1, 2, 3]
    conv.close()
    again = store.open("01")
    assert again.last_tool_call_id == 3 and again.next_tool_call_id() == 4
    other = store.open("01")  # A second handle (another window) shares the counter.
    assert other.next_tool_call_id() == 5 and again.next_tool_call_id() == 6


def test_clear_keeps_counter_and_tokens_but_drops_entries_and_stores(
    store: ConversationStore,
) -> None:
    conv = store.create()
    conv.append_many([_msg(0), _msg(1, "assistant")])
    conv.next_tool_call_id()
    conv.next_tool_call_id()
    conv.add_agent_tokens(100)
    conv.save_store("char.memory", {"facts": [1]})
    conv.clear()
    assert conv.entries == [] and conv.list_stores() == {}
    assert conv.load_store("char.memory") is None
    assert conv.next_tool_call_id() == 3
    assert conv.tokens()["agent_tokens"] == 100
    conv.close()
    assert store.open("01").entries == []


def test_fork_semantics(store: ConversationStore) -> None:
    src = store.create(title="Story")
    src.append_many([_msg(i) for i in range(5)])
    for _ in range(7):
        src.next_tool_call_id()
    src.add_agent_tokens(900)
    src.add_model_tokens(10, 20)
    src.save_store("char.memory", {"n": 1})
    src.save_store("sub.agent/short", {"n": 2})
    src.append_agent_log("char.memory", {"kind": "x"})
    fork = store.fork("01", 2)
    assert fork.id == "02" and fork.header["forked_from"] == "01"
    assert fork.title == "Story (fork)"
    assert [e["content"] for e in fork.entries] == ["m0", "m1", "m2"]  # Inclusive.
    assert fork.list_stores() == {"char.memory": {"n": 1}, "sub.agent/short": {"n": 2}}
    assert fork.next_tool_call_id() == 8  # Continues the source's numbering.
    assert fork.tokens() == {"agent_tokens": 0, "model_tokens": {"prompt": 0, "completion": 0}}
    assert fork.read_agent_log("char.memory") == []
    # The fork is independent of its source.
    fork.save_store("char.memory", {"n": 99})
    assert src.load_store("char.memory") == {"n": 1} and src.next_tool_call_id() == 8
    assert store.list()[1].forked_from == "01"
    assert store.list()[1].forked_at == 2 and store.list()[0].forked_at is None
    assert fork.header["forked_at"] == 2
    assert store.fork("02", 0).header["forked_at"] == 0  # a fork of a fork has its own
    with pytest.raises(StorageError, match="cannot fork"):
        store.fork("01", 5)
    with pytest.raises(StorageError, match="cannot fork"):
        store.fork("01", -1)


def test_edits_rewrite_atomically(store: ConversationStore) -> None:
    conv = store.create()
    conv.append_many([_msg(i) for i in range(4)])
    conv.update_entry(1, {"role": "assistant", "content": "edited", "rejected": True})
    conv.replace_entries(conv.entries[:3])
    assert conv.append(_msg(9)) == 3
    conv.close()
    entries = store.open("01").entries
    assert [e["content"] for e in entries] == ["m0", "edited", "m2", "m9"]
    assert entries[1]["rejected"] is True
    with pytest.raises(StorageError, match="no entry 7"):
        store.open("01").update_entry(7, _msg(0))


def test_write_after_another_process_changed_the_file_is_refused(
    store: ConversationStore,
) -> None:
    first = store.create()
    second = store.open("01")
    first.append(_msg(0))
    with pytest.raises(StorageError, match="changed by another"):
        second.append(_msg(1))
    second.close()
    third = store.open("01")
    third.replace_entries([])
    with pytest.raises(StorageError, match="changed by another"):
        first.append(_msg(2))
    assert store.open("01").entries == []


def test_closed_conversation_refuses_writes(store: ConversationStore) -> None:
    with store.create() as conv:
        pass
    with pytest.raises(StorageError, match="closed"):
        conv.append(_msg(0))


def test_append_cost_is_two_writes_and_one_fsync(
    store: ConversationStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    conv = store.create()
    conv.append_many([_msg(i) for i in range(2000)])
    writes: list[int] = []
    syncs: list[int] = []
    real_write, real_fsync = os.write, os.fsync

    def counting_write(fd: int, data: bytes) -> int:
        writes.append(len(data))
        return real_write(fd, data)

    def counting_fsync(fd: int) -> None:
        syncs.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "write", counting_write)
    monkeypatch.setattr(os, "fsync", counting_fsync)
    conv.append_many([_msg(1), _msg(2, "assistant")])
    # The lines, then the commit record copying them into the state journal, then
    # one fsync (of the state journal): none of it grows with the conversation.
    assert len(syncs) == 1 and len(writes) == 2 and writes[0] < 100 and writes[1] < 250
    assert conv.path.stat().st_size > 50_000


def test_threads_do_not_interleave(store: ConversationStore) -> None:
    import threading

    conv = store.create()

    def worker(k: int) -> None:
        for i in range(50):
            conv.append({"role": "user", "content": f"{k}-{i}" + "x" * 5000})

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    conv.close()
    assert len(store.open("01").entries) == 200


def test_projects_and_packages_are_separate_folders(tmp_path: Path) -> None:
    a = ConversationStore(tmp_path / "a")
    b = ConversationStore(tmp_path / "b")
    a.create().save_store("x", {"a": 1})
    assert b.create().load_store("x") is None
