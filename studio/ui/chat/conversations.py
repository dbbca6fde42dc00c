"""``ConversationsPanel``: the character's conversations and what to do with them.

Forks are shown as a tree: each fork sits under the conversation it was forked
from, labelled "Fork from message 12" (its own title instead, once renamed),
so the user sees the branches of a story and jumps between them by selecting
one. Several conversations can be selected (Ctrl/Shift+click, which selects
without opening) and deleted or exported at once; the selection survives the
list's refreshes. The message count of the open conversation follows a reply as
it is written (refreshed when the first streamed text arrives and when the
reply is done).

Every operation runs on the engine through the bridge; the list refreshes when
the engine reports ``conversationChanged`` (load, new, fork, clear, edits) or a
finished ``message`` (the message counts change). The chat pane listens to the
same events, so switching here reloads the chat without any wiring between them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QHeaderView,
    QInputDialog,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.ui.bridge import EngineBridge
from studio.ui.i18n import translate

ID_ROLE = Qt.ItemDataRole.UserRole + 1
REFRESH_DELAY_MS = 120


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask a yes/no question (tests replace this function)."""
    answer = QMessageBox.question(parent, title, text)
    return answer == QMessageBox.StandardButton.Yes


def ask_title(parent: QWidget, current: str) -> str | None:
    """Ask for a conversation title (tests replace this function)."""
    text, ok = QInputDialog.getText(
        parent,
        translate("Conversations", "Rename conversation"),
        translate("Conversations", "Title:"),
        text=current,
    )
    return text.strip() if ok and text.strip() else None


def ask_export(parent: QWidget, default_path: Path, count: int) -> tuple[Path, str] | None:
    """Ask where and how to export ``count`` conversations: ``(a file path, format)``;
    with several, the path's folder and suffix name every file (tests replace this)."""
    from studio.ui.dialogs.chat_export import ChatExportDialog

    dialog = ChatExportDialog(default_path, parent)
    if count > 1:
        dialog.setWindowTitle(
            translate("Conversations", "Export {count} conversations").format(count=count)
        )
        dialog.message.setText(
            translate(
                "Conversations",
                "{count} conversations, one file each, in this folder and format: "
                "each file is named after its conversation's number.",
            ).format(count=count)
        )
        dialog.message.show()
    if dialog.exec() != ChatExportDialog.DialogCode.Accepted:
        return None
    return dialog.chosen_path(), dialog.chosen_format()


_FORK = " (fork)"


def display_title(info: dict[str, Any]) -> str:
    """The title shown for a conversation.

    A fork keeps its source's title with " (fork)" added (again for each fork of a
    fork); under its source in the tree that reads as noise, so an untouched fork
    shows "Fork from message N" (a renamed one its new title).
    """
    title = str(info.get("title") or "") or f"Conversation {info['id']}"
    at = info.get("forked_at")
    if not info.get("forked_from"):
        return title
    where = f"from message {at + 1}" if isinstance(at, int) else ""
    if title.endswith(_FORK) or title == _FORK.strip():
        return f"Fork {where}".strip()
    return f"{title} · {where}" if where else title


def _when(value: Any, now: datetime | None = None) -> tuple[str, str]:
    """``(short, full)`` for a conversation's creation time.

    The short form keeps the list's title column wide in a narrow panel: the
    time for today, the day and month for this year, the date otherwise. The
    full form (date and time) goes in the tooltip.
    """
    try:
        if isinstance(value, (int, float)):
            when = datetime.fromtimestamp(value)
        else:
            when = datetime.fromisoformat(str(value or ""))
    except (ValueError, OverflowError, OSError):
        text = str(value or "")
        return text, text
    if when.tzinfo is not None:
        when = when.astimezone().replace(tzinfo=None)  # Shown in local time.
    now = now or datetime.now()
    full = when.strftime("%Y-%m-%d %H:%M")
    if when.date() == now.date():
        return when.strftime("%H:%M"), full
    if when.year == now.year:
        return f"{when.day} {when.strftime('%b')}", full
    return when.strftime("%Y-%m-%d"), full


