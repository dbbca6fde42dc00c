"""The terminal's ``/commands``: one table that ``play`` and ``party`` both read.

Each :class:`Command` names its handler, its aliases, its argument synopsis and a
one-line help; ``/help`` is generated from the table, so a command added here is
documented the moment it exists. A handler gets the running :class:`Console`
(the player, output, and the way to run a turn) and the rest of the line.

Adding a command (other parts of the app do it the same way)::

    @command("continue", help="extend the last reply", modes=PLAY)
    async def _continue(console: Console, arg: str) -> None:
        await console.turn(console.player.continue_reply())

Input rules (:func:`parse_input`): a line starting with ``/`` is a command;
``//text`` sends ``/text`` as a message; an unknown ``/word`` gets a one-line
hint and is not sent. Nothing a command does loses part of the conversation:
edits go through the player's edit methods, which keep or rewrite the file
atomically.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from studio.errors import StudioError

PLAY = frozenset({"play"})
PARTY = frozenset({"party"})
BOTH = PLAY | PARTY


class CommandError(StudioError):
    """A command was used wrongly; the message is shown as ``error: ...``."""


class Console(Protocol):
    """What a command handler may use of the running terminal player."""

    mode: str
    player: Any

    def info(self, text: str) -> None:
        """Print a status line (stderr)."""

    def show_history(self, count: int | None = None) -> None:
        """Print the last ``count`` messages of the conversation (all with None)."""

    async def turn(self, work: Awaitable[Any]) -> None:
        """Run a reply-producing call with Ctrl-C stop, streaming and failure reporting."""

    async def say(self, text: str, *, to: list[str] | None = None, private: bool = False) -> None:
        """Send ``text`` as the user's message (``to``/``private``: party only)."""

    def quit(self) -> None:
        """End the session after this command."""

    async def cancellable(self, work: Awaitable[Any], what: str) -> tuple[bool, Any]:
        """Await an agent's command so that Ctrl-C abandons it: ``(done, result)``."""


Handler = Callable[[Console, str], Awaitable[None]]


@dataclass(frozen=True, kw_only=True)
class Command:
    """One ``/command``: what it is called, what it takes, what it does."""

    name: str
    handler: Handler
    help: str
    args: str = ""
    aliases: tuple[str, ...] = ()
    modes: frozenset[str] = BOTH

    @property
    def usage(self) -> str:
        return f"/{self.name} {self.args}".rstrip()


@dataclass
class CommandTable:
    """Commands by name and alias; the first registration of a name wins."""

    _commands: list[Command] = field(default_factory=list)

    def add(self, cmd: Command) -> Command:
        """Register ``cmd``; a name or alias already taken is an error."""
        for name in (cmd.name, *cmd.aliases):
            taken = self.find(name, cmd.modes)
            if taken is not None:
                raise ValueError(f"/{name} is already the command /{taken.name}")
        self._commands.append(cmd)
        return cmd

    def find(self, name: str, modes: Iterable[str] | str) -> Command | None:
        """The command called ``name`` (or an alias) in any of ``modes``."""
        wanted = {modes} if isinstance(modes, str) else set(modes)
        for cmd in self._commands:
            if cmd.modes & wanted and (name == cmd.name or name in cmd.aliases):
                return cmd
        return None

    def for_mode(self, mode: str) -> list[Command]:
        return [cmd for cmd in self._commands if mode in cmd.modes]

    def help_text(self, mode: str) -> str:
        """The ``/help`` listing for ``mode``, generated from the table."""
        cmds = sorted(self.for_mode(mode), key=lambda c: c.name)
        width = max((len(c.usage) for c in cmds), default=0)
        lines = ["Commands:"]
        for cmd in cmds:
            aliases = f" (also {', '.join('/' + a for a in cmd.aliases)})" if cmd.aliases else ""
            lines.append(f"  {cmd.usage.ljust(width)}  {cmd.help}{aliases}")
        lines.append("Start a message with // to send a line that begins with /.")
        return "\n".join(lines)

    def markdown_table(self) -> str:
        """Every command as the README's Markdown table (a test compares the two).

        Import the players' modules first (``studio.terminal.chat`` and
        ``studio.terminal.party``): each registers its own commands.
        """
        lines = ["| command | does | in |", "|---|---|---|"]
        for cmd in sorted(self._commands, key=lambda c: c.name):
            aliases = ", ".join(f"`/{a}`" for a in cmd.aliases)
            does = cmd.help + (f"; also {aliases}" if aliases else "")
            where = " and ".join(m for m in ("play", "party") if m in cmd.modes)
            lines.append(f"| `{_cell(cmd.usage)}` | {_cell(does)} | {where} |")
        return "\n".join(lines)


