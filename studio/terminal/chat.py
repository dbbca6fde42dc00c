"""The terminal player: ``character-studio play PACKAGE`` (decisions §1).

Reads one user message per line from stdin and prints each final assistant
reply. A line starting with ``@`` runs a direct command; a line starting with
``/`` is one of the terminal's commands (``/help`` lists them; ``//text`` sends
``/text``). The conversation id is printed at the start; a resumed conversation
shows its recent messages. Ctrl-C while a reply is being generated stops it
(what arrived is kept, marked stopped); Ctrl-C at the prompt, ``/quit`` or end
of input exits. When stdout is a terminal, replies stream token by token;
otherwise only final replies are printed, one block each. After a failed turn
the exit status is 1 when stdin is not a terminal, so scripts can tell.

The API key comes from ``--api-key-env VAR``, then the keychain (or its
reported fallback file). It is never printed, logged, or put in an error.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TextIO

from studio.errors import StudioError
from studio.terminal.commands import conversation_id
from studio.terminal.console import BaseConsole
from studio.terminal.local import (
    add_endpoint_arguments,
    local_server,
    sampler_options,
    stopped_server,
    wants_builtin,
)

NO_ENDPOINT = (
    "no model endpoint is configured. Choose one:\n"
    "  --local                         the built-in model (offline; "
    "`character-studio models install` fetches it once)\n"
    "  --base-url http://127.0.0.1:11434/v1 --model NAME\n"
    "                                  a local server (Ollama, LM Studio, llama.cpp, vLLM)\n"
    "  --base-url URL --api-key-env VAR --model NAME\n"
    "                                  a hosted provider, its key read from $VAR"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``play`` subcommand's options."""
    parser.add_argument("package", help="a character package (.zip) or project folder")
    add_endpoint_arguments(
        parser,
        model_help="main model (default: settings, then the package's)",
        data_help="where package conversations live",
    )
    parser.add_argument(
        "--greeting",
        metavar="N",
        type=int,
        help="open the new conversation with greeting N (0: the intro; 1..: the card's "
        "alternate greetings)",
    )
    parser.add_argument(
        "--speak-to",
        metavar="DIR",
        help="speak each reply with the character's voice into WAV files in DIR, sentence "
        "by sentence as it streams (eSpeak NG, or the speech endpoint set in Settings)",
    )


def _api_key(args: argparse.Namespace, settings: Any = None) -> str | None:
    if args.api_key_env:
        value = os.environ.get(args.api_key_env)
        if not value:
            raise SystemExit(f"error: ${args.api_key_env} is not set or empty")
        return value
    from studio.storage import get_api_key, get_provider_key, provider_profile

    try:
        if settings is not None:
            return get_provider_key(provider_profile(settings.provider, settings.base_url))
        return get_api_key()
    except StudioError:
        return None


def endpoint(args: argparse.Namespace, settings: Any, api_key: str | None) -> str:
    """The base URL to use; refuses (with what to do) when there is none at all."""
    base_url = getattr(args, "base_url", None) or settings.base_url or None
    if base_url:
        return str(base_url)
    if api_key:
        from studio.engine.player import DEFAULT_BASE_URL

        return DEFAULT_BASE_URL
    raise SystemExit(f"error: {NO_ENDPOINT}")


class PlayConsole(BaseConsole):
    """``play``: one character."""

    mode = "play"

    def __init__(
        self,
        player: Any,
        *,
        resume: str | None = None,
        greeting: int | None = None,
        **streams: Any,
    ) -> None:
        from studio.terminal.events import EventPrinter  # Imports the engine: not for --help.

        super().__init__(player, **streams)
        self.resume = resume
        self.greeting = greeting
        self._created: str | None = None
        self.printer = EventPrinter(self)
        player.subscribe(self.printer.on_event)
        self.voice: Any = None  # a FileVoice with --speak-to
        self.pending_images: list[Path] = []  # /image FILE: sent with the next message
        approvals = getattr(player, "approvals", None)
        if approvals is not None and approvals.approve is None:
            from studio.terminal.approval import TerminalApprover

            approvals.approve = TerminalApprover(self)

    def character_name(self) -> str:
        return str(self.player.package.name)

    async def start(self) -> None:
        if self.resume:
            await self.player.load_conversation(conversation_id(self.resume))
            count = len(self.player.get_conversation())
            self.info(f"Conversation {self.player.conversation_id} (resumed, {count} entries)")
            self.show_history(10)
            return
        try:
            self._created = await self.player.new_conversation(greeting=self.greeting)
        except ValueError as err:
            raise ValueError(f"--greeting: {err}") from None
        self.info(f"Conversation {self._created} (new; /help lists the commands)")
        # The chosen greeting (decisions §17: macros expanded), recorded in the header.
        intro = self.player.greeting_text().strip()
        if intro:
            print(intro, file=self.stdout, flush=True)

    async def finish(self) -> None:
        # A conversation this session opened and never used is not kept: it would
        # only clutter /list and the Studio's conversation list.
        created = self._created
        if created and self.player.conversation_id == created:
            entries = self.player.get_conversation()
            if not any(e.get("role") == "user" for e in entries):
                await self.player.delete_conversation(created)

    async def say(self, text: str, *, to: list[str] | None = None, private: bool = False) -> None:
        images, self.pending_images = self.pending_images, []
        await self.turn(self.player.send(text, images=images or None))
        if self.voice is not None:
            await self.voice.settle()

    def show_result(self, result: Any) -> None:
        content = str(result.get("content", ""))
        if self.live and self.streamed:
            self.stdout.write("\n")
        elif content or not result.get("stopped"):
            self.stdout.write(content + "\n")
        self.streamed = False
        self.stdout.flush()
        if result.get("stopped"):
            self.info("  [stopped]")
        if result.get("truncated"):
            self.info("  [cut off at the reply length: /continue extends it]")
        if result.get("ended"):
            self.info(f"  [ended: {result['ended']}]")
        if result.get("reasoning"):
            self.info(dimmed(f"  [reasoning] {result['reasoning']}", self.stderr))


