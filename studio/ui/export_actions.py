"""File → Export… and File → Import…: a project to a package zip or card, and back.

Import takes a package zip, a character card (PNG, JSON, CHARX) or a lorebook
(:func:`studio.cards.import_any` tells them apart by content).

Both run off the GUI thread, on the engine loop through ``window.bridge.run``
(``asyncio.to_thread``), so a large project never freezes the window. Export
progress comes from the exporting thread and reaches the :class:`QProgressDialog`
through a queued signal (:class:`_Relay`); Qt delivers it on the GUI thread.
Problems are shown in a non-blocking warning box listing every error.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from studio.cards import CardExport, ImportResult, export_card, import_any
from studio.cards.chat_import import ChatImport, import_chat, looks_like_chat
from studio.errors import PackageError
from studio.package.export import ExportReport, export_package
from studio.package.problems import Problem
from studio.sandbox.typescript import compile_typescript
from studio.ui.i18n import translate
from studio.ui.import_progress import ImportProgress

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = [
    "error_lines",
    "export_card_dialog",
    "export_project",
    "import_package_dialog",
    "imported_dir",
]

_ZIPS = "Character packages (*.zip)"
_IMPORTABLE = (
    "Characters, cards, lorebooks and chats (*.zip *.png *.apng *.json *.charx *.jsonl);;"
    "Character cards (*.png *.apng *.json *.charx);;Character packages (*.zip);;"
    "Chats for the open character (*.jsonl *.json)"
)
_CARD_FILTERS = {"png": "PNG card (*.png)", "json": "JSON card (*.json)",
                 "charx": "CHARX card (*.charx)"}


class _Relay(QObject):
    """Carries progress from the exporting thread to the dialog (queued across threads)."""

    progressed = Signal(int, int, str)

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.progressed.connect(self._show, Qt.ConnectionType.QueuedConnection)

    @Slot(int, int, str)
    def _show(self, done: int, total: int, name: str) -> None:
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(done)
        if name:
            self.dialog.setLabelText(translate("Window", "Exporting… {name}").format(name=name))


def error_lines(error: BaseException) -> list[str]:
    """One ``error: file:line: message`` line per problem an error carries."""
    if isinstance(error, PackageError) and error.problems:
        return [p.format() for p in error.problems if isinstance(p, Problem)]
    return [f"error: {error}"]


def _warn(parent: QWidget, title: str, summary: str, lines: list[str]) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Warning, title, summary, parent=parent)
    box.setObjectName("exportProblems")
    box.setInformativeText("\n".join(lines))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()  # not exec(): the window stays live, and tests are never blocked
    return box


def export_project(
    window: MainWindow, project_root: Path, out: Path | None = None
) -> concurrent.futures.Future[Any] | None:
    """Export a project to a package zip, asking where when ``out`` is None.

    Returns:
        The running job (None when the user cancelled the file dialog).
    """
    project_root = Path(project_root)
    if out is None:
        suggested = str(Path(window.file_dialog_dir()) / f"{project_root.name}.zip")
        chosen, _ = QFileDialog.getSaveFileName(
            window, translate("Window", "Export the character as a package"), suggested, _ZIPS
        )
        if not chosen:
            return None
        out = Path(chosen) if chosen.lower().endswith(".zip") else Path(chosen + ".zip")
    target = out
    dialog = QProgressDialog(translate("Window", "Checking the character…"), "", 0, 0, window)
    dialog.setObjectName("exportProgress")
    dialog.setWindowTitle(translate("MainWindow", "Export"))
    dialog.setCancelButton(None)  # an export is atomic: it finishes or leaves nothing
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(400)
    relay = _Relay(dialog)

    def run() -> ExportReport:
        return export_package(
            project_root, target, progress=relay.progressed.emit, compile_ts=compile_typescript
        )

    def done(report: ExportReport) -> None:
        dialog.reset()
        dialog.deleteLater()
        kb = max(1, report.size // 1024)
        window.statusBar().showMessage(
            translate("Window", "Exported {count} files to {target} ({kb} KB)").format(
                count=len(report.files), target=target, kb=kb
            )
        )

    def failed(error: BaseException) -> None:
        dialog.reset()
        dialog.deleteLater()
        lines = error_lines(error)
        _warn(
            window,
            translate("Window", "Export failed"),
            f"{project_root.name} was not exported. Fix these problems and export again:",
            lines,
        )

    return window.bridge.run(
        lambda: asyncio.to_thread(run), done, what="export the character", on_error=failed
    )


def import_package_dialog(
    window: MainWindow, zip_path: Path | None = None, dest_parent: Path | None = None
) -> concurrent.futures.Future[Any] | None:
    """Import a package zip, card or lorebook as a new project folder and open it.

    Asks for the file and for the folder to create the project in when they are
    not given. The project's name comes from the package (a free ``-2``, ``-3``
    suffix if that folder exists).

    Returns:
        The running job (None when the user cancelled a dialog).
    """
    if zip_path is None:
        chosen, _ = QFileDialog.getOpenFileName(
            window,
            translate("Window", "Import a character, card or lorebook"),
            window.file_dialog_dir(),
            _IMPORTABLE,
        )
        if not chosen:
            return None
        zip_path = Path(chosen)
    if looks_like_chat(Path(zip_path)):
        return import_chat_dialog(window, Path(zip_path))
    player = window.mode == "player"
    if dest_parent is None and player:
        # A player keeps what it imports with its other data; there is nothing to edit.
        dest_parent = imported_dir(window)
    if dest_parent is None:
        # Beside the open project, never inside it (a project in a project).
        start = window.project_root.parent if window.project_root is not None else None
        where = translate("Window", "Where to create the project")
        dest_parent = window.pick_directory(where, start=start)
        if dest_parent is None:
            return None
    source, parent = Path(zip_path), Path(dest_parent)
    progress = ImportProgress(window, source)

    def run() -> ImportResult | Path:
        # Off the GUI thread, hashing and marking included: a 60 MB card takes a while
        # to read (hashing it on the GUI thread held it 1.3 s).
        if not player:
            return import_any(source, parent)
        digest = _digest(source)
        earlier = _imported_before(digest, parent)
        if earlier is not None:  # the same file opened again ("Open with…"): no copy
            return earlier
        result = import_any(source, parent)
        _mark_imported(digest, source, result.folder)  # removed with it if cancelled
        return result

    def done(result: ImportResult | Path) -> None:
        progress.finish()
        if isinstance(result, Path):
            window.open_package(result)
            return
        if progress.cancelled:
            # The folder is the import's own new one; the user did not want it.
            window.bridge.run(lambda: asyncio.to_thread(shutil.rmtree, result.folder, True),
                              what="remove the cancelled import")  # fmt: skip
            window.statusBar().showMessage(
                translate("Window", "Import of {name} cancelled").format(name=source.name), 10_000
            )
            return
        window.statusBar().showMessage(
            translate("Window", "Imported {name} as {folder}").format(
                name=source.name, folder=result.folder
            ),
            10_000,
        )
        if result.warnings:
            _warn(window, translate("Window", "Imported with warnings"),
                  translate("Window", "{name} was imported, but:").format(name=source.name),
                  [f"warning: {w}" for w in result.warnings])  # fmt: skip
        if window.mode == "studio":
            window.open_project(result.folder)
        else:
            window.open_package(result.folder)

    def failed(error: BaseException) -> None:
        progress.finish()
        if progress.cancelled:
            return
        _warn(window, translate("Window", "Import failed"),
              translate("Window", "{name} could not be imported:").format(name=source.name),
              error_lines(error))  # fmt: skip

    return window.bridge.run(
        lambda: asyncio.to_thread(run),
        done,
        what="import the character",
        on_error=failed,
    )


def import_chat_dialog(window: MainWindow, chat: Path) -> concurrent.futures.Future[Any] | None:
    """Bring a SillyTavern chat (or an exported chat) over as a conversation of the
    open character (:func:`studio.cards.chat_import.import_chat`), then open it."""
    package = window.package
    if package is None:
        _warn(window, translate("Window", "Import failed"), f"{chat.name} is a chat:",
              ["Open the character it belongs to first, then import the chat."])  # fmt: skip
        return None
    source = package.source_path
    # Where this window's player keeps the character's conversations (opening.make_player).
    project = window.mode == "studio"
    data_dir = None if project else window.data_dir

    def done(result: ChatImport) -> None:
        window.statusBar().showMessage(
            f"Imported {chat.name} as conversation {result.conversation_id} "
            f"({result.messages} messages, {result.swipes} other swipes)",
            10_000,
        )
        if result.warnings:
            _warn(window, translate("Window", "Imported with warnings"),
                  translate("Window", "{name} was imported, but:").format(name=chat.name),
                  [f"warning: {w}" for w in result.warnings])  # fmt: skip
        conv_id = result.conversation_id
        window.bridge.submit(lambda p: p.load_conversation(conv_id), what="open the chat")

    def failed(error: BaseException) -> None:
        _warn(window, translate("Window", "Import failed"),
              translate("Window", "{name} could not be imported:").format(name=chat.name),
              error_lines(error))  # fmt: skip

    return window.bridge.run(
        lambda: asyncio.to_thread(import_chat, source, chat, data_dir, project=project),
        done,
        what="import the chat",
        on_error=failed,
    )


_MARK = ".imported-from.json"


def _digest(path: Path) -> str | None:
    import hashlib

    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _imported_before(digest: str | None, parent: Path) -> Path | None:
    """The folder an earlier import of the same file (by content) made, if any."""
    import json

    if digest is None or not parent.is_dir():
        return None
    for mark in sorted(parent.glob(f"*/{_MARK}")):
        try:
            if json.loads(mark.read_text(encoding="utf-8")).get("sha256") == digest:
                return mark.parent
        except (OSError, ValueError, AttributeError):
            continue
    return None


def _mark_imported(digest: str | None, source: Path, folder: Path) -> None:
    from studio.storage.atomic import atomic_write_json

    if digest is not None:
        try:
            atomic_write_json(folder / _MARK, {"sha256": digest, "file": source.name})
        except OSError:
            pass  # only a shortcut for the next import of the same file


def imported_dir(window: MainWindow) -> Path:
    """Where Player mode keeps the characters it imports (cards become folders there)."""
    from studio import paths

    return (window.data_dir or paths.user_data_dir()) / "imported"


def export_card_dialog(
    window: MainWindow, project_root: Path, out: Path | None = None, fmt: str | None = None
) -> concurrent.futures.Future[Any] | None:
    """Export a project as a Character Card V3 (PNG, JSON or CHARX).

    What a PNG or JSON card cannot carry (agents, context files) is listed in a
    warning box after the export, never dropped silently.
    """
    project_root = Path(project_root)
    if out is None:
        suggested = str(Path(window.file_dialog_dir()) / f"{project_root.name}.png")
        chosen, picked = QFileDialog.getSaveFileName(
            window,
            translate("Window", "Export the character as a card"),
            suggested,
            ";;".join(_CARD_FILTERS.values()),
        )
        if not chosen:
            return None
        out = Path(chosen)
        suffix = out.suffix.lower().lstrip(".")
        if fmt is None and suffix not in _CARD_FILTERS:
            fmt = next((k for k, v in _CARD_FILTERS.items() if v == picked), None)
    if fmt is None:
        suffix = out.suffix.lower().lstrip(".")
        fmt = suffix if suffix in _CARD_FILTERS else "png"
    if out.suffix.lower() != f".{fmt}":
        out = out.with_name(out.name + f".{fmt}")
    target, kind = out, fmt

    def done(report: CardExport) -> None:
        window.statusBar().showMessage(
            translate("Window", "Exported the card to {target}").format(target=target), 10_000
        )
        if report.omitted:
            _warn(
                window,
                translate("Window", "Not in the card"),
                f"A {kind.upper()} card cannot carry these parts of {project_root.name}; "
                f"they are not in {target.name}. Export as CHARX to keep them:",
                report.omitted,
            )

    def failed(error: BaseException) -> None:
        _warn(window, translate("Window", "Export failed"),
              translate("Window", "{name} was not exported:").format(name=project_root.name),
              error_lines(error))  # fmt: skip

    return window.bridge.run(
        lambda: asyncio.to_thread(export_card, project_root, target, kind),
        done,
        what="export the card",
        on_error=failed,
    )
