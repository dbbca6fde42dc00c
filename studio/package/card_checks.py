"""What ``validate`` says about the texts a card brings (issue 25).

* Macros this project does not know stay as written in the prompt; each is listed
  as a warning naming the file (docs/CARDS.md has the table of those it knows).
* An imported card's regex scripts (``.card.json`` ``extensions.regex_scripts``) that
  cannot run in linear time are skipped when playing; each is a warning.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from studio.package.macro_names import unknown_macros
from studio.package.model import CharacterPackage
from studio.package.problems import Problems

__all__ = ["check_card_texts"]

_MAX_LISTED = 10


def _texts(package: CharacterPackage) -> list[tuple[str, str]]:
    r = package.resolver
    out = [
        (r.relative("System Prompt"), package.system_prompt),
        (r.relative("Instructions"), package.instructions),
        (r.relative("Introduction"), package.intro),
        (r.relative("Post-History Instructions"), package.post_history),
        (r.relative("Character Note"), package.character_note),
    ]
    out += [(f"{r.relative('Greetings')}/{i + 1}", t) for i, t in enumerate(package.greetings)]
    out += [
        (f"{r.relative('Greetings')}/group/{i + 1}", t)
        for i, t in enumerate(package.group_greetings)
    ]
    context = r.relative("ContextDirectory")
    out += [(f"{context}/{f.name}", f.text) for f in package.context_files]
    out += _lorebook_texts(package, context)
    return out


def _lorebook_texts(package: CharacterPackage, context: str) -> list[tuple[str, str]]:
    """The entries' contents of every ``studio.lorebook`` book (their text reaches the
    model too), one text per book."""
    out: list[tuple[str, str]] = []
    for inst in package.agents:
        name = inst.config.get("contextFile")
        if inst.implementation != "studio.lorebook" or not isinstance(name, str):
            continue
        raw = package.read_context_file(name)
        try:
            book = json.loads(raw) if raw else None
        except ValueError:
            continue
        if isinstance(book, dict) and isinstance(book.get("data"), dict):
            book = book["data"]
        entries = book.get("entries") if isinstance(book, dict) else None
        items = entries.values() if isinstance(entries, dict) else entries or []
        texts = [
            e["content"] for e in items if isinstance(e, dict) and isinstance(e.get("content"), str)
        ]
        out.append((f"{context}/{name}", "\n".join(texts)))
    return out


def check_card_texts(package: CharacterPackage, problems: Problems) -> None:
    """Warn about unknown macros and refused regex scripts."""
    for file, text in _texts(package):
        found = unknown_macros(text) if text and "{{" in text else []
        if found:
            shown = ", ".join(found[:_MAX_LISTED])
            more = f" and {len(found) - _MAX_LISTED} more" if len(found) > _MAX_LISTED else ""
            problems.warning(
                file,
                f"macros this player does not know are sent as written: {shown}{more} "
                "(docs/CARDS.md lists the macros it expands)",
            )
    _check_scripts(package, problems)


def _check_scripts(package: CharacterPackage, problems: Problems) -> None:
    try:
        card = json.loads((package.root / ".card.json").read_bytes()).get("card")
    except (OSError, ValueError, AttributeError):
        return
    data = card.get("data") if isinstance(card, dict) else None
    ext = data.get("extensions") if isinstance(data, dict) else None
    scripts: Any = ext.get("regex_scripts") if isinstance(ext, dict) else None
    if not isinstance(scripts, list):
        return
    # studio.engine is a higher layer: its RE2 rules are imported by name when needed.
    rules = importlib.import_module("studio.engine.regex_scripts")
    for i, script in enumerate(scripts):
        if not isinstance(script, dict) or not isinstance(script.get("findRegex"), str):
            continue
        why = rules.script_problem(script["findRegex"])
        if why:
            name = script.get("scriptName") or f"#{i + 1}"
            problems.warning(
                ".card.json",
                f"extensions.regex_scripts.{i}: the script {name!r} is skipped when playing: {why}",
                field=f"extensions.regex_scripts.{i}",
            )
