"""Find in the chat (Ctrl+F) and search across the character's conversations.

:class:`ChatFindBar` sits under the conversation. Typing filters as you go:
every match in the shown user and assistant messages is counted
(:func:`studio.storage.search.find_in_entries`), the delegate highlights them
in the rows it paints, and Enter / Shift+Enter (or F3 / Shift+F3, or the
arrows) move to the next or previous match, scrolling it into view (the match
itself, centred: in a long message it may be far from the message's middle).

"All conversations" (Ctrl+Shift+F) lists matching messages of every
conversation of the character (``CharacterPlayer.search``, the open one
first); choosing a result opens that conversation and jumps to the message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from studio.storage.search import Match, find_in_entries
from studio.ui.i18n import translate

if TYPE_CHECKING:
    from studio.ui.chat.pane import ChatPane

__all__ = ["ChatFindBar"]

HIT_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_DELAY_MS = 150  # across conversations: wait for a pause in typing


def _button(parent: QWidget, text: str, tip: str) -> QToolButton:
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    return button


class ChatFindBar(QWidget):
    """The chat's find bar (hidden until Ctrl+F).

    Args:
        pane: The chat pane it searches.

    Signals:
        resultsShown(int): Results across conversations arrived (how many).
    """

    resultsShown = Signal(int)

    def __init__(self, pane: ChatPane) -> None:
        super().__init__(pane)
        self._pane = pane
        self.matches: list[Match] = []
        self.current = -1
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(
            translate("ChatFindBar", "Find in the chat — Enter: next, Shift+Enter: previous")
        )
        self.edit.setClearButtonEnabled(True)
        self.count = QLabel(self)
        self.prev_button = _button(self, "‹", translate("ChatFindBar", "Previous match (Shift+F3)"))
        self.next_button = _button(self, "›", translate("ChatFindBar", "Next match (F3)"))
        self.all_button = _button(
            self,
            translate("ChatFindBar", "All conversations"),
            translate("ChatFindBar", "Search every conversation of this character (Ctrl+Shift+F)"),
        )
        self.all_button.setCheckable(True)
        self.close_button = _button(self, "✕", translate("ChatFindBar", "Close (Esc)"))
        self.results = QListWidget(self)
        self.results.setMaximumHeight(160)
        self.results.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.edit, self.count, self.prev_button, self.next_button):
            row.addWidget(widget, 1 if widget is self.edit else 0)
        row.addWidget(self.all_button)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.addLayout(row)
        layout.addWidget(self.results)
        self._timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)
        self._timer.timeout.connect(self._search_all)
        self.edit.textChanged.connect(self._on_text)
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.close_button.clicked.connect(self.close_bar)
        self.all_button.toggled.connect(self._on_all_toggled)
        self.results.itemActivated.connect(self._open_result)
        self.results.itemClicked.connect(self._open_result)
        self.hide()

    # -- in this chat -----------------------------------------------------------------

    def open_find(self, *, everywhere: bool = False) -> None:
        """Show the bar and focus the query (selected, to type over it)."""
        self.show()
        self.all_button.setChecked(everywhere)
        self.edit.setFocus()
        self.edit.selectAll()
        self.refresh()

    def close_bar(self) -> None:
        """Hide the bar, drop the highlights, and give the focus back to the input."""
        self.hide()
        self.matches, self.current = [], -1
        self._pane.view.chat_delegate.set_highlight("", None)
        self._pane.view.viewport().update()
        self._pane.input.setFocus()

    def query(self) -> str:
        return self.edit.text()

    def refresh(self) -> None:
        """Recount the matches (the conversation changed or the query did)."""
        query = self.query() if self.isVisible() else ""
        self.matches = find_in_entries(self._pane.entries, query) if query else []
        if self.current >= len(self.matches):
            self.current = len(self.matches) - 1
        self._show_current()

    def _on_text(self, _text: str) -> None:
        self.current = -1
        self.refresh()
        if self.matches:
            self.step(1)
        if self.all_button.isChecked():
            self._timer.start()

    def step(self, direction: int) -> None:
        """Go to the next (1) or previous (-1) match, wrapping around."""
        if not self.matches:
            self._show_current()
            return
        if self.current < 0:
            self.current = 0 if direction > 0 else len(self.matches) - 1
        else:
            self.current = (self.current + direction) % len(self.matches)
        self._show_current()
        match = self.matches[self.current]
        nth = sum(1 for m in self.matches[: self.current] if m.index == match.index)
        self._pane.find_copy.scroll_to_entry(match.index, self.query(), nth)

    def current_match(self) -> Match | None:
        return self.matches[self.current] if 0 <= self.current < len(self.matches) else None

    def _show_current(self) -> None:
        query = self.query() if self.isVisible() else ""
        total = len(self.matches)
        if not query:
            self.count.setText("")
        elif total == 0:
            self.count.setText(translate("ChatFindBar", "no matches"))
        else:
            self.count.setText(
                translate("ChatFindBar", "{current} of {total}").format(
                    current=self.current + 1 if self.current >= 0 else 0, total=total
                )
            )
        match = self.current_match()
        self._pane.view.chat_delegate.set_highlight(
            query, match.index if match is not None else None
        )
        self._pane.view.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_bar()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.all_button.isChecked() and self.results.count():
                self.results.setFocus()
                self.results.setCurrentRow(0)
                return
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.step(-1 if back else 1)
            return
        super().keyPressEvent(event)

    # -- across conversations ---------------------------------------------------------

    def _on_all_toggled(self, on: bool) -> None:
        self.results.setVisible(on)
        if on:
            self._search_all()
        else:
            self.results.clear()

    def _search_all(self) -> None:
        query = self.query()
        bridge = self._pane.bridge
        if not query or not self.all_button.isChecked() or bridge.player is None:
            self.results.clear()
            return

        async def job(player: Any) -> tuple[str, list[dict[str, Any]]]:
            return query, player.search(query, limit=200)

        bridge.submit(job, self._show_results, what="search the conversations")

    def _show_results(self, result: tuple[str, list[dict[str, Any]]]) -> None:
        query, hits = result
        if query != self.query():
            return  # typing went on; a newer search is on its way
        self.results.clear()
        for hit in hits:
            who = (
                translate("ChatFindBar", "You")
                if hit["role"] == "user"
                else translate("ChatFindBar", "Reply")
            )
            item = QListWidgetItem(f"{hit['title']} · {who}: {hit['snippet']}")
            item.setData(HIT_ROLE, (hit["conversation_id"], hit["index"]))
            item.setToolTip(
                translate("ChatFindBar", "{title}, message {number}").format(
                    title=hit["title"], number=hit["index"] + 1
                )
            )
            self.results.addItem(item)
        if not hits:
            self.results.addItem(
                QListWidgetItem(
                    translate("ChatFindBar", "No message of this character contains it.")
                )
            )
        self.resultsShown.emit(len(hits))

    def _open_result(self, item: QListWidgetItem) -> None:
        target = item.data(HIT_ROLE)
        if target is not None:
            self._pane.find_copy.jump_to(str(target[0]), int(target[1]), self.query())
