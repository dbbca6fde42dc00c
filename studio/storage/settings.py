"""The player user's settings, kept as JSON in the user data dir.

``settings.json`` is untrusted input (hand edits, newer versions), so it is read
through a pydantic model that keeps unknown fields (a newer Character Studio
may have written them; saving must not lose them) and refuses a
``schema_version`` newer than it understands. The API key is never kept here:
it goes through :mod:`studio.storage.secrets`, and any credential-looking key
found in the file is dropped on load and never written back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from studio import paths
from studio.errors import StorageError
from studio.storage.atomic import atomic_write_json, read_json

__all__ = ["SETTINGS_SCHEMA_VERSION", "Settings", "load_settings", "save_settings", "settings_path"]

SETTINGS_SCHEMA_VERSION = 1
_SECRET_FIELDS = frozenset({"api_key", "apikey", "api-key", "authorization", "secret"})


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
        persona_name: The user's name in stories (``{{user}}``, decisions §17).
        persona_description: Who the user is, sent with the character's context.
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
    persona_name: str = "User"
    persona_description: str = ""

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
