"""Problems found while loading a package, and the collector that gathers them.

Loading never stops at the first mistake: every part of the package is checked
and each fault becomes a :class:`Problem`. :func:`studio.package.load_package`
raises one :class:`~studio.errors.PackageError` carrying all errors;
:func:`studio.package.validate_package` returns them as a list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from studio.errors import PackageError

__all__ = ["Problem", "Problems"]


@dataclass(frozen=True, kw_only=True)
class Problem:
    """One error or warning about a package.

    Attributes:
        severity: ``"error"`` makes the package unloadable; ``"warning"`` does not.
        file: The file at fault, relative to the package root (POSIX separators),
            or an absolute path for a bundled agent.
        line: The 1-based line, when known.
        message: What is wrong and what to do. Starts with the field path
            (``agents.2.id: ...``) for JSON/YAML field problems.
        field: The dotted field path, when the problem is about one field.
    """

    severity: Literal["error", "warning"]
    file: str
    line: int | None
    message: str
    field: str | None = None

    def format(self) -> str:
        """Render as ``error: file:line: message`` (``:line`` omitted when unknown)."""
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{self.severity}: {where}: {self.message}"

    def to_error(self) -> PackageError:
        """This problem as a :class:`PackageError`."""
        return PackageError(self.bare_message, path=self.file, line=self.line, field=self.field)

    @property
    def bare_message(self) -> str:
        """The message without its leading ``field: `` (PackageError renders the field itself)."""
        if self.field:
            return self.message.removeprefix(f"{self.field}: ")
        return self.message


@dataclass
class Problems:
    """Collects problems in the order they are found."""

    items: list[Problem] = field(default_factory=list)

    def error(
        self, file: str, message: str, *, line: int | None = None, field: str | None = None
    ) -> None:
        """Record an error."""
        self.items.append(
            Problem(severity="error", file=file, line=line, message=message, field=field)
        )

    def warning(
        self, file: str, message: str, *, line: int | None = None, field: str | None = None
    ) -> None:
        """Record a warning."""
        self.items.append(
            Problem(severity="warning", file=file, line=line, message=message, field=field)
        )

    def add_error(self, err: PackageError, *, default_file: str) -> None:
        """Record a raised :class:`PackageError` (and any problems it carries)."""
        if err.problems:
            for item in err.problems:
                if isinstance(item, Problem):
                    self.items.append(item)
                elif isinstance(item, PackageError):
                    self.add_error(item, default_file=default_file)
            return
        message = f"{err.field}: {err.message}" if err.field else err.message
        self.error(err.path or default_file, message, line=err.line, field=err.field)

    @property
    def errors(self) -> list[Problem]:
        """Only the errors."""
        return [p for p in self.items if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        """Only the warnings."""
        return [p for p in self.items if p.severity == "warning"]

    def raise_if_errors(self) -> None:
        """Raise one :class:`PackageError` holding every error, if there are any."""
        errors = self.errors
        if not errors:
            return
        first = errors[0]
        more = f" (and {len(errors) - 1} more problem(s))" if len(errors) > 1 else ""
        raise PackageError(
            first.bare_message + more,
            path=first.file,
            line=first.line,
            field=first.field,
            problems=list(errors),
        )
