"""Images attached to a user message, through CharacterPlayer and the scripted
OpenAI-compatible server (issue 29 item 3; docs/IMAGES.md)."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from studio.engine.images import IMAGE_OMITTED
from studio.errors import ImageError
from studio.storage.images import images_folder
from tests.engine.conftest import bodies
from tests.support.images import jpeg_bytes, png_bytes
from tests.support.model_server import ModelServer, text


def _folder(player) -> Path:
    return images_folder(player.engine.session.conversation.path)


async def test_image_goes_as_an_image_url_part_and_is_stored_by_hash(
    make_character, player_factory, model_server: ModelServer
) -> None:
    player = player_factory(make_character(model="gpt-4o-mini"))
    model_server.script(text("A small blue square."))
    png = png_bytes(4, 3)
    reply = await player.send("What is this?", images=[png])
    assert reply["content"] == "A small blue square."
    last = bodies(model_server)[0]["messages"][-1]
    assert last["role"] == "user"
    assert last["content"][0] == {"type": "text", "text": "What is this?"}
    url = last["content"][1]["image_url"]["url"]
    assert last["content"][1]["type"] == "image_url"
    assert url.startswith("data:image/png;base64,")
    assert base64.b64decode(url.partition(",")[2]) == png
    assert "images" not in last  # Our reference never reaches the wire.
    assert model_server.image_parts() == [(0, "image/png", png)]

    entry = player.get_conversation()[-2]
    ref = entry["images"][0]
    assert (ref["ext"], ref["mime"], ref["width"], ref["height"]) == ("png", "image/png", 4, 3)
    assert ref["tokens"] == 255  # One 512-px tile by OpenAI's rule.
    stored = _folder(player) / f"{ref['sha256']}.png"
    assert stored.read_bytes() == png
    # The requests journal names the image by hash instead of repeating it.
    journal = json.dumps(await player.read_requests())
    assert base64.b64encode(png).decode() not in journal
    assert f"data:image/png;sha256,{ref['sha256']}" in journal


async def test_paths_and_several_images_in_order(
    make_character, player_factory, model_server: ModelServer, tmp_path: Path
) -> None:
    player = player_factory(make_character(model="llava:13b"), vision=None)
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(jpeg_bytes(640, 480))
    model_server.script(text("Two pictures."))
    await player.send("", images=[photo, png_bytes(shade=9)])
    parts = bodies(model_server)[0]["messages"][-1]["content"]
    assert [p["type"] for p in parts] == ["image_url", "image_url"]  # No empty text part.
    assert [m for _n, m, _d in model_server.image_parts()] == ["image/jpeg", "image/png"]
    refs = player.get_conversation()[-2]["images"]
    assert [r["ext"] for r in refs] == ["jpg", "png"]
    assert refs[0]["tokens"] == 1024  # A fixed cost for models other than gpt-4o/Claude.


async def test_a_model_without_vision_refuses_before_anything_happens(
    make_character, player_factory, model_server: ModelServer
) -> None:
    player = player_factory(make_character(model="test-model"))
    await player.new_conversation()
    with pytest.raises(ImageError, match="test-model does not take images") as caught:
        await player.send("Look", images=[png_bytes()])
    assert caught.value.reason == "no_vision"
    assert model_server.requests == []
    assert player.get_conversation() == []
    assert not _folder(player).exists()
    # The player may say the endpoint's model sees anyway.
    seeing = player_factory(make_character(model="test-model"), vision=True)
    model_server.script(text("ok"))
    await seeing.send("Look", images=[png_bytes()])
    assert len(model_server.image_parts()) == 1


@pytest.mark.parametrize("kind", ["not_image", "too_big"])
async def test_bad_images_are_refused_and_nothing_is_written(
    make_character, player_factory, model_server: ModelServer, tmp_path: Path, kind: str
) -> None:
    player = player_factory(make_character(model="gpt-4o"))
    model_server.script(text("First."))
    await player.send("Hello")
    before = player.get_conversation()
    bad = tmp_path / "bad.png"
    if kind == "too_big":
        with bad.open("wb") as f:
            f.write(png_bytes())
            f.truncate(50 * 1024 * 1024)
    else:
        bad.write_bytes(b"%PDF-1.7 not an image")
    with pytest.raises(ImageError) as caught:
        await player.send("And this?", images=[png_bytes(), bad])
    assert caught.value.reason == kind
    assert "bad.png" in str(caught.value)
    assert player.get_conversation() == before
    assert not _folder(player).exists()  # The good image before it was not written either.
    assert len(bodies(model_server)) == 1


async def test_a_reloaded_conversation_sends_its_images_again(
    make_character, player_factory, model_server: ModelServer
) -> None:
    package = make_character(model="gpt-4o")
    first = player_factory(package)
    png = png_bytes(8, 8)
    model_server.script(text("Seen."))
    await first.send("Remember this.", images=[png])
    cid = first.conversation_id
    await first.close()

    again = player_factory(package)
    await again.load_conversation(cid)
    assert again.get_conversation()[-2]["images"][0]["sha256"]
    model_server.script(text("Still seen."))
    await again.send("What did I show you?")
    history = bodies(model_server)[1]["messages"]
    earlier = next(m for m in history if isinstance(m["content"], list))
    assert earlier["content"][0]["text"] == "Remember this."
    assert model_server.image_parts()[-1] == (1, "image/png", png)
    assert history[-1] == {"role": "user", "content": "What did I show you?"}


async def test_switching_to_a_model_without_vision_leaves_a_note(
    make_character, player_factory, model_server: ModelServer
) -> None:
    player = player_factory(make_character(model="gpt-4o"))
    model_server.script(text("Seen."), text("Text only."))
    await player.send("Look.", images=[png_bytes()])
    player.set_model("test-model")
    await player.send("Go on.")
    history = bodies(model_server)[1]["messages"]
    earlier = [m for m in history if m["role"] == "user" and "Look." in str(m["content"])]
    assert earlier[0]["content"] == f"Look.\n\n{IMAGE_OMITTED}"
    assert len(model_server.image_parts()) == 1


async def test_images_are_counted_in_the_context_budget(
    make_character, player_factory, model_server: ModelServer
) -> None:
    player = player_factory(make_character(model="gpt-4o"))
    model_server.script(text("a"), text("b"))
    await player.send("Plain.")
    plain = player.context_status()
    await player.send("Plain.", images=[png_bytes(1024, 1024)])
    pictured = player.context_status()
    assert plain is not None and pictured is not None
    # The second request carries the first exchange too, and the image's 765 tokens.
    assert pictured["used"] - plain["used"] >= 765
    budget = player.engine.budget
    entry = player.get_conversation()[-2]
    with_image = {"role": "user", "content": "Plain.", "images": entry["images"]}
    assert budget.cost(with_image) - budget.cost({"role": "user", "content": "Plain."}) == 765
