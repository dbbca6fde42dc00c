"""A tiny stand-in model (a few KB with its own pinned digest) and wheels that carry it."""

from __future__ import annotations

import dataclasses
import hashlib
import io
import os
import zipfile
from pathlib import Path

from studio.providers.builtin import DEFAULT_MODEL, ModelSpec

PAYLOAD = os.urandom(3000) + b"GGUF" * 5000  # Compressible and not: both paths of inflate.


def tiny_spec(payload: bytes = PAYLOAD) -> ModelSpec:
    """The default model's spec with ``payload`` as its pinned bytes."""
    return dataclasses.replace(
        DEFAULT_MODEL,
        key="tiny",
        filename="tiny.gguf",
        size=len(payload),
        sha256=hashlib.sha256(payload).hexdigest(),
        wheel_member="tiny_pkg/tiny.gguf",
        wheel_filename="tiny_pkg-1.0-py3-none-any.whl",
        wheel_project="tiny-pkg",
        wheel_version="1.0",
    )


def wheel_bytes(
    member: bytes = PAYLOAD,
    *,
    name: str = "tiny_pkg/tiny.gguf",
    streamed: bool = False,
    first: bool = False,
) -> bytes:
    """A wheel with ``member`` at ``name`` after an ``__init__.py`` (or first, if ``first``).

    ``streamed`` writes it to a non-seekable sink, so sizes go into data descriptors
    after each member, as a streaming zip writer does.
    """

    class Unseekable(io.RawIOBase):
        def __init__(self) -> None:
            self.data = bytearray()

        def writable(self) -> bool:
            return True

        def write(self, b: bytes) -> int:  # type: ignore[override]
            self.data += b
            return len(b)

    sink: io.BytesIO | Unseekable = Unseekable() if streamed else io.BytesIO()
    with zipfile.ZipFile(sink, "w", compression=zipfile.ZIP_DEFLATED) as archive:  # type: ignore[arg-type]
        if not first:
            archive.writestr("tiny_pkg/__init__.py", "x = 1\n" * 300)
        archive.writestr(name, member)
        archive.writestr("tiny_pkg-1.0.dist-info/RECORD", "")
    return bytes(sink.data) if isinstance(sink, Unseekable) else sink.getvalue()


def chunks(data: bytes, size: int = 777) -> list[bytes]:
    """``data`` cut into chunks of ``size`` bytes (an odd size crosses every header)."""
    return [data[i : i + size] for i in range(0, len(data), size)]


def leftovers(folder: Path) -> list[str]:
    """Files in ``folder`` other than a model and its stamp (temp files that stayed behind)."""
    if not folder.exists():
        return []
    return sorted(p.name for p in folder.iterdir() if not p.name.startswith("tiny.gguf"))
