"""studio.lorebook: the lorebook rules one by one, through the agent's onLoad.

Each test writes its own book (CCv3 names; SillyTavern-only fields in entry
``extensions``), puts a conversation in the fake bridge and reads what the agent
returns for the preload block, its store and its ``@debug`` lines.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from . import conftest
from .conftest import AgentRunner
from .fakes import FakeBridge

AGENT = "studio.lorebook"
FILE = ".lorebook.json"
CONFIG = {"contextFile": FILE, "debug": True}


def entry(keys: list[str] | str, content: str, **fields: Any) -> dict[str, Any]:
    """A CCv3 entry; ``ext`` goes to ``extensions``."""
    data: dict[str, Any] = {
        "keys": [keys] if isinstance(keys, str) else keys,
        "content": content,
        "extensions": fields.pop("ext", {}),
        "enabled": True,
        "insertion_order": 100,
        "use_regex": False,
    }
    data.update(fields)
    return data


def book(*entries: dict[str, Any], wrap: bool = True, **fields: Any) -> str:
    data = {"name": "Test book", "extensions": {}, "entries": list(entries), **fields}
    return json.dumps({"spec": "lorebook_v3", "data": data} if wrap else data)


class Lore:
    """The agent loaded over one book; ``say`` runs a preload over a conversation."""

    def __init__(self, runner: AgentRunner, bridge: FakeBridge) -> None:
        self.runner, self.bridge = runner, bridge

    def say(self, *texts: str, config: dict[str, Any] | None = None, **ctx: Any) -> str | None:
        self.bridge.entries = FakeBridge.chat(*texts)
        self.bridge.debug_lines.clear()
        return self.runner.call(
            "onLoad", invokedBy="preload", config=CONFIG if config is None else config, **ctx
        )

    def fired(self) -> list[str]:
        return [line for line in self.bridge.debug_lines if line.startswith("[lorebook] fired")]

    @property
    def debug(self) -> str:
        return "\n".join(self.bridge.debug_lines)


@pytest.fixture
def lore(load_agent, bridge):
    def make(text: str) -> Lore:
        bridge.files[FILE] = text
        return Lore(load_agent(AGENT, libs=("lorebook-book", "lorebook-engine")), bridge)

    return make


# --- keywords and scan depth ---------


def test_keyword_fires_case_insensitively(lore):
    lb = lore(book(entry("dragon", "Dragons breathe fire."), entry("elf", "Elves sing.")))
    assert lb.say("Tell me about the DRAGONS") == "Dragons breathe fire."
    assert lb.say("Nothing here") is None


def test_default_scan_depth_is_two(lore):
    lb = lore(book(entry("dragon", "D")))
    assert lb.say("dragon", "b") == "D"  # message 2 from the end
    assert lb.say("dragon", "b", "c") is None  # message 3: out of the window
    assert "scan depth 2 (default)" in lb.debug


def test_book_scan_depth(lore):
    lb = lore(book(entry("dragon", "D"), scan_depth=3))
    assert lb.say("dragon", "b", "c") == "D"
    assert lb.say("dragon", "b", "c", "d") is None


def test_entry_scan_depth_overrides_book(lore):
    lb = lore(book(entry("dragon", "D", ext={"scan_depth": 4}), entry("elf", "E")))
    assert lb.say("dragon elf", "b", "c", "d") == "D"


def test_scan_depth_decorator(lore):
    lb = lore(book(entry("dragon", "@@scan_depth 1\nD")))
    assert lb.say("dragon", "b") is None
    assert lb.say("b", "dragon") == "D"


def test_explicit_scan_depth_zero_scans_nothing(lore):
    lb = lore(book(entry("dragon", "D"), entry("x", "C", constant=True), scan_depth=0))
    assert lb.say("dragon") == "C"
    assert "scan depth 0" in lb.debug


def test_config_scan_depth_overrides_book(lore):
    lb = lore(book(entry("dragon", "D"), scan_depth=1))
    assert lb.say("dragon", "b", config={**CONFIG, "scanDepth": 2}) == "D"


# --- secondary keys ---------

LOGIC_CASES = [
    # logic, text, fires
    (0, "dragon red", True),  # AND ANY: one secondary present
    (0, "dragon", False),
    (1, "dragon red", True),  # NOT ALL: some secondary absent
    (1, "dragon red big", False),
    (2, "dragon", True),  # NOT ANY: no secondary present
    (2, "dragon big", False),
    (3, "dragon red big", True),  # AND ALL: all secondary present
    (3, "dragon red", False),
]


@pytest.mark.parametrize(("logic", "text", "fires"), LOGIC_CASES)
def test_selective_logic(lore, logic, text, fires):
    e = entry("dragon", "D", selective=True, secondary_keys=["red", "big"])
    e["extensions"]["selectiveLogic"] = logic
    lb = lore(book(e))
    assert (lb.say(text) == "D") is fires
    if not fires:
        name = ["AND ANY", "NOT ALL", "NOT ANY", "AND ALL"][logic]
        assert f'skipped "dragon": secondary keys not satisfied ({name})' in lb.debug


def test_secondary_keys_ignored_unless_selective(lore):
    lb = lore(book(entry("dragon", "D", selective=False, secondary_keys=["red"])))
    assert lb.say("dragon") == "D"


# --- constant, enabled, case, whole words ---------


def test_constant_and_disabled(lore):
    lb = lore(
        book(
            entry("zzz", "Always", constant=True),
            entry("dragon", "Off", enabled=False),
            entry("dragon", "Off too", constant=True, enabled=False),
        )
    )
    assert lb.say("dragon") == "Always"
    assert lb.fired() == [
        '[lorebook] fired "zzz" (id 0, order 100, 2 tokens): constant',
    ]


def test_case_sensitive_entry(lore):
    lb = lore(
        book(
            entry("Rose", "Person", case_sensitive=True),
            entry("Iris", "X", ext={"case_sensitive": True}),
        )
    )
    assert lb.say("a rose and iris") is None
    assert lb.say("Rose met Iris") == "Person\nX"


def test_whole_words(lore):
    lb = lore(book(entry("cat", "Cat", ext={"match_whole_words": True}), entry("dog", "Dog")))
    assert lb.say("concatenate hotdogs") == "Dog"  # substring by default, whole words on request
    assert lb.say("the cat, sat") == "Cat"
    assert lb.say("the cat") == "Cat"


def test_multi_word_key_with_whole_words_is_a_phrase(lore):
    lb = lore(book(entry("old king", "K", ext={"match_whole_words": True})))
    assert lb.say("the bold kingdom") == "K"  # SillyTavern: phrases match as substrings


# --- regex keys ---------


def test_slash_regex_key_with_flags(lore):
    lb = lore(book(entry("/ald(ri|er)c/i", "King"), entry("/^Mira$/", "Princess")))
    assert lb.say("ALDERC arrives") == "King"
    assert lb.say("mira") is None
    assert lb.say("Mira") == "Princess"


def test_use_regex_plain_pattern(lore):
    lb = lore(book(entry(r"dragons?\b", "D", use_regex=True)))
    assert lb.say("two DRAGONS") == "D"
    assert lb.say("dragonfly") is None


def test_sillytavern_books_keep_plain_keys_under_use_regex(lore):
    # SillyTavern writes use_regex: true on every entry; its plain keys stay plain text.
    lb = lore(book(entry("C++", "Lang", use_regex=True, ext={"selectiveLogic": 0})))
    assert lb.say("I write C++") == "Lang"


def test_invalid_regex_never_matches_and_warns(lore, bridge):
    lb = lore(book(entry("/(unclosed/", "X"), entry("ok", "Y")))
    assert lb.say("(unclosed ok") == "Y"
    assert any("is invalid" in log for log in bridge.logs)


@pytest.mark.parametrize(
    "pattern", ["/(a+)+$/", "/(a*)*b/", "/(x+x+)+y/", "/(a|a)*c/", "/(?:a|ab)+c/", "/.*a.*a.*b/"]
)
def test_catastrophic_regex_is_refused_up_front(lore, bridge, pattern):
    lb = lore(book(entry(pattern, "Bad"), entry("a", "Fine")))
    assert lb.say("a" * 5000 + "!") == "Fine"  # would hang for ages if it ran
    assert "refused" in lb.debug
    assert len([log for log in bridge.logs if "refused" in log]) == 1
    lb.say("a" * 10)
    assert len([log for log in bridge.logs if "refused" in log]) == 1  # warned once


@pytest.mark.parametrize(
    "pattern", ["/(?:red|blue)+ dragon/", "/\\d{2,4}-\\w+/", "/(ab)+c/", "/.*king.*crown/"]
)
def test_safe_regexes_are_kept(lore, pattern):
    lb = lore(book(entry(pattern, "ok")))
    lb.say("x")
    assert "refused" not in lb.debug


# --- decorators ---------


def test_activate_and_dont_activate(lore):
    lb = lore(book(entry("zzz", "@@activate\nA"), entry("dragon", "@@dont_activate\nB")))
    assert lb.say("dragon") == "A"  # decorators trimmed from the content


def test_additional_and_exclude_keys(lore):
    lb = lore(
        book(
            entry("dragon", "@@additional_keys red,blue\nColour"),
            entry("dragon", "@@exclude_keys baby\nAdult"),
        )
    )
    assert lb.say("dragon") == "Adult"
    assert lb.say("blue dragon") == "Colour\nAdult"
    assert lb.say("baby dragon red") == "Colour"
    assert '@@exclude_keys "baby" found' in lb.debug


def test_activate_only_after_and_every(lore):
    lb = lore(
        book(
            entry("k", "@@activate_only_after 2\nAfter"),
            entry("k", "@@activate_only_every 2\nEvery"),
        )
    )
    assert lb.say("k") == "Every"  # 0 assistant messages: 0 % 2 == 0
    assert lb.say("a", "b", "k") is None  # 1 assistant message
    assert lb.say("a", "b", "c", "d", "k") == "After\nEvery"  # 2 assistant messages


def test_keep_and_dont_activate_after_match(lore):
    lb = lore(
        book(
            entry("dragon", "@@keep_activate_after_match\nKeep"),
            entry("dragon", "@@dont_activate_after_match\nOnce"),
        )
    )
    assert lb.say("dragon") == "Keep\nOnce"
    assert lb.say("dragon", "b", "c") == "Keep"


def test_unknown_decorator_falls_back(lore):
    lb = lore(
        book(entry("zzz", "@@risu_only 3\n@@@activate\nFallback"), entry("q", "@@depth 4\nDepth"))
    )
    assert lb.say("q") == "Fallback\nDepth"
    assert "decorators not supported here, ignored: @@depth" in lb.debug


# --- order, priority, budget ---------


def test_insertion_order_and_position_in_output(lore):
    lb = lore(
        book(
            entry("k", "Late", insertion_order=50),
            entry("k", "Early", insertion_order=5),
            entry("k", "Before", insertion_order=90, position="before_char"),
        )
    )
    assert lb.say("k") == "Before\nEarly\nLate"


def test_token_budget_keeps_highest_insertion_order(lore):
    # SillyTavern ranks by insertion_order; the CCv3 priority only breaks ties.
    big = "x" * 400  # 100 tokens
    lb = lore(
        book(
            entry("k", "low " + big, insertion_order=1, priority=1),
            entry("k", "high " + big, insertion_order=2, priority=10),
            entry("k", "mid " + big, insertion_order=3, priority=5),
        )
    )
    out = lb.say("k", config={**CONFIG, "tokenBudget": 210}) or ""
    assert out.startswith("high") and "mid" in out and "low" not in out
    assert (
        'token budget of 210 reached: "k" (101 tokens) and 0 more matched entries left out'
        in lb.debug
    )


def test_budget_without_priority_drops_lowest_insertion_order(lore):
    big = "y" * 400
    lb = lore(
        book(
            entry("k", "A" + big, insertion_order=1),
            entry("k", "B" + big, insertion_order=9),
        )
    )
    assert (lb.say("k", config={**CONFIG, "tokenBudget": 150}) or "").startswith("B")


def test_default_token_budget(lore):
    lb = lore(book(*[entry("k", f"{i}" + "z" * 400) for i in range(30)]))
    lb.say("k")
    assert "token budget 2048" in lb.debug and "token budget of 2048 reached" in lb.debug
    assert len(lb.fired()) == 20


# --- recursion ---------


def chain(n: int, **ext: Any) -> list[dict[str, Any]]:
    return [entry(f"link{i}", f"see link{i + 1}", ext=dict(ext)) for i in range(n)]


def test_recursion_off_by_default(lore):
    lb = lore(book(*chain(3)))
    assert lb.say("link0") == "see link1"


def test_recursive_scanning(lore):
    lb = lore(book(*chain(3), recursive_scanning=True))
    assert lb.say("link0") == "see link1\nsee link2\nsee link3"
    assert "in recursed entry content" in lb.debug


def test_recursion_depth_limit(lore):
    lb = lore(book(*chain(20), recursive_scanning=True))
    out = lb.say("link0") or ""
    assert len(out.split("\n")) == 6  # the first scan and 5 recursion passes
    assert "recursion stopped after 5 passes" in lb.debug
    out = lb.say("link0", config={**CONFIG, "maxRecursion": 2}) or ""
    assert len(out.split("\n")) == 3


def test_prevent_and_exclude_recursion(lore):
    lb = lore(
        book(
            entry("a", "mentions b", ext={"prevent_recursion": True}),
            entry("b", "B"),
            entry("c", "mentions d"),
            entry("d", "D", ext={"exclude_recursion": True}),
            recursive_scanning=True,
        )
    )
    assert lb.say("a c") == "mentions b\nmentions d"


def test_delay_until_recursion(lore):
    entries = (entry("a", "A", ext={"delay_until_recursion": True}), entry("z", "Z"))
    lb = lore(book(*entries, recursive_scanning=True))
    assert lb.say("a z") == "A\nZ"  # fires in the recursion pass, not the first
    assert "suppressed by delay until recursion" in lb.debug
    lb = lore(book(*entries))
    assert lb.say("a z") == "Z"  # as in SillyTavern: without recursion it never fires


# --- probability, sticky, cooldown, delay ---------


def test_probability(lore):
    lb = lore(
        book(
            entry("k", "Never", ext={"probability": 0, "useProbability": True}),
            entry("k", "Always", ext={"probability": 100, "useProbability": True}),
            entry("k", "Unused", ext={"probability": 0, "useProbability": False}),
        )
    )
    assert lb.say("k") == "Always\nUnused"
    assert "failed its 0% probability roll" in lb.debug


def test_probability_roll_is_kept_within_a_turn(lore):
    lb = lore(book(*[entry("k", f"E{i}", ext={"probability": 50}) for i in range(40)]))
    first = lb.say("k")
    assert first is not None and 0 < len(first.split("\n")) < 40
    assert lb.say("k") == first  # a tool round of the same turn: same rolls


def test_sticky(lore):
    lb = lore(book(entry("dragon", "D", ext={"sticky": 3})))
    assert lb.say("dragon") == "D"
    assert lb.say("dragon", "b", "c") == "D"  # sticky, keyword out of the window
    assert "sticky" in lb.fired()[0]
    assert lb.say("dragon", "b", "c", "d", "e") is None  # from message 1 + 3 on: over


def test_cooldown(lore):
    lb = lore(book(entry("dragon", "D", ext={"cooldown": 3})))
    assert lb.say("dragon") == "D"
    assert lb.say("dragon", "b", "dragon") is None
    assert "suppressed by cooldown" in lb.debug
    assert lb.say("dragon", "b", "c", "d", "dragon") == "D"


def test_delay(lore):
    lb = lore(book(entry("dragon", "D", ext={"delay": 3})))
    assert lb.say("dragon") is None
    assert "suppressed by delay" in lb.debug
    assert lb.say("a", "b", "dragon") == "D"


def test_sticky_state_lives_in_the_store(lore):
    lb = lore(book(entry("dragon", "D", id=7, ext={"sticky": 3})))
    lb.say("dragon")
    assert lb.runner.store["timed"]["sticky"]["7"]["end"] == 4


def test_store_untouched_when_nothing_timed(lore):
    lb = lore(book(entry("dragon", "D")))
    lb.say("dragon")
    assert lb.runner.store == {}


# --- groups, macros, formats ---------


def test_inclusion_group_keeps_one(lore):
    lb = lore(
        book(
            entry("k", "A", ext={"group": "weather"}),
            entry("k", "B", ext={"group": "weather", "group_override": True}),
            entry("k", "C"),
        )
    )
    assert lb.say("k") == "B\nC"
    assert 'inclusion group "weather" kept' in lb.debug


def test_macros_in_keys(lore):
    lb = lore(book(entry("{{char}}", "Self")))
    assert lb.say("hello Aria") == "Self"


def test_bare_v2_character_book(lore):
    lb = lore(book(entry("dragon", "D"), wrap=False))
    assert lb.say("dragon") == "D"


def test_sillytavern_world_info_export(lore):
    wi = {
        "entries": {
            "0": {
                "uid": 0,
                "key": ["dragon"],
                "keysecondary": [],
                "content": "D",
                "order": 1,
                "disable": False,
            }
        }
    }
    lb = lore(json.dumps(wi))
    assert lb.say("dragon") == "D"


# --- problems and scale ---------


def test_missing_config_file_and_bad_json_are_logged_once(lore, bridge):
    lb = lore("{not json")
    assert lb.say("x") is None and lb.say("y") is None
    assert len(bridge.logs) == 1 and "not valid JSON" in bridge.logs[0]
    assert lb.say("x", config={"contextFile": "gone.json"}) is None
    assert "was not found" in bridge.logs[-1]
    assert lb.say("x", config={}) is None
    assert 'needs a "contextFile"' in bridge.logs[-1]


def test_no_debug_lines_without_debug(lore):
    lb = lore(book(entry("dragon", "D")))
    assert lb.say("dragon", config={"contextFile": FILE}) == "D"
    assert lb.bridge.debug_lines == []


def test_debug_log_says_why(lore):
    lb = lore(book(entry("dragon", "D", name="Dragons", id="dr")))
    lb.say("a dragon", "b")
    assert lb.bridge.debug_lines[0].startswith('[lorebook] scan: 1 entries in "Test book"')
    assert lb.fired() == [
        '[lorebook] fired "Dragons" (id dr, order 100, 1 tokens): '
        'primary key "dragon" in message 2 from the end'
    ]
    assert lb.bridge.debug_lines[-1].startswith("[lorebook] 1 entry fired, 1 tokens, 1 pass, ")


@pytest.fixture
def worker_memory(monkeypatch):
    # A worker gets 256 MB (studio.sandbox.spec.DEFAULT_MEMORY); the test runner's 64 MB
    # is too small for books of tens of thousands of entries.
    monkeypatch.setitem(conftest.LIMITS, "memory_bytes", 256 * 1024 * 1024)


def test_fifty_thousand_entries(lore, worker_memory):
    entries = [entry([f"key{i}z", f"alias{i}q"], f"content {i}") for i in range(50_000)]
    lb = lore(book(*entries))
    out = lb.say("tell me of key123z and alias49999q", config={**CONFIG, "timeBudgetMs": 5000})
    assert out == "content 123\ncontent 49999"
    assert "scan: 50000 entries" in lb.debug


def test_time_budget_stops_a_long_scan(lore, bridge, worker_memory):
    entries = [entry(f"key{i}", f"content {i}", constant=(i % 2 == 0)) for i in range(20_000)]
    lb = lore(book(*entries, token_budget=10**9))
    lb.say("x", config={**CONFIG, "timeBudgetMs": 1})
    assert "time budget of 1 ms spent after" in lb.debug
    assert any("ran out of time" in log for log in bridge.logs)


def test_long_messages_are_capped(lore):
    lb = lore(book(entry("needle", "N")))
    assert lb.say("needle " + "h" * 30_000) is None  # only the newest 20,000 characters are scanned
    assert lb.say("h" * 30_000 + " needle") == "N"


def test_regex_keys_see_a_capped_tail(lore):
    lb = lore(book(entry("/needle/", "N")))
    assert lb.say("needle " + "h" * 6000) is None  # regexes see the newest 5,000 characters
    assert lb.say("h" * 6000 + " needle") == "N"


def test_quiet_scan_stops_early_with_the_same_result(lore):
    # Without "debug" the scan stops looking once the budget is spent; what fires must
    # not change. Mixed: priorities, a 0% entry (skipped, costs nothing), a sticky one.
    big = "q" * 400
    entries = [entry("k", f"E{i} " + big, priority=i, insertion_order=i) for i in range(12)]
    entries.append(entry("k", "never " + big, priority=99, ext={"probability": 0}))
    entries.append(entry("s", "sticky " + big, priority=-5, ext={"sticky": 5}))
    text = book(*entries)
    loud, quiet = lore(text), lore(text)
    w = 1800  # the model's context: a 450-token budget (25 %)
    for lb in (loud, quiet):
        assert lb.say("k", contextWindow=w) == lb.say(
            "k", config={"contextFile": FILE}, contextWindow=w
        )
        assert (lb.say("s", contextWindow=w) or "").startswith("sticky")
    out = loud.say("s", "b", "k", contextWindow=w)  # sticky (out of the window now) ranks first
    assert out == quiet.say("s", "b", "k", config={"contextFile": FILE}, contextWindow=w)
    assert out is not None and "sticky" in out and "never" not in out
    assert len(out.split("\n")) == 4 and "E11" in out and "E0" not in out


# --- the activation line (one studio.log line per turn) ---------


def reports(bridge: FakeBridge) -> list[str]:
    return [log for log in bridge.logs if log.startswith("Lorebook: ")]


def test_each_turn_logs_which_entries_fired_and_their_tokens(lore, bridge):
    dragons = entry("dragon", "D" * 48, name="Dragons")
    king = entry("king", "K" * 36, comment="Harald")
    lb = lore(book(dragons, king, entry(["castle", "keep"], "C" * 8), entry("sea", "S")))
    lb.say("the dragon")
    assert reports(bridge) == ['Lorebook: "Dragons" fired (12 tokens).']
    lb.say("hello", "The dragon roars.", "the king in his castle")
    assert reports(bridge)[-1] == (
        'Lorebook: 3 entries fired, 23 tokens: "Dragons" (12), "Harald" (9), "castle" (2).'
    )  # named by name, else comment, else first key; in the order they are sent
    lb.say("nothing here")
    assert len(reports(bridge)) == 2  # nothing fired: no line


def test_a_turn_logs_once_across_its_requests_and_again_when_regenerated(lore, bridge):
    lb = lore(book(entry("dragon", "D")))
    lb.say("the dragon")
    # The same turn's next request, after a tool round: the conversation grew.
    bridge.entries.append({"role": "log", "content": reports(bridge)[0]})
    bridge.entries.append({"role": "tool", "content": "ok", "tool_call_id": "c1"})
    lb.runner.call("onLoad", invokedBy="preload", config=CONFIG)
    assert len(reports(bridge)) == 1
    # Regenerate: the response (and its line) left; the turn is as long as it was.
    lb.say("the dragon")
    assert len(reports(bridge)) == 2
    lb.say("the dragon", "Yes.", "more dragon")  # the next turn
    assert len(reports(bridge)) == 3


def test_the_line_is_capped_and_says_when_the_budget_left_entries_out(lore, bridge):
    entries = [entry("k", f"E{i} " + "q" * 36, name=f"Entry {i}") for i in range(20)]
    lb = lore(book(*entries))
    lb.say("k", contextWindow=600)  # a 150-token budget; SillyTavern stops on reaching it
    line = reports(bridge)[0]
    assert line.startswith("Lorebook: 14 entries fired, 140 tokens: ")
    assert line.count("(10)") == 12 and ", 2 more;" in line
    assert line.endswith("; the 150-token budget left other matches out.")


def test_the_budget_is_a_share_of_the_window_as_the_model_counts(lore, bridge):
    """context.tokenRatio (the model's tokens per estimated token on the character's
    texts): a model that takes 2.5 tokens per estimate gets 2.5 times fewer estimated
    tokens of lore, so the share of its window stays 25 %."""
    entries = [entry("k", f"E{i} " + "q" * 36, name=f"Entry {i}") for i in range(20)]
    lb = lore(book(*entries))
    lb.say("k", contextWindow=1500, tokenRatio=2.5)  # 375 model tokens: 150 estimated
    assert reports(bridge)[0].endswith("; the 150-token budget left other matches out.")
    lb.say("k", contextWindow=1500)  # no ratio: 375 estimated tokens, room for all 20
    assert reports(bridge)[1].startswith("Lorebook: 20 entries fired, 200 tokens: ")
    assert "budget" not in reports(bridge)[1]


def test_report_false_leaves_the_line_out(lore, bridge):
    lb = lore(book(entry("dragon", "D")))
    assert lb.say("dragon", config={**CONFIG, "report": False}) == "D"
    assert reports(bridge) == []


# --- SillyTavern's rules found by the side-by-side test (tests/cards/test_st_world_info.py)


def test_ignore_budget_entries_fire_past_the_budget(lore):
    big = "q" * 400  # 100 tokens
    lb = lore(
        book(
            entry("k", "A" + big, insertion_order=9),
            entry("k", "B" + big, insertion_order=8),
            entry("k", "C small", insertion_order=1, ext={"ignore_budget": True}),
        )
    )
    out = lb.say("k", config={**CONFIG, "tokenBudget": 150}) or ""
    assert out.split("\n") == ["C small", "A" + big]
    assert "(except those with ignore_budget)" in lb.debug


def test_speaker_names_are_scanned(lore):
    lb = lore(book(entry("Mira", "Mira is the ranger.", case_sensitive=True)))
    assert lb.say("hello", "hi there", "how are you?", characterName="Mira") == (
        "Mira is the ranger."
    )
    off = {**CONFIG, "includeNames": False}
    assert lb.say("hello", "hi there", "how are you?", config=off, characterName="Mira") is None


def test_delay_until_recursion_runs_without_recursion(lore):
    # SillyTavern runs each delayed level after the first even with recursion off, and
    # that pass sees the entries fired so far; exclude_recursion only means something
    # with recursion on.
    lb = lore(
        book(
            entry("map", "the map shows the crypt"),
            entry("crypt", "the crypt is cold", ext={"delay_until_recursion": True}),
            entry("crypt", "the crypt is deep", ext={"delay_until_recursion": 2}),
            entry("crypt", "excluded", ext={"exclude_recursion": True}),
        )
    )
    out = (lb.say("a map") or "").split("\n")
    assert sorted(out) == sorted(
        ["the map shows the crypt", "the crypt is cold", "the crypt is deep", "excluded"]
    )


def test_constants_first_can_be_switched_off(lore):
    big = "c" * 400
    lb = lore(
        book(
            entry([], "CONST " + big, constant=True, insertion_order=1),
            entry("k", "MATCH " + big, insertion_order=9),
        )
    )
    assert (lb.say("k", config={**CONFIG, "tokenBudget": 150}) or "").startswith("CONST")
    st_order = {**CONFIG, "tokenBudget": 150, "constantsFirst": False}
    assert (lb.say("k", config=st_order) or "").startswith("MATCH")
