"""A real local HTTP server for the OpenAI audio endpoints, scripted per test.

``POST /v1/audio/speech`` and ``POST /v1/audio/transcriptions`` each take the
next scripted answer for their path (:meth:`AudioServer.script`); with none
scripted, speech answers a short generated WAV and transcription answers 500,
so a test that forgot a script fails loudly. Every request is recorded with
its lower-cased headers and raw body.
"""

from __future__ import annotations

import math
import struct
import threading
from collections import deque
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

__all__ = ["Answer", "AudioServer", "tone_wav"]


def tone_wav(seconds: float = 0.2, *, rate: int = 16000) -> bytes:
    """A 440 Hz tone as 16-bit mono WAV."""
    frames = int(seconds * rate)
    pcm = b"".join(
        struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * i / rate))) for i in range(frames)
    )
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        36 + len(pcm),
        b"WAVE",
        b"fmt ",
        16,
        1,
        1,
        rate,
        rate * 2,
        2,
        16,
        b"data",
        len(pcm),
    )
    return header + pcm


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes
    kind: str = "application/json"


@dataclass(frozen=True)
class Recorded:
    path: str
    headers: dict[str, str]
    body: bytes


class AudioServer:
    """Use as a context manager; ``url`` ends in ``/v1``."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self._answers: dict[str, deque[Answer]] = {}
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def script(self, path: str, *answers: Answer) -> None:
        """Queue answers for ``path`` (``/v1/audio/speech`` or ``/v1/audio/transcriptions``)."""
        with self._lock:
            self._answers.setdefault(path, deque()).extend(answers)

    def _take(self, path: str) -> Answer:
        with self._lock:
            queue = self._answers.get(path)
            if queue:
                return queue.popleft()
        if path == "/v1/audio/speech":
            return Answer(200, tone_wav(), "audio/wav")
        return Answer(500, b'{"error": {"message": "no scripted answer"}}')

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def _handler(server: AudioServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet."""

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            headers = {k.lower(): v for k, v in self.headers.items()}
            server.requests.append(Recorded(self.path, headers, body))
            answer = server._take(self.path)
            self.send_response(answer.status)
            self.send_header("Content-Type", answer.kind)
            self.send_header("Content-Length", str(len(answer.body)))
            self.end_headers()
            self.wfile.write(answer.body)

    return Handler
