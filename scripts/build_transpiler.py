"""Build ``resources/vendor/``: the sucrase transpiler bundle and test fixtures.

The transpiler comes from the npm registry, pinned by ``packaging/transpiler/package-lock.json``,
and is bundled here at build time; the output is never committed (``resources/vendor/`` is
gitignored). Run it once after cloning and whenever the lockfile changes::

    python scripts/build_transpiler.py          # build if out of date
    python scripts/build_transpiler.py --force  # rebuild anyway

Outputs:

* ``resources/vendor/sucrase.js`` -- one IIFE defining ``globalThis.sucrase = {transform}``,
  evaluated in QuickJS by :mod:`studio.sandbox.typescript` on the host.
* ``resources/vendor/test/jmespath.js`` -- jmespath's UMD build, used only by the tests as
  a real third-party ``@lib``.

Up-to-date checks compare modification times against the lockfile and the bundling inputs,
so a second run returns in milliseconds.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "packaging" / "transpiler"
VENDOR_DIR = ROOT / "resources" / "vendor"
BUNDLE = VENDOR_DIR / "sucrase.js"
JMESPATH = VENDOR_DIR / "test" / "jmespath.js"
INPUTS = ("package.json", "package-lock.json", "entry.js", "build.js")


class BuildError(RuntimeError):
    """The bundle could not be built; the message says what to install or fix."""


def _tool(name: str) -> str:
    """Find ``name`` on PATH (``npm.cmd`` on Windows is found by shutil.which too)."""
    found = shutil.which(name)
    if found is None:
        raise BuildError(
            f"{name} was not found on PATH. Building the TypeScript transpiler bundle needs "
            "Node.js 18+ with npm (https://nodejs.org); install it and run "
            "`python scripts/build_transpiler.py` again."
        )
    return found


def _newest_input() -> float:
    return max((SOURCE_DIR / name).stat().st_mtime for name in INPUTS)


def _up_to_date(path: Path, newer_than: float) -> bool:
    return path.is_file() and path.stat().st_mtime >= newer_than


def _run(args: list[str]) -> None:
    result = subprocess.run(args, cwd=SOURCE_DIR, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise BuildError(
            f"`{' '.join(args)}` failed in {SOURCE_DIR} (exit {result.returncode}):\n"
            f"{result.stdout}{result.stderr}"
        )


def install_node_modules() -> None:
    """Run ``npm ci`` unless ``node_modules`` is newer than the lockfile.

    ``npm ci`` installs exactly what the lockfile pins; npm 11 skips esbuild's postinstall
    by default, which is fine because ``build.js`` uses esbuild's JS API.
    """
    marker = SOURCE_DIR / "node_modules" / ".package-lock.json"
    lockfile = SOURCE_DIR / "package-lock.json"
    if _up_to_date(marker, lockfile.stat().st_mtime):
        return
    _run([_tool("npm"), "ci", "--no-audit", "--no-fund"])


def build(force: bool = False) -> list[Path]:
    """Build whatever is out of date and return the paths written."""
    newest = _newest_input()
    written: list[Path] = []
    if not force and _up_to_date(BUNDLE, newest) and _up_to_date(JMESPATH, newest):
        return written
    install_node_modules()
    VENDOR_DIR.mkdir(parents=True, exist_ok=True)
    if force or not _up_to_date(BUNDLE, newest):
        # Write to a temporary name first so a failed build never leaves half a bundle.
        partial = BUNDLE.with_suffix(".partial.js")
        _run([_tool("node"), "build.js", str(partial)])
        partial.replace(BUNDLE)
        written.append(BUNDLE)
    if force or not _up_to_date(JMESPATH, newest):
        JMESPATH.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SOURCE_DIR / "node_modules" / "jmespath" / "jmespath.js", JMESPATH)
        written.append(JMESPATH)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    options = parser.parse_args(argv)
    try:
        written = build(force=options.force)
    except BuildError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    for path in written:
        print(f"built {path.relative_to(ROOT)} ({path.stat().st_size:,} bytes)")
    if not written:
        print("resources/vendor is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
