"""``MessageDelegate``: paints chat rows as rendered Markdown with role labels.

Speed with long conversations comes from two caches keyed by the row's
identity and revision (see :class:`~studio.ui.chat.rows.Row`):

* rendered :class:`QTextDocument` objects, least recently used first out
  (only rows that get painted are ever rendered);
* row heights for the current width (plain ints, kept for every row).

A streamed token bumps one row's revision, so only that row is rendered again.
Rows that were never painted get an *estimated* height from the text length
(rendering 10,000 Markdown documents to lay out the list would take seconds);
when such a row is first painted its real height replaces the estimate and the
view is told through ``sizeHintChanged`` for that row only.

Colours follow the view's palette (:mod:`studio.ui.chat.theme`): the view
calls :meth:`MessageDelegate.set_palette` when its palette changes, which drops
the cached documents (not the heights: colours do not move text) so every row
is rendered again in the new colours as it is painted.

Links: :meth:`MessageDelegate.anchor_at` hit-tests a point against the same
cached document, at the same origin (:meth:`MessageDelegate.body_origin`), that
:meth:`MessageDelegate.paint` draws; the view uses it for the cursor and clicks,
and :meth:`MessageDelegate.helpEvent` for the link's tooltip.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHelpEvent,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QTextCharFormat,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QWidget,
)

from studio.engine.regex_scripts import ScriptSet
from studio.ui.chat.error_card import STRIP_HEIGHT, ErrorActions
from studio.ui.chat.links import link_tooltip
from studio.ui.chat.markdown import MarkdownRenderer, chat_css, escape, linkify
from studio.ui.chat.model import ROW_ROLE, ChatModel
from studio.ui.chat.pictures import Pictures
from studio.ui.chat.rows import Row
from studio.ui.chat.speakers import PRIVATE_MARK, header_label, private_mark, speaker_tint
from studio.ui.chat.theme import chat_colors, readable

MARGIN_X, MARGIN_Y, PAD = 10, 4, 8
DOC_CACHE_SIZE = 400
EXACT_TAIL = 40  # rows at the end of the model always measured exactly (more than a screenful)
#: Bubbles stop growing at about this many average characters per line (reading width).
MAX_BUBBLE_CHARS = 80
#: The avatar beside each message, and the column it sits in left of the bubbles.
AVATAR_SIDE = 36
GUTTER = AVATAR_SIDE + 4
THUMB_HEIGHT = 96  # Attached images in a user message (docs/IMAGES.md).
_STRIKE = "p, li, pre, code, h1, h2, h3, h4, h5, h6 { text-decoration: line-through; }"
_TINTS = {
    "user": "#3d7bd9",
    "assistant": "#888888",
    "intro": "#8a6fd1",
    "log": "#d99a1e",
    "error": "#d9453d",
    "tools": "#888888",
}

_Index = QModelIndex | QPersistentModelIndex


def swipe_label(swipe: tuple[int, int]) -> str:
    """``"2/3"`` for the second of three alternatives."""
    return f"{swipe[0] + 1}/{swipe[1]}"


def _blend(base: QColor, tint: str, amount: float) -> QColor:
    t = QColor(tint)
    return QColor(
        round(base.red() + (t.red() - base.red()) * amount),
        round(base.green() + (t.green() - base.green()) * amount),
        round(base.blue() + (t.blue() - base.blue()) * amount),
    )


class MessageDelegate(QStyledItemDelegate):
    """Paints :class:`Row` items of a :class:`~studio.ui.chat.model.ChatModel`.

    Args:
        parent: Optional parent (normally the view).
        character: The name shown on assistant rows.

    Attributes:
        user_name: The name shown on the user's rows (the persona's; "You" by default).
        speaker_colors: A party's ``{member name: "#rrggbb"}`` (rows with a speaker).
        avatar: The character's round avatar, beside its messages (None: none).
        user_avatar: The persona's avatar, beside the user's messages (None: none).
        avatars: A party's ``{member name: avatar}`` (rows with a speaker).
    """

    def __init__(self, parent: QObject | None = None, character: str = "Character") -> None:
        super().__init__(parent)
        self.character = character
        self.user_name = "You"
        self.speaker_colors: dict[str, str] = {}
        self.avatar: QPixmap | None = None
        self.user_avatar: QPixmap | None = None
        self.avatars: dict[str, QPixmap] = {}
        #: The chat's font (the view's: Settings → Appearance chooses family and size).
        self.font = parent.font() if isinstance(parent, QWidget) else QFont()
        palette = parent.palette() if isinstance(parent, QWidget) else QGuiApplication.palette()
        self.colors = chat_colors(palette)
        self._css = chat_css(self.colors)
        # Pictures in messages (the pane sets the character's folder): pictures.py.
        self.pictures = Pictures()
        self._md = MarkdownRenderer(self.colors.code_style, pictures=self.pictures.html)
        # The open conversation's images folder (the chat pane sets it; None: no images).
        self.images_dir: Callable[[], Path | None] | None = None
        # The character's regex scripts as the chat shows messages (the pane sets them;
        # None: none). Markdown-only scripts change only this, never the conversation.
        self.display_scripts: ScriptSet | None = None
        self._docs: OrderedDict[int, tuple[int, int, QTextDocument]] = OrderedDict()
        self._heights: dict[int, tuple[int, int, int]] = {}
        self._width = 600
        self._pending: list[QPersistentModelIndex] = []
        self.renders = 0  # documents rendered so far (tests and benchmarks read it)
        self._query = ""
        self._current_entry: int | None = None
        self._editing: tuple[int, int] | None = None  # (row id, height) of an inline editor

    # -- colours -----------------------------------------------------------------------

    def set_palette(self, palette: QPalette) -> bool:
        """Take the colours for ``palette``; True if they changed (rows render again)."""
        colors = chat_colors(palette)
        if colors == self.colors:
            return False
        self.colors = colors
        self._css = chat_css(colors)
        if colors.code_style != self._md.code_style:
            self._md = MarkdownRenderer(colors.code_style, pictures=self.pictures.html)
        self._docs.clear()
        return True

    # -- find highlights -------------------------------------------------------------

    def set_highlight(self, query: str, current_entry: int | None) -> None:
        """Highlight ``query`` in painted rows; frame the row of ``current_entry``."""
        self._query = query
        self._current_entry = current_entry

    def _selections(self, doc: QTextDocument, row: Row) -> list[Any]:
        if not self._query or row.kind not in ("user", "assistant"):
            return []
        fmt = QTextCharFormat()
        fmt.setBackground(QColor("#ffe066"))
        fmt.setForeground(QColor("#000000"))
        out = []
        cursor = doc.find(self._query, 0)
        while not cursor.isNull():
            selection = QAbstractTextDocumentLayout.Selection()
            selection.cursor = cursor
            selection.format = fmt
            out.append(selection)
            cursor = doc.find(self._query, cursor)
        return out

    def _is_current(self, row: Row) -> bool:
        current = self._current_entry
        if current is None or row.index is None:
            return False
        return row.index <= current <= (row.last if row.last is not None else row.index)

    def find_in_row(self, row: Row, query: str, nth: int = 0) -> tuple[int, int] | None:
        """Where the ``nth`` occurrence of ``query`` (any case) is painted in a row:
        ``(top, height)`` of its line, from the top of the row's rectangle (None: not
        in the rendered text; a later ``nth`` than there are gives the last)."""
        if not query:
            return None
        doc = self.document(row)
        cursor = doc.find(query, 0)
        found = None
        while not cursor.isNull() and (found is None or nth > 0):
            if found is not None:
                nth -= 1
            found = cursor
            cursor = doc.find(query, cursor)
        if found is None:
            return None
        block = found.block()
        box = doc.documentLayout().blockBoundingRect(block)
        line = block.layout().lineForTextPosition(found.positionInBlock())
        top, height = box.top(), box.height()
        if line.isValid():
            top, height = top + line.y(), line.height()
        origin = MARGIN_Y + PAD + self._header_height(row)
        return origin + int(top), max(1, int(height))

    # -- geometry -----------------------------------------------------------------------

    def set_width(self, width: int) -> bool:
        """Set the viewport width rows are laid out for; True if it changed."""
        width = max(width, 120)
        changed = width != self._width
        self._width = width
        return changed

    def _bubble_width(self) -> int:
        """The bubble's width: the view's, up to a comfortable line length."""
        cap = QFontMetrics(self.font).averageCharWidth() * MAX_BUBBLE_CHARS + 2 * MARGIN_X + 2 * PAD
        return min(self._width - GUTTER, max(cap, 320))

    def _doc_width(self) -> int:
        return self._bubble_width() - 2 * MARGIN_X - 2 * PAD

    def _header_height(self, row: Row) -> int:
        if row.kind in ("tools", "log") and row.swipe is None:
            return 0
        return QFontMetrics(self._label_font()).height() + 2

    def _label_font(self) -> QFont:
        font = QFont(self.font)
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.9)
        return font

    @staticmethod
    def _row(index: _Index) -> Row:
        model = index.model()
        if isinstance(model, ChatModel):  # skip the data() round trip: layout calls this a lot
            return model.row_at(index.row())
        row: Row = index.data(ROW_ROLE)
        return row

    def set_editing(self, row_id: int | None, height: int = 0) -> None:
        """Give the row with ``row_id`` room for an inline editor (None: no editor)."""
        self._editing = (row_id, height) if row_id is not None else None

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        row = self._row(index)
        if self._editing is not None and self._editing[0] == row.id:
            return QSize(self._width, self._editing[1] + 2 * MARGIN_Y)
        key = (row.rev, self._width)
        cached = self._heights.get(row.id)
        if cached is not None and cached[:2] == key:
            return QSize(self._width, cached[2])
        model = index.model()
        if row.id in self._docs or index.row() >= model.rowCount() - EXACT_TAIL:
            height = self._exact_height(row)
        else:
            height = self._estimate(row, option)
        self._heights[row.id] = (*key, height)
        return QSize(self._width, height)

    def _exact_height(self, row: Row) -> int:
        body = int(self.document(row).size().height())
        return body + self._header_height(row) + self._footer_height(row) + 2 * PAD + 2 * MARGIN_Y

    @staticmethod
    def _footer_height(row: Row) -> int:
        """Room below the text for an error card's buttons."""
        return STRIP_HEIGHT if row.kind == "error" and not row.streaming else 0

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: _Index
    ) -> None:
        """An error card's buttons sit in the strip at the bottom of its bubble."""
        if isinstance(editor, ErrorActions):
            full: QRect = option.rect
            width = min(full.width() - GUTTER, self._bubble_width())
            left = full.left() + GUTTER + MARGIN_X + PAD
            top = full.bottom() - MARGIN_Y - PAD - STRIP_HEIGHT + 4
            editor.setGeometry(QRect(left, top, width - 2 * (MARGIN_X + PAD), STRIP_HEIGHT - 4))
            return
        super().updateEditorGeometry(editor, option, index)

    def _estimate(self, row: Row, option: QStyleOptionViewItem) -> int:
        metrics = QFontMetrics(option.font)
        per_line = max(10, self._doc_width() // max(1, metrics.averageCharWidth()))
        lines = sum(1 + len(line) // per_line for line in row.text.split("\n"))
        body = lines * metrics.lineSpacing() + 6
        return body + self._header_height(row) + self._footer_height(row) + 2 * PAD + 2 * MARGIN_Y

    # -- documents ----------------------------------------------------------------------

    def document(self, row: Row) -> QTextDocument:
        """The rendered document of a row (cached by identity, revision and width)."""
        cached = self._docs.get(row.id)
        if cached is not None and cached[:2] == (row.rev, self._width):
            self._docs.move_to_end(row.id)
            return cached[2]
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        font = QFont(self.font)
        if row.kind in ("tools", "log"):
            font.setPointSizeF(font.pointSizeF() * 0.9)
        doc.setDefaultFont(font)
        doc.setDefaultStyleSheet(self._css + (_STRIKE if row.rejected else ""))
        shown = self.html(row)
        self.pictures.attach(doc)
        doc.setHtml(shown)
        doc.setTextWidth(self._doc_width())
        self.renders += 1
        self._docs[row.id] = (row.rev, self._width, doc)
        self._docs.move_to_end(row.id)
        while len(self._docs) > DOC_CACHE_SIZE:
            self._docs.popitem(last=False)
        return doc

    @property
    def css(self) -> str:
        """The default style sheet of rendered rows."""
        return self._css

    def html(self, row: Row) -> str:
        """The HTML shown for a row (Markdown rendered safely; other text escaped)."""
        if row.kind == "tools":
            return f"<p><i>⚙ {escape(row.text)}</i></p>"
        if row.kind == "log":
            agent = f"<b>{escape(row.agent_id)}</b>: " if row.agent_id else ""
            return f"<p>{agent}{linkify(row.text)}</p>"
        if row.kind == "error":
            return (
                f"<p>{escape(row.text)}</p>"
                f"<p style='color:{self.colors.hint}'><i>{escape(row.hint)}</i></p>"
            )
        text = row.text if row.text or not row.streaming else "…"
        scripts = self.display_scripts
        if scripts is not None and row.kind in ("user", "assistant", "intro") and not row.streaming:
            # The greeting is the character's first message (SillyTavern's AI output).
            text = scripts.display(text, "user" if row.kind == "user" else "assistant")
        return self._md.render(text) + self._thumbnails(row)

    def _thumbnails(self, row: Row) -> str:
        """A user message's attached images, small, after its text (docs/IMAGES.md)."""
        folder = self.images_dir() if row.images and self.images_dir is not None else None
        if folder is None:
            return ""
        tags = []
        for name in row.images:
            path = folder / name
            if path.is_file():
                url = escape(QUrl.fromLocalFile(str(path)).toString())
                tags.append(f'<img src="{url}" height="{THUMB_HEIGHT}" alt="attached image"> ')
            else:
                tags.append("<i>[image missing]</i> ")
        return "<p>" + "".join(tags) + "</p>"

    def set_font(self, font: QFont) -> bool:
        """Lay rows out in ``font`` from now on; True if it changed (caches dropped)."""
        if font == self.font:
            return False
        self.font = QFont(font)
        self.forget()
        return True

    def forget(self) -> None:
        """Drop every cached render and height (e.g. after a font change)."""
        self._docs.clear()
        self._heights.clear()

    # -- links --------------------------------------------------------------------------

    def body_origin(self, item_rect: QRect, row: Row) -> QPoint:
        """Where a row's document is drawn, for the row's item rectangle (view coordinates)."""
        return QPoint(
            item_rect.left() + GUTTER + MARGIN_X + PAD,
            item_rect.top() + MARGIN_Y + PAD + self._header_height(row),
        )

    def anchor_at(self, index: _Index, item_rect: QRect, pos: QPoint) -> str:
        """The ``href`` of the link under ``pos`` ("" if none).

        Args:
            index: The row's model index.
            item_rect: The row's rectangle as painted (the view's ``visualRect``).
            pos: A point in the same (viewport) coordinates.
        """
        row = self._row(index)
        local = pos - self.body_origin(item_rect, row)
        href: str = self.document(row).documentLayout().anchorAt(QPointF(local))
        return href

    def helpEvent(
        self,
        event: QHelpEvent,
        view: QAbstractItemView,
        option: QStyleOptionViewItem,
        index: _Index,
    ) -> bool:
        """Show a link's target as its tooltip (rows have no tooltip otherwise)."""
        if event.type() == QEvent.Type.ToolTip and index.isValid():
            href = self.anchor_at(index, option.rect, event.pos())
            if href:
                QToolTip.showText(event.globalPos(), link_tooltip(href), view)
                return True
        return super().helpEvent(event, view, option, index)

    # -- painting -----------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        row = self._row(index)
        doc = self.document(row)
        exact = self._exact_height(row)
        cached = self._heights.get(row.id)
        self._heights[row.id] = (row.rev, self._width, exact)
        if cached is None or cached[2] != exact:
            self._pending.append(QPersistentModelIndex(index))
            if len(self._pending) == 1:
                QTimer.singleShot(0, self._flush_sizes)
        painter.save()
        if row.rejected:
            painter.setOpacity(0.5)
        full: QRect = option.rect
        width = min(full.width() - GUTTER, self._bubble_width())
        bubble = QRect(full.left() + GUTTER, full.top(), width, full.height())
        rect: QRect = bubble.adjusted(MARGIN_X, MARGIN_Y, -MARGIN_X, -MARGIN_Y)
        base = option.palette.color(QPalette.ColorRole.Base)
        tint = speaker_tint(row, self.speaker_colors) or _TINTS.get(row.kind, "#888888")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if row.kind == "tools":
            pass
        elif row.kind == "log":
            painter.fillRect(rect, _blend(base, tint, 0.10))
            painter.fillRect(QRect(rect.left(), rect.top(), 3, rect.height()), QColor(tint))
        else:
            pen = QPen(_blend(base, tint, 0.35 if not row.private_to else 0.8))
            pen.setStyle(Qt.PenStyle.DashLine if row.private_to else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(_blend(base, tint, 0.07 if row.kind != "error" else 0.10))
            painter.drawRoundedRect(rect, 6, 6)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, _blend(base, "#3d7bd9", 0.12))
        if self._is_current(row):
            painter.setPen(QPen(QColor("#e0a800"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 6, 6)
        avatar = self.avatar_for(row)
        if avatar is not None:
            # Who speaks, beside the bubble's top (card art, the persona's, a member's).
            painter.drawPixmap(full.left() + MARGIN_X // 2, rect.top(), AVATAR_SIDE,
                               AVATAR_SIDE, avatar)  # fmt: skip
        text_color = option.palette.color(QPalette.ColorRole.Text)
        self._paint_header(painter, rect, row, tint, base, text_color)
        painter.translate(self.body_origin(option.rect, row))
        if row.kind in ("tools", "log"):
            text_color = _blend(text_color, "#888888", 0.6)
        context = doc.documentLayout().PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, text_color)
        context.selections = self._selections(doc, row)
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def _paint_header(
        self, painter: QPainter, rect: QRect, row: Row, tint: str, base: QColor, text: QColor
    ) -> None:
        if self._header_height(row) == 0:
            return
        painter.setFont(self._label_font())
        box = rect.adjusted(PAD, PAD - 2, -PAD, 0)
        # The tints are chosen for a light base; on a dark one they are lightened to stay
        # readable (on a light base they already are, so they do not change).
        painter.setPen(readable(QColor(tint).darker(130), base, text))
        label = self.label(row)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label)
        if row.swipe is not None:
            # The swipe control sits at the right end; the marks go to its left.
            back, text_box, forward = self._swipe_boxes(rect, row)
            painter.setPen(readable(QColor("#3d7bd9"), base, text))
            centred = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            painter.drawText(back, centred, "‹")
            painter.drawText(text_box, centred, swipe_label(row.swipe))
            painter.drawText(forward, centred, "›")
            box = box.adjusted(0, 0, -(forward.right() - back.left() + 12), 0)
        marks = self.marks(row)
        if marks:
            mark = QColor(PRIVATE_MARK if row.private_to else "#b05a00")
            painter.setPen(readable(mark, base, text))
            painter.drawText(
                box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, "   ".join(marks)
            )

    def avatar_for(self, row: Row) -> QPixmap | None:
        """The picture beside a row: the persona's for the user, the speaking member's in
        a party, the character's for its replies and greeting; none for the rest."""
        if row.kind == "user":
            return self.user_avatar
        if row.kind in ("assistant", "intro"):
            if row.speaker:
                return self.avatars.get(row.speaker)
            return self.avatar
        return None

    def label(self, row: Row) -> str:
        """The name at the top of a row as painted: the character's, the user's (the
        persona's name), a party member's, or "Error"."""
        labels = {
            "user": self.user_name,
            "assistant": self.character,
            "error": "Error",
            "intro": self.character,
        }
        return header_label(row, labels.get(row.kind, row.kind), self.user_name)

    def marks(self, row: Row) -> list[str]:
        """The marks painted at the right of a row's header ("✂ cut off…", ...)."""
        marks = []
        if row.streaming:
            marks.append("writing…")
        if row.stopped:
            marks.append("■ stopped")
        if row.rejected:
            marks.append("✗ marked unacceptable")
        if row.truncated:
            marks.append("✂ cut off at the reply length")
        if row.ended:
            marks.append(f"ended: {row.ended}")
        if row.reasoning:
            marks.append("▾ reasoning" if row.show_reasoning else "▸ reasoning")
        if row.kind == "error" and row.error_kind:
            marks.append(row.error_kind)
        if private_mark(row):
            marks.append(private_mark(row))
        return marks

    def _swipe_boxes(self, rect: QRect, row: Row) -> tuple[QRect, QRect, QRect]:
        """The ‹, ``n/m`` and › boxes of a row's swipe control (``rect``: its bubble)."""
        metrics = QFontMetrics(self._label_font())
        height = metrics.height() + 2
        arrow = max(metrics.horizontalAdvance("›") + 12, height)
        middle = metrics.horizontalAdvance(swipe_label(row.swipe or (9, 99))) + 8
        top = rect.top() + PAD - 2
        right = rect.right() - PAD
        forward = QRect(right - arrow, top, arrow, height)
        text_box = QRect(forward.left() - middle, top, middle, height)
        back = QRect(text_box.left() - arrow, top, arrow, height)
        return back, text_box, forward

    def swipe_at(self, index: _Index, item_rect: QRect, pos: QPoint) -> int:
        """-1 (‹) or +1 (›) when ``pos`` is on a row's swipe arrows, else 0.

        ``item_rect`` is the row's rectangle as painted (the view's ``visualRect``).
        """
        row = self._row(index)
        if row.swipe is None:
            return 0
        width = min(item_rect.width() - GUTTER, self._bubble_width())
        left = item_rect.left() + GUTTER
        bubble = QRect(left, item_rect.top(), width, item_rect.height()).adjusted(
            MARGIN_X, MARGIN_Y, -MARGIN_X, -MARGIN_Y
        )
        back, _text, forward = self._swipe_boxes(bubble, row)
        if back.contains(pos):
            return -1
        if forward.contains(pos):
            return 1
        return 0

    def _flush_sizes(self) -> None:
        pending, self._pending = self._pending, []
        for index in pending:
            model = index.model()
            if index.isValid() and model is not None:
                self.sizeHintChanged.emit(model.index(index.row(), index.column()))
