"""Models of the user's choice: a GGUF file added to the models folder, and which model
the built-in server runs.

``add_model`` checks the file's GGUF header (:func:`~studio.providers.builtin.gguf.read_gguf`:
magic, version, bounds, weights not cut short), copies it into the models folder
under a temp name while hashing it, checks the copy's header again, and only then
renames it into place and records it in ``<models>/models.json`` (written
atomically). A refused file leaves nothing behind, and the model in use is not
changed: ``use_model`` switches, and the next server start (``BuiltinServer`` with
no ``spec``) runs the chosen one. The recorded size and sha256 pin the copy like the
built-in model's are pinned, so the same stamp-and-verify path checks it at start.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from studio.errors import LocalModelError, StorageError
from studio.providers.builtin.gguf import GgufInfo, read_gguf
from studio.providers.builtin.model import (
    DEFAULT_MODEL,
    MODELS,
    ModelSpec,
    Progress,
    _write_stamp,
    model_path,
    models_dir,
)
from studio.storage.atomic import atomic_write_json, fsync_dir

__all__ = [
    "add_model",
    "all_models",
    "current_model",
    "forget_model",
    "offload_devices",
    "use_model",
]

_REGISTRY = "models.json"
_CHUNK = 1 << 20
# The server's own need beyond the weights at the default context (measured with SmolLM2).
_RAM_MARGIN = 300 * 1024 * 1024


def _registry(cache_dir: Path | None) -> dict[str, Any]:
    import json

    path = models_dir(cache_dir) / _REGISTRY
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"models": {}, "current": None}
    except (OSError, ValueError) as exc:
        raise LocalModelError(
            f"the model list {path} cannot be read ({exc}); delete it to start again "
            "(model files stay in the folder)"
        ) from exc
    if not isinstance(data, dict) or not isinstance(data.get("models"), dict):
        raise LocalModelError(f"the model list {path} is damaged; delete it to start again")
    return data


def _save(cache_dir: Path | None, data: dict[str, Any]) -> None:
    try:
        atomic_write_json(models_dir(cache_dir) / _REGISTRY, data)
    except StorageError as err:
        raise LocalModelError(f"the model list could not be saved: {err}") from err


def _spec(key: str, entry: dict[str, Any]) -> ModelSpec:
    return ModelSpec(
        key=key,
        label=str(entry.get("label") or key),
        filename=str(entry["filename"]),
        size=int(entry["size"]),
        sha256=str(entry["sha256"]),
        alias=key,
        license=str(entry.get("license") or "unknown (added by you)"),
        wheel_project="",
        wheel_version="",
        wheel_filename="",
        wheel_member="",
        ram_bytes=int(entry["size"]) + _RAM_MARGIN,
        context=_added_window(entry.get("context_length")),
    )


#: The most an added model's window is opened to: its KV cache is not in the memory
#: check (a 7B model's at 8,192 tokens is about 4 GB), so a model of unknown size
#: gets the window the built-in model had before it ran at its trained 8,192.
ADDED_WINDOW_CAP = 4096


def _added_window(trained: Any) -> int:
    """An added model's window: its trained one (from the GGUF), at most the cap."""
    if isinstance(trained, int) and not isinstance(trained, bool) and trained > 0:
        return min(trained, ADDED_WINDOW_CAP)
    return ADDED_WINDOW_CAP


def all_models(cache_dir: Path | None = None) -> dict[str, ModelSpec]:
    """The built-in catalogue's models and the ones the user added, by key."""
    found = dict(MODELS)
    for key, entry in _registry(cache_dir)["models"].items():
        with contextlib.suppress(KeyError, TypeError, ValueError):
            found.setdefault(key, _spec(key, entry))
    return found


def current_model(cache_dir: Path | None = None) -> ModelSpec:
    """The model the built-in server runs: the one chosen with :func:`use_model`, else
    the default (also when the chosen one was removed from the list)."""
    chosen = _registry(cache_dir).get("current")
    return all_models(cache_dir).get(str(chosen), DEFAULT_MODEL) if chosen else DEFAULT_MODEL


