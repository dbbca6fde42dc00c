"""Property tests: whatever the package contains, only PackageError escapes the loader."""

from __future__ import annotations

import io
import json
import tempfile
import warnings
import zipfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studio.errors import PackageError
from studio.package import load_package, validate_package

SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda kids: (
        st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4)
    ),
    max_leaves=12,
)
names = st.sampled_from(
    ["a.b", "studio.memory-store", "x.subagent.md", "../x", "", "studio.sub-agent", "s.subagent.md"]
)
entries = st.one_of(
    names,
    json_values,
    st.fixed_dictionaries(
        {"id": st.one_of(names, json_values), "implementation": st.one_of(names, json_values)},
        optional={
            "promptFile": st.one_of(names, json_values, st.just("s.subagent.md")),
            "shared-agents": st.one_of(st.lists(names, max_size=3), json_values),
            "private-agents": st.one_of(st.lists(names, max_size=3), json_values),
            "history": st.one_of(st.sampled_from(["none", "all", "recent:2", "x"]), json_values),
            "maxRounds": json_values,
        },
    ),
)
configs = st.one_of(
    json_values,
    st.fixed_dictionaries(
        {"name": st.one_of(st.text(max_size=5), json_values)},
        optional={
            "agents": st.one_of(st.lists(entries, max_size=4), json_values),
            "fileMappings": st.one_of(
                st.dictionaries(
                    st.sampled_from(["Instructions", "ContextDirectory", "X"]),
                    st.one_of(st.sampled_from(["../a", "/a", "a/", "c:x", "ok.txt"]), json_values),
                ),
                json_values,
            ),
        },
    ),
)
TAGS = [
    "@agent a.b",
    "@agent",
    "@tool t",
    "@tool-params {",
    '@tool-params {"type":"object"}',
    "@tool-description d",
    "@command @c f",
    "@command",
    "@preload true",
    "@preload x",
    "@api studio.web",
    "@lib nope",
    "@lib",
    "@hook afterResponse",
    "@hook x",
    "@debug",
    "@zz",
    "random text",
    "",
    '@tool-params {"type":"object","properties":5}',
]
manifest_lines = st.lists(st.one_of(st.sampled_from(TAGS), st.text(max_size=20)), max_size=10)
FRONT = [
    "name: ok",
    "name: 5",
    "description: d",
    "parameters: {type: object}",
    "parameters: 3",
    "maxRounds: 20",
    "history: recent:0",
    "model: main",
    "temperature: x",
    "x: [",
    "- a",
]


def check(path: Path, bundled: Path) -> None:
    try:
        load_package(path, bundled_agents_dir=bundled)
    except PackageError:
        pass
    problems = validate_package(path, bundled_agents_dir=bundled)
    assert all(p.severity in ("error", "warning") for p in problems)
    for problem in problems:
        problem.format()


def write(root: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def render(config: Any, mutate: bytes) -> bytes:
    raw = json.dumps(config).encode()
    return raw + mutate if mutate else raw


@SETTINGS
@given(config=configs, mutate=st.binary(max_size=3))
def test_random_config(bundled: Path, config: Any, mutate: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write(
            root,
            {
                "config.json": render(config, mutate),
                "agents/a.b.js": b"/**\n * @agent a.b\n * @tool t\n */\n",
                "agents/s.subagent.md": b"---\nname: s\ndescription: d\n---\nhi\n",
            },
        )
        check(root, bundled)


@SETTINGS
@given(
    lines=manifest_lines,
    lang=st.sampled_from(["js", "ts", "py", "lua"]),
    front=st.lists(st.sampled_from(FRONT), max_size=5),
    noise=st.binary(max_size=8),
)
def test_random_manifests(
    bundled: Path, lines: list[str], lang: str, front: list[str], noise: bytes
) -> None:
    body = "\n".join(lines)
    source = {
        "js": f"/**\n{body}\n*/\n",
        "ts": f"/**\n{body}\n*/\n",
        "py": f'"""\n{body}\n"""\n',
        "lua": f"--[[\n{body}\n]]\n",
    }[lang]
    config = {
        "name": "F",
        "agents": [
            "a.b",
            {
                "id": "c.s",
                "implementation": "studio.sub-agent",
                "promptFile": "s.subagent.md",
                "private-agents": ["a.b"],
            },
        ],
    }
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write(
            root,
            {
                "config.json": json.dumps(config).encode(),
                f"agents/a.b.{lang}": source.encode() + noise,
                "agents/s.subagent.md": ("---\n" + "\n".join(front) + "\n---\nbody").encode(),
                "a.b.agent.json": noise or b"{}",
            },
        )
        check(root, bundled)


zip_names = st.sampled_from(
    [
        "config.json",
        "top/config.json",
        "../x",
        "/abs",
        "a/b.txt",
        "top/agents/a.b.js",
        "agents/a.b.js",
        "C:/x",
        "context/",
        "top/",
        "__MACOSX/x",
        "intro.txt",
    ]
)


@SETTINGS
@given(
    entries=st.lists(st.tuples(zip_names, st.binary(max_size=40)), max_size=6),
    truncate=st.integers(min_value=0, max_value=400),
    symlink=st.booleans(),
)
def test_random_zip_layouts(
    bundled: Path, entries: list[tuple[str, bytes]], truncate: int, symlink: bool
) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # duplicate names are part of the fuzzing
        for index, (name, data) in enumerate(entries):
            info = zipfile.ZipInfo(name)
            if symlink and index == 0:
                info.external_attr = 0o120777 << 16
            zf.writestr(info, b'{"name": "Z"}' if name.endswith("config.json") else data)
    data = buffer.getvalue()
    if truncate:
        data = data[: max(len(data) - truncate, 0)]
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "p.zip"
        archive.write_bytes(data)
        check(archive, bundled)
