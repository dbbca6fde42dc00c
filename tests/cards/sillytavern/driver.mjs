// Runs SillyTavern's checkWorldInfo (public/scripts/world-info.js from the pinned npm
// package) over the requests on stdin and prints, per request, the uids it activates.
//
// stdin: {"worldInfo": file URL of world-info.js, "book": a World Info file,
//         "settings": {world_info_depth, world_info_recursive, ...},
//         "requests": [{"chat": [message, ... oldest first], "maxContext": n}]}
// stdout: {"activated": [[uid, ...], ...]}
// The chat of one run is one conversation: timed effects (sticky, cooldown) carry over.
import { register } from "node:module";
import { readFileSync } from "node:fs";
import { inert } from "./stubs.mjs";

const input = JSON.parse(readFileSync(0, "utf8"));
process.env.ST_WORLD_INFO_URL = input.worldInfo;
register("./hooks.mjs", import.meta.url);

// The browser globals world-info.js touches while loading and scanning.
globalThis.$ = inert;
globalThis.jQuery = inert;
globalThis.toastr = { warning() {}, info() {}, error() {}, success() {} };
globalThis.document = inert;
globalThis.window = globalThis;
for (const level of ["debug", "log", "info", "warn"]) console[level] = () => {};

const wi = await import(input.worldInfo);
wi.setWorldInfoSettings({ ...input.settings, world_info: { globalSelect: ["book"] } }, { world_names: ["book"] });
wi.worldInfoCache.set("book", input.book);

const activated = [];
for (const request of input.requests) {
  const newestFirst = request.chat.slice().reverse();
  const result = await wi.checkWorldInfo(newestFirst, request.maxContext, false);
  activated.push([...result.allActivatedEntries].map((e) => e.uid).sort((a, b) => a - b));
}
process.stdout.write(JSON.stringify({ activated }));
