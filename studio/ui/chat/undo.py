"""Undo in the chat: the conversation as it was before an edit or a delete.

Every in-place edit and every delete records the entries as they were (what
``get_conversation()`` returned just before); **Undo** puts them back with
``CharacterPlayer.restore_entries``, newest change first. The pane shows a
toast with an Undo button after each change, and :attr:`ChatUndo.action`
("Undo edit", Ctrl+Z) does the same from the keyboard or a menu: the window
may add the action to its Edit menu. Ctrl+Z in a text box undoes the typing
there first (:class:`~studio.ui.chat.view.ChatInput` lets the key through only
when it has nothing of its own to undo).

A step belongs to one conversation: after switching to another, the steps of
the first stay behind until it is open again. A party player has no
``restore_entries``, so nothing is recorded for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from studio.ui.i18n import translate

__all__ = ["MAX_STEPS", "ChatUndo", "UndoStep", "edited_entries"]

#: Changes remembered per pane (each holds a copy of the conversation's entries).
MAX_STEPS = 20
#: Marks about the model's text that no longer hold once a person rewrote it.
_MODEL_MARKS = ("truncated", "stopped", "ended")


@dataclass(frozen=True, kw_only=True, eq=False)
class UndoStep:
    """One change that can be undone (compared by identity).

    Attributes:
        what: What was done, as the action names it ("edit", "delete").
        conversation_id: The conversation it was done in.
        entries: Its entries just before.
    """

    what: str
    conversation_id: str | None
    entries: list[dict[str, Any]]


def edited_entries(entries: list[dict[str, Any]], index: int, text: str) -> list[dict[str, Any]]:
    """``entries`` with message ``index``'s text replaced by ``text``.

    A reply the model was cut off or stopped in loses those marks: the text is
    now the person's, so "cut off at the reply length" would no longer be true
    (and Continue would extend text the model never wrote as if it had).

    Raises:
        ValueError: ``index`` is not a user or assistant message.
    """
    if not 0 <= index < len(entries) or entries[index].get("role") not in ("user", "assistant"):
        raise ValueError("only user and assistant messages can be edited")
    new = [dict(e) for e in entries]
    entry = {k: v for k, v in new[index].items() if k not in _MODEL_MARKS}
    entry["content"] = text
    new[index] = entry
    return new


class ChatUndo(QObject):
    """The undo steps of one chat pane, and the action that takes the last one back.

    Args:
        pane: The chat pane (the action lives on it, with its children's shortcut scope).
        restore: Runs the restore of a step (the pane's edit runner).
        current: The id of the open conversation (None: none).

    Signals:
        changed(): A step was added or taken; :attr:`action` follows.
    """

    changed = Signal()

    def __init__(
        self,
        pane: QWidget,
        restore: Callable[[UndoStep], None],
        current: Callable[[], str | None],
    ) -> None:
        super().__init__(pane)
        self._restore = restore
        self._current = current
        self._steps: list[UndoStep] = []
        self.action = QAction(translate("ChatPane", "Undo"), pane)
        self.action.setObjectName("chatUndo")
        self.action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.triggered.connect(lambda _checked=False: self.undo())
        pane.addAction(self.action)
        self._update()

    def record(self, what: str, conversation_id: str | None, entries: list[dict[str, Any]]) -> None:
        """Remember the entries as they were before ``what`` was done."""
        self._steps.append(
            UndoStep(what=what, conversation_id=conversation_id, entries=entries)
        )
        del self._steps[:-MAX_STEPS]
        self._update()

    def last(self) -> UndoStep | None:
        """The step :meth:`undo` would take back in the open conversation (None: none)."""
        current = self._current()
        return next((s for s in reversed(self._steps) if s.conversation_id == current), None)

    def undo(self, step: UndoStep | None = None) -> bool:
        """Take back ``step`` (default: the last one of the open conversation).

        Returns:
            False when there was nothing to undo here.
        """
        step = step or self.last()
        if step is None or step not in self._steps or step.conversation_id != self._current():
            return False
        self._steps.remove(step)
        self._update()
        self._restore(step)
        return True

    def conversation_changed(self) -> None:
        """The open conversation changed: the action names this one's last step."""
        self._update()

    def _update(self) -> None:
        step = self.last()
        self.action.setEnabled(step is not None)
        if step is None:
            self.action.setText(translate("ChatPane", "Undo"))
        elif step.what == "edit":
            self.action.setText(translate("ChatPane", "Undo edit"))
        elif step.what == "delete":
            self.action.setText(translate("ChatPane", "Undo delete"))
        else:
            self.action.setText(translate("ChatPane", "Undo"))
        self.changed.emit()
