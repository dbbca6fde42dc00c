"""Regex scripts as SillyTavern applies them, in linear time (docs/CARDS.md "Regex scripts").

A script is SillyTavern's object: ``scriptName``, ``findRegex`` (``/pattern/flags``
or a bare pattern), ``replaceString`` (``$1``, ``{{match}}``, macros), ``trimStrings``,
``placement`` (1 user input, 2 AI output, 5 world info; 0 display and 3 slash
commands mean nothing here), ``disabled``, ``markdownOnly``, ``promptOnly``,
``minDepth``/``maxDepth``, ``substituteRegex``. The user's scripts (Settings) run
first, then the card's (``extensions.regex_scripts``), each in list order.

What reaches the model: when a request is built, every script that is not
``markdownOnly`` runs over each history message of its placement (``depth`` 0 is the
newest message), and the world-info ones over the lorebook's text. SillyTavern also
rewrites the saved message with scripts that are neither prompt- nor markdown-only;
here the conversation keeps what was written and the request carries the rewrite,
so the model sees the same text and nothing the user wrote is lost.

Patterns run in PyPI ``regex`` (JavaScript's syntax, lookaround included: real
cards use ``(?!...)``), each match under a time limit: :data:`TIME_LIMIT_S` per
script and text, :data:`REQUEST_LIMIT_S` for all scripts of one request. A script
that runs out of time is reported, leaves the text as it was, and is skipped from
then on, so no script can stall a turn. (RE2 was tried first: it is linear, but its
Python binding costs ~45 us a match, 100 ms for a long chat with a busy script.)
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import regex

if TYPE_CHECKING:
    from studio.package import CharacterPackage

if TYPE_CHECKING:
    pass

__all__ = [
    "AI_OUTPUT",
    "CARD_SIDECAR",
    "USER_INPUT",
    "WORLD_INFO",
    "RegexScript",
    "ScriptSet",
    "card_extensions",
    "card_scripts",
    "display_scripts",
    "parse_scripts",
    "request_scripts",
    "script_problem",
]

USER_INPUT = 1
AI_OUTPUT = 2
WORLD_INFO = 5
_SLASH = re.compile(r"^/(.+)/([a-zA-Z]*)$", re.DOTALL)
_GROUP_REF = re.compile(r"\$(\d+)")
_MATCH_MACRO = re.compile(r"\{\{match\}\}", re.IGNORECASE)
MAX_PATTERN_CHARS = 10_000
TIME_LIMIT_S = 0.05  # one script over one text (regex checks it coarsely)
REQUEST_LIMIT_S = 0.25  # every script over every text of one request
_timed_out: set[str] = set()  # patterns that ran out of time once: skipped from then on

# What a script made of a text, for scripts whose replacement holds no macro (so the
# result depends on the pattern, replacement, trims and text only). A conversation's
# history is the same text request after request: only new messages run the
# patterns (SillyTavern gets the same effect by rewriting the saved message once).
# Bounded by entries and by characters held.
_RESULTS: OrderedDict[tuple[str, str, tuple[str, ...], str], str] = OrderedDict()
_RESULTS_LOCK = threading.Lock()
_RESULTS_MAX_ENTRIES = 8192
_RESULTS_MAX_CHARS = 32 * 1024 * 1024
_results_chars = 0


def _remember(key: tuple[str, str, tuple[str, ...], str], result: str) -> None:
    global _results_chars
    size = len(key[3]) + len(result)
    if size > _RESULTS_MAX_CHARS // 8:
        return
    with _RESULTS_LOCK:
        if key in _RESULTS:
            return
        _RESULTS[key] = result
        _results_chars += size
        while len(_RESULTS) > _RESULTS_MAX_ENTRIES or _results_chars > _RESULTS_MAX_CHARS:
            old_key, old = _RESULTS.popitem(last=False)
            _results_chars -= len(old_key[3]) + len(old)


CARD_SIDECAR = ".card.json"  # what studio.cards keeps of an imported card


@dataclass(frozen=True, kw_only=True)
class RegexScript:
    """One script, its fields checked."""

    name: str
    find: str
    replace: str = ""
    trim: tuple[str, ...] = ()
    placement: frozenset[int] = frozenset()
    disabled: bool = False
    markdown_only: bool = False
    prompt_only: bool = False
    min_depth: int | None = None
    max_depth: int | None = None
    substitute: bool = False

    def applies(self, placement: int, depth: int | None, *, display: bool = False) -> bool:
        """Whether the script runs over a prompt text of ``placement`` at ``depth``
        (``display``: over a message as the chat shows it)."""
        # SillyTavern: prompt-only scripts, and those that are neither prompt- nor
        # markdown-only, change what is sent; markdown-only ones only what is shown;
        # the display shows what every script but the prompt-only ones made of it
        # (SillyTavern rewrote the saved message with the "neither" ones).
        if display:
            runs = self.markdown_only or not self.prompt_only
        else:
            runs = self.prompt_only or not self.markdown_only
        if self.disabled or not runs or placement not in self.placement:
            return False
        if depth is not None and depth >= 0:
            if self.min_depth is not None and self.min_depth >= 0 and depth < self.min_depth:
                return False
            if self.max_depth is not None and self.max_depth >= 0 and depth > self.max_depth:
                return False
        return True


def _depth(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value)


def parse_scripts(raw: Any, where: str) -> tuple[list[RegexScript], list[str]]:
    """SillyTavern script objects -> scripts, with a message per one that is unusable."""
    scripts: list[RegexScript] = []
    problems: list[str] = []
    if raw is None:
        return scripts, problems
    if not isinstance(raw, list):
        return scripts, [f"{where}: regex_scripts must be a list; ignored"]
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            problems.append(f"{where}: regex script {i} is not an object; ignored")
            continue
        name = str(item.get("scriptName") or f"#{i + 1}")
        find = item.get("findRegex")
        if not isinstance(find, str) or not find:
            problems.append(f"{where}: regex script {name!r} has no findRegex; ignored")
            continue
        placement = item.get("placement")
        places = (
            frozenset(int(p) for p in placement if isinstance(p, int) and not isinstance(p, bool))
            if isinstance(placement, list)
            else frozenset()
        )
        trim = item.get("trimStrings")
        replace = item.get("replaceString")
        scripts.append(
            RegexScript(
                name=name,
                find=find,
                replace=replace if isinstance(replace, str) else "",
                trim=tuple(t for t in trim if isinstance(t, str) and t)
                if isinstance(trim, list)
                else (),
                placement=places,
                disabled=item.get("disabled") is True,
                markdown_only=item.get("markdownOnly") is True,
                prompt_only=item.get("promptOnly") is True,
                min_depth=_depth(item.get("minDepth")),
                max_depth=_depth(item.get("maxDepth")),
                substitute=bool(item.get("substituteRegex")),
            )
        )
    return scripts, problems


@dataclass(frozen=True)
class _Compiled:
    regex: Any  # a compiled ``regex`` pattern
    every: bool  # the ``g`` flag: every match, else the first


@lru_cache(maxsize=512)
def _compile(find: str) -> _Compiled | str:
    """The compiled form of a JavaScript regex (``/pattern/flags`` or bare), or why not."""
    m = _SLASH.match(find)
    source, flags = (m.group(1), m.group(2)) if m else (find, "")
    if len(source) > MAX_PATTERN_CHARS:
        return f"longer than {MAX_PATTERN_CHARS:,} characters"
    inline = "".join(f for f in "ims" if f in flags)
    pattern = f"(?{inline}){source}" if inline else source
    try:
        return _Compiled(regex.compile(pattern, regex.V0), "g" in flags)
    except (regex.error, ValueError, OverflowError, RecursionError) as exc:
        return f"it is not a valid pattern ({exc})"


def script_problem(find: str) -> str | None:
    """Why ``find`` is refused (None when it runs)."""
    compiled = _compile(find)
    return compiled if isinstance(compiled, str) else None


@dataclass
class ScriptSet:
    """The scripts of one request: the user's, then the card's.

    ``expand`` is the macros' expansion (``{{char}}`` in a replacement, in trim
    strings, and in a find pattern with ``substituteRegex``).
    """

    scripts: list[RegexScript]
    expand: Callable[[str], str] = field(default=lambda s: s)
    problems: list[str] = field(default_factory=list)
    spent: float = 0.0  # seconds the scripts took in this request

    def __bool__(self) -> bool:
        return any(not s.disabled and (s.prompt_only or not s.markdown_only) for s in self.scripts)

    def apply(self, text: str, placement: int, depth: int | None = None) -> str:
        """``text`` after every script of ``placement`` that applies at ``depth``."""
        for script in self.scripts:
            if text and script.applies(placement, depth):
                text = self._run(script, text)
        return text

    def shows(self) -> bool:
        """Whether any script changes how messages are shown."""
        return any(s.applies(p, None, display=True) for s in self.scripts for p in s.placement)

    def display(self, text: str, role: str, depth: int | None = None) -> str:
        """A user or assistant message as the chat shows it (markdown-only scripts and
        those that are neither markdown- nor prompt-only; never the prompt-only ones).
        The conversation keeps the text as written."""
        placement = USER_INPUT if role == "user" else AI_OUTPUT if role == "assistant" else -1
        self.spent = 0.0  # each message shown has the time limit of one request
        for script in self.scripts:
            if text and script.applies(placement, depth, display=True):
                text = self._run(script, text)
        return text

    def _run(self, script: RegexScript, text: str) -> str:
        find = self.expand(script.find) if script.substitute else script.find
        compiled = _compile(find)
        if isinstance(compiled, str):
            message = f"The regex script {script.name!r} was skipped: {compiled}."
            if message not in self.problems:
                self.problems.append(message)
            return text
        template = _MATCH_MACRO.sub("$0", script.replace)
        if "{" in template or any("{" in t for t in script.trim):
            trims = [self.expand(t) for t in script.trim]
            return self._bounded(script, find, compiled, template, trims, text)
        key = (find, template, tuple(script.trim), text)
        with _RESULTS_LOCK:
            known = _RESULTS.get(key)
            if known is not None:
                _RESULTS.move_to_end(key)
                return known
        result = self._bounded(script, find, compiled, template, list(script.trim), text)
        # Not kept when the script ran out of time or the request's limit was reached
        # (then ``text`` came back unchanged without the pattern having run).
        if find not in _timed_out and self.spent < REQUEST_LIMIT_S:
            _remember(key, result)
        return result

    def _bounded(
        self,
        script: RegexScript,
        find: str,
        compiled: _Compiled,
        template: str,
        trims: list[str],
        text: str,
    ) -> str:
        """A backtracking pattern under :data:`TIME_LIMIT_S`; on running out, ``text``."""
        if find in _timed_out:
            return text
        left = REQUEST_LIMIT_S - self.spent
        if left <= 0:
            self._say(
                "The regex scripts were stopped for this request: together they took "
                f"longer than {REQUEST_LIMIT_S * 1000:.0f} ms; the rest of the text is "
                "sent unchanged."
            )
            return text

        parts = _template(template)
        expand = self.expand
        native = _native(parts, expand) if not trims else None
        if native is not None:  # no Python call per match: the engine fills the groups in
            started = time.perf_counter()
            try:
                done: str = compiled.regex.sub(
                    native,
                    text,
                    count=0 if compiled.every else 1,
                    timeout=min(TIME_LIMIT_S, left),
                )
            except TimeoutError:
                self.spent += time.perf_counter() - started
                _timed_out.add(find)
                self._say(_stopped(script))
                return text
            except (regex.error, IndexError):
                pass  # a group the pattern lacks: the general path gives "" for it
            else:
                self.spent += time.perf_counter() - started
                return done
        if len(parts) == 1 and isinstance(parts[0], str):
            constant = expand(parts[0]) if "{" in parts[0] else parts[0]

            def one(match: Any) -> str:
                return constant
        else:

            def one(match: Any) -> str:
                out = "".join(p if isinstance(p, str) else _group(match, p, trims) for p in parts)
                return expand(out) if "{" in out else out

        started = time.perf_counter()
        try:
            result: str = compiled.regex.sub(
                one, text, count=0 if compiled.every else 1, timeout=min(TIME_LIMIT_S, left)
            )
        except TimeoutError:
            self.spent += time.perf_counter() - started
            _timed_out.add(find)
            self._say(_stopped(script))
            return text
        self.spent += time.perf_counter() - started
        return result

    def _say(self, message: str) -> None:
        if message not in self.problems:
            self.problems.append(message)

    def apply_messages(
        self, messages: Sequence[dict[str, Any]], start: int, stop: int
    ) -> list[dict[str, Any]]:
        """``messages`` with the user-input and AI-output scripts run over
        ``messages[start:stop]`` (the history; depth counted from ``stop``)."""
        if not self:
            return list(messages)
        out = list(messages)
        for i in range(start, stop):
            message = out[i]
            role = message.get("role")
            content = message.get("content")
            if role not in ("user", "assistant") or not isinstance(content, str):
                continue
            placement = USER_INPUT if role == "user" else AI_OUTPUT
            changed = self.apply(content, placement, stop - 1 - i)
            if changed != content:
                out[i] = {**message, "content": changed}
        return out


def _stopped(script: RegexScript) -> str:
    return (
        f"The regex script {script.name!r} was stopped: its pattern took longer than "
        f"{TIME_LIMIT_S * 1000:.0f} ms on one message (it backtracks); it is skipped "
        "from now on and the text is sent unchanged."
    )


def _native(parts: tuple[str | int, ...], expand: Callable[[str], str]) -> str | None:
    """The replacement as the engine's own template (``\\g<1>``), when no macro needs
    expanding after the groups are put in; None otherwise."""
    out: list[str] = []
    for part in parts:
        if isinstance(part, int):
            out.append(f"\\g<{part}>")
            continue
        text = expand(part) if "{" in part else part
        if "{" in text:
            return None
        out.append(text.replace("\\", "\\\\"))
    return "".join(out)


@lru_cache(maxsize=512)
def _template(template: str) -> tuple[str | int, ...]:
    """A replacement split once into literal text and group numbers (``$1`` -> 1)."""
    parts: list[str | int] = []
    last = 0
    for ref in _GROUP_REF.finditer(template):
        parts.append(template[last : ref.start()])
        parts.append(int(ref.group(1)))
        last = ref.end()
    parts.append(template[last:])
    return tuple(p for p in parts if p != "") or ("",)


def _group(match: Any, n: int, trims: Iterable[str]) -> str:
    """Group ``n`` of ``match`` with the trim strings removed ("" when it did not take part)."""
    try:
        value = match.group(n)
    except (IndexError, regex.error):
        return ""
    if not value:
        return ""
    for trim in trims:
        if trim:
            value = value.replace(trim, "")
    return str(value)


_card_cache: dict[tuple[Any, ...], tuple[dict[str, Any], list[RegexScript], list[str]]] = {}


def card_extensions(package: CharacterPackage) -> dict[str, Any]:
    """The imported card's ``data.extensions`` (``{}`` for a package made here)."""
    return _card(package)[0]


