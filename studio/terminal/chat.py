"""The terminal player: ``character-studio play PACKAGE`` (decisions §1).

Reads one user message per line from stdin and prints each final assistant
reply. A line starting with ``@`` runs a direct command. Ctrl-C while a reply
is being generated stops it (what arrived is kept, marked stopped); Ctrl-C at
the prompt, or end of input, exits. When stdout is a terminal, replies stream
token by token; otherwise only final replies are printed, one block each.

The API key comes from ``--api-key-env VAR``, then the keychain (or its
reported fallback file). It is never printed, logged, or put in an error.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

from studio.errors import StudioError
from studio.terminal.local import add_local_argument, local_server, report_if_stopped, wants_builtin

if TYPE_CHECKING:
    from studio.providers.builtin import BuiltinServer

T = TypeVar("T")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``play`` subcommand's options."""
    parser.add_argument("package", help="a character package (.zip) or project folder")
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint (default: settings)")
    parser.add_argument("--model", help="main model (default: settings, then the package's)")
    parser.add_argument("--worker-model", help="model for agents' callModel (default: main)")
    parser.add_argument("--api-key-env", metavar="VAR", help="read the API key from $VAR")
    parser.add_argument("--conversation", metavar="ID", help="continue a saved conversation")
    parser.add_argument("--data-dir", metavar="DIR", help="where package conversations live")
    add_local_argument(parser)


def _api_key(args: argparse.Namespace) -> str | None:
    if args.api_key_env:
        value = os.environ.get(args.api_key_env)
        if not value:
            raise SystemExit(f"error: ${args.api_key_env} is not set or empty")
        return value
    from studio.storage import get_api_key

    try:
        return get_api_key()
    except StudioError:
        return None


async def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from studio.storage import load_settings

    settings = load_settings()
    with local_server(wants_builtin(args, settings)) as server:
        return await _chat(args, settings, server, stdin, stdout)


async def _chat(
    args: argparse.Namespace,
    settings: Any,
    server: BuiltinServer | None,
    stdin: TextIO,
    stdout: TextIO,
) -> int:
    from studio.engine import CharacterPlayer, PlayerSettings

    local = server.info if server is not None else None
    base_url = local.base_url if local else args.base_url or settings.base_url or None
    player = CharacterPlayer(
        package=args.package,
        api_key=None if local else _api_key(args),
        base_url=base_url,
        model=local.model if local else args.model or settings.main_model or None,
        worker_model=local.model if local else args.worker_model or settings.worker_model or None,
        data_dir=Path(args.data_dir) if args.data_dir else None,
        settings=PlayerSettings(
            agent_tokens_per_response=settings.agent_tokens_per_response,
            agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
        ),
    )
    live = stdout.isatty()
    if live:
        player.on("token", lambda text: (stdout.write(text), stdout.flush()))
    player.on("agentLog", lambda message: print(f"  [log] {message}", file=sys.stderr))
    player.on("agentToast", lambda message: print(f"  [toast] {message}", file=sys.stderr))
    player.on("error", lambda event: print(f"  [error] {event['message']}", file=sys.stderr))
    player.on("error", lambda _event: report_if_stopped(server))
    loop = asyncio.get_running_loop()
    async with player:
        if args.conversation:
            await player.load_conversation(args.conversation)
        if player.package.intro.strip() and not args.conversation:
            print(player.package.intro.strip(), file=stdout, flush=True)
        while True:
            line = await loop.run_in_executor(None, stdin.readline)
            if not line:
                return 0
            text = line.rstrip("\n")
            if not text.strip():
                continue
            if text.startswith("@"):
                problem = await player.command(text)
                print(problem if problem else "ok", file=sys.stderr, flush=True)
                continue
            reply = await stoppable(player.send(text), player.stop)
            if live:
                stdout.write("\n")
            else:
                stdout.write(reply["content"] + "\n")
            if reply.get("stopped"):
                print("  [stopped]", file=sys.stderr)
            stdout.flush()


async def stoppable(work: Awaitable[T], stop: Callable[[], None]) -> T:
    """Await ``work`` with Ctrl-C calling ``stop`` (the reply keeps what arrived)."""
    loop = asyncio.get_running_loop()
    try:
        loop.add_signal_handler(signal.SIGINT, stop)
    except (NotImplementedError, RuntimeError):  # Windows: no signal handlers
        pass
    try:
        return await work
    finally:
        try:
            loop.remove_signal_handler(signal.SIGINT)
        except (NotImplementedError, RuntimeError):
            pass


def run_chat(chat: Coroutine[Any, Any, int]) -> int:
    """Run a terminal chat to its end; errors become a message and exit code 1."""
    try:
        return asyncio.run(chat)
    except KeyboardInterrupt:
        return 130
    except (StudioError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio play``; returns the exit code."""
    return run_chat(_play(args, sys.stdin, sys.stdout))
