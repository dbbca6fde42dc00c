"""The corpus runner: what an author does with each file of ``../shared/cards-corpus/``.

For every file the manifest lists it imports, validates, checks the mapping,
plays one turn against a scripted model server (what reached the model), sends
key messages for lorebook entries, exports unedited and edited, and checks the
PNG chunks. Each check yields a :class:`Check`; a file passes when all of its
checks pass. The checks are grouped by who owns the behaviour they test:
``cards`` (import, mapping, round trips, chunks) and ``play`` (macros beyond
``{{char}}``/``{{user}}`` and lorebook activation, the scan and its budget).

Run it by hand for the table: ``.venv/bin/python -m tests.cards.corpus``. The test
is ``tests/cards/test_corpus.py``. The corpus is read where it lies; nothing of
it is copied into the project.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio import CharacterPlayer
from studio.cards import export_card, import_any, read_card
from studio.cards.png import read_card_chunks
from studio.package import load_with_problems
from studio.package.validate import compile_agents
from studio.sandbox.syntax import check_syntax
from tests.support.model_server import ModelServer
from tests.support.replies import text

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "cards-corpus"
V1_MIRROR = ("name", "description", "personality", "scenario", "first_mes", "mes_example")
# Macros the card play helper expands; any other ``{{...}}`` left in a request is theirs.
_MACRO = re.compile(r"\{\{\s*(char|user)\s*\}\}|<BOT>|<USER>", re.IGNORECASE)
# SillyTavern's own macros (issue 25's list); other ``{{...}}`` (extensions' macros such
# as ``{{format_message_variable::x}}``) are left as written by design.
_ST_MACRO = re.compile(
    r"\{\{\s*(original|description|personality|scenario|persona|mesExamples|random|pick|roll"
    r"|time|date|weekday|isotime|isodate|idle_duration|lastMessage|lastUserMessage"
    r"|lastCharMessage|input|setvar|getvar|addvar|incvar|setglobalvar|getglobalvar|newline"
    r"|trim|noop|//|banned)(?![A-Za-z0-9_])[^{}]{0,80}\}\}",
    re.IGNORECASE,
)
EDIT = " (edited by the corpus runner)"


@dataclass
class Check:
    """One check of one file."""

    name: str
    ok: bool
    detail: str = ""
    owner: str = "cards"


@dataclass
class FileResult:
    """Every check of one corpus file."""

    file: str
    kind: str
    checks: list[Check] = field(default_factory=list)

    def passed(self, owner: str | None = None) -> bool:
        return all(c.ok for c in self.checks if owner is None or c.owner == owner)

    def failures(self, owner: str | None = None) -> list[Check]:
        return [c for c in self.checks if not c.ok and (owner is None or c.owner == owner)]


def manifest() -> list[tuple[str, str]]:
    """(file, kind) for every corpus file, in manifest order."""
    lines = (CORPUS / "MANIFEST.tsv").read_text(encoding="utf-8").splitlines()[1:]
    return [(parts[0], parts[4]) for parts in (line.split("\t") for line in lines) if parts]


def _source_data(path: Path) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The card's raw top-level object and its ``data`` as the file holds them."""
    card = read_card(path)
    if card.card is None:
        return None, None
    raw = card.card
    return raw, (raw["data"] if isinstance(raw.get("data"), dict) else None)


def _export(folder: Path, out: Path, fmt: str) -> dict[str, Any]:
    return export_card(folder, out, fmt).card


def _copy(folder: Path, tmp: Path, name: str) -> Path:
    target = tmp / name
    shutil.copytree(folder, target)
    return target


def _diff(a: dict[str, Any], b: dict[str, Any]) -> set[str]:
    return {k for k in set(a) | set(b) if a.get(k) != b.get(k)}


def _plain_line(text_value: str) -> str | None:
    """The longest line of ``text_value`` that no macro or markup touches."""
    lines = [
        ln.strip()
        for ln in text_value.splitlines()
        if "{{" not in ln and "<" not in ln and "%" not in ln
    ]
    lines = [ln for ln in lines if len(ln) >= 8]
    return max(lines, key=len)[:120] if lines else None


