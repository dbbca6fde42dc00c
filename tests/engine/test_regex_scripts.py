"""Regex scripts as SillyTavern applies them (issue 25 item 3; docs/CARDS.md)."""

from __future__ import annotations

import time
from typing import Any

from studio.engine.regex_scripts import (
    AI_OUTPUT,
    USER_INPUT,
    WORLD_INFO,
    ScriptSet,
    parse_scripts,
    script_problem,
)


def script(find: str, replace: str = "", **kw: Any) -> dict[str, Any]:
    return {
        "scriptName": kw.pop("name", "s"),
        "findRegex": find,
        "replaceString": replace,
        "trimStrings": kw.pop("trim", []),
        "placement": kw.pop("placement", [USER_INPUT, AI_OUTPUT]),
        "disabled": False,
        "markdownOnly": False,
        "promptOnly": False,
        "minDepth": None,
        "maxDepth": None,
        **kw,
    }


def run(*raw: dict[str, Any], expand: Any = None) -> ScriptSet:
    scripts, problems = parse_scripts(list(raw), "test")
    assert problems == []
    return ScriptSet(scripts, expand=expand or (lambda s: s.replace("{{char}}", "Sera")))


def test_groups_match_macro_trim_strings_and_flags() -> None:
    s = run(script("/(\\w+)@(\\w+)/g", "<$2 at $1 {{char}}>", trim=["x"]))
    assert s.apply("ax@b c@d", USER_INPUT) == "<b at a Sera> <d at c Sera>"
    s = run(script("/CAT/i", "[{{match}}]"))
    assert s.apply("cat cat", AI_OUTPUT) == "[cat] cat"  # no g: the first match only
    s = run(script("/^-(.*)$/gm", "*$1"))
    assert s.apply("-a\n-b", USER_INPUT) == "*a\n*b"
    s = run(script("/<x>.*<\\/x>/s", ""))
    assert s.apply("a<x>1\n2</x>b", USER_INPUT) == "ab"


def test_placement_depth_and_the_only_flags() -> None:
    s = run(
        script("a", "U", placement=[USER_INPUT]),
        script("b", "W", placement=[WORLD_INFO]),
        script("c", "M", markdownOnly=True),
        script("d", "P", promptOnly=True, minDepth=1),
        script("e", "X", disabled=True),
    )
    assert s.apply("abcde", USER_INPUT, 0) == "Ubcde"  # d: below its minDepth
    assert s.apply("abcde", USER_INPUT, 2) == "UbcPe"
    assert s.apply("abcde", AI_OUTPUT, 2) == "abcPe"
    assert s.apply("abcde", WORLD_INFO) == "aWcde"


def test_messages_get_depth_from_the_newest() -> None:
    s = run(script("x", "Y", maxDepth=0))
    messages = [
        {"role": "system", "content": "x"},
        {"role": "user", "content": "x"},
        {"role": "assistant", "content": "x"},
    ]
    out = s.apply_messages(messages, 1, 3)
    assert [m["content"] for m in out] == ["x", "x", "Y"]
    assert messages[2]["content"] == "x"  # the conversation's own text is untouched


def test_lookaround_runs_time_bounded_and_catastrophe_stops() -> None:
    assert script_problem("/a(?!b)/") is None  # RE2 cannot; the bounded engine can
    s = run(script("/<u>(?:(?!<\\/u>).)*$/s", ""))
    assert s.apply("keep<u>drop", AI_OUTPUT) == "keep"
    bad = run(script("/(?=x)(x+x+)+y/", "Z", name="bad"))
    text = "x" * 5000
    started = time.perf_counter()
    assert bad.apply(text, AI_OUTPUT) == text
    assert time.perf_counter() - started < 2.0
    assert "was stopped" in bad.problems[0] and "'bad'" in bad.problems[0]
    started = time.perf_counter()
    assert bad.apply(text, AI_OUTPUT) == text  # skipped from now on: no second wait
    assert time.perf_counter() - started < 0.05


