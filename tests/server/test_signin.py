"""A company's site: JWT bearer tokens against its JWKS, or its proxy's identity header.

Forged, expired and wrong-audience tokens are refused with a clear 401; each user
sees only their own conversations, and guessing another's id finds nothing.
"""

from __future__ import annotations

import json
import time
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF

AUDIENCE = "character-studio"


def _key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def keys() -> tuple[rsa.RSAPrivateKey, rsa.RSAPrivateKey, dict[str, Any]]:
    operator, forger = _key(), _key()
    public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(operator.public_key()))
    return operator, forger, {"keys": [{**public, "kid": "op1", "use": "sig", "alg": "RS256"}]}


def _token(key: rsa.RSAPrivateKey, sub: str, **claims: Any) -> str:
    body = {"sub": sub, "aud": AUDIENCE, "exp": int(time.time()) + 600, **claims}
    return jwt.encode(body, key, algorithm="RS256", headers={"kid": "op1"})


def test_tokens_are_verified_and_users_are_isolated(
    start_server: StartServer, make_character: MakeCharacter, keys: Any
) -> None:
    operator, forger, jwks = keys
    server = start_server(
        packages=[make_character()], auth="jwt", jwks=jwks, audience=AUDIENCE
    )
    with server.client(headers=CSRF) as client:
        assert client.get("/api/v1/health").status_code == 200  # No sign-in needed.
        assert client.get("/player/").status_code == 200
        anonymous = client.get("/api/v1/characters")
        assert anonymous.status_code == 401 and "Bearer" in anonymous.json()["error"]

        def as_(token: str) -> dict[str, str]:
            return {"Authorization": f"Bearer {token}"}

        ann = as_(_token(operator, "ann"))
        cid = client.get("/api/v1/characters", headers=ann).json()[0]["id"]
        base = f"/api/v1/characters/{cid}/conversations"
        made = client.post(base, json={}, headers=ann).json()["id"]
        assert [c["id"] for c in client.get(base, headers=ann).json()] == [made]

        bob = as_(_token(operator, "bob"))
        assert client.get(base, headers=bob).json() == []  # Bob lists nothing of Ann's.
        assert client.get(f"{base}/{made}", headers=bob).status_code == 404  # Nor guesses it.
        assert client.post(base, json={}, headers=bob).json()["id"] == made  # His own 01.
        assert [c["id"] for c in client.get(base, headers=ann).json()] == [made]

        for token, says in [
            (_token(forger, "ann"), "refused"),
            (_token(operator, "ann", exp=int(time.time()) - 120), "expired"),
            (_token(operator, "ann", aud="another-app"), "another service"),
            ("not-a-token", "not a JWT"),
        ]:
            refused = client.get("/api/v1/characters", headers=as_(token))
            assert refused.status_code == 401, token
            assert says in refused.json()["error"]


def test_a_proxy_identity_header_is_believed_only_from_the_trusted_proxy(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    root = make_character()
    trusted = start_server(
        packages=[root], auth="proxy", trusted_header="X-Remote-User",
        trusted_proxies=frozenset({"127.0.0.1"}),
    )
    with trusted.client(headers=CSRF) as client:
        assert client.get("/api/v1/characters").status_code == 401
        ok = client.get("/api/v1/characters", headers={"X-Remote-User": "ann"})
        assert ok.status_code == 200
    untrusted = start_server(
        packages=[root], auth="proxy", trusted_header="X-Remote-User",
        trusted_proxies=frozenset({"10.1.2.3"}),
    )
    with untrusted.client(headers=CSRF) as client:
        spoofed = client.get("/api/v1/characters", headers={"X-Remote-User": "ann"})
        assert spoofed.status_code == 401


def test_cors_answers_only_the_allowed_origins(
    start_server: StartServer, make_character: MakeCharacter
) -> None:
    server = start_server(packages=[make_character()], cors_origins=("https://shop.example",))
    preflight = {
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-character-studio",
    }
    with server.client() as client:
        allowed = client.options(
            "/api/v1/characters/load", headers={**preflight, "Origin": "https://shop.example"}
        )
        assert allowed.headers["access-control-allow-origin"] == "https://shop.example"
        other = client.options(
            "/api/v1/characters/load", headers={**preflight, "Origin": "https://evil.example"}
        )
        assert "access-control-allow-origin" not in other.headers