def _key_messages(book: dict[str, Any]) -> list[tuple[str, str]]:
    """Up to three (message, entry content) pairs: a plain key that should fire its entry."""
    out: list[tuple[str, str]] = []
    for entry in book.get("entries", []):
        ext = entry.get("extensions") or {}
        if not entry.get("enabled", True) or entry.get("constant") or entry.get("use_regex"):
            continue
        if entry.get("selective") and entry.get("secondary_keys"):
            continue
        if ext.get("probability") not in (None, 100) and ext.get("useProbability", True):
            continue
        if ext.get("delay") or ext.get("delay_until_recursion") or ext.get("cooldown"):
            continue
        if ext.get("group") or entry.get("group"):
            # An inclusion group sends one of its matched entries (SillyTavern's rule:
            # the override, else by weight): which one is not this entry's to say.
            continue
        keys = [k for k in entry.get("keys", []) if k.strip() and not k.startswith("/")]
        content = entry.get("content", "")
        line = _plain_line(content)
        if keys and line:
            out.append((f"Tell me about {keys[0].strip()}.", line))
        if len(out) == 3:
            break
    return out


def _request_text(body: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in body.get("messages", []))


async def _play(
    folder: Path, server: ModelServer, messages: list[str], data_dir: Path
) -> list[dict[str, Any]]:
    """Send ``messages`` in one conversation; the request body of each."""
    start = len(server.requests)
    async with CharacterPlayer(
        folder,
        api_key="sk-corpus",
        base_url=server.url,
        model="test-model",
        data_dir=data_dir,
        settings={"context_window": 131_072},  # a model of today, not the 8,192 default
    ) as player:
        for message in messages:
            await player.send(message)
    return [r.body for r in server.requests[start:] if r.path.endswith("/chat/completions")]


