"""Agent sources and small helpers for the agent-contract tests (issue 5).

Every agent here is minimal on purpose: it exposes exactly the bridge call a
test wants to observe and turns a rejection into a tool result, so the
assertions can read the engine's message from the conversation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.model_server import ModelServer

CALLER_JS = """/**
 * @agent test.caller
 * @tool ask
 * @tool-description Ask the worker model something
 * @tool-params {"type":"object","properties":{"system":{},"messages":{},"max":{},"opts":{}}}
 * @command @ask askCommand
 * @api studio.model
 */
export async function onToolCall(toolName, args, store, studio, context) {
  try {
    const reply = await studio.callModel(args.system, args.messages, args.max, args.opts);
    return "OK: " + reply;
  } catch (err) {
    return "ERR: " + err.message;
  }
}
export async function askCommand(args, store, studio, context) {
  try {
    store.reply = await studio.callModel("cmd", [{ role: "user", content: args }]);
    store.by = context.invokedBy;
  } catch (err) {
    return "ERR: " + err.message;
  }
}
"""

HOOK_CALLER_JS = """/**
 * @agent test.hookcaller
 * @hook afterResponse
 * @api studio.model
 */
export async function onAfterResponse(event, store, studio, context) {
  try {
    store.replies = (store.replies || []).concat([await studio.callModel("summarise", [])]);
  } catch (err) {
    store.errors = (store.errors || []).concat([err.message]);
  }
}
"""

NOAPI_JS = """/**
 * @agent test.noapi
 * @tool nomodel
 * @tool-params {"type":"object","properties":{}}
 * @tool noweb
 * @tool-params {"type":"object","properties":{}}
 * @tool nogrants
 * @tool-params {"type":"object","properties":{}}
 */
export async function onToolCall(toolName, args, store, studio) {
  try {
    if (toolName === "nomodel") await studio.callModel("x", []);
    else if (toolName === "noweb") await studio.web.fetch("http://example.com/");
    else await studio.grants.readStore("x");
    return "no error";
  } catch (err) {
    return "ERR: " + err.message;
  }
}
"""

GRANTLESS_JS = """/**
 * @agent test.grantless
 * @tool peek
 * @tool-params {"type":"object","properties":{"ref":{"type":"string"}},"required":["ref"]}
 * @api studio.grants
 */
export async function onToolCall(toolName, args, store, studio) {
  try {
    return "OK: " + JSON.stringify(await studio.grants.readStore(args.ref));
  } catch (err) {
    return "ERR: " + err.message;
  }
}
"""

WEB_JS = """/**
 * @agent test.web
 * @tool fetch_page
 * @tool-params {"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}
 * @api studio.web
 */
export async function onToolCall(toolName, args, store, studio) {
  try {
    const page = await studio.web.fetch(args.url, { maxChars: 1000 });
    return "OK: " + JSON.stringify(page);
  } catch (err) {
    return "ERR: " + err.message;
  }
}
"""

DEBUG_JS = """/**
 * @agent test.debugger
 * @tool echo
 * @tool-params {"type":"object","properties":{"x":{"type":"string"}},"required":["x"]}
 * @command @dbg dbgCommand
 * @debug true
 */
export function onToolCall(toolName, args, store) {
  store.n = (store.n || 0) + 1;
  return "echo " + args.x;
}
export function dbgCommand(args, store) {
  if (args === "bad") return "Usage: @dbg <anything but bad>";
  store.cmd = args;
}
"""

COUNTER_JS = """/**
 * @agent test.counter
 * @tool bump
 * @tool-description Add to the counter
 * @tool-params {"type":"object","properties":{"by":{"type":"integer"}},"required":["by"]}
 * @command @set setCounter
 */
export function onToolCall(toolName, args, store, studio, context) {
  store.count = (store.count || 0) + args.by;
  store.ids = (store.ids || []).concat([context.toolCallId]);
  return `count=${store.count} id=${context.toolCallId}`;
}
export function setCounter(args, store) {
  store.count = Number(args);
}
"""

SCRIBE_MD = """---
name: scribe
description: Keeps notes for the character
parameters: {"type": "object", "properties": {"topic": {"type": "string"}}, "required": ["topic"]}
history: all
maxRounds: 2
---
Scribe of %%CHARACTER_NAME%%.
HISTORY<<%%HISTORY%%>>
NOTES<<%%STORE:studio.memory-store%%>>
SHARED<<%%STORE:test.counter%%>>
MISSING<<%%STORE:nothing%%>>
ARGS<<%%ARGS%%>>
"""

LORE_MD = """---
name: lorekeeper
description: Answers lore questions
parameters:
  type: object
  properties: {question: {type: string}}
  required: [question]
