"""The terminal party player: ``character-studio party FILE`` (docs/PARTY.md).

Reads one user message per line from stdin and prints every reply of the round
as ``Name: text``. Lines:

* ``@Name text`` or ``/to Name text`` — address a member (several: ``/to Ann,Bob text``);
* ``/whisper Name text`` — a private message to one member;
* ``/cmd @command args`` — a party-shared agent's command;
  ``/cmd Name @command args`` — a member's agent's command. ``@`` at the start of
  a line always means a member's name, so commands need ``/cmd``;
* anything else — a message the turn policy (or the names in it) routes.

Ctrl-C while replies are generated stops the current one; end of input exits.
The API key is read as for ``character-studio play``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from studio.terminal.chat import _api_key, run_chat, stoppable
from studio.terminal.local import add_local_argument, local_server, report_if_stopped, wants_builtin

if TYPE_CHECKING:
    from studio.providers.builtin import BuiltinServer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``party`` subcommand's options."""
    parser.add_argument("party", help="a *.party.json file")
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint (default: settings)")
    parser.add_argument("--model", help="main model for every member (default: each member's)")
    parser.add_argument("--worker-model", help="model for agents' callModel (default: main)")
    parser.add_argument("--api-key-env", metavar="VAR", help="read the API key from $VAR")
    parser.add_argument("--conversation", metavar="ID", help="continue a saved conversation")
    parser.add_argument("--data-dir", metavar="DIR", help="where party conversations live")
    add_local_argument(parser)


def parse_line(line: str) -> tuple[str, dict[str, Any]]:
    """``("send" | "command" | "error", details)`` for one input line."""
    text = line.strip()
    if text.startswith("@"):
        name, _, rest = text[1:].partition(" ")
        return "send", {"text": rest.strip(), "to": name.split(","), "private": False}
    word, _, rest = text.partition(" ")
    if word in ("/to", "/whisper"):
        name, _, message = rest.strip().partition(" ")
        if not name or not message.strip():
            return "error", {"message": f"usage: {word} Name text"}
        to = name.split(",") if word == "/to" else [name]
        return "send", {"text": message.strip(), "to": to, "private": word == "/whisper"}
    if word == "/cmd":
        rest = rest.strip()
        member: str | None = None
        if rest and not rest.startswith("@"):
            member, _, rest = rest.partition(" ")
        if not rest.strip().startswith("@"):
            return "error", {"message": "usage: /cmd [Name] @command args"}
        return "command", {"line": rest.strip(), "member": member}
    return "send", {"text": text, "to": None, "private": False}


async def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from studio.storage import load_settings

    settings = load_settings()
    with local_server(wants_builtin(args, settings)) as server:
        return await _party(args, settings, server, stdin, stdout)


async def _party(
    args: argparse.Namespace,
    settings: Any,
    server: BuiltinServer | None,
    stdin: TextIO,
    stdout: TextIO,
) -> int:
    from studio.engine import PartyPlayer, PlayerSettings

    local = server.info if server is not None else None
    player = PartyPlayer(
        Path(args.party),
        api_key=None if local else _api_key(args),
        base_url=local.base_url if local else args.base_url or settings.base_url or None,
        model=local.model if local else args.model or settings.main_model or None,
        worker_model=local.model if local else args.worker_model or settings.worker_model or None,
        data_dir=Path(args.data_dir) if args.data_dir else None,
        settings=PlayerSettings(
            agent_tokens_per_response=settings.agent_tokens_per_response,
            agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
        ),
    )
    player.on(
        "agentLog", lambda e: print(f"  [{e['speaker']} log] {e['message']}", file=sys.stderr)
    )
    player.on("error", lambda e: print(f"  [error] {e['message']}", file=sys.stderr))
    player.on("error", lambda _e: report_if_stopped(server))
    loop = asyncio.get_running_loop()
    async with player:
        if args.conversation:
            await player.load_conversation(args.conversation)
        print(f"Party: {', '.join(player.names)}", file=sys.stderr, flush=True)
        while True:
            line = await loop.run_in_executor(None, stdin.readline)
            if not line:
                return 0
            if not line.strip():
                continue
            kind, details = parse_line(line)
            if kind == "error":
                print(details["message"], file=sys.stderr, flush=True)
                continue
            if kind == "command":
                problem = await player.command(details["line"], details["member"])
                print(problem if problem else "ok", file=sys.stderr, flush=True)
                continue
            try:
                replies = await stoppable(
                    player.send(details["text"], details["to"], details["private"]), player.stop
                )
            except ValueError as err:
                print(f"error: {err}", file=sys.stderr, flush=True)
                continue
            for reply in replies:
                stdout.write(f"{reply['speaker']}: {reply['content']}\n")
                if reply.get("stopped"):
                    print(f"  [{reply['speaker']} stopped]", file=sys.stderr)
            stdout.flush()


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio party``; returns the exit code."""
    return run_chat(_play(args, sys.stdin, sys.stdout))
