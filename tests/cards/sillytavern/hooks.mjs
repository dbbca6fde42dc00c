// Node module hooks for driver.mjs: SillyTavern's world-info.js is loaded as it is
// published; every other module it imports (the browser app around it) resolves to
// a generated module re-exporting the names it asks for from stubs.mjs.
import { readFileSync } from "node:fs";

const STUBS = new URL("./stubs.mjs", import.meta.url).href;
const PREFIX = "st-stub:";

export async function resolve(specifier, context, next) {
  const parent = context.parentURL || "";
  if (parent.endsWith("/world-info.js") && (specifier.startsWith(".") || specifier.startsWith("/"))) {
    return { url: PREFIX + new URL(specifier, parent).pathname, shortCircuit: true };
  }
  return next(specifier, context);
}

/** The names world-info.js imports from each module (read from its own import lines). */
function importedNames(worldInfoUrl) {
  const source = readFileSync(new URL(worldInfoUrl), "utf8");
  const names = new Map();
  const re = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm;
  let m;
  while ((m = re.exec(source))) {
    const target = new URL(m[2], worldInfoUrl).pathname;
    const list = m[1].split(",").map((s) => s.trim()).filter(Boolean);
    names.set(target, (names.get(target) || []).concat(list));
  }
  return names;
}

let cached = null;

export async function load(url, context, next) {
  if (!url.startsWith(PREFIX)) return next(url, context);
  if (!cached) cached = importedNames(process.env.ST_WORLD_INFO_URL);
  const names = cached.get(url.slice(PREFIX.length)) || [];
  const lines = [`import * as s from ${JSON.stringify(STUBS)};`];
  for (const name of names) {
    lines.push(`export const ${name} = s.${name} !== undefined ? s.${name} : s.missing(${JSON.stringify(name)});`);
  }
  return { format: "module", source: lines.join("\n"), shortCircuit: true };
}
