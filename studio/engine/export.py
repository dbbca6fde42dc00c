"""``export_chat()`` for both players: a saved conversation as a document.

The formats live in :mod:`studio.storage.chat_export`; this part picks the
conversation (the current one, or another by id, read without switching to it)
and fills in the header from the conversation file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.storage.chat_export import ChatMeta, export_chat, format_for, write_chat_export

if TYPE_CHECKING:
    from studio.storage import Conversation, ConversationStore


def export_conversation(
    store: ConversationStore,
    current: Conversation | None,
    *,
    character: str,
    conversation_id: str | None,
    path: str | Path | None,
    fmt: str | None,
    include_logs: bool,
    include_reasoning: bool,
    user_name: str | Callable[[dict[str, Any]], str] = "You",
) -> str:
    """Render (and, with ``path``, write) a conversation; returns the document text.

    ``user_name`` is the user's name in the document, or a function of the
    conversation's header that gives it (its persona).

    Raises:
        ValueError: No format could be told (neither ``fmt`` nor ``path``'s extension).
        StorageError: The conversation does not exist, or the file cannot be written
            (its folder must exist).
    """
    name = format_for(path or "", fmt) if (fmt or path) else "markdown"
    wanted = conversation_id if conversation_id is not None else (current.id if current else None)
    if wanted is None:
        entries: list[dict[str, Any]] = []
        header: dict[str, Any] = {}
    elif current is not None and wanted == current.id:
        entries, header = current.entries, current.header
    else:
        other = store.open(str(wanted))
        try:
            entries, header = list(other.entries), dict(other.header)
        finally:
            other.close()
    meta = ChatMeta(
        character=character,
        title=str(header.get("title") or ""),
        conversation_id=wanted,
        created=str(header["created"]) if header.get("created") else None,
        user_name=user_name(header) if callable(user_name) else user_name,
    )
    text = export_chat(
        entries, meta, fmt=name, include_logs=include_logs, include_reasoning=include_reasoning
    )
    if path is not None:
        write_chat_export(path, text)
    return text
