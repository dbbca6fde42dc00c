"""Stores, token totals, agent log and requests journal."""

from __future__ import annotations

import os

import pytest

from studio.errors import StorageError
from studio.storage import ConversationStore, read_json, validate_agent_id


@pytest.mark.parametrize(
    "agent_id", ["char.memory", "studio.sub-agent", "sub.agent/short", "a_b-c.d", "x" * 128]
)
def test_valid_agent_ids(agent_id: str) -> None:
    assert validate_agent_id(agent_id) == agent_id


@pytest.mark.parametrize(
    "agent_id",
    [
        "",
        "..",
        "../x",
        "a/../b",
        "/abs",
        "a/b/c",
        "a\\b",
        ".hidden",
        "-x",
        "a//b",
        "a/",
        "é",
        "x" * 129,
        "a b",
        "C:x",
    ],
)
def test_invalid_agent_ids(store: ConversationStore, agent_id: str) -> None:
    with pytest.raises(StorageError, match="invalid agent id"):
        validate_agent_id(agent_id)
    conv = store.create()
    with pytest.raises(StorageError):
        conv.save_store(agent_id, {})
    with pytest.raises(StorageError):
        conv.append_agent_log(agent_id, {})
    assert not list(conv.folder.rglob("*.json"))


def test_store_namespacing(store: ConversationStore) -> None:
    conv = store.create()
    assert conv.load_store("char.memory") is None and not conv.has_store("char.memory")
    conv.save_store("char.memory", {"top": 1})
    conv.save_store("sub.agent/char.memory", {"private": 2})
    assert conv.load_store("char.memory") == {"top": 1}
    assert conv.load_store("sub.agent/char.memory") == {"private": 2}
    assert conv.has_store("sub.agent/char.memory")
    assert conv.list_stores() == {
        "char.memory": {"top": 1},
        "sub.agent/char.memory": {"private": 2},
    }
    conv.close()  # The clean close writes the store files the state journal held.
    root = store.folder / "conversation_01.stores"
    assert read_json(root / "char.memory.json") == {"top": 1}
    assert read_json(root / "sub.agent" / "char.memory.json") == {"private": 2}
    conv = store.open("01")
    assert conv.list_stores() == {
        "char.memory": {"top": 1},
        "sub.agent/char.memory": {"private": 2},
    }
    conv.save_store("char.memory", {})
    assert conv.load_store("char.memory") == {}  # Empty but saved is not "no state yet".
    other = store.create()
    assert other.list_stores() == {}


def test_store_must_be_an_object(store: ConversationStore) -> None:
    conv = store.create()
    with pytest.raises(StorageError):
        conv.save_store("a", [1, 2])  # type: ignore[arg-type]
    (conv.folder / "conversation_01.stores").mkdir()
    (conv.folder / "conversation_01.stores" / "a.json").write_text("[1]")
    with pytest.raises(StorageError, match="JSON object"):
        conv.load_store("a")


def test_token_totals(store: ConversationStore) -> None:
    conv = store.create()
    assert conv.tokens() == {"agent_tokens": 0, "model_tokens": {"prompt": 0, "completion": 0}}
    assert conv.add_agent_tokens(10) == 10
    assert conv.add_agent_tokens(5) == 15
    conv.add_model_tokens(100, 7)
    conv.add_model_tokens(1, 1)
    conv.close()
    again = store.open("01")
    assert again.tokens() == {"agent_tokens": 15, "model_tokens": {"prompt": 101, "completion": 8}}
    again.close()
    assert read_json(store.folder / "conversation_01.tokens.json") == {
        "agent_tokens": 15,
        "model_tokens": {"prompt": 101, "completion": 8},
    }
    (store.folder / "conversation_01.tokens.json").write_text('{"agent_tokens": -3}')
    with pytest.raises(StorageError, match="agent_tokens"):
        store.open("01")


def test_damaged_counter_is_an_error_not_a_reset(store: ConversationStore) -> None:
    conv = store.create()
    conv.next_tool_call_id()
    conv.close()
    (store.folder / "conversation_01.tool-call-ids.json").write_text('{"last": "7"}')
    with pytest.raises(StorageError, match="last"):
        store.open("01")


