"""Provider presets: what differs between OpenAI-compatible endpoints.

Every endpoint speaks the same chat-completions dialect; the few things that
differ are data, not code, so each provider is one frozen :class:`ProviderPreset`.
``docs/PROVIDERS.md`` records why each flag has the value it has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

__all__ = ["PRESETS", "ProviderPreset", "preset_for"]


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
        _preset(
            "ollama",
            "Ollama",
            "http://127.0.0.1:11434/v1",
            needs_key=False,
            accepts_is_file=False,
            stream_usage=True,
            window_source="ollama",
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
}
_LOCAL_PORTS = {11434: "ollama", 1234: "lmstudio", 8080: "llamacpp"}
_LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "0.0.0.0"}


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
    if host in _LOCAL_HOSTS and port in _LOCAL_PORTS:
        return PRESETS[_LOCAL_PORTS[port]]
    return PRESETS["custom"]