def use_model(key: str, cache_dir: Path | None = None) -> ModelSpec:
    """Make ``key`` the model the built-in server runs from its next start.

    Raises:
        LocalModelError: No such model, or its file is not installed.
    """
    models = all_models(cache_dir)
    spec = models.get(key)
    if spec is None:
        raise LocalModelError(
            f"there is no model {key!r} (known: {', '.join(sorted(models))}); "
            "add one with: character-studio models add FILE.gguf"
        )
    path = model_path(spec, cache_dir)
    if not path.is_file():
        raise LocalModelError(
            f"{key} is not installed at {path}; "
            + (f"run: character-studio models install {key}" if key in MODELS else
               "add it again with: character-studio models add FILE.gguf")
        )  # fmt: skip
    data = _registry(cache_dir)
    data["current"] = key
    _save(cache_dir, data)
    return spec


def _key_for(path: Path, name: str | None) -> str:
    raw = name or path.stem
    key = re.sub(r"[^a-z0-9._-]+", "-", raw.lower()).strip("-.")
    if not key:
        raise LocalModelError(f"{raw!r} is not a usable model name; pass --name NAME")
    return key


def add_model(
    source: Path,
    *,
    name: str | None = None,
    cache_dir: Path | None = None,
    progress: Progress | None = None,
) -> tuple[ModelSpec, GgufInfo]:
    """Check ``source`` and add a copy of it to the models folder as a new model.

    Returns:
        The new model and what its header says (chat template, context length).

    Raises:
        LocalModelError: Not a GGUF file, truncated, the name is taken, or the copy
            failed (nothing is left behind; the model in use is unchanged).
    """
    source = Path(source)
    info = read_gguf(source)
    key = _key_for(source, name)
    data = _registry(cache_dir)
    if key in MODELS or key in data["models"]:
        raise LocalModelError(f"a model named {key!r} already exists; pass --name NEW_NAME")
    folder = models_dir(cache_dir)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"user-{key}.gguf"
    total = source.stat().st_size
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".part")
    tmp = Path(tmp_name)
    try:
        digest = hashlib.sha256()
        done = 0
        with source.open("rb") as src, os.fdopen(fd, "wb") as out:
            while block := src.read(_CHUNK):
                digest.update(block)
                out.write(block)
                done += len(block)
                if progress is not None:
                    progress(done, total)
            out.flush()
            os.fsync(out.fileno())
        if done != total:
            raise LocalModelError(f"{source} changed while it was copied; add it again")
        read_gguf(tmp)  # The copy, not only the source, must be whole.
        entry = {
            "label": info.name or key,
            "filename": target.name,
            "size": done,
            "sha256": digest.hexdigest(),
            "source": str(source),
            "architecture": info.architecture,
            "context_length": info.context_length,
            "chat_template": info.chat_template is not None,
        }
        spec = _spec(key, entry)
        os.replace(tmp, target)
        fsync_dir(folder)
        _write_stamp(target, spec)
        data["models"][key] = entry
        try:
            _save(cache_dir, data)
        except LocalModelError:
            target.unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise LocalModelError(
            f"could not copy {source} into {folder}: {exc.strerror or exc}"
        ) from exc
    finally:
        tmp.unlink(missing_ok=True)
    return spec, info


def offload_devices() -> list[str] | None:
    """The GPUs this build of llama.cpp (xllamacpp) can offload layers to: [] when it is a
    CPU-only build (PyPI's wheel is), None when xllamacpp is not installed."""
    try:
        import xllamacpp
    except ImportError:
        return None
    devices = xllamacpp.get_device_info()
    return [
        str(d.get("description") or d.get("name"))
        for d in devices
        if "CPU" not in str(d.get("type")) and str(d.get("name")) != "CPU"
    ]


def forget_model(key: str, cache_dir: Path | None = None) -> None:
    """Drop a model the user added from the list (its file is removed by the caller);
    the default is used again if it was the one in use."""
    data = _registry(cache_dir)
    if data["models"].pop(key, None) is None and data.get("current") != key:
        return
    if data.get("current") == key:
        data["current"] = None
    _save(cache_dir, data)


def register(key: str, entry: dict[str, Any], target: Path, *, cache_dir: Path | None) -> None:
    """List a model file already in place (a catalogue download) under ``key``: stamp it
    with its pinned digest and record it in ``models.json``."""
    _write_stamp(target, _spec(key, entry))
    data = _registry(cache_dir)
    data["models"][key] = entry
    _save(cache_dir, data)
