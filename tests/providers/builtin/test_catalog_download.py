"""Catalogue downloads end to end (issue 24 item 5): a real local HTTP server serves a
GGUF the test makes; a cut-off download resumes with a Range request, a wrong
checksum or a file that is no GGUF installs nothing, and a finished one is listed
and can be chosen."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from studio.errors import LocalModelError
from studio.providers.builtin.catalog import CatalogEntry, download_entry
from studio.providers.builtin.choice import all_models, current_model, use_model
from studio.providers.builtin.model import verified_path
from tests.providers.builtin.gguf_files import gguf_bytes

BODY = gguf_bytes(weights=64 * 1024)


@dataclass
class Files:
    url: str
    body: bytes = BODY
    cut_at: int | None = None  # Close the connection after this many bytes of the body.
    ranges: list[str | None] = field(default_factory=list)


@pytest.fixture
def files() -> Iterator[Files]:
    state = Files(url="")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            asked = self.headers.get("Range")
            state.ranges.append(asked)
            body, start = state.body, 0
            if asked:
                start = int(asked.removeprefix("bytes=").rstrip("-"))
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
            else:
                self.send_response(200)
            self.send_header("Content-Length", str(len(body) - start))
            self.end_headers()
            rest = body[start:]
            if state.cut_at is not None:
                rest = rest[: state.cut_at]
                state.cut_at = None
                self.close_connection = True
            self.wfile.write(rest)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{httpd.server_address[1]}/tiny.gguf"
    try:
        yield state
    finally:
        httpd.shutdown()
        thread.join()
        httpd.server_close()


def _entry(files: Files, body: bytes = BODY) -> CatalogEntry:
    return CatalogEntry(
        key="tiny-test", label="Tiny Test", url=files.url, size=len(body),
        sha256=hashlib.sha256(body).hexdigest(), license="MIT",
    )  # fmt: skip


def _leftovers(cache: Path) -> list[str]:
    return sorted(p.name for p in (cache / "models").iterdir() if p.name != "models.json")


def test_a_download_is_checked_listed_and_can_be_used(tmp_path: Path, files: Files) -> None:
    cache = tmp_path / "cache"
    seen: list[tuple[int, int | None]] = []
    path = download_entry(_entry(files), cache, progress=lambda d, t: seen.append((d, t)))
    assert path.read_bytes() == BODY and seen[-1] == (len(BODY), len(BODY))
    spec = all_models(cache)["tiny-test"]
    assert verified_path(spec, cache) == path
    use_model("tiny-test", cache)
    assert current_model(cache).key == "tiny-test"


def test_a_cut_off_download_is_a_clear_error_and_resumes(tmp_path: Path, files: Files) -> None:
    cache = tmp_path / "cache"
    files.cut_at = 20_000
    with pytest.raises(LocalModelError, match=r"cut off at 20,000 of .* run the same command"):
        download_entry(_entry(files), cache)
    assert "tiny-test" not in all_models(cache)
    path = download_entry(_entry(files), cache)
    assert files.ranges == [None, "bytes=20000-"]  # Only the rest was asked for.
    assert path.read_bytes() == BODY
    assert _leftovers(cache) == [path.name, path.name + ".verified"]


def test_a_wrong_checksum_installs_nothing(tmp_path: Path, files: Files) -> None:
    cache = tmp_path / "cache"
    files.body = BODY[:-1] + b"\x00"  # (BODY ends on 0xff)
    with pytest.raises(LocalModelError, match=r"checksum is wrong.*nothing was installed"):
        download_entry(_entry(files), cache)
    assert _leftovers(cache) == [] and "tiny-test" not in all_models(cache)


def test_a_download_that_is_no_gguf_installs_nothing(tmp_path: Path, files: Files) -> None:
    cache = tmp_path / "cache"
    files.body = b"<html>not found</html>" * 100
    with pytest.raises(LocalModelError, match="not a GGUF model"):
        download_entry(_entry(files, files.body), cache)
    assert _leftovers(cache) == []
