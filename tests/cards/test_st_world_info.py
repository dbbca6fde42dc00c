"""The project's lorebook scan beside SillyTavern's own ``checkWorldInfo``.

SillyTavern's ``public/scripts/world-info.js`` comes from the npm package pinned by
``tests/cards/sillytavern/package-lock.json`` (fetched at test time into
``build/cache``, never committed) and runs in node (``sillytavern/driver.mjs``) with
the browser app around it stubbed; the project's rules (``agents/lib/lorebook-*.js``)
run in QuickJS as the lorebook agent runs them. Both get the same book
(``st_book.py``: one or more entries per rule) and the same conversations, one request
per message, and the entries each activates are compared request by request.

The one deliberate difference (docs/CARDS.md "Lorebook budget"): when the budget runs
out the project keeps constant entries before matched ones; SillyTavern orders them
with the rest. With that rule switched off (``constantsFirst: false``) every request
must match; with it on, every difference must be a constant entry the project kept.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
from typing import Any

import pytest

from tests.cards import st_book
from tests.cards.sillytavern import runner

# (recursion, the model's context, seed, messages): the budget is 25 % of the context,
# so 8,192 never runs out and 200-240 runs out on most requests.
SCENARIOS = [
    (False, 8192, 1, 120),
    (True, 8192, 2, 120),
    (True, 4096, 5, 80),
    (True, 240, 3, 60),
    (False, 200, 4, 60),
]
CONSTANTS = {
    int(uid) for uid, e in st_book.book(recursive=False)["entries"].items() if e["constant"]
}


@pytest.fixture(scope="module")
def world_info() -> None:
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing and not os.environ.get("CI"):
        pytest.skip(f"the SillyTavern comparison needs {', '.join(missing)}")
    try:
        runner.world_info_js()
    except runner.Unavailable as err:
        if os.environ.get("CI"):
            raise
        pytest.skip(str(err))


def _both(recursive: bool, context: int, seed: int, length: int, **options: Any) -> tuple:
    return _run(recursive, context, seed, length, json.dumps(options))


@functools.cache
def _run(recursive: bool, context: int, seed: int, length: int, options_json: str) -> tuple:
    options = json.loads(options_json)
    book = st_book.book(recursive=recursive)
    requests = st_book.requests(st_book.conversation(seed, length), context)
    settings = {
        "world_info_depth": 2,
        "world_info_budget": 25,
        "world_info_recursive": recursive,
        "world_info_include_names": True,
        "world_info_max_recursion_steps": 0,
    }
    theirs = runner.run_sillytavern(book, settings, requests)
    ours = runner.run_project(
        book,
        {"characterName": "Aria", "userName": "Sam", "quiet": True, "scanDepth": 2, **options},
        requests,
    )
    return theirs, ours, requests


def _differences(theirs: list, ours: list, requests: list) -> list[str]:
    return [
        f"request {i} ({r['chat'][-1]!r}): SillyTavern only {sorted(set(a) - set(b))}, "
        f"project only {sorted(set(b) - set(a))}"
        for i, (a, b, r) in enumerate(zip(theirs, ours, requests, strict=True))
        if a != b
    ]


@pytest.mark.parametrize(("recursive", "context", "seed", "length"), SCENARIOS)
def test_same_entries_as_sillytavern(world_info, recursive, context, seed, length) -> None:
    theirs, ours, requests = _both(recursive, context, seed, length, constantsFirst=False)
    assert len(theirs) == len(requests)
    assert any(len(a) > 3 for a in theirs), "the conversation activates little: a weak test"
    assert _differences(theirs, ours, requests) == []


def test_the_rules_are_exercised(world_info) -> None:
    """Every entry that can fire does so somewhere, in SillyTavern too (else the book
    tests nothing about it); the disabled, never-rolling and @@dont_activate ones never do."""
    fired: set[int] = set()
    for scenario in SCENARIOS:
        theirs, _ours, _requests = _both(*scenario, constantsFirst=False)
        fired.update(uid for request in theirs for uid in request)
    comments = {int(u): e["comment"] for u, e in st_book.book(recursive=False)["entries"].items()}
    never = {u for u, c in comments.items() if c in ("disabled", "never", "@@dont_activate")}
    assert fired & never == set()
    assert {comments[u] for u in set(comments) - never - fired} == set()


def test_constants_first_is_the_only_difference(world_info) -> None:
    """With the project's default rules: identical whenever the budget holds, and where it
    runs out the only differences are constant entries the project kept."""
    same = total = 0
    for scenario in SCENARIOS:
        theirs, ours, requests = _both(*scenario)
        for a, b in zip(theirs, ours, strict=True):
            total += 1
            same += a == b
            if a != b:
                assert set(b) - set(a) <= CONSTANTS, (a, b)
        if scenario[1] >= 4096:
            assert _differences(theirs, ours, requests) == []
    print(f"same entries on {same} of {total} requests ({100 * same / total:.1f} %)")
    assert same < total, "the tight budgets no longer show the documented difference"
