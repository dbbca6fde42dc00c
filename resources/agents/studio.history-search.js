/**
 * @agent studio.history-search
 * @version 1.0
 * @description Lets the model search earlier messages of the conversation, including ones too old to be in its view.
 *
 * @tool search_history
 * @tool-description Search earlier messages of this conversation for a word or phrase (case-insensitive). Returns the newest matching messages with a snippet around each match.
 * @tool-params {"type":"object","properties":{"query":{"type":"string","minLength":1,"description":"Word or phrase to look for in earlier messages"}},"required":["query"],"additionalProperties":false}
 *
 * @api studio.history
 */

/*
 * Search: the whole query as one phrase first (studio.history.search is a
 * case-insensitive substring search). When the phrase is not found and the
 * query has several words, each word (3+ letters, at most 5) is searched and
 * messages containing more of the words rank first.
 *
 * Results: newest first, at most MAX_RESULTS messages and MAX_RESULT_CHARS
 * characters, each as "[#index] Role: ...snippet..." where index is the
 * message's position in the conversation.
 *
 * Store: not used.
 */

const MAX_RESULTS = 8;
const MAX_RESULT_CHARS = 3000;
const SNIPPET_RADIUS = 120;   // characters kept on each side of the match
const MAX_WORDS = 5;

function capitalise(role) {
  const r = String(role || "");
  return r ? r.charAt(0).toUpperCase() + r.slice(1) : "Message";
}

/** A one-line excerpt of `content` centred on the first of `needles` found. */
function snippet(content, needles) {
  const text = String(content).replace(/\s+/g, " ").trim();
  const lower = text.toLowerCase();
  let at = -1;
  let len = 0;
  for (const n of needles) {
    const i = lower.indexOf(n);
    if (i >= 0 && (at < 0 || i < at)) {
      at = i;
      len = n.length;
    }
  }
  if (at < 0) {
    return text.length > 2 * SNIPPET_RADIUS ? text.slice(0, 2 * SNIPPET_RADIUS) + "…" : text;
  }
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, at + len + SNIPPET_RADIUS);
  return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
}

export async function onToolCall(toolName, args, store, studio, context) {
  const query = args && args.query != null ? String(args.query).replace(/\s+/g, " ").trim() : "";
  if (!query) return "Please give a word or phrase to search for.";

  if (!(studio && studio.history && typeof studio.history.search === "function")) {
    return "Error: this player does not provide studio.history.search, so the conversation cannot be searched.";
  }

  const lowerQuery = query.toLowerCase();
  let needles = [lowerQuery];
  // index -> { turn, score }
  const found = {};
  try {
    const exact = await studio.history.search(query);
    for (const t of Array.isArray(exact) ? exact : []) found[t.index] = { turn: t, score: 1000 };

    if (Object.keys(found).length === 0) {
      const words = [];
      for (const w of lowerQuery.split(" ")) {
        const word = w.replace(/^[.,;:!?"'`()\[\]{}<>*_-]+|[.,;:!?"'`()\[\]{}<>*_-]+$/g, "");
        if (word.length >= 3 && words.indexOf(word) < 0) words.push(word);
      }
      if (words.length > 1) {
        needles = words.slice(0, MAX_WORDS);
        for (const w of needles) {
          const hits = await studio.history.search(w);
          for (const t of Array.isArray(hits) ? hits : []) {
            if (found[t.index]) found[t.index].score += 1;
            else found[t.index] = { turn: t, score: 1 };
          }
        }
      }
    }
  } catch (err) {
    return `Error: the conversation could not be searched: ${err && err.message ? err.message : err}`;
  }

  const matches = Object.keys(found).map((k) => found[k]);
  if (matches.length === 0) return `No earlier message mentions "${query}".`;

  // Best word coverage first, then newest first.
  matches.sort((a, b) => b.score - a.score || b.turn.index - a.turn.index);

  const total = matches.length;
  const phrase = needles.length === 1;
  let out = phrase
    ? `${total} message${total === 1 ? "" : "s"} mention "${query}" (newest first):`
    : `No message contains the exact phrase "${query}"; ${total} message${total === 1 ? "" : "s"} contain some of its words (best match, then newest, first):`;
  let shown = 0;
  for (const m of matches) {
    if (shown >= MAX_RESULTS) break;
    const line = `\n[#${m.turn.index}] ${capitalise(m.turn.role)}: ${snippet(m.turn.content, needles)}`;
    if (out.length + line.length > MAX_RESULT_CHARS) break;
    out += line;
    shown++;
  }
  if (shown < total) out += `\n[${total - shown} older or weaker match${total - shown === 1 ? "" : "es"} not shown; search for something more specific.]`;
  return out;
}
