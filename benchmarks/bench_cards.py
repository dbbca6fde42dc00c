"""Card import speed: a 2 MB PNG card with a 500-entry lorebook (issue 19).

The card is real-shaped: a 2 MB PNG whose pixels are noise (so the image does
not compress away), a ``ccv3`` chunk and a ``chara`` V2 backfill, each holding
the whole card with a 500-entry ``character_book``. One import = read and check
every chunk's CRC, decode both base64 payloads' winner, parse and check the
card, normalize the lorebook, write the project folder (temp folder, then
rename). Interleaved with it, the same card as plain JSON, so the ratio shows
what the PNG container costs.

Target: PNG import median <= 150 ms.

Run: ``.venv/bin/python benchmarks/bench_cards.py [rounds]``
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import statistics
import struct
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.cards import import_card  # noqa: E402
from studio.cards.png import PNG_SIGNATURE, write_card_chunks  # noqa: E402
from tests.cards.cardgen import book_v3, v2_card, v3_card  # noqa: E402

TARGET_MS = 150.0
PNG_BYTES = 2 * 1024 * 1024


def _chunk(ctype: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + ctype + body + struct.pack(">I", zlib.crc32(ctype + body))


def noise_png(total: int) -> bytes:
    """An RGB PNG of noise about ``total`` bytes long (noise does not compress)."""
    width = 512
    height = max(1, total // (width * 3))
    raw = b"".join(b"\x00" + os.urandom(width * 3) for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        PNG_SIGNATURE
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(raw, 1))
        + _chunk(b"IEND", b"")
    )


def make_cards(folder: Path) -> tuple[Path, Path]:
    card = v3_card(character_book=book_v3(500))
    v2 = v2_card()
    v2["data"]["character_book"] = book_v3(500)

    def b64(value: object) -> str:
        return base64.b64encode(json.dumps(value).encode("utf-8")).decode("ascii")

    texts = [("chara", b64(v2)), ("ccv3", b64(card))]
    text_bytes = sum(len(t) for _k, t in texts)
    png = write_card_chunks(noise_png(PNG_BYTES - text_bytes), texts, "bench.png")
    png_path = folder / "bench.png"
    png_path.write_bytes(png)
    json_path = folder / "bench.json"
    json_path.write_text(json.dumps(card), encoding="utf-8")
    return png_path, json_path


def time_import(card: Path, dest: Path) -> float:
    start = time.perf_counter()
    result = import_card(card, dest)
    elapsed = (time.perf_counter() - start) * 1000
    shutil.rmtree(result.folder)
    return elapsed


def spread(values: list[float]) -> str:
    ordered = sorted(values)
    lo = ordered[len(ordered) // 10]
    hi = ordered[(len(ordered) * 9) // 10]
    return f"median {statistics.median(values):7.1f} ms  (p10 {lo:.1f}, p90 {hi:.1f})"


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        png, js = make_cards(folder)
        dest = folder / "projects"
        print(f"PNG card: {png.stat().st_size / 1e6:.2f} MB, 500 lorebook entries; "
              f"JSON card: {js.stat().st_size / 1e3:.0f} KB; {rounds} interleaved rounds")
        for _ in range(3):  # warm-up: imports, page cache
            time_import(png, dest)
            time_import(js, dest)
        png_ms: list[float] = []
        json_ms: list[float] = []
        for _ in range(rounds):
            png_ms.append(time_import(png, dest))
            json_ms.append(time_import(js, dest))
    print(f"  PNG  import: {spread(png_ms)}")
    print(f"  JSON import: {spread(json_ms)}")
    ratio = statistics.median(png_ms) / statistics.median(json_ms)
    print(f"  PNG / JSON ratio of medians: {ratio:.2f}x")
    ok = statistics.median(png_ms) <= TARGET_MS
    print(f"  target PNG median <= {TARGET_MS:.0f} ms: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
