"""A GGUF file's header, read in Python: is it a model llama.cpp can load, and what does
it say about itself (its chat template, its trained context length, its name)?

The layout (GGUF v2 and v3, little-endian): ``b"GGUF"``, a ``uint32`` version, a
``uint64`` tensor count, a ``uint64`` key/value count, then the key/value pairs
(a string key, a ``uint32`` type, the value), then one record per tensor (name,
dimensions, type, offset into the data section). The data section starts at the
next multiple of ``general.alignment`` (32 by default). A file is refused when any
of that is missing or out of bounds, and when the last tensor's offset lies past
the end of the file, or (for the common tensor types, whose sizes are known) ends
past it: a download or copy cut short. Sizes are bounded so a crafted
header cannot make the reader allocate gigabytes.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from studio.errors import LocalModelError

__all__ = ["GGUF_MAGIC", "GgufInfo", "read_gguf"]

GGUF_MAGIC = b"GGUF"
_MAX_STRING = 16 << 20  # A chat template is a few KB; a tokenizer token a few bytes.
_MAX_ARRAY = 1 << 24  # Vocabularies have ~50k-260k entries.
_MAX_COUNT = 1 << 20  # Tensors and keys: hundreds to a few thousand.
_MAX_DIMS = 8
# type id -> struct format of the scalar types
_SCALARS = {
    0: "B",
    1: "b",
    2: "H",
    3: "h",
    4: "I",
    5: "i",
    6: "f",
    7: "?",
    10: "Q",
    11: "q",
    12: "d",
}
_STRING, _ARRAY = 8, 9
# ggml tensor type -> (bytes per block, elements per block), for the common types; a
# tensor of another type (the IQ quants, ...) is only checked to start inside the file.
_BLOCKS = {
    0: (4, 1), 1: (2, 1), 2: (18, 32), 3: (20, 32), 6: (22, 32), 7: (24, 32), 8: (34, 32),
    9: (36, 32), 10: (84, 256), 11: (110, 256), 12: (144, 256), 13: (176, 256),
    14: (210, 256), 15: (292, 256), 24: (1, 1), 25: (2, 1), 26: (4, 1), 27: (8, 1),
    28: (8, 1), 30: (2, 1),
}  # fmt: skip


@dataclass(frozen=True, kw_only=True)
class GgufInfo:
    """What a GGUF file says about itself.

    Attributes:
        version: The GGUF format version (2 or 3).
        tensors: How many tensors it holds.
        metadata: Its scalar and string metadata (arrays are left out: the
            tokenizer's vocabulary is large and of no use here).
        data_offset: Where the tensor data begins.
    """

    version: int
    tensors: int
    metadata: dict[str, Any] = field(default_factory=dict)
    data_offset: int = 0

    @property
    def architecture(self) -> str:
        return str(self.metadata.get("general.architecture", ""))

    @property
    def name(self) -> str:
        return str(self.metadata.get("general.name", ""))

    @property
    def context_length(self) -> int | None:
        """The context length it was trained with (``<arch>.context_length``)."""
        value = self.metadata.get(f"{self.architecture}.context_length")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def chat_template(self) -> str | None:
        value = self.metadata.get("tokenizer.chat_template")
        return value if isinstance(value, str) and value.strip() else None


class _Reader:
    def __init__(self, handle: BinaryIO, path: Path) -> None:
        self.handle = handle
        self.path = path

    def bad(self, why: str) -> LocalModelError:
        return LocalModelError(
            f"{self.path} is not a usable GGUF model: {why}. Choose a complete .gguf file "
            "(download it again if it was cut short)"
        )

    def take(self, size: int) -> bytes:
        data = self.handle.read(size)
        if len(data) != size:
            raise self.bad("the file ends inside its header (it is truncated)")
        return data

    def scalar(self, fmt: str) -> Any:
        return struct.unpack("<" + fmt, self.take(struct.calcsize(fmt)))[0]

    def string(self) -> str:
        size = self.scalar("Q")
        if size > _MAX_STRING:
            raise self.bad(f"a header string claims {size:,} bytes")
        return self.take(size).decode("utf-8", "replace")

    def value(self, kind: int, keep: bool = True) -> Any:
        if kind in _SCALARS:
            return self.scalar(_SCALARS[kind])
        if kind == _STRING:
            return self.string()
        if kind == _ARRAY:
            item, count = self.scalar("I"), self.scalar("Q")
            if count > _MAX_ARRAY:
                raise self.bad(f"a header array claims {count:,} items")
            if item in _SCALARS:  # Skipped in one seek-free read, never kept.
                self.take(struct.calcsize(_SCALARS[item]) * count)
            else:
                for _ in range(count):
                    self.value(item, keep=False)
            return None
        raise self.bad(f"unknown metadata type {kind}")


def read_gguf(path: Path) -> GgufInfo:
    """Read and check ``path``'s GGUF header.

    Raises:
        LocalModelError: The file is missing, not a GGUF file, of an unknown
            version, truncated, or its header is out of bounds.
    """
    path = Path(path)
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise LocalModelError(f"cannot read {path}: {exc.strerror or exc}") from exc
    with handle:
        reader = _Reader(handle, path)
        magic = handle.read(4)
        if magic != GGUF_MAGIC:
            raise LocalModelError(
                f"{path} is not a GGUF model file (it does not start with 'GGUF'). "
                "llama.cpp runs .gguf files; convert or download the model in GGUF form"
            )
        version = reader.scalar("I")
        if version not in (2, 3):
            raise reader.bad(f"GGUF version {version} is not supported (2 and 3 are)")
        tensors, keys = reader.scalar("Q"), reader.scalar("Q")
        if tensors > _MAX_COUNT or keys > _MAX_COUNT:
            raise reader.bad(f"the header claims {tensors:,} tensors and {keys:,} keys")
        metadata: dict[str, Any] = {}
        for _ in range(keys):
            key = reader.string()
            value = reader.value(reader.scalar("I"))
            if value is not None:
                metadata[key] = value
        last = end = 0  # The last tensor's offset, and where the known tensors end.
        for _ in range(tensors):
            reader.string()
            dims = reader.scalar("I")
            if dims > _MAX_DIMS:
                raise reader.bad(f"a tensor claims {dims} dimensions")
            count = 1
            for size in struct.unpack(f"<{dims}Q", reader.take(8 * dims)):
                count *= size
            kind, offset = reader.scalar("I"), reader.scalar("Q")
            last = max(last, offset)
            if kind in _BLOCKS:
                per_block, elements = _BLOCKS[kind]
                end = max(end, offset + -(-count // elements) * per_block)
        alignment = metadata.get("general.alignment", 32)
        if not isinstance(alignment, int) or alignment <= 0:
            raise reader.bad("its alignment is not a positive number")
        start = -(-handle.tell() // alignment) * alignment
        size = path.stat().st_size
        if tensors == 0:
            raise reader.bad("it holds no tensors (no weights)")
        need = start + max(last + 1, end)
        if need > size:
            raise reader.bad(
                f"its weights end early ({size:,} bytes of at least {need:,}): "
                "the file is truncated"
            )
    return GgufInfo(version=version, tensors=tensors, metadata=metadata, data_offset=start)
