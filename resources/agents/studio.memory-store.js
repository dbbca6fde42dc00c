/**
 * @agent studio.memory-store
 * @version 1.0
 * @description Remembers facts across the conversation: the model saves and deletes named memories, and every saved memory is shown to the model at the start of each request.
 *
 * @tool memory_save
 * @tool-description Save or update a named memory (a fact worth remembering for the rest of the conversation, e.g. the user's name or a promise made). Saving an existing key replaces its value.
 * @tool-params {"type":"object","properties":{"key":{"type":"string","minLength":1,"maxLength":80,"description":"Short name for the memory, e.g. user_name"},"value":{"type":"string","minLength":1,"maxLength":500,"description":"What to remember"}},"required":["key","value"],"additionalProperties":false}
 *
 * @tool memory_delete
 * @tool-description Delete a named memory that is no longer true or no longer needed.
 * @tool-params {"type":"object","properties":{"key":{"type":"string","minLength":1,"maxLength":80,"description":"Name of the memory to delete"}},"required":["key"],"additionalProperties":false}
 *
 * @command @memory memoryCommand
 * @command @forget forgetCommand
 *
 * @preload true
 */

/*
 * Store shape (one store per conversation):
 *
 *   {
 *     "memories": {
 *       "<key>": {
 *         "value": "<string>",          // what is remembered
 *         "updated": "<ISO 8601 time>",  // when it was last saved
 *         "toolCallId": 7                // only when saved by a model tool call:
 *       },                               // the context.toolCallId of that call
 *       ...
 *     }
 *   }
 *
 * Keys are unique case-insensitively ("User_Name" replaces "user_name"; the
 * newest spelling is kept). Memories keep their insertion order, which is the
 * order they are listed to the model.
 *
 * A default state file (studio.memory-store.agent.json) can seed memories
 * with the same shape; plain string values ({"memories": {"k": "v"}}) are
 * accepted too.
 */

// Caps keep the preload block (sent with every request) small.
const MAX_KEY_LENGTH = 80;
const MAX_VALUE_LENGTH = 500;
const MAX_MEMORIES = 100;

// ---------------------------------------------------------------- helpers

/** The memories map, created (or repaired) if missing. Tolerates an empty
 * list, which is how a Lua agent sharing the store would leave an empty map. */
function memories(store) {
  const m = store.memories;
  if (!m || typeof m !== "object" || Array.isArray(m)) {
    store.memories = {};
  }
  return store.memories;
}

/** A memory's value as text, whichever shape it was stored in. */
function valueOf(entry) {
  if (entry && typeof entry === "object") {
    return entry.value == null ? "" : String(entry.value);
  }
  return entry == null ? "" : String(entry);
}

/** Collapse whitespace in a key; keys are single-line labels. */
function normaliseKey(key) {
  return String(key == null ? "" : key).replace(/\s+/g, " ").trim();
}

/** The stored key matching `key` case-insensitively, or null. */
function findKey(map, key) {
  if (Object.prototype.hasOwnProperty.call(map, key)) return key;
  const lower = key.toLowerCase();
  for (const k of Object.keys(map)) {
    if (k.toLowerCase() === lower) return k;
  }
  return null;
}

/** Save a memory. Returns { ok, message } — message is for the caller. */
function save(store, rawKey, rawValue, context) {
  const key = normaliseKey(rawKey);
  const value = String(rawValue == null ? "" : rawValue).trim();
  if (!key) return { ok: false, message: "Error: the memory key must not be empty." };
  if (!value) return { ok: false, message: "Error: the memory value must not be empty (use memory_delete to remove a memory)." };
  if (key.length > MAX_KEY_LENGTH) {
    return { ok: false, message: `Error: the memory key is too long (${key.length} characters, at most ${MAX_KEY_LENGTH}).` };
  }
  if (value.length > MAX_VALUE_LENGTH) {
    return { ok: false, message: `Error: the memory value is too long (${value.length} characters, at most ${MAX_VALUE_LENGTH}). Save a shorter summary.` };
  }

  const map = memories(store);
  const existing = findKey(map, key);
  if (existing === null && Object.keys(map).length >= MAX_MEMORIES) {
    return { ok: false, message: `Error: memory is full (${MAX_MEMORIES} memories). Delete one that is no longer needed first.` };
  }

  const entry = { value: value, updated: new Date().toISOString() };
  // Remember which tool call created this memory, so hooks (e.g. a user
  // edit removing that call) can tell later. Commands carry no id.
  if (context && typeof context.toolCallId === "number") entry.toolCallId = context.toolCallId;

  if (existing !== null && existing !== key) {
    // Same key, new spelling: rebuild so the memory keeps its position.
    const rebuilt = {};
    for (const k of Object.keys(map)) {
      if (k === existing) rebuilt[key] = entry;
      else rebuilt[k] = map[k];
    }
    store.memories = rebuilt;
  } else {
    map[key] = entry;
  }

  const previous = existing === null ? null : valueOf(map[existing]);
  return { ok: true, key: key, value: value, updated: existing !== null, previous: previous };
}