class ConversationsPanel(QWidget):
    """List, switch, create, rename, fork, delete and clear conversations.

    Args:
        bridge: The engine bridge.
        parent: Optional parent widget.

    Signals:
        refreshed(): The list was filled from the engine.
        exported(list): Conversations were exported (the files written).
    """

    refreshed = Signal()
    exported = Signal(list)

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.current_id: str | None = None
        self.tree = QTreeWidget(self)
        self.tree.setAccessibleName(translate("Conversations", "Conversations"))
        self.tree.setHeaderLabels(
            [
                translate("Conversations", "Title"),
                translate("Conversations", "Messages"),
                translate("Conversations", "Created"),
            ]
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self._count_stale = False
        self._refresh_timer = QTimer(self, singleShot=True, interval=REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            self.tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.buttons: dict[str, QPushButton] = {}
        # Two rows of buttons keep the panel narrow enough to sit beside the editor.
        row = QGridLayout()
        row.setSpacing(4)
        for i, (name, slot, shown) in enumerate(
            (
                ("New", self.new, translate("Conversations", "New")),
                ("Rename", self.rename, translate("Conversations", "Rename")),
                ("Fork", self.fork, translate("Conversations", "Fork")),
                ("Delete", self.delete, translate("Conversations", "Delete")),
                ("Clear", self.clear, translate("Conversations", "Clear")),
                ("Export…", self.export_selected, translate("Conversations", "Export…")),
            )
        ):
            button = QPushButton(shown, self)  # keyed by its English name
            button.clicked.connect(slot)
            row.addWidget(button, i // 3, i % 3)
            self.buttons[name] = button
        self.buttons["Delete"].setToolTip(
            translate("Conversations", "Delete the selected conversations")
        )
        self.buttons["Export…"].setToolTip(
            translate(
                "Conversations",
                "Export the selected conversations (Ctrl+click or Shift+click selects several)",
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
        layout.addLayout(row)
        bridge.event.connect(self._on_event)
        bridge.playerChanged.connect(self.refresh)
        if bridge.player is not None:
            self.refresh()

    # -- engine -------------------------------------------------------------------------

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind in ("conversationChanged", "message", "error"):
            self._count_stale = True  # the next reply's first text refreshes the count
            # A moment later, coalesced: the chat's own reload goes first on the engine
            # thread (listing counts the lines of every journal).
            self._refresh_timer.start()
        elif kind == "token" and self._count_stale:
            # The user message is saved by now: show the new count while the reply streams.
            self._count_stale = False
            self.refresh()

    def _submit(self, job: Callable[[Any], Any], what: str) -> None:
        if self._bridge.player is None:
            return
        self._bridge.submit(
            job, lambda _r: self.refresh(), what=what, on_error=lambda _e: self.refresh()
        )

    def refresh(self) -> None:
        """Fill the list from the engine (and mark the open conversation)."""
        if self._bridge.player is None:
            self.tree.clear()
            return

        async def job(player: Any) -> tuple[list[dict[str, Any]], str | None]:
            return await player.list_conversations(), player.conversation_id

        self._bridge.submit(job, self._fill, what="list conversations")

    def _fill(self, result: tuple[list[dict[str, Any]], str | None]) -> None:
        conversations, current = result
        self.current_id = current
        selected = set(self.selected_ids())
        self.tree.blockSignals(True)
        self.tree.clear()
        items: dict[str, QTreeWidgetItem] = {}
        for info in conversations:
            items[info["id"]] = self._item(info)
        forks = False
        for info in conversations:
            item = items[info["id"]]
            parent = items.get(str(info.get("forked_from") or ""))
            if parent is not None and parent is not item:
                parent.addChild(item)
                forks = True
            else:
                self.tree.addTopLevelItem(item)
        self.tree.setRootIsDecorated(forks)
        self.tree.expandAll()
        if current in items:
            item = items[current]
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            self.tree.setCurrentItem(item)
        if len(selected) > 1:  # a selection being made (one is just the current item)
            for cid, item in items.items():
                item.setSelected(cid in selected or cid == current)
        self.tree.blockSignals(False)
        for column in (1, 2):
            self.tree.resizeColumnToContents(column)
        self.refreshed.emit()

    def _item(self, info: dict[str, Any]) -> QTreeWidgetItem:
        title = display_title(info)
        count = info.get("message_count", 0)
        short, full = _when(info.get("created"))
        at = info.get("forked_at")
        branch = f", from message {at + 1}" if isinstance(at, int) else ""
        item = QTreeWidgetItem([title, str(count), short])
        tip = f"{title}\n{count} messages · created {full}" if full else title
        if info.get("forked_from"):
            tip += f"\nforked from conversation {info['forked_from']}{branch}"
        for column in range(3):
            item.setToolTip(column, tip)
        item.setData(0, ID_ROLE, info["id"])
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _all_items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            out.append(item)
            for i in range(item.childCount()):
                child = item.child(i)
                if child is not None:
                    walk(child)

        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                walk(top)
        return out

    def item_for(self, conversation_id: str) -> QTreeWidgetItem | None:
        """The item listing a conversation."""
        return next((i for i in self._all_items() if i.data(0, ID_ROLE) == conversation_id), None)

    def ids(self) -> list[str]:
        """The conversation ids listed, in tree order (a fork right under its source)."""
        return [item.data(0, ID_ROLE) for item in self._all_items()]

    def selected_ids(self) -> list[str]:
        """The ids of every selected conversation, in tree order."""
        return [i.data(0, ID_ROLE) for i in self._all_items() if i.isSelected()]

    def selected_id(self) -> str | None:
        """The id of the selected conversation."""
        item = self.tree.currentItem()
        return item.data(0, ID_ROLE) if item is not None else None

    # -- operations ---------------------------------------------------------------------

    def _on_current_changed(self, item: QTreeWidgetItem | None, _prev: Any) -> None:
        selecting = QApplication.keyboardModifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
        if selecting:
            return  # Ctrl/Shift+click or +arrows picks several: nothing opens meanwhile
        if item is not None and item.data(0, ID_ROLE) != self.current_id:
            self.open(item.data(0, ID_ROLE))

    def open(self, conversation_id: str) -> None:
        """Switch to a conversation (the chat reloads on ``conversationChanged``)."""
        self._submit(lambda p: p.load_conversation(conversation_id), "open the conversation")

    def new(self) -> None:
        """Start a new conversation; a character with alternate greetings asks which first.

        Without a choice to make, an open conversation that is still empty is reused
        rather than piling up another empty one.
        """
        if self._pick_greeting(lambda chosen, p: p.new_conversation(greeting=chosen)):
            return

        async def job(player: Any) -> None:
            if player.conversation_id is not None and not any(
                e.get("role") in ("user", "assistant") for e in player.get_conversation()
            ):
                return  # an empty "Conversation NN" is already open
            await player.new_conversation()

        self._submit(job, "start a conversation")

    def choose_greeting(self) -> None:
        """Pick the open conversation's greeting (before its first message; after it,
        the chosen greeting starts a new conversation)."""

        async def apply(chosen: int, player: Any) -> None:
            entries = player.get_conversation()
            if any(e.get("role") in ("user", "assistant") for e in entries):
                await player.new_conversation(greeting=chosen)
            else:
                await player.set_greeting(chosen)

        if not self._pick_greeting(apply):
            self._only_one_greeting()

    def _only_one_greeting(self) -> None:
        """Say why Choose Greeting opened no picker."""
        player = self._bridge.player
        if player is None:
            return
        offer = getattr(player, "greetings", None)
        if offer is None:
            text = "A party's conversations open with their members' group greetings."
        else:
            name = player.package.name
            text = (
                f"{name} has only one greeting: it opens every conversation."
                if any(g.strip() for g in offer())
                else f"{name} has no greeting: a conversation opens with your first message."
            )
        title = translate("Conversations", "Choose a greeting")
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, self)  # fmt: skip
        self.greeting_notice = box
        box.finished.connect(box.deleteLater)
        box.open()

    def edit_persona(self) -> None:
        """Give the open conversation its own persona (or the settings' again)."""
        player = self._bridge.player
        persona = getattr(player, "persona", None)
        if persona is None:  # a party: the persona comes from the settings
            return
        from studio.ui.dialogs.persona_dialog import PersonaDialog

        current = persona()
        dialog = PersonaDialog(current["name"], current["description"], self)
        self.persona_dialog = dialog

        def apply() -> None:
            if dialog.use_settings:
                self._submit(lambda p: p.set_persona(None), "change the persona")
                return
            name = dialog.name.text().strip()
            about = dialog.description.toPlainText().strip()
            if name:
                self._submit(lambda p: p.set_persona(name, about), "change the persona")

        dialog.accepted.connect(apply)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def edit_authors_note(self) -> None:
        """Chat -> Author's Note…: the open conversation's note at a depth (§20)."""
        player = self._bridge.player
        current = getattr(player, "authors_note", None)
        if current is None:  # a party has none yet
            return
        from studio.ui.dialogs.authors_note_dialog import AuthorsNoteDialog

        dialog = AuthorsNoteDialog(current(), self)
        self.authors_note_dialog = dialog

        def apply() -> None:
            v = dialog.values()
            self._submit(
                lambda p: p.set_authors_note(
                    v["text"], depth=v["depth"], interval=v["interval"], role=v["role"]
                ),
                "change the author's note",
            )

        dialog.accepted.connect(apply)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _pick_greeting(self, then: Callable[[int, Any], Awaitable[Any]]) -> bool:
        """Open the greeting picker when there is a choice; False when there is none."""
        # A party has no single greeter (it has no greetings() to offer).
        offer = getattr(self._bridge.player, "greetings", None)
        greetings: list[str] = offer() if offer is not None else []
        if len(greetings) < 2:
            return False
        from studio.ui.dialogs.greeting_picker import GreetingPicker

        picker = GreetingPicker(greetings, self)
        self.greeting_picker = picker

        def start() -> None:
            chosen = picker.chosen
            self._submit(lambda p: then(chosen, p), "start the conversation")

        picker.accepted.connect(start)
        picker.finished.connect(picker.deleteLater)
        picker.open()  # not exec(): the window stays live, and tests are never blocked
        return True

    def rename(self) -> None:
        """Rename the selected conversation."""
        item = self.tree.currentItem()
        if item is None:
            return
        title = ask_title(self, item.text(0))
        if title is not None:
            cid = item.data(0, ID_ROLE)
            self._submit(lambda p: p.rename_conversation(cid, title), "rename the conversation")

    def fork(self) -> None:
        """Fork the open conversation from its last entry."""

        async def job(player: Any) -> str | None:
            entries = player.get_conversation()
            return await player.fork(len(entries) - 1) if entries else None

        self._submit(job, "fork the conversation")

    def delete(self) -> None:
        """Delete the selected conversations (after confirming)."""
        current = self.selected_id()
        ids = self.selected_ids() or ([current] if current else [])
        if not ids:
            return
        what = "this conversation" if len(ids) == 1 else f"these {len(ids)} conversations"
        if not confirm(
            self,
            translate("Conversations", "Delete conversation"),
            f"Delete {what}? This cannot be undone.",
        ):
            return

        async def job(player: Any) -> None:
            was_open = player.conversation_id in ids
            for cid in ids:
                await player.delete_conversation(cid)
            if not was_open:
                return
            resume = getattr(player, "resume_latest", None)  # a party player has none
            if resume is not None:
                await resume()
                return
            remaining = await player.list_conversations()
            if remaining:
                await player.load_conversation(remaining[-1]["id"])
            else:
                await player.new_conversation()

        self._submit(job, "delete the conversation")

    def export_selected(self) -> None:
        """Export the selected conversations (the open one when none is), one file each."""
        player = self._bridge.player
        ids = self.selected_ids() or ([self.current_id] if self.current_id else [])
        if player is None or not ids or not hasattr(player, "export_chat"):
            return
        name = player.package.name if hasattr(player, "package") else "party"
        folder = getattr(player, "project_root", None) or Path.home()
        asked = ask_export(self, Path(folder) / f"{name} - conversation {ids[0]}.md", len(ids))
        if asked is None:
            return
        path, fmt = asked
        suffix = path.suffix
        targets = {cid: path if len(ids) == 1 else path.with_name(
            f"{name} - conversation {cid}{suffix}") for cid in ids}  # fmt: skip

        async def job(p: Any) -> list[Path]:
            for cid, target in targets.items():
                await p.export_chat(target, fmt=fmt, conversation_id=cid)
            return list(targets.values())

        def done(written: list[Path]) -> None:
            self.exported.emit([str(w) for w in written])

        self._bridge.submit(job, done, what="export the conversations")

    def clear(self) -> None:
        """Empty the open conversation and its agents' stores (after confirming)."""
        if confirm(
            self,
            translate("Conversations", "Clear conversation"),
            translate("Conversations", "Remove every message and reset the agents' stores?"),
        ):
            self._submit(lambda p: p.clear(), "clear the conversation")
