"""Direct ``@command`` invocation (reference "Named command handlers").

The user types ``@memory key = value``; the handler gets the text after the
command token, unparsed. It runs with ``invokedBy: "direct"``, gets no
``toolCallId``, and its ``callModel`` calls are not metered. A returned string
is a validation error: the caller shows it and lets the user correct the input.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from studio.engine.events import ToolCallEvent
from studio.errors import SandboxError

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.engine.session import Session


def split_command(line: str) -> tuple[str, str]:
    """``"@memory a = b"`` → ``("@memory", "a = b")``."""
    text = line.strip()
    if not text.startswith("@"):
        text = "@" + text
    token, _, rest = text.partition(" ")
    return token, rest.strip()


async def run_command(engine: Engine, session: Session, line: str) -> str | None:
    """Run a command line; returns None on success or the message to show.

    Unknown commands and agent failures also come back as messages, so the
    command dialog can show them and stay open.
    """
    token, args = split_command(line)
    binding = engine.package.commands.get(token)
    if binding is None:
        known = ", ".join(sorted(engine.package.commands)) or "none"
        return f"Unknown command {token}. Commands of this character: {known}"
    runtime = engine.by_id[binding.agent_id]
    started = time.perf_counter()
    try:
        result = await session.call_agent(
            runtime,
            binding.export,
            [args],
            invoked_by="direct",
            verbatim=True,
            debug_kind="command",
            debug_name=token,
        )
    except SandboxError as err:
        message = f"{token} failed in {runtime.agent_id}: {err.message}"
        engine.report(message, kind="agent", agent_id=runtime.agent_id)
        _announce(engine, runtime.agent_id, token, args, message, False, started)
        return message
    value = result.value
    if value is None:
        _announce(engine, runtime.agent_id, token, args, None, True, started)
        return None
    if isinstance(value, str):
        _announce(engine, runtime.agent_id, token, args, value, False, started)
        return value
    message = (
        f"{token}: {runtime.agent_id} returned an unexpected value (expected nothing or a string)"
    )
    _announce(engine, runtime.agent_id, token, args, message, False, started)
    return message


def _announce(
    engine: Engine,
    agent_id: str,
    token: str,
    args: str,
    result: str | None,
    ok: bool,
    started: float,
) -> None:
    engine.emit(
        ToolCallEvent(
            agent_id=agent_id,
            tool_name=token,
            args=args,
            result=result,
            ok=ok,
            invoked_by="direct",
            duration_ms=(time.perf_counter() - started) * 1000,
        )
    )
