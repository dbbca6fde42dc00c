"""``CharacterPlayer.expression()``: the picture the character's latest message shows."""

from __future__ import annotations

from pathlib import Path

from studio.cards.png import minimal_png
from tests.support.model_server import text


def _with_expressions(make_character, **files: str) -> Path:
    root = make_character(files={"intro.txt": "*She smiles warmly.* Welcome!", **files})
    (root / "expressions").mkdir()
    for label, colour in (("joy", (250, 200, 0)), ("anger", (200, 0, 0)),
                          ("neutral", (128, 128, 128))):  # fmt: skip
        (root / "expressions" / f"{label}.png").write_bytes(minimal_png(8, 8, colour))
    return root


async def test_the_expression_follows_the_latest_reply(
    make_character, player_factory, model_server
) -> None:
    root = _with_expressions(make_character)
    player = player_factory(root)
    await player.new_conversation()
    shown = player.expression()
    assert shown == {"label": "joy", "path": str((root / "expressions/joy.png").resolve())}
    model_server.script(text("How dare you! I am furious."), text("Fine. Noted."))
    await player.send("I broke your vase.")
    assert player.expression()["label"] == "anger"  # type: ignore[index]
    await player.send("Sorry.")
    assert player.expression()["label"] == "neutral"  # type: ignore[index]
    # Deleting the last reply shows the one before it again.
    await player.delete(len(player.get_conversation()) - 1)
    assert player.expression()["label"] == "anger"  # type: ignore[index]


async def test_a_character_without_expression_pictures_has_none(
    make_character, player_factory
) -> None:
    player = player_factory(make_character(files={"intro.txt": "Welcome!"}))
    await player.new_conversation()
    assert player.expression() is None
