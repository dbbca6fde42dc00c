"""The terminal party player: ``character-studio party FILE`` (docs/PARTY.md).

Reads one user message per line from stdin and prints every reply of the round
as ``Name: text`` (streamed, member by member, when stdout is a terminal). Lines:

* ``@Name text`` or ``/to Name text`` — address a member (several: ``/to Ann,Bob text``);
* ``/whisper Name text`` — a private message to one member;
* ``/cmd @command args`` — a party-shared agent's command;
  ``/cmd Name @command args`` — a member's agent's command. ``@`` at the start of
  a line always means a member's name, so commands need ``/cmd``;
* the shared ``/commands`` (``/help`` lists them: ``/regen``, ``/history``, ...);
* anything else — a message the turn policy (or the names in it) routes.

Log, toast and tool lines name the member and the agent. Ctrl-C while replies
are generated stops the current one; Ctrl-C at the prompt or end of input exits.
The API key is read as for ``character-studio play``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from studio.errors import StudioError
from studio.terminal.chat import _api_key, endpoint, remember_tool_policy, run_chat
from studio.terminal.commands import PARTY, CommandError, Console, command, conversation_id
from studio.terminal.console import BaseConsole
from studio.terminal.local import (
    add_endpoint_arguments,
    local_server,
    sampler_options,
    stopped_server,
    wants_builtin,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``party`` subcommand's options."""
    parser.add_argument("party", help="a *.party.json file")
    add_endpoint_arguments(
        parser,
        model_help="main model for every member (default: each member's)",
        data_help="where party conversations live",
    )


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


async def _addressed(console: Console, word: str, arg: str) -> None:
    kind, details = parse_line(f"/{word} {arg}")
    if kind == "error":
        raise CommandError(details["message"])
    await console.say(details["text"], to=details["to"], private=details["private"])


@command("to", args="NAME[,NAME] TEXT", help="say TEXT to these members", modes=PARTY)
async def _to(console: Console, arg: str) -> None:
    await _addressed(console, "to", arg)


@command("whisper", args="NAME TEXT", help="a private message to one member", modes=PARTY)
async def _whisper(console: Console, arg: str) -> None:
    await _addressed(console, "whisper", arg)


@command("cmd", args="[NAME] @command ARGS", help="run an agent's @command", modes=PARTY)
async def _cmd(console: Console, arg: str) -> None:
    kind, details = parse_line(f"/cmd {arg}")
    if kind == "error":
        raise CommandError(details["message"])
    work = console.player.command(details["line"], details["member"])
    done, problem = await console.cancellable(work, details["line"])
    if done:
        console.info(problem if problem else "ok")


class PartyConsole(BaseConsole):
    """``party``: several characters; replies are ``Name: text``."""

    mode = "party"

    def __init__(self, player: Any, *, resume: str | None = None, **streams: Any) -> None:
        from studio.terminal.events import EventPrinter  # Imports the engine: not for --help.

        super().__init__(player, **streams)
        self.resume = resume
        self.printer = EventPrinter(self)
        player.subscribe(self.printer.on_party_event)
        approvals = getattr(player, "approvals", None)
        if approvals is not None and approvals.approve is None:
            from studio.terminal.approval import TerminalApprover

            approvals.approve = TerminalApprover(self)  # asked at the prompt, as in play

    async def start(self) -> None:
        self.info(f"Party: {', '.join(self.player.names)}")
        if self.resume:
            await self.player.load_conversation(conversation_id(self.resume))
            count = len(self.player.get_conversation())
            self.info(f"Conversation {self.player.conversation_id} (resumed, {count} entries)")
            self.show_history(10)
            return
        new_id = await self.player.new_conversation()
        self.info(f"Conversation {new_id} (new; /help lists the commands)")
        # Members with group-only greetings opened it (macros already expanded).
        for entry in self.player.get_conversation():
            if entry.get("greeting"):
                print(f"{entry.get('speaker')}: {entry.get('content', '')}", file=self.stdout)
        self.stdout.flush()

    async def handle(self, line: str) -> None:
        # "@Name text" addresses a member here (agent commands go through /cmd).
        if line.strip().startswith("@"):
            _kind, details = parse_line(line)
            try:
                await self.say(details["text"], to=details["to"], private=details["private"])
            except (ValueError, KeyError) as err:
                self.info(f"error: {err}")
            return
        await super().handle(line)

    async def say(self, text: str, *, to: list[str] | None = None, private: bool = False) -> None:
        await self.turn(self.player.send(text, to, private))

    def show_partial(self, err: StudioError) -> None:
        speaker = self.printer.failed_speaker
        self.stdout.write(f"{speaker}: " if speaker else "")
        super().show_partial(err)

    def show_result(self, result: Any) -> None:
        # The replies themselves were printed as they came (streamed, or one
        # block per ``message`` event): see EventPrinter.
        self.printer.speaking = None
        if self.live and self.streamed:
            self.stdout.write("\n")
            self.streamed = False
        self.stdout.flush()
        for reply in result:
            if reply.get("stopped"):
                self.info(f"  [{reply['speaker']} stopped]")


async def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from studio.storage import load_settings

    settings = load_settings()
    use_local = wants_builtin(args, settings)
    api_key = None if use_local else _api_key(args)
    with local_server(use_local) as server:
        try:
            player = _party_player(args, settings, api_key, server)
        except ValueError as err:
            if str(err).startswith("no model"):
                who = str(err).partition(":")[0]
                raise SystemExit(f"error: {who}: pass --model NAME") from None
            raise
        player.approvals.on_policy = remember_tool_policy
        async with player:
            console = PartyConsole(player, resume=args.conversation, stdin=stdin, stdout=stdout)
            console.diagnose = lambda: stopped_server(server)
            console.local = server is not None
            return await console.run()


def _party_player(
    args: argparse.Namespace, settings: Any, api_key: str | None, server: Any = None
) -> Any:
    from studio.engine import PartyPlayer, PlayerSettings
    from studio.storage.mcp_settings import mcp_server_configs

    local = server.info if server is not None else None
    return PartyPlayer(
        Path(args.party),
        api_key=api_key,
        base_url=local.base_url if local else endpoint(args, settings, api_key),
        model=local.model if local else args.model or settings.main_model or None,
        worker_model=local.model if local else args.worker_model or settings.worker_model or None,
        data_dir=Path(args.data_dir) if args.data_dir else None,
        settings=PlayerSettings(
            agent_tokens_per_response=settings.agent_tokens_per_response,
            agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
            persona_name=settings.persona_name or "User",
            persona_description=settings.persona_description,
            local_samplers=sampler_options(args, dict(settings.samplers.local)) or None,
        ),
        tool_policies=dict(settings.tool_policies),
        mcp_servers=mcp_server_configs(settings.mcp_servers),
    )


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio party``; returns the exit code."""
    return run_chat(_play(args, sys.stdin, sys.stdout))
