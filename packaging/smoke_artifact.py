"""Check a built artifact without a person: ``--smoke`` plus a worker probe.

Run from the repository root (it starts the scripted model server from
``tests/support``)::

    python packaging/smoke_artifact.py EXECUTABLE [--player] [--workers]

* Starts :class:`tests.support.model_server.ModelServer` with one scripted reply.
* Runs ``EXECUTABLE [--player] --smoke URL --screenshot PNG`` offscreen, with
  XDG/HOME/APPDATA folders in a temporary directory so nothing of the user's is
  read or written, and checks: exit 0, one model request, a PNG over 10 KB.
* Studio binary (not ``--player``): one piped ``play`` turn per OpenAI BPE table
  (``gpt-4o``: o200k_base, ``gpt-3.5-turbo``: cl100k_base) against the same kind of
  server, so the bundled token tables are loaded and used (issue 23: without them
  every OpenAI-family turn failed).
* ``--workers``: talks the worker protocol to ``EXECUTABLE --sandbox-worker LANG``
  for JavaScript, Lua and Python and checks each loads, answers a call, and
  reports the same isolation layers a source install applies on this OS.

Used by packaging/linux/check_deb.sh, tests/packaging/ and the release workflow
(Linux, Windows, macOS). Exit status 0 when every check passed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.model_server import ModelServer, text  # noqa: E402

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

# One tiny agent per language: the Python one also proves the frozen guards.
PROBES = {
    "javascript": ("export function probe() { return 'js:' + (40 + 2) }", "probe.js", "js:42"),
    "lua": ("function probe() return 'lua:' .. (40 + 2) end\nreturn {probe = probe}",
            "probe.lua", "lua:42"),
    "python": (
        "def probe():\n"
        "    try:\n"
        "        import httpx  # site-packages must stay out of reach, as under -I -S\n"
        "        return 'httpx importable'\n"
        "    except ImportError:\n"
        "        pass\n"
        "    try:\n"
        "        open('probe-write.txt', 'w')\n"
        "        return 'could write'\n"
        "    except PermissionError:\n"
        "        pass\n"
        "    return 'py:' + str(40 + 2)\n"
        "async def later():\n"
        "    import asyncio  # a lazy stdlib import after the audit hook is in place\n"
        "    await asyncio.sleep(0)\n"
        "    return 'py:async'\n",
        "probe.py",
        "py:42",
    ),
}  # fmt: skip


def isolated_env(tmp: Path) -> dict[str, str]:
    """The environment for the app: offscreen, every per-user folder inside ``tmp``."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp / "home"),
        XDG_DATA_HOME=str(tmp / "data"),
        XDG_CONFIG_HOME=str(tmp / "config"),
        XDG_CACHE_HOME=str(tmp / "cache"),
        APPDATA=str(tmp / "appdata"),
        LOCALAPPDATA=str(tmp / "localappdata"),
    )
    (tmp / "home").mkdir(exist_ok=True)
    return env


def smoke(executable: str, player: bool, tmp: Path) -> list[str]:
    """Run ``--smoke`` once; returns the problems found (empty when it passed)."""
    player = player or "player" in os.path.basename(executable).lower()
    shot = tmp / ("player.png" if player else "studio.png")
    command = [executable, *(["--player"] if player else []), "--smoke"]
    with ModelServer() as server:
        server.script(text("Hello from the packaging smoke test."))
        started = time.perf_counter()
        result = subprocess.run(
            [*command, server.url, "--screenshot", str(shot)],
            capture_output=True, text=True, env=isolated_env(tmp), cwd=tmp, timeout=180,
            check=False,
        )  # fmt: skip
        elapsed = time.perf_counter() - started
        requests = len(server.requests)
    label = "player" if player else "studio"
    print(f"{label}: exit {result.returncode} in {elapsed:.2f} s; {result.stdout.strip()}")
    problems = []
    if result.returncode != 0:
        problems.append(f"{label}: exit {result.returncode}\n{result.stderr[-3000:]}")
    if requests != 1:
        problems.append(f"{label}: the model server saw {requests} requests, expected 1")
    if not shot.is_file() or shot.stat().st_size < 10_000:
        problems.append(f"{label}: no screenshot over 10 KB at {shot}")
    elif shot.read_bytes()[:8] != PNG_MAGIC:
        problems.append(f"{label}: {shot} is not a PNG")
    return problems


# One model id per BPE table the token counter loads (studio.providers.tokens).
OPENAI_MODELS = ("gpt-4o", "gpt-3.5-turbo")


