"""Where ``play`` reads its lines from: a pipe, a file, a terminal, or ``/dev/null``."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from studio.terminal.console import LineReader
from tests.support.model_server import ModelServer
from tests.terminal.runner import ROOT, env_for, play_args

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="/dev/null is POSIX")


def test_play_with_stdin_from_dev_null_ends_cleanly(tmp_path: Path) -> None:
    # /dev/null is a character device that epoll refuses (EPERM): reading it must
    # still be end of input, as for an empty pipe.
    with ModelServer() as server, open(os.devnull, encoding="utf-8") as devnull:
        result = subprocess.run(
            play_args(server.url, ROOT / "characters" / "plain", tmp_path),
            stdin=devnull,
            capture_output=True,
            text=True,
            env=env_for(tmp_path),
            cwd=ROOT,
            timeout=90,
            check=False,
        )
        assert not server.requests
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Conversation 01" in result.stderr


def test_a_stream_that_cannot_be_polled_is_read_all_the_same() -> None:
    async def lines(reader: LineReader) -> list[str | None]:
        return [await reader.readline(), await reader.readline()]

    with open(os.devnull, encoding="utf-8") as devnull:
        assert asyncio.run(lines(LineReader(devnull))) == [None, None]


def test_an_in_memory_stream_is_read_line_by_line() -> None:
    async def lines() -> list[str | None]:
        reader = LineReader(io.StringIO("one\r\ntwo"))
        return [await reader.readline(), await reader.readline(), await reader.readline()]

    assert asyncio.run(lines()) == ["one", "two", None]
