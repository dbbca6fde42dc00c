"""Exporting a project as a self-contained, deterministic package zip.

What goes in is decided by the loader, not by the folder: the project is loaded
(and refused if it has errors), and exactly the files the loader read are
written, plus the built-in ``studio.*`` implementations it found in the bundled
copy (reference: "When a character is exported for distribution..."). The rules
are in docs/PACKAGE_FORMAT.md, "Export"; :mod:`studio.package.export_plan` picks
the files.

The zip is reproducible: sorted entries, every timestamp 1980-01-01 00:00,
mode ``0644`` with a Unix "made by", deflate at :data:`COMPRESS_LEVEL`, no extra
fields and no comment. It is written to a temporary file beside ``out`` and
moved into place, so a failed export never leaves half a zip behind.

TypeScript is compiled by the sandbox layer, which sits above this one (the
import-linter layers contract), so the compiler is passed in or imported at call
time; see :func:`default_typescript_compiler`.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from studio.errors import PackageError
from studio.package.card_assets import sidecar_asset_paths
from studio.package.export_plan import Entry, plan_entries
from studio.package.identity import ensure_project_id
from studio.package.loader import load_with_problems
from studio.package.problems import Problem
from studio.package.validate import compile_agents

__all__ = [
    "COMPRESS_LEVEL",
    "FIXED_DATE",
    "ExportReport",
    "Progress",
    "TypeScriptCompiler",
    "default_typescript_compiler",
    "export_package",
]

COMPRESS_LEVEL = 6
FIXED_DATE = (1980, 1, 1, 0, 0, 0)
_FILE_MODE = 0o100644

Progress = Callable[[int, int, str], None]
TypeScriptCompiler = Callable[[str, str], str]


@dataclass(frozen=True, kw_only=True)
class ExportReport:
    """What an export wrote.

    Attributes:
        path: The zip written.
        files: Its entry names, in zip order (sorted).
        compiled: TypeScript agents compiled to ``.js`` (their project paths).
        bundled: Built-in implementations copied in from the application.
        stripped: Default state files whose ``toolCallId`` fields were removed.
        warnings: The project's warnings (export goes ahead despite them).
        size: The zip's size in bytes.
        sha256: The hex sha256 of the zip's bytes.
        id_written: The ``id`` this export gave the project's ``config.json`` (its
            first export), or None when it had one (decisions §3).
    """

    path: Path
    files: tuple[str, ...]
    compiled: tuple[str, ...]
    bundled: tuple[str, ...]
    stripped: tuple[str, ...]
    warnings: tuple[Problem, ...]
    size: int
    sha256: str
    id_written: str | None = None


def default_typescript_compiler() -> TypeScriptCompiler:
    """:func:`studio.sandbox.typescript.compile_typescript`, imported when first needed.

    Imported by name at call time because ``studio.sandbox`` is a higher layer
    than ``studio.package``; callers above both (the CLI, the GUI) may pass the
    compiler explicitly instead.
    """
    module = importlib.import_module("studio.sandbox.typescript")
    compiler: TypeScriptCompiler = module.compile_typescript
    return compiler


def _compile_lazily(source: str, filename: str) -> str:
    return default_typescript_compiler()(source, filename)


def _refuse(project: Path, errors: list[Problem]) -> PackageError:
    lines = "\n".join(problem.format() for problem in errors)
    return PackageError(
        f"cannot be exported until {len(errors)} error(s) are fixed:\n{lines}",
        path=str(project),
        problems=list(errors),
    )


def _zip_info(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=FIXED_DATE)
    info.create_system = 3  # Unix, whatever the exporting OS, so the mode bits mean the same
    info.external_attr = _FILE_MODE << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def _write_zip(out: Path, entries: dict[str, Entry], progress: Progress | None) -> tuple[int, str]:
    """Write ``entries`` (sorted) to ``out`` atomically; return its size and sha256."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    tmp = Path(tmp_name)
    names = sorted(entries)
    try:
        with os.fdopen(fd, "w+b") as fh:
            with zipfile.ZipFile(fh, "w") as zf:
                for done, name in enumerate(names, start=1):
                    data = entries[name].read()
                    zf.writestr(_zip_info(name), data, compresslevel=COMPRESS_LEVEL)
                    if progress is not None:
                        progress(done, len(names), name)
            fh.flush()
            os.fsync(fh.fileno())
            fh.seek(0)
            digest = hashlib.sha256(fh.read()).hexdigest()
            size = fh.tell()
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; a package is meant to be shared
        os.replace(tmp, out)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return size, digest


def export_package(
    project: Path,
    out: Path,
    *,
    progress: Progress | None = None,
    bundled_agents_dir: Path | None = None,
    compile_ts: TypeScriptCompiler | None = None,
) -> ExportReport:
    """Export a project folder as a self-contained package zip.

    Args:
        project: The character folder (holding ``config.json``).
        out: The zip to write; replaced atomically if it exists.
        progress: Called as ``progress(done, total, entry_name)``: once with
            ``done == 0`` when the file list is known, then after each entry.
            Called on the exporting thread.
        bundled_agents_dir: Where built-in ``studio.*`` agents are found;
            defaults to :func:`studio.paths.bundled_agents_dir`.
        compile_ts: TypeScript to ES-module JavaScript; defaults to
            :func:`default_typescript_compiler`.

    Returns:
        What was written.

    Raises:
        PackageError: The project has errors (``.problems`` holds every one and
            the message lists them), is not a folder, a file could not be read or
            compiled, or ``out``'s folder does not exist. ``out`` is untouched then.
        OSError: ``out`` could not be written.
    """
    project = Path(project)
    out = Path(out)
    if not project.is_dir():
        raise PackageError("is not a character project folder", path=str(project))
    if not out.parent.is_dir():
        # A typo in -o must not create a folder tree somewhere unexpected.
        raise PackageError(
            f"the output folder {out.parent} does not exist; create it first or choose "
            "another place for the zip",
            path=str(out),
        )
    package, problems = load_with_problems(project, bundled_agents_dir=bundled_agents_dir)
    if package is not None:
        # A package that would fail mid-conversation is not shipped (issue 13).
        compile_agents(package, problems)
    if package is None or problems.errors:
        raise _refuse(project, problems.errors)
    # The card sidecar travels with the package: one naming files outside the project
    # (or zip-slip member names) is refused before anything is written, as a CHARX
    # export refuses it (studio.package.card_assets).
    sidecar_asset_paths(package)
    # The first export gives the character its stable identity, so players keep their
    # conversations when they open its next version.
    id_written = ensure_project_id(project)
    if id_written is not None:
        package, problems = load_with_problems(project, bundled_agents_dir=bundled_agents_dir)
        if package is None or problems.errors:
            raise _refuse(project, problems.errors)
    plan = plan_entries(package, compile_ts=compile_ts or _compile_lazily, exclude=out)
    if progress is not None:
        progress(0, len(plan.entries), "")
    size, digest = _write_zip(out, plan.entries, progress)
    return ExportReport(
        path=out,
        files=tuple(sorted(plan.entries)),
        compiled=tuple(plan.compiled),
        bundled=tuple(plan.bundled),
        stripped=tuple(plan.stripped),
        warnings=tuple(problems.warnings),
        size=size,
        sha256=digest,
        id_written=id_written,
    )
