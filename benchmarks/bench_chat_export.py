"""Chat export: a 10,000-message conversation to HTML in at most 1 s (issue 16).

A character folder gets one saved conversation of 10,000 messages (user and
assistant turns of realistic length and Markdown: emphasis, lists, code, a
table now and then, log lines between). We time, interleaved round by round:

* ``CharacterPlayer.export_chat("chat.html")`` on the open conversation
  (render + atomic write), and the same to Markdown, plain text and JSON;
* ``character-studio export-chat PROJECT -o chat.html`` as a subprocess (Python
  start-up, loading the 10,000-entry journal, render, write).

Prints medians with min-max spread, and each median's ratio to the 1 s target.

Run: ``.venv/bin/python benchmarks/bench_chat_export.py [rounds]``
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MESSAGES = 10_000
TARGET = 1.0

USER = [
    "What do you keep in the *blue* tin on the shelf?",
    "Tell me about the lighthouse keeper who lived here before you. Was he kind?",
    "Can you list what we need for the trip?",
    "ok",
]
BOT = [
    "*She turns the tin over in her hands.* Tea, mostly. **Lapsang**, for storms. "
    "My grandmother said the smoke keeps the sea honest.",
    "He was kind in the way a rock is kind to a crab: steady, and no help at all with "
    "conversation.\n\n> The lamp first, the keeper second.\n\nThat was his rule, and he "
    "kept it for forty years.",
    "Here's what we need:\n\n1. Rope, two coils\n2. The brass lantern\n3. Biscuits (the "
    "`hard` kind)\n\n| item | who |\n|---|---|\n| rope | you |\n| lantern | me |",
    "Mm.",
]


def _project(folder: Path) -> Path:
    root = folder / "keeper"
    (root / "conversations").mkdir(parents=True)
    (root / "config.json").write_text(
        json.dumps({"name": "Mara", "model": "m", "agents": []}), encoding="utf-8"
    )
    (root / "instructions.txt").write_text("You are Mara.", encoding="utf-8")
    lines = [{"schema_version": 1, "id": "01", "title": "Long chat", "created": "2026-01-01"}]
    for i in range(MESSAGES):
        if i % 2 == 0:
            lines.append({"role": "user", "content": USER[(i // 2) % len(USER)]})
        else:
            lines.append({"role": "assistant", "content": BOT[(i // 2) % len(BOT)]})
            if i % 50 == 1:
                lines.append({"role": "log", "content": "Memory stored", "agentId": "m.mem"})
    journal = root / "conversations" / "conversation_01.jsonl"
    journal.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return root


async def _api_rounds(root: Path, out: Path, rounds: int) -> dict[str, list[float]]:
    from studio import CharacterPlayer

    times: dict[str, list[float]] = {f: [] for f in ("html", "markdown", "text", "json")}
    suffix = {"html": ".html", "markdown": ".md", "text": ".txt", "json": ".json"}
    async with CharacterPlayer(root, model="m", base_url="http://127.0.0.1:9/v1") as player:
        await player.load_conversation("01")
        assert len(player.get_conversation()) >= MESSAGES
        for _ in range(rounds):
            for fmt in times:  # interleaved: one of each per round
                started = time.perf_counter()
                await player.export_chat(out / f"chat{suffix[fmt]}", include_logs=True)
                times[fmt].append(time.perf_counter() - started)
    return times


def _cli_round(root: Path, out: Path) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "studio", "export-chat", str(root), "-o", str(out / "cli.html")],
        check=True, cwd=ROOT, capture_output=True,
    )  # fmt: skip
    return time.perf_counter() - started


def _line(name: str, values: list[float]) -> str:
    median = statistics.median(values)
    return (
        f"{name:<34} median {median * 1000:7.1f} ms  (min {min(values) * 1000:7.1f}, "
        f"max {max(values) * 1000:7.1f})  ratio to 1 s target {median / TARGET:.2f}"
    )


def main(rounds: int = 7) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = _project(Path(tmp))
        out = Path(tmp)
        api: dict[str, list[float]] = {}
        cli: list[float] = []
        for _ in range(rounds):  # API and CLI interleaved too
            for fmt, values in asyncio.run(_api_rounds(root, out, 1)).items():
                api.setdefault(fmt, []).extend(values)
            cli.append(_cli_round(root, out))
        size = (out / "chat.html").stat().st_size
        print(f"{MESSAGES} messages, HTML {size / 1e6:.1f} MB, {rounds} rounds")
        for fmt, values in api.items():
            print(_line(f"export_chat() -> {fmt}", values))
        print(_line("character-studio export-chat (html)", cli))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
