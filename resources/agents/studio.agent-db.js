/**
 * @agent studio.agent-db
 * @version 1.0
 * @description Lets the model look up records in a JSON data file (named by contextFile in the composed agents entry): by key, or by filtering on a field.
 *
 * @tool db_lookup
 * @tool-description Look up records in the character's data table. Give key to fetch one record; give field and value to filter records (text matches if it contains value, ignoring case); give only value to search every field; give nothing to see the keys and fields available.
 * @tool-params {"type":"object","properties":{"key":{"type":"string","description":"The record's key or id"},"field":{"type":"string","description":"Field to filter on or to return (dotted paths like specs.engine work)"},"value":{"type":["string","number","boolean"],"description":"Value the field must contain (text) or equal (number, true/false)"},"limit":{"type":"integer","minimum":1,"maximum":50,"description":"Most records to return (default 10)"}},"additionalProperties":false}
 *
 * @api studio.context
 */

/*
 * Composed use (config.json):
 *
 *   { "id": "char.cars-db", "implementation": "studio.agent-db",
 *     "contextFile": ".cars.json" }
 *
 * The player names the tool after the entry id (char.cars-db -> "cars_db"),
 * so onToolCall answers whatever tool name it is called with.
 *
 * The data file holds either
 *   - an array of records:   [{"id": "mustang", "make": "Ford", ...}, ...]
 *     (a record's key is its "id", else "key", else "name", else its
 *     position in the array), or
 *   - an object keyed by id: {"mustang": {"make": "Ford", ...}, ...}.
 *
 * Queries (all parameters optional):
 *   key                 -> that record (key match ignores case)
 *   key + field         -> just that field of the record
 *   field + value       -> records whose field matches: strings contain the
 *                          value (ignoring case), numbers and booleans are
 *                          equal; a list field matches if any item does
 *   value               -> records where any field matches
 *   field               -> that field of every record, as {key: value}
 *   nothing             -> an overview: record count, keys, field names
 *   limit               -> most records returned (default 10, at most 50)
 *
 * Results are compact JSON: the records as they are in the file (an array
 * for array files, an object keyed by id for keyed files) after a one-line
 * summary. Output is capped at MAX_RESULT_CHARS with a note saying how many
 * records were left out.
 *
 * Store: not used (the data file is read on every call, so edits to it show
 * up at once).
 */

const MAX_RESULT_CHARS = 4000;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
const MAX_KEYS_LISTED = 60;

function errText(err) {
  return err && err.message ? err.message : String(err);
}

/** Normalise the parsed data into [{ key, record }], or a string on error. */
function entriesOf(data, file) {
  if (Array.isArray(data)) {
    return {
      keyed: false,
      entries: data.map((record, i) => {
        let key = String(i);
        if (record && typeof record === "object" && !Array.isArray(record)) {
          for (const f of ["id", "key", "name"]) {
            const v = record[f];
            if (typeof v === "string" || typeof v === "number") {
              key = String(v);
              break;
            }
          }
        }
        return { key, record };
      }),
    };
  }
  if (data && typeof data === "object") {
    return { keyed: true, entries: Object.keys(data).map((k) => ({ key: k, record: data[k] })) };
  }
  return `Error: the data file "${file}" must hold a JSON array of records or an object keyed by id, not ${data === null ? "null" : typeof data}.`;
}

/** The value at a (possibly dotted) field path; field names ignore case. */
function getField(record, path) {
  let cur = record;
  for (const part of String(path).split(".")) {
    if (cur == null || typeof cur !== "object") return undefined;
    if (Object.prototype.hasOwnProperty.call(cur, part)) {
      cur = cur[part];
      continue;
    }
    const lower = part.toLowerCase();
    const match = Object.keys(cur).find((k) => k.toLowerCase() === lower);
    if (match === undefined) return undefined;
    cur = cur[match];
  }
  return cur;
}

/** Does a field value match the wanted value? */
function matches(fieldValue, wanted) {
  if (fieldValue === undefined || fieldValue === null) return false;
  if (Array.isArray(fieldValue)) return fieldValue.some((v) => matches(v, wanted));
  if (typeof fieldValue === "object") {
    return Object.keys(fieldValue).some((k) => matches(fieldValue[k], wanted));
  }
  if (typeof wanted === "number") {
    return typeof fieldValue === "number"
      ? fieldValue === wanted
      : String(fieldValue).trim() !== "" && Number(fieldValue) === wanted;
  }
  if (typeof wanted === "boolean") {
    return fieldValue === wanted || String(fieldValue).toLowerCase() === String(wanted);
  }
  return String(fieldValue).toLowerCase().indexOf(String(wanted).toLowerCase()) >= 0;
}

/** Field names used across the records (first level), in first-seen order. */
function fieldNames(entries) {
  const names = [];
  for (const e of entries) {
    if (e.record && typeof e.record === "object" && !Array.isArray(e.record)) {
      for (const k of Object.keys(e.record)) if (names.indexOf(k) < 0) names.push(k);
    }
  }
  return names;
}

