"""The chat: conversation view, input, toasts, command dialog, conversations panel.

Widgets take the :class:`~studio.ui.bridge.EngineBridge` in their constructor
and talk to the engine only through it (see its threading rules).
"""

from __future__ import annotations

from studio.ui.chat._none_guard import keep_none_alive

# PySide6 6.12 on CPython 3.11 leaks references to None; a long chat would abort.
keep_none_alive()

from studio.ui.chat.commands import CommandDialog  # noqa: E402
from studio.ui.chat.conversations import ConversationsPanel  # noqa: E402
from studio.ui.chat.delegate import MessageDelegate  # noqa: E402
from studio.ui.chat.model import ChatModel  # noqa: E402
from studio.ui.chat.pane import ChatPane  # noqa: E402
from studio.ui.chat.rows import Row, rows_from_entries  # noqa: E402
from studio.ui.chat.toast import ToastLayer  # noqa: E402

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
