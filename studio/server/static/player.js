/* The web player page: library, permission summary, chat with streaming, swipes,
 * greetings and persona. Everything goes through window.CharacterPlayer
 * (/character-player.js). Message HTML comes sanitised from the server (cmark-gfm's
 * safe mode, as the chat export); everything else is inserted as text. */
"use strict";

const $ = (id) => document.getElementById(id);
const state = { player: null, busy: false, apiKey: null };
const KEY_SLOT = "character-studio.model-key"; // sessionStorage only: gone with the tab.

function el(tag, props, children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children || []) node.append(child);
  return node;
}

function say(message, isError) {
  const status = $("status");
  status.textContent = message || "";
  status.classList.toggle("error", Boolean(isError));
}

function setParams(params) {
  const url = new URL(window.location.href);
  url.search = "";
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  window.history.replaceState(null, "", url);
}

async function showLibrary() {
  $("chat").hidden = true;
  $("library").hidden = false;
  $("persona-button").hidden = true;
  $("title").textContent = "Character Player";
  state.player = null;
  setParams({});
  const list = $("characters");
  list.replaceChildren();
  const characters = await CharacterPlayer.library("", state.apiKey);
  if (!characters.length) list.append(el("li", { text: "No characters yet: load one by URL." }));
  for (const character of characters) {
    list.append(el("li", {}, [
      el("button", { type: "button", onclick: () => openCharacter(character.id) }, [
        el("span", { className: "name", text: character.name }),
        el("span", { className: "description", text: character.description }),
      ]),
    ]));
  }
}

function permissionsBody(info) {
  const p = info.permissions;
  const body = [el("p", { text: `${info.name} runs code of its own. Here is what it does and asks for.` })];
  if (p.wantsWeb) body.push(el("p", { text: "It wants web access; it stays off unless web access is turned on." }));
  if (p.spendsTokens) body.push(el("p", { text: "Some of its agents may spend tokens through the model." }));
  body.push(el("p", { text: `${p.agents.length} program(s) run sandboxed, with no access to your files or network beyond what is listed.` }));
  for (const agent of p.agents) {
    const items = [];
    if (agent.tools.length) items.push(`Tools the model can call: ${agent.tools.join(", ")}`);
    if (agent.commands.length) items.push(`Commands you can type: ${agent.commands.join(", ")}`);
    if (agent.hooks.length) items.push(`Runs on: ${agent.hooks.join(", ")}`);
    for (const api of agent.apis) items.push(`${api.api}: ${api.meaning}`);
    if (!agent.apis.length) items.push("Asks for no extra permissions.");
    body.push(el("div", { className: "agent" }, [
      el("h3", { text: `${agent.id} (${agent.kind}, ${agent.language})` }),
      el("p", { text: agent.description }),
      el("ul", {}, items.map((text) => el("li", { text }))),
    ]));
  }
  return body;
}

function askPermission(info) {
  return new Promise((resolve) => {
    const dialog = $("permissions");
    $("permissions-title").textContent = `Before you play ${info.name}`;
    $("permissions-body").replaceChildren(...permissionsBody(info));
    const done = (accepted) => {
      dialog.close();
      resolve(accepted);
    };
    $("permissions-accept").onclick = () => done(true);
    $("permissions-cancel").onclick = () => done(false);
    dialog.oncancel = () => resolve(false);
    dialog.showModal();
    $("permissions-accept").focus();
  });
}