def _card(package: CharacterPackage) -> tuple[dict[str, Any], list[RegexScript], list[str]]:
    # Keyed by the sidecar itself: a package's sha256 covers config.json and the agents'
    # names only, so two cards with the same config would share (and an edit to the
    # card's scripts would never be seen).
    path = package.root / CARD_SIDECAR
    try:
        stat = path.stat()
        key: tuple[Any, ...] = (str(path), stat.st_mtime_ns, stat.st_size)
    except OSError:
        key = (str(path), None, None)
    cached = _card_cache.get(key)
    if cached is not None:
        return cached
    import json

    ext: dict[str, Any] = {}
    try:
        raw = path.read_bytes()
        card = json.loads(raw).get("card")
        data = card.get("data") if isinstance(card, dict) else None
        found = data.get("extensions") if isinstance(data, dict) else None
        if isinstance(found, dict):
            ext = found
    except (OSError, ValueError, AttributeError):
        ext = {}
    scripts, problems = parse_scripts(ext.get("regex_scripts"), "the card")
    if len(_card_cache) > 64:
        _card_cache.clear()
    _card_cache[key] = (ext, scripts, problems)
    return _card_cache[key]


def card_scripts(package: CharacterPackage) -> list[RegexScript]:
    """The card's own scripts (``extensions.regex_scripts``), in order."""
    return _card(package)[1]


def request_scripts(package: CharacterPackage, settings: Any) -> ScriptSet:
    """The scripts of one request: the user's (Settings), then the card's."""
    user, problems = parse_scripts(getattr(settings, "regex_scripts", None) or [], "Settings")
    _ext, card, card_problems = _card(package)
    return ScriptSet([*user, *card], problems=[*problems, *card_problems])


def display_scripts(package: CharacterPackage, settings: Any) -> Callable[[str, str], str] | None:
    """``(text, role) -> text as shown`` for the character's display scripts, or None
    when none changes how messages look (the chat view and chat exports use it)."""
    scripts = request_scripts(package, settings)
    return scripts.display if scripts.shows() else None