def dimmed(text: str, stream: TextIO) -> str:
    """``text`` in the terminal's dim style when ``stream`` is a terminal."""
    isatty = getattr(stream, "isatty", None)
    return f"\x1b[2m{text}\x1b[0m" if isatty is not None and isatty() else text


def load_compiled(path: str | Path) -> Any:
    """The package at ``path``, refused unless every agent in it compiles.

    Python agents are parsed at load; JavaScript, TypeScript and Lua ones (and
    ``@lib`` files) are compiled here without running, as ``validate`` and
    ``export`` do, so a syntax error in any language is refused the same way before
    the first line (``error: agents/FILE:LINE: ...``), not mid-conversation.

    Raises:
        PackageError: The package's first error, holding every error found.
    """
    from studio.package import load_with_problems
    from studio.package.validate import compile_agents
    from studio.sandbox.syntax import check_syntax

    package, problems = load_with_problems(path)
    if package is not None:
        compile_agents(package, problems, check_syntax)
    problems.raise_if_errors()
    return package


async def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from studio.engine import CharacterPlayer, PlayerSettings
    from studio.storage import load_settings, play_options, provider_profile
    from studio.storage.mcp_settings import mcp_server_configs

    settings = load_settings()
    use_local = wants_builtin(args, settings)
    api_key = None if use_local else _api_key(args, settings)
    package = load_compiled(args.package)
    with local_server(use_local) as server:
        local = server.info if server is not None else None
        base_url = local.base_url if local else endpoint(args, settings, api_key)
        model = local.model if local else args.model or settings.main_model or package.config.model
        worker = local.model if local else args.worker_model or settings.worker_model or None
        if not model:
            raise SystemExit(
                "error: no model: pass --model NAME (the package's config.json names none)"
            )
        options = play_options(
            settings,
            package_key=package.sha256,
            model=model,
            profile="builtin" if local else provider_profile(settings.provider, base_url),
        )
        samplers = sampler_options(args, options.pop("local_samplers", {}))
        player = CharacterPlayer(
            package=package,
            api_key=api_key,
            base_url=base_url,
            model=model,
            worker_model=worker,
            data_dir=Path(args.data_dir) if args.data_dir else None,
            # The built-in server is llama.cpp's: its preset says the window and counts.
            provider="builtin" if local else None,
            settings=PlayerSettings(
                agent_tokens_per_response=settings.agent_tokens_per_response,
                agent_tokens_per_conversation=settings.agent_tokens_per_conversation,
                persona_name=settings.persona_name or "User",
                persona_description=settings.persona_description,
                local_samplers=samplers or None,
                regex_scripts=list(settings.regex_scripts) or None,
                **options,
            ),
            tool_policies=dict(settings.tool_policies),
            mcp_servers=mcp_server_configs(settings.mcp_servers),
        )
        player.approvals.on_policy = remember_tool_policy
        # A failed turn on the built-in model: say so plainly when its server died.
        async with player:
            console = PlayConsole(
                player,
                resume=args.conversation,
                greeting=getattr(args, "greeting", None),
                stdin=stdin,
                stdout=stdout,
            )
            console.diagnose = lambda: stopped_server(server)
            console.local = server is not None
            if getattr(args, "speak_to", None):
                console.voice = _file_voice(Path(args.speak_to), player, settings, console.info)
                player.subscribe(console.voice.on_event)
            try:
                return await console.run()
            finally:
                if console.voice is not None:
                    await console.voice.aclose()


def _file_voice(folder: Path, player: Any, settings: Any, info: Any) -> Any:
    from studio.storage import get_api_key
    from studio.terminal.voice import FileVoice

    try:
        key = get_api_key("voice-out") or ""
    except StudioError:
        key = ""
    try:
        return FileVoice(folder, player, dict(settings.voice), info, api_key=key)
    except StudioError as err:
        raise SystemExit(f"error: --speak-to: {err}") from None


def remember_tool_policy(key: str, policy: str) -> None:
    """Save an "always" answer given at the prompt, as the GUI does."""
    from studio.storage import load_settings, save_settings

    try:
        settings = load_settings()
        policies = {**settings.tool_policies, key: policy}
        save_settings(settings.model_copy(update={"tool_policies": policies}))
    except StudioError as err:
        print(f"The tool policy could not be saved: {err}", file=sys.stderr)


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