def _cell(text: str) -> str:
    """``text`` inside a Markdown table cell (a pipe would end the cell)."""
    return text.replace("|", "\\|")


COMMANDS = CommandTable()


def command(
    name: str,
    *,
    help: str,
    args: str = "",
    aliases: tuple[str, ...] = (),
    modes: frozenset[str] = BOTH,
    table: CommandTable = COMMANDS,
) -> Callable[[Handler], Handler]:
    """Decorator: register the function as the handler of ``/name``."""

    def register(handler: Handler) -> Handler:
        table.add(
            Command(name=name, handler=handler, help=help, args=args, aliases=aliases, modes=modes)
        )
        return handler

    return register


@dataclass(frozen=True)
class Parsed:
    """One input line: a message to send, a command to run, or a hint to show."""

    kind: str  # "text" | "command" | "unknown"
    text: str = ""
    command: Command | None = None


def parse_input(line: str, mode: str, table: CommandTable = COMMANDS) -> Parsed:
    """Classify one line the user typed (trailing newline already removed)."""
    if line.startswith("//"):
        return Parsed("text", line[1:])
    if not line.startswith("/"):
        return Parsed("text", line)
    word, _, rest = line[1:].partition(" ")
    found = table.find(word, mode)
    if found is None:
        hint = (
            f"unknown command /{word}: /help lists the commands; "
            f"to send it as a message, type //{line[1:]}"
        )
        return Parsed("unknown", hint)
    return Parsed("command", rest.strip(), found)


def conversation_id(text: str) -> str:
    """A conversation id as the user typed it: ``1`` means ``01``.

    The rule of :func:`studio.engine.player.conversation_key` (``load_conversation``),
    repeated here so that ``export-chat`` need not import the engine; a test holds
    the two together.
    """
    value = text.strip()
    return value.zfill(2) if value.isdigit() else value


def index_arg(arg: str, usage: str) -> tuple[int, str]:
    """``N rest`` → ``(N, rest)``; a missing or non-numeric N is a usage error."""
    first, _, rest = arg.strip().partition(" ")
    if not first.isdigit():
        raise CommandError(f"usage: {usage} (N is the number shown by /history)")
    return int(first), rest.strip()


def user_path(text: str) -> Path:
    """A path as typed at the prompt (``~`` means the home folder)."""
    return Path(text).expanduser()


def check_index(console: Console, index: int) -> None:
    """An index that is not in the conversation is a clear error, before any change."""
    entries = console.player.get_conversation()
    if not 0 <= index < len(entries):
        last = len(entries) - 1
        span = f"0 to {last}" if last >= 0 else "none yet"
        raise CommandError(f"there is no message {index} (messages: {span}; see /history)")


# -- the commands every terminal player has ------------------------------------


@command("help", help="list the commands", aliases=("?",))
async def _help(console: Console, arg: str) -> None:
    console.info(COMMANDS.help_text(console.mode))


@command("quit", help="save and leave", aliases=("exit", "q"))
async def _quit(console: Console, arg: str) -> None:
    console.quit()


@command("regen", help="answer the last message again", aliases=("regenerate", "r"))
async def _regen(console: Console, arg: str) -> None:
    await console.turn(console.player.regenerate())


@command(
    "swipe",
    args="[next|prev|K]",
    help="show another alternative of the last reply (/regen adds one); no argument: which",
    aliases=("sw",),
    modes=PLAY,
)
async def _swipe(console: Console, arg: str) -> None:
    player = console.player
    entries = player.get_conversation()
    if not any(e.get("role") == "user" for e in entries):
        raise CommandError("there is no reply to swipe yet")
    last = len(entries) - 1
    shown, count = player.alternatives(last)
    word = arg.strip().lower()
    if not word:
        console.info(f"reply {shown + 1} of {count} (/swipe next, /swipe prev, /swipe K)")
        return
    if word in ("next", "n", ">"):
        target = shown + 1
    elif word in ("prev", "previous", "p", "<"):
        target = shown - 1
    elif word.isdigit():
        target = int(word) - 1
    else:
        raise CommandError("usage: /swipe [next|prev|K] (K counts from 1)")
    if not 0 <= target < count:
        raise CommandError(
            f"there is no reply {target + 1} (this one has {count}; /regen adds one)"
        )
    await player.select_alternative(last, target)
    console.info(f"reply {target + 1} of {count}")
    console.show_history(1)


