"""How a ``character-studio serve`` process is configured (docs/SERVER.md).

One frozen value, made by the command line (:mod:`studio.cli`) or by a test, and
handed to :func:`studio.server.app.create_app`. Personal mode is the default:
loopback only, one user called ``local``, no sign-in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["LOCAL_USER", "ServerConfig"]

#: The one user of personal mode.
LOCAL_USER = "local"


@dataclass(frozen=True, kw_only=True)
class ServerConfig:
    """Everything a server process needs to know.

    Attributes:
        data_dir: Where users' data lives: ``users/<user>/`` holds each user's
            conversations (one folder per user, crash-safe files as on the desktop),
            ``characters/`` the packages loaded by URL, keyed by content hash.
        packages: Character packages (folders, zips or imported card projects)
            every user's library lists.
        base_url: The OpenAI-compatible endpoint replies come from.
        api_key: The operator's key for ``base_url`` (personal mode: the user's
            own). Never logged, never sent to the browser.
        model: The main model (default: each package's own).
        worker_model: The model for agents' ``callModel`` (default: ``model``).
        provider: A provider preset key (``"builtin"`` for the built-in model).
        max_body_bytes: Largest request body accepted.
        max_character_bytes: Largest package or card ``?loadCharacter=`` downloads.
        load_timeout: Seconds a ``?loadCharacter=`` download may take, all told.
        auth: ``"none"`` (personal: one user, loopback only), ``"visitor"`` (each
            visitor's own model key, per request), ``"jwt"`` (bearer
            tokens checked against the operator's JWKS) or ``"proxy"`` (a trusted
            reverse proxy's identity header); :mod:`studio.server.identity`.
        jwks_url: Where the operator publishes its JWKS (``auth="jwt"``).
        jwks: The JWKS itself, instead of ``jwks_url``.
        audience: The ``aud`` tokens must carry (``auth="jwt"``).
        issuer: The ``iss`` tokens must carry, when set.
        trusted_header: The proxy's user header (``auth="proxy"``).
        trusted_proxies: Peer addresses the header is believed from.
        cors_origins: Sites whose pages may call the API from the browser (the
            embed's CORS allow-list); none by default.
        replies_per_minute: Each user's reply quota (0: none), :mod:`studio.server.quotas`.
        tokens_per_day: Each user's model tokens in any 24 hours (0: none).
        max_players_per_user: Conversations (each a player with its own agent
            workers) one user may have open in this process at once; the least
            recently used idle one is closed to make room (0: no cap).
        forward_user_header: A header naming the signed-in user (the JWT's
            ``sub``, the proxy's header) on every model request made for them
            (:mod:`studio.server.modeltransport`); None sends no identity.
        database: A ``postgresql://`` URL: conversations kept there for several
            processes (:mod:`studio.server.pgstore`); None keeps them in files only.
    """

    data_dir: Path
    packages: tuple[Path, ...] = ()
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    model: str | None = None
    worker_model: str | None = None
    provider: str | None = None
    max_body_bytes: int = 1_000_000
    max_character_bytes: int = 50_000_000
    load_timeout: float = 30.0
    auth: str = "none"
    jwks_url: str | None = None
    jwks: dict[str, Any] | None = field(default=None, repr=False)
    audience: str | None = None
    issuer: str | None = None
    trusted_header: str | None = None
    trusted_proxies: frozenset[str] = frozenset()
    cors_origins: tuple[str, ...] = ()
    replies_per_minute: int = 0
    tokens_per_day: int = 0
    max_players_per_user: int = 0
    forward_user_header: str | None = None
    database: str | None = field(default=None, repr=False)

    def user_dir(self, user: str) -> Path:
        """The folder of one user's data (conversations, acceptances)."""
        return self.data_dir / "users" / user

    @property
    def characters_dir(self) -> Path:
        """Where packages loaded by URL are kept, one folder per content hash."""
        return self.data_dir / "characters"
