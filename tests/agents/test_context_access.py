"""studio.context-access: composed lookup over one context file."""

from __future__ import annotations

import pytest

AGENT = "studio.context-access"

LORE = """The Northern Kingdom is ruled by King Aldric the Grey.
Its capital is Frosthold.

Dragons nest in the Ember Mountains, south of the kingdom.
The dragons are feared by the southern villages.

The river Lum flows from the mountains to the sea.

Aldric's daughter, Princess Mira, commands the Frosthold guard.
"""


@pytest.fixture
def lore(load_agent, bridge):
    bridge.files[".lore.txt"] = LORE
    return load_agent(AGENT)


CONFIG = {"contextFile": ".lore.txt"}


def lookup(agent, query, tool="lore", config=CONFIG):
    return agent.tool(tool, {"query": query}, config=config, agentId="aria.lore")


def test_returns_matching_paragraphs_ranked(lore, bridge):
    out = lookup(lore, "Aldric Frosthold")
    first, *rest = out.split("\n\n")
    assert first == '2 passages in ".lore.txt" match "Aldric Frosthold" (best first):'
    # both paragraphs match both words; more occurrences first
    assert rest[0].startswith("The Northern Kingdom")
    assert rest[1].startswith("Aldric's daughter")
    assert "Dragons" not in out
    assert bridge.requests == [("context.readFile", [".lore.txt"])]


def test_ranks_by_number_of_matched_words(lore):
    out = lookup(lore, "dragons river mountains")
    sections = out.split("\n\n")[1:]
    assert sections[0].startswith("Dragons nest")  # dragons + mountains (x2 hits)
    assert sections[1].startswith("The river Lum")  # river + mountains
    assert len(sections) == 2


def test_case_insensitive_and_stop_words(lore):
    out = lookup(lore, "WHO is THE princess?")
    assert out.split("\n\n")[1].startswith("Aldric's daughter, Princess Mira")
    assert out.startswith("1 passage in")


def test_any_tool_name(lore):
    assert "Frosthold" in lookup(lore, "capital", tool="whatever_name")


def test_no_match(lore):
    assert (
        lookup(lore, "spaceship")
        == 'Nothing in ".lore.txt" matches "spaceship". Try other or fewer keywords.'
    )


def test_missing_file(load_agent, bridge):
    agent = load_agent(AGENT)
    out = lookup(agent, "x", config={"contextFile": "gone.txt"})
    assert out == 'The context file "gone.txt" was not found, so there is nothing to search.'


def test_read_rejection_is_a_message(load_agent, bridge):
    bridge.reject["context.readFile"] = "disk on fire"
    out = lookup(load_agent(AGENT), "x")
    assert out.startswith("Error: could not read the context file") and "disk on fire" in out


def test_not_configured(lore):
    assert 'needs a "contextFile"' in lookup(lore, "x", config={})


def test_empty_query(lore):
    assert lookup(lore, "   ").startswith("Please give a query")
    assert lore.tool("lore", {}, config=CONFIG).startswith("Please give a query")


def test_empty_file(load_agent, bridge):
    bridge.files[".lore.txt"] = "  \n\n "
    assert lookup(load_agent(AGENT), "x") == 'The context file ".lore.txt" is empty.'


def test_size_cap_and_note(load_agent, bridge):
    bridge.files["big.txt"] = "\n\n".join(f"Entry {i}: the dragon " + "x" * 300 for i in range(40))
    out = lookup(load_agent(AGENT), "dragon", config={"contextFile": "big.txt"})
    assert len(out) <= 4000 + 200
    assert out.startswith('40 passages in "big.txt"')
    assert "more matching passages not shown" in out
    assert "Entry 0:" in out  # ties keep file order


def test_long_paragraph_is_split_into_lines(load_agent, bridge):
    table = "\n".join(
        f"row {i}: " + ("unicorn" if i == 17 else "horse") + " " + "y" * 40 for i in range(40)
    )
    bridge.files["t.txt"] = table
    out = lookup(load_agent(AGENT), "unicorn", config={"contextFile": "t.txt"})
    assert out.split("\n\n")[1] == "row 17: unicorn " + "y" * 40


def test_single_huge_section_is_truncated(load_agent, bridge):
    bridge.files["one.txt"] = "dragon " * 2000
    out = lookup(load_agent(AGENT), "dragon", config={"contextFile": "one.txt"})
    assert len(out) <= 4000 and out.endswith("[...]")