@command("continue", help="extend the last reply (one cut off at the reply length)", modes=PLAY)
async def _continue(console: Console, arg: str) -> None:
    await console.turn(console.player.continue_reply())


@command("edit", args="N TEXT", help="replace the text of message N (no new reply)")
async def _edit(console: Console, arg: str) -> None:
    index, text = index_arg(arg, "/edit N TEXT")
    if not text:
        raise CommandError("usage: /edit N TEXT (the new text goes after the number)")
    check_index(console, index)
    await console.player.edit(index, text)
    console.info(f"message {index} edited")


@command("delete", args="N", help="delete message N")
async def _delete(console: Console, arg: str) -> None:
    index, _ = index_arg(arg, "/delete N")
    check_index(console, index)
    await console.player.delete(index)
    console.info(f"message {index} deleted")


@command("truncate", args="N", help="delete message N and everything after it")
async def _truncate(console: Console, arg: str) -> None:
    index, _ = index_arg(arg, "/truncate N")
    check_index(console, index)
    await console.player.truncate(index)
    console.info(f"messages from {index} on deleted")


@command("fork", args="N", help="a new conversation with messages 0..N, then switch to it")
async def _fork(console: Console, arg: str) -> None:
    index, _ = index_arg(arg, "/fork N")
    check_index(console, index)
    new_id = await console.player.fork(index)
    console.info(f"conversation {new_id} (forked at message {index})")


@command("new", help="start a new conversation (this one stays saved)")
async def _new(console: Console, arg: str) -> None:
    new_id = await console.player.new_conversation()
    console.info(f"conversation {new_id}")


@command("list", help="the saved conversations", aliases=("ls",))
async def _list(console: Console, arg: str) -> None:
    current = console.player.conversation_id
    rows = await console.player.list_conversations()
    if not rows:
        console.info("no saved conversations yet")
        return
    for row in rows:
        mark = "*" if row["id"] == current else " "
        fork = f", forked from {row['forked_from']}" if row.get("forked_from") else ""
        title = row.get("title") or "(untitled)"
        console.info(f"{mark} {row['id']}  {title}  ({row['message_count']} messages{fork})")


@command("switch", args="ID", help="continue conversation ID (see /list)", aliases=("open",))
async def _switch(console: Console, arg: str) -> None:
    if not arg.strip():
        raise CommandError("usage: /switch ID (the ids are in /list)")
    target = conversation_id(arg)
    known = {row["id"] for row in await console.player.list_conversations()}
    if target not in known:
        raise CommandError(f"there is no conversation {target} (see /list)")
    await console.player.load_conversation(target)
    console.info(f"conversation {target}")
    console.show_history(10)


@command("history", args="[N]", help="show the last N messages (default 10)", aliases=("h",))
async def _history(console: Console, arg: str) -> None:
    text = arg.strip()
    if text and not text.isdigit():
        raise CommandError("usage: /history [N]")
    console.show_history(int(text) if text else 10)


@command("model", args="NAME", help="use model NAME for the next replies")
async def _model(console: Console, arg: str) -> None:
    name = arg.strip()
    if not name:
        console.info(f"model: {console.player.model}")
        return
    console.player.set_model(name)
    console.info(f"model: {name}")


@command(
    "export",
    args="FILE [--logs] [--reasoning]",
    help="write this conversation to FILE (.md, .html, .txt or .json)",
)
async def _export(console: Console, arg: str) -> None:
    words = arg.split()
    flags = {w for w in words if w in ("--logs", "--reasoning")}
    target = " ".join(w for w in words if w not in flags).strip()
    if not target:
        raise CommandError("usage: /export FILE [--logs] [--reasoning] (e.g. /export chat.html)")
    path = user_path(target)
    await console.player.export_chat(
        path, include_logs="--logs" in flags, include_reasoning="--reasoning" in flags
    )
    console.info(f"exported to {path}")


@command(
    "image",
    args="FILE",
    help="attach an image to your next message (PNG, JPEG, GIF or WebP; the model must see)",
    modes=PLAY,
)
async def _image(console: Console, arg: str) -> None:
    from studio.errors import ImageError
    from studio.storage.images import read_image

    target = arg.strip()
    if not target:
        raise CommandError("usage: /image FILE (then type the message it goes with)")
    path = user_path(target)
    try:
        image = read_image(path)
    except ImageError as err:
        raise CommandError(str(err)) from None
    pending: list[Path] = getattr(console, "pending_images", [])
    pending.append(path)
    console.pending_images = pending  # type: ignore[attr-defined]
    console.info(
        f"image attached: {path.name}, {image.width}×{image.height} "
        f"({len(pending)} with your next message)"
    )
