"""Chats brought over: a SillyTavern chat (``.jsonl``) or this program's own JSON
chat export, as a new conversation of a character.

SillyTavern's file is one JSON object per line: a header (``user_name``,
``character_name``, ``create_date``, ``chat_metadata``), then one message per
line (``name``, ``is_user``, ``is_system``, ``mes``, ``send_date``, and, for the
character's messages, ``swipes`` with ``swipe_id``, the one shown). The mapping:

* a user message becomes a ``user`` entry, a character message an ``assistant``
  entry; ``is_system`` (SillyTavern's hidden/narrator notes) are left out and
  counted in a warning;
* a character message's other swipes become the alternatives of the user message
  it answers (docs/ENGINE.md "Swipes"): the shown swipe stays the entry;
* the character's first message, before any user message, is its greeting: when
  it is the intro or one of the alternate greetings (``{{char}}``/``{{user}}``
  expanded, as SillyTavern stores it) the conversation header names that
  greeting; otherwise it is kept as the first assistant message;
* ``user_name`` becomes the conversation's persona name.

The project's JSON export (``"format": "character-studio-chat"``) maps back
one to one: its ``greeting`` message picks the greeting, the rest are entries.

Bad input (not JSON, a message that is not an object, text that is not text)
is a :class:`StorageError` naming the file and the line; missing fields take
their defaults and unknown ones are ignored. Nothing is written unless the
whole chat was read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.errors import StorageError

__all__ = [
    "MAX_CHAT_BYTES",
    "MAX_MESSAGES",
    "ChatFile",
    "ChatImport",
    "expand_names",
    "import_chat",
    "looks_like_chat",
    "read_chat",
]

MAX_CHAT_BYTES = 64 * 1024 * 1024
MAX_MESSAGES = 200_000
JSON_FORMAT = "character-studio-chat"
_MACROS = re.compile(r"\{\{\s*(char|user)\s*\}\}|<(BOT|USER|char)>", re.IGNORECASE)


@dataclass
class ChatFile:
    """A chat read from a file, ready to become a conversation.

    Attributes:
        entries: The conversation entries (decisions §4; swipes as alternatives).
        greeting_text: The character's first message before any user message, or None.
        user_name: The user's name in the chat (the persona), or None.
        character_name: The character's name in the chat, or None.
        title: A title for the conversation.
        warnings: What the user should know (left-out messages).
        swipes: How many alternative responses came along.
    """

    entries: list[dict[str, Any]] = field(default_factory=list)
    greeting_text: str | None = None
    user_name: str | None = None
    character_name: str | None = None
    title: str = ""
    warnings: list[str] = field(default_factory=list)
    swipes: int = 0


def _fail(file: str, line: int | None, message: str) -> StorageError:
    where = f"{file}:{line}" if line is not None else file
    return StorageError(f"{where}: {message}")


def _text(value: Any, file: str, line: int, what: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _fail(file, line, f"{what} must be text, not {type(value).__name__}")
    if re.search("[\ud800-\udfff]", value):
        raise _fail(file, line, f"{what} holds a lone UTF-16 surrogate, which is not text")
    return value


def _lines(data: bytes, file: str) -> list[tuple[int, Any]]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _fail(file, None, f"is not UTF-8 text (byte {exc.start})") from None
    out: list[tuple[int, Any]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            out.append((number, json.loads(raw)))
        except (ValueError, RecursionError) as exc:
            why = exc.msg if isinstance(exc, json.JSONDecodeError) else "not readable JSON"
            raise _fail(file, number, f"is not JSON ({why}); is this a SillyTavern chat?") from None
        if len(out) > MAX_MESSAGES + 1:
            raise _fail(file, None, f"has more than {MAX_MESSAGES:,} messages")
    return out


def _sillytavern(lines: list[tuple[int, Any]], file: str) -> ChatFile:
    chat = ChatFile(title=Path(file).stem)
    first = lines[0][1] if lines else None
    if isinstance(first, dict) and not {"mes", "is_user", "name"} & set(first):
        _number, head = lines.pop(0)
        chat.user_name = head.get("user_name") if isinstance(head.get("user_name"), str) else None
        name = head.get("character_name")
        chat.character_name = name if isinstance(name, str) else None
    hidden = 0
    last_user: dict[str, Any] | None = None
    for number, message in lines:
        if not isinstance(message, dict):
            raise _fail(file, number, "must be a JSON object (one message per line)")
        content = _text(message.get("mes"), file, number, "'mes'")
        name = message.get("name")
        is_user = message.get("is_user")
        if not isinstance(is_user, bool):  # older files: tell by the name
            is_user = bool(chat.user_name) and name == chat.user_name
        if message.get("is_system") is True:
            hidden += 1
            continue
        if is_user:
            last_user = {"role": "user", "content": content}
            chat.entries.append(last_user)
            continue
        entry: dict[str, Any] = {"role": "assistant", "content": content}
        if last_user is None and not chat.entries and chat.greeting_text is None:
            chat.greeting_text = content
            continue
        swipes = message.get("swipes")
        shown = message.get("swipe_id")
        if isinstance(swipes, list) and len(swipes) > 1 and last_user is not None:
            texts = [_text(s, file, number, "a swipe") for s in swipes]
            index = shown if isinstance(shown, int) and 0 <= shown < len(texts) else 0
            entry["content"] = texts[index] if texts[index] or not content else content
            others = [
                [{"role": "assistant", "content": t}] for i, t in enumerate(texts) if i != index
            ]
            if "alternatives" not in last_user:  # one response block per user message
                last_user["alternatives"] = others
                last_user["alternative"] = index
                chat.swipes += len(others)
        chat.entries.append(entry)
    if hidden:
        chat.warnings.append(
            f"{file}: {hidden} hidden or system message(s) were left out (they were never "
            "sent to the model in SillyTavern either)"
        )
    return chat


def _own(document: dict[str, Any], file: str) -> ChatFile:
    messages = document.get("messages")
    if not isinstance(messages, list):
        raise _fail(file, None, "has no 'messages' list; it is not a chat export")
    chat = ChatFile(title=str(document.get("title") or Path(file).stem))
    name = document.get("character")
    chat.character_name = name if isinstance(name, str) else None
    for number, message in enumerate(messages):
        if not isinstance(message, dict):
            raise _fail(file, None, f"message {number} must be an object")
        content = _text(message.get("content"), file, number, f"message {number}'s content")
        role = message.get("role")
        if message.get("greeting") is True or message.get("index", 0) is None:
            chat.greeting_text = content
            continue
        if role not in ("user", "assistant", "log", "error"):
            raise _fail(file, None, f"message {number} has role {role!r}")
        if role == "user" and chat.user_name is None and isinstance(message.get("name"), str):
            chat.user_name = message["name"]
        entry = {k: v for k, v in message.items() if k not in ("index", "name")}
        entry["content"] = content
        chat.entries.append(entry)
    return chat


def read_chat(path: Path) -> ChatFile:
    """Read a SillyTavern ``.jsonl`` chat or a Character Studio JSON chat export.

    Raises:
        StorageError: Unreadable, too large, or not a chat (naming the file and line).
    """
    path = Path(path)
    file = path.name
    try:
        size = path.stat().st_size
        if size > MAX_CHAT_BYTES:
            raise _fail(file, None, f"is {size // (1024 * 1024)} MB; chats over 64 MB are refused")
        data = path.read_bytes()
    except OSError as exc:
        raise _fail(file, None, f"cannot be read: {exc.strerror or exc}") from None
    stripped = data.lstrip()
    if stripped.startswith(b"{") and b'"format"' in stripped[:4096]:
        try:
            document = json.loads(data.decode("utf-8-sig"))
        except (ValueError, RecursionError):
            document = None
        if isinstance(document, dict) and document.get("format") == JSON_FORMAT:
            return _own(document, file)
    return _sillytavern(_lines(data, file), file)


def expand_names(text: str, character: str, user: str) -> str:
    """``{{char}}``/``{{user}}`` (and ``<BOT>``/``<USER>``) as SillyTavern stores them."""

    def one(match: re.Match[str]) -> str:
        word = (match.group(1) or match.group(2) or "").lower()
        return user if word == "user" else character

    return _MACROS.sub(one, text)


@dataclass
class ChatImport:
    """What :func:`import_chat` made.

    Attributes:
        conversation_id: The new conversation's id (``"03"``).
        folder: The conversations folder it is in.
        messages: How many entries it holds.
        swipes: How many alternative responses came along.
        greeting: The header's greeting index (0: the intro), or None when the
            chat's first message is none of the character's greetings.
        warnings: What the user should know.
    """

    conversation_id: str
    folder: Path
    messages: int
    swipes: int
    greeting: int | None
    warnings: list[str]


def _greeting_index(package: Any, text: str, user: str) -> int | None:
    character = package.char_name
    wanted = text.strip()
    for index, candidate in enumerate([package.intro, *package.greetings]):
        expanded = expand_names(candidate, character, user).strip()
        if wanted in (expanded, candidate.strip()):
            return index
    return None


def import_chat(
    package_path: str | Path,
    chat_path: str | Path,
    data_dir: str | Path | None = None,
    *,
    project: bool | None = None,
) -> ChatImport:
    """Read a chat file and save it as a new conversation of the character.

    The conversation goes where the players keep the character's conversations
    (the project's ``conversations/``, or the data dir for a package; ``project``
    as for :func:`studio.storage.migrate.conversations_dir_for`).

    Raises:
        PackageError: The character cannot be loaded.
        StorageError: The chat is not readable, or the conversation cannot be saved.
    """
    from studio.package import load_package
    from studio.storage import ConversationStore
    from studio.storage.migrate import conversations_dir_for

    package = load_package(package_path)
    chat = read_chat(Path(chat_path))
    warnings = list(chat.warnings)
    user = chat.user_name or "User"
    extra: dict[str, Any] = {}
    if chat.user_name and chat.user_name.strip():
        extra["persona"] = {"name": chat.user_name.strip(), "description": ""}
    entries = chat.entries
    greeting: int | None = 0
    if chat.greeting_text is not None and chat.greeting_text.strip():
        greeting = _greeting_index(package, chat.greeting_text, user)
        if greeting is None:
            entries = [{"role": "assistant", "content": chat.greeting_text}, *entries]
            warnings.append(
                f"{Path(chat_path).name}: its first message is none of {package.name}'s "
                "greetings; it was kept as the character's first message"
            )
    if greeting:
        extra["greeting"] = greeting
    if chat.character_name and chat.character_name not in (package.name, package.char_name):
        warnings.append(
            f"{Path(chat_path).name}: the chat is with {chat.character_name!r}, imported as a "
            f"conversation of {package.name!r}"
        )
    store = ConversationStore(conversations_dir_for(package, data_dir, project=project))
    conversation = store.create_with_entries(
        entries, title=f"Imported: {chat.title}"[:200], extra=extra
    )
    try:
        conv_id = conversation.id
    finally:
        conversation.close()
    return ChatImport(
        conversation_id=conv_id,
        folder=store.folder,
        messages=len(entries),
        swipes=chat.swipes,
        greeting=greeting,
        warnings=warnings,
    )


def looks_like_chat(path: Path) -> bool:
    """Whether a file is a chat to import (``.jsonl``, or this program's JSON chat
    export), told by its name and its first bytes; used by the GUI's import and drop."""
    path = Path(path)
    if not path.is_file():
        return False
    if path.suffix.lower() == ".jsonl":
        return True
    if path.suffix.lower() != ".json":
        return False
    try:
        with path.open("rb") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return re.search(rb'"format"\s*:\s*"character-studio-chat"', head) is not None
