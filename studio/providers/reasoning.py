"""Inline reasoning: ``<think>…</think>`` blocks inside the reply text.

Models such as DeepSeek-R1 distills, QwQ and Qwen3 served by a server that does
not split reasoning out put it in the content between ``<think>`` tags. It is
kept on the entry as ``reasoning`` and never shown as reply text nor sent back.
:class:`ThinkFilter` does the same on the streamed fragments, so the chat never
flashes the reasoning as if it were the answer.
"""

from __future__ import annotations

__all__ = ["ThinkFilter", "split_think"]

OPEN = "<think>"
CLOSE = "</think>"


def split_think(text: str) -> tuple[str, str]:
    """``(reply, reasoning)`` of a whole reply text.

    Every ``<think>…</think>`` block is reasoning; an unclosed ``<think>`` makes
    the rest reasoning (a reply cut off while thinking). The whitespace the
    model put after a closing tag is dropped from the reply.
    """
    if OPEN not in text:
        return text, ""
    reply: list[str] = []
    thoughts: list[str] = []
    rest = text
    while True:
        start = rest.find(OPEN)
        if start < 0:
            reply.append(rest)
            break
        reply.append(rest[:start])
        rest = rest[start + len(OPEN) :]
        end = rest.find(CLOSE)
        if end < 0:
            thoughts.append(rest)
            break
        thoughts.append(rest[:end])
        rest = rest[end + len(CLOSE) :].lstrip()
    return "".join(reply).strip() if thoughts else "".join(reply), "\n\n".join(
        t.strip() for t in thoughts
    )


class ThinkFilter:
    """Removes ``<think>`` blocks from streamed fragments as they arrive.

    ``feed`` returns the visible part of each fragment (possibly ``""``); a tag
    split across fragments is held back until it is complete. The cheap path
    (no ``<`` and nothing held) returns the fragment itself.
    """

    __slots__ = ("_held", "_inside", "_skip_space")

    def __init__(self) -> None:
        self._held = ""
        self._inside = False
        self._skip_space = False

    def feed(self, text: str) -> str:
        """The visible text of the next fragment."""
        if not self._held and not self._inside and not self._skip_space and "<" not in text:
            return text
        data = self._held + text
        self._held = ""
        out: list[str] = []
        while data:
            if self._inside:
                end = data.find(CLOSE)
                if end < 0:
                    self._held = _partial_tail(data, CLOSE)
                    return "".join(out)
                data = data[end + len(CLOSE) :]
                self._inside = False
                self._skip_space = True
                continue
            if self._skip_space:
                stripped = data.lstrip()
                if not stripped:
                    return "".join(out)
                data = stripped
                self._skip_space = False
            start = data.find(OPEN)
            if start < 0:
                keep = _partial_tail(data, OPEN)
                out.append(data[: len(data) - len(keep)])
                self._held = keep
                return "".join(out)
            out.append(data[:start])
            data = data[start + len(OPEN) :]
            self._inside = True
        return "".join(out)

    def flush(self) -> str:
        """What is held back at the end of the stream (a lone ``<`` was text)."""
        held, self._held = self._held, ""
        return "" if self._inside else held


def _partial_tail(data: str, tag: str) -> str:
    """The end of ``data`` that could be the start of ``tag``."""
    for size in range(min(len(tag) - 1, len(data)), 0, -1):
        if tag.startswith(data[-size:]):
            return data[-size:]
    return ""
