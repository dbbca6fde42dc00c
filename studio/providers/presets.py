"""Provider presets: what differs between OpenAI-compatible endpoints.

Every endpoint speaks the same chat-completions dialect; the few things that
differ are data, not code, so each provider is one frozen :class:`ProviderPreset`.
``docs/PROVIDERS.md`` records why each flag has the value it has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

__all__ = [
    "LOCAL_PORTS",
    "PRESETS",
    "ProviderPreset",
    "forget_builtin_port",
    "preset_for",
    "remember_builtin_port",
]


@dataclass(frozen=True, kw_only=True)
class ProviderPreset:
    """What the client needs to know about one kind of endpoint.

    Attributes:
        key: Stable identifier stored in settings (``"openai"``, ``"custom"``, ...).
        label: Human-readable name for the settings dialog.
        base_url: The default base URL, ending in ``/v1`` (no trailing slash).
        needs_key: Whether requests fail without an API key.
        accepts_is_file: Whether the non-standard ``isFile`` message key may be sent.
            Where False the client strips it, because strict servers reject unknown
            message fields with a 400.
        stream_usage: Whether to send ``stream_options.include_usage`` so the last
            streamed chunk carries token usage. A server that refuses the field
            gets the request again without it (and never again after that).
        drop_message_fields: Message keys the provider refuses (stripped before sending).
        short_tool_call_ids: Whether tool call ids must be exactly 9 letters and digits
            (Mistral); other ids in the history are mapped to such ids, consistently.
        local: Whether it is a server on the user's own machine (no account, no key).
        merge_roles: Whether consecutive same-role messages are merged into one by
            default (strict chat templates answer "roles must alternate"
            otherwise). The user's per-provider setting overrides it.
        assistant_prefill: Whether the server continues a final assistant message
            (Continue sends the cut-off reply as that message); elsewhere Continue
            adds a short user instruction instead.
        window_source: How the server tells its context size: ``"props"``
            (llama.cpp ``/props``), ``"ollama"`` (``/api/show``), ``"lmstudio"``
            (``/api/v0/models``), ``"models"`` (``context_length`` in ``/models``),
            or ``""`` for none.
        tokenize: Whether the server counts tokens for us (llama.cpp ``/tokenize``).
    """

    key: str
    label: str
    base_url: str
    needs_key: bool
    accepts_is_file: bool
    stream_usage: bool
    drop_message_fields: tuple[str, ...] = ()
    short_tool_call_ids: bool = False
    local: bool = False
    merge_roles: bool = False
    assistant_prefill: bool = False
    window_source: str = ""
    tokenize: bool = False


def _preset(key: str, label: str, base_url: str, **flags: Any) -> ProviderPreset:
    return ProviderPreset(key=key, label=label, base_url=base_url, **flags)


PRESETS: dict[str, ProviderPreset] = {
    p.key: p
    for p in (
        _preset(
            "openai",
            "OpenAI",
            "https://api.openai.com/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=True,
        ),
        _preset(
            "openrouter",
            "OpenRouter",
            "https://openrouter.ai/api/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=True,
            window_source="models",
        ),
        # Venice is the endpoint the character format's reference player talks to by
        # default, and that player sends ``isFile: true`` for the context and preload
        # blocks; it is the only provider where the field is known to be accepted.
        _preset(
            "venice",
            "Venice",
            "https://api.venice.ai/api/v1",
            needs_key=True,
            accepts_is_file=True,
            stream_usage=True,
        ),
        _preset(
            "deepseek",
            "DeepSeek",
            "https://api.deepseek.com/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=True,
        ),
        # Groq documents messages[].name, logprobs, logit_bias and n > 1 as unsupported
        # (HTTP 400); of these only "name" can reach a request, so it is stripped.
        _preset(
            "groq",
            "Groq",
            "https://api.groq.com/openai/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=True,
            drop_message_fields=("name",),
        ),
        # Mistral answers 422 to request fields it does not know (so no stream_options:
        # it sends usage in the last chunk unasked) and 400 to tool call ids that are not
        # exactly 9 letters/digits, which ids made by other providers are not.
        _preset(
            "mistral",
            "Mistral",
            "https://api.mistral.ai/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=False,
            drop_message_fields=("name",),
            short_tool_call_ids=True,
        ),
        # Anthropic's OpenAI-compatible endpoint: system messages are hoisted to the
        # start and concatenated (the engine sends its system blocks first anyway),
        # unknown message fields are ignored, stream_options.include_usage is honoured.
        _preset(
            "anthropic",
            "Anthropic (OpenAI-compatible)",
            "https://api.anthropic.com/v1",
            needs_key=True,
            accepts_is_file=False,
            stream_usage=True,
        ),
        _preset(
            "ollama",
            "Ollama",
            "http://127.0.0.1:11434/v1",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            window_source="ollama",
            local=True,
        ),
        # LM Studio renders the model's own Jinja template, which for Gemma and
        # Mistral models refuses two user messages in a row.
        _preset(
            "lmstudio",
            "LM Studio",
            "http://127.0.0.1:1234/v1",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            merge_roles=True,
            window_source="lmstudio",
            local=True,
        ),
        # llama.cpp's server sends usage only when asked (stream_options), renders
        # the model's own template (strict ones refuse same-role runs), continues a
        # final assistant message, and says its context size and token counts.
        _preset(
            "llamacpp",
            "llama.cpp server",
            "http://127.0.0.1:8080/v1",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            merge_roles=True,
            assistant_prefill=True,
            window_source="props",
            tokenize=True,
            local=True,
        ),
        # KoboldCpp's OpenAI-compatible API lives under /v1 beside its own /api.
        _preset(
            "koboldcpp",
            "KoboldCpp",
            "http://127.0.0.1:5001/v1",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            local=True,
        ),
        # The app's own llama.cpp server (studio.providers.builtin): its port is picked
        # when it starts, so there is no fixed URL. Current llama.cpp sends usage in the
        # last chunk only when asked with stream_options; like any llama.cpp server it
        # says its context size and counts tokens, and continues a final assistant message.
        _preset(
            "builtin",
            "Built-in (offline)",
            "",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            local=True,
            merge_roles=True,
            assistant_prefill=True,
            window_source="props",
            tokenize=True,
        ),
        # An unknown server gets the plainest OpenAI request, plus the usage ask,
        # which is dropped for good if the server refuses it.
        _preset(
            "custom",
            "Custom (OpenAI-compatible)",
            "",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
        ),
    )
}

# Local servers are told apart by their customary port, hosted ones by host name.
_HOSTS = {
    "api.openai.com": "openai",
    "openrouter.ai": "openrouter",
    "api.venice.ai": "venice",
    "api.deepseek.com": "deepseek",
    "api.groq.com": "groq",
    "api.mistral.ai": "mistral",
    "api.anthropic.com": "anthropic",
}
LOCAL_PORTS: dict[int, str] = {
    11434: "ollama",
    1234: "lmstudio",
    8080: "llamacpp",
    5001: "koboldcpp",
}
"""The customary loopback port of each local server kind (probed by discovery)."""
_LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "0.0.0.0"}
# Ports on which this process started or found the built-in server: it has no fixed port,
# so preset_for learns them (a client built from its URL then gets the builtin preset).
_BUILTIN_PORTS: set[int] = set()


def remember_builtin_port(port: int) -> None:
    """Tell :func:`preset_for` that ``127.0.0.1:port`` is the built-in server."""
    _BUILTIN_PORTS.add(port)


def forget_builtin_port(port: int) -> None:
    """Undo :func:`remember_builtin_port` (the server on ``port`` has stopped)."""
    _BUILTIN_PORTS.discard(port)


def preset_for(base_url: str) -> ProviderPreset:
    """Guess the preset for a base URL.

    Args:
        base_url: Any URL the user typed, with or without scheme or path.

    Returns:
        The matching preset, or ``PRESETS["custom"]`` when nothing matches.
    """
    text = base_url.strip()
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urlsplit(text)
        host = (parts.hostname or "").lower()
        port = parts.port
    except ValueError:
        return PRESETS["custom"]
    if host in _HOSTS:
        return PRESETS[_HOSTS[host]]
    if host in _LOCAL_HOSTS and port in _BUILTIN_PORTS:
        return PRESETS["builtin"]
    if host in _LOCAL_HOSTS and port in LOCAL_PORTS:
        return PRESETS[LOCAL_PORTS[port]]
    return PRESETS["custom"]
