"""``--local``: the terminal players on the built-in model (decisions §18).

The flag (or the settings provider ``builtin``, which is also what an unconfigured
install uses) starts the built-in llama.cpp server, or reuses a running one, and
points the player at it; start-up progress goes to stderr, and the server is
stopped on exit unless another client still uses it.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from studio.errors import StudioError

if TYPE_CHECKING:
    from studio.providers.builtin import BuiltinServer

__all__ = [
    "add_endpoint_arguments",
    "add_local_argument",
    "local_server",
    "sampler_options",
    "stopped_server",
    "wants_builtin",
]


def add_endpoint_arguments(
    parser: argparse.ArgumentParser, *, model_help: str, data_help: str
) -> None:
    """The endpoint options ``play`` and ``party`` share, ``--local`` included."""
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint (default: settings)")
    parser.add_argument("--model", help=model_help)
    parser.add_argument("--worker-model", help="model for agents' callModel (default: main)")
    parser.add_argument("--api-key-env", metavar="VAR", help="read the API key from $VAR")
    parser.add_argument(
        "--conversation", metavar="ID", help="continue a saved conversation (1 means 01)"
    )
    parser.add_argument("--data-dir", metavar="DIR", help=data_help)
    add_local_argument(parser)
    parser.add_argument(
        "--sampler",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a llama.cpp sampler for this session (repeat_penalty=1.1, min_p=0.05, "
        "dry_multiplier=0.8, ...; repeatable); sent only to llama.cpp-family servers, "
        "over settings' samplers.local",
    )


def sampler_options(args: argparse.Namespace, settings_values: dict[str, Any]) -> dict[str, Any]:
    """The ``local_samplers`` for a play session: the settings', then ``--sampler``'s.

    Raises:
        SystemExit: A ``--sampler`` that is not ``NAME=NUMBER`` with a known name
            and a value in range (the message says which and why).
    """
    from studio.storage.settings import LOCAL_SAMPLER_RANGES, local_sampler_value

    values = dict(settings_values)
    for item in getattr(args, "sampler", None) or []:
        name, sep, raw = item.partition("=")
        name = name.strip()
        if not sep or name not in LOCAL_SAMPLER_RANGES:
            known = ", ".join(LOCAL_SAMPLER_RANGES)
            raise SystemExit(f"error: --sampler {item!r}: write NAME=VALUE, NAME one of {known}")
        try:
            number: float | int = int(raw) if raw.strip().lstrip("-").isdigit() else float(raw)
        except ValueError:
            raise SystemExit(f"error: --sampler {item!r}: {raw!r} is not a number") from None
        try:
            values[name] = local_sampler_value(name, number)
        except ValueError as err:
            raise SystemExit(f"error: --sampler {item!r}: {err}") from None
    return values


def add_local_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--local`` option of ``play`` and ``party``."""
    parser.add_argument(
        "--local",
        action="store_true",
        help="use the built-in offline model (install it with: character-studio models install)",
    )


def wants_builtin(args: argparse.Namespace, settings: Any) -> bool:
    """Whether to play on the built-in model.

    ``--local``; or, without ``--base-url``/``--api-key-env``, the settings' provider
    ``builtin``; or nothing configured at all (no provider, no endpoint, no stored
    key) while the built-in model is installed — it is the default then. With
    nothing configured and no model installed the caller says how to get an
    endpoint (the model, a local server, or a key).
    """
    if getattr(args, "local", False):
        return True
    if getattr(args, "base_url", None) or getattr(args, "api_key_env", None):
        return False
    if settings.provider == "builtin":
        return True
    if settings.provider or settings.base_url:
        return False
    from studio.providers.builtin import status

    if not status().installed:
        return False
    from studio.storage import get_api_key

    try:
        return not get_api_key()
    except StudioError:
        return True


@contextlib.contextmanager
def local_server(enabled: bool) -> Iterator[BuiltinServer | None]:
    """The started built-in server while the block runs (None when not ``enabled``).

    Raises:
        LocalModelError: The model is not installed or the server cannot start;
            the message says what to do.
    """
    if not enabled:
        yield None
        return
    from studio.providers.builtin import BuiltinServer

    server = BuiltinServer()
    server.start(progress=lambda line: print(f"  [local] {line}", file=sys.stderr, flush=True))
    try:
        yield server
    finally:
        server.stop()


def stopped_server(server: BuiltinServer | None) -> str | None:
    """After a failed turn: why, when the cause is that the built-in server died."""
    if server is not None and not server.alive():
        return str(server.failure())
    return None
