"""A conversation as a document to keep or share: Markdown, HTML, plain text, JSON.

One function, :func:`export_chat`, turns a conversation's entries (decisions §4)
into text in one of :data:`FORMATS`; :func:`write_chat_export` writes it
atomically; :func:`export_conversation` does both for a saved conversation (the
players' ``export_chat()`` and ``character-studio export-chat``, which needs no
model and so no engine). What is in it (docs/ENGINE.md "Chat export"):

* the conversation's greeting first, as the character's message (one character's
  greeting is not an entry: the header names it and the player expands it, so
  the caller passes its text; a party's greetings are entries already);
* user and assistant messages with text, in order, each with its speaker (the
  party member's name, the character's name, or the user's name); a response
  marked unacceptable (``rejected``) and tool-call rounds and tool results are
  left out, as they are from what the model is sent;
* with ``include_logs``: ``studio.log`` entries (naming their agent) and error
  entries, where they happened;
* with ``include_reasoning``: an assistant entry's ``reasoning`` text (the
  model's thinking, kept beside the reply), before the reply;
* the images the user attached (docs/IMAGES.md), after the message's text: in
  HTML as ``data:`` URLs (the file stays self-contained); in Markdown as files
  copied beside the export (``<name>.images/<sha256>.<ext>``) when it is written
  to a path, ``data:`` URLs otherwise; in text as a line naming each; in JSON as
  the entry's ``images`` references (hash, type, size, tokens).

The HTML is one self-contained file readable offline: inline CSS (light and dark),
no script, and nothing loaded from anywhere. Message text is Markdown rendered
by cmark-gfm (tables, strikethrough, autolinks) in its safe mode: raw HTML in a
message is dropped, ``javascript:`` links are emptied, and images become plain
links, so opening the file never fetches a resource.
"""

from __future__ import annotations

import html
import json
import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import cmarkgfm

from studio.errors import StorageError
from studio.storage.atomic import atomic_write_bytes, atomic_write_text
from studio.storage.images import data_url, image_path, images_folder

if TYPE_CHECKING:
    from studio.storage.conversation import Conversation
    from studio.storage.store import ConversationStore

FORMATS: dict[str, tuple[str, ...]] = {
    "markdown": (".md", ".markdown"),
    "html": (".html", ".htm"),
    "text": (".txt",),
    "json": (".json",),
}
JSON_FORMAT = "character-studio-chat"

_IMAGE = re.compile(r'<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? />')


@dataclass(frozen=True, kw_only=True)
class ChatMeta:
    """What the document says about the conversation (its header)."""

    character: str
    title: str = ""
    conversation_id: str | None = None
    created: str | None = None
    user_name: str = "You"
    greeting: str = ""
    images_dir: Path | None = None  # The conversation's images folder.
    image_links: str | None = None  # Markdown: images linked in this folder, not inline.


def format_for(path: str | Path, fmt: str | None = None) -> str:
    """The format to write: ``fmt`` if given, else from the file's extension.

    Raises:
        ValueError: An unknown format or extension (the message lists the known ones).
    """
    known = ", ".join(FORMATS)
    if fmt:
        name = fmt.lower()
        if name == "md":
            name = "markdown"
        if name == "txt":
            name = "text"
        if name not in FORMATS:
            raise ValueError(f"unknown export format {fmt!r}; use one of: {known}")
        return name
    suffix = Path(path).suffix.lower()
    for name, suffixes in FORMATS.items():
        if suffix in suffixes:
            return name
    raise ValueError(
        f"cannot tell the export format from {Path(path).name!r}: "
        f"name the file .md, .html, .txt or .json (or pass the format: {known})"
    )


@dataclass(frozen=True, slots=True)
class _Item:
    kind: str  # "message" | "log" | "error"
    index: int | None  # None: the greeting, which is not an entry
    entry: dict[str, Any]
    speaker: str


