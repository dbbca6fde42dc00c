"""SillyTavern's World Info scan in node, beside the project's, for the comparison test.

``world_info_js()`` fetches the ``sillytavern`` package pinned by this folder's
``package-lock.json`` (``npm pack`` of exactly that version, its sha512 checked against
the lockfile's ``integrity``) into ``build/cache/sillytavern-<version>/`` and unpacks
only ``public/scripts/world-info.js``; nothing of it is committed. Only that one file
is needed (``stubs.mjs`` stands in for the browser app around it), so the package's
650 dependencies are not installed. ``run_sillytavern`` feeds ``driver.mjs`` a book
and a conversation; ``run_project`` runs the project's own rules
(``agents/lib/lorebook-*.js``) in QuickJS the way the lorebook agent does, keeping
its per-conversation state between requests.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path
from typing import Any

import quickjs

from studio.sandbox.lorebook_host import engine_paths

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
CACHE = ROOT / "build" / "cache"
MEMBER = "package/public/scripts/world-info.js"
# The speakers of every conversation: the newest message is the user's (stubs.mjs
# and the project's options use the same names).
NAMES = ("Sam", "Aria")


class Unavailable(RuntimeError):
    """node/npm or the registry is missing; the message says which."""


def pinned() -> tuple[str, str]:
    """(version, integrity) of sillytavern in the lockfile."""
    lock = json.loads((HERE / "package-lock.json").read_text("utf-8"))
    entry = lock["packages"]["node_modules/sillytavern"]
    return entry["version"], entry["integrity"]


def world_info_js() -> Path:
    """The pinned world-info.js, fetched once into build/cache."""
    version, integrity = pinned()
    target = CACHE / f"sillytavern-{version}" / "world-info.js"
    if target.is_file():
        return target
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        raise Unavailable("node and npm are needed (apt-get install nodejs npm)")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        done = subprocess.run(
            [npm, "pack", f"sillytavern@{version}", "--pack-destination", tmp, "--silent"],
            cwd=tmp,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        if done.returncode != 0:
            raise Unavailable(f"npm pack sillytavern@{version} failed: {done.stderr[-500:]}")
        tarball = Path(tmp) / f"sillytavern-{version}.tgz"
        algo, _, expected = integrity.partition("-")
        digest = base64.b64encode(hashlib.new(algo, tarball.read_bytes()).digest()).decode()
        assert digest == expected, f"sillytavern-{version}.tgz does not match the lockfile"
        with tarfile.open(tarball) as archive:
            member = archive.extractfile(MEMBER)
            assert member is not None, f"{MEMBER} is not in sillytavern-{version}"
            partial = target.with_suffix(".partial")
            partial.write_bytes(member.read())
            partial.replace(target)
    return target


def run_sillytavern(
    book: dict[str, Any], settings: dict[str, Any], requests: list[dict[str, Any]]
) -> list[list[int]]:
    """The uids checkWorldInfo activates for each request (one conversation)."""
    script = world_info_js()
    if settings.get("world_info_include_names", True):
        # As SillyTavern's prompt builder hands messages to the scan: "Name: text".
        requests = [
            {
                **r,
                "chat": [
                    f"{NAMES[(len(r['chat']) - 1 - i) % 2]}: {m}" for i, m in enumerate(r["chat"])
                ],
            }
            for r in requests
        ]
    payload = {
        "worldInfo": script.as_uri(),
        "book": book,
        "settings": settings,
        "requests": requests,
    }
    done = subprocess.run(
        ["node", str(HERE / "driver.mjs")],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, "NODE_NO_WARNINGS": "1"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    activated: list[list[int]] = json.loads(done.stdout)["activated"]
    return activated


_PROJECT = """
(function (bookText, requestsJson, optionsJson) {
  const options = JSON.parse(optionsJson);
  const state = {};
  return JSON.stringify(JSON.parse(requestsJson).map(function (r) {
    const messages = r.chat.map(function (m, i) {
      return {role: (r.chat.length - 1 - i) % 2 === 0 ? "user" : "assistant", content: m};
    });
    const o = Object.assign({}, options, {contextWindow: r.maxContext});
    const fired = lorebookEngine.scan(bookText, messages, state, o).fired;
    return fired.map(function (f) { return f.id; }).sort(function (a, b) { return a - b; });
  }));
})
"""


def run_project(
    book: dict[str, Any], options: dict[str, Any], requests: list[dict[str, Any]]
) -> list[list[int]]:
    """The ids the project's lorebook rules fire for each request (one conversation)."""
    context = quickjs.Context()
    context.set_memory_limit(256 << 20)
    context.eval("\n;\n".join(p.read_text("utf-8") for p in engine_paths()))
    call = context.eval(_PROJECT)
    out: list[list[int]] = json.loads(
        call(json.dumps(book), json.dumps(requests), json.dumps(options))
    )
    return out
