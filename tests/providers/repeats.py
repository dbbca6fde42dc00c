"""Does a reply repeat itself? A small detector for the built-in model's loops.

Used by the bounded test against the real built-in server
(``tests/providers/test_builtin_loops_real.py``) and by
``benchmarks/bench_builtin_loops.py``. It is deliberately simple: SmolLM2's loops
are verbatim (one sentence or paragraph again and again), so exact repeats of
normalised sentences and lines, and the share of word 8-grams seen earlier in the
same reply, tell a loop from an ordinary reply.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

__all__ = ["LOOP_NGRAM_SHARE", "LOOP_PARAGRAPHS", "LOOP_SENTENCES", "Repeats", "repeats"]

# A reply loops when one sentence comes 3 or more times (issue 24's figure), one
# paragraph twice or more, or half its word 8-grams are repeats (a loop of run-on
# clauses joined by commas has no repeated sentence, but this gives it away).
LOOP_SENTENCES = 3
LOOP_PARAGRAPHS = 2
LOOP_NGRAM_SHARE = 0.5
# Shorter sentences ("Yes.", "Oh no.") may come back naturally; they are not counted.
MIN_SENTENCE_WORDS = 3
MIN_PARAGRAPH_WORDS = 8
NGRAM = 8

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+")
_PARAGRAPH_END = re.compile(r"\n\s*")
_WORD = re.compile(r"[\w']+")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


@dataclass(frozen=True, kw_only=True)
class Repeats:
    """How much one reply repeats itself.

    Attributes:
        sentence_max: Occurrences of its most repeated sentence (of 3+ words); 0 if none.
        sentence: That sentence, normalised (lower case, words only).
        paragraph_max: Occurrences of its most repeated line or paragraph (of 8+ words).
        ngram_share: Share of its word 8-grams that already occurred earlier in it.
    """

    sentence_max: int
    sentence: str
    paragraph_max: int
    ngram_share: float

    @property
    def loops(self) -> bool:
        """Whether it repeats a sentence 3+ times, a paragraph twice, or half its 8-grams."""
        return (
            self.sentence_max >= LOOP_SENTENCES
            or self.paragraph_max >= LOOP_PARAGRAPHS
            or self.ngram_share >= LOOP_NGRAM_SHARE
        )


def _most_common(parts: list[str], min_words: int) -> tuple[int, str]:
    counted = Counter(
        " ".join(words) for words in map(_words, parts) if len(words) >= min_words
    )
    if not counted:
        return 0, ""
    text, count = counted.most_common(1)[0]
    return count, text


def repeats(text: str) -> Repeats:
    """Measure how much ``text`` repeats itself (see :class:`Repeats`)."""
    sentence_max, sentence = _most_common(_SENTENCE_END.split(text), MIN_SENTENCE_WORDS)
    paragraph_max, _ = _most_common(_PARAGRAPH_END.split(text), MIN_PARAGRAPH_WORDS)
    words = _words(text)
    grams = [tuple(words[i : i + NGRAM]) for i in range(len(words) - NGRAM + 1)]
    seen: set[tuple[str, ...]] = set()
    again = 0
    for gram in grams:
        if gram in seen:
            again += 1
        seen.add(gram)
    share = again / len(grams) if grams else 0.0
    return Repeats(
        sentence_max=sentence_max,
        sentence=sentence,
        paragraph_max=paragraph_max,
        ngram_share=share,
    )
