"""The state journal ``conversation_NN.state.jsonl``: one fsync per turn.

A turn changes more than the conversation journal: the token totals, the
toolCallId counter, the stores of agents it called. Writing each of those
atomically cost two fsyncs apiece (23 for the first turn of a conversation
with ten agents). Instead every change is appended here as one line, at once
and without fsync (so a ``kill -9`` never loses it: the kernel has it), and the
turn's group commit appends a *commit* record holding the conversation-journal
bytes written since the previous commit, then fsyncs this one file. That single
fsync makes the whole turn durable, journal lines included: if a power cut
loses journal bytes that a commit covered, the next open writes them back from
here (a redo log).

Records, one JSON object per line:

* ``{"v": 1, "ino": I, "end": E}`` — base: the journal with inode ``I`` was
  durable up to byte ``E`` when this file was (re)started.
* ``{"tokens": {"agent_tokens": N, "model_tokens": {"prompt": P, "completion": C}}}``
* ``{"last": N}`` — the toolCallId counter.
* ``{"store": "agentId", "value": {...}}`` — an agent's whole store.
* ``{"clear_stores": true}`` — ``clear()`` removed every store.
* ``{"commit": {"ino": I, "end": E, "tail": "..."}}`` — the journal (inode
  ``I``) holds ``tail`` (UTF-8 text of complete lines) ending at byte ``E``.

Counters only grow, so they merge with the sidecar files by ``max``: replaying
an old record can never move them back. The documented sidecars
(``tokens.json``, ``tool-call-ids.json``, ``stores/``) are rewritten from this
state by a *checkpoint* (on a clean close, after a recovery, and when this file
passes :data:`CHECKPOINT_BYTES`), which then restarts this file with a new base
record.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from studio.errors import StorageError
from studio.storage.atomic import loads_exact

__all__ = [
    "CHECKPOINT_BYTES",
    "STATE_VERSION",
    "Coverage",
    "JournalState",
    "parse_state_lines",
    "restore_journal",
    "tool_call_ids_in",
]

STATE_VERSION = 1
# A checkpoint rewrites the sidecars (two fsyncs each); this file passing this
# size is what triggers one during play, so it runs about once per this many
# bytes of conversation.
CHECKPOINT_BYTES = 4 << 20

_RECORD_KEYS = frozenset(
    {"v", "ino", "end", "tokens", "last", "store", "value", "clear_stores", "commit"}
)


def _zero_tokens() -> dict[str, Any]:
    return {"agent_tokens": 0, "model_tokens": {"prompt": 0, "completion": 0}}


@dataclass
class Coverage:
    """What the state journal knows about one journal inode's durable bytes.

    Attributes:
        start: Bytes ``[0, start)`` were durable without this file's help.
        end: Commits cover the journal up to here.
        tails: The committed bytes ``[start, end)`` in order (may be empty).
        gap: A commit did not continue where the previous one ended (cannot
            happen unless the file was edited by hand); restoring is refused.
    """

    start: int
    end: int
    tails: list[bytes] = field(default_factory=list)
    gap: bool = False


@dataclass
class JournalState:
    """The conversation's counters and stores, as replayed from the state journal.

    Attributes:
        tokens: The token totals (the ``tokens.json`` shape).
        last: The highest toolCallId handed out.
        stores: Stores changed since the sidecar files were written: agent id ->
            encoded JSON object.
        stores_cleared: ``clear()`` ran since: store files on disk are stale.
        coverage: Per journal inode, what commits cover.
        changes: How many state-changing records were replayed.
    """

    tokens: dict[str, Any] = field(default_factory=_zero_tokens)
    last: int = 0
    stores: dict[str, bytes] = field(default_factory=dict)
    stores_cleared: bool = False
    coverage: dict[int, Coverage] = field(default_factory=dict)
    changes: int = 0

    def merge_tokens(self, totals: dict[str, Any]) -> None:
        """Take the larger of each running total (totals never go down)."""
        mine = self.tokens
        mine["agent_tokens"] = max(mine["agent_tokens"], totals["agent_tokens"])
        for key in ("prompt", "completion"):
            mine["model_tokens"][key] = max(mine["model_tokens"][key], totals["model_tokens"][key])

    def apply(self, record: dict[str, Any], where: str, path: Path) -> None:
        """Apply one record; ``where`` names it in error messages."""
        unknown = set(record) - _RECORD_KEYS
        version = record.get("v", STATE_VERSION)
        if unknown or not isinstance(version, int) or version > STATE_VERSION:
            raise StorageError(
                f"{where} was written by a newer Character Studio (unknown record "
                f"{sorted(unknown) or version!r}); update Character Studio to open this "
                "conversation. Nothing was changed.",
                path=path,
            )
        if "ino" in record and "commit" not in record:
            ino, end = _int(record.get("ino"), where, path), _int(record.get("end"), where, path)
            self.coverage[ino] = Coverage(start=end, end=end)
        if "tokens" in record:
            self.merge_tokens(_tokens(record["tokens"], where, path))
            self.changes += 1
        if "last" in record:
            self.last = max(self.last, _int(record["last"], where, path))
            self.changes += 1
        if "store" in record:
            agent_id, value = record["store"], record.get("value")
            if not isinstance(agent_id, str) or not isinstance(value, dict):
                raise StorageError(f"{where}: a store record needs an id and an object", path=path)
            self.stores[agent_id] = orjson.dumps(value)
            self.changes += 1
        if record.get("clear_stores") is True:
            self.stores.clear()
            self.stores_cleared = True
            self.changes += 1
        if "commit" in record:
            self._commit(record["commit"], where, path)

    def _commit(self, commit: Any, where: str, path: Path) -> None:
        if not isinstance(commit, dict) or not isinstance(commit.get("tail"), str):
            raise StorageError(f"{where}: a commit record needs ino, end and tail", path=path)
        ino, end = _int(commit.get("ino"), where, path), _int(commit.get("end"), where, path)
        tail = commit["tail"].encode("utf-8", "surrogatepass")
        start = end - len(tail)
        known = self.coverage.get(ino)
        if known is None:
            # The first we hear of this inode (a rewrite made it, and rewrites are
            # durable on their own): everything before this commit was durable.
            self.coverage[ino] = Coverage(start=start, end=end, tails=[tail] if tail else [])
            return
        if start < known.start:
            return  # Older than the base: already durable.
        if start != known.end:
            known.gap = True
        if tail:
            known.tails.append(tail)
        known.end = max(known.end, end)


def _int(value: Any, where: str, path: Path) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise StorageError(f"{where}: expected a non-negative integer, not {value!r}", path=path)
    return value


def _tokens(value: Any, where: str, path: Path) -> dict[str, Any]:
    if not isinstance(value, dict) or not isinstance(value.get("model_tokens"), dict):
        raise StorageError(f"{where}: token totals must be an object", path=path)
    model = value["model_tokens"]
    return {
        "agent_tokens": _int(value.get("agent_tokens", 0), where, path),
        "model_tokens": {
            "prompt": _int(model.get("prompt", 0), where, path),
            "completion": _int(model.get("completion", 0), where, path),
        },
    }


def _loads(line: bytes) -> Any:
    return loads_exact(line)  # orjson, or json for lone surrogates and huge integers


def parse_state_lines(
    data: bytes, state: JournalState, path: Path, *, first_line: int = 1
) -> tuple[int, list[str]]:
    """Apply every complete record of ``data`` to ``state``.

    Returns:
        ``(good_size, warnings)``: bytes up to the last good line, and notes
        about a torn last line that was dropped.

    Raises:
        StorageError: A damaged line that is not the last one, or a record from
            a newer version.
    """
    lines = data.split(b"\n")
    tail = lines.pop()
    good = len(data) - len(tail)
    warnings: list[str] = []
    if tail:
        warnings.append(
            f"{path.name}: dropped an incomplete last line ({len(tail)} bytes), "
            "probably from a crash while saving"
        )
    last = len(lines) - 1
    for number, line in enumerate(lines):
        where = f"{path.name} line {first_line + number}"
        try:
            record = _loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            record = None
        if not isinstance(record, dict):
            if number == last and not tail:
                good -= len(line) + 1
                warnings.append(f"{where}: dropped an unreadable last line (a crash while saving)")
                continue
            raise StorageError(
                f"{where} is damaged; the conversation's counters cannot be trusted. Restore "
                "the file from a backup, or delete it to fall back to the last saved totals.",
                path=path,
            )
        state.apply(record, where, path)
    return good, warnings


def restore_journal(data: bytes, coverage: Coverage, path: Path) -> bytes | None:
    """The journal's bytes with committed lines a power cut lost written back.

    Returns:
        The repaired content, or None when ``data`` already holds every
        committed byte.

    Raises:
        StorageError: The committed bytes cannot be placed (a gap in the commits,
            or the journal is shorter than the part that was durable anyway).
    """
    if not coverage.tails or (len(data) >= coverage.end and _matches(data, coverage)):
        return None
    if coverage.gap or len(data) < coverage.start:
        raise StorageError(
            "lines of this conversation were lost (probably in a power cut) and the state "
            "journal cannot put them back; restore the conversation from a backup",
            path=path,
        )
    committed = b"".join(coverage.tails)
    rest = data[coverage.end :] if len(data) > coverage.end else b""
    return data[: coverage.start] + committed + rest


def _matches(data: bytes, coverage: Coverage) -> bool:
    size = sum(len(t) for t in coverage.tails)
    offset = coverage.end - size
    for tail in coverage.tails:
        if data[offset : offset + len(tail)] != tail:
            return False
        offset += len(tail)
    return True


def tool_call_ids_in(entries: list[dict[str, Any]]) -> int:
    """The highest ``toolCallId`` recorded in ``entries`` (0 if none)."""
    highest = 0
    for entry in entries:
        own = entry.get("toolCallId")
        if isinstance(own, int) and not isinstance(own, bool):
            highest = max(highest, own)
        for call in entry.get("tool_calls") or ():
            value = call.get("toolCallId") if isinstance(call, dict) else None
            if isinstance(value, int) and not isinstance(value, bool):
                highest = max(highest, value)
    return highest