class Runner:
    """Runs every check of one file (the server is shared across files)."""

    def __init__(self, server: ModelServer, tmp: Path) -> None:
        self.server = server
        self.tmp = tmp

    def run(self, file: str, kind: str) -> FileResult:
        result = FileResult(file, kind)
        path = CORPUS / file
        work = Path(tempfile.mkdtemp(dir=self.tmp))
        add = result.checks.append
        try:
            imported = import_any(path, work / "projects")
        except Exception as exc:  # the check reports it
            add(Check("import", False, f"{type(exc).__name__}: {exc}"))
            return result
        add(Check("import", True))
        folder = imported.folder
        package, problems = load_with_problems(folder)
        if package is not None:
            compile_agents(package, problems, check_syntax)
        errors = [p.format() for p in problems.errors]
        add(Check("validate", package is not None and not errors, "; ".join(errors[:3])))
        if package is None:
            return result
        raw, data = _source_data(path)  # as read (a V1-in-V2 card filled from its top level)
        book = _book(folder)
        add(self._mapping(package, raw, data, book, path))
        result.checks.extend(self._prompt(folder, work, data))
        for check in self._lorebook(folder, work, book):
            add(check)
        if raw is not None:
            for check in self._round_trips(folder, work, raw, data):
                add(check)
            if kind.endswith("PNG") or path.suffix.lower() == ".png":
                add(self._png(folder, work))
        return result

    def _mapping(
        self,
        package: Any,
        raw: dict[str, Any] | None,
        data: dict[str, Any] | None,
        book: dict[str, Any] | None,
        path: Path,
    ) -> Check:
        card = read_card(path)
        problems: list[str] = []
        if card.kind == "lorebook":
            assert card.lorebook is not None
            want = len(card.lorebook["data"]["entries"])
            got = len((book or {}).get("entries", []))
            if want != got:
                problems.append(f"{got} of {want} entries")
            return Check("mapping", not problems, "; ".join(problems))
        fields = card.data
        if package.intro != fields.get("first_mes", ""):
            problems.append("first_mes is not intro.txt")
        if len(package.greetings) != len(fields.get("alternate_greetings") or []):
            problems.append("alternate greetings count")
        for key in ("description", "personality", "scenario"):
            if (fields.get(key) or "").strip() not in package.instructions:
                problems.append(f"{key} not in instructions.txt")
        source_book = fields.get("character_book")
        if source_book is not None and len((book or {}).get("entries", [])) != len(
            source_book.get("entries", [])
        ):
            problems.append("lorebook entry count")
        return Check("mapping", not problems, "; ".join(problems))

    def _prompt(self, folder: Path, work: Path, data: dict[str, Any] | None) -> tuple[Check, Check]:
        try:
            [body] = asyncio.run(_play(folder, self.server, ["Hello there."], work / "data"))
        except Exception as exc:
            failed = Check("prompt", False, f"{type(exc).__name__}: {exc}")
            return failed, Check("macros", False, "no request", owner="play")
        sent = _request_text(body)
        problems = []
        left = sorted({m.group(0) for m in _MACRO.finditer(sent)})
        if left:
            problems.append(f"unexpanded {left}")
        description = (data or {}).get("description") or ""
        line = _plain_line(description) if isinstance(description, str) else None
        if line and line not in sent:
            problems.append("description not sent")
        others = sorted({m.group(0) for m in _ST_MACRO.finditer(sent)})
        return (
            Check("prompt", not problems, "; ".join(problems)),
            Check("macros", not others, f"left as written: {others[:5]}", owner="play"),
        )

    def _lorebook(self, folder: Path, work: Path, book: dict[str, Any] | None) -> list[Check]:
        if not book:
            return []
        pairs = _key_messages(book)
        if not pairs:
            return []
        try:
            bodies = asyncio.run(_play(folder, self.server, [m for m, _ in pairs], work / "lore"))
        except Exception as exc:
            return [Check("lorebook", False, f"{type(exc).__name__}: {exc}", owner="play")]
        missed = [m for (m, line), body in zip(pairs, bodies, strict=True)
                  if line not in _request_text(body)]  # fmt: skip
        detail = f"{len(pairs) - len(missed)} of {len(pairs)} key messages; missed {missed[:2]}"
        return [Check("lorebook", not missed, detail, owner="play")]

    def _round_trips(
        self, folder: Path, work: Path, raw: dict[str, Any], data: dict[str, Any] | None
    ) -> list[Check]:
        out: list[Check] = []
        try:
            first = _export(folder, work / "unedited.json", "json")
        except Exception as exc:
            return [Check("unedited", False, f"{type(exc).__name__}: {exc}")]
        problems = []
        if data is not None and raw.get("spec") == "chara_card_v3" and first["data"] != data:
            problems.append(f"data differs in {sorted(_diff(first['data'], data))}")
        if data is not None and raw.get("spec") == "chara_card_v2":
            changed = {k for k in data if first["data"].get(k) != data[k]}
            if changed:
                problems.append(f"V2 fields differ: {sorted(changed)}")
        mirror = [k for k in V1_MIRROR if first.get(k) != (first["data"].get(k) or "")]
        if mirror:
            problems.append(f"V1 mirror missing or stale: {mirror}")
        again = import_any(work / "unedited.json", work / "again")
        second = _export(again.folder, work / "again.json", "json")
        if second["data"] != first["data"]:
            problems.append(f"re-import differs in {sorted(_diff(second['data'], first['data']))}")
        out.append(Check("unedited", not problems, "; ".join(problems)))
        for name, edit, expected in EDITS:
            project = _copy(folder, work, f"edit-{name}")
            if not edit(project):
                continue
            try:
                edited = _export(project, work / f"edit-{name}.json", "json")
            except Exception as exc:
                out.append(Check(f"edit {name}", False, f"{type(exc).__name__}: {exc}"))
                continue
            changed = _diff(edited["data"], first["data"]) - {"modification_date"}
            problems = []
            if changed != expected(first["data"]):
                problems.append(f"changed {sorted(changed)}")
            problems += _book_changes(first["data"], edited["data"], name)
            if name == "intro" and edited.get("first_mes") != edited["data"]["first_mes"]:
                problems.append("the V1 mirror's first_mes was not updated")
            out.append(Check(f"edit {name}", not problems, "; ".join(problems)))
        return out

    def _png(self, folder: Path, work: Path) -> Check:
        out = work / "out.png"
        try:
            card = _export(folder, out, "png")
            chunks = read_card_chunks(out.read_bytes(), out.name)
        except Exception as exc:
            return Check("png chunks", False, f"{type(exc).__name__}: {exc}")
        problems = []
        if chunks.ccv3 is None or chunks.chara is None:
            return Check("png chunks", False, "ccv3 or chara missing")
        v3 = json.loads(base64.b64decode(chunks.ccv3))
        v2 = json.loads(base64.b64decode(chunks.chara))
        if v3.get("data") != card["data"]:
            problems.append("ccv3 is not the card")
        if v2.get("spec") != "chara_card_v2" or v2["data"].get("name") != card["data"]["name"]:
            problems.append("chara is not the V2 card")
        if v2.get("name") != card["data"]["name"] or v2.get("first_mes") != (
            card["data"].get("first_mes") or ""
        ):
            problems.append("chara has no V1 mirror")
        return Check("png chunks", not problems, "; ".join(problems))


