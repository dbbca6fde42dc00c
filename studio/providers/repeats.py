"""Does a reply repeat itself? A small detector for a local model's loops.

:func:`repeats` measures a whole reply (the bounded test against the real built-in
server, ``tests/providers/test_builtin_loops_real.py``, and
``benchmarks/bench_builtin_loops.py``); :class:`LoopGuard` watches a reply as it
streams and says where to end it once a sentence comes for the third time (the
stream loop in ``streaming.py`` uses it for local servers). It is deliberately
simple: SmolLM2's loops are verbatim (one sentence or paragraph again and again),
so exact repeats of normalised sentences and lines, and the share of word 8-grams
seen earlier in the same reply, tell a loop from an ordinary reply.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

__all__ = [
    "LOOP_ENDED",
    "LOOP_NGRAM_SHARE",
    "LOOP_PARAGRAPHS",
    "LOOP_SENTENCES",
    "LoopGuard",
    "Repeats",
    "repeats",
]

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
    counted = Counter(" ".join(words) for words in map(_words, parts) if len(words) >= min_words)
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


_MARKS = ".!?…\n"
LOOP_ENDED = "it began repeating itself"
"""Why :class:`LoopGuard` ended a reply (what the journal and the chat say)."""


class LoopGuard:
    """Watches a streamed reply for a sentence that comes :data:`LOOP_SENTENCES` times.

    :meth:`feed` takes each text fragment as it arrives and returns None, or the
    length of the reply to keep once a sentence (of 3+ words, normalised as in
    :func:`repeats`) is complete for the third time: everything before that
    sentence's second occurrence, so the reply keeps what it said once. Only a
    fragment that ends a sentence costs a scan, and each scan covers only the
    sentences completed since the last one.
    """

    __slots__ = ("_base", "_counts", "_end", "_ended", "_parts", "_tail", "times")

    def __init__(self, times: int = LOOP_SENTENCES) -> None:
        self.times = times
        self._parts: list[str] = []
        self._ended = False  # Whether the last fragment ended on a sentence mark.
        # Only the text after the last finished sentence is kept (``_tail``, which
        # starts at offset ``_base`` of the reply), so a scan never copies the reply.
        self._tail = ""
        self._base = 0
        self._end = 0  # Where the last finished sentence's text ends (its separator).
        # normalised sentence -> where the text before each occurrence ends
        self._counts: dict[str, list[int]] = {}

    def feed(self, text: str) -> int | None:
        """Add a fragment; the length to keep once the reply loops, else None."""
        self._parts.append(text)
        ended, self._ended = self._ended, text[-1:] in _MARKS
        if not (ended or any(c in text for c in _MARKS)):
            return None
        tail = self._tail + "".join(self._parts)
        self._parts = []
        start = 0
        for end in _SENTENCE_END.finditer(tail):
            words = _words(tail[start : end.start()])
            if len(words) >= MIN_SENTENCE_WORDS:
                seen = self._counts.setdefault(" ".join(words), [])
                seen.append(self._end)
                if len(seen) >= self.times:
                    return seen[1]
            self._end = self._base + end.start()
            start = end.end()
        self._tail = tail[start:]
        self._base += start
        return None