def test_agent_log_round_trip_and_torn_tail(store: ConversationStore) -> None:
    conv = store.create()
    conv.append_agent_log("char.a", {"kind": "tool", "name": "t", "duration_ms": 3})
    path = conv.folder / "conversation_01.agent-log" / "char.a.jsonl"
    with path.open("ab") as handle:
        handle.write(b'{"kind": "to')  # A crash mid-record.
    conv.append_agent_log("char.a", {"kind": "hook"})
    assert [r["kind"] for r in conv.read_agent_log("char.a")] == ["tool", "hook"]
    conv.append_agent_log("sub.x/y", {"kind": "z"})
    assert conv.read_agent_log("sub.x/y") == [{"kind": "z"}]
    assert conv.read_agent_log("nobody") == []


def test_requests_are_scrubbed(store: ConversationStore) -> None:
    conv = store.create()
    secret = "sk-test-very-secret"
    conv.append_request(
        {
            "request": {
                "headers": {"Authorization": f"Bearer {secret}", "Content-Type": "json"},
                "body": {"model": "m", "api_key": secret, "messages": [{"API_KEY": secret}]},
            },
            "authorization": secret,
            "usage": {"total_tokens": 3},
        }
    )
    raw = (conv.folder / "conversation_01.requests.jsonl").read_text()
    assert secret not in raw
    (record,) = conv.read_requests()
    assert record["request"]["headers"] == {"Content-Type": "json"}
    assert record["request"]["body"] == {"model": "m", "messages": [{}]}
    assert record["usage"] == {"total_tokens": 3}


def test_scrub_returns_clean_records_uncopied_and_strips_secrets_at_depth() -> None:
    from studio.storage.sidecars import scrub

    clean = {"request": {"messages": [{"role": "user", "content": "api_key is a word"}]}}
    assert scrub(clean) is clean
    dirty = {
        "request": {"messages": [{"role": "user", "content": "x"}], "headers": {"Api-Key": "s"}},
        "calls": ({"function": {"AUTHORIZATION": "Bearer s", "name": "n"}},),
    }
    assert scrub(dirty) == {
        "request": {"messages": [{"role": "user", "content": "x"}], "headers": {}},
        "calls": [{"function": {"name": "n"}}],
    }
    assert "Api-Key" in dirty["request"]["headers"]  # the input is never mutated


def test_requests_journal_stays_open_and_follows_other_writers(store: ConversationStore) -> None:
    conv = store.create()
    path = conv.folder / "conversation_01.requests.jsonl"
    conv.append_request({"n": 1})
    log = conv._logs[""]
    fd = log._fd
    assert fd is not None
    # Another process appends a whole record, then dies halfway through the next.
    with path.open("ab") as handle:
        handle.write(b'{"n": 2}\n{"n": 3, "to')
    conv.append_request({"n": 4})
    assert log._fd == fd  # The same descriptor: nothing was reopened.
    assert path.read_bytes().endswith(b'{"n": 3, "to\n{"n":4}\n')  # A fresh line.
    assert [r["n"] for r in conv.read_requests()] == [1, 2, 4]
    conv.close()
    assert conv._logs == {} and log._fd is None  # close() released the descriptors.


@pytest.mark.skipif(os.name == "nt", reason="Windows cannot remove or replace an open file")
def test_a_log_removed_or_replaced_behind_our_back_is_followed(store: ConversationStore) -> None:
    conv = store.create()
    path = conv.folder / "conversation_01.requests.jsonl"
    conv.append_request({"n": 1})
    path.unlink()  # A deleted conversation: the path is opened (created) again.
    conv.append_request({"n": 2})
    assert conv.read_requests() == [{"n": 2}]
    replacement = path.with_name("other.jsonl")
    replacement.write_bytes(b'{"n": 3}\n{"n": "to')  # A new file under that name.
    os.replace(replacement, path)
    conv.append_request({"n": 4})
    assert conv.read_requests() == [{"n": 3}, {"n": 4}]
    conv.close()


def test_two_writers_of_one_requests_journal_never_glue_or_split_lines(
    store: ConversationStore,
) -> None:
    a = store.create()
    b = store.open(a.id)
    for i in range(3):
        a.append_request({"w": "a", "i": i})
        b.append_request({"w": "b", "i": i})
        a.append_agent_log("char.x", {"w": "a", "i": i})
        b.append_agent_log("char.x", {"w": "b", "i": i})
    raw = (a.folder / "conversation_01.requests.jsonl").read_bytes()
    assert b"\n\n" not in raw and raw.count(b"\n") == 6
    assert [(r["w"], r["i"]) for r in a.read_requests()] == [(w, i) for i in range(3) for w in "ab"]
    assert len(b.read_agent_log("char.x")) == 6
    a.close()
    b.close()
