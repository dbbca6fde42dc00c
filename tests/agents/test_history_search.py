"""studio.history-search: search_history over studio.history.search."""

from __future__ import annotations

import pytest

from .fakes import FakeBridge

AGENT = "studio.history-search"


@pytest.fixture
def hs(load_agent, bridge):
    bridge.entries = [
        *FakeBridge.chat("My dog is called Biscuit.", "What a lovely name for a dog!"),  # 0, 1
        {"role": "tool", "content": "dog saved"},  # 2: never searched
        {"role": "log", "content": "Memory stored: dog = Biscuit"},  # 3
        *FakeBridge.chat("Biscuit chewed my shoes today.", "Oh no, Biscuit!"),  # 4, 5
    ]
    return load_agent(AGENT)


def search(agent, query):
    return agent.tool("search_history", {"query": query})


def test_newest_first_with_indexes_and_roles(hs):
    out = search(hs, "biscuit")
    lines = out.split("\n")
    assert lines[0] == '3 messages mention "biscuit" (newest first):'
    assert lines[1] == "[#5] Assistant: Oh no, Biscuit!"
    assert lines[2] == "[#4] User: Biscuit chewed my shoes today."
    assert lines[3] == "[#0] User: My dog is called Biscuit."
    assert len(lines) == 4


def test_no_match(hs):
    assert search(hs, "cat") == 'No earlier message mentions "cat".'


def test_word_fallback_when_phrase_missing(hs):
    out = search(hs, "biscuit shoes")
    lines = out.split("\n")
    assert lines[0].startswith('No message contains the exact phrase "biscuit shoes"; 3 messages')
    assert lines[1].startswith("[#4] User:")  # both words
    assert lines[2].startswith("[#5]")


def test_snippet_around_match(load_agent, bridge):
    bridge.entries = FakeBridge.chat("a" * 500 + " the treasure map " + "b" * 500)
    out = search(load_agent(AGENT), "treasure")
    line = out.split("\n")[1]
    assert line.startswith("[#0] User: …") and line.endswith("…")
    assert "the treasure map" in line
    assert len(line) < 2 * 120 + 60


def test_count_and_char_caps(load_agent, bridge):
    bridge.entries = FakeBridge.chat(*[f"message {i} about pirates" for i in range(30)])
    out = search(load_agent(AGENT), "pirates")
    lines = out.split("\n")
    assert lines[1].startswith("[#29]")
    assert sum(1 for ln in lines if ln.startswith("[#")) == 8
    assert (
        lines[-1] == "[22 older or weaker matches not shown; search for something more specific.]"
    )

    bridge.entries = FakeBridge.chat(*[f"{i} pirates " + "z" * 700 for i in range(10)])
    out = search(load_agent(AGENT), "pirates")
    assert len(out) <= 3000 + 120
    assert "not shown" in out


def test_empty_query(hs):
    assert search(hs, "  ") == "Please give a word or phrase to search for."


def test_bridge_rejection(load_agent, bridge):
    bridge.reject["history.search"] = "history unavailable"
    out = search(load_agent(AGENT), "x")
    assert out == "Error: the conversation could not be searched: history unavailable"
