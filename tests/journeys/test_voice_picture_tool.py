"""A player hears the character, shows it a picture and approves its tool (issue 29).

The real ``character-player`` on the X screen, against a scripted model server that
takes images (``gpt-4o``), with the test's MCP server in the player's settings and a
private PulseAudio whose output the test records. What is checked is what a person
meets: the reply is heard (the output is loud while it is read aloud), the picture
chosen in the file picker shows in the message and reaches the model, and the tool
asks before it runs, runs once allowed, and its answer reaches the model.
"""

from __future__ import annotations

import array
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.journeys.harness import UserFolders, wait_until
from tests.journeys.steps import pick_folder
from tests.support.images import png_bytes
from tests.support.model_server import ModelServer, text, tool_calls
from tests.support.pulse import start_pulse

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def speakers() -> Iterator[str]:
    """A private PulseAudio; yields its ``PULSE_SERVER``."""
    missing = [t for t in ("pulseaudio", "pactl", "parec", "espeak-ng") if not shutil.which(t)]
    if missing and not os.environ.get("CI"):
        pytest.skip(f"not installed: {missing}")
    assert not missing, f"CI must install {missing} (.ci/run)"
    stop = start_pulse()
    try:
        yield os.environ["PULSE_SERVER"]
    finally:
        stop()


class Recording:
    """What the null output plays, recorded by ``parec`` (16-bit mono, 16 kHz)."""

    def __init__(self, server: str) -> None:
        self.proc = subprocess.Popen(
            ["parec", "-d", "studio_null.monitor", "--format=s16le", "--rate=16000",
             "--channels=1", "--raw", "--latency-msec=50"],
            env={**os.environ, "PULSE_SERVER": server},
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )  # fmt: skip

    def loudest(self) -> float:
        """End the recording; the loudest 0.1 s (root mean square of its samples)."""
        time.sleep(0.5)  # what was played last has reached the recorder
        self.proc.terminate()
        data, _ = self.proc.communicate(timeout=10)
        samples = array.array("h", data[: len(data) // 2 * 2])
        window = 1600
        best = 0.0
        for start in range(0, max(1, len(samples) - window), window):
            part = samples[start : start + window]
            if part:
                best = max(best, (sum(s * s for s in part) / len(part)) ** 0.5)
        return best


def test_a_player_hears_the_character_shows_it_a_picture_and_approves_its_tool(
    launch, folders: UserFolders, speakers: str
) -> None:
    character = folders.home / "Ivy"
    character.mkdir()
    (character / "config.json").write_text(json.dumps({"name": "Ivy", "agents": []}))
    (character / "instructions.txt").write_text("You are Ivy, a cheerful innkeeper.")
    # Her expressions, as a SillyTavern sprite folder: calm grey, happy yellow.
    (character / "expressions").mkdir()
    (character / "expressions" / "neutral.png").write_bytes(png_bytes(120, 160, shade=128))
    (character / "expressions" / "joy.png").write_bytes(png_bytes(120, 160, shade=230))
    picture = folders.home / "Pictures" / "map.png"
    picture.parent.mkdir()
    picture.write_bytes(png_bytes(40, 30, shade=200))
    with ModelServer(models=["gpt-4o"]) as server:
        folders.app_data.mkdir(parents=True, exist_ok=True)
        (folders.app_data / "settings.json").write_text(json.dumps({
            "provider": "custom", "base_url": server.url, "main_model": "gpt-4o",
            "mcp_servers": [{
                "name": "notes", "command": sys.executable,
                "args": ["-m", "tests.engine.mcp_servers.notes"], "cwd": str(ROOT),
            }],
        }))  # fmt: skip
        app = launch("character-player", str(character), env={"PULSE_SERVER": speakers})
        review = app.window("Before you play Ivy")
        app.click(app.find("Button", "^Accept and play$", within=review))
        wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 60,
                   "Send")  # fmt: skip

        # Her calm expression shows beside the chat before anything is said.
        app.find("Graphic", "^Expression: neutral$")

        # 1. Read aloud on, then a reply: it is heard while it is read.
        app.click(app.find("CheckBox", "^Read aloud$"))
        wait_until(lambda: app.find("CheckBox", "^Read aloud$").checked, 5, "Read aloud on")
        server.script(text("Welcome to the Lantern Inn! I'm so glad you came, traveller."))
        recording = Recording(speakers)
        app.send("Hello!")
        # "Stop speaking" shows while the reply is spoken, then goes.
        wait_until(lambda: app.find_all("Button", "^Stop speaking$"), 20, "the reply spoken")
        wait_until(lambda: not app.find_all("Button", "^Stop speaking$"), 60,
                   "the speaking to end")  # fmt: skip
        loudest = recording.loudest()
        assert loudest > 300, f"the reply was not heard (loudest 0.1 s: {loudest:.0f})"
        app.find("Graphic", "^Expression: joy$")  # the glad reply: her happy face
        app.screenshot("a reply read aloud")

        # 2. A picture from the file picker goes with the next message.
        app.click(app.find("Button", "^Attach image…$"))
        pick_folder(app, picture)
        wait_until(lambda: app.find_all("Button", "^Attached image 1, click to remove$"), 10,
                   "the attached picture")  # fmt: skip
        app.wait_for_text("One image to send")
        app.screenshot("a picture attached")
        server.script(text("A map of the hills, with the inn marked."))
        app.send("What is this?")
        wait_until(lambda: server.image_parts(), 10, "the picture at the model")
        (_number, mime, data), *_ = server.image_parts()
        assert (mime, data) == ("image/png", png_bytes(40, 30, shade=200))
        app.screenshot("the picture sent and answered")

        # 3. The tool asks first; allowed, it runs and its answer reaches the model.
        server.script(tool_calls([("add", {"a": 2, "b": 3})]), text("Two and three make 5."))
        replies = len(app.replies())
        app.click(app.message_box())
        app.type("Add 2 and 3, please.")
        app.key("Return")
        dialog = app.window("Allow add?")
        assert "2" in app.find("EditableText", "Tool arguments", within=dialog).text()
        app.screenshot("the tool asks before it acts")
        app.click(app.find("Button", "^Allow for this conversation$", within=dialog))
        reply = app.wait_for_reply(replies + 1, timeout=60)
        assert "Two and three make 5" in reply.name
        sent = [r.body for r in server.requests if r.path.endswith("/chat/completions")]
        tool_results = [m["content"] for m in sent[-1]["messages"] if m["role"] == "tool"]
        assert tool_results == ["5.0"]
        app.screenshot("the tool's answer in the reply")
        assert app.quit() == 0
