"""Settings → Language: the interface language (``settings.language``, docs/LOOK.md)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from studio.ui.i18n import LANGUAGES, translate

#: The writing system each language needs a font for (the rest: Latin and Cyrillic,
#: which every font Qt finds covers).
WRITING_SYSTEMS = {
    "zh_CN": QFontDatabase.WritingSystem.SimplifiedChinese,
    "zh_TW": QFontDatabase.WritingSystem.TraditionalChinese,
    "ja": QFontDatabase.WritingSystem.Japanese,
    "ko": QFontDatabase.WritingSystem.Korean,
}


def font_missing(language: str) -> bool:
    """Whether no installed font can show ``language``'s script (Chinese, Japanese,
    Korean): its text would be drawn as empty boxes."""
    system = WRITING_SYSTEMS.get(language)
    return system is not None and not QFontDatabase.families(system)


__all__ = ["LanguageBox"]


class LanguageBox(QGroupBox):
    """A choice of "Follow the system" or one of :data:`studio.ui.i18n.LANGUAGES`.

        Each language is offered in its own name, so a player who cannot read the current
        one still finds theirs. The choice applies when the dialog is accepted, to every open
    window (:mod:`studio.ui.retranslate`); a language whose script no installed font
    covers gets a note saying so.

        Args:
            current: The saved choice ("" : follow the system; an unknown name shows as that).
            parent: The parent widget.
    """

    def __init__(self, current: str, parent: QWidget | None = None) -> None:
        super().__init__(translate("LanguageBox", "Language"), parent)
        self.combo = QComboBox(self)
        self.combo.addItem(translate("LanguageBox", "Follow the system"), "")
        for code, name in LANGUAGES.items():
            self.combo.addItem(name, code)
        self.combo.setCurrentIndex(max(0, self.combo.findData(current)))
        self.combo.setAccessibleName(translate("LanguageBox", "Interface language"))
        note = QLabel(translate("LanguageBox", "The language changes as soon as you press OK."))
        note.setWordWrap(True)
        self.font_note = QLabel(self)
        self.font_note.setWordWrap(True)
        self.font_note.setObjectName("fontMissing")
        form = QFormLayout(self)
        form.addRow(translate("LanguageBox", "Interface language"), self.combo)
        form.addRow("", note)
        form.addRow("", self.font_note)
        self.combo.currentIndexChanged.connect(lambda _i: self._check_font())
        self._check_font()

    def _check_font(self) -> None:
        code = self.choice()
        if code and font_missing(code):
            self.font_note.setText(
                translate(
                    "LanguageBox",
                    "No font on this computer can show {language}: its text would appear as "
                    "empty boxes. Install a font for it (for example Noto Sans CJK, the "
                    "fonts-noto-cjk package) and choose it again.",
                ).format(language=LANGUAGES[code])
            )
            self.font_note.show()
        else:
            self.font_note.hide()

    def choice(self) -> str:
        """The locale name chosen ("" : follow the system)."""
        return str(self.combo.currentData() or "")
