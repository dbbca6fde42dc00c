/**
 * agents/lib/weighted-choice.js
 *
 * Sample library: weighted random selection from a table.
 * Declare with @lib weighted-choice in your agent manifest.
 *
 * weightedChoice.pick(table) — pick one entry by weight
 * weightedChoice.pickN(table, n) — pick n entries with replacement
 *
 * Table format: [{ weight: number, value: any }, ...]
 */
(function (global) {
  "use strict";

  function pick(table) {
    if (!Array.isArray(table) || table.length === 0)
      throw new Error("weightedChoice.pick: table must be a non-empty array");
    const total = table.reduce((sum, e) => sum + (Number(e.weight) || 1), 0);
    let roll = Math.random() * total;
    for (const entry of table) {
      roll -= (Number(entry.weight) || 1);
      if (roll < 0) return entry.value;
    }
    return table[table.length - 1].value;
  }

  function pickN(table, n) {
    const results = [];
    for (let i = 0; i < n; i++) results.push(pick(table));
    return results;
  }

  global.weightedChoice = { pick, pickN };
}(typeof globalThis !== "undefined" ? globalThis : this));
