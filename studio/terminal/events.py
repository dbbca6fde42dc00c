"""How engine events look in the terminal (both players).

Every line names who it is about: ``[log agent.id]``, ``[toast agent.id]``,
``[tool agent.id] tool_name → short result``; in a party the member's name comes
first (``[Ann · log agent.id]``). Streamed tokens go to stdout when it is a
terminal; everything else goes to stderr. Errors that end a turn are raised by
the player and reported once by the console, so their ``error`` events are not
printed again here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studio.engine.events import (
    AgentLogEvent,
    AgentToastEvent,
    ContextEvent,
    ErrorEvent,
    Event,
    MessageEvent,
    TokenEvent,
    ToolCallEvent,
)

if TYPE_CHECKING:
    from studio.terminal.console import BaseConsole

TURN_ENDING = frozenset({"model", "loop", "storage", "budget", "context"})


class EventPrinter:
    """Prints a console's events as they happen."""

    def __init__(self, console: BaseConsole) -> None:
        self.console = console
        self.speaking: str | None = None  # The member whose streamed text is on screen.
        # How many old messages the context budget left out of each speaker's last
        # request (None: the single character).
        self.trimmed: dict[str | None, int] = {}
        self.failed_speaker: str | None = None  # The member whose turn failed last.

    def on_event(self, event: Event) -> None:
        self.on_party_event(event, None)

    def on_party_event(self, event: Event, speaker: str | None) -> None:
        console = self.console
        if isinstance(event, TokenEvent):
            if console.live:
                if speaker is not None and speaker != self.speaking:
                    self._break_line()
                    console.stdout.write(f"{speaker}: ")
                    self.speaking = speaker
                console.stdout.write(event.text)
                console.stdout.flush()
                console.streamed = True
            return
        if isinstance(event, MessageEvent):
            if speaker is not None and not console.live:
                # A party prints each reply as it is delivered, so the replies
                # before a member's failure are shown too.
                console.stdout.write(f"{speaker}: {event.content}\n")
                console.stdout.flush()
            return
        who = f"{speaker} · " if speaker else ""
        if isinstance(event, ContextEvent):
            # A line each time the cut point moves (trimming goes in steps, so that
            # is every few turns, not every request).
            before = self.trimmed.get(speaker, 0)
            if event.trimmed != before:
                if not before:
                    self._line(
                        f"  [context] {who}the oldest {event.trimmed} messages no longer fit "
                        f"the model's {event.window:,}-token context and are not sent "
                        "(they stay saved)"
                    )
                elif event.trimmed:
                    self._line(
                        f"  [context] {who}now the oldest {event.trimmed} messages are not sent "
                        f"({event.window:,}-token context; they stay saved)"
                    )
                else:
                    self._line(f"  [context] {who}the whole conversation fits again")
            self.trimmed[speaker] = event.trimmed
            return
        if isinstance(event, AgentLogEvent):
            self._line(f"  [{who}log {event.agent_id}] {event.message}")
        elif isinstance(event, AgentToastEvent):
            self._line(f"  [{who}toast {event.agent_id}] {event.message}")
        elif isinstance(event, ToolCallEvent):
            if event.invoked_by == "direct":
                return  # The command's own outcome ("ok" or its message) is printed.
            from studio.terminal.console import short

            agent = event.agent_id or "no agent"
            mark = "→" if event.ok else "✗"
            self._line(f"  [{who}tool {agent}] {event.tool_name} {mark} {short(event.result)}")
        elif isinstance(event, ErrorEvent):
            self.failed_speaker = speaker
            if event.kind in TURN_ENDING and console.in_turn:
                return  # Raised by the player; the console reports it once.
            if event.kind == "agent" and console.in_command:
                return  # The command's outcome (this message) is printed once.
            agent = f" {event.agent_id}" if event.agent_id else ""
            self._line(f"  [{who}error{agent}] {event.message}")

    def _line(self, text: str) -> None:
        self._break_line()
        self.console.info(text)

    def _break_line(self) -> None:
        """End a half-streamed reply line before a status line interrupts it."""
        console = self.console
        if console.live and console.streamed:
            console.stdout.write("\n")
            console.stdout.flush()
            console.streamed = False
            self.speaking = None
