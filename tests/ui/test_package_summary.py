"""PackageSummaryDialog: what a package contains and asks for; acceptance remembered."""

from __future__ import annotations

from studio.package import load_package
from studio.storage.settings import Settings, load_settings, save_settings
from studio.ui.dialogs import PackageSummaryDialog, needs_acceptance, remember_acceptance
from studio.ui.dialogs.package_summary import wants_web
from tests.engine.helpers_contract import CALLER_JS
from tests.ui.helpers_inspectors import COUNTER_JS, make_character  # noqa: F401

WEB_JS = """/**
 * @agent test.browser
 * @tool browse
 * @tool-params {"type":"object","properties":{"url":{"type":"string"}}}
 * @api studio.web
 * @api studio.history
 */
export async function onToolCall(toolName, args, store, studio) {
  return (await studio.web.fetch(args.url)).text;
}
"""


def test_lists_agents_and_apis_in_plain_words(qtbot, make_character):  # noqa: F811
    root = make_character(
        files={"agents/test.counter.js": COUNTER_JS, "agents/test.caller.js": CALLER_JS,
               "agents/test.browser.js": WEB_JS, "description.txt": "A test character."},
        agents=["test.counter", "test.caller", "test.browser"],
    )
    package = load_package(root)
    dialog = PackageSummaryDialog(package)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert "Tester" in text and "A test character." in text
    for agent in ("test.counter", "test.caller", "test.browser"):
        assert agent in text
    assert "Tools the model can call: bump" in text and "Commands you can type: @set" in text
    assert "studio.model: may spend your tokens via your models" in text
    assert "studio.web: wants web access" in text
    assert "studio.history: reads this conversation's history" in text
    assert "This character wants web access." in text
    assert "javascript" in text.lower()
    assert wants_web(package)
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).text() == "Accept and play"


def test_plain_package_asks_for_nothing(qtbot, make_character):  # noqa: F811
    package = load_package(make_character())
    dialog = PackageSummaryDialog(package)
    qtbot.addWidget(dialog)
    assert "No agents" in dialog.text() and "web access" not in dialog.text()
    assert not wants_web(package)


def test_acceptance_is_remembered_by_sha256(tmp_path, make_character):  # noqa: F811
    package = load_package(make_character(files={"agents/test.counter.js": COUNTER_JS},
                                          agents=["test.counter"]))
    settings = Settings()
    assert needs_acceptance(settings, package)
    accepted = remember_acceptance(settings, package)
    assert accepted.accepted_packages == [package.sha256] and settings.accepted_packages == []
    assert remember_acceptance(accepted, package) is accepted
    save_settings(accepted, tmp_path / "settings.json")
    assert not needs_acceptance(load_settings(tmp_path / "settings.json"), package)
    other = load_package(make_character(name="Other"))
    assert needs_acceptance(accepted, other)
