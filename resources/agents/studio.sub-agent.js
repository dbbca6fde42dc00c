/**
 * @agent studio.sub-agent
 * @version 1.0
 * @description The sub-agent runtime: answers a sub-agent's tool call (a name.subagent.md prompt file) with its own model call.
 *
 * (No @tool: each instance's tool is defined by its sub-agent's frontmatter.)
 *
 * @api studio.model
 * @api studio.context
 * @api studio.history
 * @api studio.grants
 */

/*
 * How a player uses this agent
 * ----------------------------
 * For each sub-agent entry (a "name.subagent.md" string, or a composed entry
 * with "implementation": "studio.sub-agent"), the player parses the prompt
 * file's frontmatter, applies the entry's overrides, and registers one
 * instance of this agent. The tool's name, description and parameters come
 * from the frontmatter (meta.name etc.), so onToolCall answers whatever tool
 * name it is called with. context.config is:
 *
 *   {
 *     "meta": {
 *       "name": "lorekeeper",          // tool name
 *       "description": "...",          // tool description
 *       "parameters": {...},           // JSON Schema of the call's args
 *       "model": "worker" | "main",    // default "worker"
 *       "history": "none" | "recent:N" | "all",   // default "none"
 *       "maxRounds": 5,                // used by the player's inner loop
 *       "maxTokens": 1024,             // reply cap for callModel
 *       "temperature": 0.7             // optional
 *     },
 *     "promptBody": "...",             // the prompt, static macros expanded
 *     "grants": { "shared": ["ids"], "private": ["short ids"] }
 *   }
 *
 * This runtime reads only meta and promptBody (and tolerates missing meta
 * fields). Grant fields, in whatever shape the player passes them (Studio's
 * engine sends "sharedAgents"/"privateAgents"), are the player's business:
 * it resolves them and runs the granted tools inside callModel.
 *
 * DECISION: which macros are expanded where
 * -----------------------------------------
 * The player pre-expands the package-static macros into promptBody before
 * registering the instance, because they never change during play:
 *   %%CHARACTER_NAME%%, %%CHARACTER_INSTRUCTIONS%%, %%DESCRIPTION%%,
 *   %%CONTEXT%%, %%CONTEXT:file%%
 * This runtime expands only the dynamic ones, at every call:
 *   %%HISTORY%%     the history tier (meta.history) as "Role: text" lines
 *                   ("User" / "Assistant"); none -> "", recent:N -> the
 *                   last N user/assistant messages, all -> every message
 *   %%STORE:ref%%   await studio.grants.readStore(ref) as pretty JSON, or a
 *                   short bracketed note when the grant cannot be read
 *   %%ARGS%%        the call's arguments as JSON
 * Defensive fallbacks, for a player that did not pre-expand: a leftover
 * %%CHARACTER_NAME%% becomes context.characterName and a leftover
 * %%CONTEXT:file%% is read through studio.context.readFile. Any other
 * %%MACRO%% is left exactly as it is.
 *
 * The model call
 * --------------
 *   studio.callModel(expandedPrompt,
 *                    [{ role: "user", content: JSON.stringify(args) }],
 *                    meta.maxTokens, { model: meta.model, temperature })
 * The player runs the granted-tools inner loop inside callModel (it knows
 * this instance's grants and meta.maxRounds) and resolves with the final
 * reply text, which becomes the tool result. A rejected call (budget spent,
 * timeout, provider error) becomes a short explanatory tool result; this
 * agent never throws at the model.
 *
 * Store: not used.
 */

const MAX_HISTORY_CHARS = 60000;  // newest history kept when %%HISTORY%% is huge
const MAX_STORE_CHARS = 20000;    // cap on one %%STORE:ref%% expansion
const DEFAULT_MAX_TOKENS = 1024;

const MACRO = /%%([A-Z][A-Z0-9_]*)(?::([^%\r\n]*))?%%/g;

function errText(err) {
  return err && err.message ? err.message : String(err);
}

function capitalise(role) {
  const r = String(role || "");
  return r ? r.charAt(0).toUpperCase() + r.slice(1) : r;
}

/** Parse meta.history: { kind: "none" } | { kind: "recent", n } | { kind: "all" }. */
function historyTier(value) {
  const v = String(value == null ? "none" : value).trim().toLowerCase();
  if (v === "all") return { kind: "all" };
  const m = /^recent\s*:\s*(\d+)$/.exec(v);
  if (m && Number(m[1]) > 0) return { kind: "recent", n: Number(m[1]) };
  return { kind: "none" };
}

/** Only user/assistant turns with text. */
function conversational(turns) {
  return (Array.isArray(turns) ? turns : []).filter(
    (t) => t && (t.role === "user" || t.role === "assistant") && typeof t.content === "string" && t.content.trim() !== ""
  );
}