/** Delete a memory. Returns the deleted key and value, or null if absent. */
function remove(store, rawKey) {
  const map = memories(store);
  const key = findKey(map, normaliseKey(rawKey));
  if (key === null) return null;
  const value = valueOf(map[key]);
  delete map[key];
  return { key: key, value: value };
}

function log(studio, message) {
  if (studio && typeof studio.log === "function") studio.log(message);
}

function toast(studio, message) {
  if (studio && typeof studio.toast === "function") studio.toast(message);
}

// ---------------------------------------------------------------- exports

/** Preload: the saved memories as a compact markdown section, or null. */
export function onLoad(store, studio, context) {
  const map = memories(store);
  const keys = Object.keys(map);
  if (keys.length === 0) return null;
  const lines = keys.map((k) => `- ${k}: ${valueOf(map[k]).replace(/\s*\n\s*/g, " ")}`);
  return "## Saved memories\n" +
    "Facts remembered earlier in this conversation (update them with memory_save, remove them with memory_delete):\n" +
    lines.join("\n");
}

export function onToolCall(toolName, args, store, studio, context) {
  const a = args && typeof args === "object" ? args : {};

  if (toolName === "memory_save") {
    const r = save(store, a.key, a.value, context);
    if (!r.ok) return r.message;
    log(studio, `Memory stored: ${r.key} = ${r.value}`);
    return r.updated
      ? `Updated memory "${r.key}": ${r.value} (was: ${r.previous})`
      : `Saved memory "${r.key}": ${r.value}`;
  }

  if (toolName === "memory_delete") {
    const key = normaliseKey(a.key);
    if (!key) return "Error: give the key of the memory to delete.";
    const r = remove(store, key);
    if (!r) {
      const known = Object.keys(memories(store));
      return known.length
        ? `No memory named "${key}". Saved keys: ${known.join(", ")}`
        : `No memory named "${key}" (no memories are saved).`;
    }
    log(studio, `Memory deleted: ${r.key} (was: ${r.value})`);
    return `Deleted memory "${r.key}".`;
  }

  return `Error: studio.memory-store has no tool named ${toolName}.`;
}

/** @memory key = value — returns a validation string on bad input. */
export function memoryCommand(args, store, studio, context) {
  const text = String(args == null ? "" : args).trim();
  const eq = text.indexOf("=");
  if (eq < 0) return "Usage: @memory key = value";
  const key = text.slice(0, eq).trim();
  const value = text.slice(eq + 1).trim();
  if (!key || !value) return "Usage: @memory key = value (both the key and the value are required)";
  const r = save(store, key, value, context);
  if (!r.ok) return r.message.replace(/^Error: /, "");
  log(studio, `Memory stored: ${r.key} = ${r.value}`);
  toast(studio, r.updated ? `Memory updated: ${r.key}` : `Memory stored: ${r.key}`);
  return undefined;
}

/** @forget key — returns a validation string when there is no such memory. */
export function forgetCommand(args, store, studio, context) {
  const key = normaliseKey(args);
  if (!key) return "Usage: @forget key";
  const r = remove(store, key);
  if (!r) return `No memory named "${key}".`;
  log(studio, `Memory deleted: ${r.key} (was: ${r.value})`);
  toast(studio, `Memory deleted: ${r.key}`);
  return undefined;
}
