"""The requests journal stores what changed, and rebuilds every request exactly."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import orjson

from studio.storage import ConversationStore

TOOLS = [{"type": "function", "function": {"name": "remember", "parameters": {"type": "object"}}}]
CONTEXT = "Background. " * 400  # a context block big enough to be stored once, as a block


def _record(messages: list[dict[str, Any]], n: int, **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"model": "m", "messages": messages, "stream": True}
    body.update(extra)
    return {
        "time": f"t{n}",
        "url": "http://127.0.0.1/v1/chat/completions",
        "request": body,
        "status": 200,
        "response": {"content": f"reply {n}"},
        "usage": {"prompt_tokens": n, "completion_tokens": 1},
        "duration_ms": 1.0,
        "first_token_ms": None,
        "error": None,
        "attempt": 0,
        "entries_before": n,
    }


def _turns(count: int) -> list[dict[str, Any]]:
    """Requests shaped like a conversation's: head blocks, a growing history, tools,
    a preload block that changes every turn, and an agent's callModel in between."""
    history: list[dict[str, Any]] = []
    records = []
    for n in range(count):
        history.append({"role": "user", "content": f"question {n}"})
        head = [
            {"role": "system", "content": "You are Ann."},
            {"role": "user", "content": CONTEXT, "isFile": True},
            {"role": "user", "content": f"preload {n}", "isFile": True},
        ]
        records.append(_record(head + [dict(m) for m in history], n, tools=TOOLS))
        if n % 3 == 1:
            records.append(_record([{"role": "user", "content": f"summarise {n}"}], n))
        history.append({"role": "assistant", "content": f"answer {n}"})
    return records


def test_requests_are_rebuilt_exactly_and_stored_as_changes(store: ConversationStore) -> None:
    conv = store.create()
    written = _turns(60)
    for record in written:
        conv.append_request(record)
    expected = copy.deepcopy(written)
    assert conv.read_requests() == expected
    # Key order of the record and of the body survive too (the inspector shows them).
    rebuilt = conv.read_requests()
    assert [list(r) for r in rebuilt] == [list(r) for r in expected]
    assert [list(r["request"]) for r in rebuilt] == [list(r["request"]) for r in expected]
    whole = sum(len(orjson.dumps(r)) + 1 for r in written)
    journal = store.folder / "conversation_01.requests.jsonl"
    blocks = store.folder / "conversation_01.requests.blocks"
    stored = journal.stat().st_size + sum(p.stat().st_size for p in blocks.iterdir())
    assert stored * 8 < whole
    # The context block and the tools are stored once each, content-addressed.
    assert len(list(blocks.iterdir())) == 2
    conv.close()
    again = store.open("01")
    assert again.read_requests() == expected  # also after reopening
    again.append_request(written[-1])  # a new session starts from a whole request
    assert again.read_requests()[-1] == expected[-1]


def test_edits_dropped_messages_and_post_history_are_exact(store: ConversationStore) -> None:
    conv = store.create()
    base = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"m{i}"} for i in range(300)]
    variants = [
        base,
        base[40:],  # the context budget dropped the oldest messages
        [*base[:100], {"role": "user", "content": "edited"}, *base[101:]],
        [*base, {"role": "system", "content": "post-history"}],
        [{"role": "user", "content": "m0"}] * 5 + base[:3],  # repeats
        base[::-1],
        [],
    ]
    for n, messages in enumerate(variants):
        conv.append_request(_record(messages, n))
    assert [r["request"]["messages"] for r in conv.read_requests()] == variants


