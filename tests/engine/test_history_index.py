"""HistoryIndex: settled messages kept across appends and list replacements (issue 15)."""

from __future__ import annotations

from typing import Any

from studio.engine.budget import ContextBudget, HistoryIndex
from studio.engine.prompt import settled_message
from studio.providers.tokens import MESSAGE_OVERHEAD, TokenCounter
from studio.providers.window import WindowInfo


def _entries(n: int) -> list[dict[str, Any]]:
    return [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"message {i}"} for i in range(n)
    ]


def _counting() -> tuple[HistoryIndex, list[int]]:
    calls: list[int] = []

    def settle(entry: dict[str, Any]) -> dict[str, Any] | None:
        calls.append(1)
        return settled_message(entry)

    return HistoryIndex(settle), calls


def _expected(entries: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[int]]:
    messages, positions = [], []
    for i, entry in enumerate(entries):
        message = settled_message(entry)
        if message is not None:
            messages.append(message)
            positions.append(i)
    return messages, positions


def test_appends_settle_only_the_new_entries() -> None:
    index, calls = _counting()
    entries = _entries(100)
    index.sync(entries)
    entries.append({"role": "user", "content": "one more"})
    calls.clear()
    index.sync(entries)
    assert len(calls) == 1
    assert (index.messages, index.positions) == _expected(entries)


def test_a_cut_back_list_keeps_the_messages_of_what_it_kept() -> None:
    index, calls = _counting()
    entries = _entries(1000)
    index.sync(entries)
    kept = index.messages[:10]
    calls.clear()
    cut = [*entries[:600], {"role": "user", "content": "again"}]  # a swipe's cut
    index.sync(cut)
    assert len(calls) == 1  # only the new entry was settled
    assert (index.messages, index.positions) == _expected(cut)
    assert all(a is b for a, b in zip(kept, index.messages, strict=False))


def test_an_edit_in_the_middle_settles_from_the_edit_on() -> None:
    index, calls = _counting()
    entries = _entries(50)
    index.sync(entries)
    edited = [dict(e) for e in entries]  # edits copy every entry
    edited[30]["content"] = "changed"
    calls.clear()
    index.sync(edited)
    assert len(calls) == 20
    assert (index.messages, index.positions) == _expected(edited)
    assert index.messages[30]["content"] == "changed"


def test_rejecting_and_deleting_are_seen() -> None:
    index, _calls = _counting()
    entries = _entries(20)
    index.sync(entries)
    rejected = [dict(e) for e in entries]
    rejected[5] = {**rejected[5], "rejected": True}
    index.sync(rejected)
    assert (index.messages, index.positions) == _expected(rejected)
    deleted = rejected[:3] + rejected[4:]
    index.sync(deleted)
    assert (index.messages, index.positions) == _expected(deleted)
    index.sync([])
    assert (index.messages, index.positions) == ([], [])
    again = _entries(7)
    index.sync(again)
    assert (index.messages, index.positions) == _expected(again)


def test_a_list_shrunk_in_place_is_settled_again() -> None:
    index, _calls = _counting()
    entries = _entries(10)
    index.sync(entries)
    del entries[4:]
    entries.append({"role": "assistant", "content": "new"})
    index.sync(entries)
    assert (index.messages, index.positions) == _expected(entries)


class _Revising(TokenCounter):
    """Estimates (1 token) until a text is 'prefetched', then 10 tokens: like llama.cpp's."""

    def __init__(self) -> None:
        super().__init__()
        self.exact_texts: set[str] = set()
        self.counted: list[str] = []

    def count(self, text: str) -> int:
        self.counted.append(text)
        return 10 if text in self.exact_texts else 1

    def final(self, text: str) -> bool:
        return text in self.exact_texts


async def _assemble(budget: ContextBudget, entries: list[dict[str, Any]]) -> Any:
    return await budget.assemble(
        head=[], entries=entries, turn_start=len(entries), turn=[], tail=[], tools=None,
        reserve=16, labels=[],
    )  # fmt: skip


async def test_the_walk_keeps_final_costs_and_counts_the_rest_again() -> None:
    counter = _Revising()
    budget = ContextBudget(counter, WindowInfo(tokens=100_000, source="user"))
    entries = _entries(200)
    first = await _assemble(budget, entries)
    assert first.trimmed == 0 and len(counter.counted) == 200  # estimates: nothing kept
    counter.exact_texts = {e["content"] for e in entries[:100]}
    counter.counted.clear()
    second = await _assemble(budget, entries)
    assert len(counter.counted) == 200  # the estimates were not kept
    assert second.raw - first.raw == 100 * 9  # the revised counts are used
    counter.counted.clear()
    third = await _assemble(budget, entries)
    assert len(counter.counted) == 100 and third.raw == second.raw  # final ones kept
    entries = [*entries[:150], {"role": "user", "content": "new"}]
    counter.counted.clear()
    fourth = await _assemble(budget, entries)
    assert sorted(counter.counted) == sorted(
        [e["content"] for e in entries[100:150]] + ["new"]
    )  # a cut keeps the costs of what it kept
    assert fourth.raw == third.raw - 50 * (1 + MESSAGE_OVERHEAD) + (1 + MESSAGE_OVERHEAD)