def _items(
    entries: Iterable[dict[str, Any]], meta: ChatMeta, include_logs: bool
) -> Iterator[_Item]:
    if meta.greeting.strip():
        greeting = {"role": "assistant", "content": meta.greeting.strip(), "greeting": True}
        yield _Item("message", None, greeting, meta.character)
    for index, entry in enumerate(entries):
        role = entry.get("role")
        if role in ("user", "assistant"):
            content = entry.get("content")
            # Rejected responses and tool-call-only rounds stay out.
            if not isinstance(content, str) or entry.get("rejected"):
                continue
            if not content.strip() and not (role == "user" and entry.get("images")):
                continue
            if role == "user":
                speaker = meta.user_name
            else:
                speaker = str(entry.get("speaker") or meta.character)
            yield _Item("message", index, entry, speaker)
        elif include_logs and role in ("log", "error"):
            yield _Item(str(role), index, entry, str(entry.get("agentId") or ""))


def export_chat(
    entries: Iterable[dict[str, Any]],
    meta: ChatMeta,
    *,
    fmt: str,
    include_logs: bool = False,
    include_reasoning: bool = False,
) -> str:
    """The conversation as a document in format ``fmt`` (one of :data:`FORMATS`)."""
    items = list(_items(entries, meta, include_logs))
    writers = {"markdown": _markdown, "html": _html, "text": _text, "json": _json}
    writer = writers[format_for("", fmt)]
    return writer(items, meta, include_reasoning)


def write_chat_export(path: str | Path, text: str) -> Path:
    """Write an export atomically; the folder must exist.

    Raises:
        StorageError: The folder is missing or the file cannot be written.
    """
    target = Path(path)
    if not target.parent.is_dir():
        raise StorageError(
            "the folder does not exist; create it first or choose another place",
            path=target.parent,
        )
    atomic_write_text(target, text)
    return target


def export_conversation(
    store: ConversationStore,
    current: Conversation | None,
    *,
    character: str,
    conversation_id: str | None,
    path: str | Path | None,
    fmt: str | None,
    include_logs: bool,
    include_reasoning: bool,
    user_name: str | Callable[[dict[str, Any]], str] = "You",
    greeting: str | Callable[[dict[str, Any]], str] = "",
    shown: Callable[[str, str], str] | None = None,
) -> str:
    """Render (and, with ``path``, write) a conversation; returns the document text.

    ``shown(text, role)`` gives a user or assistant message as the chat shows it (the
    character's display regex scripts); the Markdown, HTML and text documents carry
    that, the JSON one the messages as written.

    ``user_name`` is the user's name in the document, or a function of the
    conversation's header that gives it (its persona). ``greeting`` is the
    conversation's greeting as shown (macros expanded), or a function of the
    header that gives it; it opens the document as the character's first message.

    Raises:
        ValueError: No format could be told (neither ``fmt`` nor ``path``'s extension).
        StorageError: The conversation does not exist, or the file cannot be written
            (its folder must exist).
    """
    name = format_for(path or "", fmt) if (fmt or path) else "markdown"
    wanted = conversation_id if conversation_id is not None else (current.id if current else None)
    images_dir: Path | None = None
    if wanted is None:
        entries: list[dict[str, Any]] = []
        header: dict[str, Any] = {}
    elif current is not None and wanted == current.id:
        entries, header = current.entries, current.header
        images_dir = images_folder(current.path)
    else:
        other = store.open(str(wanted))
        try:
            entries, header = list(other.entries), dict(other.header)
            images_dir = images_folder(other.path)
        finally:
            other.close()
    if shown is not None and name != "json":
        entries = [
            {**e, "content": shown(e["content"], str(e["role"]))}
            if e.get("role") in ("user", "assistant") and isinstance(e.get("content"), str)
            else e
            for e in entries
        ]
    links: str | None = None
    if path is not None and name == "markdown" and any(e.get("images") for e in entries):
        beside = images_folder(Path(path))  # chat.md -> chat.images/
        links = beside.name
        if images_dir is not None and beside.parent.is_dir():  # Else the write says so.
            try:
                copy_images(entries, images_dir, beside)
            except OSError as exc:
                raise StorageError(
                    f"the images could not be copied: {exc.strerror or exc}", path=beside
                ) from None
    meta = ChatMeta(
        character=character,
        title=str(header.get("title") or ""),
        conversation_id=wanted,
        created=str(header["created"]) if header.get("created") else None,
        user_name=user_name(header) if callable(user_name) else user_name,
        greeting=greeting(header) if callable(greeting) else greeting,
        images_dir=images_dir,
        image_links=links,
    )
    text = export_chat(
        entries, meta, fmt=name, include_logs=include_logs, include_reasoning=include_reasoning
    )
    if path is not None:
        write_chat_export(path, text)
    return text


