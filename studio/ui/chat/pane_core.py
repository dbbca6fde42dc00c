"""What the parts of :class:`~studio.ui.chat.pane.ChatPane` may use of it.

The pane is split by composition (style.md): beside the widgets it builds it holds
its parts — ``pane.editing`` (:class:`~studio.ui.chat.message_edits.MessageEditing`:
edit in place, read, delete and undo), ``pane.error_actions``
(:class:`~studio.ui.chat.pane_tools.ErrorActions`), ``pane.find_copy``
(:class:`~studio.ui.chat.pane_tools.FindAndCopy`: find, jump, copy) and
``pane.swipes`` (:class:`~studio.ui.chat.pane_tools.Swipes`) — and each part gets
this small view of the pane. Every engine call goes through the pane's ``_edit``
or ``_reply``, so the parts hold no engine state of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPlainTextEdit

    from studio.ui.bridge import EngineBridge
    from studio.ui.chat.find_bar import ChatFindBar
    from studio.ui.chat.message_edits import MessageEditing
    from studio.ui.chat.model import ChatModel
    from studio.ui.chat.pane import Job
    from studio.ui.chat.toast import ToastLayer
    from studio.ui.chat.undo import ChatUndo
    from studio.ui.chat.view import ChatView

__all__ = ["ChatCore"]


class ChatCore(Protocol):
    """The chat pane as its parts see it."""

    model: ChatModel
    view: ChatView
    input: QPlainTextEdit
    toasts: ToastLayer
    find_bar: ChatFindBar
    entries: list[dict[str, Any]]
    undo_stack: ChatUndo
    editing: MessageEditing

    @property
    def bridge(self) -> EngineBridge:
        """The engine bridge the pane talks through."""

    @property
    def replying(self) -> bool:
        """True while a reply is being written."""

    def receivers(self, signal: str) -> int:
        """How many slots listen to one of the pane's signals (``QObject.receivers``)."""

    def window(self) -> Any:
        """The pane's top-level window."""

    def _edit(self, job: Job, what: str, then: Callable[[Any], None] | None = None) -> None:
        """Run an engine call that changes the conversation, then reload the rows."""

    def _reply(self, job: Job, what: str, *, follow: bool = True) -> None:
        """Run an engine call that writes a reply (streamed into the rows)."""
