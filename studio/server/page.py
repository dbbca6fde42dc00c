"""The web player's page, its script and style, and the embeddable JS client.

All of it is this project's own plain HTML, CSS and JavaScript under
``studio/server/static`` (no third-party code, no build step), served with the
strict Content-Security-Policy of :mod:`studio.server.security`: no inline
script or style anywhere. ``/player/`` is the page (``?loadCharacter=<URL>``
is read by its script), ``/character-player.js`` the client, ``/embed`` a page
showing the embed snippet.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from fastapi import APIRouter
from fastapi.responses import RedirectResponse, Response

__all__ = ["STATIC", "router"]

router = APIRouter(include_in_schema=False)

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}
#: The files the server serves, by URL name.
STATIC = ("index.html", "player.js", "player.css", "character-player.js", "embed.html")


def _file(name: str) -> Response:
    data = resources.files("studio.server").joinpath("static", name).read_bytes()
    suffix = name[name.rfind(".") :]
    return Response(data, media_type=_TYPES[suffix], headers={"Cache-Control": "no-cache"})


@router.get("/")
async def root() -> Response:
    return RedirectResponse("/player/", status_code=307)


def _serving(name: str) -> Any:
    async def serve() -> Response:
        return _file(name)

    serve.__name__ = "serve_" + name.replace(".", "_").replace("-", "_")
    return serve


for _path, _name in (
    ("/player/", "index.html"),
    ("/player/player.js", "player.js"),
    ("/player/player.css", "player.css"),
    ("/character-player.js", "character-player.js"),
    ("/embed", "embed.html"),
):
    router.add_api_route(_path, _serving(_name), methods=["GET"])
