"""Disk faults under a turn are StorageErrors that say what was kept (issue 14, item 5).

Real kernel faults: a child process plays with RLIMIT_FSIZE lowered (writes past
the limit fail with EFBIG, as on a full disk) and with its data folder bind-mounted
read-only in a mount namespace of its own.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support.model_server import ModelServer, text

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent(
    """
    import asyncio, json, resource, signal, sys
    from studio import CharacterPlayer
    from studio.errors import StorageError
    url, pkg, data, mode = sys.argv[1:5]
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    async def main():
        out = {"events": []}
        try:
            async with CharacterPlayer(package=pkg, base_url=url, model="test-model",
                                       data_dir=data, api_key=None) as p:
                p.on("error", lambda e: out["events"].append(type(e).__name__))
                out["first"] = (await p.send("one"))["content"]
                if mode == "fsize":
                    biggest = max(f.stat().st_size for f in __import__("pathlib").Path(data)
                                  .rglob("*") if f.is_file())
                    resource.setrlimit(resource.RLIMIT_FSIZE,
                                       (biggest + 10, resource.RLIM_INFINITY))
                try:
                    await p.send("two")
                except StorageError as e:
                    out["error"] = [str(e), e.committed, e.partial]
                resource.setrlimit(resource.RLIMIT_FSIZE,
                                   (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
                out["conv"] = [e["content"] for e in p.get_conversation()]
        except StorageError as e:
            out["open_error"] = str(e)
        print(json.dumps(out))
    asyncio.run(main())
    """
)


def _run(args: list[str], model_server: ModelServer, tmp_path: Path, mode: str) -> dict:
    package = tmp_path / "plain"
    shutil.copytree(ROOT / "characters" / "plain", package,
                    ignore=shutil.ignore_patterns("conversations"))
    data = tmp_path / "data"
    data.mkdir()
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    command = [*args, sys.executable, str(script), model_server.url, str(package), str(data), mode]
    if args:  # unshare: the shell makes the bind mount read-only first
        command = [*args, f"mount --bind {data} {data} && mount -o remount,bind,ro {data} && "
                   + " ".join(command[len(args):])]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_full_disk_under_a_turn_is_a_storage_error_that_invites_no_duplicate(
    model_server: ModelServer, tmp_path: Path
) -> None:
    model_server.script(text("reply one"), text("reply two"))
    out = _run([], model_server, tmp_path, "fsize")
    assert out["first"] == "reply one"
    message, committed, partial = out["error"]
    assert "File too large" in message and "regenerate the reply" in message
    assert "sending the message again" in message
    assert committed is False and partial == ""
    assert "StorageError" in out["events"]
    # The first turn is intact; the second message is there once, never twice.
    assert out["conv"][:2] == ["one", "reply one"]
    assert out["conv"].count("two") <= 1


def test_a_read_only_data_folder_is_a_clear_storage_error(
    model_server: ModelServer, tmp_path: Path
) -> None:
    if shutil.which("unshare") is None or subprocess.run(
        ["unshare", "-m", "true"], capture_output=True, check=False
    ).returncode != 0:
        pytest.skip("no mount namespaces here to make a read-only folder")
    out = _run(["unshare", "-m", "sh", "-c"], model_server, tmp_path, "ro")
    assert "not writable" in out["open_error"]
    assert str(tmp_path / "data") in out["open_error"]
