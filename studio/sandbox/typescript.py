"""TypeScript and ES-module preparation on the host, with sucrase running in QuickJS.

Agent source goes through here before it reaches a JavaScript worker:

* :func:`compile_typescript` -- TypeScript to ES-module JavaScript (what export writes into
  a package, where no ``.ts`` file may appear).
* :func:`prepare_javascript` -- JavaScript or TypeScript to CommonJS-shaped code that
  :class:`studio.sandbox.js.JavaScriptExecutor` evaluates inside
  ``(function (exports, module, require) {...})``. The host calls this and sends the
  result as the load's ``source``, so workers never load the 300 KB transpiler.

The transpiler is sucrase (``resources/vendor/sucrase.js``, built by
``scripts/build_transpiler.py``), loaded into one QuickJS context per process on first use
(about 25 ms). Sucrase keeps line numbers, so errors in the prepared code point at the
author's lines. Results are cached by content hash in memory (LRU) and on disk under
``user_cache_dir()/ts/``, so a reload or a new process pays nothing for an unchanged agent.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

import quickjs

from studio import paths
from studio.errors import SandboxError
from studio.sandbox.executor import PREPARED_MARKER, AgentError

__all__ = [
    "PREPARED_MARKER",
    "TranspilerUnavailable",
    "bundle_path",
    "compile_typescript",
    "is_prepared",
    "prepare_javascript",
    "transform_only",
]

# Prefixed (on the same line, so line numbers stay put) to code that prepare_javascript
# produced; the executor evaluates such code as-is instead of transforming it again.

_MEMORY_ENTRIES = 256

# Runs inside the transpiler context. Returns JSON text because dicts do not cross
# add_callable/Function boundaries, and never throws so Python sees no JSException.
_TRANSFORM_JS = """
(function (code, filePath, transforms) {
  try {
    const out = sucrase.transform(code, {transforms: JSON.parse(transforms), filePath});
    return JSON.stringify({code: out.code});
  } catch (e) {
    const loc = e && e.loc ? {line: e.loc.line, column: e.loc.column} : null;
    const message = String(e && e.message !== undefined ? e.message : e)
      .replace(/^Error transforming [^:]*: /, "")
      .replace(/ \\(\\d+:\\d+\\)$/, "");
    return JSON.stringify({error: message, loc});
  }
})
"""


class TranspilerUnavailable(SandboxError):
    """The sucrase bundle has not been built (a source checkout before the build step)."""


class _Transpiler:
    """One QuickJS context holding sucrase; guarded by a lock (contexts are not re-entrant)."""

    def __init__(self, bundle: Path) -> None:
        text = bundle.read_text(encoding="utf-8")
        self.bundle_id = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
        self._context = quickjs.Context()
        self._context.eval(text)
        self._transform = self._context.eval(_TRANSFORM_JS)
        self._lock = threading.Lock()

    def transform(self, source: str, filename: str, transforms: list[str]) -> str:
        with self._lock:
            reply: dict[str, Any] = json.loads(
                self._transform(source, filename, json.dumps(transforms))
            )
        if "code" in reply:
            return str(reply["code"])
        loc = reply.get("loc")
        where = f"{filename}:{loc['line']}:{loc['column']}" if loc else filename
        raise AgentError(f"{where}: SyntaxError: {reply.get('error')}")


_transpiler: _Transpiler | None = None
_transpiler_lock = threading.Lock()
_memory: OrderedDict[str, str] = OrderedDict()


def bundle_path() -> Path:
    """Where the sucrase bundle lives (``resources/vendor/sucrase.js``)."""
    return paths.resources_dir() / "vendor" / "sucrase.js"


def _get_transpiler() -> _Transpiler:
    global _transpiler
    with _transpiler_lock:
        if _transpiler is None:
            bundle = bundle_path()
            if not bundle.is_file():
                raise TranspilerUnavailable(
                    f"The TypeScript/JavaScript transpiler bundle is missing ({bundle}). "
                    "Run `python scripts/build_transpiler.py` (needs Node.js and npm) once "
                    "after checking out the source."
                )
            _transpiler = _Transpiler(bundle)
        return _transpiler


def _cache_dir() -> Path:
    return paths.user_cache_dir() / "ts"


def _read_disk(key: str) -> str | None:
    try:
        return (_cache_dir() / f"{key}.js").read_text(encoding="utf-8")
    except OSError:
        return None


def _write_disk(key: str, code: str) -> None:
    # A failed cache write only costs a recompile next time, so errors are ignored; the
    # temporary name plus replace() keeps a concurrent reader from seeing half a file.
    try:
        folder = _cache_dir()
        folder.mkdir(parents=True, exist_ok=True)
        partial = folder / f"{key}.{os.getpid()}.tmp"
        partial.write_text(code, encoding="utf-8")
        partial.replace(folder / f"{key}.js")
    except OSError:
        pass


def _cached(source: str, filename: str, transforms: list[str], *, disk_cache: bool = True) -> str:
    transpiler = _get_transpiler()
    material = "\0".join([transpiler.bundle_id, ",".join(transforms), filename, source])
    key = hashlib.sha256(material.encode("utf-8")).hexdigest()
    with _transpiler_lock:
        hit = _memory.get(key)
    if hit is None and disk_cache:
        hit = _read_disk(key)
    if hit is None:
        hit = transpiler.transform(source, filename, transforms)
        if disk_cache:
            _write_disk(key, hit)
    with _transpiler_lock:
        _memory[key] = hit
        _memory.move_to_end(key)
        while len(_memory) > _MEMORY_ENTRIES:
            _memory.popitem(last=False)
    return hit


def compile_typescript(source: str, filename: str) -> str:
    """Compile TypeScript to ES-module JavaScript, keeping line numbers.

    Args:
        source: The ``.ts`` agent source.
        filename: Its name, used in error messages (``agent.ts:3:9: SyntaxError: ...``).

    Returns:
        JavaScript with the same ``import``/``export`` statements and types removed.

    Raises:
        AgentError: The source does not parse, as ``file:line:column: message``.
        TranspilerUnavailable: The bundle was never built.
    """
    return _cached(source, filename, ["typescript"])


def prepare_javascript(
    source: str, filename: str, typescript: bool = False, *, disk_cache: bool = True
) -> str:
    """Turn agent source (ESM JavaScript, or TypeScript) into code the JS worker runs.

    The result is CommonJS-shaped (``exports.name = ...``), carries
    :data:`PREPARED_MARKER`, and keeps the author's line numbers.

    Args:
        source: The agent source as written.
        filename: Its name, for error messages.
        typescript: Strip TypeScript syntax too (``.ts`` agents).
        disk_cache: Use the on-disk cache (off inside workers, which must not write files).

    Raises:
        AgentError: The source does not parse, as ``file:line:column: message``.
        TranspilerUnavailable: The bundle was never built.
    """
    transforms = ["typescript", "imports"] if typescript else ["imports"]
    return PREPARED_MARKER + worker_exports(
        _cached(source, filename, transforms, disk_cache=disk_cache)
    )


# The worker evaluates prepared code as ``(function (__studio_exports) {...})``: a
# Web Worker's scope has no ``exports``/``module``/``require``, so the conversion's
# own uses of ``exports`` move to that parameter and the agent's stay undefined.
WORKER_EXPORTS = "__studio_exports"
_EXPORT_WRITE = re.compile(r"(?<![\w$.])exports\s*\.\s*([A-Za-z_$][\w$]*)\s*=(?!=)")
_ES_MODULE_FLAG = 'Object.defineProperty(exports, "__esModule"'


def worker_exports(code: str) -> str:
    """Sucrase's CommonJS output with its ``exports`` aimed at :data:`WORKER_EXPORTS`.

    The conversion writes every export as ``exports.NAME = ...`` and reads and
    updates the binding as ``exports.NAME``; those names (and only those) move. Line
    numbers stay as they are.
    """
    code = code.replace(
        _ES_MODULE_FLAG, f'Object.defineProperty({WORKER_EXPORTS}, "__esModule"', 1
    )
    names = set(_EXPORT_WRITE.findall(code))
    if not names:
        return code
    alternatives = "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))
    uses = re.compile(r"(?<![\w$.])exports(?=\s*\.\s*(?:" + alternatives + r")(?![\w$]))")
    return uses.sub(WORKER_EXPORTS, code)


def transform_only(source: str, filename: str) -> str:
    """Parse ``source`` with sucrase and print it back unchanged (a syntax check).

    Raises:
        AgentError: The source does not parse, as ``file:line:column: message``.
        TranspilerUnavailable: The bundle was never built.
    """
    return _cached(source, filename, [])


def is_prepared(code: str) -> bool:
    """Whether ``code`` came out of :func:`prepare_javascript`."""
    return code.startswith(PREPARED_MARKER)
