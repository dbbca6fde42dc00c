/**
 * agents/lib/lorebook-engine.js
 *
 * The matching rules of the studio.lorebook built-in agent, as a pure library
 * (no bridge calls, no I/O). The agent declares `@lib lorebook-engine`; Character
 * Studio's lorebook tester evaluates this same file on the host, so the editor and
 * the player can never disagree about which entries fire.
 *
 * lorebookEngine.prepare(text | object, options) -> prepared book (cached by text)
 * lorebookEngine.scan(book, messages, state, options) -> { text, fired, log, ... }
 * lorebookEngine.regexProblem(source) -> why a pattern is refused, or null
 *
 * Semantics follow SillyTavern's World Info (selective logic, whole words, sticky,
 * cooldown, delay, probability, inclusion groups, recursion) and the CCv3 lorebook
 * section (use_regex, decorators, priority, token_budget). docs/BUILTIN_AGENTS.md
 * lists every field honoured and every default.
 */
(function (global) {
  "use strict";

  const DEFAULTS = {
    scanDepth: 2,          // a book without scan_depth scans the last 2 messages
    tokenBudget: 2048,     // a book without token_budget
    maxRecursion: 5,       // recursion passes after the first scan
    timeBudgetMs: 250,     // per scan, checked between entries
    maxMessageChars: 20000,
    maxWindowChars: 100000,
    maxDepth: 1000,
    maxRegexLength: 1000,
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
  function tokens(text) { return Math.ceil(text.length / 4); }
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
    let i = 0;
    const n = source.length;
    function quantifierAt(j) {
      const c = source.charAt(j);
      if (c === "*" || c === "+") return { len: 1, repeats: true };
      if (c === "?") return { len: 1, repeats: false };
      if (c === "{") {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(j));
        if (m) return { len: m[0].length, repeats: m[2] !== undefined ? (m[3] === "" || Number(m[3]) > 1) : Number(m[1]) > 1 };
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
          delay_until_recursion: e.delayUntilRecursion,
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
    // Highest rank first: priority (else insertion_order), then insertion_order, then file order.
    book.sorted = entries.slice().sort(function (a, b) {
      const ra = a.priority !== null ? a.priority : a.order;
      const rb = b.priority !== null ? b.priority : b.order;
      return rb - ra || b.order - a.order || a.index - b.index;
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
    book.indexMs = Date.now() - started;
    if (typeof source === "string") cache = { text: source, macroKey, book };
    return book;
  }

  // ------------------------------------------------------------------ scanning text

  const MESSAGE_CACHE = 256;

  /**
   * The plain keys found in one text, as key ids. Messages do not change, so the
   * result is cached per book: a new request scans only the messages it has not seen.
   */
  function keysIn(book, text) {
    const cached = book.found.get(text);
    if (cached !== undefined) return cached;
    const out = [];
    const seen = new Set();
    for (let side = 0; side < 2; side++) {
      const index = book.index[side];
      const shorts = book.short[side];
      if (index.size === 0 && shorts.length === 0) continue;
      const hay = side === 0 ? text.toLowerCase() : text;
      if (index.size) {
        const pairs = book.pairs[side];
        const n = hay.length - 2;
        let c1 = hay.charCodeAt(0);
        for (let i = 0; i < n; i++) {
          const c0 = c1;
          c1 = hay.charCodeAt(i + 1);
          if (pairs[((c0 << 8) ^ c1) & 0xffff] === 0) continue;
          const ids = index.get(((c0 << 16) ^ (c1 << 8) ^ hay.charCodeAt(i + 2)) & 0x3fffffff);
          if (ids === undefined) continue;
          for (let j = 0; j < ids.length; j++) {
            const id = ids[j];
            if (seen.has(id)) continue;
            const k = book.keys[id];
            if (hay.startsWith(k.text, i) && (!k.ww || bounded(hay, i, k.text.length))) { seen.add(id); out.push(id); }
          }
        }
      }
      for (let j = 0; j < shorts.length; j++) {
        const k = book.keys[shorts[j]];
        let at = hay.indexOf(k.text);
        while (at >= 0 && k.ww && !bounded(hay, at, k.text.length)) at = hay.indexOf(k.text, at + 1);
        if (at >= 0) out.push(shorts[j]);
      }
    }
    if (book.found.size >= MESSAGE_CACHE) book.found.delete(book.found.keys().next().value);
    book.found.set(text, out);
    return out;
  }

  /** Record in `hits` (key id -> newest depth) every plain key found in `text` at depth d. */
  function findKeys(book, text, d, hits) {
    const ids = keysIn(book, text);
    for (let i = 0; i < ids.length; i++) {
      const prev = hits.get(ids[i]);
      if (prev === undefined || prev > d) hits.set(ids[i], d);
    }
  }

  // ------------------------------------------------------------------ the scan

  /**
   * Which entries fire for `messages` (oldest first, {role, content}).
   *
   * state (per conversation, changed in place unless options.dryRun): timed effects
   * {sticky, cooldown}, `matched` (for the *_after_match decorators), `rolls`.
   * options: characterName, userName, scanDepth, tokenBudget, maxRecursion,
   * timeBudgetMs, chatLength, assistantCount, seed, rolls ("random" | "pass" | "fail" |
   * "assume": pass, and say how often the entry would fire),
   * dryRun.
   */
  function scan(bookOrText, messages, state, options) {
    const o = options || {};
    const t0 = Date.now();
    const book = typeof bookOrText === "string" || !bookOrText.sorted ? prepare(bookOrText, o) : bookOrText;
    const st = state && typeof state === "object" ? state : {};
    // options.quiet: only what is needed to decide (no per-entry "skipped" lines).
    const log = [];
    const logged = {};
    function note(line) { if (!o.quiet && !logged[line]) { logged[line] = true; log.push(line); } }
    const timeBudget = Math.max(1, num(o.timeBudgetMs, DEFAULTS.timeBudgetMs));
    const msgs = Array.isArray(messages) ? messages : [];
    const chatLength = Math.floor(num(o.chatLength, msgs.length));
    let assistants = num(o.assistantCount, null);
    if (assistants === null) { assistants = 0; for (let i = 0; i < msgs.length; i++) if (msgs[i] && msgs[i].role === "assistant") assistants++; }
    const defaultDepth = Math.floor(num(o.scanDepth, book.scanDepth !== null ? book.scanDepth : DEFAULTS.scanDepth));
    const budget = Math.max(0, num(o.tokenBudget, book.tokenBudget !== null && book.tokenBudget > 0 ? book.tokenBudget : DEFAULTS.tokenBudget));
    const maxRecursion = Math.max(0, Math.floor(num(o.maxRecursion, DEFAULTS.maxRecursion)));
    const random = o.seed !== undefined ? seeded(num(o.seed, 0)) : Math.random;

    log.push("scan: " + book.entries.length + " entries" + (book.name ? " in " + quote(book.name) : "") +
      ", scan depth " + defaultDepth + (book.scanDepth === null && o.scanDepth === undefined ? " (default)" : "") +
      ", token budget " + budget + ", recursion " + (book.recursive ? "on (at most " + maxRecursion + " passes)" : "off") +
      ", " + chatLength + " messages");
    if (defaultDepth === 0) log.push("scan depth 0: no messages are scanned, only constant, sticky and @@activate entries fire");
    for (let i = 0; i < book.warnings.length; i++) log.push("warning: " + book.warnings[i]);
    for (let i = 0; i < book.notes.length; i++) log.push("note: " + book.notes[i]);

    // The window: newest message first, each capped, the whole capped.
    const deepest = Math.max(defaultDepth, book.deepest);
    const window = [];
    let chars = 0;
    for (let d = 0; d < deepest && d < msgs.length; d++) {
      const m = msgs[msgs.length - 1 - d];
      let text = m && typeof m.content === "string" ? m.content.trim() : "";
      if (text.length > DEFAULTS.maxMessageChars) text = text.slice(text.length - DEFAULTS.maxMessageChars);
      if (chars + text.length > DEFAULTS.maxWindowChars) { log.push("scanned text capped at " + DEFAULTS.maxWindowChars + " characters; older messages not scanned"); break; }
      chars += text.length;
      window.push(text);
    }
    const hits = new Map();
    const tFind = Date.now();
    for (let d = 0; d < window.length; d++) findKeys(book, window[d], d, hits);
    const findMs = Date.now() - tFind;
    const recursed = [];

    function depthOf(entry) { return entry.scanDepth !== null ? entry.scanDepth : defaultDepth; }
    function where(d) { return d < 0 ? "in recursed entry content" : d === 0 ? "in the latest message" : "in message " + (d + 1) + " from the end"; }
    /** null, or the depth where the matcher matched (-1: recursed content), the newest within depth. */
    function found(m, depth) {
      if (depth <= 0) return null;
      if (m.kind === "plain") { const h = hits.get(m.id); return h !== undefined && h < depth ? h : null; }
      if (m.kind !== "regex") return null;
      for (let d = 0; d < depth && d < window.length; d++) if (m.re.test(window[d])) return d;
      for (let r = 0; r < recursed.length; r++) if (m.re.test(recursed[r])) return -1;
      return null;
    }
    function any(ms, depth) { for (let i = 0; i < ms.length; i++) { const d = found(ms[i], depth); if (d !== null) return { key: ms[i].key, d }; } return null; }

    /**
     * {why} when the keys match, {miss} when primary matched but a condition failed,
     * else null. `why` is a function: the text is only built for entries that fire.
     */
    function keysMatch(e) {
      const depth = depthOf(e);
      const p = any(e.primary, depth);
      if (!p) return null;
      let first = null, missing = null;
      const selective = e.selective && e.secondaryM.length > 0;
      if (selective) {
        let hitsN = 0;
        for (let i = 0; i < e.secondaryM.length; i++) {
          if (found(e.secondaryM[i], depth) !== null) { hitsN++; if (first === null) first = e.secondaryM[i].key; } else if (missing === null) missing = e.secondaryM[i].key;
        }
        const all = hitsN === e.secondaryM.length;
        const ok = [hitsN > 0, !all, hitsN === 0, all][e.logic];
        if (!ok) return { miss: "secondary keys not satisfied (" + LOGIC[e.logic] + ")" };
      }
      for (let g = 0; g < e.additional.length; g++) if (!any(e.additional[g], depth)) return { miss: "@@additional_keys not found" };
      const ex = any(e.exclude, depth);
      if (ex) return { miss: "@@exclude_keys " + quote(ex.key) + " found" };
      return {
        why: function () {
          let why = "primary key " + quote(p.key) + " " + where(p.d);
          if (selective) why += ", secondary keys " + LOGIC[e.logic] + (e.logic === 0 ? " (" + quote(first) + ")" : e.logic === 1 ? " (" + quote(missing) + " absent)" : "");
          return why;
        },
      };
    }
    function reason(c) { if (typeof c.why === "function") c.why = c.why(); return c.why; }

    // Timed effects (SillyTavern's rules, counted in messages).
    // The store is only written when something changes (a save costs two fsyncs).
    const timed = st.timed && typeof st.timed === "object" ? st.timed : {};
    const active = { sticky: new Set(), cooldown: new Set() };
    function setTimed(type, key, value) {
      if (o.dryRun) return;
      st.timed = timed;
      if (!timed[type] || typeof timed[type] !== "object") timed[type] = {};
      timed[type][key] = value;
    }
    ["sticky", "cooldown"].forEach(function (type) {
      const map = timed[type] && typeof timed[type] === "object" ? timed[type] : {};
      for (const key of Object.keys(map)) {
        const v = map[key];
        const e = book.byKey.get(key);
        const drop = function () { if (!o.dryRun) delete map[key]; };
        if (!v || typeof v !== "object") { drop(); continue; }
        if (chatLength <= v.start && !v.protected) { drop(); continue; } // not advanced: a regenerate
        if (!e || e.hash !== v.hash || !e[type]) { if (!e || chatLength >= v.end || !e[type]) drop(); continue; }
        if (chatLength >= v.end) {
          drop();
          if (type === "sticky" && e.cooldown) {
            setTimed("cooldown", key, { hash: e.hash, start: chatLength, end: chatLength + e.cooldown, protected: true });
            active.cooldown.add(key);
            log.push(quote(e.label) + ": sticky ended, cooldown for " + e.cooldown + " messages");
          }
          continue;
        }
        active[type].add(key);
      }
    });
    const matched = st.matched && typeof st.matched === "object" ? st.matched : {};
    const stamp = chatLength + ":" + hash(msgs.length ? String(msgs[msgs.length - 1] && msgs[msgs.length - 1].content) : "");
    const oldRolls = st.rolls && st.rolls.at === stamp && st.rolls.r && typeof st.rolls.r === "object" ? st.rolls.r : {};
    /** One probability roll per entry per message: tool rounds of a turn see the same result. */
    function roll(e) {
      if (o.rolls === "pass" || o.rolls === "assume") return true;
      if (o.rolls === "fail") return false;
      if (typeof oldRolls[e.key] === "boolean") return oldRolls[e.key];
      const pass = random() * 100 < e.probability;
      if (!o.dryRun) {
        if (!st.rolls || st.rolls.at !== stamp) st.rolls = { at: stamp, r: oldRolls };
        st.rolls.r[e.key] = pass;
      }
      return pass;
    }

    const levels = book.levels.slice();
    let level = levels.length ? levels.shift() : 0;

    const activated = [];
    const done = new Set();
    let used = 0;
    let overflow = false;
    let timedOut = false;
    let recursion = false;
    let passes = 0;
    let considered = 0;
    const groupsTaken = {};

    while (true) {
      passes++;
      const candidates = [];
      // Only entries that can fire are looked at: those owning a key that was found,
      // the sticky ones, and the few checked every time (constant, regex keys, ...).
      const pool = new Set(book.always);
      hits.forEach(function (_d, id) { const ow = book.owners[id]; if (ow) for (let k = 0; k < ow.length; k++) pool.add(ow[k]); });
      active.sticky.forEach(function (key) { const e = book.byKey.get(key); if (e) pool.add(e); });
      const queue = Array.from(pool).sort(function (a, b) { return a.rank - b.rank; });
      for (let i = 0; i < queue.length; i++) {
        if ((i & 63) === 0 && Date.now() - t0 > timeBudget) {
          timedOut = true;
          log.push("time budget of " + timeBudget + " ms spent after " + considered + " of " + queue.length + " matching entries; the rest were not checked");
          break;
        }
        const e = queue[i];
        if (done.has(e.key)) continue;
        considered++;
        if (!e.enabled) continue;
        const sticky = active.sticky.has(e.key);
        let suppress = null;
        if (e.delay && chatLength < e.delay) suppress = "delay (fires from message " + e.delay + ")";
        else if (active.cooldown.has(e.key) && !sticky) suppress = "cooldown";
        else if (!recursion && e.delayUntilRecursion && !sticky) suppress = "delay until recursion";
        else if (recursion && e.delayUntilRecursion > level && !sticky) suppress = "delay until recursion level " + e.delayUntilRecursion;
        else if (recursion && e.excludeRecursion && !sticky) suppress = "excluded from recursion";
        else if (e.decorators.activate_only_after !== undefined && assistants < num(e.decorators.activate_only_after, 0)) suppress = "@@activate_only_after " + e.decorators.activate_only_after;
        else if (e.decorators.activate_only_every !== undefined && num(e.decorators.activate_only_every, 0) > 0 && assistants % num(e.decorators.activate_only_every, 1) !== 0) suppress = "@@activate_only_every " + e.decorators.activate_only_every;
        else if (e.decorators.dont_activate_after_match !== undefined && matched[e.key]) suppress = "@@dont_activate_after_match (matched before)";
        let why = null;
        if (!suppress) {
          if (e.decorators.activate !== undefined) why = "@@activate";
          else if (e.decorators.dont_activate !== undefined) continue;
          else if (e.constant) why = "constant";
          else if (e.decorators.keep_activate_after_match !== undefined && matched[e.key]) why = "@@keep_activate_after_match (matched before)";
          else if (sticky) why = "sticky";
        }
        if (!why) {
          if (e.decorators.dont_activate !== undefined && e.decorators.activate === undefined) continue;
          const k = keysMatch(e);
          if (!k) continue;
          if (k.miss) { o.quiet || note("skipped " + quote(e.label) + ": " + k.miss); continue; }
          if (suppress) { o.quiet || note("skipped " + quote(e.label) + ": " + k.why() + ", but suppressed by " + suppress); continue; }
          why = k.why;
        }
        candidates.push({ e, why, sticky });
      }
      // Sticky first, then rank (priority, insertion_order).
      candidates.sort(function (a, b) { return (b.sticky ? 1 : 0) - (a.sticky ? 1 : 0) || a.e.rank - b.e.rank; });
      // Inclusion groups: one entry per group.
      const byGroup = {};
      for (let i = 0; i < candidates.length; i++) {
        const gs = candidates[i].e.groups;
        for (let g = 0; g < gs.length; g++) (byGroup[gs[g]] = byGroup[gs[g]] || []).push(candidates[i]);
      }
      const dropped = {};
      for (const g of Object.keys(byGroup)) {
        const members = byGroup[g].filter(function (c) { return !dropped[c.e.key]; });
        if (!members.length) continue;
        let keep = null;
        if (groupsTaken[g]) keep = null;
        else if (members.filter(function (c) { return c.sticky; }).length) keep = members.filter(function (c) { return c.sticky; })[0];
        else if (members.filter(function (c) { return c.e.groupOverride; }).length) keep = members.filter(function (c) { return c.e.groupOverride; })[0];
        else {
          let total = 0;
          for (let i = 0; i < members.length; i++) total += members[i].e.groupWeight;
          let roll = random() * total;
          keep = members[members.length - 1];
          for (let i = 0; i < members.length; i++) { roll -= members[i].e.groupWeight; if (roll < 0) { keep = members[i]; break; } }
        }
        for (let i = 0; i < members.length; i++) {
          if (members[i] !== keep) {
            dropped[members[i].e.key] = true;
            o.quiet || note("skipped " + quote(members[i].e.label) + ": inclusion group " + quote(g) + (groupsTaken[g] ? " already has an entry" : " kept " + quote(keep.e.label)));
          }
        }
        groupsTaken[g] = true;
      }
      const fresh = [];
      for (let i = 0; i < candidates.length; i++) {
        const c = candidates[i];
        const e = c.e;
        if (dropped[e.key]) { done.add(e.key); continue; }
        if (e.useProbability && e.probability < 100 && !c.sticky) {
          if (!roll(e)) { done.add(e.key); o.quiet || note("skipped " + quote(e.label) + ": " + reason(c) + ", but failed its " + e.probability + "% probability roll"); continue; }
          c.why = reason(c) + (o.rolls === "assume" ? " (fires on " + e.probability + "% of requests)" : " (passed its " + e.probability + "% roll)");
        }
        const cost = tokens(e.content);
        if (used + cost > budget) {
          overflow = true;
          const left = candidates.length - i;
          log.push("token budget of " + budget + " reached: " + quote(e.label) + " (" + cost + " tokens) and " + (left - 1) + " more matched entr" + (left - 1 === 1 ? "y" : "ies") + " left out");
          break;
        }
        used += cost;
        done.add(e.key);
        activated.push(c);
        fresh.push(c);
        o.quiet || log.push("fired " + quote(e.label) + " (id " + e.id + ", order " + e.order + (e.priority !== null ? ", priority " + e.priority : "") + ", " + cost + " tokens): " + reason(c));
      }
      if (timedOut || overflow) break;
      const feed = fresh.filter(function (c) { return !c.e.preventRecursion && c.e.content; });
      let again = false;
      if (book.recursive && feed.length) again = true;
      else if (levels.length) { level = levels.shift(); again = true; }
      if (!again) break;
      if (passes > maxRecursion) { log.push("recursion stopped after " + maxRecursion + " passes (the depth limit)"); break; }
      if (book.recursive && feed.length) {
        const text = feed.map(function (c) { return c.e.content; }).join("\n");
        recursed.push(text);
        findKeys(book, text, -1, hits);
      }
      recursion = true;
    }

    // Timed effects start when an entry fires (not in a dry run such as the editor's tester).
    if (!o.dryRun) {
      for (let i = 0; i < activated.length; i++) {
        const e = activated[i].e;
        ["sticky", "cooldown"].forEach(function (type) {
          if (e[type] && !(timed[type] && timed[type][e.key])) setTimed(type, e.key, { hash: e.hash, start: chatLength, end: chatLength + e[type], protected: false });
        });
        if ((e.decorators.keep_activate_after_match !== undefined || e.decorators.dont_activate_after_match !== undefined) && matched[e.key] === undefined) {
          st.matched = matched;
          matched[e.key] = chatLength;
        }
      }
    }
    const ordered = activated.slice().sort(function (a, b) {
      return Math.min(a.e.position, 2) - Math.min(b.e.position, 2) || a.e.order - b.e.order || a.e.index - b.e.index;
    });
    const parts = [];
    for (let i = 0; i < ordered.length; i++) if (ordered[i].e.content) parts.push(ordered[i].e.content);
    const ms = Date.now() - t0;
    log.push(activated.length + " entr" + (activated.length === 1 ? "y" : "ies") + " fired, " + used + " tokens, " + passes + " pass" + (passes === 1 ? "" : "es") + ", " + ms + " ms");
    return {
      text: parts.join("\n"),
      fired: ordered.map(function (c) {
        return { index: c.e.index, id: c.e.id, label: c.e.label, reason: reason(c), tokens: tokens(c.e.content), order: c.e.order, position: POSITIONS[c.e.position] };
      }),
      log,
      warnings: book.warnings.slice(),
      state: st,
      stats: { entries: book.entries.length, considered, passes, used, budget, overflow, timedOut, ms, findMs, indexMs: book.indexMs },
    };
  }

  global.lorebookEngine = { DEFAULTS, prepare, scan, regexProblem, slashForm, _keysIn: keysIn };
})(typeof globalThis !== "undefined" ? globalThis : this);
