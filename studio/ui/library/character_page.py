"""``CharacterPage``: a character before playing — art, notes, greetings, what it can do.

Opened from the library (double-click, Enter or "About…"). It reads the package
itself (no agent code runs, no model is asked): the card art large, the name
and the card's tags, the creator notes (a card's creator notes are the
package's description), the greetings to open a new conversation with, the
permission summary the package review shows (web access, model use, agents),
and the saved conversations. "Play" continues the conversation chosen in the
list (the latest one, else a new one with the chosen greeting); "New
conversation" starts one with the chosen greeting. The page asks the window to
play through ``playRequested``; it never opens a player itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio.errors import StudioError
from studio.package import CharacterPackage, load_package
from studio.ui.chat.avatar import art_image, art_pixmap
from studio.ui.i18n import translate
from studio.ui.library.card_info import card_tags, saved_conversations

__all__ = ["ART_SIZE", "CharacterPage", "PlayChoice"]

ART_SIZE = (240, 360)
_PREVIEW = 160


@dataclass(frozen=True, kw_only=True)
class PlayChoice:
    """What the page asks the window to play.

    Attributes:
        path: The character's package or folder.
        conversation: A saved conversation's id to continue (None: see ``greeting``).
        greeting: Start a new conversation with this greeting (None: the latest
            conversation, as the window opens it anyway).
    """

    path: str
    conversation: str | None = None
    greeting: int | None = None


def _preview(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _PREVIEW else flat[: _PREVIEW - 1] + "…"


class CharacterPage(QWidget):
    """The character's page (see the module docstring).

    Args:
        data_dir: The user data dir (where a package's conversations live).
        parent: The parent widget.

    Signals:
        playRequested(object): A :class:`PlayChoice`.
        backRequested(): "Back to the library".
    """

    playRequested = Signal(object)
    backRequested = Signal()

    def __init__(self, data_dir: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("characterPage")
        self.data_dir = data_dir
        self.path = ""
        self.package: CharacterPackage | None = None
        self.art = QLabel()
        self.art.setFixedSize(*ART_SIZE)
        self.art.setAccessibleName(translate("CharacterPage", "Character art"))
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setWordWrap(True)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.name.setFont(font)
        self.tags = QLabel()
        self.tags.setTextFormat(Qt.TextFormat.PlainText)
        self.tags.setWordWrap(True)
        self.notes = QTextBrowser()
        self.notes.setAccessibleName(translate("CharacterPage", "Creator notes"))
        self.notes.setOpenExternalLinks(False)
        self.notes.setOpenLinks(False)
        self.greetings = QListWidget()
        self.greetings.setAccessibleName(translate("CharacterPage", "Greetings"))
        self.greetings.setWordWrap(True)
        self.permissions = QTextBrowser()
        self.permissions.setAccessibleName(translate("CharacterPage", "What this character can do"))
        self.permissions.setOpenLinks(False)
        self.conversations = QListWidget()
        self.conversations.setAccessibleName(translate("CharacterPage", "Saved conversations"))
        self.back_button = QPushButton(translate("CharacterPage", "← Library"))
        self.back_button.setAccessibleName(translate("CharacterPage", "Back to the library"))
        self.back_button.clicked.connect(self.backRequested)
        self.new_button = QPushButton(translate("CharacterPage", "New conversation"))
        self.new_button.setToolTip(
            translate("CharacterPage", "Start a new conversation with the chosen greeting")
        )
        self.new_button.clicked.connect(self._new)
        self.play_button = QPushButton(translate("CharacterPage", "Play"))
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self._play)
        self.greetings.itemActivated.connect(lambda _i: self._new())
        self.conversations.itemActivated.connect(lambda _i: self._play())
        self._build()

    def _build(self) -> None:
        # Art on the left; beside it who the character is and what it may do; below,
        # the choices a player makes. All of it fits a 1366x768 window unscrolled.
        self.notes.setMaximumHeight(120)
        for box in (self.greetings, self.conversations):
            box.setMinimumHeight(90)
            box.setMaximumHeight(150)
        heading = QVBoxLayout()
        heading.addWidget(self.name)
        heading.addWidget(self.tags)
        heading.addWidget(_caption(translate("CharacterPage", "Creator notes")))
        heading.addWidget(self.notes)
        heading.addWidget(_caption(translate("CharacterPage", "What this character can do")))
        heading.addWidget(self.permissions, 1)
        top = QHBoxLayout()
        top.addWidget(self.art, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)
        lists = QGridLayout()
        greetings = translate("CharacterPage", "Greetings — choose how a new conversation opens")
        lists.addWidget(_caption(greetings), 0, 0)
        lists.addWidget(_caption(translate("CharacterPage", "Saved conversations")), 0, 1)
        lists.addWidget(self.greetings, 1, 0)
        lists.addWidget(self.conversations, 1, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.play_button)
        body = QWidget()
        column = QVBoxLayout(body)
        column.addLayout(top, 1)
        column.addLayout(lists)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.setFocusProxy(self.play_button)

    # -- contents -----------------------------------------------------------------

    def show_character(self, path: str, *, persona: str = "User") -> None:
        """Read the character at ``path`` and show it.

        Raises:
            StudioError: The package cannot be read (the library says so).
        """
        package = load_package(Path(path))
        self.path = path
        self.package = package
        ratio = self.devicePixelRatioF()
        width, height = (round(side * ratio) for side in ART_SIZE)
        art = art_pixmap(art_image(package, height), width, height, round(10 * ratio))
        art.setDevicePixelRatio(ratio)
        self.art.setPixmap(art)
        self.name.setText(package.name)
        tags = card_tags(package.root)
        self.tags.setText(
            translate("CharacterPage", "Tags: {tags}").format(tags=" · ".join(tags)) if tags else ""
        )
        self.tags.setVisible(bool(tags))
        self.notes.setPlainText(
            package.description or translate("CharacterPage", "The author left no notes.")
        )
        self.greetings.clear()
        texts = [package.intro, *package.greetings]
        for number, text in enumerate(texts):
            if number and not text.strip():
                continue
            label = (
                translate("CharacterPage", "First message")
                if number == 0
                else translate("CharacterPage", "Greeting {number}").format(number=number + 1)
            )
            shown = text.replace("{{char}}", package.char_name).replace("{{user}}", persona)
            preview = _preview(shown) or translate("CharacterPage", "(none)")
            item = QListWidgetItem(f"{label}: {preview}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setToolTip(shown[:2000])
            self.greetings.addItem(item)
        self.greetings.setCurrentRow(0)
        from studio.ui.dialogs.package_summary import summary_html

        self.permissions.setHtml(summary_html(package, heading=False))
        self.conversations.clear()
        try:
            saved = saved_conversations(package, self.data_dir)
        except (OSError, StudioError):
            saved = []
        # Counted as the Conversations dock counts them: the greeting the chat shows
        # first is a message too (decisions §4), though it is not an entry.
        greeted = 1 if (package.intro.strip() or package.greetings) else 0
        for info in saved:
            count = info.message_count + greeted
            item = QListWidgetItem(
                translate("CharacterPage", "{title} — messages: {count} · {updated}").format(
                    title=info.title
                    or translate("CharacterPage", "Conversation {id}").format(id=info.id),
                    count=count,
                    updated=info.updated[:16].replace("T", " "),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            self.conversations.addItem(item)
        if not saved:
            none = QListWidgetItem(
                translate("CharacterPage", "No conversations yet: Play starts the first one.")
            )
            none.setFlags(Qt.ItemFlag.NoItemFlags)
            self.conversations.addItem(none)
        else:
            self.conversations.setCurrentRow(0)
        self.play_button.setText(
            translate("CharacterPage", "Continue") if saved else translate("CharacterPage", "Play")
        )
        self.play_button.setAccessibleName(translate("CharacterPage", "Play"))

    # -- actions ------------------------------------------------------------------

    def chosen_greeting(self) -> int:
        item = self.greetings.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else 0

    def _new(self) -> None:
        self.playRequested.emit(PlayChoice(path=self.path, greeting=self.chosen_greeting()))

    def _play(self) -> None:
        item = self.conversations.currentItem()
        conversation = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if conversation is None:
            self._new()
            return
        self.playRequested.emit(PlayChoice(path=self.path, conversation=str(conversation)))


def _caption(text: str) -> QLabel:
    label = QLabel(f"<b>{text}</b>")
    return label
