"""SillyTavern's macros (issue 25 item 1; decisions §21; docs/CARDS.md "Macros")."""

from __future__ import annotations

import random
import time
from datetime import datetime

import pytest

from studio.engine.macro_engine import (
    MAX_NESTING,
    MAX_VARIABLE_CHARS,
    MacroEnv,
    expand_macros,
    humanize_seconds,
)
from studio.package.macro_names import unknown_macros

NOW = datetime(2026, 3, 7, 9, 5, 0)  # a Saturday


def env(**kw: object) -> MacroEnv:
    base: dict[str, object] = {
        "char": "Sera",
        "user": "Robin",
        "seed": "conv-1",
        "now": lambda: NOW,
        "rng": random.Random(7),
        "values": {
            "description": "A lighthouse keeper.",
            "personality": "Calm.",
            "scenario": "A storm.",
            "persona": "A sailor.",
            "mesexamples": "<START>\n{{char}}: Hello.",
            "lastmessage": "last one",
            "lastusermessage": "from the user",
            "lastcharmessage": "from Sera",
            "input": "from the user",
            "idle_duration": "5 minutes",
        },
    }
    base.update(kw)
    return MacroEnv(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{{char}}/{{user}}/<BOT>/<USER>/<CHAR>", "Sera/Robin/Sera/Robin/Sera"),
        ("{{description}}|{{personality}}|{{scenario}}|{{persona}}", "A lighthouse keeper.|"
         "Calm.|A storm.|A sailor."),
        ("{{lastMessage}}|{{lastUserMessage}}|{{lastCharMessage}}|{{input}}",
         "last one|from the user|from Sera|from the user"),
        ("{{idle_duration}}", "5 minutes"),
        ("a{{newline}}b", "a\nb"),
        ("a\n\n{{trim}}\n\nb", "ab"),
        ("x{{noop}}y{{// a note for the author}}z", "xyz"),
        ('{{banned "Nope"}}kept', "kept"),
        ("{{time}}|{{date}}|{{weekday}}|{{isotime}}|{{isodate}}",
         "9:05 AM|March 7, 2026|Saturday|09:05|2026-03-07"),
        ("{{reverse:abc}}", "cba"),
        ("{{original}}", "{{original}}"),  # not defined here: as written
    ],
)
def test_value_macros(text: str, expected: str) -> None:
    assert expand_macros(text, env()) == expected


def test_the_mes_examples_macro_expands_its_own_char() -> None:
    # The value is not expanded again (it is the character's text as written).
    assert expand_macros("{{mesExamples}}", env()) == "<START>\n{{char}}: Hello."


def test_random_both_forms_and_nested_macros() -> None:
    e = env()
    seen = {expand_macros("{{random::a::b::c}}", e) for _ in range(60)}
    assert seen == {"a", "b", "c"}
    seen = {expand_macros("{{random:x, y\\, z}}", e) for _ in range(60)}
    assert seen == {"x", "y, z"}
    assert expand_macros("{{random::{{char}}::{{char}}}}", e) == "Sera"


def test_pick_is_stable_per_conversation_and_position() -> None:
    text = "{{pick::a::b::c::d::e::f}}"
    first = expand_macros(text, env(rng=random.Random(1)))
    assert all(expand_macros(text, env(rng=random.Random(i))) == first for i in range(20))
    others = {expand_macros(text, env(seed=f"conv-{i}")) for i in range(40)}
    assert len(others) > 1  # another conversation picks anew


def test_roll() -> None:
    e = env()
    rolls = {int(expand_macros("{{roll:d6}}", e)) for _ in range(200)}
    assert rolls == {1, 2, 3, 4, 5, 6}
    assert 5 <= int(expand_macros("{{roll 2d6+3}}", e)) <= 15
    assert 1 <= int(expand_macros("{{roll:20}}", e)) <= 20
    assert expand_macros("{{roll:banana}}", e) == ""


def test_variables() -> None:
    e = env()
    out = expand_macros(
        "{{setvar::mood::calm}}{{getvar::mood}} {{setvar::n::2}}{{addvar::n::3}}{{getvar::n}} "
        "{{incvar::n}} {{decvar::n}} {{addvar::log::a}}{{addvar::log::b}}{{getvar::log}}",
        e,
    )
    assert out == "calm 5 6 5 ab"
    assert e.variables == {"mood": "calm", "n": 5, "log": "ab"} and e.changed
    out = expand_macros("{{setglobalvar::g::1}}{{incglobalvar::g}}{{getglobalvar::g}}", e)
    assert out == "22" and e.globals == {"g": 2} and e.globals_changed
    assert expand_macros("[{{getvar::missing}}]", e) == "[]"


def test_a_value_is_never_expanded_again() -> None:
    e = env()
    expand_macros("{{setvar::x::{{getvar::x}}}}", e)
    assert expand_macros("{{getvar::x}}", e) == ""  # the inner getvar ran first: empty
    e.variables["y"] = "{{char}}"
    assert expand_macros("{{getvar::y}}", e) == "{{char}}"


def test_unknown_macros_stay_as_written_and_validate_lists_them() -> None:
    text = "{{char}} {{charOutfit}} {{foo::bar}} {{random}} {{// note}}"
    assert expand_macros(text, env()) == "Sera {{charOutfit}} {{foo::bar}} {{random}} "
    assert unknown_macros(text) == ["{{charOutfit}}", "{{foo::bar}}"]


def test_macros_nested_1000_deep_are_refused_with_a_message_quickly() -> None:
    e = env()
    text = "{{random::" * 1000 + "x" + "}}" * 1000
    started = time.perf_counter()
    out = expand_macros(text, e)
    assert time.perf_counter() - started < 1.0
    assert f"nested more than {MAX_NESTING} deep" in e.problems[0]
    assert out.startswith("{{random::") and len(out) < len(text)


def test_a_10_mb_setvar_is_refused_with_a_message() -> None:
    e = env()
    out = expand_macros("{{setvar::big::" + "x" * 10_000_000 + "}}ok", e)
    assert out == "ok" and "big" not in e.variables
    assert f"more than {MAX_VARIABLE_CHARS:,}" in e.problems[0]


def test_humanize() -> None:
    assert humanize_seconds(10) == "a few seconds"
    assert humanize_seconds(300) == "5 minutes"
    assert humanize_seconds(3600) == "an hour"
    assert humanize_seconds(3 * 86400) == "3 days"