def test_a_sliding_window_and_a_long_dropped_stretch_stay_small(
    store: ConversationStore,
) -> None:
    conv = store.create()
    history = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"message {i} " * 5}
        for i in range(5000)
    ]
    head = [{"role": "system", "content": "You are Ann."}]
    variants = []
    for n in range(6):  # the window slides on by two messages a turn; preload changes
        preload = {"role": "user", "content": f"preload {n}", "isFile": True}
        variants.append([*head, preload, *history[2 * n : 3000 + 2 * n]])
    # The window shrank: 2,000 messages dropped at once (farther than the near search).
    variants.append([*head, {"role": "user", "content": "p", "isFile": True}, *history[2010:3010]])
    journal = store.folder / "conversation_01.requests.jsonl"
    sizes = []
    for n, messages in enumerate(variants):
        before = journal.stat().st_size if journal.exists() else 0
        conv.append_request(_record(messages, n))
        sizes.append(journal.stat().st_size - before)
    assert [r["request"]["messages"] for r in conv.read_requests()] == variants
    assert max(sizes[1:]) < 1500  # ranges and the new messages, not the history again


def test_keys_never_reach_the_packed_journal(store: ConversationStore) -> None:
    conv = store.create()
    secret = "sk-live-123456"
    messages = [{"role": "user", "content": "hi", "api_key": secret}]
    conv.append_request(_record(messages, 0, api_key=secret, tools=TOOLS))
    conv.append_request(
        _record([*messages, {"role": "user", "content": "x" * 3000, "Authorization": secret}], 1)
    )
    files = [p for p in store.folder.rglob("*") if p.is_file()]
    assert all(secret.encode() not in p.read_bytes() for p in files)
    records = conv.read_requests()
    assert records[0]["request"] == {
        "model": "m",
        "messages": [{"role": "user", "content": "hi"}],
        "stream": True,
        "tools": TOOLS,
    }
    assert records[1]["request"]["messages"][1] == {"role": "user", "content": "x" * 3000}


def test_old_format_journal_stays_readable_and_is_appended_to(store: ConversationStore) -> None:
    conv = store.create()
    old = [_record([{"role": "user", "content": f"q{n}"}], n) for n in range(3)]
    path = store.folder / "conversation_01.requests.jsonl"
    path.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in old))
    new = _record([{"role": "user", "content": "q3"}], 3)
    conv.append_request(new)
    assert conv.read_requests() == [*old, new]


def _damaged(record: dict[str, Any]) -> str:
    assert record["request"] is None
    return str(record["damaged"])


def test_missing_or_changed_block_is_reported_not_guessed(store: ConversationStore) -> None:
    conv = store.create()
    for record in _turns(3):
        conv.append_request(record)
    blocks = sorted((store.folder / "conversation_01.requests.blocks").iterdir())
    context = next(p for p in blocks if b"Background" in p.read_bytes())
    context.write_bytes(context.read_bytes().replace(b"Background", b"Foreground"))
    records = conv.read_requests()
    assert all("damaged" in _damaged(r) for r in records if r["request"] is None)
    assert "content changed" in _damaged(records[0])
    context.unlink()
    records = conv.read_requests()
    assert "missing" in _damaged(records[0])
    assert records[0]["response"] == {"content": "reply 0"}  # the rest of it is kept


def test_torn_base_record_makes_later_ones_refuse(store: ConversationStore) -> None:
    conv = store.create()
    for record in _turns(4):
        conv.append_request(record)
    path = store.folder / "conversation_01.requests.jsonl"
    lines = path.read_bytes().split(b"\n")
    lines[0] = lines[0][: len(lines[0]) // 2]  # the first (whole) request is torn
    path.write_bytes(b"\n".join(lines))
    records = conv.read_requests()
    assert len(records) == len(_turns(4)) - 1  # the torn line itself is skipped
    assert any("missing or damaged" in _damaged(r) for r in records if r["request"] is None)
    assert all(r["request"] is None for r in records)  # nothing rebuilt from a wrong base


def test_replaced_journal_file_is_not_used_as_a_base(store: ConversationStore) -> None:
    conv = store.create()
    for record in _turns(2):
        conv.append_request(record)
    path: Path = store.folder / "conversation_01.requests.jsonl"
    path.unlink()
    later = _turns(3)[-1]
    conv.append_request(later)
    assert conv.read_requests() == [later]
