"""The interface language: Qt's translation system (docs/LOOK.md, Languages).

Strings in ``studio/ui`` go through ``QCoreApplication.translate(context, text)``
with one context per module or window (what ``pyside6-lupdate`` extracts into
``resources/i18n/studio_<locale>.ts``); ``scripts/setup`` compiles them to ``.qm``
with ``pyside6-lrelease`` (never committed; the PyInstaller spec packages
``resources/`` whole). :func:`install_translator` loads the one for the chosen
language at start: ``settings.language`` when set, else the system's. English
(and the C / POSIX locale CI runs in) installs nothing, so the source strings
stay, and journeys find "Send" and "&File" by their English names.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from studio import paths

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "current_language",
    "install_translator",
    "locale",
    "number",
    "resolve_language",
    "translate",
    "translations_dir",
]

# Locale name → the language's own name (what Settings offers). English is the source.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
    "ja": "日本語",
    "ko": "한국어",
    "ru": "Русский",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "de": "Deutsch",
    "fr": "Français",
}

_installed: list[QTranslator] = []
_current = ["en"]


def current_language() -> str:
    """The language installed last ("en": the source strings)."""
    return _current[0]


def number(value: int) -> str:
    """``value`` with the interface language's digit grouping ("1,234", "1 234", "1.234")."""
    if _current[0] == "en":
        return f"{value:,}"
    return QLocale(_current[0]).toString(value)


def locale() -> QLocale:
    """The interface language's locale (dates, numbers): English's is en_GB's "3 Nov"."""
    return QLocale("en_GB" if _current[0] == "en" else _current[0])


def translations_dir() -> Path:
    """Where the compiled ``studio_<locale>.qm`` files are (``resources/i18n``)."""
    return paths.resources_dir() / "i18n"


def resolve_language(choice: str, system: QLocale | None = None) -> str:
    """The locale to load for a Settings choice ("" : the system's); "en" for English.

    The system's language maps to the nearest one shipped: ``zh_CN`` / ``zh_TW`` for
    Chinese in simplified / traditional script, ``pt_BR`` for any Portuguese, ``ja``,
    ``ko``, ``ru``, ``es``, ``de``, ``fr``; anything else is English.
    """
    if choice in LANGUAGES:
        return choice
    locale = system if system is not None else QLocale.system()
    lang = locale.language()
    if lang == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript
        return "zh_TW" if traditional else "zh_CN"
    if lang == QLocale.Language.Portuguese:
        return "pt_BR"  # the one Portuguese shipped
    return _BY_LANGUAGE.get(lang, "en")


_BY_LANGUAGE = {
    QLocale.Language.Japanese: "ja",
    QLocale.Language.Korean: "ko",
    QLocale.Language.Russian: "ru",
    QLocale.Language.Spanish: "es",
    QLocale.Language.German: "de",
    QLocale.Language.French: "fr",
}


def install_translator(app: QCoreApplication, choice: str = "") -> str:
    """Install the translators for ``choice`` (see :func:`resolve_language`); returns it.

    Replaces the ones installed before, so calling it again switches the language for
    every string translated afterwards (windows built before keep their text until
    rebuilt: a change in Settings applies at the next start). A missing ``.qm`` (setup
    not run) leaves the app in English.
    """
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    language = resolve_language(choice)
    _current[0] = language
    if language == "en":
        return language
    ours = QTranslator(app)
    if ours.load(str(translations_dir() / f"studio_{language}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    # Qt's own strings (the buttons of standard dialogs: Save, Cancel, …).
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return language


# ``translate(context, text)``: the name ``pyside6-lupdate`` extracts from.
translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for extraction under ``context`` (a table built at import, before a
    translator is installed); ``translate(context, text)`` translates it where shown."""
    del context
    return text
