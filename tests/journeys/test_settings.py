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


def set_field(app: App, name: str, value: str, within) -> None:
    """Click a field by its label, replace what it holds, and leave it with Tab."""
    field = app.find(None, f"^{name}$", within=within)
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
    settings = app.window("Settings")
    set_field(app, "Your name", "Rob", settings)
    set_field(app, "Temperature", "0.7", settings)
    set_field(app, r"Reply length \(max tokens\)", "200", settings)
    app.click(app.find("ComboBox", r"^Built-in \(offline\)$", within=settings))
    app.click(app.find("ListItem", "^Ollama$"), in_window=False)
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
    assert again.find(None, "^Your name$", within=settings).value == "Rob"
    assert again.find(None, "^Temperature$", within=settings).value.startswith("0.7")
    assert again.find(None, r"^Reply length \(max tokens\)$", within=settings).value.startswith(
        "200"
    )
    assert again.find_all("ComboBox", "^Ollama$", within=settings)
    again.screenshot("the settings after a restart")
    again.key("Escape")
    assert again.quit() == 0
