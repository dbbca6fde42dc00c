"""Sentences cut from a stream, and what of them is speech, narration or action."""

from __future__ import annotations

from studio.voice.text import Piece, SentenceSplitter, clean_markdown, pieces_of


def test_sentences_complete_as_the_stream_arrives() -> None:
    splitter = SentenceSplitter()
    assert splitter.feed("Hello th") == []
    assert splitter.feed("ere. How a") == ["Hello there."]
    assert splitter.feed("re you?\nFine") == ["How are you?"]
    assert splitter.flush() == ["Fine"]
    assert splitter.flush() == []


def test_a_quote_ending_a_sentence_stays_with_it() -> None:
    splitter = SentenceSplitter()
    assert splitter.feed('She said "Go!" Then left. ') == ['She said "Go!"', "Then left."]


def test_pieces_split_speech_actions_and_narration() -> None:
    pieces = pieces_of('*waves* "Hi there," she says. “Come in.”')
    assert pieces == [
        Piece(text="waves", kind="action"),
        Piece(text="Hi there,", kind="speech"),
        Piece(text="she says.", kind="narration"),
        Piece(text="Come in.", kind="speech"),
    ]


def test_bold_is_not_an_action_and_markdown_is_not_read() -> None:
    assert pieces_of("This is **very** good.") == [
        Piece(text="This is very good.", kind="narration")
    ]
    assert clean_markdown("See ![a cat](cat.png) and [the docs](http://x).") == (
        "See  and the docs."
    )
    assert pieces_of("![only a picture](cat.png)") == []
