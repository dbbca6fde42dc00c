"""Downloading a file the user asked for (``import https://…``), through the web guard.

The user, not an agent, gives the URL, but the same rules hold as for
``studio.web.fetch`` (:class:`~studio.web.fetch.WebFetcher`): https only, every
hop resolved and refused unless every address is public, redirects checked
again, no cookies, proxies or credentials. On top of that, for files:

* a size cap (default 64 MB, what a card import accepts): a ``Content-Length``
  over it is refused before the body is read, and the body is counted while it
  streams, so a server that sends 5 GB is cut at the cap;
* one wall-clock budget for the whole download;
* the body goes to a temporary file beside the destination, renamed into place
  only when complete, so a failed download leaves nothing;
* ``progress(received, total)`` after each chunk (``total`` None when unknown).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from urllib.parse import unquote

import httpx

from studio.web.fetch import WebFetcher
from studio.web.guard import WebFetchError, parse_url

__all__ = ["MAX_DOWNLOAD_BYTES", "MAX_PICTURE_BYTES", "Progress", "download", "fetch_picture"]

MAX_DOWNLOAD_BYTES = 64 * 1024 * 1024
#: A remote picture in the chat (studio/ui/chat/pictures.py) is at most this large.
MAX_PICTURE_BYTES = 8 * 1024 * 1024
Progress = Callable[[int, int | None], None]
_SAFE_NAME = re.compile(r"[^\w.\- ()]+", re.UNICODE)
_DISPOSITION = re.compile(r"filename\*?=(?:UTF-8'')?\"?([^\";]+)\"?", re.IGNORECASE)


def _file_name(url: httpx.URL, response: httpx.Response) -> str:
    """A safe local name: the server's Content-Disposition name, else the URL's last part."""
    found = _DISPOSITION.search(response.headers.get("content-disposition", ""))
    raw = unquote(found.group(1)) if found else unquote(url.path.rsplit("/", 1)[-1])
    name = _SAFE_NAME.sub("_", raw.replace("/", "_").replace("\\", "_")).strip(" .")[:120]
    return name or "download"


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MB"


async def download(
    url: str,
    dest_dir: Path,
    *,
    fetcher: WebFetcher | None = None,
    max_bytes: int = MAX_DOWNLOAD_BYTES,
    time_limit: float = 300.0,
    progress: Progress | None = None,
) -> Path:
    """Download ``url`` (https only) into ``dest_dir``; returns the file written.

    Raises:
        WebFetchError: Not an https URL, a blocked address (also after a redirect),
            an HTTP error status, too large, a timeout or a network failure; the
            message says which, and nothing is left in ``dest_dir``.
    """
    parsed = parse_url(url)
    if parsed.scheme != "https":
        raise WebFetchError(
            f"only https URLs can be imported, not {parsed.scheme}: ask for the https link"
        )
    own = fetcher is None
    web = fetcher or WebFetcher(timeout=time_limit)
    try:
        async with asyncio.timeout(time_limit):
            return await _fetch_to(web, parsed, Path(dest_dir), max_bytes, progress)
    except TimeoutError:
        raise WebFetchError(
            f"downloading {parsed} timed out after {time_limit:g} seconds"
        ) from None
    finally:
        if own:
            await web.aclose()


async def fetch_picture(
    url: str,
    *,
    fetcher: WebFetcher | None = None,
    max_bytes: int = MAX_PICTURE_BYTES,
    time_limit: float = 20.0,
) -> bytes:
    """The bytes of a remote picture a message shows, once the player allowed remote
    pictures: https only, through the web guard, an ``image/*`` answer, size-capped.

    Raises:
        WebFetchError: What went wrong, said for the chat ("answered HTTP 404", ...).
    """
    parsed = parse_url(url)
    if parsed.scheme != "https":
        raise WebFetchError("only https pictures are loaded")
    own = fetcher is None
    web = fetcher or WebFetcher(timeout=time_limit)
    try:
        async with asyncio.timeout(time_limit):
            _final, response = await web.open_checked(parsed, https_only=True)
            try:
                if response.status_code != 200:
                    raise WebFetchError(f"answered HTTP {response.status_code}")
                kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
                if not kind.startswith("image/"):
                    raise WebFetchError(f"answered {kind or 'no content type'}, not a picture")
                body = bytearray()
                try:
                    async for chunk in response.aiter_raw():
                        body += chunk
                        if len(body) > max_bytes:
                            raise WebFetchError(f"larger than {_megabytes(max_bytes)}")
                except httpx.TimeoutException:
                    raise TimeoutError from None
                except httpx.HTTPError as err:
                    raise WebFetchError(f"could not be read ({type(err).__name__})") from None
                return bytes(body)
            finally:
                await response.aclose()
    except TimeoutError:
        raise WebFetchError(f"took over {time_limit:g} seconds") from None
    finally:
        if own:
            await web.aclose()


async def _fetch_to(
    web: WebFetcher, url: httpx.URL, dest_dir: Path, max_bytes: int, progress: Progress | None
) -> Path:
    final, response = await web.open_checked(url, https_only=True)
    try:
        if response.status_code != 200:
            raise WebFetchError(
                f"{final} answered HTTP {response.status_code}; check the link in a browser"
            )
        declared = response.headers.get("content-length", "")
        total = int(declared) if declared.isdigit() else None
        if total is not None and total > max_bytes:
            raise WebFetchError(
                f"{final} is {_megabytes(total)}; imports are limited to {_megabytes(max_bytes)}"
            )
        os.makedirs(dest_dir, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".download-", suffix=".part", dir=dest_dir)
        try:
            received = 0
            with os.fdopen(fd, "wb") as out:
                try:
                    async for chunk in response.aiter_raw():
                        received += len(chunk)
                        if received > max_bytes:
                            raise WebFetchError(
                                f"{final} sends more than {_megabytes(max_bytes)}; imports are "
                                f"limited to {_megabytes(max_bytes)}"
                            )
                        out.write(chunk)
                        if progress is not None:
                            progress(received, total)
                except httpx.TimeoutException:
                    raise TimeoutError from None
                except (httpx.HTTPError, OSError) as err:
                    why = err or type(err).__name__
                    raise WebFetchError(f"could not read {final}: {why}") from None
            target = dest_dir / _file_name(final, response)
            os.replace(tmp, target)
            return target
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    finally:
        await response.aclose()
