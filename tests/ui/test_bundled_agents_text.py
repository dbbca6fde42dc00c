"""The bundled agents' descriptions are offered for translation word for word, and a
card's lorebook agent is described in the player's language."""

from __future__ import annotations

import re
from pathlib import Path

from studio import paths
from studio.ui.dialogs.bundled_agents import BUNDLED_DESCRIPTIONS, agent_description

AGENTS = Path(paths.bundled_agents_dir())


def test_every_bundled_description_is_offered_as_written() -> None:
    found = {}
    for source in sorted(AGENTS.glob("studio.*")):
        match = re.search(r"@description (.+)", source.read_text(encoding="utf-8"))
        if match:
            found[source.name.rsplit(".", 1)[0]] = match.group(1).strip()
    assert found == BUNDLED_DESCRIPTIONS


def test_a_cards_lorebook_is_described_in_the_players_language(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QApplication

    from studio.cards import import_card
    from studio.package import load_package
    from studio.ui.dialogs.package_summary import summary_html
    from studio.ui.retranslate import switch_language
    from tests.cards import cardgen as g

    card = g.png_card(tmp_path / "c.png", ccv3=g.v3_card())
    package = load_package(import_card(card, tmp_path / "p").folder)
    lorebook = next(i for i in package.all_instances() if i.bundled)
    english = BUNDLED_DESCRIPTIONS["studio.lorebook"]
    assert agent_description(lorebook) == english
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    switch_language(app, "ja")
    try:
        shown = agent_description(lorebook)
        assert shown != english and "Lorebook" not in shown
        assert shown in summary_html(package)
    finally:
        switch_language(app, "")
