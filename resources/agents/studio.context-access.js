/**
 * @agent studio.context-access
 * @version 1.0
 * @description Lets the model look things up in one context file (named by contextFile in the composed agents entry) instead of carrying the whole file in every request.
 *
 * @tool context_lookup
 * @tool-description Search the character's reference file for passages about a topic. Give a few keywords; the best-matching lines or paragraphs are returned.
 * @tool-params {"type":"object","properties":{"query":{"type":"string","minLength":1,"description":"Keywords to look for, e.g. 'northern kingdom king'"}},"required":["query"],"additionalProperties":false}
 *
 * @api studio.context
 */

/*
 * Composed use (config.json):
 *
 *   { "id": "aria.lore", "implementation": "studio.context-access",
 *     "contextFile": ".lore.txt" }
 *
 * The player names the tool after the entry id (aria.lore -> "lore"), so
 * onToolCall answers whatever tool name it is called with.
 *
 * Matching: the file is split into paragraphs (blank-line separated); a long
 * multi-line paragraph (a list, a table) is split into its lines. A section
 * matches when it contains at least one query word (case-insensitive
 * substring, so "dragon" also finds "dragons"). Sections are ranked by the
 * number of distinct query words they contain, then by how often they occur,
 * then by their position in the file. Very common words ("the", "of", ...)
 * are ignored unless the query has nothing else.
 *
 * Store: not used.
 */

const MAX_RESULT_CHARS = 4000;   // cap on the text returned to the model
const LONG_PARAGRAPH = 800;      // paragraphs longer than this are split into lines
const MAX_QUERY_WORDS = 12;

const STOP_WORDS = [
  "a", "an", "and", "are", "as", "at", "be", "by", "did", "do", "does", "for",
  "from", "has", "have", "how", "i", "in", "is", "it", "its", "me", "my", "of",
  "on", "or", "the", "their", "there", "this", "to", "was", "were", "what",
  "when", "where", "which", "who", "why", "with", "about", "tell", "you", "your",
];

/** Lower-cased distinct query words, stop words dropped when possible. */
function queryWords(query) {
  const all = String(query)
    .toLowerCase()
    .split(/[\s.,;:!?"'`()\[\]{}<>\/\\|*#=+~^&@%$]+/)
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter((w) => w.length > 0);
  const distinct = [];
  for (const w of all) if (distinct.indexOf(w) < 0) distinct.push(w);
  const meaningful = distinct.filter((w) => STOP_WORDS.indexOf(w) < 0);
  return (meaningful.length ? meaningful : distinct).slice(0, MAX_QUERY_WORDS);
}

/** The file as searchable sections (paragraphs, long ones split into lines). */
function sections(text) {
  const out = [];
  const paragraphs = String(text).replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  for (const p of paragraphs) {
    const para = p.replace(/^\s*\n|\s+$/g, "");
    if (!para.trim()) continue;
    if (para.length > LONG_PARAGRAPH && para.indexOf("\n") >= 0) {
      for (const line of para.split("\n")) if (line.trim()) out.push(line.replace(/\s+$/, ""));
    } else {
      out.push(para);
    }
  }
  return out;
}

function countOccurrences(haystack, needle) {
  let n = 0;
  let i = haystack.indexOf(needle);
  while (i >= 0) {
    n++;
    i = haystack.indexOf(needle, i + needle.length);
  }
  return n;
}

export async function onToolCall(toolName, args, store, studio, context) {
  const config = (context && context.config) || {};
  const file = typeof config.contextFile === "string" ? config.contextFile.trim() : "";
  if (!file) {
    return "Error: this lookup tool is not configured (its agents entry in config.json needs a \"contextFile\").";
  }
  const query = args && args.query != null ? String(args.query).trim() : "";
  if (!query) return "Please give a query: a few keywords to look for.";

  if (!(studio && studio.context && typeof studio.context.readFile === "function")) {
    return "Error: this player does not provide studio.context.readFile, so the file cannot be searched.";
  }

  let text;
  try {
    text = await studio.context.readFile(file);
  } catch (err) {
    return `Error: could not read the context file "${file}": ${err && err.message ? err.message : err}`;
  }
  if (text == null) return `The context file "${file}" was not found, so there is nothing to search.`;
  if (!String(text).trim()) return `The context file "${file}" is empty.`;

  const words = queryWords(query);
  if (words.length === 0) return "Please give a query with at least one word to look for.";

  // Score every section.
  const scored = [];
  sections(text).forEach((section, position) => {
    const lower = section.toLowerCase();
    let matched = 0;
    let hits = 0;
    for (const w of words) {
      const n = countOccurrences(lower, w);
      if (n > 0) {
        matched++;
        hits += n;
      }
    }
    if (matched > 0) scored.push({ section, position, matched, hits });
  });

  if (scored.length === 0) {
    return `Nothing in "${file}" matches "${query}". Try other or fewer keywords.`;
  }

  scored.sort((a, b) => b.matched - a.matched || b.hits - a.hits || a.position - b.position);

  // Take the best sections until the cap.
  const header = `${scored.length} passage${scored.length === 1 ? "" : "s"} in "${file}" match "${query}" (best first):`;
  let out = header;
  let shown = 0;
  for (const s of scored) {
    const piece = "\n\n" + s.section;
    if (out.length + piece.length > MAX_RESULT_CHARS) {
      if (shown === 0) {
        // Even the best section is too long: return the start of it.
        out += piece.slice(0, MAX_RESULT_CHARS - out.length - 20) + " [...]";
        shown = 1;
      }
      break;
    }
    out += piece;
    shown++;
  }
  if (shown < scored.length) {
    out += `\n\n[${scored.length - shown} more matching passage${scored.length - shown === 1 ? "" : "s"} not shown; use more specific keywords to narrow the search.]`;
  }
  return out;
}
