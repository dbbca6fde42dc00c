// Invoked by scripts/build_transpiler.py as `node build.js <out.js>`: bundles entry.js
// (sucrase's transform) into one IIFE that QuickJS can evaluate as a plain script.
// The esbuild JS API is used instead of its CLI so the same command works on every
// OS whether or not npm ran esbuild's optional postinstall step.
"use strict";
const path = require("path");
const esbuild = require("esbuild");

const out = process.argv[2];
if (!out) {
  console.error("usage: node build.js <out.js>");
  process.exit(2);
}
esbuild.buildSync({
  entryPoints: [path.join(__dirname, "entry.js")],
  outfile: out,
  bundle: true,
  format: "iife",
  platform: "neutral",
  mainFields: ["main", "module"],
  // QuickJS 2021-03-27 implements ES2020; keep esbuild from emitting newer syntax.
  target: "es2020",
  minify: true,
  legalComments: "eof",
  logLevel: "warning",
});
