"""AgentSandbox behaviour: gates, lifecycle, serialisation, crashes, API helpers."""

from __future__ import annotations

import asyncio
import importlib.util

import pytest

from studio.errors import SandboxError
from studio.sandbox import AgentSpec, export_name
from studio.sandbox.executor import BRIDGE_METHODS

from .helpers_sandbox import RecordingBridge, SandboxFactory


@pytest.mark.parametrize("method", [m for m, ns in BRIDGE_METHODS.items() if ns is not None])
async def test_undeclared_api_is_rejected_before_the_handler(
    make_sandbox: SandboxFactory, bridge: RecordingBridge, method: str
) -> None:
    sandbox = make_sandbox(
        f"""
        async def f(store, studio, context):
            target = studio
            for part in {method!r}.split("."):
                target = getattr(target, part)
            try:
                await target("x")
            except Exception as exc:
                return str(exc)
        """
    )
    seen = (await sandbox.call("f", [], {}, {})).value
    namespace = BRIDGE_METHODS[method]
    assert seen == f'studio.{method} requires "@api {namespace}" in the agent\'s manifest'
    assert bridge.calls == []


async def test_log_and_toast_need_no_declaration(
    make_sandbox: SandboxFactory, bridge: RecordingBridge
) -> None:
    sandbox = make_sandbox("def f(store, studio):\n    studio.log('a')\n    studio.toast('b')\n")
    await sandbox.call("f", [], {}, {}, meta={"turn": 1})
    assert bridge.calls == [
        ("test.agent", "log", ["a"], {"turn": 1}),
        ("test.agent", "toast", ["b"], {"turn": 1}),
    ]


def test_default_timeouts_follow_decisions() -> None:
    base = {"agent_id": "a", "language": "python", "source": "", "filename": "a.py"}
    assert AgentSpec(**base).call_timeout == 8.0  # type: ignore[arg-type]
    model = AgentSpec(**base, apis=frozenset({"studio.model"}))  # type: ignore[arg-type]
    assert model.call_timeout == 120.0
    assert AgentSpec(**base, timeout=2.5).call_timeout == 2.5  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("language", "name", "expected"),
    [
        ("python", "onToolCall", "on_tool_call"),
        ("lua", "onConversationStart", "on_conversation_start"),
        ("python", "onLoad", "on_load"),
        ("javascript", "onToolCall", "onToolCall"),
        ("typescript", "onAfterUserEdit", "onAfterUserEdit"),
    ],
)
def test_export_name(language: str, name: str, expected: str) -> None:
    assert export_name(language, name) == expected


async def test_calls_into_one_agent_are_serialised(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox("def f(n, store):\n    store['n'] = n\n    return n\n")
    results = await asyncio.gather(*(sandbox.call("f", [n], {}, {}) for n in range(20)))
    assert [r.value for r in results] == list(range(20))


async def test_fd_level_output_reaches_the_console(make_sandbox: SandboxFactory) -> None:
    lines: list[str] = []
    sandbox = make_sandbox(
        "import os\ndef f(*a):\n    os.write(1, b'raw fd1\\n')\n    return 'ok'\n",
        on_console=lambda agent, text: lines.append(text),
    )
    assert (await sandbox.call("f", [], {}, {})).value == "ok"
    await sandbox.close()  # Closing drains stderr, so the raw line has arrived.
    assert "raw fd1" in lines


async def test_crash_then_respawn_and_close_then_restart(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox("import os\ndef die(*a):\n    os._exit(9)\ndef ok(*a):\n    return 1\n")
    with pytest.raises(SandboxError) as caught:
        await sandbox.call("die", [], {}, {})
    assert caught.value.kind == "crash" and "exit code 9" in caught.value.message
    assert (await sandbox.call("ok", [], {}, {})).value == 1
    await sandbox.close()
    assert (await sandbox.call("ok", [], {}, {})).value == 1  # Lazily started again.


async def test_cancelled_call_discards_the_worker(make_sandbox: SandboxFactory) -> None:
    sandbox = make_sandbox(
        "def spin(*a):\n    while True:\n        pass\ndef ok(*a):\n    return 1\n"
    )
    await sandbox.start()
    pid = sandbox._supervisor.pid
    task = asyncio.create_task(sandbox.call("spin", [], {}, {}))
    await asyncio.sleep(0)  # Let the call start; cancellation is what is under test.
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert (await sandbox.call("ok", [], {}, {})).value == 1
    assert sandbox._supervisor.pid != pid


needs_js = pytest.mark.skipif(
    importlib.util.find_spec("studio.sandbox.js") is None, reason="JS executor not present"
)


@needs_js
async def test_typescript_is_compiled_on_the_host_and_runs_as_javascript(
    make_sandbox: SandboxFactory,
) -> None:
    sandbox = make_sandbox(
        "export function onToolCall(tool: string, args: {x: number}): string {\n"
        "  return `${tool}:${args.x * 2}`;\n}\n",
        language="typescript",
    )
    assert "onToolCall" in await sandbox.start()
    assert (await sandbox.call("onToolCall", ["t", {"x": 21}], {}, {})).value == "t:42"
