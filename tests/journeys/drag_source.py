"""A stand-in for a file manager's window: one file, dragged with the mouse.

Run as its own process on the journey's screen (tests/journeys/drag.py): pressing
the mouse on the file's name starts a real drag-and-drop (XDND through the X
server) carrying the file's URL, exactly as a file manager's drag does.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtGui import QDrag, QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel

from studio.ui import probe


class FileLabel(QLabel):
    def __init__(self, path: Path) -> None:
        super().__init__(path.name)
        self.path = path
        self.setAccessibleName(path.name)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(220, 80)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(self.path))])
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.CopyAction)


def main() -> int:
    app = QApplication(sys.argv[:1])
    probe.install_from_env(app)
    label = FileLabel(Path(sys.argv[1]))
    label.setWindowTitle("Files")
    label.move(10, 400)
    label.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
