/**
 * agents/lib/lorebook-engine.js
 *
 * The matching rules of the studio.lorebook built-in agent, as a pure library
 * (no bridge calls, no I/O), after lorebook-book.js. The agent declares both
 * libraries; Character Studio's lorebook tester evaluates these same files on the
 * host, so the editor and the player can never disagree about which entries fire.
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

  const B = global.lorebookBook;
  if (!B) throw new Error("lorebook-engine.js needs lorebook-book.js loaded first (@lib lorebook-book)");
  const DEFAULTS = B.DEFAULTS, LOGIC = B.LOGIC, POSITIONS = B.POSITIONS;
  const num = B.num, hash = B.hash, tokens = B.tokens, utf8Bytes = B.utf8Bytes, quote = B.quote, bounded = B.bounded;
  const seeded = B.seeded, prepare = B.prepare;

  // ------------------------------------------------------------------ scanning text

  const MESSAGE_CACHE = 256;
  // Up to this many keys on a side, each is looked for with indexOf (native code, a
  // few microseconds for a long message); beyond it one pass over the text with the
  // first-three-characters index costs less than a search per key.
  const INDEXOF_KEYS = 128;

  /** Push `id` onto `out` when its key occurs in `hay` (with word bounds if it needs them). */
  function findOne(book, hay, id, out) {
    const k = book.keys[id];
    let at = hay.indexOf(k.text);
    while (at >= 0 && k.ww && !bounded(hay, at, k.text.length)) at = hay.indexOf(k.text, at + 1);
    if (at >= 0) out.push(id);
  }

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
      const longs = book.long[side];
      if (longs.length <= INDEXOF_KEYS) {
        for (let j = 0; j < longs.length; j++) findOne(book, hay, longs[j], out);
      } else if (index.size) {
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
      for (let j = 0; j < shorts.length; j++) findOne(book, hay, shorts[j], out);
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
   * options: characterName, userName, scanDepth, tokenBudget, contextWindow (the
   * model's context in tokens: the budget is 25 % of it), tokenRatio (the model's
   * tokens per estimated token: the budget is counted in estimates), maxRecursion,
   * timeBudgetMs, chatLength, assistantCount, seed, rolls ("random" | "pass" | "fail" |
   * "assume": pass, and say how often the entry would fire),
   * includeNames (default on: messages are scanned as "Name: text", the name being
   * the message's `name`, else characterName / userName by role), constantsFirst
   * (default on), dryRun.
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
    // SillyTavern's rule: a share of the model's context (25 %); a card's token_budget is
    // kept with the book but does not cap it (SillyTavern does not apply it either).
    // An explicit tokenBudget (the agent's config entry, the tester) wins.
    // Entries are counted in estimated tokens (UTF-8 bytes / 4); tokenRatio is the
    // model's tokens per estimated one on the character's texts (Chinese lore costs
    // SmolLM2 2.5 times its estimate), so the share is of the window as the model counts it.
    const ctxWindow = num(o.contextWindow, null);
    const ratio = Math.min(4, Math.max(0.25, num(o.tokenRatio, 1)));
    const share = ctxWindow !== null && ctxWindow > 0 ? Math.round(DEFAULTS.budgetPercent * ctxWindow / 100 / ratio) || 1 : DEFAULTS.tokenBudget;
    const budget = Math.max(0, num(o.tokenBudget, share));
    const maxRecursion = Math.max(0, Math.floor(num(o.maxRecursion, DEFAULTS.maxRecursion)));
    const random = o.seed !== undefined ? seeded(num(o.seed, 0)) : Math.random;
    // Constant entries before matched ones (the project's rule, so always-on lore is not
    // pushed out); constantsFirst: false orders them with the rest, as SillyTavern does.
    const constantsFirst = o.constantsFirst !== false;

    log.push("scan: " + book.entries.length + " entries" + (book.name ? " in " + quote(book.name) : "") +
      ", scan depth " + defaultDepth + (book.scanDepth === null && o.scanDepth === undefined ? " (default)" : "") +
      ", token budget " + budget + ", recursion " + (book.recursive ? "on (at most " + maxRecursion + " passes)" : "off") +
      ", " + chatLength + " messages");
    if (defaultDepth === 0) log.push("scan depth 0: no messages are scanned, only constant, sticky and @@activate entries fire");
    for (let i = 0; i < book.warnings.length; i++) log.push("warning: " + book.warnings[i]);
    for (let i = 0; i < book.notes.length; i++) log.push("note: " + book.notes[i]);

    // The window: newest message first, each capped, the whole capped.
    const deepest = Math.max(defaultDepth, book.deepest);
    const scanned = [];
    let chars = 0;
    for (let d = 0; d < deepest && d < msgs.length; d++) {
      const m = msgs[msgs.length - 1 - d];
      let text = m && typeof m.content === "string" ? m.content : "";
      // SillyTavern's "include names" (on by default): each message is scanned as
      // "Name: text", so a key naming a speaker fires while they talk.
      const speaker = !m || o.includeNames === false ? "" : typeof m.name === "string" && m.name ? m.name
        : m.role === "assistant" ? o.characterName || "" : m.role === "user" ? o.userName || "" : "";
      text = (speaker ? speaker + ": " + text : text).trim();
      if (text.length > DEFAULTS.maxMessageChars) text = text.slice(text.length - DEFAULTS.maxMessageChars);
      if (chars + text.length > DEFAULTS.maxWindowChars) { log.push("scanned text capped at " + DEFAULTS.maxWindowChars + " characters; older messages not scanned"); break; }
      chars += text.length;
      scanned.push(text);
    }
    const hits = new Map();
    const tFind = Date.now();
    for (let d = 0; d < scanned.length; d++) findKeys(book, scanned[d], d, hits);
    const findMs = Date.now() - tFind;
    const recursed = [];

    function depthOf(entry) { return entry.scanDepth !== null ? entry.scanDepth : defaultDepth; }
    function where(d) { return d < 0 ? "in recursed entry content" : d === 0 ? "in the latest message" : "in message " + (d + 1) + " from the end"; }
    /** null, or the depth where the matcher matched (-1: recursed content), the newest within depth. */
    function found(m, depth) {
      if (depth <= 0) return null;
      if (m.kind === "plain") { const h = hits.get(m.id); return h !== undefined && h < depth ? h : null; }
      if (m.kind !== "regex") return null;
      // Regexes see a shorter tail of each text: even an accepted pattern may backtrack.
      for (let d = 0; d < depth && d < scanned.length; d++) if (m.re.test(forRegex(scanned[d]))) return d;
      for (let r = 0; r < recursed.length; r++) if (m.re.test(forRegex(recursed[r]))) return -1;
      return null;
    }
    function forRegex(t) { return t.length > DEFAULTS.maxRegexChars ? t.slice(t.length - DEFAULTS.maxRegexChars) : t; }
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
    // The newest message's fingerprint (its length and both ends: hashing all of a long
    // message would cost more than the rest of the scan).
    const newest = msgs.length ? String(msgs[msgs.length - 1] && msgs[msgs.length - 1].content) : "";
    const stamp = chatLength + ":" + newest.length + ":" + hash(newest.length > 512 ? newest.slice(0, 256) + newest.slice(-256) : newest);
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
    let fedText = "";
    let fedTokens = 0;
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
      // Sticky first, then rank: the order candidates are accepted in (below).
      const queue = Array.from(pool).sort(function (a, b) {
        return (active.sticky.has(b.key) ? 1 : 0) - (active.sticky.has(a.key) ? 1 : 0) || (constantsFirst ? (b.constant ? 1 : 0) - (a.constant ? 1 : 0) : 0) || a.rank - b.rank;
      });
      // Without inclusion groups nothing can drop an earlier candidate, so once the
      // candidates that fire for sure exceed the budget the rest cannot fire either:
      // stop looking (unless a full log is wanted).
      const early = o.quiet && !book.hasGroups && !book.hasIgnoreBudget;
      let pendingBytes = 0;
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
        else if (recursion && book.recursive && e.excludeRecursion && !sticky) suppress = "excluded from recursion";
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
        if (early) {
          if (sticky || !(e.useProbability && e.probability < 100)) pendingBytes += utf8Bytes(e.content) + 1;
          if (fedTokens + Math.ceil(pendingBytes / 4) >= budget) break;
        }
      }
      // Sticky first, then constant (always-on lore is never pushed out by matched
      // lore), then rank (insertion_order, priority): the order the budget takes them in.
      candidates.sort(function (a, b) {
        return (b.sticky ? 1 : 0) - (a.sticky ? 1 : 0) || (constantsFirst ? (b.e.constant ? 1 : 0) - (a.e.constant ? 1 : 0) : 0) || a.e.rank - b.e.rank;
      });
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
      // SillyTavern's accounting: the text fed to earlier recursion passes plus this
      // pass's contents, each followed by a newline, counted as one text. Once over,
      // only entries with ignore_budget are still taken.
      let passText = "";
      let ignoring = 0;
      for (let i = 0; i < candidates.length; i++) if (!dropped[candidates[i].e.key] && candidates[i].e.ignoreBudget) ignoring++;
      for (let i = 0; i < candidates.length; i++) {
        const c = candidates[i];
        const e = c.e;
        if (dropped[e.key]) { done.add(e.key); continue; }
        if (e.ignoreBudget) ignoring--;
        if (overflow && !e.ignoreBudget) { if (ignoring > 0) continue; break; }
        if (e.useProbability && e.probability < 100 && !c.sticky) {
          if (!roll(e)) { done.add(e.key); o.quiet || note("skipped " + quote(e.label) + ": " + reason(c) + ", but failed its " + e.probability + "% probability roll"); continue; }
          c.why = reason(c) + (o.rolls === "assume" ? " (fires on " + e.probability + "% of requests)" : " (passed its " + e.probability + "% roll)");
        }
        const cost = tokens(e.content);
        passText += e.content + "\n";
        if (!e.ignoreBudget && fedTokens + tokens(passText) >= budget) { // SillyTavern stops when the total reaches the budget
          if (!overflow) {
            const left = candidates.length - i;
            log.push("token budget of " + budget + " reached: " + quote(e.label) + " (" + cost + " tokens) and " + (left - 1) + " more matched entr" + (left - 1 === 1 ? "y" : "ies") + " left out" + (ignoring > 0 ? " (except those with ignore_budget)" : ""));
          }
          overflow = true;
          continue;
        }
        used += cost;
        done.add(e.key);
        activated.push(c);
        fresh.push(c);
        o.quiet || log.push("fired " + quote(e.label) + " (id " + e.id + ", order " + e.order + (e.priority !== null ? ", priority " + e.priority : "") + ", " + cost + " tokens)" + (e.ignoreBudget && overflow ? " beyond the budget (ignore_budget)" : "") + ": " + reason(c));
      }
      if (timedOut) break;
      const feed = fresh.filter(function (c) { return !c.e.preventRecursion && c.e.content; });
      // Another pass: recursion (while the budget holds), else the next "delay until
      // recursion" level (SillyTavern runs those even with recursion off, and feeds
      // them the entries fired so far).
      let again = false;
      if (book.recursive && !overflow && feed.length) again = true;
      else if (levels.length) { level = levels.shift(); again = true; }
      if (!again) break;
      if (passes > maxRecursion) { log.push("recursion stopped after " + maxRecursion + " passes (the depth limit)"); break; }
      if (feed.length) {
        const text = feed.map(function (c) { return c.e.content; }).join("\n");
        recursed.push(text);
        findKeys(book, text, -1, hits);
        fedText = text + "\n" + fedText;
        fedTokens = tokens(fedText);
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

  global.lorebookEngine = {
    DEFAULTS, prepare, scan, regexProblem: B.regexProblem, slashForm: B.slashForm, _keysIn: keysIn,
  };
})(typeof globalThis !== "undefined" ? globalThis : this);
