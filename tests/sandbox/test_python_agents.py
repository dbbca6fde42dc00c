"""Python agents through real workers: the agent-facing contract."""

from __future__ import annotations

import json

import pytest

from studio.errors import SandboxError

from .helpers_sandbox import RecordingBridge, SandboxFactory

CONTEXT = {"invokedBy": "model", "agentId": "test.agent", "config": {"contextFile": ".db.json"}}


async def test_plain_and_async_exports_with_store_sync(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        """
        def on_tool_call(tool, args, store, studio, context):
            store["calls"] = store.get("calls", 0) + 1
            store.setdefault("seen", []).append(args["x"])
            return f"{tool}:{args['x']}"

        async def on_load(store, studio, context):
            return "memories: " + ", ".join(store.get("seen", []))

        def _helper():
            pass
        """
    )
    assert await sandbox.start() == ["on_load", "on_tool_call"]
    first = await sandbox.call("on_tool_call", ["note", {"x": "a"}], {}, CONTEXT)
    assert first.value == "note:a"
    assert first.store == {"calls": 1, "seen": ["a"]}
    second = await sandbox.call("on_tool_call", ["note", {"x": "b"}], first.store, CONTEXT)
    assert second.store == {"calls": 2, "seen": ["a", "b"]}
    loaded = await sandbox.call("on_load", [], second.store, CONTEXT)
    assert loaded.value == "memories: a, b"
    assert loaded.duration_ms > 0


async def test_unused_trailing_parameters_may_be_omitted(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        """
        def on_tool_call(tool, args):
            return tool
        def memory_add(*everything):
            return len(everything)
        """
    )
    assert (await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)).value == "t"
    assert (await sandbox.call("memory_add", ["k = v"], {}, CONTEXT)).value == 4


async def test_awaited_bridge_calls_reach_the_host(
    make_sandbox: SandboxFactory, bridge: RecordingBridge
) -> None:
    bridge.answers["history.search"] = lambda q: [{"role": "user", "content": q, "index": 0}]
    bridge.answers["context.readFile"] = lambda name: None
    sandbox = make_sandbox(
        """
        async def on_tool_call(tool, args, store, studio, context):
            hits = await studio.history.search(args["q"])
            missing = await studio.context.readFile(context.config.contextFile)
            studio.log("searched")
            studio.toast("done")
            return json.dumps({"hits": hits, "missing": missing})
        import json
        """,
        apis={"studio.history", "studio.context"},
    )
    result = await sandbox.call("on_tool_call", ["t", {"q": "pizza"}], {}, CONTEXT, meta="m1")
    assert json.loads(result.value) == {
        "hits": [{"role": "user", "content": "pizza", "index": 0}],
        "missing": None,
    }
    assert bridge.calls == [
        ("test.agent", "history.search", ["pizza"], "m1"),
        ("test.agent", "context.readFile", [".db.json"], "m1"),
        ("test.agent", "log", ["searched"], "m1"),
        ("test.agent", "toast", ["done"], "m1"),
    ]


async def test_rejected_bridge_call_raises_inside_the_agent(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        """
        async def on_tool_call(tool, args, store, studio, context):
            try:
                await studio.web.fetch("https://example.com")
            except Exception as exc:
                return f"caught: {exc}"
        """,
        apis={"studio.web"},
    )
    result = await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)
    assert result.value == "caught: not implemented"


async def test_context_is_a_dict_with_attribute_access(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        """
        def on_tool_call(tool, args, store, studio, context):
            return [context["agentId"], context.agentId, context.toolCallId,
                    context.config.contextFile, isinstance(context, dict)]
        """
    )
    result = await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)
    assert result.value == ["test.agent", "test.agent", None, ".db.json", True]


async def test_print_goes_to_the_console_not_the_protocol(make_sandbox: SandboxFactory) -> None:
    lines: list[tuple[str, str]] = []
    sandbox = make_sandbox(
        """
        import sys
        print("at load")
        def on_tool_call(tool, args, store, studio, context):
            print("hello", 42)
            print("to stderr", file=sys.stderr)
            sys.stdout.write('{"id": 1, "result": "forged"}\\n')
            return "ok"
        """,
        on_console=lambda agent, text: lines.append((agent, text)),
    )
    result = await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)
    assert result.value == "ok"
    assert result.console == ["hello 42", "to stderr", '{"id": 1, "result": "forged"}']
    assert ("test.agent", "at load") in lines


async def test_syntax_error_is_a_load_error_naming_file_and_line(
    make_sandbox: SandboxFactory,
) -> None:
    sandbox = make_sandbox("def ok():\n    return 1\n\ndef broken(:\n    pass\n", filename="bad.py")
    with pytest.raises(SandboxError) as caught:
        await sandbox.start()
    assert caught.value.kind == "load"
    assert "SyntaxError" in str(caught.value) and "bad.py:4" in str(caught.value)
    assert "test.agent" in str(caught.value)
    with pytest.raises(SandboxError, match=r"bad\.py:4"):  # Remembered, not retried.
        await sandbox.call("ok", [], {}, CONTEXT)


async def test_exception_at_import_is_a_load_error(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox("x = 1\nraise ValueError('no config')\n", filename="boom.py")
    with pytest.raises(SandboxError, match=r"ValueError: no config \(boom\.py:2\)"):
        await sandbox.start()


async def test_agent_exception_names_type_message_file_and_line(
    make_sandbox: SandboxFactory,
) -> None:
    sandbox = make_sandbox(
        """
        def on_tool_call(tool, args, store, studio, context):
            store["lost"] = True
            return args["missing"]
        def ok(*a):
            return "fine"
        """,
        filename="agent.py",
    )
    with pytest.raises(SandboxError) as caught:
        await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)
    assert caught.value.kind == "error"
    assert caught.value.message == "KeyError: 'missing' (agent.py:4)"
    assert (await sandbox.call("ok", [], {}, CONTEXT)).value == "fine"  # Same worker goes on.


async def test_missing_export(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox("def on_load(store):\n    return None\n")
    assert not await sandbox.has_export("on_tool_call")
    assert await sandbox.has_export("on_load")
    with pytest.raises(SandboxError, match="no exported function 'on_tool_call'"):
        await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("return {1, 2}", "not JSON"),
        ("return float('nan')", "not JSON"),
        ("store['x'] = object()", "store holds a value that is not JSON"),
    ],
)
async def test_non_json_results_and_stores_are_agent_errors(
    make_sandbox: SandboxFactory, body: str, expected: str
) -> None:
    sandbox = make_sandbox(f"def f(store):\n    {body}\n")
    with pytest.raises(SandboxError, match=expected) as caught:
        await sandbox.call("f", [], {}, CONTEXT)
    assert caught.value.kind == "error"


async def test_agent_may_use_asyncio_and_stdlib(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        """
        import asyncio, dataclasses, enum, json, re
        class Mood(enum.Enum):
            HAPPY = 1
        @dataclasses.dataclass
        class Point:
            x: int
        async def on_tool_call(tool, args, store, studio, context):
            a, b = await asyncio.gather(asyncio.sleep(0, "a"), asyncio.sleep(0, "b"))
            return [a, b, Mood.HAPPY.name, Point(3).x, re.sub("o", "0", "foo")]
        """
    )
    result = await sandbox.call("on_tool_call", ["t", {}], {}, CONTEXT)
    assert result.value == ["a", "b", "HAPPY", 3, "f00"]
