"""What the API returns for a conversation: its entries as the chat shows them.

Entries keep the player's own shape (``role``, ``content``, ...) and gain their
``index``, the sanitised ``html`` of the text, and ``swipes`` (``shown``,
``count``) on replies; the swipes' hidden blocks and the tool rounds stay on
the server. The greeting is not an entry (decisions §4): it comes as
``greeting`` beside them.
"""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

from studio.engine import CharacterPlayer
from studio.engine.regex_scripts import display_scripts
from studio.package.pictures import picture_kind
from studio.server.markdown import MAX_INLINE_BYTES, render_markdown

__all__ = ["conversation_view", "message_entry", "shown_html"]

_SHOWN_ROLES = frozenset({"user", "assistant", "log", "error"})


def shown_html(player: CharacterPlayer, text: str, role: str) -> str:
    """A message's sanitised HTML as the chat shows it: after the character's and the
    user's display regex scripts (markdown-only ones too), as the desktop chat does.
    ``content`` stays what was written; the greeting counts as the character's."""
    display = display_scripts(player.package, player.settings)
    if display is not None and role in ("user", "assistant"):
        text = display(text, role)
    return render_markdown(text, getattr(player.package, "root", None))


def message_entry(player: CharacterPlayer, index: int, entry: dict[str, Any]) -> dict[str, Any]:
    content = entry.get("content")
    text = content if isinstance(content, str) else ""
    out: dict[str, Any] = {
        "index": index,
        "role": entry.get("role"),
        "content": text,
        "html": shown_html(player, text, str(entry.get("role"))),
    }
    for key in ("stopped", "truncated", "rejected", "agent_id"):
        if entry.get(key):
            out[key] = entry[key]
    if entry.get("role") == "assistant":
        shown, count = player.alternatives(index)
        out["swipes"] = {"shown": shown, "count": count}
    return out


def conversation_view(player: CharacterPlayer) -> dict[str, Any]:
    """The open conversation: id, greeting (text and html), persona, visible entries,
    and the character's expression (``{"label", "src"}`` or None)."""
    entries = player.get_conversation()
    greeting = player.greeting_text()
    visible = []
    for index, entry in enumerate(entries):
        if entry.get("role") not in _SHOWN_ROLES or entry.get("rejected"):
            continue
        if entry.get("role") == "assistant" and not entry.get("content") and entry.get(
            "tool_calls"
        ):
            continue  # A tool round: the reply that follows it is what the chat shows.
        visible.append(message_entry(player, index, entry))
    return {
        "id": player.conversation_id,
        "greeting": greeting,
        "greetingHtml": shown_html(player, greeting, "assistant"),
        "persona": player.persona(),
        "entries": visible,
        "expression": _expression(player),
    }


def _expression(player: CharacterPlayer) -> dict[str, str] | None:
    """The character's expression for its latest message (docs/IMAGES.md), its picture
    inlined as a ``data:`` URL as the chat's pictures are; None without one."""
    shown = player.expression()
    if shown is None:
        return None
    try:
        data = Path(shown["path"]).read_bytes()
    except OSError:
        return None
    kind = picture_kind(data)
    if kind is None or len(data) > MAX_INLINE_BYTES:
        return None
    src = f"data:{kind};base64,{base64.b64encode(data).decode()}"
    return {"label": shown["label"], "src": src}
