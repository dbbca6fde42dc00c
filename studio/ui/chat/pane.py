"""``ChatPane``: the conversation, the input box, Send/Stop, per-message actions.

Every engine call goes through :meth:`EngineBridge.submit`; after any change
the pane reads the entries back with ``player.get_conversation()`` (on the
engine thread) and hands them to :class:`ChatModel`, which updates only the
rows that differ. Streamed text arrives as coalesced ``token`` events and
grows one streaming row. Messages typed while a reply is being written are
held and sent, in order, when it is done.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.engine.regex_scripts import request_scripts
from studio.storage.images import images_folder
from studio.ui.bridge import EngineBridge
from studio.ui.chat import actions
from studio.ui.chat.attachments import ImageTray
from studio.ui.chat.avatar import avatar_pixmap, persona_pixmap
from studio.ui.chat.commands import CommandDialog
from studio.ui.chat.context_meter import ContextMeter, ModelPicker, OfferBanner
from studio.ui.chat.error_card import ErrorCards
from studio.ui.chat.expression import ExpressionPanel
from studio.ui.chat.find_bar import ChatFindBar
from studio.ui.chat.message_edits import MessageEditing
from studio.ui.chat.model import ROW_ROLE, ChatModel
from studio.ui.chat.model_choice import ModelChoice
from studio.ui.chat.pane_tools import ErrorActions, FindAndCopy, Swipes
from studio.ui.chat.picture_loader import PictureLoader
from studio.ui.chat.rows import Row
from studio.ui.chat.toast import ToastLayer
from studio.ui.chat.undo import ChatUndo
from studio.ui.chat.view import ChatInput, ChatView
from studio.ui.i18n import translate
from studio.ui.voice.controller import VoiceController
from studio.ui.widgets_wheel import guard_wheel

Job = Callable[[Any], Awaitable[Any]]


#: conversationChanged reasons after which another conversation (or none of it) is shown.
_OTHER_CONVERSATION = frozenset({"load", "new", "fork", "delete", "clear"})
AVATAR_SIZE = 72  # painted at 36 px; drawn from this for sharp high-DPI output


def user_name(player: Any) -> str:
    """The name on the user's messages: the open conversation's persona (a party's:
    the settings'), "You" while it is the default "User" (as exports name it)."""
    persona = getattr(player, "persona", None)
    if callable(persona):
        name = persona().get("name")
    else:
        settings = getattr(player, "settings", None)
        name = getattr(getattr(settings, "persona", None), "name", None)
    if isinstance(name, str) and name.strip() and name != "User":
        return name
    return translate("ChatPane", "You")


async def _entries(player: Any) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = player.get_conversation()
    return entries


class ChatPane(QWidget):
    """The chat of the open character.

    Args:
        bridge: The engine bridge (the pane follows its open player).
        parent: Optional parent widget.
        own_shortcuts: Bind Ctrl+K, Ctrl+F and Ctrl+Shift+F on the pane itself
            (off in the main window, whose menu actions own those keys).

    Signals:
        replyingChanged(bool): A reply started or finished being written.
        reloaded(): The rows were refreshed from the engine.
        settingsRequested(): An error card's "Settings…" was pressed.
        agentLogRequested(): An error card's "Agent log" was pressed.

    Its parts (composition, :mod:`.pane_core`): ``editing``
    (:class:`MessageEditing`), ``error_actions`` (:class:`ErrorActions`),
    ``find_copy`` (:class:`FindAndCopy`) and ``swipes`` (:class:`Swipes`).
    """

    replyingChanged = Signal(bool)
    reloaded = Signal()
    # A provider option the user accepted from the offer banner ("merge_roles", ...),
    # for the window to save in the settings.
    providerOptionAccepted = Signal(str)
    # The model the quick picker switched to, for the window to save.
    modelPicked = Signal(str)
    # An error card's "Settings…" and "Agent log" (the window shows them; a window
    # that does not connect these still has its open_settings / log_dock used).
    settingsRequested = Signal()
    agentLogRequested = Signal()

    def __init__(
        self, bridge: EngineBridge, parent: QWidget | None = None, *, own_shortcuts: bool = True
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.editing = MessageEditing(self)
        self.error_actions = ErrorActions(self)
        self.find_copy = FindAndCopy(self)
        self.swipes = Swipes(self)
        self.model = ChatModel(self)
        self.view = ChatView(parent=self)
        self.view.setAccessibleName(translate("ChatPane", "Conversation"))
        self.view.setModel(self.model)
        self.view.chat_delegate.images_dir = self._images_dir
        self.view.chat_delegate.pictures.root = self._package_root
        self.pictures = PictureLoader(bridge, self.view)
        self.error_cards = ErrorCards(self.view)
        self.error_cards.actionRequested.connect(self.error_actions.run_error_action)
        self.input = ChatInput(self)
        self.input.setAccessibleName(translate("ChatPane", "Message"))
        self.input.setMaximumHeight(76)
        self.attachments = ImageTray(self)  # Images to send with the next message.
        self.input.image_sink = self.attachments.add_mime
        self.send_button = QPushButton(translate("ChatPane", "Send"), self)
        self.stop_button = QPushButton(translate("ChatPane", "Stop"), self)
        self.stop_button.setEnabled(False)
        self.status = QLabel(self)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setObjectName("chatNotice")
        self.notice.setStyleSheet(
            "#chatNotice { background: #fff3cd; color: #533f03; padding: 4px 8px; }"
        )
        self.notice.hide()
        self.context_meter = ContextMeter(self)
        self.offer = OfferBanner(self)
        self.offer.accepted.connect(self._accept_offer)
        self.model_picker: ModelPicker = ModelPicker(self)
        self.model_choice = ModelChoice(self)
        self.toasts = ToastLayer(self)
        self.attachments.refused.connect(self.toasts.show_toast)
        self.find_bar = ChatFindBar(self)
        # Voice out and in (docs/VOICE.md): its buttons sit beside the model picker.
        self.voice = VoiceController(bridge, self._put_transcript, self.toasts.show_toast, self)
        self.replyingChanged.connect(self.voice.replying_changed)
        self.command_dialog: CommandDialog | None = None
        self.entries: list[dict[str, Any]] = []
        self._replying = False
        self._held: list[str] = []
        self._reloading = False
        self._reload_again = False
        self._reloads = 0  # reload() calls so far (edits skip a redundant one)
        self.hidden_actions: set[str] = set()  # Player mode hides "Inspect request…"
        self.hold_reason = ""  # why sending waits (the window sets it; "" sends)
        self.undo_stack = ChatUndo(
            self,
            self.editing.restore,
            lambda: getattr(self._bridge.player, "conversation_id", None),
        )
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        bottom.addLayout(buttons)
        beside = QHBoxLayout()
        beside.addWidget(self.model_picker)
        beside.addWidget(self.attachments.attach_button)
        beside.addWidget(self.voice.bar)
        beside.addStretch(1)
        beside.addWidget(self.context_meter)
        # The character's expression, to the right of the conversation (expression.py).
        self.expression = ExpressionPanel(bridge, self)
        self.reloaded.connect(self.expression.refresh)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addWidget(self.expression)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(middle, 1)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.offer)
        layout.addWidget(self.status)
        layout.addWidget(self.attachments)
        layout.addLayout(bottom)
        layout.addLayout(beside)
        self.status.hide()
        self.send_button.clicked.connect(lambda: self.send())  # not clicked(bool) as text
        self.stop_button.clicked.connect(self.stop)
        self.input.submitted.connect(self.send)
        self.input.commandRequested.connect(self.open_command_dialog)
        if own_shortcuts:
            # In the main window its menu actions own these keys (one binding per key).
            for key, slot in (
                ("Ctrl+K", self.open_command_dialog),
                ("Ctrl+F", self.find_copy.open_find),
                ("Ctrl+Shift+F", self.find_copy.open_search_all),
                ("F3", lambda: self.find_bar.step(1)),
                ("Shift+F3", lambda: self.find_bar.step(-1)),
            ):
                QShortcut(QKeySequence(key), self, slot)
        self.view.copyRequested.connect(lambda: self.find_copy.copy_selected(markdown=False))
        for key, direction in (("Alt+Left", -1), ("Alt+Right", 1)):
            last = self.swipes.swipe_last
            swipe = QShortcut(QKeySequence(key), self, lambda d=direction, f=last: f(d))
            swipe.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.view.contextMenuAt.connect(self._show_menu)
        self.view.swipeRequested.connect(self.swipes.swipe)
        self.view.readRequested.connect(self.editing.open_reader)
        bridge.event.connect(self._on_event)
        bridge.playerChanged.connect(self._on_player_changed)
        bridge.playerChanged.connect(self._update_send)  # also for a party's pane
        self._update_send()
        guard_wheel(self)  # the model picker must not change under a passing wheel
        if bridge.player is not None:
            self._on_player_changed()

    def _put_transcript(self, text: str) -> None:
        """What the player said goes into the message box, after what is typed."""
        before = self.input.toPlainText().rstrip()
        self.input.setPlainText(f"{before} {text}" if before else text)
        self.input.setFocus()
        self.input.moveCursor(self.input.textCursor().MoveOperation.End)

    def _package_root(self) -> Path | None:
        """The open character's folder (pictures its messages name by relative path)."""
        package = getattr(self._bridge.player, "package", None)
        root = getattr(package, "root", None)
        return root if isinstance(root, Path) else None

    def _images_dir(self) -> Path | None:
        """The open conversation's images folder (thumbnails in user messages)."""
        engine = getattr(self._bridge.player, "engine", None)
        if engine is None or not getattr(engine, "has_session", False):
            return None
        return images_folder(engine.session.conversation.path)

    @property
    def bridge(self) -> EngineBridge:
        """The engine bridge the pane talks through."""
        return self._bridge

    # -- state ----------------------------------------------------------------------

    @property
    def replying(self) -> bool:
        """True while a reply is being written."""
        return self._replying

    def held_messages(self) -> list[str]:
        """Messages waiting to be sent after the current reply."""
        return list(self._held)

    def _set_replying(self, on: bool) -> None:
        self._replying = on
        self.stop_button.setEnabled(on)
        self._show_status()
        self.replyingChanged.emit(on)

    def _show_status(self) -> None:
        count = len(self._held)
        if count == 1:
            self.status.setText(translate("ChatPane", "1 message waiting to be sent"))
        else:
            self.status.setText(
                translate("ChatPane", "{count} messages waiting to be sent").format(count=count)
            )
        self.status.setVisible(count > 0)

    # -- engine ---------------------------------------------------------------------

    def set_notice(self, text: str) -> None:
        """Show a line above the conversation ("" hides it)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _update_send(self) -> None:
        """Send needs a character to send to."""
        ready = self._bridge.player is not None
        self.send_button.setEnabled(ready)
        self.send_button.setToolTip(
            "" if ready else translate("ChatPane", "Open a character to chat with it.")
        )

    def _on_player_changed(self) -> None:
        player = self._bridge.player
        self.model.set_intro(player.greeting_text() if player is not None else "")
        self.view.chat_delegate.character = player.package.name if player is not None else ""
        self._set_display_scripts(player)
        self._show_user_name()
        self.view.chat_delegate.avatar = (
            avatar_pixmap(player.package, AVATAR_SIZE) if player is not None else None
        )
        self.view.release_hold()
        self.context_meter.clear()
        self.offer.hide()
        self.model_picker.show_model(str(player.model) if player is not None else "")
        self.model_choice.listed = False
        self.model.set_entries([])
        self.reload()

    def _set_display_scripts(self, player: Any) -> None:
        """The regex scripts that shape how this character's messages are shown."""
        delegate = self.view.chat_delegate
        scripts = None
        if player is not None:
            found = request_scripts(player.package, getattr(player, "settings", None))
            scripts = found if found.shows() else None
        if scripts is not None or delegate.display_scripts is not None:
            delegate.display_scripts = scripts
            delegate.forget()

    def set_persona_avatar(self, path: str) -> None:
        """The image beside the user's messages (Settings → Appearance; "" : initials)."""
        self.persona_avatar = path
        self._show_user_name(force=True)

    def retranslate(self) -> None:
        """"You" and the rows' labels in the interface language now installed."""
        self._show_user_name(force=True)
        self._show_status()

    def _show_user_name(self, *, force: bool = False) -> None:
        """The user's rows carry the persona's name ("You" for the default "User") and
        avatar (the persona's image, else the name's initials)."""
        name = user_name(self._bridge.player)
        delegate = self.view.chat_delegate
        self.model.user_name = name
        if name != delegate.user_name or force or delegate.user_avatar is None:
            delegate.user_name = name
            delegate.user_avatar = persona_pixmap(
                name, getattr(self, "persona_avatar", ""), AVATAR_SIZE
            )
            self.view.viewport().update()

    def reload(self) -> None:
        """Read the conversation from the engine and update the rows that changed."""
        if self._bridge.player is None:
            return
        self._reloads += 1
        if self._reloading:
            self._reload_again = True
            return
        self._reloading = True
        self._bridge.submit(
            _entries,
            self._reloaded,
            what="read the conversation",
            on_error=lambda _e: self._reloaded(None),
        )

    def _reloaded(self, entries: list[dict[str, Any]] | None) -> None:
        self._reloading = False
        if entries is not None:
            self.entries = entries
            greeting = getattr(self._bridge.player, "greeting_text", None)
            if greeting is not None:  # the greeting is per conversation (no party has one)
                self.model.set_intro(greeting())
            self._show_user_name()
            self.model.set_entries(entries)
            self.undo_stack.conversation_changed()
            if self.find_bar.isVisible():
                self.find_bar.refresh()
            self.find_copy.jump_pending()
            self.reloaded.emit()
        if self._reload_again:
            self._reload_again = False
            self.reload()

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "token":
            self.model.append_stream(str(event.get("text", "")))
        elif kind == "agentToast":
            self.toasts.show_toast(str(event.get("message", "")))
        elif kind == "context":
            self.context_meter.show_status(event)
        elif kind == "error" and event.get("offer"):
            self.offer.show_offer(str(event["offer"]))
            self.reload()
        elif kind == "toolCall" and self._replying:
            # The text streamed so far is now the stored tool round's content.
            self.model.restart_stream()
            self.reload()
        elif kind in ("agentLog", "error", "conversationChanged"):
            if kind == "conversationChanged" and event.get("reason") in _OTHER_CONVERSATION:
                self.view.release_hold()  # a held swipe control belongs to the one before
            self.reload()

    # -- sending --------------------------------------------------------------------

    def send(self, text: str | None = None) -> None:
        """Send the input box's text (or ``text``); held while a reply is written."""
        if text is None:
            text = self.input.toPlainText()
            if not text.strip() and not self.attachments.images():
                return
            self.input.clear()
        if text.startswith("@") and not text.startswith("@@"):
            self.open_command_dialog(text)
            return
        if self._bridge.player is None:
            self.toasts.show_toast(translate("ChatPane", "Open a character to start chatting."))
            return
        if self.hold_reason:
            # The model is not there yet (the built-in one starting): keep what was typed.
            if text and not self.input.toPlainText():
                self.input.setPlainText(text)
            self.toasts.show_toast(self.hold_reason)
            return
        if self._replying:
            self._held.append(text)
            self._show_status()
            return
        fields, job = self._outgoing(text)
        images = self.attachments.take()
        if images:  # docs/IMAGES.md; the engine refuses a model that cannot see them.
            job = self._with_images(text, images)
        self.model.add_live("user", text, **fields)
        self._reply(job, "send the message")

    def _with_images(self, text: str, images: list[bytes]) -> Job:
        """The job sending ``text`` with ``images`` (the one-character chat's send)."""
        return lambda p: p.send(text, images=images)

    def _outgoing(self, text: str) -> tuple[dict[str, Any], Job]:
        """The live user row's extra fields and the job sending ``text`` (a party's
        pane adds the addressee)."""
        return {}, lambda p: p.send(text)

    def stop(self) -> None:
        """Stop the reply being written (what arrived is kept, marked stopped)."""
        if self._replying:
            self._bridge.stop_reply()

    def _reply(self, job: Job, what: str, *, follow: bool = True) -> None:
        """Run a job that writes a reply; the view follows it unless ``follow`` is False
        (a swipe's new alternative: its control stays under the mouse)."""
        self._set_replying(True)
        self.model.begin_stream()
        if follow:
            self.view.follow()
        self._bridge.submit(job, self._reply_done, what=what, on_error=self._reply_failed)

    def _reply_done(self, _result: Any) -> None:
        self.model.end_stream()
        self._set_replying(False)
        self.reload()
        if self._held:
            text = self._held.pop(0)
            self._show_status()
            self.send(text)

    def _reply_failed(self, error: BaseException) -> None:
        self.toasts.show_toast(f"Failed: {error}")
        self._reply_done(None)

    # -- commands -------------------------------------------------------------------

    def open_command_dialog(self, initial: str = "") -> CommandDialog | None:
        """Open the command dialog (non-modal); returns it (None without a character)."""
        if self._bridge.player is None:
            return None
        dialog = CommandDialog(self._bridge, self, initial if isinstance(initial, str) else "")
        dialog.commandRan.connect(lambda _line, _result: self.reload())
        dialog.finished.connect(dialog.deleteLater)
        self.command_dialog = dialog
        dialog.open()
        return dialog

    # -- message actions ------------------------------------------------------------

    def row_actions(self, model_row: int) -> list[str]:
        """The action keys (see :mod:`studio.ui.chat.actions`) offered for a row."""
        users = [i for i, e in enumerate(self.entries) if e.get("role") == "user"]
        keys = actions.actions_for(self.model.row_at(model_row), users[-1] if users else None)
        return [k for k in keys if k not in self.hidden_actions]

    def _show_menu(self, index: QModelIndex, pos: QPoint) -> None:
        keys = self.row_actions(index.row())
        if not keys:
            return
        menu = QMenu(self)
        row: Row = index.data(ROW_ROLE)
        added: list[str] = []
        for key in keys:
            if key not in actions.ALWAYS and added and all(k in actions.ALWAYS for k in added):
                menu.addSeparator()
            added.append(key)
            action = menu.addAction(translate("ChatActions", actions.LABELS[key]))
            action.setEnabled(not self._replying or key in actions.ALWAYS)
            action.triggered.connect(lambda _c=False, k=key: self.run_action(k, row))
        menu.popup(pos)

    def run_action(self, key: str, row: Row) -> None:
        """Run a message action on a row; dialogs (Edit, Save & Resubmit) ask first."""
        if key in (actions.COPY, actions.COPY_MARKDOWN):
            self.find_copy.copy_rows([row], markdown=key == actions.COPY_MARKDOWN)
            return
        if key == actions.SPEAK:
            self.voice.speak(row.text, row.speaker)
            return
        index = row.index
        if index is None or self._replying:
            return
        if key in (actions.EDIT, actions.SAVE_RESUBMIT):
            self.editing.start_edit(row)
        elif key == actions.RESUBMIT:
            self._reply(lambda p: p.resubmit(index), "resubmit the message")
        elif key == actions.REGENERATE:
            self._reply(lambda p: p.regenerate(), "regenerate the response")
        elif key == actions.DELETE:
            self.editing.delete_with_undo(index)
        elif key == actions.TRUNCATE:
            self._edit(lambda p: p.truncate(index), "truncate the conversation")
        elif key == actions.REJECT:
            self._edit(lambda p: p.reject(index), "mark the response unacceptable")
        elif key == actions.FORK:
            last = row.last if row.last is not None else index
            self._edit(lambda p: p.fork(last), "fork the conversation")
        elif key == actions.INSPECT:
            self.inspect_request(index)
        elif key == actions.CONTINUE:
            self._reply(lambda p: p.continue_reply(), "continue the reply")
        elif key == actions.REASONING:
            self.model.toggle_reasoning(index)

    # -- provider and model ---------------------------------------------------------

    def _accept_offer(self, option: str) -> None:
        async def apply(player: Any) -> None:
            player.set_provider_options(**{option: True})

        self._bridge.submit(apply, lambda _r: None, what="change the provider option")
        self.providerOptionAccepted.emit(option)
        self.toasts.show_toast(
            translate("ChatPane", "Changed for this provider: send again or Regenerate.")
        )

    def set_model_choices(self, models: list[str]) -> None:
        """Offer ``models`` in the quick picker (the current one stays shown)."""
        self.model_choice.set_choices(models)

    def inspect_request(self, index: int) -> QWidget:
        """Show the request (messages, tools, usage) behind the entry at ``index``."""
        from studio.ui.inspectors import RequestInspector

        dialog = RequestInspector(self._bridge, index, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _edit(self, job: Job, what: str, then: Callable[[Any], None] | None = None) -> None:
        """Run an edit on the engine, then read the conversation back (``then`` gets
        the job's result)."""
        asked = self._reloads

        def done(result: Any) -> None:
            # Every edit reports conversationChanged, whose reload ran during the job;
            # read again only if none did (a second read of 10,000 entries is not free).
            if self._reloads == asked:
                self.reload()
            if then is not None:
                then(result)

        def failed(error: BaseException) -> None:
            self.toasts.show_toast(f"Could not {what}: {error}")
            self.reload()

        self._bridge.submit(job, done, what=what, on_error=failed)
