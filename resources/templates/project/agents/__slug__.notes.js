/**
 * @agent {{slug}}.notes
 * @version 0.1
 * @description Notes the character keeps during a conversation.
 *
 * @tool take_note
 * @tool-description Write down something worth remembering for later in the conversation.
 * @tool-params {"type":"object","properties":{"note":{"type":"string","minLength":1}},"required":["note"]}
 *
 * @command @note noteCommand
 *
 * @preload true
 */

// store shape: { notes: string[] }

export function onLoad(store, studio, context) {
  if (!Array.isArray(store.notes) || store.notes.length === 0) return null;
  return `## Notes\n${store.notes.map((n) => `- ${n}`).join("\n")}`;
}

export function onToolCall(toolName, args, store, studio, context) {
  if (toolName !== "take_note") return `[Unknown tool: ${toolName}]`;
  if (!Array.isArray(store.notes)) store.notes = [];
  store.notes.push(args.note);
  studio.log(`Note: ${args.note}`);
  return "Noted.";
}

export function noteCommand(args, store, studio, context) {
  if (!args.trim()) return "Usage: @note <text>";
  if (!Array.isArray(store.notes)) store.notes = [];
  store.notes.push(args.trim());
  studio.toast("Noted.");
}
