"""
@agent {{id}}
@version 0.1
@description Describe what this agent remembers and does for the character.

@tool {{tool}}
@tool-description Tell the model when to call this tool.
@tool-params {"type":"object","properties":{"text":{"type":"string","minLength":1}},"required":["text"]}

@command @{{tool}} {{tool}}_command

@preload true
"""

# store shape: {"items": [str]}


def _items(store):
    if not isinstance(store.get("items"), list):
        store["items"] = []
    return store["items"]


def on_load(store, studio, context):
    items = _items(store)
    if not items:
        return None
    return "## {{id}}\n" + "\n".join(f"- {item}" for item in items)


def on_tool_call(tool_name, args, store, studio, context):
    if tool_name != "{{tool}}":
        return f"[Unknown tool: {tool_name}]"
    _items(store).append(args["text"])
    return "Saved."


def {{tool}}_command(args, store, studio, context):
    items = _items(store)
    return "\n".join(items) if items else "Nothing saved yet."
