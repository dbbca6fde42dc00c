"""Turning a path into a running player: what the main window opens, and how.

Pure functions with no widgets, so the rules are easy to read and test: which
endpoint, key, models and budgets a player gets (the user's settings, never the
package's), and where its conversations live (decisions §3).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from studio.engine import CharacterPlayer, PlayerSettings
from studio.package import CharacterPackage
from studio.providers import PRESETS
from studio.storage import Settings, get_provider_key, play_options, provider_profile
from studio.storage.mcp_settings import mcp_server_configs


@dataclass(frozen=True, kw_only=True)
class Endpoint:
    """The model endpoint a player talks to (from settings, or a smoke-test override)."""

    base_url: str | None
    api_key: str | None
    main_model: str | None
    worker_model: str | None


def endpoint_from(settings: Settings, *, data_dir: Path | None = None) -> Endpoint:
    """The user's configured endpoint; the provider profile's key from the keychain."""
    try:
        key = get_provider_key(profile_of(settings), data_dir=data_dir)
    except Exception:  # a broken keychain must not stop the app from opening
        key = None
    return Endpoint(
        base_url=settings.base_url or None,
        api_key=key,
        main_model=settings.main_model or None,
        worker_model=settings.worker_model or None,
    )


def profile_of(settings: Settings) -> str:
    """The provider profile the settings point at (keychain entry, provider options)."""
    return provider_profile(settings.provider, settings.base_url)


def package_key(package: CharacterPackage) -> str:
    """The per-character key for settings (web access, acceptance)."""
    return package.sha256


def make_player(
    package: CharacterPackage,
    endpoint: Endpoint,
    settings: Settings,
    *,
    project: bool,
    data_dir: Path | None = None,
) -> CharacterPlayer:
    """A player for ``package`` with the user's endpoint, models and budgets.

    Web access is granted only in player mode and only when the user turned it
    on for this character (decisions §10).
    """
    model = endpoint.main_model or package.config.model or "default"
    player_settings = PlayerSettings(
        agent_tokens_per_response=settings.agent_tokens_per_response,
        agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
        web_access=(not project) and settings.web_allowed(package_key(package)),
        persona_name=settings.persona_name or "User",
        persona_description=settings.persona_description,
        regex_scripts=list(settings.regex_scripts) or None,
        **play_options(
            settings, package_key=package_key(package), model=model, profile=profile_of(settings)
        ),
    )
    return CharacterPlayer(
        package,
        api_key=endpoint.api_key,
        base_url=endpoint.base_url,
        model=model,
        worker_model=endpoint.worker_model,
        # A project keeps its play-test conversations inside itself (decisions §3).
        data_dir=None if project else data_dir,
        settings=player_settings,
        project=project,
        tool_policies=dict(settings.tool_policies),
        mcp_servers=mcp_server_configs(settings.mcp_servers, data_dir=data_dir),
        # The provider the user chose (its window, counting and message rules), unless
        # the endpoint is not the configured one (a smoke-test override).
        provider=settings.provider
        if settings.provider in PRESETS and endpoint.base_url == (settings.base_url or None)
        else None,
    )
