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

interface Store {
  items?: string[];
}

function items(store: Store): string[] {
  if (!Array.isArray(store.items)) store.items = [];
  return store.items;
}

export function onLoad(store: Store, studio: unknown, context: unknown): string | null {
  const list = items(store);
  if (list.length === 0) return null;
  return `## {{id}}\n${list.map((item) => `- ${item}`).join("\n")}`;
}

export function onToolCall(
  toolName: string,
  args: { text: string },
  store: Store,
  studio: unknown,
  context: unknown,
): string {
  if (toolName !== "{{tool}}") return `[Unknown tool: ${toolName}]`;
  items(store).push(args.text);
  return "Saved.";
}

export function {{tool}}Command(args: string, store: Store, studio: unknown, context: unknown) {
  const list = items(store);
  return list.length ? list.join("\n") : "Nothing saved yet.";
}
