"""The lorebook rules evaluated on the host, for the Studio's "which entries fire" tester.

The rules are the bundled ``agents/lib/lorebook-book.js`` and ``lorebook-engine.js``
-- the very files the ``studio.lorebook`` agent runs in its worker -- evaluated in
one QuickJS context in this process, the way :mod:`studio.sandbox.typescript` runs
sucrase. There is no second implementation to drift. The libraries are pure (no
bridge, no I/O), refuse regexes that could backtrack catastrophically, cap the
scanned text and stop at a time budget, so evaluating them here cannot reach
anything or stall for long; the editor still calls it off the GUI thread.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import quickjs

from studio import paths
from studio.errors import SandboxError

__all__ = ["LIBRARIES", "FiredEntry", "LorebookScan", "engine_paths", "scan_lorebook"]

_MEMORY = 256 * 1024 * 1024
_CALL = """
(function (bookText, messagesJson, optionsJson) {
  try {
    const options = JSON.parse(optionsJson);
    const r = lorebookEngine.scan(bookText, JSON.parse(messagesJson), {}, options);
    return JSON.stringify({fired: r.fired, log: r.log, warnings: r.warnings, text: r.text,
                           stats: r.stats});
  } catch (e) {
    return JSON.stringify({error: String(e && e.message !== undefined ? e.message : e)});
  }
})
"""


@dataclass(frozen=True, kw_only=True)
class FiredEntry:
    """One entry that fires: its position in the file, label and why it fired."""

    index: int
    id: Any
    label: str
    reason: str
    tokens: int
    order: float
    position: str


@dataclass(frozen=True, kw_only=True)
class LorebookScan:
    """What the agent would add for a text: the entries, the block text and the log."""

    fired: list[FiredEntry] = field(default_factory=list)
    text: str = ""
    log: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None


LIBRARIES = ("lorebook-book", "lorebook-engine")


def engine_paths() -> list[Path]:
    """The bundled rules libraries, in load order."""
    return [paths.bundled_agents_dir() / "lib" / f"{name}.js" for name in LIBRARIES]


class _Engine:
    def __init__(self, source: str) -> None:
        self.source = source
        self.context = quickjs.Context()
        self.context.set_memory_limit(_MEMORY)
        self.context.eval(source)  # the libraries, in load order (IIFEs)
        self.call = self.context.eval(_CALL)


_engine: _Engine | None = None
_lock = threading.Lock()


def _get() -> _Engine:
    global _engine
    source = "\n;\n".join(p.read_text(encoding="utf-8") for p in engine_paths())
    if _engine is None or _engine.source != source:
        _engine = _Engine(source)
    return _engine


def scan_lorebook(
    book_text: str,
    messages: list[str] | str,
    *,
    character_name: str = "",
    user_name: str = "",
) -> LorebookScan:
    """Which entries of ``book_text`` fire for ``messages`` (oldest first, or one text).

    A dry run: no sticky/cooldown state is kept, and probability entries are shown as
    firing with how often they would.

    Raises:
        SandboxError: The rules library is missing or broke (not a bad book: that is
            reported in ``error``).
    """
    if isinstance(messages, str):
        messages = [messages]
    turns = [
        {"role": "user" if i % 2 == (len(messages) - 1) % 2 else "assistant", "content": m}
        for i, m in enumerate(messages)
    ]
    options = {
        "characterName": character_name,
        "userName": user_name,
        "dryRun": True,
        "rolls": "assume",
    }
    try:
        with _lock:
            engine = _get()
            reply = engine.call(book_text, json.dumps(turns), json.dumps(options))
    except OSError as err:
        raise SandboxError(f"the lorebook rules library cannot be read: {err}") from err
    except (quickjs.JSException, MemoryError) as err:
        global _engine
        _engine = None  # a context that ran out of memory is not reused
        return LorebookScan(error=f"the lorebook could not be scanned: {err}")
    data: dict[str, Any] = json.loads(reply)
    if "error" in data:
        return LorebookScan(error=str(data["error"]))
    return LorebookScan(
        fired=[
            FiredEntry(**{k: f[k] for k in FiredEntry.__dataclass_fields__}) for f in data["fired"]
        ],
        text=str(data["text"]),
        log=[str(x) for x in data["log"]],
        warnings=[str(x) for x in data["warnings"]],
    )
