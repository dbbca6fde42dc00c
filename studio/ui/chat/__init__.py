"""The chat: conversation view, input, toasts, command dialog, conversations panel.

Widgets take the :class:`~studio.ui.bridge.EngineBridge` in their constructor
and talk to the engine only through it (see its threading rules).
"""

from __future__ import annotations

from studio.ui.chat.commands import CommandDialog
from studio.ui.chat.conversations import ConversationsPanel
from studio.ui.chat.delegate import MessageDelegate
from studio.ui.chat.model import ChatModel
from studio.ui.chat.pane import ChatPane
from studio.ui.chat.rows import Row, rows_from_entries
from studio.ui.chat.toast import ToastLayer

__all__ = [
    "ChatModel",
    "ChatPane",
    "CommandDialog",
    "ConversationsPanel",
    "MessageDelegate",
    "Row",
    "ToastLayer",
    "rows_from_entries",
]
