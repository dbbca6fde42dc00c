"""The player user's settings, kept as JSON in the user data dir.

``settings.json`` is untrusted input (hand edits, newer versions), so it is read
through a pydantic model that keeps unknown fields (a newer Character Studio
may have written them; saving must not lose them) and refuses a
``schema_version`` newer than it understands. The API key is never kept here:
it goes through :mod:`studio.storage.secrets`, and any credential-looking key
found in the file is dropped on load and never written back.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from studio import paths
from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json
from studio.storage.mcp_settings import McpServerEntry

__all__ = [
    "LOCAL_SAMPLER_RANGES",
    "SAMPLER_KEYS",
    "SETTINGS_SCHEMA_VERSION",
    "Appearance",
    "Samplers",
    "Settings",
    "load_settings",
    "local_samplers",
    "play_options",
    "save_settings",
    "set_aside",
    "settings_path",
]

SETTINGS_SCHEMA_VERSION = 1
_SECRET_FIELDS = frozenset({"api_key", "apikey", "api-key", "authorization", "secret"})


SAMPLER_KEYS = (
    "temperature",
    "top_p",
    "max_tokens",
    "presence_penalty",
    "frequency_penalty",
    "seed",
    "stop",
)

# llama.cpp's own samplers (``studio.providers.presets.LOCAL_SAMPLERS``; a test holds
# the two lists together) as (whole number?, lowest, highest). The ranges are within
# what llama.cpp's server accepts (xllamacpp 2026.10 answers 400 to a negative "last n",
# -1 included, and to a repeat penalty of 0), narrowed to values that change a reply
# sensibly: 1.0 is no repeat penalty, a "last n" of 0 turns its penalty off.
LOCAL_SAMPLER_RANGES: dict[str, tuple[bool, float, float]] = {
    "repeat_penalty": (False, 0.5, 2.0),
    "repeat_last_n": (True, 0, 131_072),
    "min_p": (False, 0.0, 1.0),
    "top_k": (True, 0, 100_000),
    "typical_p": (False, 0.0, 1.0),
    "dry_multiplier": (False, 0.0, 5.0),
    "dry_base": (False, 1.0, 4.0),
    "dry_allowed_length": (True, 0, 100),
    "dry_penalty_last_n": (True, 0, 131_072),
    "xtc_probability": (False, 0.0, 1.0),
    "xtc_threshold": (False, 0.0, 1.0),
    "mirostat": (True, 0, 2),
    "mirostat_tau": (False, 0.0, 20.0),
    "mirostat_eta": (False, 0.0, 1.0),
}


def local_sampler_value(name: str, value: Any) -> float | int:
    """One local-server sampler's value, checked against its range.

    Raises:
        ValueError: An unknown name, or a value of the wrong kind or out of range.
    """
    if name not in LOCAL_SAMPLER_RANGES:
        raise ValueError(
            f"unknown local-server sampler {name!r}; known: {', '.join(LOCAL_SAMPLER_RANGES)}"
        )
    whole, low, high = LOCAL_SAMPLER_RANGES[name]
    kind = "a whole number" if whole else "a number"
    ok = (
        not isinstance(value, bool)
        and isinstance(value, int | float)
        and math.isfinite(value)
        and low <= value <= high
        and (not whole or float(value).is_integer())
    )
    if not ok:
        raise ValueError(f"{name} must be {kind} from {low:,g} to {high:,g} (got {value!r})")
    return int(value) if whole else float(value)


class Samplers(BaseModel):
    """The main model's samplers; a field left None is not sent (the server decides).

    Ranges are the OpenAI API's; a hand-edited value outside them is refused
    with the field named.

    ``local`` holds llama.cpp's own samplers (``repeat_penalty``, ``min_p``,
    ``top_k``, DRY, XTC, mirostat: :data:`LOCAL_SAMPLER_RANGES`), sent only to
    servers that take them (llama.cpp, the built-in model, KoboldCpp), never to a
    hosted API. One written beside the others by hand (``"samplers":
    {"repeat_penalty": 1.1}``) is taken as if it were under ``local``.
    """

    model_config = ConfigDict(extra="ignore")

    temperature: float | None = Field(default=None, ge=0, le=5)
    top_p: float | None = Field(default=None, ge=0, le=1)
    max_tokens: int | None = Field(default=None, ge=1, le=1_000_000)
    presence_penalty: float | None = Field(default=None, ge=-2, le=2)
    frequency_penalty: float | None = Field(default=None, ge=-2, le=2)
    seed: int | None = None
    stop: list[str] | None = Field(default=None, max_length=16)
    local: dict[str, float | int] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _lift_local(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        stray = {k: v for k, v in data.items() if k in LOCAL_SAMPLER_RANGES}
        local = data.get("local", {})
        if not stray or not isinstance(local, dict):
            return data
        rest = {k: v for k, v in data.items() if k not in stray}
        return {**rest, "local": {**stray, **local}}

    @field_validator("local", mode="before")
    @classmethod
    def _check_local(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError("must be an object of sampler names and numbers")
        return {str(name): local_sampler_value(str(name), item) for name, item in value.items()}

    def set_values(self) -> dict[str, Any]:
        """Only the OpenAI-style fields the user set (``local`` is apart:
        :func:`local_samplers`)."""
        return {k: v for k, v in self.model_dump(exclude={"local"}).items() if v is not None}


class ProviderOptions(BaseModel):
    """How one provider profile wants its requests shaped (strict chat templates).

    ``merge_roles`` None means the provider preset's default.
    """

    model_config = ConfigDict(extra="allow")

    merge_roles: bool | None = None
    system_as_user: bool = False


class ModelOptions(BaseModel):
    """What the user says about one model: its context size and tokenizer file.

    The context size is checked when it is used (a 0 or absurd value is
    reported there and the server is asked instead), so a bad value never
    stops the settings from loading.
    """

    model_config = ConfigDict(extra="allow")

    context_window: int | None = None
    tokenizer_file: str | None = None


class Appearance(BaseModel):
    """How the app looks, shared by Studio and Player (``studio/ui/look``).

    Attributes:
        theme: ``"system"`` (light or dark as the desktop says), ``"light"``,
            ``"dark"``, ``"parchment"``, ``"midnight"`` or ``"forest"``; an unknown
            name (a newer version's theme) shows as ``"system"``.
        accent: ``"#rrggbb"`` for selections, links and the focus ring ("" keeps
            the theme's).
        chat_font: The chat's font family ("" uses the app's font).
        chat_font_size: The chat's font size in points (0 uses the app's).
        gallery_size: The Player gallery's tile size.
        gallery_sort: The Player gallery's order.
    """

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    theme: str = "system"
    accent: str = Field(default="", pattern=r"^(#[0-9a-fA-F]{6})?$")
    chat_font: str = ""
    chat_font_size: int = Field(default=0, ge=0, le=72)
    # The Player's gallery: tile size ("small", "medium", "large") and order
    # ("last_played", "name", "added"); an unknown value shows the default.
    gallery_size: str = Field(default="medium", max_length=32)
    gallery_sort: str = Field(default="last_played", max_length=32)


class Settings(BaseModel):
    """Everything the user chooses, never anything a character package chooses.

    Attributes:
        provider: The provider preset key (``"openai"``, ``"openrouter"``, ...).
        base_url: The OpenAI-compatible endpoint.
        main_model: The model that plays the character.
        worker_model: The model agents get for ``opts.model == "worker"``.
        agent_tokens_per_response: Per-response cap on metered agent tokens (§7).
        agent_tokens_per_conversation: Per-conversation cap on metered agent tokens.
        web_access: Per-character web gate keyed by package sha256 (or name); off
            unless set to True.
        accepted_packages: sha256 of the packages the user accepted to run.
        recent_projects: Project folders, most recent first.
        samplers: The main model's samplers for every character.
        character_samplers: Per-character samplers (keyed like ``web_access``);
            a field set here wins over the global one.
        character_backgrounds: Per character (keyed like ``web_access``): the picture
            behind its chat, a copy in the data folder's ``backgrounds/`` ("" for
            none, even where the card brings one).
        remote_pictures: Pictures in messages that name an https URL are fetched
            (through the web guard) and shown; off by default (Chat → Load Remote
            Pictures, ``studio/ui/chat/pictures.py``).
        show_expressions: The character's expression picture beside the chat, where
            it has some (Chat → Show Expressions, ``studio/ui/chat/expression.py``).
        provider_options: Per provider profile (``provider_profile``): message
            shaping for strict chat templates.
        model_options: Per model id: context size and tokenizer file.
        persona_name: The user's name in stories (``{{user}}``, decisions §17).
        persona_description: Who the user is, sent with the character's context.
        persona_avatar: An image file shown beside the user's messages ("" : initials).
        appearance: Theme, accent colour and chat font (:class:`Appearance`).
        language: The interface language as a Qt locale name (``"zh_CN"``, ``"ja"``);
            "" follows the system (``studio/ui/i18n.py``, docs/LOOK.md).
        mcp_servers: The player's MCP servers, in the order their tools are offered.
        tool_policies: Per tool (``mcp:<server>/<tool>``,
            ``agent:<package>/<agentId>/<tool>``): ask each time, allow for a
            conversation, or always (``studio/engine/approval.py``).
        regex_scripts: The user's regex scripts (SillyTavern's objects).
        voice: Voice out and in (``studio/ui/voice/controller.py``, docs/VOICE.md):
            read aloud, mute, engine, endpoints, per-character voices; no keys.
    """

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    schema_version: int = SETTINGS_SCHEMA_VERSION
    provider: str = ""
    base_url: str = ""
    main_model: str = ""
    worker_model: str = ""
    agent_tokens_per_response: int = Field(default=32_000, ge=0)
    agent_tokens_per_conversation: int = Field(default=1_000_000, ge=0)
    web_access: dict[str, bool] = Field(default_factory=dict)
    accepted_packages: list[str] = Field(default_factory=list)
    recent_projects: list[str] = Field(default_factory=list)
    samplers: Samplers = Field(default_factory=Samplers)
    character_samplers: dict[str, Samplers] = Field(default_factory=dict)
    character_backgrounds: dict[str, str] = Field(default_factory=dict)
    remote_pictures: bool = False
    show_expressions: bool = True
    provider_options: dict[str, ProviderOptions] = Field(default_factory=dict)
    model_options: dict[str, ModelOptions] = Field(default_factory=dict)
    persona_name: str = "User"
    persona_description: str = ""
    persona_avatar: str = ""
    appearance: Appearance = Field(default_factory=Appearance)
    language: str = Field(default="", max_length=32)
    # The player's MCP servers (studio/storage/mcp_settings.py; env values in the keychain).
    mcp_servers: list[McpServerEntry] = Field(default_factory=list)
    # Approval before a tool acts (studio/engine/approval.py): tool key -> policy.
    tool_policies: dict[str, Literal["ask", "conversation", "always"]] = Field(
        default_factory=dict
    )
    # The user's own regex scripts, SillyTavern's objects (docs/CARDS.md "Regex scripts"),
    # run before a card's.
    regex_scripts: list[dict[str, Any]] = Field(default_factory=list)
    voice: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _drop_secrets(cls, data: Any) -> Any:
        # A key pasted into settings.json by hand must not be kept or re-saved in plain text.
        if isinstance(data, dict):
            return {
                k: v
                for k, v in data.items()
                if not (isinstance(k, str) and k.lower() in _SECRET_FIELDS)
            }
        return data

    def web_allowed(self, package_key: str) -> bool:
        """Whether the user turned web access on for this character (default off)."""
        return bool(self.web_access.get(package_key, False))


def play_options(
    settings: Settings, *, package_key: str, model: str, profile: str
) -> dict[str, Any]:
    """The ``PlayerSettings`` fields these settings give one character and model.

    The character's samplers win over the global ones field by field; nothing
    here comes from the package.
    """
    options: dict[str, Any] = dict(settings.samplers.set_values())
    own = settings.character_samplers.get(package_key)
    if own is not None:
        options.update(own.set_values())
    model_opts = settings.model_options.get(model)
    if model_opts is not None:
        if model_opts.context_window is not None:
            options["context_window"] = model_opts.context_window
        if model_opts.tokenizer_file:
            options["tokenizer_file"] = model_opts.tokenizer_file
    provider = settings.provider_options.get(profile)
    if provider is not None:
        options["merge_roles"] = provider.merge_roles
        options["system_as_user"] = provider.system_as_user
    samplers = local_samplers(settings, package_key=package_key)
    if samplers:
        # Sent only to servers that take them (ProviderPreset.sampler_names).
        options["local_samplers"] = samplers
    return options


def local_samplers(settings: Settings, *, package_key: str) -> dict[str, float | int]:
    """The local-server samplers these settings give one character: the global ones,
    then the character's own name by name (for ``ModelClient(local_samplers=...)``,
    which sends them only to servers that take them)."""
    values = dict(settings.samplers.local)
    own = settings.character_samplers.get(package_key)
    if own is not None:
        values.update(own.local)
    return values


def settings_path(path: Path | None = None) -> Path:
    """``path``, or ``settings.json`` in the user data dir."""
    return Path(path) if path is not None else paths.user_data_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Load the settings; defaults when the file does not exist yet.

    Raises:
        StorageError: The file is not valid JSON, a field has a wrong type, or it
            was written by a newer Character Studio. The message names the file.
    """
    target = settings_path(path)
    if not target.exists():
        return Settings()
    raw = read_json(target)
    if not isinstance(raw, dict):
        raise StorageError("settings must be a JSON object", path=target)
    version = raw.get("schema_version", SETTINGS_SCHEMA_VERSION)
    if isinstance(version, int) and version > SETTINGS_SCHEMA_VERSION:
        raise StorageError(
            f"written by a newer Character Studio (schema_version {version}; this version "
            f"understands up to {SETTINGS_SCHEMA_VERSION}). Update Character Studio; the file "
            "has not been changed.",
            path=target,
        )
    try:
        return Settings.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()
        )
        raise StorageError(f"invalid settings ({problems})", path=target) from None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Save the settings atomically (unknown fields preserved, no secrets)."""
    data = Settings.model_validate(settings.model_dump()).model_dump(mode="json")
    atomic_write_json(settings_path(path), data)


def set_aside(path: Path) -> Path | None:
    """Rename a settings file that cannot be used to ``<name>.unusable-N`` (nothing lost).

    Returns the new name, or None when the file could not be moved (it stays as it was).
    """
    for number in range(1, 1000):
        target = path.with_name(f"{path.name}.unusable-{number}")
        if not target.exists():
            try:
                path.replace(target)
            except OSError:
                return None
            return target
    return None
