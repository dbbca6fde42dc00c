// Bundled by scripts/build_transpiler.py into resources/vendor/sucrase.js: one IIFE
// that exposes only sucrase's transform on the global object, so QuickJS (which has
// no module loader) can evaluate it as a plain script.
import { transform } from "sucrase";

globalThis.sucrase = { transform };
