"""What of a reply is spoken, and in which voice.

A reply streams in fragments; :class:`SentenceSplitter` gives back each sentence
as soon as it is complete (ended by ``.``, ``!``, ``?`` or ``…`` followed by a
space, or by a line break), so speech can start before the reply ends.
:func:`pieces_of` cuts a sentence into pieces: quoted speech (``"..."``,
``“...”``), ``*actions*`` and narration (the rest). The speaker voices speech
with the character's voice, narration with the narrator's voice (the same one
unless the player chose another), and skips actions or narrates them as the
player chose. Markdown marks (``**``, `` ` ``, ``#``, links, images) are not read
out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["Piece", "SentenceSplitter", "clean_markdown", "pieces_of"]

Kind = Literal["speech", "narration", "action"]

# A sentence ends at terminal punctuation (with closing quotes or brackets)
# followed by white space, or at a line break.
_END = re.compile(r"""(?:[.!?…]+["”’)\]*]*\s+|\n+)""")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MARKS = re.compile(r"(\*\*|__|`+|^#+\s*|^>\s*|^[-*+]\s+)", re.MULTILINE)
_PARTS = re.compile(r'(\*[^*\n]+\*|"[^"\n]*"|“[^”\n]*”)')


@dataclass(frozen=True, kw_only=True)
class Piece:
    """One stretch of a sentence to be spoken in one voice."""

    text: str
    kind: Kind


class SentenceSplitter:
    """Collects streamed text and returns each sentence once it is complete."""

    def __init__(self) -> None:
        self._buffer = ""

    def feed(self, fragment: str) -> list[str]:
        """The sentences completed by ``fragment`` (possibly none)."""
        self._buffer += fragment
        done: list[str] = []
        start = 0
        for match in _END.finditer(self._buffer):
            sentence = self._buffer[start : match.end()].strip()
            if sentence:
                done.append(sentence)
            start = match.end()
        self._buffer = self._buffer[start:]
        return done

    def flush(self) -> list[str]:
        """What is left when the reply has ended."""
        rest, self._buffer = self._buffer.strip(), ""
        return [rest] if rest else []


def clean_markdown(text: str) -> str:
    """``text`` without Markdown marks, images and link targets."""
    text = _IMAGE.sub("", text)
    text = _LINK.sub(r"\1", text)
    return _MARKS.sub("", text)


def pieces_of(sentence: str) -> list[Piece]:
    """``sentence`` cut into speech, actions and narration, in order.

    A bold ``**x**`` is not an action; only single asterisks mark one.
    """
    sentence = sentence.replace("**", "")
    pieces: list[Piece] = []
    pos = 0
    for match in _PARTS.finditer(sentence):
        before = sentence[pos : match.start()]
        _add(pieces, before, "narration")
        part = match.group(0)
        if part.startswith("*"):
            _add(pieces, part[1:-1], "action")
        else:
            _add(pieces, part[1:-1], "speech")
        pos = match.end()
    _add(pieces, sentence[pos:], "narration")
    return pieces


def _add(pieces: list[Piece], text: str, kind: Kind) -> None:
    text = clean_markdown(text).strip()
    if any(ch.isalnum() for ch in text):
        pieces.append(Piece(text=text, kind=kind))
