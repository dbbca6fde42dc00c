/**
 * @agent {{id}}
 * @version 0.1
 * @description Describe what this agent remembers and does for the character.
 *
 * @tool {{tool}}
 * @tool-description Tell the model when to call this tool.
 * @tool-params {"type":"object","properties":{"text":{"type":"string","minLength":1}},"required":["text"]}
 *
 * @command @{{tool}} {{tool}}Command
 *
 * @preload true
 */

// store shape: { items: string[] }

export function onLoad(store, studio, context) {
  if (!Array.isArray(store.items) || store.items.length === 0) return null;
  return `## {{id}}\n${store.items.map((item) => `- ${item}`).join("\n")}`;
}

export function onToolCall(toolName, args, store, studio, context) {
  if (toolName !== "{{tool}}") return `[Unknown tool: ${toolName}]`;
  if (!Array.isArray(store.items)) store.items = [];
  store.items.push(args.text);
  return "Saved.";
}

export function {{tool}}Command(args, store, studio, context) {
  const items = Array.isArray(store.items) ? store.items : [];
  return items.length ? items.join("\n") : "Nothing saved yet.";
}
