"""Settings a person changes stay changed, and the built-in model plays at once.

Choose "Built-in (offline)" in Studio's first-run dialog and play straight away (no
restart); then change the persona, a sampler, the reply length and the provider in
File → Settings…, quit, start again, and find every one of them as it was left.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.journeys.harness import App, UserFolders, wait_until

ROOT = Path(__file__).resolve().parents[2]


def set_field(app: App, role: str, name: str, value: str, title: str = "^Settings$") -> None:
    """Scroll to a field by its label, click it, replace what it holds, leave with Tab."""
    field = app.reveal(role, f"^{name}$", title)
    app.click(field)
    app.key("ctrl+a")
    app.type(value)
    app.key("Tab")


def test_settings_are_kept_and_the_built_in_model_plays_at_once(
    launch, folders: UserFolders
) -> None:
    project = folders.home / "plain"
    shutil.copytree(ROOT / "characters" / "plain", project,
                    ignore=shutil.ignore_patterns("conversations"))  # fmt: skip
    app = launch("character-studio", "open", str(project))

    # The first start: choose the built-in model, Save, and play at once.
    dialog = app.window("Set up Character Studio")
    app.click(app.find("ComboBox", "^OpenAI$", within=dialog))
    app.click(app.find("ListItem", r"^Built-in \(offline\)$"), in_window=False)
    app.click(app.find("Button", "^Test connection$", within=app.window("Set up")))
    app.wait_for_text("Ready: .* runs on this computer")
    app.screenshot("the built-in model chosen at the first start")
    app.click(app.find("Button", "^Save$", within=app.window("Set up")))
    wait_until(lambda: not app.find_all(name="^Set up Character Studio$"), 10, "setup to close")
    wait_until(lambda: [b for b in app.find_all("Button", "^Send$") if b.enabled], 120,
               "Send, once the built-in model runs")  # fmt: skip
    reply = app.send("Hello!", timeout=240)
    assert reply.name.strip()
    app.screenshot("the first reply, offline, without a restart")

    # Change the persona, a sampler, the reply length and the provider.
    app.menu("File", "Settings…")
    set_field(app, "EditableText", "Your name", "Rob")
    set_field(app, "SpinBox", "Temperature", "0.7")
    set_field(app, "SpinBox", r"Reply length \(max tokens\)", "200")
    provider = app.reveal("ComboBox", r"^Built-in \(offline\)$", "^Settings$")
    app.click(provider)
    app.click(app.find("ListItem", "^Ollama$"), in_window=False)
    app.reveal("ComboBox", "^Ollama$", "^Settings$")
    app.screenshot("the settings changed")
    app.click(app.find("Button", "^Save$", within=app.window("Settings")))
    wait_until(lambda: not app.find_all(name="^Settings$"), 10, "Settings to close")
    saved = json.loads((folders.app_data / "settings.json").read_text("utf-8"))
    assert saved["persona_name"] == "Rob" and saved["provider"] == "ollama", saved
    assert app.quit() == 0

    # Start again: every change is still there.
    again = launch("character-studio")
    again.wait_for_text("plain — Character Studio", timeout=60)
    assert not again.find_all(name="^Set up Character Studio$"), "set-up asked again"
    again.menu("File", "Settings…")
    settings = again.window("Settings")
    assert again.find("EditableText", "^Your name$", within=settings).value == "Rob"
    assert again.find("SpinBox", "^Temperature$", within=settings).value.startswith("0.7")
    assert again.find(
        "SpinBox", r"^Reply length \(max tokens\)$", within=settings
    ).value.startswith("200")
    assert again.find_all("ComboBox", "^Ollama$", within=settings)
    again.screenshot("the settings after a restart")
    again.key("Escape")
    assert again.quit() == 0
