"""agents/lib/weighted-choice.js: loaded as a @lib global, pick / pickN by weight."""

from __future__ import annotations

import pytest

from studio.sandbox.executor import AgentError
from studio.sandbox.js import JavaScriptExecutor
from studio.sandbox.typescript import prepare_javascript

from .conftest import AGENTS_DIR, LIMITS
from .fakes import FakeBridge

# A test agent that declares the library and drives Math.random with scripted rolls.
PROBE = """/**
 * @agent test.weighted-probe
 * @lib weighted-choice
 */
function scripted(rolls) {
  let i = 0;
  Math.random = () => rolls[i++ % rolls.length];
}
export function pick(table, rolls) {
  scripted(rolls);
  return weightedChoice.pick(table);
}
export function pickN(table, n, rolls) {
  scripted(rolls);
  return weightedChoice.pickN(table, n);
}
export function realPicks(table, n) {
  return weightedChoice.pickN(table, n);
}
export function hasGlobal() {
  return typeof globalThis.weightedChoice === "object" &&
    typeof weightedChoice.pick === "function" && typeof weightedChoice.pickN === "function";
}
"""

TABLE = [{"weight": 1, "value": "common"}, {"weight": 3, "value": "rare"}]


@pytest.fixture
def probe():
    lib = (AGENTS_DIR / "lib" / "weighted-choice.js").read_text("utf-8")
    executor = JavaScriptExecutor(FakeBridge(), LIMITS)
    executor.load(
        prepare_javascript(PROBE, "probe.js", disk_cache=False),
        "probe.js",
        [("weighted-choice", lib)],
    )

    def call(name, *args):
        return executor.call(name, list(args), {}, {"invokedBy": "model", "config": {}})[0]

    return call


def test_registers_global(probe):
    assert probe("hasGlobal") is True


@pytest.mark.parametrize(
    ("roll", "expected"),
    [(0.0, "common"), (0.2499, "common"), (0.25, "rare"), (0.9999, "rare")],
)
def test_pick_by_weight(probe, roll, expected):
    # total weight 4: roll*4 < 1 -> first entry, otherwise second
    assert probe("pick", TABLE, [roll]) == expected


def test_missing_or_bad_weight_counts_as_one(probe):
    table = [{"value": "a"}, {"weight": "x", "value": "b"}, {"weight": 0, "value": "c"}]
    assert probe("pick", table, [0.0]) == "a"
    assert probe("pick", table, [0.5]) == "b"
    assert probe("pick", table, [0.99]) == "c"


def test_pick_n_with_replacement(probe):
    assert probe("pickN", TABLE, 4, [0.1, 0.9, 0.5, 0.0]) == ["common", "rare", "rare", "common"]
    assert probe("pickN", TABLE, 0, [0.5]) == []


def test_pick_rejects_empty_table(probe):
    with pytest.raises(AgentError, match="table must be a non-empty array"):
        probe("pick", [], [0.5])


def test_real_random_respects_weights(probe):
    picks = probe("realPicks", [{"weight": 9, "value": 1}, {"weight": 1, "value": 0}], 2000)
    assert set(picks) <= {0, 1}
    assert 0.8 < sum(picks) / len(picks) < 0.97


def test_library_text_matches_reference_sample():
    text = (AGENTS_DIR / "lib" / "weighted-choice.js").read_text("utf-8")
    assert "global.weightedChoice = { pick, pickN };" in text
    assert '(typeof globalThis !== "undefined" ? globalThis : this)' in text
    assert "Number(e.weight) || 1" in text