def test_broken_scripts_are_reported_not_run() -> None:
    scripts, problems = parse_scripts([{"scriptName": "n"}, "junk", script("(")], "the card")
    assert len(problems) == 2 and "no findRegex" in problems[0]
    s = ScriptSet(scripts)
    assert s.apply("(x", USER_INPUT) == "(x" and "not a valid pattern" in s.problems[0]


def test_a_history_text_runs_its_patterns_once(monkeypatch) -> None:
    # The next request carries the same history: its results are reused (scripts whose
    # replacement has no macro), so only new messages cost pattern time.
    calls: list[str] = []
    real = ScriptSet._bounded

    def counting(self: ScriptSet, *args: Any) -> str:
        calls.append(args[-1])
        return real(self, *args)

    monkeypatch.setattr(ScriptSet, "_bounded", counting)
    text = "the keeper counts waves " * 50 + "a unique tail 7f3a"
    first = run(script(r"/\b(keeper|waves)\b/gi", "[$1]")).apply(text, AI_OUTPUT, 0)
    again = run(script(r"/\b(keeper|waves)\b/gi", "[$1]")).apply(text, AI_OUTPUT, 0)
    assert first == again and first.startswith("the [keeper] counts [waves]")
    assert len(calls) == 1
    # A replacement with a macro is run every time (its value can change).
    names = iter(["Sera", "Ilse"])
    for want in ("Sera", "Ilse"):
        name = next(names)
        out = run(
            script("/unique tail/", "{{char}}"), expand=lambda s, n=name: s.replace("{{char}}", n)
        ).apply(text, AI_OUTPUT, 0)
        assert out.endswith(f"a {want} 7f3a")


def test_display_runs_markdown_only_and_plain_scripts_not_prompt_only() -> None:
    scripts = run(
        script("/a/g", "1", markdownOnly=True),
        script("/b/g", "2", promptOnly=True),
        script("/c/g", "3"),
        script("/d/g", "4", markdownOnly=True, placement=[USER_INPUT]),
    )
    assert scripts.display("abcd", "assistant") == "1b3d"
    assert scripts.display("abcd", "user") == "1b34"
    assert scripts.apply("abcd", AI_OUTPUT, 0) == "a23d"  # the prompt: never markdown-only
    assert scripts.shows() and not run(script("/b/", "2", promptOnly=True)).shows()


def test_the_display_time_limit_is_per_message() -> None:
    # The chat keeps one set for the whole conversation: time spent showing earlier
    # messages does not stop the scripts for the next one.
    scripts = run(script("/x/g", "y", markdownOnly=True))
    scripts.spent = 10.0  # as if earlier messages had used it all
    assert scripts.display("xx", "assistant") == "yy"


def test_a_cards_scripts_are_its_own_and_follow_edits(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Two imported cards with the same config.json (the package fingerprint) keep their
    own scripts, and a script added to the card later is seen."""
    import json
    import os

    from studio.engine.regex_scripts import card_scripts
    from studio.package import load_package

    def card(folder: str, *scripts: dict[str, Any]):  # type: ignore[no-untyped-def]
        root = tmp_path / folder
        root.mkdir()
        (root / "config.json").write_text('{"name": "Same", "model": "m"}', encoding="utf-8")
        (root / "instructions.txt").write_text("x", encoding="utf-8")
        sidecar = {"card": {"data": {"extensions": {"regex_scripts": list(scripts)}}}}
        (root / ".card.json").write_text(json.dumps(sidecar), encoding="utf-8")
        return root

    first = load_package(card("a", script("/a/g", "A", name="first")))
    second = load_package(card("b"))
    assert first.sha256 == second.sha256  # what the cache must not be keyed by
    assert [s.name for s in card_scripts(first)] == ["first"]
    assert card_scripts(second) == []
    sidecar = second.root / ".card.json"
    sidecar.write_text(json.dumps({"card": {"data": {"extensions": {
        "regex_scripts": [script("/b/g", "B", name="added")]}}}}), encoding="utf-8")  # fmt: skip
    os.utime(sidecar, ns=(1, 1))
    assert [s.name for s in card_scripts(second)] == ["added"]
