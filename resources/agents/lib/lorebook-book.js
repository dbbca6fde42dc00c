/**
 * agents/lib/lorebook-book.js
 *
 * Reading a lorebook for the studio.lorebook built-in agent (IIFE): the book's
 * formats (CCv3 lorebook_v3, a V2 character_book, a SillyTavern World Info export),
 * entry fields and decorators, regex keys and the refusal of catastrophic patterns,
 * and the key index the scan uses. lorebook-engine.js (loaded after this file)
 * holds the scan itself; docs/BUILTIN_AGENTS.md lists every field and default.
 *
 * lorebookBook.prepare(text | object, options) -> prepared book (cached by text)
 * lorebookBook.regexProblem(source) -> why a pattern is refused, or null
 */
(function (global) {
  "use strict";

  const DEFAULTS = {
    scanDepth: 2,          // a book without scan_depth scans the last 2 messages
    tokenBudget: 2048,     // the budget while the model's context size is not known
    budgetPercent: 25,     // SillyTavern's World Info budget: 25 % of the model's context
    maxRecursion: 5,       // recursion passes after the first scan
    timeBudgetMs: 250,     // per scan, checked between entries
    maxMessageChars: 20000,
    maxWindowChars: 100000,
    maxDepth: 1000,
    maxRegexLength: 1000,
    maxRegexChars: 5000,   // regex keys see the newest 5,000 characters of a message
  };
  const LOGIC = ["AND ANY", "NOT ALL", "NOT ANY", "AND ALL"];
  const POSITIONS = ["before_char", "after_char", "an_top", "an_bottom", "at_depth", "em_top", "em_bottom"];
  const KNOWN_DECORATORS = [
    "activate", "dont_activate", "scan_depth", "activate_only_after", "activate_only_every",
    "keep_activate_after_match", "dont_activate_after_match", "additional_keys", "exclude_keys",
  ];

  // ------------------------------------------------------------------ helpers

  function num(v, dflt) {
    if (typeof v === "number" && isFinite(v)) return v;
    if (typeof v === "string" && v.trim() !== "" && isFinite(Number(v))) return Number(v);
    return dflt;
  }
  function bool(v, dflt) { return typeof v === "boolean" ? v : dflt; }
  function list(v) {
    const raw = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [];
    const out = [];
    for (let i = 0; i < raw.length; i++) {
      if (typeof raw[i] === "string" && raw[i].trim()) out.push(raw[i].trim());
    }
    return out;
  }
  function hash(text) {
    let h = 5381;
    for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
    return h.toString(36);
  }
  /**
   * Tokens as the player's budget estimates them (studio.providers.tokens.estimate):
   * UTF-8 bytes / 4, so Chinese or Japanese lore (3 bytes a character) is not
   * counted at a quarter of its size.
   */
  function tokens(text) {
    return Math.ceil(utf8Bytes(text) / 4);
  }
  function utf8Bytes(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
    }
    return bytes;
  }
  function quote(s) { return JSON.stringify(s.length > 60 ? s.slice(0, 57) + "..." : s); }
  function isWordChar(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  }
  /** SillyTavern's whole-word rule: (?:^|\W)key(?:$|\W). */
  function bounded(text, at, len) {
    return (at === 0 || !isWordChar(text.charCodeAt(at - 1))) &&
      (at + len >= text.length || !isWordChar(text.charCodeAt(at + len)));
  }
  function macros(s, o) {
    let out = s;
    if (o.characterName) out = out.replace(/\{\{char\}\}|<BOT>/gi, o.characterName);
    if (o.userName) out = out.replace(/\{\{user\}\}|<USER>/gi, o.userName);
    return out;
  }
  /** A small seeded generator (mulberry32), so a seed gives repeatable rolls. */
  function seeded(seed) {
    let a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  // ------------------------------------------------------------------ regex keys

  /** `/pattern/flags` (SillyTavern's and the V3 spec's form) -> {source, flags}, else null. */
  function slashForm(key) {
    if (key.length < 3 || key.charAt(0) !== "/") return null;
    const last = key.lastIndexOf("/");
    if (last <= 1) return null;
    const flags = key.slice(last + 1);
    if (!/^[gimsuy]*$/.test(flags)) return null;
    const body = key.slice(1, last);
    if (/(^|[^\\])\//.test(body)) return null;
    // g and y make test() stateful; they mean nothing for "does it match".
    return { source: body.replace(/\\\//g, "/"), flags: flags.replace(/[gy]/g, "") };
  }

  /**
   * Why a pattern may backtrack catastrophically, or null. QuickJS regexes cannot be
   * interrupted, so risky shapes are refused up front: a repeated group that contains
   * a repetition (star height 2, e.g. `(a+)+`), and a repeated alternation whose
   * branches can start alike (e.g. `(a|ab)*`).
   */
  function regexProblem(source) {
    if (source.length > DEFAULTS.maxRegexLength) return "longer than " + DEFAULTS.maxRegexLength + " characters";
    const stack = [{ rep: false, alt: false, firsts: [], branchStart: true }];
    let wildcards = 0;
    let i = 0;
    const n = source.length;
    function quantifierAt(j) {
      const c = source.charAt(j);
      if (c === "*" || c === "+") return { len: 1, repeats: true, open: true };
      if (c === "?") return { len: 1, repeats: false };
      if (c === "{") {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(j));
        if (m) return { len: m[0].length, repeats: m[2] !== undefined ? (m[3] === "" || Number(m[3]) > 1) : Number(m[1]) > 1, open: m[2] !== undefined && m[3] === "" };
      }
      return null;
    }
    function atom(first) {
      const top = stack[stack.length - 1];
      if (top.branchStart) { top.firsts.push(first); top.branchStart = false; }
    }
    while (i < n) {
      const c = source.charAt(i);
      let first = c;
      if (c === "\\") { first = "\\" + source.charAt(i + 1); i += 2; }
      else if (c === "[") {
        let j = i + 1;
        if (source.charAt(j) === "^") j++;
        if (source.charAt(j) === "]") j++;
        while (j < n && source.charAt(j) !== "]") j += source.charAt(j) === "\\" ? 2 : 1;
        first = "[";
        i = j + 1;
      } else if (c === "(") {
        atom("(");
        stack.push({ rep: false, alt: false, firsts: [], branchStart: true });
        i += source.charAt(i + 1) === "?" ? (/^\(\?<[=!]/.test(source.slice(i)) ? 4 : source.charAt(i + 2) === "<" ? source.indexOf(">", i) + 1 - i : 3) : 1;
        continue;
      } else if (c === ")") {
        const group = stack.length > 1 ? stack.pop() : stack[0];
        i++;
        const q = quantifierAt(i);
        const parent = stack[stack.length - 1];
        if (q) {
          i += q.len;
          if (source.charAt(i) === "?") i++;
          if (q.repeats && group.rep) return "a repeated group contains a repetition (nested quantifiers)";
          if (q.repeats && group.alt) {
            const seen = {};
            for (let k = 0; k < group.firsts.length; k++) {
              const f = group.firsts[k];
              if (f === "" || f === "." || f === "[" || f === "(" || f.charAt(0) === "\\" || seen[f.toLowerCase()]) {
                return "a repeated alternation has branches that can match the same text";
              }
              seen[f.toLowerCase()] = true;
            }
            if (group.branchStart) return "a repeated alternation has an empty branch";
          }
          if (q.repeats) parent.rep = true;
        }
        if (group.rep) parent.rep = true;
        continue;
      } else if (c === "|") {
        const top = stack[stack.length - 1];
        if (top.branchStart) top.firsts.push("");
        top.alt = true;
        top.branchStart = true;
        i++;
        continue;
      } else {
        i++;
      }
      if (first !== "^" && first !== "$") atom(first);
      const q = quantifierAt(i);
      if (q) {
        i += q.len;
        if (source.charAt(i) === "?") i++;
        if (q.repeats) stack[stack.length - 1].rep = true;
        // Each open-ended repetition (".*", "\\S+", "a*") multiplies the backtracking:
        // three of them are cubic in the text length ("a*a*a*a*a*a*!" against 60 letters
        // runs for seconds), so at most two.
        if (q.open && ++wildcards > 2) return "more than two open-ended repetitions such as .* or a* (slow backtracking)";
      }
    }
    return null;
  }

  // ------------------------------------------------------------------ the book

  /** The book object inside whatever wrapper it came in. Throws a readable Error. */
  function unwrap(raw) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new Error("the lorebook is not a JSON object");
    if (raw.spec === "lorebook_v3") {
      if (!raw.data || typeof raw.data !== "object" || Array.isArray(raw.data)) throw new Error('"data" must be an object');
      raw = raw.data;
    } else if (raw.data && typeof raw.data === "object" && raw.data.character_book) {
      raw = raw.data.character_book; // a whole character card: use its book
    }
    if (Array.isArray(raw.entries)) return { book: raw, entries: raw.entries, worldInfo: false };
    if (raw.entries && typeof raw.entries === "object") {
      const entries = [];
      for (const k of Object.keys(raw.entries)) entries.push(raw.entries[k]);
      return { book: raw, entries, worldInfo: true };
    }
    throw new Error('the lorebook has no "entries" list');
  }

  /** Decorators at the start of content (CCv3), with `@@@` fallbacks. */
  function decorators(content) {
    const found = {};
    const ignored = [];
    if (content.slice(0, 2) !== "@@") return { found, ignored, content };
    const lines = content.split("\n");
    let fallback = false;
    let i = 0;
    for (; i < lines.length; i++) {
      const line = lines[i].trim();
      if (line.slice(0, 2) !== "@@") break;
      const isFallback = line.slice(0, 3) === "@@@";
      if (isFallback && !fallback) continue;
      const body = line.slice(isFallback ? 3 : 2);
      const space = body.search(/\s/);
      const name = (space < 0 ? body : body.slice(0, space)).toLowerCase();
      const value = space < 0 ? "" : body.slice(space + 1).trim();
      if (KNOWN_DECORATORS.indexOf(name) < 0) { ignored.push("@@" + name); fallback = true; continue; }
      fallback = false;
      if (name === "additional_keys" || name === "exclude_keys") {
        (found[name] = found[name] || []).push(list(value));
      } else if (!(name in found)) {
        found[name] = value;
      }
    }
    return { found, ignored, content: lines.slice(i).join("\n").replace(/^\n+|\n+$/g, "") };
  }

  /** One entry in the engine's terms; SillyTavern names come from `extensions`. */
  function normaliseEntry(e, index, worldInfo) {
    if (!e || typeof e !== "object" || Array.isArray(e)) return null;
    if (worldInfo) {
      // A SillyTavern World Info export: its own field names at the top level.
      e = {
        keys: e.key, secondary_keys: e.keysecondary, content: e.content, comment: e.comment,
        constant: e.constant, selective: e.selective, insertion_order: e.order, enabled: !e.disable,
        id: e.uid, extensions: {
          selectiveLogic: e.selectiveLogic, probability: e.probability, useProbability: e.useProbability,
          position: e.position, depth: e.depth, group: e.group, group_override: e.groupOverride,
          group_weight: e.groupWeight, scan_depth: e.scanDepth, case_sensitive: e.caseSensitive,
          match_whole_words: e.matchWholeWords, sticky: e.sticky, cooldown: e.cooldown, delay: e.delay,
          exclude_recursion: e.excludeRecursion, prevent_recursion: e.preventRecursion,
          delay_until_recursion: e.delayUntilRecursion, ignore_budget: e.ignoreBudget,
        },
      };
    }
    const ext = e.extensions && typeof e.extensions === "object" ? e.extensions : {};
    const content = typeof e.content === "string" ? e.content : "";
    const dec = decorators(content);
    const st = typeof ext.selectiveLogic === "number" || "display_index" in ext;
    const logic = Math.floor(num(ext.selectiveLogic, 0));
    const extPos = num(ext.position, null);
    const position = extPos !== null && extPos >= 0 && extPos <= 6 ? Math.floor(extPos) : e.position === "before_char" ? 0 : 1;
    const depthOverride = num(dec.found.scan_depth, num(ext.scan_depth, null));
    const id = e.id !== undefined && e.id !== null && e.id !== "" ? e.id : index;
    const keys = list(e.keys);
    const delayRec = ext.delay_until_recursion;
    return {
      index, id,
      label: (typeof e.name === "string" && e.name.trim()) || (typeof e.comment === "string" && e.comment.trim()) || keys[0] || "#" + index,
      keys,
      secondary: list(e.secondary_keys),
      content: dec.content,
      decorators: dec.found,
      ignoredDecorators: dec.ignored,
      enabled: e.enabled !== false,
      constant: e.constant === true,
      selective: e.selective === true,
      logic: logic >= 0 && logic <= 3 ? logic : 0,
      order: num(e.insertion_order, 100),
      priority: num(e.priority, null),
      caseSensitive: bool(e.case_sensitive, bool(ext.case_sensitive, false)),
      wholeWords: bool(ext.match_whole_words, false),
      useRegex: e.use_regex === true && !st,
      scanDepth: depthOverride !== null && depthOverride >= 0 ? Math.min(Math.floor(depthOverride), DEFAULTS.maxDepth) : null,
      position,
      probability: Math.max(0, Math.min(100, num(ext.probability, 100))),
      useProbability: bool(ext.useProbability, true),
      sticky: Math.max(0, Math.floor(num(ext.sticky, 0))),
      cooldown: Math.max(0, Math.floor(num(ext.cooldown, 0))),
      delay: Math.max(0, Math.floor(num(ext.delay, 0))),
      excludeRecursion: ext.exclude_recursion === true,
      preventRecursion: ext.prevent_recursion === true,
      ignoreBudget: ext.ignore_budget === true,
      delayUntilRecursion: delayRec === true ? 1 : Math.max(0, Math.floor(num(delayRec, 0))),
      groups: list(ext.group),
      groupOverride: ext.group_override === true,
      groupWeight: Math.max(0, num(ext.group_weight, 100)),
      hash: hash(keys.join("\u0001") + "\u0002" + content),
    };
  }

  let cache = null;

  /**
   * Parse and index a book. `source` is the file text (cached: the same text and
   * options reuse the index) or an already-parsed object. Throws a readable Error.
   */
  function prepare(source, options) {
    const o = options || {};
    const macroKey = (o.characterName || "") + "\u0001" + (o.userName || "");
    if (typeof source === "string" && cache && cache.text === source && cache.macroKey === macroKey) return cache.book;
    const started = Date.now();
    let raw = source;
    if (typeof source === "string") {
      try { raw = JSON.parse(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source); }
      catch (err) { throw new Error("the lorebook is not valid JSON (" + (err && err.message) + ")"); }
    }
    const u = unwrap(raw);
    const warnings = [];   // problems the author should fix
    const notes = [];      // things honoured only in part (debug log only)
    const entries = [];
    const ids = new Map();
    for (let i = 0; i < u.entries.length; i++) {
      const entry = normaliseEntry(u.entries[i], i, u.worldInfo);
      if (!entry) { warnings.push("entry " + i + " is not an object; skipped"); continue; }
      entry.key = ids.has(String(entry.id)) ? String(entry.id) + "#" + i : String(entry.id);
      ids.set(entry.key, entry);
      entries.push(entry);
    }
    const bookDepth = num(u.book.scan_depth, null);
    const book = {
      name: typeof u.book.name === "string" ? u.book.name : "",
      scanDepth: bookDepth !== null && bookDepth >= 0 ? Math.min(Math.floor(bookDepth), DEFAULTS.maxDepth) : null,
      tokenBudget: num(u.book.token_budget, null),
      recursive: u.book.recursive_scanning === true,
      entries,
      warnings,
      notes,
      keys: [],            // distinct plain keys: {text, cs, ww}
      // [case-insensitive, case-sensitive]: the first 3 characters as a number -> key ids,
      // and a bitmap of first character pairs that lets most positions be skipped cheaply.
      index: [new Map(), new Map()],
      pairs: [new Uint8Array(65536), new Uint8Array(65536)],
      short: [[], []],     // keys under 3 characters
      long: [[], []],      // the others (a few are found faster by indexOf than by the index)
      regexCount: 0,
      found: new Map(),    // text -> key ids found in it (see keysIn)
    };
    const byText = new Map(); // objects used as big dictionaries are slow in QuickJS
    function plain(text, entry) {
      const cs = entry.caseSensitive;
      const t = cs ? text : text.toLowerCase();
      const ww = entry.wholeWords && !/\s/.test(t);
      const k = (cs ? "1" : "0") + (ww ? "1" : "0") + t;
      let id = byText.get(k);
      if (id === undefined) {
        id = book.keys.length;
        byText.set(k, id);
        book.keys.push({ text: t, cs, ww });
        const side = cs ? 1 : 0;
        if (t.length < 3) book.short[side].push(id);
        else {
          book.long[side].push(id);
          const c0 = t.charCodeAt(0), c1 = t.charCodeAt(1);
          const tri = ((c0 << 16) ^ (c1 << 8) ^ t.charCodeAt(2)) & 0x3fffffff;
          book.pairs[side][((c0 << 8) ^ c1) & 0xffff] = 1;
          const bucket = book.index[side].get(tri);
          if (bucket) bucket.push(id); else book.index[side].set(tri, [id]);
        }
      }
      return { kind: "plain", id, key: text };
    }
    function matcher(key, entry) {
      const text = macros(key, o);
      const slash = slashForm(text);
      if (!slash && !entry.useRegex) return plain(text, entry);
      const spec = slash || { source: text, flags: entry.caseSensitive ? "" : "i" };
      const problem = regexProblem(spec.source);
      if (problem) {
        warnings.push("entry " + quote(entry.label) + ": regex " + quote(text) + " refused: " + problem);
        return { kind: "bad", key: text };
      }
      try {
        book.regexCount++;
        return { kind: "regex", re: new RegExp(spec.source, spec.flags), key: text };
      } catch (err) {
        warnings.push("entry " + quote(entry.label) + ": regex " + quote(text) + " is invalid (" + (err && err.message) + "); it never matches");
        return { kind: "bad", key: text };
      }
    }
    function matchers(keys, entry) { return keys.map(function (k) { return matcher(k, entry); }); }
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      e.primary = matchers(e.keys, e);
      // V3: with use_regex, secondary keys are ignored (SillyTavern books keep them).
      e.secondaryM = e.useRegex ? [] : matchers(e.secondary, e);
      e.additional = (e.decorators.additional_keys || []).map(function (g) { return matchers(g, e); });
      e.exclude = e.useRegex ? [] : matchers([].concat.apply([], e.decorators.exclude_keys || []), e);
      if (e.ignoredDecorators.length) notes.push("entry " + quote(e.label) + ": decorators not supported here, ignored: " + e.ignoredDecorators.join(", "));
      if (e.position > 1) notes.push("entry " + quote(e.label) + ": position " + POSITIONS[e.position] + " is not available in the preload block; it is added after the others");
    }
    // Highest rank first: insertion_order (SillyTavern's order), then the CCv3
    // priority, then file order.
    book.sorted = entries.slice().sort(function (a, b) {
      const pa = a.priority !== null ? a.priority : 0;
      const pb = b.priority !== null ? b.priority : 0;
      return b.order - a.order || pb - pa || a.index - b.index;
    });
    for (let i = 0; i < book.sorted.length; i++) book.sorted[i].rank = i;
    // What a scan needs without looking at every entry: the entries owning each
    // plain primary key, and the few that must be checked on every scan.
    book.byKey = ids;
    book.owners = [];
    book.always = [];
    book.deepest = 0;
    book.levels = [];
    for (let i = 0; i < book.sorted.length; i++) {
      const e = book.sorted[i];
      let regex = false;
      for (let j = 0; j < e.primary.length; j++) {
        const m = e.primary[j];
        if (m.kind === "plain") (book.owners[m.id] = book.owners[m.id] || []).push(e);
        else if (m.kind === "regex") regex = true;
      }
      if (regex || e.constant || e.decorators.activate !== undefined || e.decorators.keep_activate_after_match !== undefined) book.always.push(e);
      if (e.scanDepth !== null && e.scanDepth > book.deepest) book.deepest = e.scanDepth;
      if (e.delayUntilRecursion && book.levels.indexOf(e.delayUntilRecursion) < 0) book.levels.push(e.delayUntilRecursion);
    }
    book.levels.sort(function (a, b) { return a - b; });
    book.hasGroups = entries.some(function (e) { return e.groups.length > 0; });
    book.hasIgnoreBudget = entries.some(function (e) { return e.ignoreBudget; });
    book.indexMs = Date.now() - started;
    if (typeof source === "string") cache = { text: source, macroKey, book };
    return book;
  }

  global.lorebookBook = {
    DEFAULTS, LOGIC, POSITIONS, num, hash, tokens, utf8Bytes, quote, bounded, seeded, prepare, regexProblem,
    slashForm,
  };
})(typeof globalThis !== "undefined" ? globalThis : this);
