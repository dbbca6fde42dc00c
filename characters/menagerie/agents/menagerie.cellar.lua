--[[
@agent menagerie.cellar
@version 1.0
@description The stone cellar: jars and bottles on the shelves.

@tool stock_cellar
@tool-description Add or take items from the cellar. Use a negative count to take items out.
@tool-params {"type":"object","properties":{"item":{"type":"string","minLength":1},"count":{"type":"integer"}},"required":["item","count"]}

@command @stock stock_command

@preload true
@api studio.history
]]

-- store shape: { shelves = { [item] = count } }

local function shelves(store)
  if type(store.shelves) ~= "table" then
    store.shelves = {}
  end
  return store.shelves
end

local function change(store, item, count)
  local all = shelves(store)
  local have = all[item] or 0
  if have + count < 0 then
    return nil, "Only " .. have .. " " .. item .. " in the cellar."
  end
  if have + count == 0 then
    all[item] = nil
  else
    all[item] = have + count
  end
  return have + count
end

function on_load(store, studio, context)
  local names = {}
  for item in pairs(shelves(store)) do
    names[#names + 1] = item
  end
  if #names == 0 then
    return nil
  end
  table.sort(names)
  local lines = { "## Cellar" }
  for _, item in ipairs(names) do
    lines[#lines + 1] = "- " .. item .. ": " .. shelves(store)[item]
  end
  return table.concat(lines, "\n")
end

function on_tool_call(tool_name, args, store, studio, context)
  if tool_name ~= "stock_cellar" then
    return "[Unknown tool: " .. tool_name .. "]"
  end
  local now, err = change(store, args.item, math.floor(args.count))
  if not now then
    return err
  end
  local asked = studio.history.search(args.item):await()
  studio.log("Cellar: " .. args.item .. " now " .. now)
  return args.item .. ": " .. now .. " on the shelves (asked about " .. #asked .. " times)."
end

function stock_command(args, store, studio, context)
  local count, item = string.match(args, "^%s*(-?%d+)%s+(.-)%s*$")
  if not count or item == "" then
    return "Usage: @stock <count> <item>"
  end
  local now, err = change(store, item, tonumber(count))
  if not now then
    return err
  end
  studio.toast(item .. ": " .. now)
  return nil
end
