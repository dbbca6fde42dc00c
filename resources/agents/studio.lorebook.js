/**
 * @agent studio.lorebook
 * @version 1.0
 * @description Lorebook (World Info): before every model request, the entries whose keywords appear in the recent messages are added to the model's context.
 *
 * @preload true
 * @api studio.context
 * @api studio.history
 * @lib lorebook-book
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
 * agents/lib/lorebook-book.js and lorebook-engine.js (also run by the Studio's
 * lorebook tester).
 *
 * Each turn whose scan fires entries gets one studio.log line naming them and the
 * tokens they use (`Lorebook: 2 entries fired, 21 tokens: "Dragons" (12), ...`):
 * the Agent log and the chat show it, and it stays with the turn's response (a
 * regenerated response gets its own). The model requests after a tool round of
 * the same turn repeat it only when what fired changed.
 *
 * Optional entry fields: "report": false leaves that line out; "debug": true
 * writes the scan log (which entries fired and why) to the @debug agent log;
 * "scanDepth", "tokenBudget", "maxRecursion", "timeBudgetMs" override the book
 * and the defaults.
 *
 * Store (per conversation):
 *   { "timed": { "sticky": { "<entry id>": {hash, start, end, protected} }, "cooldown": {...} },
 *     "matched": { "<entry id>": <message count> },   // for @@*_after_match
 *     "rolls": { "at": "<message count>:<hash>", "r": { "<entry id>": true } },
 *     "warned": ["<problem already reported with studio.log>"] }
 */

const MAX_WARNINGS_REMEMBERED = 50;
// The book is part of the character: read when the worker starts and re-read at
// most this often (Studio restarts the player when a file is saved). Reading a
// large book on every request would cost more than the whole scan.
const BOOK_RECHECK_MS = 10000;
const MIN_WINDOW = 8;

const REPORT_NAMES = 12;
const REPORT_LABEL_CHARS = 40;

let bookCache = null;   // { file, text, at }
let countCache = null;  // { length, messages, assistants, tail: {index, hash} }
// The last activation line logged, per agent id: { turn, at, line }. Worker memory,
// not the store: a report must not cost a store write every turn, and losing it
// (a restarted worker) only means the line may be logged once more.
const reported = {};

async function readBook(studio, file) {
  const now = Date.now();
  if (bookCache && bookCache.file === file && now - bookCache.at < BOOK_RECHECK_MS) return bookCache.text;
  const text = await studio.context.readFile(file);
  bookCache = text == null ? null : { file, text: String(text), at: now };
  return text == null ? null : String(text);
}

function fingerprint(turn) {
  const c = turn && typeof turn.content === "string" ? turn.content : "";
  return turn.role + ":" + c.length + ":" + c.slice(0, 64) + c.slice(-64);
}

/**
 * The last `depth` messages (oldest first) and the message counts, without fetching
 * the whole history every request: counts are carried over from the last call when
 * the message seen last is still there unchanged; otherwise everything is recounted.
 */
async function recentMessages(studio, length, depth) {
  if (length <= 0) { countCache = null; return { turns: [], messages: 0, assistants: 0 }; }
  // Entries, not messages: tool and log entries sit between messages, so ask for a
  // little more than the depth and widen the window when that was not enough.
  let want = Math.max(MIN_WINDOW, depth + 4);
  let turns;
  let start;
  for (;;) {
    start = Math.max(0, length - want);
    turns = await studio.history.range(start, length);
    if (start === 0 || turns.length >= depth + 1) break;
    want *= 4;
  }
  const c = countCache;
  let messages;
  let assistants;
  const tail = c && c.tail ? turns.filter((t) => t.index === c.tail.index)[0] : null;
  if (c && length >= c.length && (c.tail === null ? start === 0 : tail && fingerprint(tail) === c.tail.hash)) {
    messages = c.messages;
    assistants = c.assistants;
    let gap = [];
    if (start > c.length) gap = await studio.history.range(c.length, start);
    for (const t of gap.concat(turns)) {
      if (t.index >= c.length) { messages++; if (t.role === "assistant") assistants++; }
    }
  } else {
    const all = start === 0 ? turns : await studio.history.range(0, length);
    messages = all.length;
    assistants = all.filter((t) => t.role === "assistant").length;
  }
  const last = turns.length ? turns[turns.length - 1] : null;
  countCache = { length, messages, assistants, tail: last ? { index: last.index, hash: fingerprint(last) } : null };
  return { turns, messages, assistants };
}

