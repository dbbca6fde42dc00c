"""How fast hostile imports are refused (issue 26 item 3: "no host stall over 1 s").

Interleaved rounds of: a zip declaring 700,000 entries (refused from its end
record), a real zip with 5,001 entries, a 1,000,000-entry World Info (~25 MB,
stopped while parsing), a card with 100,000 alternate greetings, and for scale a
legitimate 60 MB card (a 60 MB description) imported in full. Medians printed.

Run: ``.venv/bin/python benchmarks/bench_hostile_imports.py [rounds]``
"""

from __future__ import annotations

import json
import shutil
import statistics
import struct
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from studio.cards import import_any  # noqa: E402
from studio.errors import PackageError  # noqa: E402


def _forged(path: Path, count: int) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("card.json", "{}")
    data = path.read_bytes()
    at = data.rfind(b"PK\x05\x06")
    cd_size, cd_offset = struct.unpack("<II", data[at + 12 : at + 20])
    zip64 = b"PK\x06\x06" + struct.pack(
        "<QHHIIQQQQ", 44, 45, 45, 0, 0, count, count, cd_size, cd_offset
    )
    locator = b"PK\x06\x07" + struct.pack("<IQI", 0, at, 1)
    eocd = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, 0xFFFF, 0xFFFF, cd_size, cd_offset, 0)
    path.write_bytes(data[:at] + zip64 + locator + eocd)
    return path


def _card(**data: object) -> dict[str, object]:
    return {"spec": "chara_card_v3", "spec_version": "3.0",
            "data": {"name": "Big", "description": "", "first_mes": "Hi", **data}}


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    tmp = Path(tempfile.mkdtemp(prefix="bench-hostile-"))
    try:
        files = {
            "zip declaring 700,000 entries": _forged(tmp / "forged.charx", 700_000),
            "real zip, 5,001 entries": tmp / "many.zip",
            "World Info, 1,000,000 entries": tmp / "world.json",
            "100,000 alternate greetings": tmp / "greetings.json",
            "60 MB card (imported)": tmp / "big.json",
        }
        with zipfile.ZipFile(files["real zip, 5,001 entries"], "w") as zf:
            for n in range(5_001):
                zf.writestr(f"context/{n}.txt", "")
        body = ",".join(f'"{n}":{{"key":["k{n}"],"content":"x"}}' for n in range(1_000_000))
        files["World Info, 1,000,000 entries"].write_text('{"entries":{' + body + "}}")
        files["100,000 alternate greetings"].write_text(
            json.dumps(_card(alternate_greetings=[f"Hello {n}" for n in range(100_000)]))
        )
        files["60 MB card (imported)"].write_text(json.dumps(_card(description="x" * 60_000_000)))
        times: dict[str, list[float]] = {name: [] for name in files}
        for _ in range(rounds):
            for name, path in files.items():
                dest = tmp / "out"
                start = time.perf_counter()
                try:
                    import_any(path, dest)
                except PackageError:
                    pass  # a refusal is the expected outcome for all but the last
                times[name].append(time.perf_counter() - start)
                shutil.rmtree(dest, ignore_errors=True)
        for name, values in times.items():
            size = files[name].stat().st_size / 1e6
            print(f"{name:34s} {size:7.1f} MB  median {statistics.median(values) * 1000:8.1f} ms")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
