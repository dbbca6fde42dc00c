"""SillyTavern's macros, expanded in one linear pass (decisions §21, docs/CARDS.md "Macros").

A macro is ``{{name}}`` or ``{{name::arg::arg}}`` (``{{name:arg}}`` and ``{{name arg}}``
for the few that take them that way). Inner macros expand first, so
``{{random::{{char}}::{{user}}}}`` works; what a macro produces is never expanded
again (a variable holding ``{{getvar::x}}`` cannot loop). The scanner walks the text
once with :meth:`str.find`, keeping a stack of open ``{{``; its cost is linear in
the text and never depends on what the text contains.

Limits, each reported once per expansion (:attr:`MacroEnv.problems`) while the
turn goes on: macros nested more than :data:`MAX_NESTING` deep are left as
written; a variable value over :data:`MAX_VARIABLE_CHARS` characters is not
stored; at most :data:`MAX_VARIABLES` variables per conversation.
"""

from __future__ import annotations

import hashlib
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from studio.package.macro_names import ARG_MACROS, KNOWN_MACROS, VALUE_MACROS, split_name

__all__ = [
    "KNOWN_MACROS",
    "MAX_NESTING",
    "MAX_VARIABLES",
    "MAX_VARIABLE_CHARS",
    "MacroEnv",
    "expand_macros",
    "humanize_seconds",
]

MAX_NESTING = 32
MAX_VARIABLE_CHARS = 100_000
MAX_VARIABLES = 1_000
_TRIM = "\ue000"  # {{trim}}'s place until the pass is done (private use)
_OPEN, _CLOSE = "\ue001", "\ue002"  # an unknown macro's braces while passes run
_PARK = str.maketrans({"{": "\ue003", "}": "\ue004"})
_UNPARK = str.maketrans({"\ue003": "{", "\ue004": "}"})
_INNERMOST = re.compile(r"\{\{([^{}]*)\}\}")
_TRIM_RE = re.compile(r"(?:\r?\n)*\ue000(?:\r?\n)*")

_LEGACY = re.compile(r"<(user|bot|char|charifnotgroup|group)>", re.IGNORECASE)
_ROLL = re.compile(r"^(\d*)d(\d+)\s*([+-]\s*\d+)?$", re.IGNORECASE)
_NUMBER = re.compile(r"^\s*-?\d+(\.\d+)?\s*$")


@dataclass(kw_only=True)
class MacroEnv:
    """What the macros of one request expand to.

    Attributes:
        char: ``{{char}}``.
        user: ``{{user}}``.
        values: The other value macros by lower-case name (``description``,
            ``personality``, ``scenario``, ``persona``, ``mesexamples``, ``original``,
            ``lastmessage``, ``lastusermessage``, ``lastcharmessage``, ``input``,
            ``idle_duration``); a name absent here expands to "".
        variables: The conversation's variables (``setvar`` changes them in place).
        globals: The user's global variables (``setglobalvar``).
        seed: What makes ``{{pick}}`` stable: the conversation's id.
        now: The clock (tests fix it).
        problems: Messages for the user (limits met), filled while expanding.
        changed: Whether a variable was set.
        rng: ``{{random}}`` / ``{{roll}}``'s source.
    """

    char: str = ""
    user: str = ""
    values: dict[str, str] = field(default_factory=dict)
    variables: dict[str, Any] = field(default_factory=dict)
    globals: dict[str, Any] = field(default_factory=dict)
    seed: str = ""
    now: Callable[[], datetime] = datetime.now
    problems: list[str] = field(default_factory=list)
    changed: bool = False
    globals_changed: bool = False
    rng: random.Random = field(default_factory=random.Random)

    def problem(self, text: str) -> None:
        if text not in self.problems:
            self.problems.append(text)


