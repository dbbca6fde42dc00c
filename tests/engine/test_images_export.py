"""Attached images in chat exports: HTML inline, Markdown files beside, JSON listed
(studio/storage/chat_export.py; docs/IMAGES.md)."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from tests.support.images import png_bytes
from tests.support.model_server import ModelServer, text


async def _pictured(make_character, player_factory, model_server: ModelServer):
    player = player_factory(make_character(model="gpt-4o"))
    model_server.script(text("Nice."), text("Bye."))
    await player.send("My cat.", images=[png_bytes(6, 5)])
    await player.send("", images=[png_bytes(2, 2, shade=40)])
    return player


async def test_html_shows_the_images_inline_and_loads_nothing(
    make_character, player_factory, model_server: ModelServer, tmp_path: Path
) -> None:
    player = await _pictured(make_character, player_factory, model_server)
    doc = await player.export_chat(tmp_path / "chat.html")
    encoded = base64.b64encode(png_bytes(6, 5)).decode()
    assert f'<img class="attached" src="data:image/png;base64,{encoded}"' in doc
    assert 'width="6" height="5"' in doc
    assert doc.count('class="attached"') == 2  # The image-only message is kept too.
    assert "http" not in doc.split("<body>")[1].replace("http-equiv", "")


async def test_markdown_written_to_a_file_copies_the_images_beside_it(
    make_character, player_factory, model_server: ModelServer, tmp_path: Path
) -> None:
    player = await _pictured(make_character, player_factory, model_server)
    doc = await player.export_chat(tmp_path / "chat.md")
    refs = [e["images"][0] for e in player.get_conversation() if e.get("images")]
    for ref in refs:
        name = f"{ref['sha256']}.png"
        assert f"](chat.images/{name})" in doc
        assert (tmp_path / "chat.images" / name).is_file()
    assert (tmp_path / "chat.images" / f"{refs[0]['sha256']}.png").read_bytes() == png_bytes(6, 5)
    inline = await player.export_chat(fmt="markdown")  # No file: the images go inline.
    assert "](data:image/png;base64," in inline


async def test_json_lists_the_references_and_text_names_them(
    make_character, player_factory, model_server: ModelServer
) -> None:
    player = await _pictured(make_character, player_factory, model_server)
    document = json.loads(await player.export_chat(fmt="json"))
    users = [m for m in document["messages"] if m["role"] == "user"]
    assert [m["images"][0]["width"] for m in users] == [6, 2]
    assert set(users[0]["images"][0]) >= {"sha256", "ext", "mime", "width", "height"}
    plain = await player.export_chat(fmt="text")
    assert f"[image {users[0]['images'][0]['sha256']}.png, 6×5]" in plain
