"""What the library and the character page read about a character without playing it:
its card's tags and its saved conversations."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.cards.project import SIDECAR_FILE
from studio.storage.migrate import conversations_dir_for
from studio.storage.store import ConversationInfo, ConversationStore

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = ["card_tags", "card_tags_at_once", "saved_conversations"]

_MAX_TAGS = 30
# A sidecar this small is read on the GUI thread; a 60 MB card's took 1.9 s there.
SMALL_SIDECAR = 1 << 20


def card_tags(root: Path) -> list[str]:
    """The tags of the card a project was imported from (its ``.card.json`` sidecar).

    The sidecar is untrusted (a hand edit, another version): anything but a list of
    short strings under ``card.data.tags`` gives no tags, never an error.
    """
    try:
        sidecar: Any = json.loads((root / SIDECAR_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    card = sidecar.get("card") if isinstance(sidecar, dict) else None
    data = card.get("data") if isinstance(card, dict) else None
    tags = data.get("tags") if isinstance(data, dict) else None
    if not isinstance(tags, list):
        return []
    out = [" ".join(t.split())[:40] for t in tags if isinstance(t, str) and t.strip()]
    return list(dict.fromkeys(out))[:_MAX_TAGS]


def card_tags_at_once(root: Path) -> list[str] | None:
    """:func:`card_tags` when the sidecar is small enough to read on the GUI thread,
    else None: read it with :func:`card_tags` off that thread."""
    try:
        size = (root / SIDECAR_FILE).stat().st_size
    except OSError:
        return []
    return card_tags(root) if size <= SMALL_SIDECAR else None


def saved_conversations(
    package: CharacterPackage, data_dir: Path | None
) -> list[ConversationInfo]:
    """The character's saved conversations as Player mode keeps them, latest first."""
    store = ConversationStore(conversations_dir_for(package, data_dir, project=False))
    return sorted(store.list(), key=lambda info: info.updated or "", reverse=True)
