"""The chat's list view and input box.

:class:`ChatView` keeps the delegate's layout width in step with the viewport
and sticks to the bottom while rows grow (streaming), unless the user has
scrolled up to read. :class:`ChatInput` sends on Enter, inserts a newline on
Shift+Enter, asks for the command dialog when ``@`` is typed first, and lets
Ctrl+Z through to the chat's Undo when it has no typing of its own to undo.

Links in rows are live: hovering one shows a pointing hand (for links that
open) and its target as a tooltip; a left click that presses and releases on
the same link opens it through :func:`~studio.ui.chat.links.open_link`, which
opens only http, https and mailto URLs. Every mouse event still reaches
``QListView`` first, so the current row, the context menu and double-clicks
behave exactly as they do without links.

Colours follow the palette: when the view's palette changes at run time (the
desktop switches to a dark scheme, or the application sets a new palette) the
delegate takes the new colours and every row is rendered again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QListView, QPlainTextEdit, QToolTip, QWidget

from studio.ui.chat.background import ChatBackground, read_background
from studio.ui.chat.delegate import GUTTER, MessageDelegate
from studio.ui.chat.links import open_link, openable_url
from studio.ui.chat.model import WINDOW, ChatModel
from studio.ui.i18n import translate
from studio.ui.look.look import CHAT_FONT_PROPERTY

STICK_SLACK = 4  # pixels from the bottom that still count as "at the bottom"


class ChatView(QListView):
    """A per-pixel scrolling list of chat rows that follows new text.

    Args:
        delegate_name: The character name shown on assistant rows.
        parent: Optional parent widget.

    Signals:
        contextMenuAt(QModelIndex, QPoint): A context menu was asked for on a row
            (global position).
        swipeRequested(int, int): The ‹ (-1) or › (+1) of a row's swipe control was
            clicked (model row, direction).
        copyRequested(): Ctrl+C with rows selected.
        readRequested(int): A row was double-clicked (open its text for selecting).
    """

    contextMenuAt = Signal(QModelIndex, QPoint)
    # Class defaults: Qt lays the view out (updateGeometries) before __init__ finishes.
    _overlay: tuple[QWidget, int | None] | None = None
    _overlay_row = -1
    # What to keep where in the viewport (locate, y, may stretch the range); see _hold.
    _held: tuple[Callable[[], int | None], int, bool] | None = None
    #: The picture behind the messages (:meth:`set_background`).
    background: ChatBackground | None = None
    swipeRequested = Signal(int, int)
    copyRequested = Signal()
    readRequested = Signal(int)

    def __init__(self, delegate_name: str = "Character", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty(CHAT_FONT_PROPERTY, True)  # the player's chat font reaches it
        self.chat_delegate = MessageDelegate(self, delegate_name)
        self.setItemDelegate(self.chat_delegate)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always on: a scroll bar appearing would change the width and the layout again.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Messages are selectable (click, Shift/Ctrl+click) so Ctrl+C copies them.
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformItemSizes(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_menu)
        self.verticalScrollBar().setSingleStep(24)
        self.stick_to_bottom = True
        bar = self.verticalScrollBar()
        # Only the user's own scrolling (wheel, drag, clicks, keys on the bar) decides
        # whether to follow: a relayout may clamp the value for a moment, which must
        # not count as "the user went back to the bottom".
        bar.actionTriggered.connect(self._on_user_scroll)
        bar.rangeChanged.connect(self._on_range)
        # Move events without a button pressed, to follow links under the mouse.
        self.viewport().setMouseTracking(True)
        self._hovered_link: tuple[int, str] | None = None
        self._grown: dict[int, int] = {}  # row identity -> height last laid out for

        self._pressed_link: tuple[int, str] | None = None

    def dataChanged(
        self,
        topLeft: QModelIndex | QPersistentModelIndex,
        bottomRight: QModelIndex | QPersistentModelIndex,
        roles: Sequence[int] = (),
    ) -> None:
        """Repaint one changed row without laying out every row again.

        ``QListView`` re-lays-out the whole list on any ``dataChanged``; with
        10,000 rows that costs tens of milliseconds per streamed token. A single
        row is only repainted here: if its height changed, the delegate notices
        while painting it and emits ``sizeHintChanged`` for that row.
        """
        if topLeft.row() == bottomRight.row():
            QAbstractItemView.dataChanged(self, topLeft, bottomRight, list(roles))
            # A growing row (the streamed reply) must be laid out again, or the list's
            # contents size, and so the scroll range, stays at its old height and the
            # view cannot follow the text. The delegate's own check cannot see this:
            # visualRect() asks it for the new size, which refreshes its cache. One
            # relayout per change of height, not per token.
            height = self.sizeHintForIndex(topLeft).height()
            key = self._row_key(topLeft.row())
            if self._grown.get(key) != height:
                self._grown = {key: height}
                self.scheduleDelayedItemsLayout()
        else:
            super().dataChanged(topLeft, bottomRight, list(roles))

    # -- an overlay on one row (the inline editor) -------------------------------------

    def set_overlay(self, widget: QWidget | None, row_id: int | None = None) -> None:
        """Keep ``widget`` over the row whose identity is ``row_id`` (None: none).

        The widget is a child of the viewport, placed over the row's rectangle after
        every layout and scroll. (``setIndexWidget`` would make it a persistent
        editor the view deletes on its own when rows change.)
        """
        self._overlay = (widget, row_id) if widget is not None and row_id is not None else None
        self._overlay_row = -1
        self.place_overlay()

    def overlay_row(self) -> int:
        """The model row the overlay sits on (-1 when none or when the row is gone)."""
        if self._overlay is None:
            return -1
        model = self.model()
        row_at = getattr(model, "row_at", None)
        if model is None or row_at is None:
            return -1
        row_id = self._overlay[1]
        at = self._overlay_row
        if 0 <= at < model.rowCount() and row_at(at).id == row_id:
            return at
        self._overlay_row = next(
            (i for i in range(model.rowCount() - 1, -1, -1) if row_at(i).id == row_id), -1
        )
        return self._overlay_row

    def place_overlay(self) -> None:
        """Move the overlay over its row (hide it when the row is not there)."""
        if self._overlay is None:
            return
        widget = self._overlay[0]
        row = self.overlay_row()
        model = self.model()
        if row < 0 or model is None:
            widget.hide()
            return
        rect = self.visualRect(model.index(row, 0)).adjusted(GUTTER + 10, 4, -10, -4)
        # The overlay is the view's sibling, not a child of its viewport: a screen reader
        # reaches a list's rows only, never widgets inside its viewport, so an editor there
        # could be typed in but not found (issue 28). It is placed over the row and clipped
        # to the viewport, as the viewport would have clipped it.
        host = self.parentWidget() or self.viewport()
        viewport = self.viewport()
        if widget.parentWidget() is not host:
            widget.setParent(host)
        shown = QRect(viewport.mapTo(host, QPoint(0, 0)), viewport.size())
        placed = rect.translated(viewport.mapTo(host, QPoint(0, 0)))
        visible = placed.intersected(shown)
        if visible.isEmpty():
            widget.hide()
            return
        widget.setGeometry(placed)
        if visible == placed:
            widget.clearMask()
        else:
            widget.setMask(QRegion(visible.translated(-placed.topLeft())))
        widget.show()
        widget.raise_()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self._keep_held()
        self.place_overlay()

    # -- a place kept in view: a swipe control under the mouse, a find hit -------------

    def hold_swipe(self, model_row: int) -> None:
        """Keep the swipe control of the response on ``model_row`` where it is now.

        Showing another alternative changes the response's height; following the
        bottom (or the scroll range shrinking) would then move the ‹ n/m › under the
        mouse, and a second click would miss. Until the user scrolls, or the view
        follows a new message, every layout scrolls so that the control's row keeps
        its place in the viewport; when the response got shorter the range is
        stretched for it (blank space below the last row, gone at the next scroll).
        """
        model = self.model()
        if not isinstance(model, ChatModel) or not 0 <= model_row < model.rowCount():
            return
        user = next(
            (model.row_at(r).index for r in range(model_row, -1, -1)
             if model.row_at(r).kind == "user" and model.row_at(r).index is not None),
            None,
        )  # fmt: skip
        if user is None:
            return

        def control_top() -> int | None:
            target = self._swipe_row(user)
            return None if target is None else self.visualRect(model.index(target, 0)).top()

        self._hold(control_top, stretch=True)

    def reveal(self, entry_index: int, query: str = "", nth: int = 0) -> bool:
        """Scroll a conversation entry into view: the ``nth`` occurrence of ``query`` in
        its row centred (a long message may not fit), else the row itself.

        Rows not painted yet have estimated heights; as they are painted the rows move,
        so the place is kept in view through the layouts that follow, until the user
        scrolls. False when no row shows the entry.
        """
        model = self.model()
        if not isinstance(model, ChatModel):
            return False
        at = model.row_for_entry(entry_index)
        if at is None:
            return False
        first = model.row_at(at)
        self.scrollTo(model.index(at, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

        def hit_centre() -> int | None:
            row = next(
                (r for r in range(model.rowCount()) if model.row_at(r).id == first.id), None
            )
            if row is None:
                return None
            rect = self.visualRect(model.index(row, 0))
            hit = self.chat_delegate.find_in_row(model.row_at(row), query, nth) if query else None
            if hit is None:
                return rect.center().y()
            top, height = hit
            return rect.top() + top + height // 2

        self._hold(hit_centre, stretch=False, at=self.viewport().height() // 2)
        return True

    def _hold(self, locate: Callable[[], int | None], *, stretch: bool, at: int | None = None):
        """Keep what ``locate`` finds (a viewport y) at ``at`` (default: where it is now)."""
        self._held = None
        now = locate()
        if now is None:
            return
        self.stick_to_bottom = False
        self._held = (locate, now if at is None else at, stretch)
        self._keep_held()

    def _swipe_row(self, user_entry: int) -> int | None:
        """The model row of a response's swipe control (without one yet, the response's
        first row, e.g. the one streaming)."""
        model = self.model()
        if not isinstance(model, ChatModel):
            return None
        start = model.row_for_entry(user_entry)
        if start is None:
            return None
        first = None
        for r in range(start, model.rowCount()):
            row = model.row_at(r)
            if r > start and row.kind == "user":
                break
            if row.swipe is not None:
                return r
            if r > start and first is None:
                first = r
        return first if first is not None else start

    def _keep_held(self) -> None:
        held = self._held
        if held is None:
            return
        locate, wanted_y, stretch = held
        now = locate()
        if now is None:
            self._held = None
            return
        drift = now - wanted_y
        if drift:
            bar = self.verticalScrollBar()
            wanted = bar.value() + drift
            if wanted > bar.maximum() and stretch:
                bar.setMaximum(wanted)
            bar.setValue(max(bar.minimum(), min(wanted, bar.maximum())))

    def release_hold(self) -> None:
        """Stop keeping a place in view (the scroll range is the rows' again)."""
        if self._held is not None:
            self._held = None
            self.updateGeometries()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self.background is not None:
            # Qt scrolls by moving the painted pixels: the picture would move with the
            # messages. Painted again instead, it stays where it is.
            self.viewport().update()
        self.place_overlay()

    def set_background(self, path: Path | None) -> bool:
        """Show the picture at ``path`` behind the messages (None: none). False when
        the file cannot be read as a picture (nothing is shown then)."""
        pixmap = read_background(path) if path is not None else None
        self.background = ChatBackground(pixmap, path) if pixmap and path else None
        self.viewport().update()
        return path is None or self.background is not None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.background is not None:
            painter = QPainter(self.viewport())
            self.background.paint(painter, self.viewport().rect(), self.palette())
            painter.end()
        super().paintEvent(event)

    def _row_key(self, row: int) -> int:
        model = self.model()
        row_at = getattr(model, "row_at", None)
        return int(row_at(row).id) if row_at is not None else row

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        kind = event.type()
        if kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            if self.chat_delegate.set_palette(self.palette()):
                self.viewport().update()
        elif kind == QEvent.Type.FontChange and self.chat_delegate.set_font(self.font()):
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.chat_delegate.set_width(self.viewport().width()):
            self.scheduleDelayedItemsLayout()

    def _on_user_scroll(self, _action: int) -> None:
        bar = self.verticalScrollBar()
        if self._held is not None:
            self._held = None  # scrolling the range back to the rows is the user's now
            QTimer.singleShot(0, self.updateGeometries)
        self.stick_to_bottom = bar.sliderPosition() >= bar.maximum() - STICK_SLACK
        if bar.sliderPosition() <= bar.minimum():
            QTimer.singleShot(0, self.show_earlier)

    def show_earlier(self) -> int:
        """At the top: bring the earlier rows in (a window's worth), keeping the view still."""
        model = self.model()
        if not isinstance(model, ChatModel) or not model.hidden_rows():
            return 0
        anchor = self.indexAt(QPoint(4, 4))
        anchor_id = model.row_at(anchor.row()).id if anchor.isValid() else None
        offset = self.visualRect(anchor).top() if anchor.isValid() else 0
        added = model.show_earlier(WINDOW)
        self.doItemsLayout()
        if anchor_id is not None:
            row = anchor.row() + added
            self.scrollTo(model.index(row, 0), QAbstractItemView.ScrollHint.PositionAtTop)
            bar = self.verticalScrollBar()
            bar.setValue(bar.value() - offset)
        return added

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self.stick_to_bottom:
            self.follow()

    def follow(self) -> None:
        """Scroll to the bottom (and keep following)."""
        self.release_hold()
        self.stick_to_bottom = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    # -- links ------------------------------------------------------------------------

    def link_at(self, pos: QPoint) -> tuple[int, str] | None:
        """The (model row, ``href``) of the link under a viewport point, if any.

        The delegate hit-tests its cached document of the row at the origin it
        paints it at, so this costs an ``indexAt`` and one layout hit test.
        """
        index = self.indexAt(pos)
        if not index.isValid():
            return None
        href = self.chat_delegate.anchor_at(index, self.visualRect(index), pos)
        return (index.row(), href) if href else None

    def _hover(self, link: tuple[int, str] | None) -> None:
        if link == self._hovered_link:
            return
        if self._hovered_link is not None:
            QToolTip.hideText()  # the tooltip named the link the mouse just left
        self._hovered_link = link
        if link is not None and openable_url(link[1]) is not None:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._hover(self.link_at(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def swipe_at(self, pos: QPoint) -> tuple[int, int] | None:
        """(model row, -1 or +1) when ``pos`` (viewport) is on a swipe arrow."""
        index = self.indexAt(pos)
        if not index.isValid():
            return None
        direction = self.chat_delegate.swipe_at(index, self.visualRect(index), pos)
        return (index.row(), direction) if direction else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        left = event.button() == Qt.MouseButton.LeftButton
        swipe = self.swipe_at(event.position().toPoint()) if left else None
        if swipe is not None:
            self.swipeRequested.emit(*swipe)
            event.accept()
            return
        self._pressed_link = self.link_at(event.position().toPoint()) if left else None
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        # The second click of a double-click arrives as a double-click event, not a
        # press, so its release finds nothing pressed: a double-click opens once.
        pressed, self._pressed_link = self._pressed_link, None
        super().mouseReleaseEvent(event)
        if (
            pressed is not None
            and event.button() == Qt.MouseButton.LeftButton
            and self.link_at(event.position().toPoint()) == pressed
        ):
            open_link(pressed[1])

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        super().mouseDoubleClickEvent(event)
        index = self.indexAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index.isValid():
            self.readRequested.emit(index.row())

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:
            self._hover(None)
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, mods = event.key(), event.modifiers()
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copyRequested.emit()
            event.accept()
            return
        if key == Qt.Key.Key_Home and not mods & Qt.KeyboardModifier.ShiftModifier:
            self.stick_to_bottom = False
            show = getattr(self.model(), "show_earlier", None)
            if show is not None:
                show()  # Home means the very first message: every earlier row comes in
            self.scrollToTop()
            if self.model() is not None and self.model().rowCount():
                self.setCurrentIndex(self.model().index(0, 0))
            return
        if key == Qt.Key.Key_End and not mods & Qt.KeyboardModifier.ShiftModifier:
            model = self.model()
            if model is not None and model.rowCount():
                self.setCurrentIndex(model.index(model.rowCount() - 1, 0))
            self.follow()
            return
        super().keyPressEvent(event)

    def _on_menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if index.isValid():
            self.contextMenuAt.emit(index, self.viewport().mapToGlobal(pos))


class ChatInput(QPlainTextEdit):
    """The message box.

    Signals:
        submitted(): Enter was pressed (without Shift).
        commandRequested(): ``@`` was typed into the empty box.
    """

    submitted = Signal()
    commandRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty(CHAT_FONT_PROPERTY, True)
        self.setPlaceholderText(
            translate(
                "ChatPane", "Message — Enter sends, Shift+Enter for a new line, @ for commands"
            )
        )
        self.setTabChangesFocus(True)
        # Takes dropped or pasted images (studio/ui/chat/attachments.py); True: taken.
        self.image_sink: Callable[[QMimeData], bool] | None = None

    @staticmethod
    def _has_image(source: QMimeData) -> bool:
        if source.hasImage():
            return True
        suffixes = (".png", ".jpg", ".jpeg", ".gif", ".webp")
        return source.hasUrls() and any(
            u.isLocalFile() and u.toLocalFile().lower().endswith(suffixes) for u in source.urls()
        )

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        if self.image_sink is not None and self._has_image(source):
            return True
        return super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        if self.image_sink is not None and self._has_image(source) and self.image_sink(source):
            return
        super().insertFromMimeData(source)

    def event(self, event: QEvent) -> bool:
        # Ctrl+Z undoes typing here; with nothing typed to undo, it goes on to the
        # chat's Undo (the last edit or delete of a message).
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Undo)
            and not self.document().isUndoAvailable()
        ):
            event.ignore()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
            else:
                self.submitted.emit()
            event.accept()
            return
        if event.text() == "@" and not self.toPlainText():
            self.commandRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)
