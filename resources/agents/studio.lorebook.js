/**
 * @agent studio.lorebook
 * @version 1.0
 * @description Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model's context.
 *
 * @preload true
 * @api studio.context
 * @api studio.history
 * @lib lorebook-engine
 */

/*
 * Composed use (config.json), the book a dot-file in the context folder:
 *
 *   { "id": "aria.lorebook", "implementation": "studio.lorebook",
 *     "contextFile": ".lorebook.json" }
 *
 * The book is CCv3 `{"spec": "lorebook_v3", "data": {...}}`, a bare V2
 * `character_book`, or a SillyTavern World Info export. The rules live in
 * agents/lib/lorebook-engine.js (also used by the Studio's lorebook tester).
 *
 * Optional entry fields: "debug": true writes the scan log (which entries fired
 * and why) to the @debug agent log; "scanDepth", "tokenBudget", "maxRecursion",
 * "timeBudgetMs" override the book and the defaults.
 *
 * Store (per conversation):
 *   { "timed": { "sticky": { "<entry id>": {hash, start, end, protected} }, "cooldown": {...} },
 *     "matched": { "<entry id>": <message count> },   // for @@*_after_match
 *     "rolls": { "at": "<message count>:<hash>", "r": { "<entry id>": true } },
 *     "warned": ["<problem already reported with studio.log>"] }
 */

const MAX_WARNINGS_REMEMBERED = 50;

/** Tell the user about a problem once per conversation (studio.log is persistent). */
function warnOnce(store, studio, text) {
  const warned = Array.isArray(store.warned) ? store.warned : (store.warned = []);
  if (warned.indexOf(text) >= 0) return;
  if (warned.length < MAX_WARNINGS_REMEMBERED) warned.push(text);
  if (studio && typeof studio.log === "function") studio.log(text);
}

function option(config, name) {
  const v = config[name];
  return typeof v === "number" && isFinite(v) ? v : undefined;
}

export async function onLoad(store, studio, context) {
  const config = (context && context.config) || {};
  const debug = config.debug === true;
  const say = (line) => { if (debug) console.log("[lorebook] " + line); };
  const file = typeof config.contextFile === "string" ? config.contextFile.trim() : "";
  const id = (context && context.agentId) || "studio.lorebook";
  if (!file) {
    warnOnce(store, studio, `Lorebook ${id}: its agents entry in config.json needs a "contextFile" naming the book.`);
    return null;
  }
  let text;
  try {
    text = await studio.context.readFile(file);
  } catch (err) {
    warnOnce(store, studio, `Lorebook ${id}: could not read "${file}": ${err && err.message ? err.message : err}`);
    return null;
  }
  if (text == null) {
    warnOnce(store, studio, `Lorebook ${id}: the book "${file}" was not found in the context folder.`);
    return null;
  }

  const length = (context && context.conversationLength) || 0;
  const turns = length > 0 ? await studio.history.range(0, length) : [];
  const options = {
    characterName: (context && context.characterName) || "",
    userName: (context && context.userName) || "",
    scanDepth: option(config, "scanDepth"),
    tokenBudget: option(config, "tokenBudget"),
    maxRecursion: option(config, "maxRecursion"),
    timeBudgetMs: option(config, "timeBudgetMs"),
  };
  let result;
  try {
    const book = lorebookEngine.prepare(String(text), options);
    if (book.indexMs > 50) say(`indexed ${book.entries.length} entries in ${book.indexMs} ms (once per book)`);
    const shown = book.warnings.slice(0, 3);
    if (book.warnings.length > 3) shown.push(`${book.warnings.length - 3} more problems (see the @debug log)`);
    for (const w of shown) warnOnce(store, studio, `Lorebook "${file}": ${w}`);
    result = lorebookEngine.scan(book, turns, store, options);
  } catch (err) {
    warnOnce(store, studio, `Lorebook "${file}" cannot be used: ${err && err.message ? err.message : err}`);
    return null;
  }
  for (const line of result.log) say(line);
  if (result.stats.timedOut) warnOnce(store, studio, `Lorebook "${file}": a scan ran out of time; some entries were not checked (see the @debug log).`);
  return result.text ? result.text : null;
}
