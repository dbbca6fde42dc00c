"""Cards as SillyTavern plays them: macros, regex scripts, hostile lorebook keys (issue 25).

Run with ``.venv/bin/python benchmarks/bench_cards_play.py`` (``--quick`` for fewer rounds).

Figures (medians, rounds interleaved):

* **Macros + regex scripts at a 100,000-character prompt** (target <= 5 ms per
  request): the next request of a conversation (the history moved on by one
  message), :func:`studio.engine.macro_engine.expand_macros` over the request's texts,
  then a card's scripts (three RE2 ones and one with lookaround that runs in the
  time-bounded engine) over its history, as :func:`studio.engine.budgeting.assemble`
  does. Two prompts: a typical one (a few dozen macros) and a dense one (one macro
  every ten characters, 10,000 in all) as a worst case. The scripts' results for a
  history text are reused (``regex_scripts._RESULTS``), so only the new message runs
  the patterns; the first request of a conversation, with nothing cached, is printed
  too.
* **Lorebook scan with hostile keys** (target <= 50 ms worst case): the agent's rules
  (``lorebookEngine.scan`` in QuickJS, the same files the worker runs) over a book of
  200 entries whose regex keys are the shapes that backtrack (``a*a*a*a*a*a*!``,
  ``(a+)+$``, ``(a|a)*b`` ...) plus 50 plain keys, against messages of 20,000 ``a``;
  the worst of all rounds is printed beside the median.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

import quickjs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studio.engine import regex_scripts
from studio.engine.macro_engine import MacroEnv, expand_macros
from studio.engine.regex_scripts import ScriptSet, parse_scripts
from studio.sandbox.lorebook_host import engine_paths

MACRO_TARGET_MS = 5.0
SCAN_TARGET_MS = 50.0
PROSE = "The lighthouse keeper counted the waves and wrote them in a green book. "


def _env() -> MacroEnv:
    return MacroEnv(
        char="Sera",
        user="Robin",
        seed="bench",
        rng=random.Random(1),
        values={"description": "A keeper.", "personality": "Calm.", "scenario": "Storm."},
    )


def prompts() -> dict[str, list[str]]:
    """Each prompt as the texts of one request: the package's texts (system prompt,
    20,000 characters) + 40 history messages of 2,000."""
    typical_system = (PROSE * 400)[:20_000] + " {{char}} and {{user}}. {{random::a::b}} "
    typical_msgs = [  # each message its own text, as in a real conversation
        (f"Message {i}. " + PROSE * 30)[:2_000]
        + (" {{char}} {{getvar::mood}}" if i % 4 == 0 else "")
        for i in range(40)
    ]
    dense = ("word {{char}} " * 10_000)[:100_000]
    return {
        "typical": [typical_system, *typical_msgs],
        "dense": [dense[:20_000], *[(f"Message {i}. " + dense)[:2_000] for i in range(40)]],
    }


SCRIPTS, _ = parse_scripts(
    [
        {
            "scriptName": "strip updates",
            "findRegex": "/<update>[\\s\\S]*?<\\/update>/g",
            "replaceString": "",
            "placement": [1, 2],
            "promptOnly": True,
        },
        {
            "scriptName": "names",
            "findRegex": "/\\b(keeper|waves)\\b/gi",
            "replaceString": "[$1]",
            "placement": [2],
        },
        {
            "scriptName": "status",
            "findRegex": "<StatusPlaceHolderImpl/>",
            "replaceString": "",
            "placement": [2],
        },
        {
            "scriptName": "open update",
            "findRegex": "/<update>(?:(?!<\\/update>).)*$/s",
            "replaceString": "",
            "placement": [2],
            "promptOnly": True,
        },
    ],
    "bench",
)


def turn(texts: list[str], r: int) -> list[str]:
    """Request ``r`` of a conversation: the history moved on by one message (the oldest
    leaves the window, a new one arrives), as the next turn sends it."""
    history = texts[1:]
    shift = r % len(history)
    moved = history[shift:] + history[:shift]
    return [texts[0], *moved[:-1], moved[-1] + f" (turn {r})"]


def one_request(texts: list[str], *, cold: bool = False) -> tuple[float, float]:
    if cold:
        regex_scripts._RESULTS.clear()
        regex_scripts._results_chars = 0
    started, cpu = time.perf_counter(), time.thread_time()
    env = _env()
    # As the engine builds a request (budgeting.prompt_texts / shape_messages): macros
    # in the package's texts, the scripts over the history (whose text is sent as
    # written: SillyTavern does not expand macros in saved messages either).
    expanded = expand_macros(texts[0], env)
    scripts = ScriptSet(SCRIPTS, expand=lambda s: expand_macros(s, env))
    messages = [{"role": "system", "content": expanded}]
    messages += [{"role": "assistant", "content": t} for t in texts[1:]]
    scripts.apply_messages(messages, 1, len(messages))
    return (time.perf_counter() - started) * 1000, (time.thread_time() - cpu) * 1000


HOSTILE = [
    "a*a*a*a*a*a*!",
    "(a+)+$",
    "(a|a)*b",
    "(a|aa)+$",
    "(.*a){12}",
    "^(a+)+b",
    "(\\w+\\s?)*$",
    ".*.*.*=.*",
    "(a*)*b",
    "([a-z]+)*!",
]


def hostile_book() -> str:
    entries = []
    for i in range(200):
        key = HOSTILE[i % len(HOSTILE)]
        entries.append(
            {
                "keys": [f"/{key}/"],
                "content": f"hostile {i}",
                "enabled": True,
                "insertion_order": 100,
            }
        )
    for i in range(50):
        entries.append(
            {"keys": [f"word{i}"], "content": f"plain {i}", "enabled": True, "insertion_order": 100}
        )
    return json.dumps({"spec": "lorebook_v3", "data": {"entries": entries, "scan_depth": 4}})


def scan_context() -> tuple[quickjs.Context, quickjs.Function]:
    context = quickjs.Context()
    context.set_memory_limit(256 << 20)
    context.eval("\n;\n".join(p.read_text(encoding="utf-8") for p in engine_paths()))
    call = context.eval(
        "(function (b, m) { return lorebookEngine.scan(b, JSON.parse(m), {}, "
        "{quiet: true, contextWindow: 8192}).stats.ms; })"
    )
    return context, call


def main() -> None:
    rounds = 10 if "--quick" in sys.argv else 40
    texts = prompts()
    book = hostile_book()
    _ctx, scan = scan_context()
    msgs = [
        json.dumps([{"role": "user", "content": "a" * 20_000 + f" word{r}"} for _ in range(4)])
        for r in range(rounds)
    ]
    scan(book, msgs[0])  # parse and index once (cached by text), as the worker does
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in texts}
    colds: dict[str, list[tuple[float, float]]] = {name: [] for name in texts}
    scans: list[tuple[float, float]] = []
    for t in texts.values():
        one_request(turn(t, 0))  # the conversation so far has been sent once
    for r in range(rounds):  # interleaved
        for name, t in texts.items():
            samples[name].append(one_request(turn(t, r + 1)))
            if r % 4 == 0:
                colds[name].append(one_request(turn(t, 10_000 + r), cold=True))
        started, cpu = time.perf_counter(), time.thread_time()
        scan(book, msgs[r])
        scans.append(((time.perf_counter() - started) * 1000, (time.thread_time() - cpu) * 1000))
    chars = {name: sum(len(x) for x in t) for name, t in texts.items()}
    print(f"{rounds} rounds, interleaved; wall time, and this thread's CPU time (the figure")
    print("that does not grow with the machine's load)")
    for name, values in samples.items():
        wall = statistics.median(v[0] for v in values)
        cpu_ms = statistics.median(v[1] for v in values)
        verdict = "ok" if cpu_ms <= MACRO_TARGET_MS else "OVER"
        print(
            f"macros + regex scripts, {name} prompt ({chars[name]:,} chars), next request: "
            f"median {wall:.2f} ms wall, {cpu_ms:.2f} ms CPU (target <= {MACRO_TARGET_MS:g} ms: "
            f"{verdict})"
        )
    for name, values in colds.items():
        print(
            f"  first request of a conversation (nothing cached), {name}: median "
            f"{statistics.median(v[0] for v in values):.2f} ms wall, "
            f"{statistics.median(v[1] for v in values):.2f} ms CPU"
        )
    ratio = statistics.median(v[1] for v in samples["dense"]) / statistics.median(
        v[1] for v in samples["typical"]
    )
    print(f"  dense / typical (CPU): {ratio:.1f}x")
    worst_wall = max(v[0] for v in scans)
    worst_cpu = max(v[1] for v in scans)
    print(
        f"lorebook scan, 200 hostile regex keys + 50 plain, 4 x 20,000-char messages: median "
        f"{statistics.median(v[0] for v in scans):.2f} ms wall "
        f"({statistics.median(v[1] for v in scans):.2f} ms CPU), worst {worst_wall:.2f} ms wall "
        f"({worst_cpu:.2f} ms CPU) (target worst <= {SCAN_TARGET_MS:g} ms: "
        f"{'ok' if worst_cpu <= SCAN_TARGET_MS else 'OVER'})"
    )


if __name__ == "__main__":
    main()
