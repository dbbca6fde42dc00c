"""SIGKILL during group commits and checkpoints; power cuts simulated by cutting
the journal back to its last fsync. The counter never goes back or repeats, no
reported turn is lost, and the documented sidecars come back after recovery."""

from __future__ import annotations

import random
import signal
from pathlib import Path

import pytest

from studio.storage import ConversationStore, read_json
from tests.storage.test_crash import _run_and_kill

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

# One "turn" as the engine writes it, inside a group commit; a checkpoint now and
# then (what close() and a large state journal do) and an edit (a rewrite). Prints
# after the commit.
_TURN_CHILD = """
import sys
from pathlib import Path
from studio.storage import ConversationStore
conv = ConversationStore(Path(sys.argv[1])).open("01")
turn = sum(1 for e in conv.entries if e["role"] == "user")
while True:
    with conv.group_commit():
        conv.append({"role": "user", "content": f"q{turn}:" + "u" * (turn % 5 * 9_000)}, sync=False)
        tid = conv.next_tool_call_id()
        conv.save_store("mem", {"turn": turn, "id": tid, "pad": "s" * (turn % 3 * 20_000)})
        conv.add_model_tokens(10, 1)
        conv.add_agent_tokens(2)
        conv.append({"role": "assistant", "content": f"a{turn}", "toolCallId": tid}, sync=False)
    if turn % 4 == 3:
        conv.checkpoint()
    if turn % 5 == 2:  # an edit: an atomic rewrite (and a new inode) between turns
        conv.update_entry(len(conv.entries) - 1, {**conv.entries[-1], "edited": True})
    print(turn, flush=True)
    turn += 1
"""


def _check(store: ConversationStore, reported_turn: int) -> int:
    conv = store.open("01")
    entries = conv.entries
    replies = {e["content"] for e in entries if e["role"] == "assistant"}
    assert reported_turn < 0 or f"a{reported_turn}" in replies  # no reported turn is lost
    # A kill between a turn's two lines leaves its user line alone (written, so
    # kept); every reply follows its own question.
    answered = [e for e in entries if e["role"] == "assistant"]
    for i, entry in enumerate(entries):
        if entry["role"] == "assistant":
            assert entries[i - 1]["content"].startswith("q" + entry["content"][1:] + ":")
    ids = [e["toolCallId"] for e in answered]
    assert ids == sorted(set(ids))  # never repeated
    last = conv.last_tool_call_id
    assert last >= max(ids, default=0)  # never behind an id in use
    tokens = conv.tokens()
    # Each reply was written after its turn's usage was recorded.
    assert tokens["model_tokens"]["prompt"] >= 10 * len(answered)
    assert tokens["agent_tokens"] >= 2 * len(answered)
    store_value = conv.load_store("mem")
    last_turn = int(answered[-1]["content"][1:]) if answered else -1
    assert store_value is not None and store_value["turn"] >= last_turn
    conv.close()
    # After the recovery and a clean close, the documented sidecars hold the state.
    folder = store.folder
    assert read_json(folder / "conversation_01.tool-call-ids.json") == {"last": last}
    assert read_json(folder / "conversation_01.tokens.json") == tokens
    assert read_json(folder / "conversation_01.stores" / "mem.json") == store_value
    return last


@pytest.mark.parametrize("seed", range(6))
def test_killed_group_commit_keeps_every_reported_turn(tmp_path: Path, seed: int) -> None:
    store = ConversationStore(tmp_path)
    store.create().close()
    rng = random.Random(seed)
    previous_last = 0
    for _ in range(3):  # kill, recover, play on, kill again
        reported = _run_and_kill(_TURN_CHILD, tmp_path, rng.randint(1, 14))
        last = _check(store, reported)
        assert last >= previous_last  # the counter never goes back
        previous_last = last
    conv = store.open("01")
    assert conv.warnings == []  # every torn tail was repaired
    assert conv.next_tool_call_id() == previous_last + 1
    conv.close()


def _play(conv, turns: range) -> None:  # type: ignore[no-untyped-def]
    for turn in turns:
        with conv.group_commit():
            conv.append({"role": "user", "content": f"q{turn}"}, sync=False)
            tid = conv.next_tool_call_id()
            conv.save_store("mem", {"turn": turn})
            conv.add_model_tokens(10, 1)
            conv.append({"role": "assistant", "content": f"a{turn}", "toolCallId": tid}, sync=False)


@pytest.mark.parametrize("cut", ["truncated", "zeroed", "header"])
def test_power_cut_losing_committed_lines_is_repaired_from_the_state_journal(
    tmp_path: Path, cut: str
) -> None:
    store = ConversationStore(tmp_path)
    conv = store.create()
    _play(conv, range(6))
    expected = list(conv.entries)
    # A power cut: the journal was never fsynced by itself, so the disk may hold
    # less of it than the state journal's commits (which were fsynced) say.
    path = conv.path
    data = path.read_bytes()
    conv._close_state_fd()  # die without a clean close
    conv._lock.close()
    if cut == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif cut == "zeroed":
        path.write_bytes(data[: len(data) // 2] + b"\0" * (len(data) - len(data) // 2))
    else:
        path.write_bytes(b"")  # even the header of a new conversation
    again = store.open("01")
    assert again.entries == expected
    assert any("restored" in w for w in again.warnings)
    assert again.last_tool_call_id == 6
    assert path.read_bytes() == data
    again.close()


def test_lines_after_the_last_commit_lift_the_counter(tmp_path: Path) -> None:
    store = ConversationStore(tmp_path)
    conv = store.create()
    _play(conv, range(2))
    # A turn whose lines reached the disk but whose counter record did not (a
    # power cut between the two writes): the id they use is never handed out again.
    conv.append(
        {"role": "assistant", "content": "x", "tool_calls": [{"toolCallId": 9}]}, sync=False
    )
    state = store.folder / "conversation_01.state.jsonl"
    kept = state.read_bytes()
    conv._close_state_fd()
    conv._lock.close()
    state.write_bytes(kept)
    again = store.open("01")
    assert again.next_tool_call_id() == 10
    again.close()
