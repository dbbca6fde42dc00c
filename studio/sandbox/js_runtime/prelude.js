// Evaluated once in every JavaScript agent context, before any @lib or the agent
// (studio/sandbox/js.py). It adds what the 2021 QuickJS engine lacks, builds the
// `studio` bridge object, and returns the host's handles for loading and calling.
// Everything crossing to Python is JSON text: dicts do not cross add_callable.
// setTimeout/setInterval are deliberately absent (not throwing stubs): libraries that
// feature-detect them take their synchronous path, and nothing could ever fire them.
(function (global, bridgeRequest, bridgeNotify, debugOut) {
  "use strict";
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const PromiseCtor = Promise;
  const resolved = Promise.resolve.bind(Promise);
  const rejected = Promise.reject.bind(Promise);

  function define(target, name, value) {
    if (!Object.prototype.hasOwnProperty.call(target, name)) {
      Object.defineProperty(target, name, {value, writable: true, configurable: true});
    }
  }
  function at(index) {
    const length = this.length >>> 0;
    let i = Math.trunc(Number(index)) || 0;
    if (i < 0) i += length;
    return i < 0 || i >= length ? undefined : this[i];
  }
  define(Array.prototype, "at", at);
  define(Object.getPrototypeOf(Int8Array.prototype), "at", at);
  define(String.prototype, "at", function (index) { return at.call(String(this), index); });
  define(Object, "hasOwn", function hasOwn(object, key) {
    if (object === null || object === undefined) {
      throw new TypeError("Cannot convert undefined or null to object");
    }
    return Object.prototype.hasOwnProperty.call(Object(object), key);
  });
  // JSON-based: enough for the plain data agents keep in stores; Map/Set/Date lose shape.
  define(global, "structuredClone", function structuredClone(value) {
    return value === undefined ? undefined : parse(stringify(value));
  });
  define(global, "queueMicrotask", function queueMicrotask(callback) {
    if (typeof callback !== "function") throw new TypeError("callback is not a function");
    resolved().then(callback);
  });
  define(global, "globalThis", global);

  function text(value) {
    if (typeof value === "string") return value;
    if (value instanceof Error) return value.name + ": " + value.message;
    if (value === undefined || typeof value === "function" || typeof value === "symbol") {
      return String(value);
    }
    try { return stringify(value); } catch (e) { return String(value); }
  }
  function printer(prefix) {
    return function (...values) { debugOut(prefix + values.map(text).join(" ")); };
  }
  define(global, "console", {
    log: printer(""), info: printer(""), debug: printer(""),
    warn: printer("warning: "), error: printer("error: "), trace: printer("trace: "),
  });

  function request(method, params) {
    while (params.length && params[params.length - 1] === undefined) params.pop();
    let reply;
    try {
      reply = parse(bridgeRequest(method, stringify(params)));
    } catch (e) {
      return rejected(e);
    }
    return "error" in reply ? rejected(new Error(reply.error)) : resolved(reply.ok);
  }
  function notify(method, message) { bridgeNotify(method, stringify([text(message)])); }
  // A fresh object per call, so an agent that overwrites studio.history in one call
  // does not change what it (or a library) sees in the next.
  function makeStudio() {
    return {
      log: (message) => notify("log", message),
      toast: (message) => notify("toast", message),
      history: {
        search: (query) => request("history.search", [query]),
        range: (start, end) => request("history.range", [start, end]),
      },
      context: {readFile: (name) => request("context.readFile", [name])},
      callModel: (system, messages, maxTokens, opts) =>
        request("callModel", [system, messages, maxTokens, opts]),
      grants: {readStore: (ref) => request("grants.readStore", [ref])},
      web: {fetch: (url, options) => request("web.fetch", [url, options])},
    };
  }

  function describe(error) {
    if (error instanceof Error || (error && typeof error === "object" && "message" in error
        && "name" in error && typeof error.stack === "string")) {
      return {error: String(error.name) + ": " + String(error.message),
              stack: String(error.stack || "")};
    }
    if (typeof error === "string") return {error: error};
    if (error === undefined || error === null) return {error: "the agent threw " + error};
    let shown;
    try { shown = stringify(error); } catch (e) { shown = undefined; }
    return {error: "the agent threw a non-Error value: " + (shown === undefined ? String(error) : shown)};
  }

  // A result must be plain JSON data, as in Python and Lua agents: a Date, a class
  // instance, a Map, an object carrying methods (toString, toJSON) or a non-finite
  // number is an agent failure, not silently turned into a string, {} or null.
  const protoOf = Object.getPrototypeOf;
  const ObjectProto = Object.prototype;
  const isArray = Array.isArray;
  const isFinite = Number.isFinite;
  function strictJSON(key, value) {
    const raw = this[key];  // Before toJSON: the value the agent actually returned.
    const kind = typeof raw;
    if (kind === "function" || kind === "symbol") {
      throw new TypeError((key === "" ? "a " : "property " + stringify(key) + " is a ") + kind);
    }
    if (kind === "number" && !isFinite(raw)) {
      throw new TypeError(String(raw) + " is not a JSON number");
    }
    if (kind === "object" && raw !== null && !isArray(raw)) {
      const proto = protoOf(raw);
      if (proto !== ObjectProto && proto !== null) {
        const ctor = proto && proto.constructor;
        const name = typeof ctor === "function" && ctor.name ? ctor.name : "object";
        throw new TypeError("a " + name + " is not plain JSON data");
      }
      if (typeof raw.toJSON === "function") {
        throw new TypeError("property \"toJSON\" is a function");  // Called before we see it.
      }
    }
    return value;
  }

  let exportsObject = {};
  let outcome = null;
  let store = null;
  function finish(value) {
    if (typeof value === "function" || typeof value === "symbol") {
      outcome = {error: "the agent returned a " + typeof value + ", which is not JSON"};
      return;
    }
    let result;
    try {
      result = stringify(value === undefined ? null : value, strictJSON);
    } catch (e) {
      outcome = {error: "the agent's result is not JSON-serialisable: " + describe(e).error};
      return;
    }
    try {
      outcome = {json: '{"result":' + result + ',"store":' + stringify(store) + "}"};
    } catch (e) {
      outcome = {error: "the agent's store is not JSON-serialisable: " + describe(e).error};
    }
  }
  // "R" + {"result", "store"} JSON (passed through as it is), or "E" + {"error", "stack"}.
  function encodeOutcome() {
    if (outcome === null) return null;
    return outcome.json !== undefined ? "R" + outcome.json : "E" + stringify(outcome);
  }
  return {
    instantiate(factory) {
      const module = {exports: {}};
      try {
        factory.call(undefined, module.exports);
      } catch (e) {
        return stringify(describe(e));
      }
      exportsObject = module.exports;
      const names = [];
      for (const name of Object.keys(exportsObject)) {
        if (typeof exportsObject[name] === "function") names.push(name);
      }
      return stringify({exports: names});
    },
    // One JSON text [args, store, context]: one encode on the Python side, one parse here.
    call(name, payloadJson) {
      outcome = null;
      try {
        const fn = exportsObject[name];
        if (typeof fn !== "function") {
          outcome = {error: "the agent has no exported function named " + stringify(name)};
          return;
        }
        const payload = parse(payloadJson);
        store = payload[1];
        const value = fn(...payload[0], store, makeStudio(), payload[2]);
        if (value instanceof PromiseCtor || (value && typeof value.then === "function")) {
          resolved(value).then(finish, (e) => { outcome = describe(e); });
          return null;  // Settled by the job queue: the host drains it, then asks outcome().
        }
        finish(value);
      } catch (e) {
        outcome = describe(e);
      }
      return encodeOutcome();
    },
    outcome() {
      return encodeOutcome();
    },
  };
})