def _subtitle(meta: ChatMeta) -> str:
    parts = [f"Character: {meta.character}"]
    if meta.conversation_id:
        parts.append(f"Conversation {meta.conversation_id}")
    if meta.created:
        parts.append(f"started {meta.created}")
    parts.append("exported " + time.strftime("%Y-%m-%d %H:%M", time.localtime()))
    return " · ".join(parts)


def _title(meta: ChatMeta) -> str:
    return meta.title or f"Chat with {meta.character}"


def _reasoning(item: _Item, include: bool) -> str:
    value = item.entry.get("reasoning") if include and item.kind == "message" else None
    return value.strip() if isinstance(value, str) else ""


# -- the formats -----------------------------------------------------------------


def _markdown(items: list[_Item], meta: ChatMeta, reasoning: bool) -> str:
    out = [f"# {_title(meta)}\n", f"*{_subtitle(meta)}*\n"]
    for item in items:
        content = str(item.entry.get("content", ""))
        if item.kind == "log":
            out.append(f"> *[log {item.speaker}]* {content}\n")
        elif item.kind == "error":
            out.append(f"> **Error:** {content}\n")
        else:
            out.append(f"**{item.speaker}:**\n")
            thought = _reasoning(item, reasoning)
            if thought:
                quoted = "\n".join(f"> {line}" if line else ">" for line in thought.split("\n"))
                out.append(f"> *Reasoning*\n>\n{quoted}\n")
            out.append(content.strip() + "\n")
            for ref, path in _image_refs(item, meta):
                if path is None:
                    out.append(f"*[image {ref.get('sha256', '')[:12]}: its file is missing]*\n")
                    continue
                where = f"{meta.image_links}/{path.name}" if meta.image_links else _data(ref, path)
                out.append(f"![image {ref.get('width')}×{ref.get('height')}]({where})\n")
    return "\n".join(out)


def _text(items: list[_Item], meta: ChatMeta, reasoning: bool) -> str:
    out = [_title(meta), _subtitle(meta), ""]
    for item in items:
        content = str(item.entry.get("content", ""))
        if item.kind == "log":
            out += [f"[log {item.speaker}] {content}", ""]
        elif item.kind == "error":
            out += [f"[error] {content}", ""]
        else:
            out.append(f"{item.speaker}:")
            thought = _reasoning(item, reasoning)
            if thought:
                out += ["(reasoning)", thought, "(reply)"]
            out.append(content.strip())
            for ref in item.entry.get("images") or []:
                out.append(
                    f"[image {ref.get('sha256', '')}.{ref.get('ext', '')}, "
                    f"{ref.get('width')}×{ref.get('height')}]"
                )
            out.append("")
    return "\n".join(out)


def _json(items: list[_Item], meta: ChatMeta, reasoning: bool) -> str:
    messages = []
    for item in items:
        entry = {k: v for k, v in item.entry.items() if k != "reasoning" or reasoning}
        messages.append({"index": item.index, "name": item.speaker, **entry})
    document = {
        "format": JSON_FORMAT,
        "version": 1,
        "title": _title(meta),
        "character": meta.character,
        "conversation_id": meta.conversation_id,
        "created": meta.created,
        "exported": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime()),
        "messages": messages,
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def _image_refs(item: _Item, meta: ChatMeta) -> list[tuple[dict[str, Any], Path | None]]:
    """A user message's image references with their stored files (None: missing)."""
    refs = item.entry.get("images") if item.entry.get("role") == "user" else None
    if not refs:
        return []
    out: list[tuple[dict[str, Any], Path | None]] = []
    for ref in refs:
        path = image_path(meta.images_dir, ref) if meta.images_dir is not None else None
        out.append((ref, path if path is not None and path.is_file() else None))
    return out


def _data(ref: dict[str, Any], path: Path) -> str:
    return data_url(path, str(ref.get("mime") or "image/png"))