/** Serialise as many entries as fit the cap; returns the result text. */
function render(summary, chosen, keyed, totalMatches, project) {
  let shown = 0;
  let body = "";
  for (let n = chosen.length; n >= 0; n--) {
    const part = chosen.slice(0, n);
    let json;
    if (keyed || project) {
      const obj = {};
      for (const e of part) obj[e.key] = project ? e.projected : e.record;
      json = JSON.stringify(obj);
    } else {
      json = JSON.stringify(part.map((e) => e.record));
    }
    if (summary.length + 1 + json.length <= MAX_RESULT_CHARS || n === 0) {
      body = json;
      shown = n;
      break;
    }
  }
  if (shown === 0 && chosen.length > 0) {
    // Not even one record fits: show the start of the first one.
    const first = keyed || project
      ? JSON.stringify({ [chosen[0].key]: project ? chosen[0].projected : chosen[0].record })
      : JSON.stringify([chosen[0].record]);
    body = first.slice(0, MAX_RESULT_CHARS - summary.length - 120) + "…";
    return `${summary}\n${body}\n[truncated: the first record alone is longer than ${MAX_RESULT_CHARS} characters; ask for one field of it with key + field.]`;
  }
  let out = `${summary}\n${body}`;
  if (shown < totalMatches) {
    out += `\n[truncated: showing ${shown} of ${totalMatches} matching records; narrow the filter or fetch records by key.]`;
  }
  return out;
}

export async function onToolCall(toolName, args, store, studio, context) {
  const config = (context && context.config) || {};
  const file = typeof config.contextFile === "string" ? config.contextFile.trim() : "";
  if (!file) {
    return "Error: this lookup tool is not configured (its agents entry in config.json needs a \"contextFile\").";
  }
  if (!(studio && studio.context && typeof studio.context.readFile === "function")) {
    return "Error: this player does not provide studio.context.readFile, so the data cannot be read.";
  }

  // Read and parse the data file.
  let text;
  try {
    text = await studio.context.readFile(file);
  } catch (err) {
    return `Error: could not read the data file "${file}": ${errText(err)}`;
  }
  if (text == null) return `Error: the data file "${file}" was not found.`;
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return `Error: the data file "${file}" is not valid JSON (${errText(err)}), so no records can be looked up. The character's author needs to fix the file.`;
  }
  const parsed = entriesOf(data, file);
  if (typeof parsed === "string") return parsed;
  const { keyed, entries } = parsed;

  const a = args && typeof args === "object" ? args : {};
  const key = a.key != null && String(a.key).trim() !== "" ? String(a.key).trim() : null;
  const field = a.field != null && String(a.field).trim() !== "" ? String(a.field).trim() : null;
  const hasValue = a.value !== undefined && a.value !== null && a.value !== "";
  const value = a.value;
  let limit = Number.isInteger(a.limit) ? a.limit : DEFAULT_LIMIT;
  limit = Math.max(1, Math.min(MAX_LIMIT, limit));

  if (entries.length === 0) return `The data file "${file}" has no records.`;

  // 1. Lookup by key.
  if (key !== null) {
    let hit = entries.find((e) => e.key === key);
    if (!hit) hit = entries.find((e) => e.key.toLowerCase() === key.toLowerCase());
    if (!hit) {
      const keys = entries.slice(0, MAX_KEYS_LISTED).map((e) => e.key);
      return `No record with key "${key}". Known keys: ${keys.join(", ")}${entries.length > keys.length ? `, … (${entries.length} in all)` : ""}`;
    }
    if (field !== null) {
      const v = getField(hit.record, field);
      if (v === undefined) {
        const names = hit.record && typeof hit.record === "object" ? Object.keys(hit.record).join(", ") : "";
        return `Record "${hit.key}" has no field "${field}".${names ? ` Its fields: ${names}` : ""}`;
      }
      return render(`Record "${hit.key}", field "${field}":`, [{ key: hit.key, projected: v }], keyed, 1, true);
    }
    return render(`Record "${hit.key}":`, [hit], keyed, 1, false);
  }

  // 2. Filter by field and/or value.
  if (hasValue) {
    const found = entries.filter((e) => (field !== null ? matches(getField(e.record, field), value) : matches(e.record, value)));
    const where = field !== null ? `${field} matching ${JSON.stringify(value)}` : `any field matching ${JSON.stringify(value)}`;
    if (found.length === 0) {
      const hint = field !== null && !entries.some((e) => getField(e.record, field) !== undefined)
        ? ` No record has a field "${field}"; fields: ${fieldNames(entries).join(", ")}.`
        : "";
      return `No records with ${where}.${hint}`;
    }
    const chosen = found.slice(0, limit);
    return render(`${found.length} record${found.length === 1 ? "" : "s"} with ${where}:`, chosen, keyed, found.length, false);
  }

  // 3. One field of every record.
  if (field !== null) {
    const withField = entries
      .map((e) => ({ key: e.key, projected: getField(e.record, field) }))
      .filter((e) => e.projected !== undefined);
    if (withField.length === 0) return `No record has a field "${field}". Fields: ${fieldNames(entries).join(", ")}.`;
    return render(`Field "${field}" of ${withField.length} record${withField.length === 1 ? "" : "s"} (by key):`,
      withField.slice(0, limit), keyed, withField.length, true);
  }

  // 4. Overview.
  const keys = entries.slice(0, MAX_KEYS_LISTED).map((e) => e.key);
  const fields = fieldNames(entries);
  return `The data file "${file}" has ${entries.length} record${entries.length === 1 ? "" : "s"}.\n` +
    `Keys: ${keys.join(", ")}${entries.length > keys.length ? ", …" : ""}\n` +
    (fields.length ? `Fields: ${fields.join(", ")}\n` : "") +
    "Look one up with key, or filter with field and value.";
}
