"""The themes Studio and Player share: light, dark and three designed ones.

A theme is a set of palette colours (Qt's roles) applied app-wide on the Fusion
style, so every widget — and the chat, which paints with the palette
(:mod:`studio.ui.chat.theme`) — follows it. ``system`` is not a palette of its
own: it is ``light`` or ``dark`` as the desktop's colour scheme says, and the
palette the app started with when the desktop says neither.

The designed themes were chosen for long reading sessions: *Parchment* (warm
paper, brown ink), *Midnight* (deep blue-black, cool text) and *Forest* (dark
green-grey, soft light text). Each theme's Text on Base and WindowText on
Window reach at least 7:1 (WCAG AAA; ``tests/ui/test_look.py`` measures them).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor, QPalette

from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.look.colors import contrast, mix

__all__ = ["DEFAULT_THEME", "THEMES", "Theme", "palette_for"]

DEFAULT_THEME = "system"

_R = QPalette.ColorRole


@dataclass(frozen=True, kw_only=True)
class Theme:
    """One theme.

    Attributes:
        key: Stored in settings (``"light"``, ``"midnight"``, ...).
        label: What the menus and Settings show.
        dark: Whether its Base is dark (the chat picks its code colours by it).
        colors: ``{role name: "#rrggbb"}`` for the palette.
    """

    key: str
    label: str
    dark: bool
    colors: dict[str, str] = field(default_factory=dict)


#: The roles every theme writes in its one ink colour (``ink=``).
_INK_ROLES = ("WindowText", "Text", "ButtonText", "ToolTipText")


def _theme(
    key: str, label: str, dark: bool, ink: str = "", on_highlight: str = "#ffffff", **colors: str
) -> Theme:
    """A theme whose text roles are all ``ink``, with ``on_highlight`` for
    HighlightedText and white BrightText (none of these for ``system``)."""
    if ink:
        colors = {
            **colors,
            **dict.fromkeys(_INK_ROLES, ink),
            "HighlightedText": on_highlight,
            "BrightText": "#ffffff",
        }
    return Theme(key=key, label=label, dark=dark, colors=colors)


THEMES: dict[str, Theme] = {
    theme.key: theme
    for theme in (
        _theme("system", QT_TRANSLATE_NOOP("Themes", "Follow the system"), False),
        _theme(
            "light", QT_TRANSLATE_NOOP("Themes", "Light"), False, ink="#18181b",
            Window="#f4f4f5", Base="#ffffff", AlternateBase="#f4f4f5", Button="#ececee",
            ToolTipBase="#ffffff", PlaceholderText="#6b6b73", Mid="#c4c4c9", Dark="#9a9aa1",
            Light="#ffffff", Midlight="#f9f9fa", Shadow="#7a7a80", Highlight="#2f6fd6",
            Link="#1f5fbf",
        ),
        _theme(
            "dark", QT_TRANSLATE_NOOP("Themes", "Dark"), True, ink="#ececef",
            Window="#232326", Base="#1a1a1d", AlternateBase="#26262a", Button="#2f2f34",
            ToolTipBase="#2f2f34", PlaceholderText="#9a9aa3", Mid="#44444b", Dark="#141416",
            Light="#4a4a52", Midlight="#3a3a40", Shadow="#000000", Highlight="#4c8ef5",
            Link="#8ab4f8",
        ),
        _theme(
            "parchment", QT_TRANSLATE_NOOP("Themes", "Parchment"), False, ink="#2e2416",
            Window="#efe6d2", Base="#fbf6ea", AlternateBase="#f3ead6", Button="#e6dbc2",
            ToolTipBase="#fbf6ea", PlaceholderText="#7a6a52", Mid="#c9b998", Dark="#a08e6c",
            Light="#fffdf6", Midlight="#f5eedd", Shadow="#6e5f45", Highlight="#9c4a1a",
            on_highlight="#fffaf0", Link="#8a3b10",
        ),
        _theme(
            "midnight", QT_TRANSLATE_NOOP("Themes", "Midnight"), True, ink="#e3e8f5",
            Window="#141a2b", Base="#0e1322", AlternateBase="#161d31", Button="#1e2740",
            ToolTipBase="#1e2740", PlaceholderText="#8d97b3", Mid="#2c3756", Dark="#0a0e19",
            Light="#3a4670", Midlight="#283252", Shadow="#000000", Highlight="#7c6cf0",
            Link="#a99cff",
        ),
        _theme(
            "forest", QT_TRANSLATE_NOOP("Themes", "Forest"), True, ink="#e2ece4",
            Window="#1c2420", Base="#151c18", AlternateBase="#1f2924", Button="#26322b",
            ToolTipBase="#26322b", PlaceholderText="#8fa396", Mid="#34443a", Dark="#0e1310",
            Light="#43564a", Midlight="#2f3d35", Shadow="#000000", Highlight="#3f9e6b",
            Link="#7fd3a3",
        ),
    )
}  # fmt: skip


def palette_for(theme: Theme, accent: str = "") -> QPalette:
    """The palette of ``theme`` (``accent``: "#rrggbb" for Highlight and Link, "" keeps
    the theme's)."""
    palette = QPalette()
    for role_name, colour in theme.colors.items():
        role = getattr(_R, role_name)
        palette.setColor(role, QColor(colour))
        if role_name in ("WindowText", "Text", "ButtonText"):
            # Disabled text: half-way to the background, still legible.
            back = theme.colors["Window" if role_name != "Text" else "Base"]
            muted = mix(QColor(colour), QColor(back), 0.5)
            palette.setColor(QPalette.ColorGroup.Disabled, role, muted)
    if accent and QColor.isValidColorName(accent):
        chosen = QColor(accent)
        palette.setColor(_R.Highlight, chosen)
        white, black = QColor("#ffffff"), QColor("#000000")
        on = white if contrast(chosen, white) >= contrast(chosen, black) else black
        palette.setColor(_R.HighlightedText, on)
        base = palette.color(_R.Base)
        text = palette.color(_R.Text)
        link = chosen
        for step in range(11):
            link = mix(chosen, text, step / 10)
            if contrast(link, base) >= 4.5:
                break
        palette.setColor(_R.Link, link)
    return palette

