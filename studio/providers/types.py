"""The value types of the model seam: requests, replies, and stream events.

Events are small frozen dataclasses with a ``type`` tag so the chat pane, the
agent log, Python API callbacks and the terminal player can switch on one field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "SAMPLER_FIELDS",
    "ChatRequest",
    "Completion",
    "StreamDone",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolCallDelta",
    "Usage",
]


@dataclass(frozen=True, kw_only=True)
class ChatRequest:
    """One chat-completions request, independent of streaming.

    Attributes:
        model: The model id as the provider names it.
        messages: OpenAI-format messages; may carry the non-standard ``isFile`` key,
            which the client keeps or strips per provider. Never mutated.
        tools: OpenAI function-tool definitions, or None for none.
        max_tokens: Reply length cap, or None for the provider default.
        temperature: Sampling temperature, or None for the provider default.
        top_p: Nucleus sampling, or None for the provider default.
        presence_penalty: OpenAI presence penalty, or None.
        frequency_penalty: OpenAI frequency penalty, or None.
        seed: Sampling seed, or None.
        stop: Stop sequences, or None.

    Every sampler is sent only when it is set (not None), so a server's own
    default stands for whatever the user left alone.
    """

    model: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None = None
    max_tokens: int | None = None
    temperature: float | None = None
    top_p: float | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    seed: int | None = None
    stop: list[str] | None = None


SAMPLER_FIELDS = (
    "max_tokens",
    "temperature",
    "top_p",
    "presence_penalty",
    "frequency_penalty",
    "seed",
    "stop",
)


@dataclass(frozen=True)
class Usage:
    """Token counts as the provider reported them.

    ``cached_tokens`` is how many prompt tokens the server took from its prompt
    cache instead of evaluating them (``usage.prompt_tokens_details.cached_tokens``,
    or llama.cpp's ``timings.cache_n``); None when it did not say.
    """

    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    cached_tokens: int | None = None

    @classmethod
    def from_json(cls, data: object) -> Usage | None:
        """Build from a provider ``usage`` object; None when absent or unusable."""
        if not isinstance(data, dict):
            return None
        prompt = _int(data.get("prompt_tokens"))
        completion = _int(data.get("completion_tokens"))
        total = _int(data.get("total_tokens")) or prompt + completion
        details = data.get("prompt_tokens_details")
        cached = details.get("cached_tokens") if isinstance(details, dict) else None
        if isinstance(cached, bool) or not isinstance(cached, int) or cached < 0:
            cached = None
        return cls(prompt, completion, total, cached)

    def to_json(self) -> dict[str, int]:
        """The journal's form: the counts, and ``cached_tokens`` when known."""
        out = {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.total_tokens,
        }
        if self.cached_tokens is not None:
            out["cached_tokens"] = self.cached_tokens
        return out


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


@dataclass(frozen=True)
class ToolCall:
    """A complete tool call from the model.

    Attributes:
        id: The provider's call id (synthesised when a provider sends none).
        name: The function name.
        arguments: The raw JSON text exactly as accumulated; the engine validates it.
    """

    id: str
    name: str
    arguments: str

    def to_json(self) -> dict[str, Any]:
        """The OpenAI ``tool_calls`` entry for sending this call back in history."""
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


@dataclass(frozen=True)
class TextDelta:
    """A piece of reply text, in arrival order."""

    text: str
    type: Literal["text"] = field(default="text", init=False)


@dataclass(frozen=True)
class ToolCallDelta:
    """Progress on tool call ``index``: its name (first fragment only) and more arguments."""

    index: int
    name: str | None
    arguments_fragment: str
    type: Literal["tool_call_delta"] = field(default="tool_call_delta", init=False)


@dataclass(frozen=True)
class StreamDone:
    """The last event of every stream.

    Attributes:
        content: The whole reply text received.
        tool_calls: Complete tool calls, ordered by their stream index.
        finish_reason: ``"stop"``, ``"tool_calls"``, ``"length"``, ... or None.
        usage: Token usage when the provider reported it.
        stopped: True when the caller cancelled; the fields hold what had arrived.
        reasoning: Reasoning text the server streamed apart from the reply
            (``reasoning_content`` / ``reasoning`` deltas); never part of ``content``.
        ended: Why the client ended the reply itself, or None (``"it began repeating
            itself"``: a local model's loop, cut before its repeats; see
            :class:`~studio.providers.repeats.LoopGuard`).
    """

    content: str
    tool_calls: list[ToolCall]
    finish_reason: str | None
    usage: Usage | None
    stopped: bool
    reasoning: str = ""
    ended: str | None = None
    type: Literal["done"] = field(default="done", init=False)


StreamEvent = TextDelta | ToolCallDelta | StreamDone


@dataclass
class Completion:
    """A whole non-streamed reply (what ``studio.callModel`` returns)."""

    content: str
    tool_calls: list[ToolCall]
    finish_reason: str | None
    usage: Usage | None
    reasoning: str = ""
