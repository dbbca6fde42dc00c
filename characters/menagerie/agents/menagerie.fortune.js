/**
 * @agent menagerie.fortune
 * @version 1.0
 * @description A deck of estate fortune cards, drawn by weight.
 *
 * @tool draw_fortune
 * @tool-description Draw a fortune card for a guest who asks for their fortune.
 * @tool-params {"type":"object","properties":{"guest":{"type":"string"}},"required":["guest"]}
 *
 * @command @fortunes fortunesCommand
 *
 * @preload true
 * @lib weighted-choice
 */

// weightedChoice is a global registered by agents/lib/weighted-choice.js.
// store shape: { drawn: [{ guest: string, card: string }] }

const DECK = [
  { weight: 5, value: "The Open Gate: a visitor brings good news." },
  { weight: 3, value: "The Full Cellar: plenty for the winter." },
  { weight: 2, value: "The Restless Horse: a journey is coming." },
  { weight: 1, value: "The Silent Finch: keep a secret a little longer." },
];

export function onLoad(store, studio, context) {
  const drawn = Array.isArray(store.drawn) ? store.drawn : [];
  if (drawn.length === 0) return null;
  const recent = drawn.slice(-3).map((d) => `- ${d.guest}: ${d.card}`);
  return `## Fortunes drawn\n${recent.join("\n")}`;
}

export function onToolCall(toolName, args, store, studio, context) {
  if (toolName !== "draw_fortune") return `[Unknown tool: ${toolName}]`;
  if (!Array.isArray(store.drawn)) store.drawn = [];
  const card = weightedChoice.pick(DECK);
  store.drawn.push({ guest: args.guest, card });
  return `${args.guest} draws: ${card}`;
}

export function fortunesCommand(args, store, studio, context) {
  if (args.trim() === "clear") {
    store.drawn = [];
    studio.toast("Fortune history cleared");
    return undefined;
  }
  return "Usage: @fortunes clear";
}