async function openCharacter(packageRef, conversationId) {
  say("Opening…");
  const player = new CharacterPlayer({ package: packageRef, baseUrl: "", apiKey: state.apiKey });
  const info = await player.ready();
  if (!info.accepted) {
    if (!(await askPermission(info))) {
      say(`${info.name} was not opened: its code runs only once you accept.`);
      return;
    }
    await player.accept();
  }
  state.player = player;
  player.on("token", (text) => {
    const live = document.querySelector("#messages .msg.streaming .body");
    if (!live) return;
    const following = atLatest();
    live.textContent += text;
    if (following) showLatest(); // a reader who scrolled up to read is left there
  });
  player.on("agentToast", (text) => say(text));
  player.on("error", (err) => say(err.message, true));
  const greetings = $("greeting-select");
  greetings.replaceChildren(...info.greetingTexts.map((text, i) =>
    el("option", { value: String(i), text: `${i === 0 ? "Intro" : `Greeting ${i}`}: ${text.slice(0, 60)}` })));
  const list = await player.listConversations();
  const wanted = conversationId && list.some((c) => c.id === conversationId) ? conversationId : null;
  const latest = list.length ? list.reduce((a, b) => (b.updated > a.updated ? b : a)).id : null;
  if (wanted || latest) await player.loadConversation(wanted || latest);
  else await player.newConversation({});
  await refreshConversations();
  render();
  // Shown only now: the composer cannot be used before the conversation is open.
  $("library").hidden = true;
  $("chat").hidden = false;
  $("persona-button").hidden = false;
  $("title").textContent = info.name;
  say("");
  $("composer-text").focus({ preventScroll: true });
  showLatest(); // where the player left off, now that the chat has a layout
}

async function refreshConversations() {
  const player = state.player;
  const list = await player.listConversations();
  const select = $("conversation-select");
  select.replaceChildren(...list.map((c) => el("option", {
    value: c.id, text: `${c.title || `Conversation ${c.id}`} (${c.message_count})` })));
  select.value = player.conversationId;
  setParams({ character: player.characterId, conversation: player.conversationId });
}

function swipeControls(entry) {
  const { shown, count } = entry.swipes;
  const go = (n) => act(() => state.player.swipe(entry.index, n));
  return el("div", { className: "swipes" }, [
    el("button", { type: "button", className: "ghost", "aria-label": "Previous reply",
      onclick: () => go(shown - 1), ...(shown === 0 ? { disabled: "" } : {}) }, ["‹"]),
    el("span", { text: `${shown + 1}/${count}`, "aria-label": `Reply ${shown + 1} of ${count}` }),
    el("button", { type: "button", className: "ghost", "aria-label": "Next reply",
      onclick: () => go(shown + 1), ...(shown + 1 >= count ? { disabled: "" } : {}) }, ["›"]),
  ]);
}

function messageItem(role, who, html, extra) {
  const body = el("div", { className: "body" });
  body.innerHTML = html; // Sanitised by the server (cmark-gfm safe mode).
  return el("li", { className: `msg ${role}` }, [el("div", { className: "who", text: who }), body, ...(extra || [])]);
}

// The newest message in view, above the composer (which sticks to the bottom).
function showLatest() {
  const last = $("messages").lastElementChild;
  if (!last) return;
  const hidden = last.getBoundingClientRect().bottom - $("composer").getBoundingClientRect().top;
  if (hidden > -8) window.scrollBy(0, hidden + 8);
}

function atLatest() {
  const last = $("messages").lastElementChild;
  if (!last) return true;
  return last.getBoundingClientRect().bottom <= $("composer").getBoundingClientRect().top + 48;
}

function render() {
  const player = state.player;
  const view = player.conversation;
  const name = player.character.name;
  // The persona's name, "You" for the default "User" (as the desktop chat says it).
  const named = view.persona && view.persona.name;
  const you = named && named !== "User" ? named : "You";
  const items = [];
  if (view.greeting) items.push(messageItem("assistant", name, view.greetingHtml));
  for (const entry of view.entries) {
    const who = entry.role === "user" ? you : entry.role === "assistant" ? name : entry.role;
    const extra = entry.swipes && entry.swipes.count > 1 ? [swipeControls(entry)] : [];
    items.push(messageItem(entry.role, who, entry.html, extra));
  }
  $("messages").replaceChildren(...items);
  showExpression(view.expression);
  showLatest();
}

