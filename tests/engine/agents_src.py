"""Agent sources used by engine tests, in each language."""

from __future__ import annotations

COUNTER_JS = """/**
 * @agent test.counter
 * @tool bump
 * @tool-description Add to the counter
 * @tool-params {"type":"object","properties":{"by":{"type":"integer"}},"required":["by"]}
 * @command @set setCounter
 * @preload true
 */
export function onLoad(store, studio, context) {
  return store.count === undefined ? null : `Counter is ${store.count}`;
}
export function onToolCall(toolName, args, store, studio, context) {
  store.count = (store.count || 0) + args.by;
  store.ids = (store.ids || []).concat([context.toolCallId]);
  studio.log(`bumped by ${args.by}`);
  studio.toast("bump!");
  return `count=${store.count} id=${context.toolCallId} by=${context.invokedBy}`;
}
export function setCounter(args, store, studio, context) {
  const n = Number(args);
  if (!Number.isInteger(n)) return "Usage: @set <integer>";
  store.count = n;
  store.how = context.invokedBy;
}
"""

FAILING_JS = """/**
 * @agent test.failing
 * @tool explode
 * @tool-params {"type":"object","properties":{}}
 */
export function onToolCall(toolName, args, store) {
  store.touched = true;
  throw new Error("kaboom");
}
"""

HISTORY_PY = '''"""
@agent test.history
@tool recall
@tool-params {"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}
@api studio.history
@api studio.context
"""
import json

async def on_tool_call(tool_name, args, store, studio, context):
    found = await studio.history.search(args["q"])
    rng = await studio.history.range(0, context.conversationLength)
    secret = await studio.context.readFile(".secret.txt")
    return json.dumps({"found": found, "range": len(rng), "secret": secret,
                       "length": context["conversationLength"]})
'''

NOTES_LUA = """--[[
@agent test.notes
@tool note
@tool-params {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}
@preload true
]]
function on_load(store, studio, context)
  if store.notes == nil or #store.notes == 0 then return nil end
  return "Notes: " .. table.concat(store.notes, "; ")
end
function on_tool_call(tool_name, args, store, studio, context)
  store.notes = store.notes or {}
  table.insert(store.notes, args.text)
  return "noted " .. args.text .. " #" .. tostring(context.toolCallId)
end
"""

DICE_TS = """/**
 * @agent test.dice
 * @tool roll
 * @tool-params {"type":"object","properties":{"sides":{"type":"integer","minimum":2}},"required":["sides"]}
 */
interface Roll { sides: number; value: number }
export function onToolCall(toolName: string, args: { sides: number }, store: any): string {
  const roll: Roll = { sides: args.sides, value: args.sides };  // deterministic for tests
  store.last = roll;
  return `rolled ${roll.value}`;
}
"""

HOOKS_JS = """/**
 * @agent test.hooks
 * @preload true
 * @hook conversationStart
 * @hook beforeResponse
 * @hook afterResponse
 * @hook afterToolCall
 * @hook afterUserEdit
 * @hook noSuchEvent
 */
export function onConversationStart(event, store, studio, context) {
  store.events = (store.events || []).concat([{ e: "start", isNew: event.isNewConversation,
    by: context.invokedBy }]);
}
export function onBeforeResponse(event, store) {
  store.events.push({ e: "before", userText: event.userText, regenerate: event.regenerate,
    human: event.respondingToHuman });
  store.seen = event.userText;
}
export function onAfterResponse(event, store) {
  store.events.push({ e: "after", responseText: event.responseText, stopped: event.stopped,
    toolsOffered: event.toolsOffered, toolCalls: event.toolCalls });
}
export function onAfterToolCall(event, store) {
  store.events.push({ e: "tool", agentId: event.agentId, toolName: event.toolName,
    result: event.result, toolCallId: event.toolCallId });
  return "ignored";
}
export function onAfterUserEdit(event, store) {
  store.events.push({ e: "edit", deleted: event.deletedToolCallIds,
    last: event.lastViableToolCallId });
}
export function onLoad(store) {
  return store.seen ? `Last user text: ${store.seen}` : null;
}
"""
