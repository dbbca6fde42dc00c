"""Asking the player at the terminal prompt before a tool acts (issue 29 item 6).

The console is busy with the turn while a tool call waits, so the question is
asked on the same stdin the prompt reads: the tool, who offers it, its
arguments, then one line of answer. ``y``/``o`` allows once, ``c`` for this
conversation, ``a`` always, anything else (and end of input) declines.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from studio.engine.approval import ApprovalRequest

if TYPE_CHECKING:
    from studio.terminal.console import BaseConsole

__all__ = ["TerminalApprover"]

_ANSWERS = {
    "y": "once",
    "yes": "once",
    "o": "once",
    "once": "once",
    "c": "conversation",
    "conversation": "conversation",
    "a": "always",
    "always": "always",
}
ARGUMENTS_SHOWN = 600  # Characters of the arguments shown; the rest is elided.


class TerminalApprover:
    """The approver a terminal player hands to ``player.approvals``."""

    def __init__(self, console: BaseConsole) -> None:
        self.console = console

    async def __call__(self, request: ApprovalRequest) -> str:
        console = self.console
        args = json.dumps(request.arguments, ensure_ascii=False)
        if len(args) > ARGUMENTS_SHOWN:
            args = args[:ARGUMENTS_SHOWN] + f"... ({len(args):,} characters)"
        out = console.stdout
        out.write(
            f"\n[approve] {request.tool} from {request.offered_by} wants to run with {args}\n"
            "  Allow? [y]es once / [c] for this conversation / [a]lways / [N]o: "
        )
        out.flush()
        with console.echo_shown():
            line = await console.read_answer()
        answer = _ANSWERS.get((line or "").strip().lower(), "deny")
        if not console.interactive and line is not None:
            out.write(f"{line}\n")
        out.write(f"[approve] {request.tool}: {'declined' if answer == 'deny' else 'allowed'}\n")
        out.flush()
        return answer