maxTokens: 300
---
You keep the lore. Question args: %%ARGS%%
"""


def nonstream(server: ModelServer) -> list[dict[str, Any]]:
    """Bodies of the non-streamed (callModel) requests, in order."""
    return [
        r.body for r in server.requests
        if r.path.endswith("/chat/completions") and not r.body.get("stream")
    ]


def streamed(server: ModelServer) -> list[dict[str, Any]]:
    """Bodies of the streamed (main loop) requests, in order."""
    return [
        r.body for r in server.requests
        if r.path.endswith("/chat/completions") and r.body.get("stream")
    ]


def conv_folder(player: Any) -> Path:
    return Path(player.engine.session.conversation.folder)


def conv_file(player: Any, suffix: str) -> Path:
    """A sidecar file of the player's conversation, written out first (checkpoint)."""
    conv = player.engine.session.conversation
    conv.checkpoint()
    return Path(conv.folder) / f"conversation_{conv.id}{suffix}"


def tool_results(player: Any) -> list[str]:
    return [e["content"] for e in player.get_conversation() if e["role"] == "tool"]


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


BADHOOKS_JS = """/**
 * @agent test.badhooks
 * @hook beforeResponse
 * @hook afterResponse
 * @hook onTurnEnd
 */
export function onBeforeResponse(event, store) {
  store.before = (store.before || 0) + 1;
  if (event.userText === "slow") { for (;;) {} }
}
export function onAfterResponse(event, store) {
  store.after = true;
  throw new Error("after-hook exploded");
}
"""

SELFHOOK_JS = """/**
 * @agent test.selfhook
 * @tool ping
 * @tool-params {"type":"object","properties":{}}
 * @hook afterResponse
 * @hook afterToolCall
 */
export function onToolCall(toolName, args, store, studio, context) {
  store.pinged = { toolCallId: context.toolCallId };
  return "pong";
}
export function onAfterResponse(event, store, studio, context) {
  store.after = (store.after || []).concat([{ text: event.responseText, stopped: event.stopped,
    by: context.invokedBy, calls: event.toolCalls }]);
}
export function onAfterToolCall(event, store, studio, context) {
  store.seen = (store.seen || []).concat([{ agentId: event.agentId, toolName: event.toolName,
    toolCallId: event.toolCallId, result: event.result, args: event.args }]);
  return "must be ignored";
}
"""

FAILING_JS = """/**
 * @agent test.failing
 * @tool explode
 * @tool-params {"type":"object","properties":{}}
 */
export function onToolCall(toolName, args, store) {
  throw new Error("kaboom");
}
"""

PYHOOK_PY = '''"""
@agent test.pyhook
@hook afterResponse
@hook afterToolCall
"""

def on_after_response(event, store, studio, context):
    store["after"] = store.get("after", []) + [{
        "text": event["responseText"], "by": context["invokedBy"],
        "ids": [c["toolCallId"] for c in event["toolCalls"]]}]


async def on_after_tool_call(event, store, studio, context):
    store["seen"] = store.get("seen", []) + [event["toolName"] + "#" + str(event["toolCallId"])]
'''

LUAHOOK_LUA = """--[[
@agent test.luahook
@hook afterResponse
]]
function on_after_response(event, store, studio, context)
  store.after = store.after or {}
  local n = #event.toolCalls
  table.insert(store.after, event.responseText .. "|" .. context.invokedBy .. "|" .. n)
end
"""


PYCALLER_PY = '''"""
@agent test.pycaller
@tool pyask
@tool-params {"type":"object","properties":{}}
@api studio.model
"""


async def on_tool_call(tool_name, args, store, studio, context):
    try:
        reply = await studio.callModel("py", [{"role": "user", "content": "hi"}], 50,
                                       {"model": "main"})
        return "OK: " + reply
    except Exception as err:
        return "ERR: " + str(err)
'''

LUACALLER_LUA = """--[[
@agent test.luacaller
@tool luaask
@tool-params {"type":"object","properties":{}}
@tool luanomodel
@tool-params {"type":"object","properties":{}}
@api studio.model
]]
function on_tool_call(tool_name, args, store, studio, context)
  local ok, reply = pcall(function()
    if tool_name == "luanomodel" then
      return studio.web.fetch("http://example.com/"):await()
    end
    return studio.callModel("lua", {}, 9999):await()
  end)
  if ok then return "OK: " .. tostring(reply) end
  return "ERR: " .. tostring(reply)
end
"""
