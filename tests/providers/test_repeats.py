"""The loop detector the built-in model's loop test and benchmark rely on."""

from __future__ import annotations

from studio.providers.repeats import repeats

REPLY = (
    "*The door creaks open.* Mind the step. Kettle's on, if you want some.\n\n"
    "I've kept this light for thirty-one years. The boats know me, and I know them. "
    "Sit down, then. Tell me what brings you out on a night like this."
)


def test_an_ordinary_reply_does_not_loop() -> None:
    found = repeats(REPLY)
    assert not found.loops
    assert found.sentence_max == 1 and found.ngram_share == 0


def test_one_sentence_again_and_again_loops() -> None:
    found = repeats("Hello there. " + "I'm just happy. " * 100)
    assert found.loops and found.sentence_max == 100 and found.sentence == "i'm just happy"


def test_a_repeated_paragraph_loops() -> None:
    paragraph = "The island is small and mostly rock, and the birds own it in spring."
    assert repeats(f"{paragraph}\n\nYes.\n\n{paragraph}").loops


def test_run_on_clauses_that_repeat_loop() -> None:
    text = "it's a little island in the middle of the Atlantic, " * 12
    found = repeats(text)
    assert found.sentence_max <= 1 and found.ngram_share > 0.5 and found.loops


def test_short_sentences_coming_back_are_not_a_loop() -> None:
    assert not repeats("Yes. Yes. Yes. I think so.").loops
