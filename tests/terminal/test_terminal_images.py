"""``/image FILE`` in the terminal player: the image goes with the next message, a bad
file is refused with the reason, /history notes the images (docs/IMAGES.md)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.support.images import png_bytes
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import ROOT, env_for, play_args


def test_an_image_goes_with_the_next_message(tmp_path: Path) -> None:
    photo = tmp_path / "photo.png"
    photo.write_bytes(png_bytes(7, 5))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a picture", encoding="utf-8")
    args = [a if a != "test-model" else "gpt-4o"
            for a in play_args("URL", ROOT / "characters" / "plain", tmp_path)]  # fmt: skip
    stdin = f"/image {notes}\n/image {photo}\nWhat is this?\n/history\n"
    with ModelServer() as model:
        model.script(text("A tiny square."))
        args[args.index("URL")] = model.url
        result = subprocess.run(
            args, input=stdin, capture_output=True, text=True, env=env_for(tmp_path), cwd=ROOT,
            timeout=90, check=False,
        )  # fmt: skip
        sent = [r.body for r in model.requests if r.path.endswith("/chat/completions")]
    assert result.returncode == 0, result.stderr
    assert "notes.txt" in result.stderr and "image attached: photo.png, 7×5" in result.stderr
    assert "A tiny square." in result.stdout
    parts = sent[0]["messages"][-1]["content"]
    assert parts[0] == {"type": "text", "text": "What is this?"}
    assert parts[1]["image_url"]["url"].startswith("data:image/png;base64,")
    assert len([p for p in parts if p["type"] == "image_url"]) == 1  # the refused one is not
    assert "You: What is this? [image " in result.stderr and ".png, 7×5]" in result.stderr
