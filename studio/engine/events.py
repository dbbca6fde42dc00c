"""Events the engine emits while it plays a conversation.

Every event is a small frozen dataclass with a ``type`` tag. The same shapes
feed the Python API callbacks (``player.on("toolCall", ...)``), the terminal
player, and (through the GUI bridge) the chat pane and the agent log. Payloads
are plain data so they can cross threads and be serialised.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from studio.errors import BudgetExceeded, ProviderError, SandboxError, StorageError, StudioError


@dataclass(frozen=True, kw_only=True)
class Event:
    """Base class: ``type`` names the event for ``player.on(type, ...)``."""

    type: ClassVar[str] = "event"

    def payload(self) -> dict[str, Any]:
        """The event as a plain dict, with its ``type``."""
        data = asdict(self)
        data["type"] = self.type
        return data


@dataclass(frozen=True, kw_only=True)
class MessageEvent(Event):
    """A final assistant response was delivered (reference Part 3 ``message``)."""

    type: ClassVar[str] = "message"
    role: str = "assistant"
    content: str
    stopped: bool = False
    index: int | None = None
    truncated: bool = False


@dataclass(frozen=True, kw_only=True)
class TokenEvent(Event):
    """A streamed text fragment of the response being generated."""

    type: ClassVar[str] = "token"
    text: str


@dataclass(frozen=True, kw_only=True)
class AgentLogEvent(Event):
    """An agent called ``studio.log``; the entry is also in the conversation."""

    type: ClassVar[str] = "agentLog"
    agent_id: str
    message: str
    index: int | None = None


@dataclass(frozen=True, kw_only=True)
class AgentToastEvent(Event):
    """An agent called ``studio.toast``; never stored, never sent to the model."""

    type: ClassVar[str] = "agentToast"
    agent_id: str
    message: str


@dataclass(frozen=True, kw_only=True)
class ToolCallEvent(Event):
    """A tool call or direct command finished (successfully or not)."""

    type: ClassVar[str] = "toolCall"
    agent_id: str | None
    tool_name: str
    args: Any
    result: str | None
    ok: bool = True
    invoked_by: str = "model"
    tool_call_id: int | None = None
    duration_ms: float = 0.0


@dataclass(frozen=True, kw_only=True)
class ErrorEvent(Event):
    """Something went wrong that the user should see (model, agent, budget)."""

    type: ClassVar[str] = "error"
    message: str
    kind: str = "error"  # "model", "agent", "budget", "hook", "loop", "storage", "context"
    agent_id: str | None = None
    # A provider setting that would fix it, for the front end to offer
    # ("merge_roles", "system_as_user"); None when there is nothing to offer.
    offer: str | None = None
    error: BaseException | None = field(default=None, compare=False, repr=False)

    def payload(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "message": self.message,
            "kind": self.kind,
            "agent_id": self.agent_id,
            "offer": self.offer,
        }

    def exception(self) -> BaseException:
        """The exception consumers get from ``on("error")`` (reference: ``Error``).

        The one behind the event when there is one (the same object a failed turn
        raises); otherwise a :class:`StudioError` subclass for the kind, carrying
        the message (and ``agent_id`` for an agent failure).
        """
        if self.error is not None:
            if self.offer is not None:
                # The fix a front end can offer travels with the exception too.
                self.error.offer = self.offer  # type: ignore[attr-defined]
            return self.error
        if self.kind in ("agent", "hook"):
            failure = SandboxError(self.message)
            failure.agent_id = self.agent_id  # The message already names the agent.
            return failure
        if self.kind in ("model", "loop"):
            return ProviderError(self.message)
        if self.kind == "budget":
            return BudgetExceeded(self.message)
        if self.kind == "storage":
            return StorageError(self.message)
        return StudioError(self.message)


@dataclass(frozen=True, kw_only=True)
class DebugLogEvent(Event):
    """A ``@debug true`` agent's activity record (also written to its sidecar)."""

    type: ClassVar[str] = "debugLog"
    agent_id: str
    record: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class StoreChangedEvent(Event):
    """An agent's store was saved (for the store inspector)."""

    type: ClassVar[str] = "storeChanged"
    agent_id: str
    store: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class ConversationChangedEvent(Event):
    """The conversation's entries changed wholesale (load, edit, fork, clear)."""

    type: ClassVar[str] = "conversationChanged"
    conversation_id: str
    reason: str


@dataclass(frozen=True, kw_only=True)
class ContextEvent(Event):
    """What the context budget made of the request about to be sent.

    ``trimmed`` of the ``history`` messages (the oldest) are not sent; they stay
    in the conversation. ``used`` is the predicted prompt size in tokens.
    """

    type: ClassVar[str] = "context"
    window: int
    reserve: int
    used: int
    history: int
    trimmed: int
    first_sent: int | None = None
    counter: str = ""
    source: str = ""
    head: int = 0


EVENT_TYPES: tuple[str, ...] = (
    "message",
    "token",
    "agentLog",
    "agentToast",
    "toolCall",
    "error",
    "debugLog",
    "storeChanged",
    "conversationChanged",
    "context",
)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def consumer_payload(event: Event) -> Any:
    """What ``player.on(event.type, callback)`` receives (decisions §14).

    The reference's table, key for key: ``message`` ``{role, content}`` (plus
    ``stopped`` and ``index``), ``token`` the text, ``agentLog``/``agentToast`` the
    message string, ``toolCall`` ``{agentId, toolName, result}`` (plus ``args``,
    ``toolCallId``, ``durationMs``, ``ok``, ``invokedBy``), ``error`` the exception.
    The events the reference does not name use camelCase keys the same way.
    """
    if isinstance(event, TokenEvent):
        return event.text
    if isinstance(event, (AgentLogEvent, AgentToastEvent)):
        return event.message
    if isinstance(event, ErrorEvent):
        return event.exception()
    data = asdict(event)
    return {_camel(key): value for key, value in data.items()}


def party_payload(event: Event, speaker: str | None) -> Any:
    """:func:`consumer_payload` for a party: objects that also name the ``speaker``.

    ``token`` becomes ``{text, speaker}`` and ``agentLog``/``agentToast``
    ``{message, agentId, speaker}`` (the reference allows an object whose
    ``message`` is the text); the ``error`` exception gets a ``speaker`` attribute.
    """
    if isinstance(event, TokenEvent):
        return {"text": event.text, "speaker": speaker}
    if isinstance(event, (AgentLogEvent, AgentToastEvent)):
        return {"message": event.message, "agentId": event.agent_id, "speaker": speaker}
    payload = consumer_payload(event)
    if isinstance(event, ErrorEvent):
        payload.speaker = speaker
        return payload
    payload["speaker"] = speaker
    return payload
