"""PackageSummaryDialog: what a package contains and asks for; acceptance remembered."""

from __future__ import annotations

from studio.package import load_package
from studio.storage.settings import Settings, load_settings, save_settings
from studio.ui.dialogs import PackageSummaryDialog, needs_acceptance, remember_acceptance
from studio.ui.dialogs.package_summary import summary_html, wants_web
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


def test_lists_what_the_character_can_do_in_player_words(qtbot, make_character):  # noqa: F811
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
    assert "It comes with 3 small programs" in text and "sealed off" in text
    assert "Actions the character can take: bump" in text
    assert "Commands you can type in the chat: @set" in text
    assert "Uses your model for its own work too" in text
    assert "Would like to read web pages. It cannot until you allow it" in text
    assert "Reads this conversation." in text
    # No author vocabulary: no @api lines, namespace names, languages or hooks.
    for jargon in ("@api", "studio.", "javascript", "sub-agent", "Runs on:"):
        assert jargon not in text
    assert wants_web(package)
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).text() == "Accept and play"


def test_authors_summary_keeps_the_api_names(make_character):  # noqa: F811
    root = make_character(files={"agents/test.browser.js": WEB_JS}, agents=["test.browser"])
    html = summary_html(load_package(root))
    assert "studio.web" in html and "studio.history" in html


def test_plain_package_asks_for_nothing(qtbot, make_character):  # noqa: F811
    package = load_package(make_character())
    dialog = PackageSummaryDialog(package)
    qtbot.addWidget(dialog)
    assert "only words: it runs no programs" in dialog.text()
    assert "web pages" not in dialog.text()
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
