"""Provider presets: what differs between OpenAI-compatible endpoints.

Every endpoint speaks the same chat-completions dialect; the few things that
differ are data, not code, so each provider is one frozen :class:`ProviderPreset`.
``docs/PROVIDERS.md`` records why each flag has the value it has.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

__all__ = [
    "BUILTIN_REPLY_CAP",
    "BUILTIN_SAMPLERS",
    "BUILTIN_TOOL_SHARE",
    "LOCAL_PORTS",
    "LOCAL_SAMPLERS",
    "PRESETS",
    "ProviderPreset",
    "check_local_samplers",
    "forget_builtin_port",
    "preset_for",
    "remember_builtin_port",
]

# llama.cpp's own samplers, by the names its server takes in a chat-completions body
# (beside the OpenAI ones). Settings keep them under these names
# (``studio.storage.settings.LOCAL_SAMPLER_RANGES`` holds their ranges); a preset
# says which of them its server takes and under what field name (``sampler_names``).
LOCAL_SAMPLERS = (
    "repeat_penalty",
    "repeat_last_n",
    "min_p",
    "top_k",
    "typical_p",
    "dry_multiplier",
    "dry_base",
    "dry_allowed_length",
    "dry_penalty_last_n",
    "xtc_probability",
    "xtc_threshold",
    "mirostat",
    "mirostat_tau",
    "mirostat_eta",
)
_SAME_NAMES = tuple((name, name) for name in LOCAL_SAMPLERS)
# KoboldCpp's OpenAI endpoint passes the body on to its own generator, which reads
# ``rep_pen_range``, ``typical`` and (in OpenAI mode) ``mirostat_mode``; it aliases
# ``repeat_penalty`` to its ``rep_pen`` and reads the rest under llama.cpp's names.
_KOBOLD_FIELDS = {
    "repeat_last_n": "rep_pen_range",
    "typical_p": "typical",
    "mirostat": "mirostat_mode",
}
_KOBOLD_NAMES = tuple((name, _KOBOLD_FIELDS.get(name, name)) for name in LOCAL_SAMPLERS)

# What the built-in model (SmolLM2 135M) gets when the player set nothing: with no
# penalty it repeats one sentence until the reply cap. DRY ("don't repeat yourself":
# the longer a repeat of earlier text runs, the harder its next token is penalised)
# ends verbatim loops, within a reply and of earlier replies; llama.cpp's long-time
# default repeat penalty over the last 64 tokens keeps words from cycling; a higher
# min_p cuts the long tail a tiny model wanders into. Measured in docs/LOCAL_MODEL.md
# (benchmarks/bench_builtin_loops.py).
BUILTIN_SAMPLERS: tuple[tuple[str, float | int], ...] = (
    ("repeat_penalty", 1.1),
    ("repeat_last_n", 64),
    ("dry_multiplier", 0.8),
    ("dry_base", 1.75),
    ("dry_allowed_length", 2),
    # The whole window of the built-in server (4,096): a reply that repeats an earlier
    # reply is a loop too. llama.cpp refuses -1 ("the context size") in a request.
    ("dry_penalty_last_n", 4096),
    ("min_p", 0.1),
    ("top_k", 40),
)
# The built-in model's reply cap when the player set none: a reply of SmolLM2's rarely
# needs more, and a runaway one ends in seconds rather than a minute.
BUILTIN_REPLY_CAP = 320
# The built-in model is given tool definitions only while they take at most this share
# of its window (256 tokens of 4,096: a small tool or two). SmolLM2 135M seldom
# writes a call, recites a long ``<tools>`` block as its reply, and evaluates every
# definition in every prompt (docs/ENGINE.md, "Tools on a small model").
BUILTIN_TOOL_SHARE = 0.0625


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
            (llama.cpp ``/props``), ``"koboldcpp"``
            (``/api/extra/true_max_context_length``), ``"ollama"`` (``/api/show``),
            ``"lmstudio"`` (``/api/v0/models``), ``"models"`` (``context_length`` in ``/models``),
            or ``""`` for none.
        tokenize: Whether the server counts tokens for us (llama.cpp ``/tokenize``).
        sampler_names: The local-server samplers (:data:`LOCAL_SAMPLERS`) the server
            takes, as ``(settings name, request field)``; the player's are sent only
            through these, so hosted APIs (which refuse or ignore unknown fields)
            never get them.
        default_samplers: Request fields sent when neither the request nor the
            player set them (the built-in model's loop guards).
        reply_cap: The main model's reply cap when the player set none (None: the
            engine's default, ``studio.engine.budget.DEFAULT_MAX_TOKENS``).
        cache_prompt: Whether to send ``cache_prompt: true`` (llama.cpp: reuse the
            slot's evaluated prompt for the common prefix; decisions §19).
        tool_share: The most of the window the tool definitions may take for the
            model to be given them at all (None: no limit). The built-in small model
            seldom calls a tool and recites long tool lists.
        vision: Which models take images (``image_url`` parts): ``"all"`` (every
            model of the provider), ``"none"``, or ``"models"`` (decided by the model
            name, :func:`studio.providers.vision.takes_images`; docs/IMAGES.md).
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
    sampler_names: tuple[tuple[str, str], ...] = ()
    default_samplers: tuple[tuple[str, float | int], ...] = ()
    reply_cap: int | None = None
    cache_prompt: bool = False
    tool_share: float | None = None
    vision: str = "models"

    def local_samplers(self, values: Mapping[str, float | int]) -> dict[str, float | int]:
        """The request fields for the player's local-server samplers on this server
        (those it does not take are left out)."""
        return {field: values[name] for name, field in self.sampler_names if name in values}


def check_local_samplers(values: Mapping[str, Any]) -> dict[str, float | int]:
    """``values`` when every name is one of :data:`LOCAL_SAMPLERS` and every value a
    finite number; the ranges are the settings' (``studio.storage.settings``).

    Raises:
        ValueError: Naming the first unknown sampler or value that is not a number.
    """
    out: dict[str, float | int] = {}
    for name, value in values.items():
        if name not in LOCAL_SAMPLERS:
            raise ValueError(
                f"unknown local-server sampler {name!r} (known: {', '.join(LOCAL_SAMPLERS)})"
            )
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
        ):
            raise ValueError(f"the sampler {name} must be a number (got {value!r})")
        out[name] = value
    return out


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
            vision="all",
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
            # The server's own samplers when the player sets them; no defaults: the
            # person who started the server chose its model and its command-line
            # samplers, and a request field would override them.
            sampler_names=_SAME_NAMES,
            cache_prompt=True,
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
            window_source="koboldcpp",
            sampler_names=_KOBOLD_NAMES,
        ),
        # The app's own llama.cpp server (studio.providers.builtin): its port is picked
        # when it starts, so there is no fixed URL. Current llama.cpp sends usage in the
        # last chunk only when asked with stream_options; like any llama.cpp server it
        # says its context size and counts tokens, and continues a final assistant message.
        # Its model is known (SmolLM2 135M), so it gets loop guards and a short reply cap
        # unless the player set their own.
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
            sampler_names=_SAME_NAMES,
            default_samplers=BUILTIN_SAMPLERS,
            reply_cap=BUILTIN_REPLY_CAP,
            cache_prompt=True,
            tool_share=BUILTIN_TOOL_SHARE,
            vision="none",  # SmolLM2 reads text only.
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
