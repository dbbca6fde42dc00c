"""Validates the project as the author types, off the GUI thread.

The validator reads files from disk, but the author's truth is the editor's
buffers. So each run copies the project into a fresh temporary folder, writes
the unsaved buffers over their files there, validates the copy, and maps the
temporary paths in the problems back to the project. Copying a sample
character takes a few milliseconds; the copy and the validation both run in a
worker thread, and only the buffer snapshot (a dict of strings) is taken on the
GUI thread.

Known limit: an absolute symlink inside the project that points back into it
points outside the copy, so it is reported as escaping the package.
"""

from __future__ import annotations

import dataclasses
import shutil
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from studio.package import Problem, validate_package
from studio.ui.editor.authoring_checks import placeholder_problems
from studio.ui.editor.config_edit import field_lines
from studio.ui.editor.editor_pane import EditorPane

__all__ = ["LiveValidator", "validate_overlay"]

_IGNORED = shutil.ignore_patterns(".git", "__pycache__", "node_modules", ".venv")


def _map_back(problem: Problem, copy: Path, root: Path) -> Problem:
    file = problem.file
    copy_text, root_text = str(copy), str(root)
    if Path(file).is_absolute() and Path(file).is_relative_to(copy):
        file = Path(file).relative_to(copy).as_posix()
    return dataclasses.replace(
        problem, file=file, message=problem.message.replace(copy_text, root_text)
    )


def with_config_lines(
    problems: list[Problem], root: Path, buffers: dict[str, str]
) -> list[Problem]:
    """``config.json`` problems that name a field but no line get the field's line,
    so the Problems panel jumps there and the editor marks it."""
    if not any(p.file == "config.json" and p.line is None and p.field for p in problems):
        return problems
    text = buffers.get("config.json")
    if text is None:
        try:
            text = (root / "config.json").read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            return problems
    lines = field_lines(text)
    out = []
    for problem in problems:
        if problem.file == "config.json" and problem.line is None and problem.field:
            field = problem.field
            while field and field not in lines:
                field = field.rpartition(".")[0]  # a missing key: its parent's line
            if field:
                problem = dataclasses.replace(problem, line=lines[field])
        out.append(problem)
    return out


def validate_overlay(
    root: Path, buffers: dict[str, str], *, bundled_agents_dir: Path | None = None
) -> tuple[list[Problem], dict[str, float]]:
    """Validate ``root`` as if the files in ``buffers`` (package-relative) held that text.

    Returns:
        The problems, with paths as if ``root`` had been validated, and the
        timings in milliseconds (``copy``, ``validate``).
    """
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="studio-validate-") as tmp:
        copy = Path(tmp) / root.name
        shutil.copytree(root, copy, symlinks=True, ignore=_IGNORED)
        for rel, text in buffers.items():
            target = copy / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        copied = time.perf_counter()
        problems = validate_package(copy, bundled_agents_dir=bundled_agents_dir)
        done = time.perf_counter()
        mapped = [_map_back(p, copy, root) for p in problems]
        mapped = with_config_lines(mapped, root, buffers)
        mapped += placeholder_problems(root, buffers)
    timings = {"copy": (copied - start) * 1000, "validate": (done - copied) * 1000}
    return mapped, timings


class _Relay(QObject):
    done = Signal(object, object)  # problems, timings


class _Job(QRunnable):
    def __init__(self, root: Path, buffers: dict[str, str], bundled: Path | None) -> None:
        super().__init__()
        self.relay = _Relay()
        self._args = (root, buffers, bundled)

    def run(self) -> None:
        root, buffers, bundled = self._args
        try:
            problems, timings = validate_overlay(root, buffers, bundled_agents_dir=bundled)
        except Exception as exc:  # the worker must always report back
            problems = [
                Problem(
                    severity="error", file=str(root), line=None, message=f"validation failed: {exc}"
                )
            ]
            timings = {}
        self.relay.done.emit(problems, timings)


class LiveValidator(QObject):
    """Revalidates ``project_root`` when ``editor`` changes (debounced) or saves.

    At most one validation runs at a time; a change during a run schedules one
    more run and the stale result is dropped.

    Args:
        project_root: The character folder.
        editor: The editor pane whose unsaved buffers overlay the files.
        parent: The QObject parent (defaults to ``editor``).
        debounce_ms: Quiet time after the last keystroke before validating.
        bundled_agents_dir: Passed to :func:`studio.package.validate_package`.

    Signals:
        problemsChanged(list): Fresh problems (``list[Problem]``, files
            relative to the project root).
    """

    problemsChanged = Signal(list)

    def __init__(
        self,
        project_root: Path,
        editor: EditorPane,
        parent: QObject | None = None,
        *,
        debounce_ms: int = 400,
        bundled_agents_dir: Path | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else editor)
        self.root = Path(project_root).resolve()
        self.editor = editor
        self.bundled_agents_dir = bundled_agents_dir
        self.timings: dict[str, float] = {}
        self.problems: list[Problem] = []
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._running: _Job | None = None
        self._again = False
        self._timer = QTimer(self, singleShot=True, interval=debounce_ms)
        self._timer.timeout.connect(self.validate_now)
        editor.contentChanged.connect(self._timer.start)
        editor.saved.connect(lambda _p: self.validate_now())
        self.destroyed.connect(self._pool.waitForDone)

    def schedule(self) -> None:
        """Validate after the debounce interval (restarting it)."""
        self._timer.start()

    def validate_now(self) -> None:
        """Start a validation now (or right after the one that is running)."""
        self._timer.stop()
        if self._running is not None:
            self._again = True
            return
        buffers: dict[str, str] = {}
        for path, text in self.editor.unsaved_buffers().items():
            if path.is_relative_to(self.root):
                buffers[path.relative_to(self.root).as_posix()] = text
        job = _Job(self.root, buffers, self.bundled_agents_dir)
        job.relay.done.connect(self._on_done)
        self._running = job
        self._pool.start(job)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until the running validation finishes (for shutdown and tests)."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, problems: list[Problem], timings: dict[str, float]) -> None:
        self._running = None
        if self._again:
            self._again = False
            self.validate_now()
            return
        self.timings = timings
        self.problems = problems
        self.problemsChanged.emit(problems)
