"""Journey: a person plays a character in the web player, on a desktop and on a phone.

Open the page, load a character by URL, accept what its code asks for, play three
turns (the scripted model server answers), swipe back to an earlier reply, reload
the page and find the conversation again. One screenshot per step in
``build/journeys/web/<viewport>/``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from studio.package.export import export_package
from studio.web.fetch import WebFetcher
from tests.engine.agents_src import COUNTER_JS
from tests.engine.conftest import MakeCharacter
from tests.server.browser import SHOTS, browser  # noqa: F401
from tests.server.conftest import StartServer
from tests.server.files import FileServer
from tests.support.images import png_bytes
from tests.support.model_server import ModelServer, text

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 780}}


@pytest.mark.parametrize("viewport", sorted(VIEWPORTS))
def test_play_a_character_loaded_by_url(
    viewport: str,
    browser: Any,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    from playwright.sync_api import expect

    shots = SHOTS / viewport
    shots.mkdir(parents=True, exist_ok=True)
    root = make_character(
        name="Mara",
        files={
            "intro.txt": "*Mara looks up from the map.* Lost again, {{user}}?",
            "agents/test.counter.js": COUNTER_JS,
        },
        agents=["test.counter"],
    )
    # Her expressions, as a SillyTavern sprite folder (docs/IMAGES.md).
    (root / "expressions").mkdir()
    (root / "expressions" / "neutral.png").write_bytes(png_bytes(60, 80, shade=120))
    (root / "expressions" / "joy.png").write_bytes(png_bytes(60, 80, shade=240))
    archive = tmp_path / "mara.zip"
    export_package(root, archive)
    model_server.script(
        text("Only **a little** lost.", chunk_size=3),
        text("Then follow the river north. I'm so glad you asked!"),
        text("The bridge is two miles on."),
        text("Or take the mountain pass."),
    )
    server = start_server(
        app_options={"fetcher": WebFetcher(allow_private=True), "https_only": False}
    )
    with FileServer() as files:
        files.files["/mara.zip"] = archive.read_bytes()
        context = browser.new_context(viewport=VIEWPORTS[viewport])
        page = context.new_page()
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(str(e)))

        # Open the page with the character's URL.
        page.goto(f"{server.url}/player/?loadCharacter={files.url}/mara.zip")
        dialog = page.get_by_role("dialog", name="Before you play Mara")
        expect(dialog).to_be_visible()
        expect(dialog).to_contain_text("Tools the model can call: bump")
        page.screenshot(path=shots / "1-permissions.png")

        # Accept what its code asks for.
        page.get_by_role("button", name="Accept and play").click()
        messages = page.get_by_role("list", name="Messages")
        expect(messages).to_contain_text("Lost again, User?")
        expect(page.get_by_role("img", name="Expression: neutral")).to_be_visible()
        page.screenshot(path=shots / "2-greeting.png")

        # Play three turns, with the keyboard.
        box = page.get_by_role("textbox", name="Message")
        for n, (said, answer) in enumerate(
            [
                ("Are we lost?", "Only a little lost."),
                ("Which way?", "Then follow the river north."),
                ("How far?", "The bridge is two miles on."),
            ],
            start=1,
        ):
            box.fill(said)
            box.press("Enter")
            expect(messages.locator(".msg.assistant").last).to_have_text(
                re.compile(re.escape(answer))
            )
            expect(page.get_by_role("button", name="Send")).to_be_enabled()
            _latest_in_view(page)  # the reply is not hidden behind the message box
            if n == 2:  # the glad reply: her happy face
                expect(page.get_by_role("img", name="Expression: joy")).to_be_visible()
        expect(messages.locator("strong")).to_have_text("a little")  # Markdown, rendered.
        # The player's messages are "You" (the default persona), as in the desktop chat.
        expect(messages.locator(".msg.user .who").first).to_have_text("You")
        page.screenshot(path=shots / "3-three-turns.png")

        # Ask for another reply, then swipe back to the first one.
        page.get_by_role("button", name="Regenerate").click()
        expect(messages).to_contain_text("Or take the mountain pass.")
        expect(page.get_by_label("Reply 2 of 2")).to_be_visible()
        page.get_by_role("button", name="Previous reply").click()
        expect(messages.locator(".msg.assistant").last).to_contain_text("two miles on")
        expect(page.get_by_label("Reply 1 of 2")).to_be_visible()
        page.screenshot(path=shots / "4-swiped.png")

        # Reload the page: the conversation is there.
        page.reload()
        expect(messages).to_contain_text("The bridge is two miles on.")
        expect(messages).to_contain_text("Which way?")
        expect(page.get_by_role("combobox", name="Conversation", exact=True)).to_contain_text("(7)")
        _latest_in_view(page)  # where the player left off, not the top of the chat
        page.screenshot(path=shots / "5-reloaded.png")
        context.close()
    assert problems == []
    assert len(model_server.requests) == 4


def _latest_in_view(page: Any) -> None:
    """The newest message is on screen, wholly above the message box (which sticks to
    the bottom of the window)."""
    page.wait_for_function(
        """() => {
            const last = document.getElementById("messages").lastElementChild;
            const box = last.getBoundingClientRect();
            const composer = document.getElementById("composer").getBoundingClientRect();
            return box.top >= 0 && box.bottom <= composer.top + 1;
        }""",
        timeout=5_000,
    )


def test_a_visitor_enters_their_key_and_plays(
    browser: Any,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
) -> None:
    from playwright.sync_api import expect

    shots = SHOTS / "visitor"
    shots.mkdir(parents=True, exist_ok=True)
    server = start_server(packages=[make_character(name="Ivo")], auth="visitor", api_key=None)
    model_server.script(text("Your key works."))
    context = browser.new_context(viewport=VIEWPORTS["desktop"])
    page = context.new_page()
    page.goto(f"{server.url}/player/")
    # Enter the key the page asks for.
    dialog = page.get_by_role("dialog", name="Your API key")
    expect(dialog).to_be_visible()
    page.get_by_role("textbox", name="API key").fill("sk-visitor-JOURNEY-77")
    page.screenshot(path=shots / "1-key.png")
    page.get_by_role("button", name="Use this key").click()
    # Open the character from the library and say hello.
    page.get_by_role("button", name=re.compile("Ivo")).click()
    box = page.get_by_role("textbox", name="Message")
    box.fill("Hello?")
    box.press("Enter")
    expect(page.get_by_role("list", name="Messages")).to_contain_text("Your key works.")
    expect(page.get_by_role("button", name="Send")).to_be_enabled()  # the reply has ended
    page.screenshot(path=shots / "2-played.png")
    context.close()
    assert model_server.requests[0].headers["authorization"] == "Bearer sk-visitor-JOURNEY-77"