function label(text) {
  const t = String(text);
  return JSON.stringify(t.length > REPORT_LABEL_CHARS ? t.slice(0, REPORT_LABEL_CHARS - 3) + "..." : t);
}

/** The activation line: which entries fired (name, comment or first key) and their tokens. */
function activationLine(result) {
  const fired = result.fired;
  const used = result.stats.used;
  const tokens = (n) => n + (n === 1 ? " token" : " tokens");
  let line;
  if (fired.length === 1) {
    line = `Lorebook: ${label(fired[0].label)} fired (${tokens(fired[0].tokens)})`;
  } else {
    const names = fired.slice(0, REPORT_NAMES).map((f) => `${label(f.label)} (${f.tokens})`);
    if (fired.length > REPORT_NAMES) names.push(`${fired.length - REPORT_NAMES} more`);
    line = `Lorebook: ${fired.length} entries fired, ${tokens(used)}: ${names.join(", ")}`;
  }
  if (result.stats.overflow) line += `; the ${result.stats.budget}-token budget left other matches out`;
  return line + ".";
}

/**
 * Log the activation once per turn. The turn is its latest user message; a later
 * request of it (after a tool round, or Continue) finds the conversation longer
 * than when the line was logged, and logs again only if the line changed. A
 * regenerated response starts at the same length again (the old response, its
 * line with it, left the history), so it gets its line too.
 */
function reportActivation(studio, id, length, turns, result) {
  if (!result.fired.length || !studio || typeof studio.log !== "function") return;
  let user = null;
  for (let i = turns.length - 1; i >= 0 && !user; i--) if (turns[i].role === "user") user = turns[i];
  const turn = user ? user.index + ":" + fingerprint(user) : "";
  const line = activationLine(result);
  const last = reported[id];
  if (last && last.turn === turn && length > last.at && last.line === line) return;
  reported[id] = { turn, at: length, line };
  studio.log(line);
}

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
    text = await readBook(studio, file);
  } catch (err) {
    warnOnce(store, studio, `Lorebook ${id}: could not read "${file}": ${err && err.message ? err.message : err}`);
    return null;
  }
  if (text == null) {
    warnOnce(store, studio, `Lorebook ${id}: the book "${file}" was not found in the context folder.`);
    return null;
  }

  const length = (context && context.conversationLength) || 0;
  const options = {
    characterName: (context && context.characterName) || "",
    userName: (context && context.userName) || "",
    quiet: !debug,
    scanDepth: option(config, "scanDepth"),
    tokenBudget: option(config, "tokenBudget"),
    contextWindow: context && typeof context.contextWindow === "number" ? context.contextWindow : undefined,
    tokenRatio: context && typeof context.tokenRatio === "number" ? context.tokenRatio : undefined,
    maxRecursion: option(config, "maxRecursion"),
    timeBudgetMs: option(config, "timeBudgetMs"),
    // Config "constantsFirst": false orders constant entries with the rest (SillyTavern).
    constantsFirst: !(config && config.constantsFirst === false),
    includeNames: !(config && config.includeNames === false),
  };
  let result;
  let turns;
  try {
    const book = lorebookEngine.prepare(String(text), options);
    if (book.indexMs > 50) say(`indexed ${book.entries.length} entries in ${book.indexMs} ms (once per book)`);
    const shown = book.warnings.slice(0, 3);
    if (book.warnings.length > 3) shown.push(`${book.warnings.length - 3} more problems (see the @debug log)`);
    for (const w of shown) warnOnce(store, studio, `Lorebook "${file}": ${w}`);
    const depth = Math.max(book.deepest, options.scanDepth !== undefined ? options.scanDepth : book.scanDepth !== null ? book.scanDepth : lorebookEngine.DEFAULTS.scanDepth);
    const recent = await recentMessages(studio, length, depth);
    options.chatLength = recent.messages;
    options.assistantCount = recent.assistants;
    turns = recent.turns;
    result = lorebookEngine.scan(book, turns, store, options);
  } catch (err) {
    warnOnce(store, studio, `Lorebook "${file}" cannot be used: ${err && err.message ? err.message : err}`);
    return null;
  }
  for (const line of result.log) say(line);
  if (config.report !== false) reportActivation(studio, id, length, turns, result);
  if (result.stats.timedOut) warnOnce(store, studio, `Lorebook "${file}": a scan ran out of time; some entries were not checked (see the @debug log).`);
  return result.text ? result.text : null;
}
