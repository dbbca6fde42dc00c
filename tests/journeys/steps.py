"""Steps several journeys take the same way (a person does them the same way each time)."""

from __future__ import annotations

from pathlib import Path

from tests.journeys.harness import App, wait_until


def choose_the_built_in_model(app: App) -> None:
    dialog = app.window("Get ready to play")
    use = app.find("Button", "^Use the built-in model", within=dialog)
    app.click(use)
    app.wait_for_text("Ready: the built-in model runs on this computer", timeout=120)


def accept_the_character(app: App) -> None:
    accept = app.find("Button", "^Accept and play$", timeout=60)
    app.click(accept)


def assert_the_chat_is_usable(app: App) -> None:
    """What a player needs to play: the transcript, the message box and Send."""
    wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 60,
               "Send to be usable")  # fmt: skip
    window = app.window()
    transcript = app.find("List", within=window)
    app.assert_usable(transcript)
    app.assert_usable(app.message_box())
    app.assert_usable(app.find("Button", "^Send$", within=window))


def connect_the_scripted_server(app: App, url: str) -> None:
    """The first-run dialog: a custom OpenAI-compatible server, its URL and model."""
    dialog = app.window("Set up Character Studio")
    app.click(app.find("ComboBox", "^OpenAI$", within=dialog))
    app.click(app.find("ListItem", r"^Custom \(OpenAI-compatible\)$"), in_window=False)
    base_url = app.find("EditableText", "Base URL", within=app.window("Set up"))
    app.click(base_url)
    app.key("ctrl+a")
    app.type(url)
    app.click(app.find("Button", "^Refresh models$"))
    app.wait_for_text("Connected: 1 model available")
    app.screenshot("the first run connects to a model server")
    app.click(app.find("Button", "^Save$", within=app.window("Set up")))
    wait_until(lambda: not app.find_all(name="^Set up Character Studio$"), 10, "setup to close")


def pick_folder(app: App, folder: Path) -> None:
    """Qt's file or folder picker: type the path into its name box and press Enter."""
    names = "(Directory|Folder|File name)"
    # Asked of the windows as they are now, until the picker is up and filled in.
    box = wait_until(
        lambda: next((found for w in app.windows() if w.active
                      for found in app.find_all("EditableText", names, within=w)), None),
        20, "the picker's name box",
    )  # fmt: skip
    app.click(box)
    app.key("ctrl+a")
    app.type(str(folder))
    app.key("Return")


def export_the_chat(app: App, exported: Path) -> str:
    """Chat → Export Chat… in the dialog's first format (Markdown); the file's text."""
    app.menu("Chat", "Export Chat…")
    dialog = app.window("Export chat")
    app.screenshot("the export dialog")
    app.click(app.find("EditableText", "^File", within=dialog))
    app.key("ctrl+a")
    app.type(str(exported))
    app.click(app.find("Button", "^Export$", within=app.window("Export chat")))
    wait_until(exported.exists, 20, "the exported chat file")
    return exported.read_text(encoding="utf-8")
