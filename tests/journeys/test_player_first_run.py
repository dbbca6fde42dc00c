"""A new player, from empty folders to a chat that is still there the next day.

Set up the built-in model, import cards three ways (File → Import, the command line,
a drop), choose a greeting, play three turns, swipe, edit and undo, export the chat,
quit, and start again.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.journeys.conftest import corpus_card
from tests.journeys.drag import launch_drag_source
from tests.journeys.harness import App, UserFolders, wait_until
from tests.journeys.steps import (
    accept_the_character,
    assert_the_chat_is_usable,
    choose_the_built_in_model,
    export_the_chat,
)

HERMIONE = "seoulrebel__ST-Codex/Hermione Granger.png"
SERAPHINA = "SillyTavern__SillyTavern/default_Seraphina.png"


def test_a_new_player_sets_up_imports_plays_and_finds_it_all_again(
    launch, folders: UserFolders
) -> None:
    first_run(launch, folders, "character-player")


def test_a_card_opens_from_the_command_line_and_by_a_drop(launch, folders: UserFolders) -> None:
    open_by_command_line_and_drop(launch, folders, "character-player")


def first_run(launch: Callable[..., App], folders: UserFolders, player: str) -> None:
    """Set up, import, choose a greeting, play, swipe, edit, export, quit, start again
    (``player``: the command, from the source tree or a release build)."""
    app = launch(player)

    # Start the player for the first time: it asks how to reach a model.
    app.window("Get ready to play")
    app.screenshot("first start asks how to connect a model")

    # Choose the built-in model: it starts on this computer, no account needed.
    choose_the_built_in_model(app)
    app.screenshot("the built-in model is ready")
    app.click(app.find("Button", "^Start playing$"))
    wait_until(lambda: not app.find_all(name="^Get ready to play$"), 10, "the setup to close")
    app.wait_for_text("No characters yet")
    app.screenshot("an empty library")

    # Import a card with File → Import.
    app.menu("File", "Import…")
    picker = app.window("Import a character")
    app.screenshot("the file picker")
    name_box = app.find("EditableText", "File name", within=picker)
    app.click(name_box)
    app.type(str(corpus_card(HERMIONE)))
    app.key("Return")
    accept_the_character(app)
    app.wait_for_text("Hermione Granger — Character Player")
    assert_the_chat_is_usable(app)
    first = app.replies()
    assert first, "the greeting is not in the transcript"
    app.screenshot("hermione opens with her greeting")

    # Choose another of her greetings.
    app.click(app.find("Button", "^Choose greeting"))
    picker = app.window("greeting")
    app.screenshot("her greetings to choose from")
    options = app.find_all("ListItem", within=picker)
    assert len(options) == 4, options  # the first message and three alternates
    app.click(options[2])
    app.click(app.find("Button", "^Start conversation$", within=picker))
    wait_until(lambda: app.replies() and app.replies()[0].name != first[0].name, 30,
               "the chosen greeting in the transcript")  # fmt: skip
    app.screenshot("the chosen greeting starts the chat")

    # Play three turns with the built-in model.
    for number, line in enumerate(
        ("Hello Hermione! What are you reading?", "Can you show me a spell?", "Thank you!"),
        start=1,
    ):
        reply = app.send(line)
        assert reply.name.strip()
        app.screenshot(f"turn {number}: her reply")
    assert len(app.said_by_user()) == 3
    assert len(app.replies()) == 4  # the greeting and three replies
    assert not app.errors(), app.errors()

    # Swipe for another reply to the last message (Alt+Right), and back.
    last = app.replies()[-1].name
    app.click(app.message_box())
    app.key("alt+Right")
    wait_until(lambda: app.replies()[-1].name not in ("", last) and not any(
        b.enabled for b in app.find_all("Button", "^Stop$")), 180, "a second reply")  # fmt: skip
    app.screenshot("a swiped second reply")
    app.key("alt+Left")
    wait_until(lambda: app.replies()[-1].name == last, 20, "the first reply again")

    # Edit her last reply in place, then undo the edit.
    edited = "Ten points to Gryffindor, then."
    app.context_menu(app.replies()[-1], "Edit")
    app.wait_for_focus("^Edit message$")
    app.key("ctrl+a")
    app.type(edited)
    app.screenshot("editing her reply in place")
    app.key("ctrl+Return")  # as the editor's hint says
    wait_until(lambda: app.replies()[-1].name.strip() == edited, 20, "the edited reply")
    app.screenshot("the edited reply")
    app.menu("Edit", "Undo edit")
    wait_until(lambda: app.replies()[-1].name == last, 20, "the reply as it was before the edit")
    app.screenshot("the edit undone")

    # Export the chat (Markdown, the dialog's first format) to a file of the player's.
    page = export_the_chat(app, folders.home / "hermione-chat.md")
    assert "Thank you!" in page and "Hermione" in page
    assert app.replies()[0].name.split()[0] in page  # the chosen greeting opens it

    # Quit and start again: the library, the conversation and the settings are there.
    assert app.quit() == 0
    again = launch(player)
    wait_until(lambda: again.find_all("Button", "^Play$"), 30, "the library")
    assert not again.find_all(name="^Get ready to play$"), "setup asked again after a restart"
    card = again.find("ListItem", "Hermione Granger")
    again.screenshot("the library after a restart")
    again.double_click(card)
    # Her page first: her greetings, what she may do, the conversation kept.
    again.wait_for_text("What this character can do")
    again.assert_usable(again.find("List", "^Saved conversations$", within=again.window()))
    again.screenshot("her page before playing")
    again.click(again.find("Button", "^Play$"))  # it reads "Continue": one is saved
    wait_until(lambda: len(again.replies()) == 4, 30, "the conversation as it was left")
    assert again.replies()[-1].name == last
    again.screenshot("the conversation as it was left")
    assert again.quit() == 0


def open_by_command_line_and_drop(
    launch: Callable[..., App], folders: UserFolders, player: str
) -> None:
    """A card opened from the command line, another dropped on the library, the first
    opened again without a second copy."""
    # "Open with… Character Player" on a card in a file manager runs this command.
    app = launch(player, str(corpus_card(SERAPHINA)))
    choose_the_built_in_model(app)
    app.click(app.find("Button", "^Next$"))
    accept_the_character(app)
    app.wait_for_text("Seraphina is ready")
    assert_the_chat_is_usable(app)
    assert "Seraphina" in app.messages()[0].name
    app.screenshot("seraphina opened from the command line")

    # Back to the library, and drop a second card on it from a file manager.
    app.key("ctrl+l")
    app.wait_for_text("Your characters")
    source = launch_drag_source(launch, corpus_card(HERMIONE))
    source.drag_to(app, app.find("List", within=app.window()))
    accept_the_character(app)
    app.wait_for_text("Hermione Granger — Character Player")
    assert_the_chat_is_usable(app)
    app.screenshot("hermione opened by a drop")

    # Opening the same card again does not add a second copy to the library.
    app.kill()
    again = launch(player, str(corpus_card(SERAPHINA)))
    again.wait_for_text("Seraphina is ready")
    assert_the_chat_is_usable(again)
    again.key("ctrl+l")
    again.wait_for_text("Your characters")
    names = [item.name for item in again.find_all("ListItem", "^Seraphina")]
    assert len(names) == 1, names
    again.screenshot("one seraphina in the library")
