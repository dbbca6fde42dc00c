"""The chat's colours for a palette: code backgrounds, quotes, links, the Pygments style.

Rows are painted on the view's Base colour with its Text colour, so a dark
desktop palette needs dark code backgrounds under that light text. A palette is
*dark* when its Base colour's lightness is below 128 (the editor decides the
same way, :func:`studio.ui.editor.lexing.is_dark`).

* Backgrounds and quotes are mixes of Base and Text, so they follow any
  palette. On the default light palette (white Base, black Text) the light
  mixes give exactly the colours the chat has always had (``#efefef`` inline
  code, ``#f3f3f3`` blocks, ``#666666`` quotes); a dark Base needs a larger
  step to stand out from the row's bubble.
* Coloured text (links, error hints, row labels) keeps its hue and is mixed
  toward Text until it reaches 4.5:1 contrast on Base (WCAG AA). On a light
  palette the chat's own colours already do, so nothing changes there. On a
  dark one a link takes the palette's Link colour when that is readable (a dark
  desktop palette sets one for its dark base); Qt's default is pure blue
  (2.2:1 on ``#1e1e1e``), so otherwise the chat's blue is lightened.
* ``*Actions*`` (emphasis) are Text moved a third of the way to Base, and quoted
  speech is a warm brown-orange (lightened on dark palettes), as role-play
  readers expect the two told apart; both keep 4.5:1.
* Fenced blocks use Pygments' ``default`` style on light palettes and
  ``native`` on dark ones: its least readable token colour still reaches 5.7:1
  on the dark block background, where ``monokai``'s operators and comments drop
  to 4.1:1 (docs/DEPENDENCIES.md has the measurements).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from studio.ui.chat.markdown import LIGHT_COLORS, ChatColors
from studio.ui.look.colors import contrast, mix

__all__ = ["DARK_CODE_STYLE", "chat_colors", "contrast", "is_dark", "mix", "readable"]

DARK_CODE_STYLE = "native"
MIN_CONTRAST = 4.5
# Mix amounts of Text into Base: light ones reproduce #efefef / #f3f3f3 / #666666
# on white and black; dark ones are larger because the bubble behind them is too.
_LIGHT_MIX = {"code": 16 / 255, "block": 12 / 255, "quote": 0.6}
_DARK_MIX = {"code": 0.13, "block": 0.09, "quote": 0.6}


def is_dark(palette: QPalette) -> bool:
    """True when the palette's Base (what rows are painted on) is dark."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def readable(color: QColor, base: QColor, text: QColor) -> QColor:
    """``color``, mixed toward ``text`` in tenths until it has 4.5:1 contrast on ``base``."""
    for step in range(11):
        candidate = mix(color, text, step / 10)
        if contrast(candidate, base) >= MIN_CONTRAST:
            return candidate
    return QColor(text)


def chat_colors(palette: QPalette) -> ChatColors:
    """The colours chat documents use on ``palette``."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    dark = is_dark(palette)
    amounts = _DARK_MIX if dark else _LIGHT_MIX
    link = QColor(LIGHT_COLORS.link)
    if dark and contrast(palette.color(QPalette.ColorRole.Link), base) >= MIN_CONTRAST:
        link = palette.color(QPalette.ColorRole.Link)
    return ChatColors(
        code_background=mix(base, text, amounts["code"]).name(),
        block_background=mix(base, text, amounts["block"]).name(),
        quote=mix(base, text, amounts["quote"]).name(),
        link=readable(link, base, text).name(),
        hint=readable(QColor(LIGHT_COLORS.hint), base, text).name(),
        code_style=DARK_CODE_STYLE if dark else LIGHT_COLORS.code_style,
        # *Actions* a little quieter than the text, quoted speech warm (both 4.5:1).
        action=readable(mix(text, base, 0.35), base, text).name(),
        dialogue=readable(QColor(LIGHT_COLORS.dialogue), base, text).name(),
    )
