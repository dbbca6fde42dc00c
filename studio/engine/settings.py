"""The player user's own settings that shape a play session (decisions §2, §7)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from studio.engine.macros import Persona
from studio.providers.presets import check_local_samplers

DEFAULT_AGENT_TOKENS_PER_RESPONSE = 32_000
DEFAULT_AGENT_TOKENS_PER_CONVERSATION = 1_000_000
MAX_MODEL_REQUESTS_PER_RESPONSE = 10
# Sent as-is when set; max_tokens goes through the reply reserve instead.
SAMPLERS = ("temperature", "top_p", "presence_penalty", "frequency_penalty", "seed", "stop")
_NUMBERS = ("temperature", "top_p", "presence_penalty", "frequency_penalty")
# Runaway replies: generous enough for any real reply, small enough to protect the disk
# and every later request (each reply is sent back as history).
DEFAULT_REPLY_DEADLINE_SECONDS = 600.0
DEFAULT_REPLY_MAX_BYTES = 64 << 20


@dataclass(frozen=True, kw_only=True)
class PlayerSettings:
    """Budgets and gates chosen by the person playing, never by the package.

    Attributes:
        agent_tokens_per_response: Cap on agent ``callModel`` tokens in one response.
        agent_tokens_per_conversation: Cap over the life of one conversation.
        web_access: Whether ``studio.web.fetch`` may reach the web (player mode only).
        max_tokens: The main model's reply cap (None: 1,024); on a small window it
            is clamped to a quarter of the window (``budget.reply_reserve``).
        context_window: The main model's context size in tokens, when the user
            sets it (None: ask the server, else 8,192 shown as the default).
        tokenizer_file: A Hugging Face ``tokenizer.json`` to count tokens with.
        temperature: Main-model sampler; None leaves the server's default.
        top_p: Main-model sampler; None leaves the server's default.
        presence_penalty: Main-model sampler; None leaves the server's default.
        frequency_penalty: Main-model sampler; None leaves the server's default.
        seed: Main-model sampling seed; None for none.
        stop: Stop sequences; None for none.
        merge_roles: Merge consecutive same-role messages (None: the provider
            preset's default).
        system_as_user: Send the system prompt as the start of the first user message.
        reply_deadline_seconds: How long one streamed model reply may take in all.
        reply_max_bytes: How many bytes one streamed model reply may send. Past either
            cap the reply ends as if cut at a length limit, with what arrived kept.
        persona_name: What ``{{user}}`` expands to (decisions §17); a conversation
            may override it.
        persona_description: Sent with the context block as ``About {{user}}:``.
        local_samplers: llama.cpp's own samplers (``repeat_penalty``, ``min_p``, DRY,
            XTC, ...: ``studio.providers.presets.LOCAL_SAMPLERS``), sent only to
            servers that take them (settings ``samplers.local``); they replace the
            built-in model's defaults of the same name.
        regex_scripts: The user's regex scripts (docs/CARDS.md "Regex scripts").
    """

    agent_tokens_per_response: int = DEFAULT_AGENT_TOKENS_PER_RESPONSE
    agent_tokens_per_conversation: int = DEFAULT_AGENT_TOKENS_PER_CONVERSATION
    web_access: bool = False
    max_tokens: int | None = None
    context_window: int | None = None
    tokenizer_file: str | None = None
    temperature: float | None = None
    top_p: float | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    seed: int | None = None
    stop: list[str] | None = None
    merge_roles: bool | None = None
    system_as_user: bool = False

    def samplers(self) -> dict[str, Any]:
        """The samplers the user set (only those), as request fields."""
        out: dict[str, Any] = {}
        for name in SAMPLERS:
            value = getattr(self, name)
            if value is not None:
                out[name] = list(value) if name == "stop" else value
        return out
    reply_deadline_seconds: float = DEFAULT_REPLY_DEADLINE_SECONDS
    reply_max_bytes: int = DEFAULT_REPLY_MAX_BYTES
    persona_name: str = "User"
    persona_description: str = ""
    local_samplers: dict[str, float | int] | None = None
    # The user's own regex scripts (SillyTavern's objects), run before a card's.
    regex_scripts: list[dict[str, Any]] | None = None

    @property
    def persona(self) -> Persona:
        """The persona these settings describe."""
        return Persona(name=self.persona_name or "User", description=self.persona_description)

    @classmethod
    def coerce(cls, value: PlayerSettings | dict[str, Any] | None) -> PlayerSettings:
        """Accept a ``PlayerSettings``, a plain dict with the same keys, or None.

        Raises:
            TypeError: On unknown keys or wrong types, naming them.
        """
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if not isinstance(value, dict):
            raise TypeError("settings must be a PlayerSettings or a dict")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(value) - known)
        if unknown:
            raise TypeError(f"unknown settings: {', '.join(unknown)} (known: {sorted(known)})")
        for key in ("agent_tokens_per_response", "agent_tokens_per_conversation"):
            if key in value and (not isinstance(value[key], int) or value[key] < 0):
                raise TypeError(f"settings.{key} must be a non-negative integer")
        if "web_access" in value and not isinstance(value["web_access"], bool):
            raise TypeError("settings.web_access must be true or false")
        _check_samplers(value)
        deadline = value.get("reply_deadline_seconds", 1.0)
        if isinstance(deadline, bool) or not isinstance(deadline, int | float) or deadline <= 0:
            raise TypeError("settings.reply_deadline_seconds must be a positive number")
        cap = value.get("reply_max_bytes", 1)
        if isinstance(cap, bool) or not isinstance(cap, int) or cap <= 0:
            raise TypeError("settings.reply_max_bytes must be a positive integer")
        for key in ("persona_name", "persona_description"):
            if key in value and not isinstance(value[key], str):
                raise TypeError(f"settings.{key} must be text")
        local = value.get("local_samplers")
        if local is not None:
            if not isinstance(local, dict):
                raise TypeError("settings.local_samplers must be a dict of sampler names")
            try:
                value = {**value, "local_samplers": check_local_samplers(local)}
            except ValueError as err:
                raise TypeError(f"settings.local_samplers: {err}") from None
        scripts = value.get("regex_scripts")
        if scripts is not None and not (
            isinstance(scripts, list) and all(isinstance(s, dict) for s in scripts)
        ):
            raise TypeError("settings.regex_scripts must be a list of script objects")
        return cls(**value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_samplers(value: dict[str, Any]) -> None:
    """Raises TypeError naming the first sampler or size setting of a wrong type."""
    for key in ("max_tokens", "context_window"):
        item = value.get(key)
        if item is not None and (not _is_int(item) or item <= 0):
            raise TypeError(f"settings.{key} must be a positive integer or None")
    for key in _NUMBERS:
        item = value.get(key)
        if item is not None and (isinstance(item, bool) or not isinstance(item, int | float)):
            raise TypeError(f"settings.{key} must be a number or None")
    if value.get("seed") is not None and not _is_int(value["seed"]):
        raise TypeError("settings.seed must be an integer or None")
    stop = value.get("stop")
    if stop is not None and (
        not isinstance(stop, list | tuple) or not all(isinstance(s, str) for s in stop)
    ):
        raise TypeError("settings.stop must be a list of strings or None")
    if value.get("merge_roles") not in (None, True, False):
        raise TypeError("settings.merge_roles must be true, false or None")
    if "system_as_user" in value and not isinstance(value["system_as_user"], bool):
        raise TypeError("settings.system_as_user must be true or false")
    if value.get("tokenizer_file") is not None and not isinstance(value["tokenizer_file"], str):
        raise TypeError("settings.tokenizer_file must be a path string or None")
