"""Who is asking: the user every route acts for (docs/SERVER.md, "Sign-in").

Four modes, by ``ServerConfig.auth``:

- ``"none"`` (personal): one user, :data:`LOCAL_USER`, no sign-in; the server
  listens on loopback only and answers only loopback ``Host`` names.
- ``"jwt"``: ``Authorization: Bearer <JWT>`` signed by the operator's identity
  provider, verified with PyJWT against the operator's JWKS (signature, ``exp``,
  ``nbf``, ``iss``, ``aud``; only asymmetric algorithms). The user is the ``sub``.
- ``"visitor"``: visitors bring their key (:mod:`studio.server.visitorkey`); the
  key sent with each request is also who they are (its salted hash).
- ``"proxy"``: the operator's reverse proxy signs users in and passes the user id
  in a header (``trusted_header``); it is believed only from ``trusted_proxies``.

A user id never becomes a path as it is: the folder is a hash of it
(:func:`user_key`), so no id can name another user's folder or leave the data dir.
"""

from __future__ import annotations

import hashlib
import time
from typing import Any

import httpx
import jwt
from fastapi import Request

from studio.errors import ServerError
from studio.server.config import LOCAL_USER, ServerConfig
from studio.server.modeltransport import USER_ID
from studio.server.visitorkey import KEY_HEADER, VISITOR_KEY, visitor_user

__all__ = ["NotSignedIn", "TokenVerifier", "current_user", "user_key"]

_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384", "EdDSA"]
_JWKS_TTL = 300.0


class NotSignedIn(ServerError):
    """No valid identity on the request (answered 401)."""

    status = 401


def user_key(user_id: str) -> str:
    """The folder name of a signed-in user: a hash, never the id itself."""
    return "u-" + hashlib.sha256(user_id.encode("utf-8")).hexdigest()[:40]


class TokenVerifier:
    """Verifies bearer tokens against a JWKS (given, or fetched from ``jwks_url``)."""

    def __init__(self, config: ServerConfig) -> None:
        self._config = config
        self._keys: jwt.PyJWKSet | None = (
            jwt.PyJWKSet.from_dict(config.jwks) if config.jwks is not None else None
        )
        self._fetched = 0.0

    async def _key_set(self, refresh: bool = False) -> jwt.PyJWKSet:
        stale = time.monotonic() - self._fetched > _JWKS_TTL
        if self._config.jwks_url and (self._keys is None or refresh or stale):
            async with httpx.AsyncClient(timeout=10) as client:
                answer = await client.get(self._config.jwks_url)
                answer.raise_for_status()
                self._keys = jwt.PyJWKSet.from_dict(answer.json())
                self._fetched = time.monotonic()
        if self._keys is None:
            raise NotSignedIn("the server has no keys to check sign-in tokens with")
        return self._keys

    async def verify(self, token: str) -> str:
        """The token's ``sub``; raises :class:`NotSignedIn` saying what is wrong."""
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise NotSignedIn("the sign-in token is not a JWT; sign in again") from None
        kid = header.get("kid")
        keys = await self._key_set()
        key = _find(keys, kid)
        if key is None and self._config.jwks_url:
            key = _find(await self._key_set(refresh=True), kid)  # A rotated key.
        if key is None:
            raise NotSignedIn("the sign-in token was signed by an unknown key; sign in again")
        config = self._config
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key=key.key,
                algorithms=_ALGORITHMS,
                audience=config.audience,
                issuer=config.issuer,
                options={"require": ["exp", "sub"]},
                leeway=30,
            )
        except jwt.ExpiredSignatureError:
            raise NotSignedIn("the sign-in token has expired; sign in again") from None
        except jwt.InvalidAudienceError:
            raise NotSignedIn("the sign-in token is for another service") from None
        except jwt.PyJWTError as err:
            raise NotSignedIn(f"the sign-in token was refused ({err}); sign in again") from None
        return str(claims["sub"])


def _find(keys: jwt.PyJWKSet, kid: str | None) -> jwt.PyJWK | None:
    for key in keys.keys:
        if kid is None or key.key_id == kid:
            return key
    return None


async def current_user(request: Request) -> str:
    """The user of this request: its folder name under ``users/``.

    Raises:
        NotSignedIn: Sign-in is required and the request carries no valid identity.
    """
    config: ServerConfig = request.app.state.studio.config
    if config.auth == "none":
        return LOCAL_USER
    if config.auth == "visitor":
        key = request.headers.get(KEY_HEADER, "").strip()
        if not key:
            raise NotSignedIn("enter your API key: this server uses each visitor's own key")
        VISITOR_KEY.set(key)
        return visitor_user(key)
    if config.auth == "proxy":
        peer = request.client.host if request.client else ""
        name = request.headers.get(config.trusted_header or "")
        if peer not in config.trusted_proxies or not name:
            raise NotSignedIn("sign in through the site first (no identity from its proxy)")
        USER_ID.set(name)
        return user_key(name)
    authorization = request.headers.get("authorization", "")
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise NotSignedIn("sign in first: this server needs an Authorization: Bearer token")
    verifier: TokenVerifier = request.app.state.verifier
    subject = await verifier.verify(token.strip())
    USER_ID.set(subject)
    return user_key(subject)