function showExpression(shown) {
  // The character's expression for its latest message (the server inlines the picture).
  const figure = $("expression");
  figure.hidden = !shown;
  if (!shown) return;
  $("expression-picture").src = shown.src;
  $("expression-picture").alt = `Expression: ${shown.label}`;
  $("expression-label").textContent = shown.label;
}

function setBusy(busy) {
  state.busy = busy;
  for (const id of ["send-button", "regenerate-button", "continue-button"]) $(id).disabled = busy;
  $("stop-button").hidden = !busy;
}

async function act(operation) {
  try {
    await operation();
    render();
    await refreshConversations();
  } catch (err) {
    say(err.message, true);
  }
}

async function reply(operation, userText) {
  if (state.busy) return;
  setBusy(true);
  say("");
  if (userText !== undefined) {
    $("messages").append(messageItem("user", "You", ""));
    $("messages").lastChild.querySelector(".body").textContent = userText;
  }
  const live = messageItem("assistant streaming", state.player.character.name, "");
  $("messages").append(live);
  showLatest();
  try {
    await operation();
  } catch (err) {
    say(err.message, true);
  } finally {
    setBusy(false);
    try {
      await state.player.loadConversation(state.player.conversationId);
      render();
      await refreshConversations();
    } catch (err) {
      say(err.message, true);
    }
    $("composer-text").focus();
  }
}

function wire() {
  $("library-button").addEventListener("click", () => showLibrary().catch((e) => say(e.message, true)));
  $("load-form").addEventListener("submit", (event) => {
    event.preventDefault();
    openCharacter($("load-url").value).catch((e) => say(e.message, true));
  });
  $("composer").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("composer-text").value;
    if (!text.trim()) return;
    $("composer-text").value = "";
    reply(() => state.player.send(text), text);
  });
  $("composer-text").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      $("composer").requestSubmit();
    }
  });
  $("regenerate-button").addEventListener("click", () => reply(() => state.player.regenerate()));
  $("continue-button").addEventListener("click", () => reply(() => state.player.continueReply()));
  $("stop-button").addEventListener("click", () => state.player.stop());
  $("conversation-select").addEventListener("change", (event) =>
    act(() => state.player.loadConversation(event.target.value)));
  $("new-conversation").addEventListener("click", () =>
    act(() => state.player.newConversation({ greeting: Number($("greeting-select").value) })));
  $("persona-button").addEventListener("click", () => {
    const persona = state.player.conversation.persona || {};
    $("persona-name").value = persona.name || "";
    $("persona-description").value = persona.description || "";
    $("persona").showModal();
  });
  $("persona-cancel").addEventListener("click", () => $("persona").close());
  $("persona-form").addEventListener("submit", () => {
    const name = $("persona-name").value.trim() || null;
    act(() => state.player.setPersona(name, $("persona-description").value));
  });
}

function askKey() {
  return new Promise((resolve) => {
    const dialog = $("key");
    $("key-form").onsubmit = (event) => {
      event.preventDefault();
      const key = $("key-input").value.trim();
      if (!key) return;
      dialog.close();
      resolve(key);
    };
    dialog.oncancel = (event) => event.preventDefault();
    dialog.showModal();
    $("key-input").focus();
  });
}

async function start() {
  wire();
  const info = await CharacterPlayer.serverInfo("");
  if (info.needsKey) {
    state.apiKey = window.sessionStorage.getItem(KEY_SLOT) || (await askKey());
    window.sessionStorage.setItem(KEY_SLOT, state.apiKey);
  }
  const params = new URLSearchParams(window.location.search);
  const load = params.get("loadCharacter");
  const character = params.get("character");
  try {
    if (load) await openCharacter(load);
    else if (character) await openCharacter(character, params.get("conversation"));
    else await showLibrary();
  } catch (err) {
    say(err.message, true);
    if (!load && !character) return;
    await showLibrary().catch(() => {});
    say(err.message, true);
  }
}

start();
