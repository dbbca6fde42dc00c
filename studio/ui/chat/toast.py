"""``ToastLayer``: transient notifications floating over a widget.

Agents call ``studio.toast(message)`` to tell the user something briefly; the
reference says a toast never appears in the conversation and is never sent to
the model, so toasts live in this overlay only. The layer covers its parent,
lets every mouse event through, stacks toasts top-right (newest at the bottom
of the stack) and fades each one out after a few seconds.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

TOAST_MS = 3000
ACTION_TOAST_MS = 8000  # long enough to reach the Undo button
FADE_MS = 400
MAX_TOASTS = 5
_STYLE = (
    "QLabel { background-color: rgba(40, 40, 48, 225); color: #ffffff;"
    " border-radius: 6px; padding: 7px 12px; }"
)


class ToastLayer(QWidget):
    """An overlay on ``parent`` that shows stacked, fading toasts.

    Args:
        parent: The widget to float over (the layer follows its size).
        duration_ms: How long a toast stays fully visible.
        fade_ms: How long the fade-out takes.

    Signals:
        toastFinished(str): A toast faded out and was removed (its text).
    """

    toastFinished = Signal(str)

    def __init__(
        self, parent: QWidget, duration_ms: int = TOAST_MS, fade_ms: int = FADE_MS
    ) -> None:
        super().__init__(parent)
        self.duration_ms = duration_ms
        self.fade_ms = fade_ms
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(12, 12, 26, 12)  # clear of a scroll bar
        self._layout.setSpacing(6)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        self._toasts: list[QLabel] = []
        self._actions: list[QFrame] = []
        self.action_ms = ACTION_TOAST_MS
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the parent's size and stay on top of its other children."""
        parent = self.parentWidget()
        if (
            parent is not None
            and watched is parent
            and event.type() in (QEvent.Type.Resize, QEvent.Type.ChildAdded)
        ):
            self.setGeometry(parent.rect())
            self.raise_()
        return False

    def toasts(self) -> list[QLabel]:
        """The toasts on screen, oldest first."""
        return list(self._toasts)

    def texts(self) -> list[str]:
        """The texts of the toasts on screen, oldest first."""
        return [label.text() for label in self._toasts]

    def show_toast(self, text: str) -> QLabel:
        """Show ``text`` as a toast; returns its label (tests watch its opacity)."""
        label = QLabel(text, self)
        label.setStyleSheet(_STYLE)
        label.setTextFormat(Qt.TextFormat.PlainText)  # agent text is never markup
        widest = max(160, min(380, self.width() - 40))
        if label.sizeHint().width() > widest:
            # Only long texts wrap, at a fixed width, so the label's height is right.
            label.setWordWrap(True)
            label.setFixedWidth(widest)
        effect = QGraphicsOpacityEffect(label)
        effect.setOpacity(1.0)
        label.setGraphicsEffect(effect)
        self._layout.addWidget(label, 0, Qt.AlignmentFlag.AlignRight)
        self._toasts.append(label)
        while len(self._toasts) > MAX_TOASTS:
            self._remove(self._toasts[0])
        label.show()
        self.raise_()
        QTimer.singleShot(self.duration_ms, label, lambda: self._fade(label, effect))
        return label

    def close_action_toasts(self) -> None:
        """Close the action toasts shown (their step was taken some other way)."""
        for old in self._actions:
            old.hide()
            old.deleteLater()
        self._actions = []

    def show_action_toast(
        self, text: str, button: str, action: Callable[[], object]
    ) -> QFrame:
        """A toast with a button (Undo), at the bottom of the parent; it takes clicks.

        The layer itself lets the mouse through, so this toast is a child of the
        parent widget, raised above the layer. Clicking the button runs
        ``action`` once and closes the toast; otherwise it goes after
        :data:`ACTION_TOAST_MS`. A newer action toast replaces an older one.
        """
        parent = self.parentWidget()
        assert parent is not None
        for old in self._actions:
            old.deleteLater()
        frame = QFrame(parent)
        frame.setObjectName("actionToast")
        frame.setStyleSheet(
            "#actionToast { background-color: rgba(40, 40, 48, 235); border-radius: 6px; }"
            " #actionToast QLabel { color: #ffffff; }"
        )
        label = QLabel(text, frame)
        label.setTextFormat(Qt.TextFormat.PlainText)
        push = QPushButton(button, frame)
        row = QHBoxLayout(frame)
        row.setContentsMargins(12, 6, 8, 6)
        row.addWidget(label)
        row.addWidget(push)
        self._actions = [frame]

        def run() -> None:
            frame.hide()
            frame.deleteLater()
            action()

        push.clicked.connect(run)
        frame.adjustSize()
        x = max(0, (parent.width() - frame.width()) // 2)
        frame.move(x, max(0, parent.height() - frame.height() - 90))
        frame.show()
        frame.raise_()
        QTimer.singleShot(self.action_ms, frame, frame.deleteLater)
        return frame

    def action_toasts(self) -> list[QFrame]:
        """The action toasts on screen (tests press their button)."""
        return [f for f in self._actions if Shiboken.isValid(f) and f.isVisible()]

    def _fade(self, label: QLabel, effect: QGraphicsOpacityEffect) -> None:
        animation = QPropertyAnimation(effect, b"opacity", label)
        animation.setDuration(self.fade_ms)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(lambda: self._remove(label))
        animation.start()

    def _remove(self, label: QLabel) -> None:
        if label not in self._toasts:
            return
        self._toasts.remove(label)
        self._layout.removeWidget(label)
        label.hide()
        label.deleteLater()
        self.toastFinished.emit(label.text())
