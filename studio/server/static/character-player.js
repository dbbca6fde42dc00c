/*
 * CharacterPlayer: the reference's consumer interface (Part 3) over a Character Studio
 * server's Player API. Plain JavaScript, no dependencies; load it with
 *   <script src="https://your-server/character-player.js"></script>
 * and use window.CharacterPlayer:
 *
 *   const player = new CharacterPlayer({ package: "<character id or package URL>",
 *                                        baseUrl: "https://your-server" });
 *   player.on("token", (text) => ...);
 *   const reply = await player.send("Hello!");   // { role: "assistant", content }
 *
 * Events: message {role, content, html}, token (string), agentLog (string),
 * agentToast (string), toolCall {agentId, toolName, result}, error (Error).
 * The server's key stays on the server; with apiKey given (a server that lets
 * visitors bring their key) it travels with each request and is never stored.
 */
(function (global) {
  "use strict";

  const EVENTS = ["message", "token", "agentLog", "agentToast", "toolCall", "error"];

  class PlayerError extends Error {
    constructor(message, status, kind) {
      super(message);
      this.name = "PlayerError";
      this.status = status;
      this.kind = kind || "error";
    }
  }

  function parseFrames(buffer, onFrame) {
    let end;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = "message";
      const data = [];
      for (const line of frame.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length) onFrame(name, JSON.parse(data.join("\n")));
    }
    return buffer;
  }

  class CharacterPlayer {
    constructor(options) {
      const opts = options || {};
      if (!opts.package) throw new TypeError("CharacterPlayer needs { package }");
      this.package = opts.package;
      this.baseUrl = (opts.baseUrl || "").replace(/\/+$/, "");
      this.apiKey = opts.apiKey || null;
      this.model = opts.model || null;
      this.conversationId = opts.conversationId || null;
      this.characterId = /^[0-9a-f]{16}$/.test(opts.package) ? opts.package : null;
      this.character = null;
      this._turns = [];
      this._conversation = null;
      this._listeners = new Map(EVENTS.map((name) => [name, new Set()]));
    }

    on(event, callback) {
      const set = this._listeners.get(event);
      if (!set) throw new TypeError(`unknown event ${event}; one of ${EVENTS.join(", ")}`);
      set.add(callback);
      return () => set.delete(callback);
    }

    _emit(event, payload) {
      for (const callback of this._listeners.get(event) || []) {
        try {
          callback(payload);
        } catch (err) {
          console.error(err);
        }
      }
    }

    async _request(method, path, body, accept) {
      const headers = { "X-Character-Studio": "1", Accept: accept || "application/json" };
      if (body !== undefined) headers["Content-Type"] = "application/json";
      if (this.apiKey) headers["X-Model-Key"] = this.apiKey;
      const response = await fetch(this.baseUrl + "/api/v1" + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
      if (!response.ok) {
        let message = `HTTP ${response.status}`;
        try {
          message = (await response.json()).error || message;
        } catch (_err) {
          /* not JSON */
        }
        throw new PlayerError(message, response.status);
      }
      return response;
    }

    async _json(method, path, body) {
      return (await this._request(method, path, body)).json();
    }

    /** Resolve the package (loading it by URL when it is one); the character's info. */
    async ready() {
      if (!this.characterId) {
        const loaded = await this._json("POST", "/characters/load", { url: this.package });
        this.characterId = loaded.id;
      }
      if (!this.character) {
        this.character = await this._json("GET", `/characters/${this.characterId}`);
      }
      return this.character;
    }

    /** Accept what the package's code asks for (the permission summary). */
    async accept() {
      await this.ready();
      await this._json("POST", `/characters/${this.characterId}/accept`);
      this.character.accepted = true;
    }

    _base() {
      return `/characters/${this.characterId}/conversations`;
    }

    _show(view) {
      this._conversation = view;
      this.conversationId = view.id;
      this._turns = view.entries.map((e) => ({ ...e }));
      return view;
    }

    async _ensureConversation() {
      await this.ready();
      if (!this.conversationId) await this.newConversation();
    }

    /** Start a new conversation; the current one is already saved. */
    async newConversation(options) {
      await this.ready();
      const view = await this._json("POST", this._base(), options || {});
      return this._show(view).id;
    }

    /** The open conversation's turns ({index, role, content, html, swipes?}). */
    getConversation() {
      return this._turns.map((turn) => ({ ...turn }));
    }

    /** The open conversation as the server showed it last (greeting, persona, entries). */
    get conversation() {
      return this._conversation;
    }

    async loadConversation(id) {
      await this.ready();
      return this._show(await this._json("GET", `${this._base()}/${id}`));
    }

    async listConversations() {
      await this.ready();
      return this._json("GET", this._base());
    }

    async _stream(path, body) {
      await this._ensureConversation();
      const response = await this._request(
        "POST", `${this._base()}/${this.conversationId}${path}`, body, "text/event-stream");
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let result = null;
      const onFrame = (name, data) => {
        if (name === "done") {
          result = data;
        } else if (name === "error") {
          const err = new PlayerError(data.message, 0, data.kind);
          err.agentId = data.agentId || null;
          this._emit("error", err);
        } else {
          this._emit(name, data);
        }
      };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = parseFrames(buffer + decoder.decode(value, { stream: true }), onFrame);
      }
      await this.loadConversation(this.conversationId);
      if (!result || !result.ok) {
        throw new PlayerError((result && result.error) || "the reply was cut off", 0);
      }
      return result.reply;
    }

    /** Send a message; resolves to the reply {role: "assistant", content, html}. */
    send(text) {
      return this._stream("/messages", { text: String(text) });
    }

    regenerate() {
      return this._stream("/regenerate");
    }

    continueReply() {
      return this._stream("/continue");
    }

    async stop() {
      if (!this.conversationId) return;
      await this._json("POST", `${this._base()}/${this.conversationId}/stop`);
    }

    async _change(method, path, body) {
      await this._ensureConversation();
      const view = await this._json(method, `${this._base()}/${this.conversationId}${path}`, body);
      return this._show(view);
    }

    swipe(index, n) {
      return this._change("POST", "/swipe", { index, n });
    }

    edit(index, text) {
      return this._change("PATCH", `/messages/${index}`, { text });
    }

    deleteMessage(index) {
      return this._change("DELETE", `/messages/${index}`);
    }

    fork(index) {
      return this._change("POST", "/fork", { index });
    }

    setGreeting(greeting) {
      return this._change("PUT", "/greeting", { greeting });
    }

    setPersona(name, description) {
      return this._change("PUT", "/persona", { name, description: description || "" });
    }

    async exportChat(format) {
      await this._ensureConversation();
      const path = `${this._base()}/${this.conversationId}/export?format=${format || "markdown"}`;
      return (await this._request("GET", path, undefined, "*/*")).text();
    }

    /** Every character the server offers (the library). */
    static async library(baseUrl, apiKey) {
      const headers = apiKey ? { "X-Model-Key": apiKey } : {};
      const root = (baseUrl || "").replace(/\/+$/, "");
      const response = await fetch(root + "/api/v1/characters", { headers });
      if (!response.ok) throw new PlayerError(`HTTP ${response.status}`, response.status);
      return response.json();
    }

    /** How the server signs people in ({auth, needsKey}). */
    static async serverInfo(baseUrl) {
      const response = await fetch((baseUrl || "").replace(/\/+$/, "") + "/api/v1/server");
      if (!response.ok) throw new PlayerError(`HTTP ${response.status}`, response.status);
      return response.json();
    }
  }

  CharacterPlayer.EVENTS = EVENTS;
  CharacterPlayer.PlayerError = PlayerError;
  global.CharacterPlayer = CharacterPlayer;
})(typeof window !== "undefined" ? window : globalThis);
