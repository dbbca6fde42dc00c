"""Per-message actions: which apply to a row (editing happens in place, see
:mod:`studio.ui.chat.inline_edit`).

What each action does is the engine's business (``CharacterPlayer.edit``,
``delete``, ``truncate``, ``resubmit``, ``regenerate``, ``reject``, ``fork``);
this module only decides what to offer for a row:

* user messages: Edit, Resubmit, Save & Resubmit;
* responses (text or a tool round): Edit (text only), Regenerate (the last
  response only), Mark unacceptable (unless already marked);
* every stored row: Delete, Truncate from here, Fork from here;
* responses also: Inspect request (the exact request and usage behind it);
* every row with text, first: Copy, Copy as Markdown (the intro too); then
  Read aloud (spoken with the character's voice, docs/VOICE.md).
* the last reply: Continue (the model extends the same message, e.g. one cut
  off at the reply length); a reply with reasoning: Show/Hide reasoning.
"""

from __future__ import annotations

from studio.ui.chat.rows import Row
from studio.ui.i18n import QT_TRANSLATE_NOOP

EDIT = "edit"
DELETE = "delete"
TRUNCATE = "truncate"
RESUBMIT = "resubmit"
SAVE_RESUBMIT = "save_resubmit"
REGENERATE = "regenerate"
REJECT = "reject"
FORK = "fork"
INSPECT = "inspect"
COPY = "copy"
COPY_MARKDOWN = "copy_markdown"
CONTINUE = "continue"
REASONING = "reasoning"
SPEAK = "speak"
# Offered while a reply is being written too (they change nothing).
ALWAYS = frozenset({COPY, COPY_MARKDOWN, SPEAK})

LABELS: dict[str, str] = {
    EDIT: QT_TRANSLATE_NOOP("ChatActions", "Edit"),
    DELETE: QT_TRANSLATE_NOOP("ChatActions", "Delete"),
    TRUNCATE: QT_TRANSLATE_NOOP("ChatActions", "Truncate from here"),
    RESUBMIT: QT_TRANSLATE_NOOP("ChatActions", "Resubmit"),
    SAVE_RESUBMIT: QT_TRANSLATE_NOOP("ChatActions", "Edit && Regenerate"),
    REGENERATE: QT_TRANSLATE_NOOP("ChatActions", "Regenerate"),
    REJECT: QT_TRANSLATE_NOOP("ChatActions", "Mark unacceptable"),
    FORK: QT_TRANSLATE_NOOP("ChatActions", "Fork from here"),
    INSPECT: QT_TRANSLATE_NOOP("ChatActions", "Inspect request…"),
    COPY: QT_TRANSLATE_NOOP("ChatActions", "Copy"),
    COPY_MARKDOWN: QT_TRANSLATE_NOOP("ChatActions", "Copy as Markdown"),
    CONTINUE: QT_TRANSLATE_NOOP("ChatActions", "Continue"),
    REASONING: QT_TRANSLATE_NOOP("ChatActions", "Show or hide reasoning"),
    SPEAK: QT_TRANSLATE_NOOP("ChatActions", "Read aloud"),
}


def actions_for(row: Row, last_user_index: int | None) -> list[str]:
    """The action keys offered for a row, in menu order ([] for the intro and the stream).

    Args:
        row: The row the menu is for.
        last_user_index: The entry index of the last user message (None: none).
    """
    if row.streaming:
        return []
    copy = [COPY, COPY_MARKDOWN, SPEAK] if row.text else []
    if row.index is None:
        return copy
    keys: list[str] = list(copy)
    if row.kind == "user":
        keys += [EDIT, RESUBMIT, SAVE_RESUBMIT]
    elif row.kind in ("assistant", "tools"):
        if row.kind == "assistant":
            keys.append(EDIT)
        if last_user_index is not None and row.index > last_user_index:
            keys.append(REGENERATE)
            if row.kind == "assistant" and row.text:
                keys.append(CONTINUE)
        if row.reasoning:
            keys.append(REASONING)
        if not row.rejected:
            keys.append(REJECT)
    keys += [DELETE, TRUNCATE, FORK]
    if row.kind in ("assistant", "tools"):
        keys.append(INSPECT)
    return keys
