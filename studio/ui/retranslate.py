"""Switch the interface language while the app runs (Settings → Language, docs/LOOK.md).

The windows build their text once, with ``translate(context, source)``, and keep no
list of what they asked for. To retranslate them without a restart (and without
losing a typed message, a scroll position or an open dialog), :func:`switch_language`
reads the text back: every text a widget, action, menu, combo box item, tab or
header shows is looked up in the *old* language's catalogue (the ``.ts`` file:
translation → context and source; a string with ``{placeholders}`` is matched as a
pattern and its values carried over), and replaced by the *new* language's
translation. Text that is no catalogue string (a character's name, a message) is left
alone. Widgets that build text from state (the context meter, the library's tiles,
the chat's "You") also get a ``retranslate()`` call, and Qt's own widgets retranslate
themselves on the ``LanguageChange`` event the new translator sends.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from studio.ui import i18n

__all__ = ["Catalogue", "switch_language"]

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
Source = tuple[str, str]  # (context, source text)


class Catalogue:
    """One language's shown text → the source it translates, exact or as a pattern."""

    def __init__(self, pairs: list[tuple[str, str, str]]) -> None:
        self.exact: dict[str, Source] = {}
        self.patterns: list[tuple[str, re.Pattern[str], Source]] = []
        for context, source, shown in pairs:
            self.exact.setdefault(shown, (context, source))
            if _PLACEHOLDER.search(shown) and "{{" not in source:
                # The template's longest fixed part: a text without it cannot match, and
                # that test is much cheaper than the pattern (most texts are no template).
                fixed = max(_PLACEHOLDER.split(shown)[::2], key=len)
                self.patterns.append((fixed, _pattern(shown), (context, source)))
        # The longest templates first: "Imported {name} as {folder}" before "{name}".
        self.patterns.sort(key=lambda p: -len(p[1].pattern))

    def convert(self, text: str) -> str | None:
        """``text`` in the language now installed, or None when it is no catalogue text."""
        if not text:
            return None
        found = self.exact.get(text)
        if found is not None:
            return QCoreApplication.translate(*found)
        for fixed, pattern, (context, source) in self.patterns:
            if fixed not in text:
                continue
            match = pattern.fullmatch(text)
            if match is not None:
                values = {key[2:]: value for key, value in match.groupdict().items()}
                positional = [values.pop(str(n)) for n in range(len(values)) if str(n) in values]
                try:
                    return QCoreApplication.translate(context, source).format(*positional, **values)
                except (KeyError, IndexError, ValueError):
                    return None
        return None


def _pattern(shown: str) -> re.Pattern[str]:
    parts: list[str] = []
    seen: set[str] = set()
    last = 0
    for match in _PLACEHOLDER.finditer(shown):
        parts.append(re.escape(shown[last : match.start()]))
        name = f"p_{match.group(1)}"  # a group name may not start with a digit ({0})
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        last = match.end()
    parts.append(re.escape(shown[last:]))
    return re.compile("".join(parts), re.DOTALL)


@lru_cache(maxsize=16)
def _catalogue(language: str, ts_dir: Path) -> Catalogue:
    """The catalogue of ``language`` ("en": the sources as their own translation)."""
    reference = ts_dir / "studio_ja.ts" if language == "en" else ts_dir / f"studio_{language}.ts"
    pairs: list[tuple[str, str, str]] = []
    if reference.is_file():
        for context in ET.parse(reference).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                shown = source if language == "en" else message.findtext("translation") or ""
                if shown:
                    pairs.append((name, source, shown))
    return Catalogue(pairs)


def ts_dir() -> Path:
    """Where the ``.ts`` sources are (they ship in ``resources/i18n`` beside the ``.qm``)."""
    return i18n.translations_dir()


def switch_language(app: QApplication, choice: str) -> str:
    """Install ``choice``'s translator and retranslate every open window; returns the
    language now shown (see :func:`studio.ui.i18n.resolve_language`)."""
    old = _catalogue(i18n.current_language(), ts_dir())
    language = i18n.install_translator(app, choice)
    for widget in app.topLevelWidgets():
        if widget.parentWidget() is None:  # a menu or a dock is walked with its window
            retranslate_tree(widget, old.convert)
    return language


def retranslate_tree(root: QWidget, convert: Callable[[str], str | None]) -> None:
    """Put every catalogue text under ``root`` into the language now installed."""
    for obj in _objects(root):
        if isinstance(obj, QAction):
            _action(obj, convert)
        elif isinstance(obj, QWidget):
            _widget(obj, convert)
    for obj in _objects(root):
        hook = getattr(obj, "retranslate", None)
        if callable(hook):
            hook()


def _objects(root: QWidget) -> Iterator[QObject]:
    yield root
    yield from root.findChildren(QObject)


Convert = Callable[[str], str | None]


def _set(get: Callable[[], str], put: Callable[[str], object], convert: Convert) -> None:
    text = get()
    new = convert(text)
    if new is not None and new != text:
        put(new)


def _action(action: QAction, convert: Callable[[str], str | None]) -> None:
    if action.menu() is None:  # a menu's own action follows QMenu.title
        _set(action.text, action.setText, convert)
    _set(action.statusTip, action.setStatusTip, convert)


def _widget(widget: QWidget, convert: Callable[[str], str | None]) -> None:
    _set(widget.windowTitle, widget.setWindowTitle, convert)
    _set(widget.toolTip, widget.setToolTip, convert)
    _set(widget.accessibleName, widget.setAccessibleName, convert)
    _set(widget.accessibleDescription, widget.setAccessibleDescription, convert)
    if isinstance(widget, (QLabel, QAbstractButton)):
        _set(widget.text, widget.setText, convert)
    if isinstance(widget, QGroupBox):
        _set(widget.title, widget.setTitle, convert)
    if isinstance(widget, QMenu):
        _set(widget.title, widget.setTitle, convert)
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        _set(widget.placeholderText, widget.setPlaceholderText, convert)
    if isinstance(widget, QComboBox):
        _items(widget.count(), widget.itemText, widget.setItemText, convert)
    if isinstance(widget, QTabWidget):
        _items(widget.count(), widget.tabText, widget.setTabText, convert)
    if isinstance(widget, QTableWidget):
        for i in range(widget.columnCount()):
            cell = widget.horizontalHeaderItem(i)
            if cell is not None:
                _set(cell.text, cell.setText, convert)
    if isinstance(widget, QTreeWidget):
        head = widget.headerItem()
        _items(head.columnCount(), head.text, head.setText, convert)
    if isinstance(widget, QListWidget) and not widget.property("ownItemText"):
        for i in range(widget.count()):
            item = widget.item(i)
            _set(item.text, item.setText, convert)


def _items(
    count: int,
    get: Callable[[int], str],
    put: Callable[[int, str], object],
    convert: Convert,
) -> None:
    """The texts of a box's items, a widget's tabs or a header's columns."""
    for i in range(count):
        text = get(i)
        new = convert(text)
        if new is not None and new != text:
            put(i, new)
