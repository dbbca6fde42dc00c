"""The requests journal, stored as what changed from one request to the next.

A chat request repeats the whole conversation, so storing every body whole made
the journal grow with the square of the conversation (525 MB after 1,000 turns
of a 2,000-entry one). A record written now keeps the request's fields except
``messages`` and ``tools`` as they are, and packs those two:

``"packed_request": {"keys": [...], "fields": {...}, "messages": {...}, "tools": {...}}``

* ``keys``: the body's keys in their original order (the body is rebuilt exactly);
* ``fields``: every other key's value, unchanged;
* ``messages``: ``{"base": B, "seg": [...]}`` where ``B`` is the byte offset in
  this file of an earlier record of this journal (or null) and each segment is
  ``[a, b]`` (messages ``a..b-1`` of that record's request), ``{"m": message}``
  (a message written out) or ``{"b": hash}`` (a message stored as a block);
* ``tools``: ``{"b": hash}``.

Blocks are content-addressed files ``conversation_NN.requests.blocks/<hash>.json``
(the hash: the first 32 hex digits of the SHA-256 of the file's bytes): the
tool definitions, and any message of at least :data:`BLOCK_CHARS` characters
(the context and preload blocks), so a 5 MB context package is stored once, not
once per turn. Records from before (a whole ``"request"``) are read as they are.

Reading rebuilds every record in order; one whose base record or block is
missing or damaged comes back with ``"request": None`` and ``"damaged"``
saying why, never with a silently different body.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.errors import StorageError
from studio.storage.atomic import dumps_compact
from studio.storage.commit import loads_fallback

__all__ = ["BLOCK_CHARS", "RequestPacker", "read_request_records"]

BLOCK_CHARS = 2048
_BASES = 4  # recent requests kept in memory as bases (the turn's, agents' callModel ...)
_NEAR = 256  # How far past the expected place a message is looked for first.
_FAR_SEARCHES = 2  # Messages in a row looked for in the whole base after a near miss.


@dataclass
class _Base:
    offset: int
    messages: list[Any]


def _hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


@dataclass
class RequestPacker:
    """Packs request records against the recent requests of this journal.

    Args:
        blocks: The folder of content-addressed blocks.
        scrub: The credential scrubber (applied to everything written).
    """

    blocks: Path
    scrub: Any
    _bases: list[_Base] = field(default_factory=list)
    _known: set[str] = field(default_factory=set)
    _tools: tuple[Any, str] | None = None
    generation: int = -1

    def forget(self) -> None:
        """Drop every base (the file was replaced: offsets mean nothing now)."""
        self._bases.clear()

    def pack(self, record: dict[str, Any]) -> tuple[bytes, list[Any] | None]:
        """The journal line for ``record`` (without newline) and the messages to remember."""
        request = record.get("request")
        messages = request.get("messages") if isinstance(request, dict) else None
        if not isinstance(messages, list):
            return dumps_compact(self.scrub(record)), None
        assert isinstance(request, dict)
        tools = request.get("tools")
        packed_tools = isinstance(tools, list)
        fields = self.scrub(
            {
                k: v
                for k, v in request.items()
                if k != "messages" and (k != "tools" or not packed_tools)
            }
        )
        packed: dict[str, Any] = {
            # Only keys that survive the scrub, so the rebuilt body is the scrubbed one.
            "keys": [
                k
                for k in request
                if k in fields or k == "messages" or (k == "tools" and packed_tools)
            ],
            "fields": fields,
            "messages": self._pack_messages(messages),
        }
        if isinstance(tools, list):
            packed["tools"] = {"b": self._tools_block(tools)}
        out = self.scrub({k: (v if k != "request" else None) for k, v in record.items()})
        out = {(k if k != "request" else "packed_request"): v for k, v in out.items()}
        out["packed_request"] = packed
        return dumps_compact(out), messages

    def remember(self, offset: int, messages: list[Any]) -> None:
        """Keep the messages of the record just written at ``offset`` as a base."""
        self._bases.append(_Base(offset, messages))
        del self._bases[:-_BASES]

    def _tools_block(self, tools: list[Any]) -> str:
        if self._tools is not None and self._tools[0] == tools:
            return self._tools[1]
        digest = self._block(dumps_compact(self.scrub(tools)))
        self._tools = (tools, digest)
        return digest

    def _block(self, data: bytes) -> str:
        digest = _hash(data)
        if digest in self._known:
            return digest
        path = self.blocks / f"{digest}.json"
        if not path.exists():
            # Temp file + rename: a crash never leaves a torn block under its name.
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".block.", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                os.replace(tmp, path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        self._known.add(digest)
        return digest

    def _choose_base(self, messages: list[Any]) -> _Base | None:
        if not self._bases:
            return None
        first = messages[0] if messages else None
        for base in reversed(self._bases):
            if base.messages and base.messages[0] == first:
                return base
        return self._bases[-1]

    def _literal(self, message: Any) -> Any:
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str) and len(content) >= BLOCK_CHARS:
            return {"b": self._block(dumps_compact(self.scrub(message)))}
        return {"m": self.scrub(message)}

    def _pack_messages(self, messages: list[Any]) -> dict[str, Any]:
        base = self._choose_base(messages)
        if base is None:
            return {"base": None, "seg": [self._literal(m) for m in messages]}
        old = base.messages
        size = len(old)
        seg: list[Any] = []
        expected = 0
        misses = 0  # Messages written out in a row (not found in the base).
        i, count = 0, len(messages)
        while i < count:
            message = messages[i]
            j = -1
            # Where the previous match ended, then one either side (a replaced or
            # inserted message), then a little further (the window slid on), then,
            # after a message not found nearby, anywhere (a long dropped stretch).
            for candidate in (expected, expected - 1, expected + 1):
                if 0 <= candidate < size and old[candidate] == message:
                    j = candidate
                    break
            else:
                if expected < size:
                    start = max(0, expected - 1)
                    # list.index compares in C. A new message (the preload block,
                    # the user's) is searched near only: searching the whole base
                    # for it would cost as much as the conversation is long.
                    near = min(size, start + _NEAR)
                    with contextlib.suppress(ValueError):
                        j = old.index(message, start, near)
                    if j < 0 and 0 < misses <= _FAR_SEARCHES and near < size:
                        with contextlib.suppress(ValueError):
                            j = old.index(message, near)
            if j < 0:
                seg.append(self._literal(message))
                i += 1
                expected += 1
                misses += 1
                continue
            misses = 0
            k = j + 1
            i += 1
            # Extend the run with slice comparisons (C loops), doubling the step
            # while they match and halving it when they do not.
            step = 64
            while i < count and k < size:
                n = min(step, count - i, size - k)
                if messages[i : i + n] == old[k : k + n]:
                    i += n
                    k += n
                    step *= 2
                elif n == 1:
                    break
                else:
                    step = max(1, n // 2)
            seg.append([j, k])
            expected = k
        return {"base": base.offset, "seg": seg}


# -- reading -------------------------------------------------------------------------


class _Damaged(Exception):
    pass


class _Blocks:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.cache: dict[str, Any] = {}

    def get(self, digest: Any) -> Any:
        if not isinstance(digest, str) or not digest.isalnum():
            raise _Damaged(f"names an invalid block {digest!r}")
        if digest in self.cache:
            return self.cache[digest]
        path = self.folder / f"{digest}.json"
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise _Damaged(
                f"needs block {digest}, which is missing from {self.folder.name}"
            ) from None
        except OSError as exc:
            raise _Damaged(f"cannot read block {digest}: {exc.strerror or exc}") from None
        if _hash(data) != digest:
            raise _Damaged(f"block {digest} in {self.folder.name} is damaged (its content changed)")
        value = self.cache[digest] = loads_fallback(data)
        return value


def _rebuild(
    packed: Any, known: dict[int, list[Any]], blocks: _Blocks
) -> tuple[dict[str, Any], list[Any]]:
    if not isinstance(packed, dict) or not isinstance(packed.get("keys"), list):
        raise _Damaged("has a packed request this version cannot read")
    fields = packed.get("fields") or {}
    packed_messages = packed.get("messages") or {}
    base_offset = packed_messages.get("base")
    old: list[Any] = []
    if base_offset is not None:
        if base_offset not in known:
            raise _Damaged(
                f"is based on the record at byte {base_offset}, which is missing or damaged"
            )
        old = known[base_offset]
    messages: list[Any] = []
    for item in packed_messages.get("seg") or ():
        if isinstance(item, list) and len(item) == 2:
            start, end = item
            if not (
                isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(old)
            ):
                raise _Damaged(f"refers to messages {item} its base record does not have")
            messages.extend(old[start:end])
        elif isinstance(item, dict) and "m" in item:
            messages.append(item["m"])
        elif isinstance(item, dict) and "b" in item:
            messages.append(blocks.get(item["b"]))
        else:
            raise _Damaged(f"has a message segment this version cannot read: {item!r:.60}")
    body: dict[str, Any] = {}
    for key in packed["keys"]:
        if key == "messages":
            body[key] = messages
        elif key == "tools" and "tools" in packed:
            body[key] = blocks.get((packed["tools"] or {}).get("b"))
        elif key in fields:
            body[key] = fields[key]
        else:
            raise _Damaged(f"lacks the request field {key!r}")
    return body, messages


def read_request_records(path: Path, blocks_dir: Path) -> list[dict[str, Any]]:
    """Every readable record of a requests journal, oldest first, requests rebuilt.

    Blank, torn or unparseable lines are skipped (diagnostics, as before). A
    record that cannot be rebuilt is returned with ``"request": None`` and a
    ``"damaged"`` sentence instead of a wrong body.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise StorageError(f"cannot read: {exc.strerror or exc}", path=path) from None
    records: list[dict[str, Any]] = []
    known: dict[int, list[Any]] = {}
    blocks = _Blocks(blocks_dir)
    offset = 0
    for line in data.split(b"\n"):
        start, offset = offset, offset + len(line) + 1
        if not line:
            continue
        try:
            value = loads_fallback(line)
        except ValueError:
            continue  # Torn or damaged diagnostic line: skip it.
        if not isinstance(value, dict):
            continue
        if "packed_request" in value:
            try:
                body, messages = _rebuild(value["packed_request"], known, blocks)
            except (_Damaged, AttributeError, TypeError) as exc:
                text = str(exc) if isinstance(exc, _Damaged) else "has a malformed packed request"
                value = {
                    (k if k != "packed_request" else "request"): (
                        v if k != "packed_request" else None
                    )
                    for k, v in value.items()
                }
                value["damaged"] = f"{path.name}: the record at byte {start} {text}"
            else:
                known[start] = messages
                value = {
                    (k if k != "packed_request" else "request"): (
                        v if k != "packed_request" else body
                    )
                    for k, v in value.items()
                }
        else:
            request = value.get("request")
            if isinstance(request, dict) and isinstance(request.get("messages"), list):
                known[start] = request["messages"]
        records.append(value)
    return records
