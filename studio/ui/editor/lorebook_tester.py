"""The "which entries would fire for this text" tester: the agent's own rules, on the host.

The author types one or more messages (a line holding only ``---`` separates them,
the last one being the newest); the tester runs
:func:`studio.sandbox.lorebook_host.scan_lorebook` -- the bundled
``lorebook-book.js`` and ``lorebook-engine.js``, the files the agent runs -- off the
GUI thread, and lists the entries that fire with the reason, plus the scan log.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.errors import StudioError
from studio.sandbox.lorebook_host import LorebookScan, scan_lorebook
from studio.ui.i18n import translate

__all__ = ["LorebookTester", "split_messages"]

SEPARATOR = "---"


def split_messages(text: str) -> list[str]:
    """The tester text as messages, oldest first (``---`` lines separate them)."""
    parts: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.strip() == SEPARATOR:
            parts.append([])
        else:
            parts[-1].append(line)
    return [m for m in ("\n".join(p).strip() for p in parts) if m]


class _Relay(QObject):
    done = Signal(object)


class _Job(QRunnable):
    def __init__(self, book: str, messages: list[str], character: str) -> None:
        super().__init__()
        self.relay = _Relay()
        self._args = (book, messages, character)

    def run(self) -> None:
        book, messages, character = self._args
        try:
            result = scan_lorebook(book, messages, character_name=character)
        except StudioError as err:  # the worker must always report back
            result = LorebookScan(error=str(err))
        self.relay.done.emit(result)


class LorebookTester(QWidget):
    """The test box under the table.

    Args:
        book_text: Returns the book's current text (the editor buffer).
        character_name: Returns the character's name, for ``{{char}}`` in keys.

    Signals:
        finished(LorebookScan): A test run ended (tests wait on this).
    """

    finished = Signal(object)

    def __init__(
        self,
        book_text: Callable[[], str],
        character_name: Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._book_text = book_text
        self._character_name = character_name
        self.input = QPlainTextEdit(self)
        self.input.setPlaceholderText(
            "Type a message to see which entries would fire.\n"
            "Several messages: put a line with only --- between them (the last is the newest)."
        )
        self.input.setMaximumHeight(90)
        self.run_button = QPushButton(translate("Editor", "Test"), self)
        self.summary = QLabel("", self)
        self.summary.setWordWrap(True)
        self.results = QListWidget(self)
        self.results.setMaximumHeight(120)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setMaximumHeight(110)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(
            QLabel(translate("Editor", "Which entries would fire for this text?"), self)
        )
        for widget in (self.input, self.run_button, self.summary, self.results, self.log):
            layout.addWidget(widget)
        self.last: LorebookScan | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._running = False
        self._again = False
        self._timer = QTimer(self, singleShot=True, interval=300)
        self._timer.timeout.connect(self.run)
        self.input.textChanged.connect(self._timer.start)
        self.run_button.clicked.connect(self.run)
        self.destroyed.connect(self._pool.waitForDone)

    def schedule(self) -> None:
        """Run again soon (the book changed), if there is a text to test."""
        if self.input.toPlainText().strip():
            self._timer.start()

    def run(self) -> None:
        """Test the current text now (or right after the run in progress)."""
        self._timer.stop()
        if self._running:
            self._again = True
            return
        messages = split_messages(self.input.toPlainText())
        self._running = True
        job = _Job(self._book_text(), messages, self._character_name())
        job.relay.done.connect(self._on_done)
        self._pool.start(job)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until the running test finishes (shutdown and tests)."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, result: LorebookScan) -> None:
        self._running = False
        if self._again:
            self._again = False
            self.run()
            return
        self.last = result
        self.results.clear()
        if result.error:
            self.summary.setText(
                translate("Editor", "The book cannot be tested: {error}").format(error=result.error)
            )
        else:
            count = len(result.fired)
            self.summary.setText(
                f"{count} entr{'y' if count == 1 else 'ies'} would fire"
                + (f" · {len(result.warnings)} warning(s)" if result.warnings else "")
            )
            for entry in result.fired:
                self.results.addItem(f"{entry.label} — {entry.reason}")
        self.log.setPlainText("\n".join(result.log))
        self.finished.emit(result)
