"""``@tool-params`` regexes run in linear time (RE2): a package cannot stall the player."""

from __future__ import annotations

from studio.engine.tools import prepare_call
from studio.package.problems import Problems
from studio.package.tags import _params

# Exponential for a backtracking engine: ~2**40 steps for the argument below.
EVIL = {"type": "object", "properties": {"word": {"type": "string", "pattern": "^(a+)+$"}}}


def test_a_catastrophic_pattern_and_argument_are_checked_at_once() -> None:
    prepared = prepare_call("spell", '{"word": "' + "a" * 40 + '!"}', EVIL)
    assert prepared.args is None
    assert prepared.error is not None
    assert prepared.error.startswith("Error: invalid arguments for spell: word:")
    assert "does not match" in prepared.error


def test_matching_arguments_still_pass() -> None:
    assert prepare_call("spell", '{"word": "aaaa"}', EVIL).args == {"word": "aaaa"}


def test_pattern_properties_and_additional_properties_use_the_safe_engine() -> None:
    schema = {
        "type": "object",
        "patternProperties": {"^(x+)+$": {"type": "integer"}, "^n_": {"type": "string"}},
        "additionalProperties": False,
    }
    assert prepare_call("t", '{"xxx": 1, "n_a": "ok"}', schema).args == {"xxx": 1, "n_a": "ok"}
    bad_type = prepare_call("t", '{"xxx": "one"}', schema)
    assert bad_type.error is not None and "is not of type 'integer'" in bad_type.error
    extra = prepare_call("t", '{"' + "x" * 40 + '!": 1}', schema)
    assert extra.error is not None and "Additional properties are not allowed" in extra.error
    loose = dict(schema, additionalProperties={"type": "boolean"})
    assert prepare_call("t", '{"other": true}', loose).args == {"other": True}
    assert prepare_call("t", '{"other": 3}', loose).error is not None


def test_lookaround_cannot_be_checked_safely_and_says_so() -> None:
    schema = {"type": "object", "properties": {"s": {"type": "string", "pattern": "(?=a)a"}}}
    prepared = prepare_call("look", '{"s": "a"}', schema)
    assert prepared.error is not None
    assert "cannot be checked in linear time" in prepared.error
    # Arguments that never meet the pattern are unaffected.
    assert prepare_call("look", "{}", schema).args == {}


def test_loading_warns_about_patterns_the_safe_engine_refuses() -> None:
    problems = Problems()
    schema = _params(
        '{"type": "object", "properties": {"s": {"type": "string", "pattern": "(a)\\\\1"}}}',
        "agents/a.js",
        3,
        problems,
    )
    assert schema is not None
    assert [p.severity for p in problems.items] == ["warning"]
    assert "cannot be checked in linear time" in problems.items[0].message
    assert problems.items[0].line == 3


SPELL_JS = """/**
 * @agent test.spell
 * @tool spell
 * @description Spells a word.
 * @tool-params {"type":"object","required":["word"],
 *   "properties":{"word":{"type":"string","pattern":"^(a+)+$"}}}
 */
export function onToolCall(name, args) { return "spelled " + args.word; }
"""


async def test_through_the_player_the_call_fails_and_the_conversation_goes_on(
    make_character, player_factory, model_server
) -> None:
    from tests.support.model_server import text, tool_calls

    root = make_character(files={"agents/test.spell.js": SPELL_JS}, agents=["test.spell"])
    player = player_factory(root)
    model_server.script(
        tool_calls([("spell", {"word": "a" * 40 + "!"})]),
        text("That word cannot be spelled."),
        text("Still here."),
    )
    reply = await player.send("spell it")
    assert reply["content"] == "That word cannot be spelled."
    results = [e["content"] for e in player.get_conversation() if e["role"] == "tool"]
    assert len(results) == 1 and "does not match" in results[0]
    assert (await player.send("again"))["content"] == "Still here."
