/**
 * @agent studio.summary
 * @version 1.0
 * @description Long-term memory for long chats: keeps a rolling summary of the conversation older than its recent window and shows it to the model at the start of every request.
 *
 * @hook afterResponse
 * @preload true
 *
 * @api studio.history
 * @api studio.model
 */

/*
 * Why: the player's context budget leaves the oldest messages out of the
 * request once the conversation outgrows the model's window. This agent folds
 * those messages into a summary, so what was said at turn 5 still reaches the
 * model at turn 2,000.
 *
 * How: after each response, when at least `chunkMessages` messages older than
 * the newest `recentMessages` are not summarised yet, it asks the worker model
 * (studio.callModel, metered as a hook call) to merge them into the summary.
 * onLoad returns the summary, which the player puts in the preload block.
 *
 * Config (a composed entry in config.json may set any of them):
 *   recentMessages  entries near the end left to the history itself (default 24)
 *   chunkMessages   how many older entries to fold in at once (default 12)
 *   maxSummaryChars the summary's length cap (default 2400)
 *   maxTokens       the summarising call's reply cap (default 600)
 *   model           "worker" (default) or "main"
 *
 * Store: { summary: string, upTo: number (entries before it are summarised),
 *          updated: ISO time }
 */

const DEFAULTS = {
  recentMessages: 24,
  chunkMessages: 12,
  maxSummaryChars: 2400,
  maxTokens: 600,
  model: "worker",
};

const SYSTEM = [
  "You keep the running summary of a role-play conversation so it can continue after old messages are forgotten.",
  "Merge the new messages into the summary. Keep every concrete fact: names, places, numbers, promises, secrets, relationships, what each side wants, and open threads.",
  "Drop small talk. Write plain sentences in the third person, oldest events first. Answer with the updated summary only.",
].join(" ");

function settings(context) {
  const config = (context && context.config) || {};
  const out = {};
  for (const key of Object.keys(DEFAULTS)) {
    const value = config[key];
    out[key] = value === undefined || value === null ? DEFAULTS[key] : value;
  }
  for (const key of ["recentMessages", "chunkMessages", "maxSummaryChars", "maxTokens"]) {
    const n = Math.floor(Number(out[key]));
    out[key] = Number.isFinite(n) && n > 0 ? n : DEFAULTS[key];
  }
  out.model = out.model === "main" ? "main" : "worker";
  return out;
}

function transcript(turns) {
  return turns
    .map((t) => `${t.role === "user" ? "User" : "Character"}: ${String(t.content).trim()}`)
    .join("\n");
}

export function onLoad(store, studio, context) {
  if (!store.summary) return null;
  return "Summary of the earlier conversation (the oldest messages may no longer be shown):\n" + store.summary;
}

export async function onAfterResponse(event, store, studio, context) {
  const cfg = settings(context);
  const length = Number(context.conversationLength) || 0;
  const upTo = Number(store.upTo) || 0;
  const boundary = length - cfg.recentMessages;
  if (boundary - upTo < cfg.chunkMessages) return;
  if (!(studio && studio.history && typeof studio.history.range === "function")) return;
  if (typeof studio.callModel !== "function") return;
  let turns;
  try {
    turns = await studio.history.range(upTo, boundary);
  } catch (err) {
    studio.log(`summary: could not read the history: ${err && err.message ? err.message : err}`);
    return;
  }
  if (!Array.isArray(turns) || turns.length === 0) {
    store.upTo = boundary;
    return;
  }
  const request = [
    "Summary so far:",
    store.summary ? store.summary : "(none yet)",
    "",
    "New messages:",
    transcript(turns),
  ].join("\n");
  let reply;
  try {
    reply = await studio.callModel(SYSTEM, [{ role: "user", content: request }], cfg.maxTokens, {
      model: cfg.model,
      temperature: 0.2,
    });
  } catch (err) {
    // A spent token budget or a failed model call: keep the old summary and try later.
    studio.log(`summary: not updated: ${err && err.message ? err.message : err}`);
    return;
  }
  let text = String(reply || "").trim();
  if (!text) return;
  if (text.length > cfg.maxSummaryChars) text = text.slice(0, cfg.maxSummaryChars).trim() + "…";
  store.summary = text;
  store.upTo = boundary;
  store.updated = new Date().toISOString();
}
