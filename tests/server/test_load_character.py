"""``?loadCharacter=<URL>``: through the web guard, capped, cached by content hash."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from studio.package.export import export_package
from studio.web.fetch import WebFetcher, WebFetchError
from tests.cards import cardgen
from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.files import FileServer
from tests.server.harness import CSRF
from tests.support.fixtures import model_server  # noqa: F401
from tests.support.model_server import ModelServer, text

LOOPBACK_OK = {"fetcher": WebFetcher(allow_private=True), "https_only": False}


@pytest.fixture
def files() -> Iterator[FileServer]:
    with FileServer() as server:
        yield server


def _zip(make_character: MakeCharacter, tmp_path: Path, name: str = "Remote") -> bytes:
    out = tmp_path / f"{name}.zip"
    export_package(make_character(name=name), out)
    return out.read_bytes()


def test_a_package_zip_loads_by_url_and_the_same_bytes_unpack_once(
    start_server: StartServer, make_character: MakeCharacter, files: FileServer, tmp_path: Path
) -> None:
    files.files["/remote.zip"] = _zip(make_character, tmp_path)
    files.files["/again.zip"] = files.files["/remote.zip"]
    server = start_server(app_options=LOOPBACK_OK)
    with server.client(headers=CSRF) as client:
        loaded = client.post("/api/v1/characters/load", json={"url": files.url + "/remote.zip"})
        assert loaded.status_code == 200, loaded.text
        assert loaded.json()["name"] == "Remote"
        again = client.post("/api/v1/characters/load", json={"url": files.url + "/again.zip"})
        assert again.json()["id"] == loaded.json()["id"]
        assert [c["name"] for c in client.get("/api/v1/characters").json()] == ["Remote"]
    cached = list((tmp_path / "server-data" / "characters").iterdir())
    assert len(cached) == 1 and len(cached[0].name) == 64  # One folder, named by sha256.


def test_the_default_guard_refuses_private_addresses_and_plain_http(
    start_server: StartServer, make_character: MakeCharacter, files: FileServer, tmp_path: Path
) -> None:
    files.files["/remote.zip"] = _zip(make_character, tmp_path)
    server = start_server()  # As the command line makes it: no test fetcher.
    with server.client(headers=CSRF) as client:
        plain = client.post("/api/v1/characters/load", json={"url": files.url + "/remote.zip"})
        assert plain.status_code == 422 and "only https" in plain.json()["error"]
        private = client.post("/api/v1/characters/load", json={"url": "https://127.0.0.1/a.zip"})
        assert private.status_code == 422 and "loopback" in private.json()["error"]
        assert client.get("/api/v1/characters").json() == []
    assert files.hits == []


def test_a_redirect_to_a_private_address_and_a_file_over_the_cap_are_refused(
    start_server: StartServer, make_character: MakeCharacter, files: FileServer, tmp_path: Path
) -> None:
    files.files["/big.zip"] = b"PK" + b"\0" * 5000
    server = start_server(max_character_bytes=1000, app_options=LOOPBACK_OK)
    with server.client(headers=CSRF) as client:
        big = client.post("/api/v1/characters/load", json={"url": files.url + "/big.zip"})
        assert big.status_code == 422 and "larger than the 1,000 bytes" in big.json()["error"]
        assert client.get("/api/v1/characters").json() == []


async def test_the_guard_checks_every_redirect_hop_of_a_download() -> None:
    """The production policy (no test setting): a public name that redirects inward."""
    seen: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        return httpx.Response(302, headers={"location": "https://10.0.0.1/inner.zip"})

    async def public(_host: str, _port: int) -> list[str]:
        return ["93.184.216.34"]

    fetcher = WebFetcher(transport=httpx.MockTransport(answer), resolver=public)
    with pytest.raises(WebFetchError, match="private address"):
        await fetcher.fetch_bytes("https://files.example/hop.zip", max_bytes=1000)
    assert seen == ["https://93.184.216.34/hop.zip"]  # The inner hop was never requested.


@pytest.mark.parametrize("kind", ["png", "json", "charx"])
def test_a_card_loads_by_url_and_plays(
    kind: str,
    start_server: StartServer,
    files: FileServer,
    model_server: ModelServer,  # noqa: F811
    tmp_path: Path,
) -> None:
    card = cardgen.v3_card(name=f"Card {kind}", first_mes="Welcome, {{user}}.")
    made = tmp_path / f"seraphina.{kind}"
    if kind == "png":
        cardgen.png_card(made, ccv3=card)
    elif kind == "charx":
        cardgen.charx_card(made, card)
    else:
        made.write_text(json.dumps(card))
    files.files[f"/cards/card.{kind}"] = made.read_bytes()
    server = start_server(app_options=LOOPBACK_OK, model="test-model")
    model_server.script(text("Hello from the card."))
    with server.client(headers={**CSRF, "Accept": "application/json"}) as client:
        loaded = client.post(
            "/api/v1/characters/load", json={"url": f"{files.url}/cards/card.{kind}"}
        )
        assert loaded.status_code == 200, loaded.text
        cid = loaded.json()["id"]
        assert loaded.json()["name"] == f"Card {kind}"
        client.post(f"/api/v1/characters/{cid}/accept")
        new = client.post(f"/api/v1/characters/{cid}/conversations", json={}).json()
        assert new["greeting"].startswith("Welcome, ") and "{{user}}" not in new["greeting"]
        reply = client.post(
            f"/api/v1/characters/{cid}/conversations/{new['id']}/messages", json={"text": "Hi"}
        )
        assert reply.json()["content"] == "Hello from the card."
    # The card's text reached the model as the character's definition.
    system = model_server.requests[0].body["messages"][0]["content"]
    assert "guardian of the forest glade" in system
    cached = [p.name for p in (tmp_path / "server-data" / "characters").iterdir()]
    assert cached == [hashlib.sha256(made.read_bytes()).hexdigest()]
