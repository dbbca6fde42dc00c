/**
 * @agent menagerie.stables
 * @version 1.0
 * @description The stable: which horse was fed when, and how hungry they are.
 *
 * @tool feed_horse
 * @tool-description Record that a horse was fed. Call whenever someone feeds Juniper, Pepper or Clementine.
 * @tool-params {"type":"object","properties":{"horse":{"type":"string","enum":["Juniper","Pepper","Clementine"]},"food":{"type":"string"}},"required":["horse","food"]}
 *
 * @command @feed feedCommand
 *
 * @preload true
 */

interface Feeding {
  food: string;
  turn: number;
}

interface StableStore {
  feedings?: Record<string, Feeding[]>;
}

const HORSES = ["Juniper", "Pepper", "Clementine"] as const;

function feedings(store: StableStore): Record<string, Feeding[]> {
  if (!store.feedings || Array.isArray(store.feedings)) store.feedings = {};
  return store.feedings;
}

function record(store: StableStore, horse: string, food: string, turn: number): string {
  const all = feedings(store);
  if (!all[horse]) all[horse] = [];
  const list = all[horse];
  list.push({ food, turn });
  if (list.length > 10) list.splice(0, list.length - 10);
  return `${horse} ate ${food}.`;
}

export function onLoad(store: StableStore, studio: unknown, context: { conversationLength: number }) {
  const all = feedings(store);
  const lines = HORSES.map((horse) => {
    const list = all[horse] ?? [];
    const last = list[list.length - 1];
    if (!last) return `- ${horse}: not fed yet in this conversation`;
    const ago = context.conversationLength - last.turn;
    return `- ${horse}: last ate ${last.food} (${ago} messages ago)`;
  });
  return `## Stable\n${lines.join("\n")}`;
}

export function onToolCall(
  toolName: string,
  args: { horse: string; food: string },
  store: StableStore,
  studio: { log(message: string): void },
  context: { conversationLength: number },
): string {
  if (toolName !== "feed_horse") return `[Unknown tool: ${toolName}]`;
  const result = record(store, args.horse, args.food, context.conversationLength);
  studio.log(`Stables: ${result}`);
  return result;
}

export function feedCommand(
  args: string,
  store: StableStore,
  studio: { toast(message: string): void },
  context: { conversationLength: number },
): string | undefined {
  const [horse, ...food] = args.trim().split(/\s+/);
  if (!HORSES.includes(horse as (typeof HORSES)[number]) || food.length === 0) {
    return "Usage: @feed <Juniper|Pepper|Clementine> <food>";
  }
  studio.toast(record(store, horse, food.join(" "), context.conversationLength));
  return undefined;
}
