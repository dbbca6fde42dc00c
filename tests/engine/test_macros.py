"""Card macros and the persona (decisions §17)."""

from __future__ import annotations

import pytest

from studio.engine.macros import Persona, expand, persona_from
from studio.engine.settings import PlayerSettings


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{{char}} meets {{user}}", "Sera meets Robin"),
        ("<BOT> and <USER>", "Sera and Robin"),
        ("{{Char}} / {{USER}} / <bot> / <user> / <char>", "Sera / Robin / Sera / Robin / Sera"),
        ("%%CHARACTER_INSTRUCTIONS%% {{original}} {{random}}", "%%CHARACTER_INSTRUCTIONS%% "
         "{{original}} {{random}}"),
        ("no macros", "no macros"),
        ("{{char}}{{char}}", "SeraSera"),
    ],
)
def test_expand(text: str, expected: str) -> None:
    assert expand(text, char="Sera", user="Robin") == expected


def test_names_are_not_expanded_again() -> None:
    assert expand("{{user}}", char="X", user="{{char}}") == "{{char}}"


def test_persona_from_header() -> None:
    base = Persona(name="Robin", description="d")
    assert persona_from(base, None) == base
    assert persona_from(base, {"name": "Kai"}) == Persona(name="Kai", description="d")
    assert persona_from(base, {"name": " ", "description": ""}) == Persona(
        name="Robin", description="")
    assert persona_from(base, "junk") == base


def test_settings_persona() -> None:
    assert PlayerSettings().persona == Persona(name="User", description="")
    settings = PlayerSettings.coerce({"persona_name": "Robin", "persona_description": "x"})
    assert settings.persona == Persona(name="Robin", description="x")
    with pytest.raises(TypeError, match="persona_name"):
        PlayerSettings.coerce({"persona_name": 3})
