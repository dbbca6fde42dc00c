// What world-info.js needs from the SillyTavern app around it, written for the
// comparison test (no SillyTavern code here): settings and state as a fresh install
// has them, macros limited to {{char}}/{{user}}, and the token count the project's
// scan uses (UTF-8 bytes / 4, rounded up), so both budgets measure the same thing.

export const names = { char: "Aria", user: "Sam" };

/** Anything: every property and call gives itself back (for command registrations). */
export const inert = new Proxy(function () {}, {
  get: (_t, prop) => (prop === Symbol.toPrimitive ? () => "" : prop === "length" ? 0 : inert),
  apply: () => inert,
  construct: () => inert,
});
export function missing(name) {
  // A name the scan never calls during checkWorldInfo: a function that says so.
  return function () { throw new Error(`stub ${name} called`); };
}

// script.js
export const chat_metadata = {};
export let this_chid = undefined;
export const characters = [];
export const menu_type = "";
export const name1 = "Sam";
export const event_types = {};
export const eventSource = { emit: async () => {}, on: () => {}, makeFirst: () => {}, makeLast: () => {} };
export const extension_prompt_roles = { SYSTEM: 0, USER: 1, ASSISTANT: 2 };
export function substituteParams(text) {
  if (typeof text !== "string") return text;
  return text.replace(/\{\{char\}\}/gi, names.char).replace(/\{\{user\}\}/gi, names.user);
}
export function getRequestHeaders() { return {}; }
export async function getExtensionPromptByName() { return ""; }
export function saveSettings() {}
export function saveSettingsDebounced() {}
export function saveCharacterDebounced() {}
export async function saveMetadata() {}
export function getCurrentChatId() { return "chat"; }

// utils.js
export function debounce(fn) { return fn; }
export function cancelDebounce() {}
export function escapeRegex(text) { return String(text).replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&"); }
export function getStringHash(text) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}
export function getCharaFilename() { return names.char; }
export function onlyUnique(value, index, array) { return array.indexOf(value) === index; }
export function isTrueBoolean(v) { return ["on", "true", "1", "yes"].includes(String(v).trim().toLowerCase()); }
export function isFalseBoolean(v) { return ["off", "false", "0", "no"].includes(String(v).trim().toLowerCase()); }
export function parseStringArray(v) { try { const a = JSON.parse(v); return Array.isArray(a) ? a : null; } catch { return null; } }
export function equalsIgnoreCaseAndAccents(a, b) { return String(a).toLowerCase() === String(b).toLowerCase(); }
export function uuidv4() { return "00000000-0000-4000-8000-000000000000"; }
export const PAGINATION_TEMPLATE = "";
export const navigation_option = {};

// extensions.js, authors-note.js, power-user.js, tags.js, constants.js
export const extension_settings = { note: { allowWIScan: false } };
export function getContext() {
  return { extensionPrompts: {}, tagMap: {}, tags: [], characters, chat: [], setExtensionPrompt() {} };
}
export const NOTE_MODULE_NAME = "2_floating_prompt";
export const metadata_keys = {};
export const shouldWIAddPrompt = false;
export function isMobile() { return false; }
export const FILTER_TYPES = {};
export class FilterHelper { constructor() {} }
export async function getTokenCountAsync(text) { return Math.ceil(Buffer.byteLength(String(text || ""), "utf8") / 4); }
export const power_user = { persona_description_lorebook: "" };
export function getTagKeyForEntity() { return null; }
export const debounce_timeout = { relaxed: 1000, standard: 300, quick: 100 };
export const GENERATION_TYPE_TRIGGERS = ["normal", "continue", "impersonate", "swipe", "regenerate", "quiet"];

// extensions/regex/engine.js: no regex scripts in the comparison
export function getRegexedString(text) { return text; }
export const regex_placement = { USER_INPUT: 1, AI_OUTPUT: 2, SLASH_COMMAND: 3, WORLD_INFO: 5, REASONING: 6 };

// slash commands, popups, templates, i18n, storage: only the editor and commands use them
export const SlashCommandParser = inert;
export const SlashCommand = inert;
export const SlashCommandArgument = inert;
export const SlashCommandNamedArgument = inert;
export const SlashCommandEnumValue = inert;
export const SlashCommandClosure = inert;
export const ARGUMENT_TYPE = inert;
export const enumTypes = inert;
export const commonEnumProviders = inert;
export const enumIcons = inert;
export const Popup = inert;
export const POPUP_RESULT = {};
export const POPUP_TYPE = {};
export async function callGenericPopup() { return null; }
export async function renderTemplateAsync() { return ""; }
export function t(strings, ...values) {
  return Array.isArray(strings) ? strings.reduce((out, s, i) => out + s + (i < values.length ? values[i] : ""), "") : String(strings);
}
export const accountStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
export const user_avatar = "";

/** A Map that hands out copies (world-info.js keeps its loaded books in one). */
export class StructuredCloneMap extends Map {
  constructor(options) { super(); this.cloneOnGet = !!(options && options.cloneOnGet); }
  get(key) { const v = super.get(key); return this.cloneOnGet && v !== undefined ? structuredClone(v) : v; }
}

// ../lib.js
export class Fuse { constructor() {} search() { return []; } }
