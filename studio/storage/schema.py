"""Conversation-file schema versions and the migrations between them.

The journal header's ``schema_version`` says which entry format a file uses:

* **1** — entries as decisions §4 describes them.
* **2** — adds swipes: a ``user`` entry may carry ``alternatives`` (the other
  response blocks that answered it, each a list of entries, in the order they
  were made) and ``alternative`` (the position, among all of them, of the
  block shown after it in the file). See ``docs/STORAGE.md``.

Loading runs every step from the file's version up to :data:`SCHEMA_VERSION`
in memory; the file itself is not touched until something rewrites it, and a
rewrite stamps the current version. Each step is a pure function of the
header and the entries, so a step that changes nothing (1 → 2: a version 1
file has no alternatives, and every version 1 entry is a valid version 2
entry) lets old files pass through exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["SCHEMA_VERSION", "migrate"]

SCHEMA_VERSION = 2

Entries = list[dict[str, Any]]
Step = Callable[[dict[str, Any], Entries], tuple[dict[str, Any], Entries]]


def _v1_to_v2(header: dict[str, Any], entries: Entries) -> tuple[dict[str, Any], Entries]:
    """Version 2 only adds optional keys; a version 1 file is already valid."""
    return header, entries


#: ``MIGRATIONS[n]`` turns a version ``n`` file into version ``n + 1``.
MIGRATIONS: dict[int, Step] = {1: _v1_to_v2}


def migrate(header: dict[str, Any], entries: Entries) -> tuple[dict[str, Any], Entries]:
    """Bring a parsed journal up to :data:`SCHEMA_VERSION` (in memory only).

    Args:
        header: The validated header (its ``schema_version`` is at most the current one).
        entries: The entries as parsed.

    Returns:
        The header (with ``schema_version`` set to the current version) and the entries.
    """
    version = int(header.get("schema_version", 1))
    while version < SCHEMA_VERSION:
        header, entries = MIGRATIONS[version](header, entries)
        version += 1
    if header.get("schema_version") != SCHEMA_VERSION:
        header = {**header, "schema_version": SCHEMA_VERSION}
    return header, entries
