"""The ASGI application of ``character-studio serve`` (docs/SERVER.md).

:func:`create_app` wires the parts: the character library, the pool of players,
the Player API routes (:mod:`studio.server.api`), the page (:mod:`studio.server.page`),
and the request guards (:mod:`studio.server.security`). Errors the player raises
become JSON answers with a status and a message that tells the user what to do
(never the server's folders, never a key).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse

from studio.errors import PackageError, ServerError, StorageError, StudioError
from studio.server import api, page, security
from studio.server.characters import CharacterLibrary
from studio.server.config import ServerConfig
from studio.server.identity import TokenVerifier
from studio.server.pgstore import PgStore
from studio.server.players import PlayerPool
from studio.server.quotas import Quotas
from studio.server.state import ServerState
from studio.server.visitorkey import KEY_HEADER
from studio.web.fetch import WebFetcher
from studio.web.guard import WebFetchError

__all__ = ["create_app"]


def create_app(
    config: ServerConfig,
    *,
    transport: Any = None,
    fetcher: WebFetcher | None = None,
    https_only: bool = True,
) -> Any:
    """The application, ready for uvicorn (or any ASGI server).

    Args:
        config: The server's configuration.
        transport: An httpx transport for the model client (tests).
        fetcher: What downloads ``?loadCharacter=`` URLs. Only tests pass one (a
            fetcher whose guard admits their loopback file server); the command
            line never does, so a running server always refuses private addresses.
        https_only: False lets tests load characters from plain-http loopback.
    """
    store = PgStore(config.database) if config.database else None
    state = ServerState(
        config=config,
        library=CharacterLibrary(config, fetcher=fetcher, https_only=https_only),
        players=PlayerPool(config, transport=transport, store=store),
        quota=Quotas(config.replies_per_minute, config.tokens_per_day),
    )

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        if store is not None:
            await store.open()
        try:
            yield
        finally:
            await state.players.close()
            if store is not None:
                await store.close()

    app = FastAPI(
        title="Character Studio Player API",
        version="1",
        summary="The Player API of the reference's Part 3 over HTTP",
        openapi_url="/api/v1/openapi.json",
        docs_url=None,  # The interactive docs load third-party script: not served.
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.studio = state
    app.state.verifier = TokenVerifier(config)

    def failure(status: int, err: BaseException) -> JSONResponse:
        return JSONResponse({"error": state.public_message(err)}, status_code=status)

    def answer_with(status: int | None) -> Any:
        async def handler(_r: Request, err: Exception) -> JSONResponse:
            return failure(int(status if status is not None else getattr(err, "status", 400)), err)

        return handler

    # Most specific first: ServerError says its own status.
    for kind, status in (
        (ServerError, None),
        (WebFetchError, 422),
        (PackageError, 422),
        (StorageError, 503),
        (StudioError, 502),
        (ValueError, 400),
        (IndexError, 400),
    ):
        app.add_exception_handler(kind, answer_with(status))

    @app.exception_handler(RequestValidationError)
    async def _invalid(_r: Request, err: RequestValidationError) -> JSONResponse:
        problems = [
            f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}" for e in err.errors()
        ]
        return JSONResponse({"error": "; ".join(problems)}, status_code=422)

    if config.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(config.cors_origins),
            allow_methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
            allow_headers=["Authorization", "Content-Type", security.CSRF_HEADER, KEY_HEADER],
            max_age=600,
        )
    app.include_router(api.router)
    app.include_router(page.router)
    if config.auth not in ("none", "visitor", "jwt", "proxy"):
        raise ValueError(f"auth must be none, visitor, jwt or proxy, not {config.auth!r}")
    if config.auth == "jwt" and (config.audience is None or not (config.jwks or config.jwks_url)):
        raise ValueError("auth='jwt' needs an audience and the operator's JWKS (or its URL)")
    return security.install(
        app, max_body=config.max_body_bytes, loopback_only=config.auth == "none"
    )
