"""The context directory: the model's context block and by-name reads.

Decisions (documented in docs/PACKAGE_FORMAT.md):

* Only top-level files of the context directory go into the model's context
  block, sorted by name (plain code-point order), dot-files excluded.
  Sub-folders are never part of the block.
* :meth:`ContextDir.read` (``studio.context.readFile``) accepts any file inside
  the directory, dot-files and ``sub/file.txt`` relative paths included, and
  returns None for a missing, escaping or unreadable name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from studio.errors import PackageError
from studio.package.problems import Problems
from studio.package.resolver import PathResolver, check_relative

__all__ = ["ContextDir"]


@dataclass(frozen=True)
class ContextFile:
    """One file of the context directory."""

    name: str
    text: str


class ContextDir:
    """The context directory of one package, resolved through fileMappings.

    Args:
        resolver: The package's path resolver.
    """

    def __init__(self, resolver: PathResolver) -> None:
        self.resolver = resolver
        self.rel = resolver.relative("ContextDirectory")

    def _rel(self, name: str) -> str:
        return f"{self.rel}/{name}"

    def names(self) -> list[str]:
        """Every top-level file name in the directory (dot-files included), sorted."""
        try:
            folder = self.resolver.safe_path(self.rel)
        except PackageError:
            return []
        if not folder.is_dir():
            return []
        try:
            return sorted(p.name for p in folder.iterdir() if p.is_file())
        except OSError:
            return []

    def load_block_files(self, problems: Problems) -> list[ContextFile]:
        """Read the files of the model's context block; report unreadable ones."""
        try:
            folder = self.resolver.safe_path(self.rel)
        except PackageError as exc:
            problems.add_error(exc, default_file=self.rel)
            return []
        if folder.exists() and not folder.is_dir():
            problems.error(
                self.rel,
                "is a file, but the context directory must be a folder",
                field="fileMappings.ContextDirectory",
            )
            return []
        files: list[ContextFile] = []
        for name in self.names():
            rel = self._rel(name)
            try:
                text = self.resolver.read_rel(rel)
            except PackageError as exc:
                problems.add_error(exc, default_file=rel)
                continue
            if not name.startswith(".") and text is not None:
                files.append(ContextFile(name=name, text=text))
        return files

    def read(self, name: str) -> str | None:
        """A context file's text by relative name, or None (missing, escaping, unreadable)."""
        if not isinstance(name, str) or check_relative(name):
            return None
        parts = PurePosixPath(name.replace("\\", "/")).parts
        if not parts:
            return None
        try:
            return self.resolver.read_rel(self._rel("/".join(parts)))
        except PackageError:
            return None

    def exists(self, name: str) -> bool:
        """Whether a context file of that name exists (for load-time checks)."""
        if not isinstance(name, str) or check_relative(name):
            return False
        try:
            return self.resolver.safe_path(self._rel(name.replace("\\", "/"))).is_file()
        except PackageError:
            return False
