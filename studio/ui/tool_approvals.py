"""The GUI's side of approval before a tool acts (issue 29 item 6).

:func:`install_approver` gives a player the window's approver: each question
crosses to the GUI thread (:meth:`EngineBridge.asker`) and shows
:class:`~studio.ui.dialogs.tool_approval.ToolApprovalDialog`; an "Always allow"
answer is saved in the settings (``tool_policies``) on the GUI thread, so the
next player (and the next app start) asks no more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from studio.ui.dialogs.tool_approval import ask_tool_approval

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from studio.ui.bridge import EngineBridge
    from studio.ui.main_window import MainWindow

__all__ = ["install_approver", "remember_policy"]


def install_approver(
    window: MainWindow,
    player: Any,
    *,
    bridge: EngineBridge | None = None,
    parent: QWidget | None = None,
) -> None:
    """Ask ``player``'s approval questions in ``window`` (engine thread or GUI thread).

    A party window passes its own ``bridge`` (the party's engine thread) and itself as
    the dialogs' ``parent``; "Always allow" is still kept in ``window``'s settings.
    """
    approvals = getattr(player, "approvals", None)
    if approvals is None:
        return
    bridge = bridge or window.bridge
    shown_over = parent or window
    approvals.approve = bridge.asker(
        lambda request, answer: ask_tool_approval(shown_over, request, answer)
    )
    approvals.on_policy = lambda key, policy: bridge.call_on_gui(
        lambda value: remember_policy(window, *value), (key, policy)
    )


def remember_policy(window: MainWindow, key: str, policy: str) -> None:
    """Save a tool's policy in the user's settings (GUI thread)."""
    policies = dict(window.settings.tool_policies)
    policies[key] = policy  # type: ignore[assignment]
    window.settings = window.settings.model_copy(update={"tool_policies": policies})
    window._save_settings()
