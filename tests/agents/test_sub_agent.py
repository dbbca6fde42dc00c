"""studio.sub-agent: dynamic macro expansion, history tiers, the model call, failures."""

from __future__ import annotations

import json

import pytest

from .fakes import FakeBridge

AGENT = "studio.sub-agent"


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def config(prompt, **meta):
    base = {
        "name": "lorekeeper",
        "description": "Knows the lore",
        "parameters": {"type": "object", "properties": {"request": {"type": "string"}}},
    }
    base.update(meta)
    return {
        "meta": base,
        "promptBody": prompt,
        "grants": {"shared": ["studio.history-search"], "private": ["memory"]},
    }


@pytest.fixture
def sub(load_agent):
    return load_agent(AGENT)


def ask(agent, cfg, args=None, tool="lorekeeper", **ctx):
    return agent.tool(
        tool,
        {"request": "who rules?"} if args is None else args,
        config=cfg,
        agentId="eve.lorekeeper",
        **ctx,
    )


def test_plain_prompt_and_model_call(sub, bridge):
    bridge.reply = "King Aldric rules."
    out = ask(sub, config("You are the lorekeeper.", model="main", maxTokens=300, temperature=0.2))
    assert out == "King Aldric rules."
    assert bridge.model_calls == [
        [
            "You are the lorekeeper.",
            [{"role": "user", "content": compact({"request": "who rules?"})}],
            300,
            {"model": "main", "temperature": 0.2},
        ]
    ]


def test_defaults_worker_1024_no_temperature(sub, bridge):
    ask(sub, config("P"))
    _, _, max_tokens, opts = bridge.model_calls[0]
    assert max_tokens == 1024
    assert opts == {"model": "worker"}


def test_any_tool_name(sub, bridge):
    bridge.reply = "ok"
    assert ask(sub, config("P"), tool="something_else") == "ok"


def test_args_macro(sub, bridge):
    args = {"request": "dragons", "depth": 2}
    ask(sub, config("Task: %%ARGS%%."), args=args)
    assert bridge.model_calls[0][0] == f"Task: {compact(args)}."
    assert bridge.model_calls[0][1][0]["content"] == compact(args)


def test_history_none_is_empty(sub, bridge):
    bridge.entries = FakeBridge.chat("hello", "hi")
    ask(sub, config("History:[%%HISTORY%%]", history="none"))
    assert bridge.model_calls[0][0] == "History:[]"
    assert not [r for r in bridge.requests if r[0].startswith("history.")]


def test_history_default_is_none(sub, bridge):
    bridge.entries = FakeBridge.chat("hello", "hi")
    ask(sub, config("[%%HISTORY%%]"))
    assert bridge.model_calls[0][0] == "[]"


def test_history_recent_n(sub, bridge):
    bridge.entries = [
        *FakeBridge.chat("u0", "a1", "u2", "a3"),
        {"role": "tool", "content": "t"},
        {"role": "log", "content": "l"},
        {"role": "assistant", "content": ""},  # tool-call-only entry
        *FakeBridge.chat("u7", "a8", "u9"),
    ]
    ask(sub, config("%%HISTORY%%", history="recent:3"))
    assert bridge.model_calls[0][0] == "User: u7\nAssistant: a8\nUser: u9"
    ranges = [p for m, p in bridge.requests if m == "history.range"]
    assert ranges == [[0, len(bridge.entries)]]  # short conversation: max(0, L - K) == 0


def test_history_recent_reads_only_a_window_of_long_conversations(sub, bridge):
    bridge.entries = FakeBridge.chat(*[f"m{i}" for i in range(500)])
    ask(sub, config("%%HISTORY%%", history="recent:2"))
    assert bridge.model_calls[0][0] == "User: m498\nAssistant: m499"
    ranges = [p for m, p in bridge.requests if m == "history.range"]
    assert len(ranges) == 1
    start, end = ranges[0]
    assert end == 500 and 0 < start <= 498


def test_history_recent_widens_window_past_tool_entries(sub, bridge):
    bridge.entries = (
        FakeBridge.chat("old question", "old answer")
        + [{"role": "tool", "content": f"t{i}"} for i in range(200)]
        + FakeBridge.chat("newest")
    )
    ask(sub, config("%%HISTORY%%", history="recent:3"))
    assert bridge.model_calls[0][0] == "User: old question\nAssistant: old answer\nUser: newest"
    ranges = [p for m, p in bridge.requests if m == "history.range"]
    assert len(ranges) > 1 and ranges[-1][0] == 0
    assert all(end == len(bridge.entries) for _, end in ranges)