/** The %%HISTORY%% text for this call. */
async function historyText(tier, studio, context) {
  if (tier.kind === "none") return "";
  if (!(studio && studio.history && typeof studio.history.range === "function")) {
    return "[conversation history is not available in this player]";
  }
  const length = Math.max(0, Number(context && context.conversationLength) || 0);
  let turns;
  if (tier.kind === "all") {
    turns = conversational(await studio.history.range(0, length));
  } else {
    // The conversation also holds tool, log and error entries, so a window
    // of N entries may hold fewer than N messages: widen it until it does.
    let window = Math.max(tier.n * 3, tier.n + 10);
    for (;;) {
      const start = Math.max(0, length - window);
      turns = conversational(await studio.history.range(start, length));
      if (turns.length >= tier.n || start === 0) break;
      window *= 4;
    }
    turns = turns.slice(Math.max(0, turns.length - tier.n));
  }
  const lines = turns.map((t) => `${capitalise(t.role)}: ${t.content}`);
  // Keep the newest messages when the history is very long.
  let text = lines.join("\n");
  if (text.length > MAX_HISTORY_CHARS) {
    const kept = [];
    let size = 0;
    for (let i = lines.length - 1; i >= 0; i--) {
      if (size + lines[i].length + 1 > MAX_HISTORY_CHARS) break;
      kept.unshift(lines[i]);
      size += lines[i].length + 1;
    }
    text = "[earlier messages omitted]\n" + kept.join("\n");
  }
  return text;
}

/** The %%STORE:ref%% text for one ref. */
async function storeText(ref, studio) {
  if (!(studio && studio.grants && typeof studio.grants.readStore === "function")) {
    return `[store "${ref}" unavailable: this player does not provide studio.grants.readStore]`;
  }
  try {
    const snapshot = await studio.grants.readStore(ref);
    let text = JSON.stringify(snapshot == null ? {} : snapshot, null, 2);
    if (text.length > MAX_STORE_CHARS) text = text.slice(0, MAX_STORE_CHARS) + "\n[store truncated]";
    return text;
  } catch (err) {
    return `[store "${ref}" unavailable: ${errText(err)}]`;
  }
}

/** Expand the dynamic macros in the prompt body. */
async function expandPrompt(body, args, meta, studio, context) {
  const found = [];
  let m;
  MACRO.lastIndex = 0;
  while ((m = MACRO.exec(body)) !== null) found.push({ text: m[0], name: m[1], arg: m[2] });
  if (found.length === 0) return body;

  // Resolve each distinct macro once.
  const values = {};
  let history = null;
  for (const f of found) {
    if (Object.prototype.hasOwnProperty.call(values, f.text)) continue;
    let value = null; // null: leave the macro as it is
    if (f.name === "HISTORY" && f.arg === undefined) {
      if (history === null) {
        try {
          history = await historyText(historyTier(meta.history), studio, context);
        } catch (err) {
          history = `[conversation history unavailable: ${errText(err)}]`;
        }
      }
      value = history;
    } else if (f.name === "STORE" && f.arg !== undefined && f.arg.trim() !== "") {
      value = await storeText(f.arg.trim(), studio);
    } else if (f.name === "ARGS" && f.arg === undefined) {
      value = JSON.stringify(args);
    } else if (f.name === "CHARACTER_NAME" && f.arg === undefined && context && typeof context.characterName === "string") {
      value = context.characterName; // fallback: normally pre-expanded
    } else if (f.name === "CONTEXT" && f.arg !== undefined && f.arg.trim() !== "" &&
               studio && studio.context && typeof studio.context.readFile === "function") {
      try { // fallback: normally pre-expanded
        const text = await studio.context.readFile(f.arg.trim());
        value = text == null ? `[context file "${f.arg.trim()}" not found]` : String(text);
      } catch (err) {
        value = `[context file "${f.arg.trim()}" unavailable: ${errText(err)}]`;
      }
    }
    values[f.text] = value;
  }

  // Substitute in one pass (so inserted text is never expanded again).
  return body.replace(MACRO, (text) => (values[text] === null || values[text] === undefined ? text : values[text]));
}

export async function onToolCall(toolName, args, store, studio, context) {
  const config = (context && context.config) || {};
  const meta = config.meta && typeof config.meta === "object" ? config.meta : {};
  const name = meta.name || toolName || "sub-agent";
  const callArgs = args && typeof args === "object" ? args : {};

  if (typeof config.promptBody !== "string") {
    return `Error: the ${name} sub-agent is not configured (no prompt body was registered).`;
  }
  if (!(studio && typeof studio.callModel === "function")) {
    return `The ${name} sub-agent cannot answer: this player does not provide studio.callModel.`;
  }

  let prompt;
  try {
    prompt = await expandPrompt(config.promptBody, callArgs, meta, studio, context);
  } catch (err) {
    return `The ${name} sub-agent could not prepare its prompt: ${errText(err)}`;
  }

  const maxTokens = Number.isInteger(meta.maxTokens) ? meta.maxTokens : DEFAULT_MAX_TOKENS;
  const opts = { model: meta.model === "main" ? "main" : "worker" };
  if (typeof meta.temperature === "number") opts.temperature = meta.temperature;

  let reply;
  try {
    reply = await studio.callModel(prompt, [{ role: "user", content: JSON.stringify(callArgs) }], maxTokens, opts);
  } catch (err) {
    return `The ${name} sub-agent could not answer: ${errText(err)}`;
  }
  if (reply == null) return `The ${name} sub-agent returned no answer.`;
  const text = typeof reply === "string" ? reply : JSON.stringify(reply);
  return text.trim() ? text : `The ${name} sub-agent returned an empty answer.`;
}
