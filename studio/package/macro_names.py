"""The names of the macros cards use (decisions §21), for ``validate`` and the engine.

:mod:`studio.engine.macro_engine` expands them; this module only knows their names,
so ``validate`` can list the ones this project leaves as written.
"""

from __future__ import annotations

import re

__all__ = ["ARG_MACROS", "KNOWN_MACROS", "VALUE_MACROS", "split_name", "unknown_macros"]

# Names (lower case) with their meaning; docs/CARDS.md has the table.
VALUE_MACROS = (
    "char",
    "user",
    "original",
    "description",
    "personality",
    "scenario",
    "persona",
    "mesexamples",
    "mesexamplesraw",
    "charprompt",
    "charjailbreak",
    "charinstruction",
    "time",
    "date",
    "weekday",
    "isotime",
    "isodate",
    "idle_duration",
    "lastmessage",
    "lastusermessage",
    "lastcharmessage",
    "lastmessageid",
    "input",
    "newline",
    "trim",
    "noop",
    "group",
    "charifnotgroup",
    "model",
    "maxprompt",
)
ARG_MACROS = (
    "random",
    "pick",
    "roll",
    "setvar",
    "getvar",
    "addvar",
    "incvar",
    "decvar",
    "setglobalvar",
    "getglobalvar",
    "addglobalvar",
    "incglobalvar",
    "decglobalvar",
    "banned",
    "reverse",
    "datetimeformat",
)
KNOWN_MACROS = frozenset(VALUE_MACROS + ARG_MACROS)

_MACRO = re.compile(r"\{\{([^{}]{0,200})\}\}")


def split_name(body: str) -> tuple[str, str, str]:
    """``name::arg`` / ``name:arg`` / ``name arg`` -> (name, separator, arg)."""
    for i, c in enumerate(body):
        if c == ":":
            if body.startswith("::", i):
                return body[:i].strip(), "::", body[i + 2 :]
            return body[:i].strip(), ":", body[i + 1 :]
        if c == " " and body[:i].strip():
            return body[:i].strip(), " ", body[i + 1 :]
    return body, "", ""


def unknown_macros(text: str) -> list[str]:
    """The ``{{name}}`` macros in ``text`` this project does not know (each once)."""
    found: list[str] = []
    for m in _MACRO.finditer(text):
        body = m.group(1)
        if body.startswith("//"):
            continue
        name = split_name(body)[0].strip().lower()
        shown = "{{" + body + "}}"
        if name and name not in KNOWN_MACROS and shown not in found:
            found.append(shown)
    return found
