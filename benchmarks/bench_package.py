"""Benchmark: loading and validating character packages.

Run: ``.venv/bin/python benchmarks/bench_package.py [N]``

Loads the ``characters/menagerie`` sample and a generated 20-agent package
(five of each language, plus composed entries) N times each and prints the
median and the ratio to the 50 ms target. No agent code runs.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from studio.package import load_package, validate_package

ROOT = Path(__file__).resolve().parents[1]
TARGET_MS = 50.0

_SOURCES = {
    ".js": "/**\n * @agent {id}\n * @tool {tool}\n * @tool-description Tool {n}.\n"
    ' * @tool-params {{"type":"object","properties":{{"q":{{"type":"string"}}}}}}\n'
    " * @command @c{n} cmd{n}\n * @preload true\n */\n"
    "export function onLoad() {{ return null; }}\n",
    ".ts": "/**\n * @agent {id}\n * @tool {tool}\n"
    ' * @tool-params {{"type":"object","properties":{{"q":{{"type":"string"}}}}}}\n'
    " */\nexport function onLoad(store: object): null {{ return null; }}\n",
    ".py": '"""\n@agent {id}\n@tool {tool}\n'
    '@tool-params {{"type":"object","properties":{{"q":{{"type":"string"}}}}}}\n'
    '@command @c{n} cmd_{n}\n"""\n\n\ndef on_load(store, studio, context):\n    return None\n',
    ".lua": "--[[\n@agent {id}\n@tool {tool}\n"
    '@tool-params {{"type":"object","properties":{{"q":{{"type":"string"}}}}}}\n'
    "]]\nfunction on_load(store, studio, context) return nil end\n",
}

_STUB = "/**\n * @agent {id}\n * @tool {tool}\n */\nexport function onToolCall() {{ return ''; }}\n"


def generate(root: Path) -> tuple[Path, Path]:
    """A 20-agent package and a stub bundled-agents folder."""
    pkg, bundled = root / "pkg20", root / "bundled"
    (pkg / "agents").mkdir(parents=True)
    (pkg / "context").mkdir()
    bundled.mkdir()
    agents: list[object] = []
    for n in range(16):
        ext = list(_SOURCES)[n % 4]
        agent_id = f"bench.agent-{n}"
        text = _SOURCES[ext].format(id=agent_id, tool=f"tool_{n}", n=n)
        (pkg / "agents" / f"{agent_id}{ext}").write_text(text, encoding="utf-8")
        agents.append(agent_id)
    for name, tool in [
        ("studio.context-access", "context_lookup"),
        ("studio.sub-agent", "x"),
        ("studio.memory-store", "memory_save"),
    ]:
        (bundled / f"{name}.js").write_text(_STUB.format(id=name, tool=tool), encoding="utf-8")
    for n in range(3):
        (pkg / "context" / f"file{n}.txt").write_text("lore " * 200, encoding="utf-8")
        agents.append(
            {
                "id": f"bench.lore-{n}",
                "implementation": "studio.context-access",
                "contextFile": f"file{n}.txt",
            }
        )
    (pkg / "agents" / "helper.subagent.md").write_text(
        "---\nname: helper\ndescription: Helps.\n---\nYou help %%CHARACTER_NAME%%.\n",
        encoding="utf-8",
    )
    agents.append(
        {
            "id": "bench.helper",
            "implementation": "studio.sub-agent",
            "promptFile": "helper.subagent.md",
            "private-agents": ["bench.agent-0"],
        }
    )
    (pkg / "config.json").write_text(
        json.dumps({"name": "Bench", "agents": agents}), encoding="utf-8"
    )
    return pkg, bundled


def median_ms(fn: Callable[[], object], runs: int) -> float:
    """Median wall time of ``fn`` in milliseconds (after one warm-up call)."""
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    with tempfile.TemporaryDirectory() as tmp:
        pkg20, bundled = generate(Path(tmp))
        menagerie = ROOT / "characters" / "menagerie"
        cases = {
            "menagerie load": lambda: load_package(menagerie, bundled_agents_dir=bundled),
            "menagerie validate": lambda: validate_package(menagerie, bundled_agents_dir=bundled),
            "20 agents load": lambda: load_package(pkg20, bundled_agents_dir=bundled),
            "20 agents validate": lambda: validate_package(pkg20, bundled_agents_dir=bundled),
        }
        assert len(load_package(pkg20, bundled_agents_dir=bundled).agents) == 20
        print(f"{'case':<22}{'median ms':>12}{'vs 50 ms':>10}   (N={runs})")
        for name, fn in cases.items():
            ms = median_ms(fn, runs)
            print(f"{name:<22}{ms:>12.2f}{ms / TARGET_MS:>9.2f}x")


if __name__ == "__main__":
    main()