def _choices(arg: str) -> list[str]:
    """``a::b`` splits on ``::``; ``a,b`` on commas (``\\,`` keeps one), items trimmed."""
    if "::" in arg:
        return arg.split("::")
    return [x.strip().replace("\0", ",") for x in arg.replace("\\,", "\0").split(",")]


def _number(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str) and _NUMBER.match(value):
        return float(value)
    return None


def _shown(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def _set(env: MacroEnv, scope: dict[str, Any], name: str, value: Any, is_global: bool) -> None:
    if isinstance(value, str) and len(value) > MAX_VARIABLE_CHARS:
        env.problem(
            f"The variable {name[:40]!r} was not set: its value has {len(value):,} characters, "
            f"more than {MAX_VARIABLE_CHARS:,}. Shorten what the card's {{{{setvar}}}} stores."
        )
        return
    if name not in scope and len(scope) >= MAX_VARIABLES:
        env.problem(
            f"The variable {name[:40]!r} was not set: a conversation keeps at most "
            f"{MAX_VARIABLES:,} variables."
        )
        return
    scope[name] = value
    if is_global:
        env.globals_changed = True
    else:
        env.changed = True


def _add(env: MacroEnv, scope: dict[str, Any], name: str, value: str, is_global: bool) -> Any:
    old = scope.get(name, "")
    a, b = _number(old if old != "" else 0), _number(value)
    new: Any = a + b if a is not None and b is not None else _shown(old) + value
    if isinstance(new, float) and new.is_integer():
        new = int(new)
    _set(env, scope, name, new, is_global)
    return scope.get(name, old)


def _roll(env: MacroEnv, formula: str) -> str:
    text = formula.strip()
    if text.isdigit():
        text = f"1d{text}"
    m = _ROLL.match(text)
    if not m:
        return ""
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    if not 1 <= count <= 1000 or not 1 <= sides <= 1_000_000:
        return ""
    total = sum(env.rng.randint(1, sides) for _ in range(count))
    if m.group(3):
        total += int(m.group(3).replace(" ", ""))
    return str(total)


def _pick(env: MacroEnv, choices: list[str], raw: str, offset: int) -> str:
    digest = hashlib.sha256(f"{env.seed}\0{raw}\0{offset}".encode()).digest()
    return choices[int.from_bytes(digest[:8], "big") % len(choices)]


def _strftime(now: datetime, fmt: str) -> str:
    # moment's tokens that cards use most; the rest stay as written.
    table = (
        ("YYYY", "%Y"),
        ("MM", "%m"),
        ("DD", "%d"),
        ("HH", "%H"),
        ("mm", "%M"),
        ("ss", "%S"),
        ("dddd", "%A"),
        ("MMMM", "%B"),
    )
    out = fmt
    for token, code in table:
        out = out.replace(token, now.strftime(code))
    return out


def _evaluate(env: MacroEnv, body: str, raw: str, offset: int) -> str | None:
    """The value of the macro ``{{body}}``, or None when it is not a macro we know."""
    lower = body.lower()
    if lower == "char" or lower == "user":
        return env.char if lower == "char" else env.user
    if body.startswith("//"):
        return ""
    lower = lower.strip()
    if lower in env.values:
        return env.values[lower]
    if lower == "original":
        return None  # only where a text replaces another (system prompt, post-history)
    if lower == "char" or lower == "charifnotgroup" or lower == "group":
        return env.char
    if lower == "user":
        return env.user
    if lower == "newline":
        return "\n"
    if lower == "trim":
        return _TRIM
    if lower == "noop":
        return ""
    if lower in ("time", "date", "weekday", "isotime", "isodate"):
        return _clock(env.now(), lower)
    if lower in VALUE_MACROS:
        return ""
    name, sep, arg = split_name(body)
    key = name.lower()
    if key not in ARG_MACROS:
        return None
    if key in ("random", "pick"):
        if not sep or not arg:
            return None
        choices = _choices(arg)
        if key == "random":
            return env.rng.choice(choices)
        return _pick(env, choices, raw, offset)
    if key == "roll":
        return _roll(env, arg) if sep else None
    if key == "banned":
        return ""
    if key == "reverse":
        return arg[::-1]
    if key == "datetimeformat":
        return _strftime(env.now(), arg.strip())
    return _variable(env, key, arg)


def _clock(now: datetime, lower: str) -> str:
    if lower == "time":
        return now.strftime("%I:%M %p").lstrip("0")
    if lower == "date":
        return f"{now.strftime('%B')} {now.day}, {now.year}"
    if lower == "weekday":
        return now.strftime("%A")
    if lower == "isotime":
        return now.strftime("%H:%M")
    return now.strftime("%Y-%m-%d")


def _variable(env: MacroEnv, key: str, arg: str) -> str | None:
    is_global = "global" in key
    scope = env.globals if is_global else env.variables
    op = key.replace("global", "")
    name, _, value = arg.partition("::")
    name = name.strip()
    if not name:
        return None
    if op == "getvar":
        return _shown(scope.get(name, ""))
    if op == "setvar":
        _set(env, scope, name, value, is_global)
        return ""
    if op == "addvar":
        _add(env, scope, name, value, is_global)
        return ""
    if op in ("incvar", "decvar"):
        return _shown(_add(env, scope, name, "1" if op == "incvar" else "-1", is_global))
    return None


def expand_macros(text: str, env: MacroEnv) -> str:
    """``text`` with every macro ``env`` knows expanded; the others stay as written.

    Each pass expands the innermost macros (``{{...}}`` holding no brace) with one C
    regex scan; a macro left as written is parked behind private-use characters so
    the next pass does not see it again. Nesting takes one pass per level, at most
    :data:`MAX_NESTING`.
    """
    if not text:
        return text
    if "<" in text:
        text = _LEGACY.sub(lambda m: env.user if m.group(1).lower() == "user" else env.char, text)
    if "{{" not in text:
        return text
    parked = False

    def sub(match: re.Match[str]) -> str:
        nonlocal parked
        body = match.group(1)
        value = _evaluate(env, body, text, match.start())
        if value is None:
            parked = True
            return _OPEN + body + _CLOSE
        if "{" in value or "}" in value:  # what a macro gives is never expanded again
            parked = True
            return value.translate(_PARK)
        return value

    for _ in range(MAX_NESTING):
        text = _INNERMOST.sub(sub, text)
        if "{{" not in text or not _INNERMOST.search(text):
            break
    else:
        env.problem(
            f"Macros nested more than {MAX_NESTING} deep were left as written; "
            "the card's author can flatten them."
        )
    if parked:
        text = text.replace(_OPEN, "{{").replace(_CLOSE, "}}").translate(_UNPARK)
    if _TRIM in text:
        text = _TRIM_RE.sub("", text)
    return text


def humanize_seconds(seconds: float) -> str:
    """moment's ``humanize``: "a few seconds", "5 minutes", "an hour", "2 days", ..."""
    s = max(0.0, seconds)
    for limit, unit, size in (
        (45, None, 1),
        (90, "a minute", 60),
        (45 * 60, "minutes", 60),
        (90 * 60, "an hour", 3600),
        (22 * 3600, "hours", 3600),
        (36 * 3600, "a day", 86400),
        (26 * 86400, "days", 86400),
        (45 * 86400, "a month", 30 * 86400),
        (320 * 86400, "months", 30 * 86400),
        (548 * 86400, "a year", 365 * 86400),
    ):
        if s < limit:
            if unit is None:
                return "a few seconds"
            if unit.startswith("a"):
                return unit
            return f"{round(s / size)} {unit}"
    return f"{round(s / (365 * 86400))} years"


def idle_since(timestamp: float | None) -> str:
    """``{{idle_duration}}``: how long since the user's previous message ("just now")."""
    if timestamp is None:
        return "just now"
    return humanize_seconds(time.time() - timestamp)
