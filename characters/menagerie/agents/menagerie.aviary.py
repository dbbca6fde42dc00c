"""
@agent menagerie.aviary
@version 1.0
@description The aviary: banded birds and how often they are mentioned.

@tool band_bird
@tool-description Give a newly arrived bird a numbered leg band. Call when a bird joins the aviary.
@tool-params {"type":"object","properties":{"species":{"type":"string","enum":["finch","dove"]},"name":{"type":"string","minLength":1}},"required":["species","name"]}

@command @census census_command

@preload true
@api studio.history
"""

# store shape: {"next_band": int, "birds": [{"band": int, "species": str, "name": str}]}


def _birds(store):
    if not isinstance(store.get("birds"), list):
        store["birds"] = []
    return store["birds"]


def on_load(store, studio, context):
    birds = _birds(store)
    if not birds:
        return None
    lines = [f"- #{b['band']} {b['name']} the {b['species']}" for b in birds]
    return "## Aviary\n" + "\n".join(lines)


async def on_tool_call(tool_name, args, store, studio, context):
    if tool_name != "band_bird":
        return f"[Unknown tool: {tool_name}]"
    birds = _birds(store)
    name = args["name"].strip()
    if any(b["name"].lower() == name.lower() for b in birds):
        return f"There is already a bird called {name}."
    band = int(store.get("next_band", 1))
    store["next_band"] = band + 1
    birds.append({"band": band, "species": args["species"], "name": name})
    mentions = await studio.history.search(name)
    studio.log(f"Aviary: banded {name} as #{band}")
    note = f" (mentioned {len(mentions)} times so far)" if mentions else ""
    return f"{name} the {args['species']} now wears band #{band}{note}."


def census_command(args, store, studio, context):
    birds = _birds(store)
    species = args.strip().lower()
    if species and species not in ("finch", "dove"):
        return "Usage: @census [finch|dove]"
    counted = [b for b in birds if not species or b["species"] == species]
    studio.toast(f"{len(counted)} {species or 'bird'}(s) in the aviary")
    return None
