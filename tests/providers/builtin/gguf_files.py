"""Tiny GGUF files written by the tests: a valid v3 header (metadata, tensor records)
and some weight bytes, enough for the header reader; llama.cpp could not run them."""

from __future__ import annotations

import struct
from pathlib import Path

_U32, _STR, _ARRAY = 4, 8, 9


def _string(text: str) -> bytes:
    data = text.encode()
    return struct.pack("<Q", len(data)) + data


def gguf_bytes(
    *, template: str | None = "{{ messages }}", context: int = 2048, weights: int = 4096
) -> bytes:
    """A GGUF v3 file: a llama architecture, two F32 tensors (16x16 at 0, 768 at 1024:
    4,096 bytes of data in all), then ``weights`` bytes (fewer: a cut-off file)."""
    kv = [
        _string("general.architecture") + struct.pack("<I", _STR) + _string("llama"),
        _string("general.name") + struct.pack("<I", _STR) + _string("Tiny Test"),
        _string("llama.context_length") + struct.pack("<II", _U32, context),
        # An array, as the tokenizer's vocabulary is: skipped by the reader.
        _string("tokenizer.ggml.tokens")
        + struct.pack("<IIQ", _ARRAY, _STR, 2)
        + _string("a")
        + _string("b"),
    ]
    if template is not None:
        kv.append(_string("tokenizer.chat_template") + struct.pack("<I", _STR) + _string(template))
    tensors = [  # name, dimensions, type 0 (F32), offset into the data
        _string("tok_embd") + struct.pack("<IQQIQ", 2, 16, 16, 0, 0),
        _string("output") + struct.pack("<IQIQ", 1, 768, 0, 1024),
    ]
    head = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kv)) + b"".join(kv)
    head += b"".join(tensors)
    head += b"\0" * (-len(head) % 32)
    return head + bytes(range(256)) * (weights // 256)


def write_gguf(path: Path, **kw: object) -> Path:
    path.write_bytes(gguf_bytes(**kw))  # type: ignore[arg-type]
    return path
