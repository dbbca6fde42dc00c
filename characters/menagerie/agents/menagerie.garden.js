/**
 * @agent menagerie.garden
 * @version 1.0
 * @description The walled herb garden: what is planted, and when it is ready.
 *
 * @tool plant_seed
 * @tool-description Plant a herb in a garden bed. Call when the user or Odile plants something.
 * @tool-params {"type":"object","properties":{"herb":{"type":"string","minLength":1},"bed":{"type":"integer","minimum":1,"maximum":6}},"required":["herb","bed"]}
 *
 * @tool harvest
 * @tool-description Harvest a bed; returns what was picked and empties the bed.
 * @tool-params {"type":"object","properties":{"bed":{"type":"integer","minimum":1,"maximum":6}},"required":["bed"]}
 *
 * @command @water waterCommand
 *
 * @preload true
 */

// store shape: { beds: { "<bed>": { herb: string, waterings: number } } }

function beds(store) {
  if (!store.beds || typeof store.beds !== "object" || Array.isArray(store.beds)) store.beds = {};
  return store.beds;
}

export function onLoad(store, studio, context) {
  const entries = Object.entries(beds(store));
  if (entries.length === 0) return null;
  const lines = entries
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([bed, b]) => `- bed ${bed}: ${b.herb} (watered ${b.waterings} times)`);
  return `## Herb garden\n${lines.join("\n")}`;
}

export function onToolCall(toolName, args, store, studio, context) {
  const all = beds(store);
  const key = String(args.bed);
  if (toolName === "plant_seed") {
    if (all[key]) return `Bed ${key} already has ${all[key].herb}; harvest it first.`;
    all[key] = { herb: args.herb, waterings: 0 };
    studio.log(`Garden: planted ${args.herb} in bed ${key}`);
    return `Planted ${args.herb} in bed ${key}.`;
  }
  if (toolName === "harvest") {
    const bed = all[key];
    if (!bed) return `Bed ${key} is empty.`;
    delete all[key];
    const bunches = 1 + Math.min(bed.waterings, 4);
    return `Harvested ${bunches} bunches of ${bed.herb} from bed ${key}.`;
  }
  return `[Unknown tool: ${toolName}]`;
}

export function waterCommand(args, store, studio, context) {
  const key = args.trim();
  const bed = beds(store)[key];
  if (!bed) return "Usage: @water <bed number with something planted>";
  bed.waterings += 1;
  studio.toast(`Watered the ${bed.herb} in bed ${key}`);
}