def test_history_recent_more_than_available(sub, bridge):
    bridge.entries = FakeBridge.chat("only")
    ask(sub, config("%%HISTORY%%", history="recent:10"))
    assert bridge.model_calls[0][0] == "User: only"


def test_history_all(sub, bridge):
    bridge.entries = [
        *FakeBridge.chat("a", "b"),
        {"role": "error", "content": "x"},
        *FakeBridge.chat("c", "multi\nline"),
    ]
    ask(sub, config("Log:\n%%HISTORY%%\nEnd", history="all"))
    assert (
        bridge.model_calls[0][0]
        == "Log:\nUser: a\nAssistant: b\nUser: c\nAssistant: multi\nline\nEnd"
    )
    assert [p for m, p in bridge.requests if m == "history.range"] == [[0, len(bridge.entries)]]


def test_history_rejection_inserts_note(sub, bridge):
    bridge.entries = FakeBridge.chat("a")
    bridge.reject["history.range"] = "nope"
    ask(sub, config("%%HISTORY%%", history="all"))
    assert bridge.model_calls[0][0] == "[conversation history unavailable: nope]"


def test_store_macro(sub, bridge):
    bridge.stores["memory"] = {"memories": {"user_name": {"value": "Marcus"}}}
    ask(sub, config("Known:\n%%STORE:memory%%"))
    assert bridge.model_calls[0][0] == "Known:\n" + json.dumps(bridge.stores["memory"], indent=2)
    assert ("grants.readStore", ["memory"]) in bridge.requests


def test_store_macro_rejection_note(sub, bridge):
    out = ask(sub, config("S=%%STORE:missing%%"))
    assert (
        bridge.model_calls[0][0]
        == "S=[store \"missing\" unavailable: no granted agent matches 'missing']"
    )
    assert out == "fake reply"


def test_unknown_and_static_macros_left_alone(sub, bridge):
    prompt = "%%UNKNOWN%% %%CHARACTER_INSTRUCTIONS%% %%DESCRIPTION%% %%CONTEXT%% 100%% %%STORE:%%"
    ask(sub, config(prompt))
    assert bridge.model_calls[0][0] == prompt


def test_character_name_and_context_file_fallbacks(sub, bridge):
    bridge.files[".notes.txt"] = "secret notes"
    ask(sub, config("I am %%CHARACTER_NAME%%. %%CONTEXT:.notes.txt%% / %%CONTEXT:gone.txt%%"))
    assert (
        bridge.model_calls[0][0] == 'I am Aria. secret notes / [context file "gone.txt" not found]'
    )


def test_expanded_text_is_not_expanded_again(sub, bridge):
    bridge.stores["memory"] = {"note": "%%ARGS%%"}
    ask(sub, config("%%STORE:memory%% %%ARGS%%"), args={"request": "x"})
    assert (
        bridge.model_calls[0][0] == json.dumps({"note": "%%ARGS%%"}, indent=2) + ' {"request":"x"}'
    )


def test_same_macro_resolved_once(sub, bridge):
    bridge.stores["memory"] = {"a": 1}
    ask(sub, config("%%STORE:memory%%\n%%STORE:memory%%"))
    assert [r for r in bridge.requests if r[0] == "grants.readStore"] == [
        ("grants.readStore", ["memory"])
    ]


def test_budget_rejection_is_graceful(sub, bridge):
    bridge.reject["callModel"] = "Agent token budget exhausted for this response"
    out = ask(sub, config("P"))
    assert out == (
        "The lorekeeper sub-agent could not answer: Agent token budget exhausted for this response"
    )


def test_empty_reply(sub, bridge):
    bridge.reply = "   "
    assert ask(sub, config("P")) == "The lorekeeper sub-agent returned an empty answer."


def test_not_configured(sub, bridge):
    assert (
        ask(sub, {})
        == "Error: the lorekeeper sub-agent is not configured (no prompt body was registered)."
    )
    assert bridge.model_calls == []


def test_reply_callable_sees_expanded_prompt(sub, bridge):
    bridge.entries = FakeBridge.chat("I love tea", "Noted")
    bridge.reply = lambda system, messages, max_tokens, opts: f"{len(messages)}|{system}"
    out = ask(sub, config("H:%%HISTORY%%", history="recent:1"))
    assert out == "1|H:Assistant: Noted"
