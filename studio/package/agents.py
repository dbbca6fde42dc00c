"""Finding and reading agent implementation files, their libs and default state.

Resolution of an implementation name (decisions §12): ``agents/{name}.js``,
``.ts``, ``.py``, ``.lua`` in the package; for a ``studio.*`` name missing
there, the same order in the bundled agents folder. A package copy always wins.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from studio.errors import PackageError
from studio.package.config import decode_text
from studio.package.manifest import parse_manifest
from studio.package.model import Language, LibFile, Manifest
from studio.package.problems import Problems
from studio.package.resolver import PathResolver

__all__ = ["AGENTS_DIR", "EXTENSIONS", "AgentFiles", "Implementation"]

AGENTS_DIR = "agents"
EXTENSIONS: tuple[tuple[str, Language], ...] = (
    (".js", "javascript"),
    (".ts", "typescript"),
    (".py", "python"),
    (".lua", "lua"),
)


@dataclass(frozen=True)
class Implementation:
    """A parsed implementation file, shared by every instance of it."""

    name: str
    path: Path
    file: str  # the name used in problems
    language: Language
    source: str
    manifest: Manifest
    bundled: bool
    libs: tuple[LibFile, ...]


class AgentFiles:
    """Reads implementations (cached: one parse per file), libs and default state.

    Args:
        resolver: The package's path resolver.
        bundled_dir: The bundled built-in agents folder.
        problems: Where problems go.
    """

    def __init__(self, resolver: PathResolver, bundled_dir: Path, problems: Problems) -> None:
        self.resolver = resolver
        self.bundled_dir = bundled_dir
        self.problems = problems
        self._cache: dict[str, Implementation | None] = {}

    def _find(self, name: str) -> tuple[Path, str, Language, bool] | None:
        for ext, language in EXTENSIONS:
            rel = f"{AGENTS_DIR}/{name}{ext}"
            path = self.resolver.safe_path(rel)
            if path.is_file():
                return path, rel, language, False
        if name.startswith("studio."):
            for ext, language in EXTENSIONS:
                path = self.bundled_dir / f"{name}{ext}"
                if path.is_file():
                    return path, str(path), language, True
        return None

    def implementation(self, name: str, where: str) -> Implementation | None:
        """Load (once) the implementation ``name``; report a missing file against ``where``."""
        if name in self._cache:
            impl = self._cache[name]
            if impl is None:
                self.problems.error(
                    "config.json",
                    f"{where}: agent {name!r} could not be loaded (see the error above)",
                    field=where,
                )
            return impl
        impl = None
        try:
            impl = self._read(name, where)
        except PackageError as exc:
            self.problems.add_error(exc, default_file=f"{AGENTS_DIR}/{name}")
        self._cache[name] = impl
        return impl

    def _read(self, name: str, where: str) -> Implementation | None:
        found = self._find(name)
        if found is None:
            tried = ", ".join(f"{AGENTS_DIR}/{name}{ext}" for ext, _ in EXTENSIONS)
            extra = (
                f" or the bundled copy in {self.bundled_dir}" if name.startswith("studio.") else ""
            )
            self.problems.error(
                "config.json",
                f"{where}: no agent file for {name!r}; looked for {tried}{extra}",
                field=where,
            )
            return None
        path, file, language, bundled = found
        try:
            source = decode_text(path.read_bytes(), file)
        except OSError as exc:
            raise PackageError(f"cannot be read: {exc.strerror or exc}", path=file) from None
        manifest = parse_manifest(source, language, file, self.problems)
        if manifest is None:
            return None
        libs = self._libs(manifest, language, file, bundled)
        return Implementation(name, path, file, language, source, manifest, bundled, libs)

    def _libs(
        self, manifest: Manifest, language: Language, file: str, bundled: bool
    ) -> tuple[LibFile, ...]:
        if not manifest.libs:
            return ()
        if language in ("python", "lua"):
            self.problems.warning(
                file,
                f"@lib is for JavaScript/TypeScript agents only; a "
                f"{language.capitalize()} agent gets no libraries",
                line=manifest.line,
            )
            return ()
        libs: list[LibFile] = []
        for lib in manifest.libs:
            loaded = self._lib(lib, bundled)
            if loaded is None:
                self.problems.error(
                    file,
                    f"@lib {lib}: neither agents/lib/{lib}.js nor agents/lib/{lib}.min.js exists",
                    line=manifest.line,
                )
            else:
                libs.append(loaded)
        return tuple(libs)

    def _lib(self, lib: str, bundled: bool) -> LibFile | None:
        for suffix in (".js", ".min.js"):
            rel = f"{AGENTS_DIR}/lib/{lib}{suffix}"
            text = self.resolver.read_rel(rel)
            if text is not None:
                return LibFile(name=lib, path=self.resolver.safe_path(rel), source=text)
        if bundled:  # a bundled built-in may use the bundled lib folder
            for suffix in (".js", ".min.js"):
                path = self.bundled_dir / "lib" / f"{lib}{suffix}"
                if path.is_file():
                    return LibFile(
                        name=lib, path=path, source=decode_text(path.read_bytes(), str(path))
                    )
        return None

    def default_state(self, agent_id: str) -> dict[str, Any] | None:
        """The ``{agentId}.agent.json`` default store, or None when there is none."""
        rel = f"{agent_id}.agent.json"
        try:
            text = self.resolver.read_rel(rel)
        except PackageError as exc:
            self.problems.add_error(exc, default_file=rel)
            return None
        if text is None:
            return None
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            self.problems.error(
                rel, f"is not valid JSON: {exc.msg} (column {exc.colno})", line=exc.lineno
            )
            return None
        except RecursionError:
            self.problems.error(rel, "is nested too deeply")
            return None
        if not isinstance(value, dict):
            self.problems.error(rel, "default agent state must be a JSON object ({...})")
            return None
        return value