def _book(folder: Path) -> dict[str, Any] | None:
    path = folder / "context" / ".lorebook.json"
    if not path.is_file():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["data"]
    return data


def _edit_intro(project: Path) -> bool:
    path = project / "intro.txt"
    path.write_text(path.read_text(encoding="utf-8") + EDIT, encoding="utf-8")
    return True


def _edit_instructions(project: Path) -> bool:
    """Change the last section only (the others must come back byte for byte)."""
    path = project / "instructions.txt"
    text_value = path.read_text(encoding="utf-8")
    if "## " not in text_value:
        return False
    path.write_text(text_value.rstrip("\n") + EDIT + "\n", encoding="utf-8")
    return True


def _edit_lorebook(project: Path) -> bool:
    path = project / "context" / ".lorebook.json"
    if not path.is_file():
        return False
    book = json.loads(path.read_text(encoding="utf-8"))
    if not book["data"]["entries"]:
        return False
    book["data"]["entries"][0]["content"] += EDIT
    path.write_text(json.dumps(book, ensure_ascii=False, indent=2), encoding="utf-8")
    return True


def _last_section(data: dict[str, Any]) -> set[str]:
    present = [k for k in ("description", "personality", "scenario") if data.get(k)]
    return {present[-1]} if present else set()


EDITS: list[tuple[str, Callable[[Path], bool], Callable[[dict[str, Any]], set[str]]]] = [
    ("intro", _edit_intro, lambda data: {"first_mes"}),
    ("instructions", _edit_instructions, _last_section),
    ("lorebook", _edit_lorebook, lambda data: {"character_book"}),
]


def _book_changes(before: dict[str, Any], after: dict[str, Any], edit: str) -> list[str]:
    """What changed in the book other than the first entry's content (lorebook edit)."""
    a, b = before.get("character_book"), after.get("character_book")
    if a is None or b is None:
        return [] if a is b else ["character_book added or dropped"]
    if edit != "lorebook":
        return [] if a == b else ["character_book changed"]
    problems = []
    if {k: v for k, v in a.items() if k != "entries"} != {
        k: v for k, v in b.items() if k != "entries"
    }:
        problems.append("book fields changed")
    ea, eb = a["entries"], b["entries"]
    if len(ea) != len(eb):
        return [*problems, "entry count changed"]
    want = copy.deepcopy(ea[0])
    want["content"] += EDIT
    if json.dumps(eb[0]) != json.dumps(want):
        problems.append(f"the edited entry changed in {sorted(_diff(eb[0], ea[0]))}")
    others = sum(1 for x, y in zip(ea[1:], eb[1:], strict=True) if json.dumps(x) != json.dumps(y))
    if others:
        problems.append(f"{others} untouched entries changed")
    return problems


def run_corpus(files: list[tuple[str, str]] | None = None) -> list[FileResult]:
    """Every check of every file (``files`` default: the whole manifest)."""
    tmp = Path(tempfile.mkdtemp(prefix="corpus-"))
    try:
        with ModelServer(responder=lambda body: text("Fine.")) as server:
            runner = Runner(server, tmp)
            return [runner.run(file, kind) for file, kind in (files or manifest())]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> int:
    """Print one line per failing file and the totals."""
    wanted = sys.argv[1:]
    files = [(f, k) for f, k in manifest() if not wanted or any(w in f for w in wanted)]
    results = run_corpus(files)
    for result in results:
        if not result.passed():
            for check in result.failures():
                print(f"FAIL {result.file}: [{check.owner}] {check.name}: {check.detail}")
    cards = sum(r.passed("cards") for r in results)
    everything = sum(r.passed() for r in results)
    print(f"cards checks: {cards} of {len(results)} files pass")
    print(f"all checks:   {everything} of {len(results)} files pass")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