def copy_images(entries: Iterable[dict[str, Any]], source: Path, target: Path) -> None:
    """Copy the images ``entries`` refer to from ``source`` into ``target`` (atomically)."""
    for entry in entries:
        refs = (entry.get("images") or []) if entry.get("role") == "user" else []
        for ref in refs:
            path = image_path(source, ref)
            if path.is_file() and not (target / path.name).exists():
                atomic_write_bytes(target / path.name, path.read_bytes())


def _render(markdown: str) -> str:
    rendered = cmarkgfm.github_flavored_markdown_to_html(markdown)
    if "<img" in rendered:  # Nothing in the file may load a resource.
        rendered = _IMAGE.sub(r'<a href="\1">[image: \2]</a>', rendered)
    return rendered


_CSS = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #6b6b70;
  --user: #eef3fb; --bot: #f5f5f7; --line: #d9d9de; --code: #ececf0; --link: #2a6fb0; }
@media (prefers-color-scheme: dark) { :root { --bg: #18181b; --fg: #e8e8ea;
  --muted: #a0a0a8; --user: #1f2a3a; --bot: #232327; --line: #38383e; --code: #2d2d33;
  --link: #7db3ef; } }
body { background: var(--bg); color: var(--fg); margin: 0 auto; max-width: 46rem;
  padding: 1.5rem 1rem 3rem; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-size: 1.5rem; margin: 0 0 .2rem; } .meta { color: var(--muted); margin: 0 0 1.5rem; }
.msg { border: 1px solid var(--line); border-radius: 10px; padding: .6rem .9rem;
  margin: .7rem 0; background: var(--bot); } .msg.user { background: var(--user); }
.who { font-weight: 600; margin-bottom: .2rem; } .body > :first-child { margin-top: 0; }
.body > :last-child { margin-bottom: 0; } a { color: var(--link); }
pre, code { font-family: ui-monospace, "DejaVu Sans Mono", Consolas, monospace;
  background: var(--code); border-radius: 4px; } code { padding: 0 .2em; }
pre { padding: .5rem .7rem; overflow-x: auto; } pre code { padding: 0; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: .2rem .5rem; }
blockquote { margin: 0; padding-left: .8rem; border-left: 3px solid var(--line);
  color: var(--muted); }
.note { color: var(--muted); font-size: .9rem; margin: .4rem .9rem; }
.note.error { color: #b3261e; } details { color: var(--muted); margin-bottom: .4rem; }
details div { white-space: pre-wrap; font-size: .92rem; }
img.attached { display: block; max-width: 100%; height: auto; margin-top: .4rem;
  border-radius: 6px; }
"""


def _anchor(item: _Item) -> str:
    return "greeting" if item.index is None else f"m{item.index}"


def _html(items: list[_Item], meta: ChatMeta, reasoning: bool) -> str:
    esc = html.escape
    title = esc(_title(meta))
    out = [
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
        f'<h1>{title}</h1>\n<p class="meta">{esc(_subtitle(meta))}</p>\n'
    ]
    append = out.append
    for item in items:
        content = str(item.entry.get("content", ""))
        if item.kind == "log":
            append(f'<p class="note">[log {esc(item.speaker)}] {esc(content)}</p>\n')
        elif item.kind == "error":
            append(f'<p class="note error">Error: {esc(content)}</p>\n')
        else:
            role = "user" if item.entry.get("role") == "user" else "assistant"
            thought = _reasoning(item, reasoning)
            details = (
                f"<details><summary>Reasoning</summary><div>{esc(thought)}</div></details>"
                if thought
                else ""
            )
            pictures = "".join(
                f'<img class="attached" src="{_data(ref, path)}" alt="attached image" '
                f'width="{int(ref.get("width") or 0)}" height="{int(ref.get("height") or 0)}">'
                if path is not None
                else '<p class="note">[an attached image: its file is missing]</p>'
                for ref, path in _image_refs(item, meta)
            )
            append(
                f'<section class="msg {role}" id="{_anchor(item)}">'
                f'<div class="who">{esc(item.speaker)}</div>{details}'
                f'<div class="body">{_render(content)}{pictures}</div></section>\n'
            )
    append("</body>\n</html>\n")
    return "".join(out)