def openai_turns(executable: str, tmp: Path) -> list[str]:
    """A piped ``play`` turn with each of :data:`OPENAI_MODELS`: the reply must arrive."""
    package = tmp / "plain"
    if not package.exists():
        shutil.copytree(ROOT / "characters" / "plain", package,
                        ignore=shutil.ignore_patterns("conversations"))  # fmt: skip
    problems = []
    for model in OPENAI_MODELS:
        reply = f"Counted with {model}."
        with ModelServer() as server:
            server.script(text(reply))
            result = subprocess.run(
                [executable, "play", str(package), "--base-url", server.url, "--model", model,
                 "--data-dir", str(tmp / "play-data")],
                input="Hello\n", capture_output=True, text=True, env=isolated_env(tmp), cwd=tmp,
                timeout=120, check=False,
            )  # fmt: skip
        print(f"play {model}: exit {result.returncode}")
        if result.returncode != 0 or reply not in result.stdout:
            problems.append(
                f"play {model}: exit {result.returncode}\n{result.stdout[-1500:]}"
                f"{result.stderr[-1500:]}"
            )
    return problems


def probe_workers(executable: str, tmp: Path) -> list[str]:
    """Load and call one agent per language through ``--sandbox-worker``."""
    problems = []
    for language, (source, filename, expected) in PROBES.items():
        calls = ["probe", "later"] if language == "python" else ["probe"]
        limits = {"memory_bytes": 256 * 1024 * 1024}
        messages = [
            {
                "id": 1,
                "method": "load",
                "params": {
                    "language": language,
                    "source": source,
                    "filename": filename,
                    "limits": limits,
                },
            }
        ]
        for number, export in enumerate(calls, start=2):
            messages.append({"id": number, "method": "call", "params": {
                "export": export, "args": [], "store": {}, "context": {}}})  # fmt: skip
        # The host gives workers a scrubbed environment; do the same.
        env = {k: os.environ[k] for k in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP") if k in os.environ}
        result, replies = _run_worker(executable, tmp, env, language, messages)
        values = [r.get("result", {}).get("value") for r in replies[1:]]
        layers = replies[0].get("result", {}).get("isolation") if replies else None
        print(f"worker {language}: exit {result.returncode}, layers {layers}, values {values}")
        wanted = [expected, "py:async"] if language == "python" else [expected]
        if result.returncode != 0 or values != wanted:
            problems.append(f"worker {language}: got {replies!r:.600} {result.stderr[-1500:]}")
        elif "audit-hook" not in (layers or []):
            problems.append(f"worker {language}: no audit hook in {layers}")
        if language != "python":
            problems += _probe_shared(executable, tmp, env, language, source, filename, expected)
    return problems


def _run_worker(
    executable: str, tmp: Path, env: dict[str, str], language: str, messages: list[dict]
) -> tuple[subprocess.CompletedProcess[str], list[dict]]:
    """Send ``messages`` to a frozen worker at once; its exit and its replies."""
    result = subprocess.run(
        [executable, "--sandbox-worker", language],
        input="".join(json.dumps(m) + "\n" for m in messages),
        capture_output=True, text=True, env=env, cwd=tmp, timeout=60, check=False,
    )  # fmt: skip
    return result, [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def _probe_shared(
    executable: str,
    tmp: Path,
    env: dict[str, str],
    language: str,
    source: str,
    filename: str,
    expected: str,
) -> list[str]:
    """Two agents in one worker (slots), both calls sent in one write, as the engine does."""
    limits = {"memory_bytes": 64 * 1024 * 1024, "process_memory_bytes": 512 * 1024 * 1024}
    messages = [
        {"id": n, "method": "load", "params": {
            "slot": slot, "language": language, "source": source, "filename": filename,
            "limits": limits}}
        for n, slot in ((1, "s1"), (2, "s2"))
    ] + [
        {"id": n, "method": "call", "params": {
            "slot": slot, "export": "probe", "args": [], "store": {}, "context": {}}}
        for n, slot in ((3, "s1"), (4, "s2"))
    ]  # fmt: skip
    result, replies = _run_worker(executable, tmp, env, language, messages)
    values = [r.get("result", {}).get("value") for r in replies[2:]]
    print(f"shared worker {language}: exit {result.returncode}, values {values}")
    if result.returncode != 0 or values != [expected, expected]:
        return [f"shared worker {language}: got {replies!r:.600} {result.stderr[-1500:]}"]
    return []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable")
    parser.add_argument("--player", action="store_true", help="smoke Player mode via --player")
    parser.add_argument("--workers", action="store_true", help="also probe the three workers")
    args = parser.parse_args()
    # The app runs in a temporary folder: a relative path must not change meaning.
    # abspath, not resolve(): the character-player symlink picks Player mode by name.
    if os.sep in args.executable or "/" in args.executable:
        args.executable = os.path.abspath(args.executable)
    with tempfile.TemporaryDirectory(prefix="smoke-artifact-") as name:
        tmp = Path(name)
        problems = smoke(args.executable, args.player, tmp)
        if not (args.player or "player" in os.path.basename(args.executable).lower()):
            problems += openai_turns(args.executable, tmp)
        if args.workers:
            problems += probe_workers(args.executable, tmp)
    for problem in problems:
        print(f"FAIL {problem}", file=sys.stderr)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
