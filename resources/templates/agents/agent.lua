--[[
@agent {{id}}
@version 0.1
@description Describe what this agent remembers and does for the character.

@tool {{tool}}
@tool-description Tell the model when to call this tool.
@tool-params {"type":"object","properties":{"text":{"type":"string","minLength":1}},"required":["text"]}

@command @{{tool}} {{tool}}_command

@preload true
]]

-- store shape: { items = { string } }

local function items(store)
  if type(store.items) ~= "table" then
    store.items = {}
  end
  return store.items
end

function on_load(store, studio, context)
  local list = items(store)
  if #list == 0 then
    return nil
  end
  local lines = {}
  for _, item in ipairs(list) do
    lines[#lines + 1] = "- " .. item
  end
  return "## {{id}}\n" .. table.concat(lines, "\n")
end

function on_tool_call(tool_name, args, store, studio, context)
  if tool_name ~= "{{tool}}" then
    return "[Unknown tool: " .. tool_name .. "]"
  end
  local list = items(store)
  list[#list + 1] = args.text
  return "Saved."
end

function {{tool}}_command(args, store, studio, context)
  local list = items(store)
  if #list == 0 then
    return "Nothing saved yet."
  end
  return table.concat(list, "\n")
end
