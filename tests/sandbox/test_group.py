"""Shared workers: several JavaScript (or Lua) agents in one worker process, each
in its own runtime (real workers)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from studio.errors import SandboxError
from studio.sandbox import WorkerGroup
from studio.sandbox.dispatcher import Dispatcher
from studio.sandbox.framing import ProtocolError

from .helpers_sandbox import RecordingBridge, SandboxFactory

CTX: dict[str, Any] = {"invokedBy": "model"}

COUNTER_JS = """
    let calls = 0;
    export function onToolCall(tool, args, store) {
      calls += 1;
      const before = typeof globalThis.mine;  // "undefined" until this agent set it
      globalThis.mine = args.tag;
      return `${args.tag}:${calls}:${before}`;
    }
"""


def _spinner(make_sandbox: SandboxFactory, group: WorkerGroup) -> Any:
    return make_sandbox(
        "export function onToolCall() { for (;;) {} }",
        language="javascript", agent_id="t.spin", timeout=0.5, group=group,
    )  # fmt: skip


@pytest.fixture
async def js_group() -> Any:
    group = WorkerGroup("javascript")
    yield group
    await group.close()


async def test_agents_share_one_process_but_not_their_globals(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    a = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.a", group=js_group)
    b = make_sandbox(
        COUNTER_JS,
        language="typescript",  # TypeScript agents join the JavaScript worker.
        agent_id="t.b",
        group=js_group,
    )
    first = await a.call("onToolCall", ["t", {"tag": "a"}], {}, CTX)
    second = await b.call("onToolCall", ["t", {"tag": "b"}], {}, CTX)
    third = await a.call("onToolCall", ["t", {"tag": "a"}], {}, CTX)
    # a never sees b's global, and each keeps its own module state.
    assert (first.value, second.value, third.value) == (
        "a:1:undefined",
        "b:1:undefined",
        "a:2:string",
    )
    assert js_group.supervisor.spawn_count == 1
    assert "netns" in a.isolation or "audit-hook" in a.isolation


async def test_calls_sent_together_all_come_back(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    agents = [
        make_sandbox(
            "export function onLoad(store) { return `n${store.n}`; }",
            language="javascript",
            agent_id=f"t.p{n}",
            group=js_group,
        )
        for n in range(8)
    ]
    for _ in range(3):
        results = await asyncio.gather(
            *(agent.call("onLoad", [], {"n": n}, CTX) for n, agent in enumerate(agents))
        )
        assert [r.value for r in results] == [f"n{n}" for n in range(8)]
    assert js_group.supervisor.spawn_count == 1


async def test_api_gates_apply_per_agent(
    make_sandbox: SandboxFactory, bridge: RecordingBridge, js_group: WorkerGroup
) -> None:
    source = """
        export async function onToolCall(tool, args, store, studio) {
          try { return JSON.stringify(await studio.history.range(0, 1)); }
          catch (e) { return "refused: " + e.message; }
        }
    """
    bridge.answers["history.range"] = [{"role": "user", "content": "hi"}]
    allowed = make_sandbox(
        source, language="javascript", agent_id="t.allowed", apis={"studio.history"},
        group=js_group,
    )  # fmt: skip
    refused = make_sandbox(source, language="javascript", agent_id="t.refused", group=js_group)
    results = await asyncio.gather(
        allowed.call("onToolCall", ["t", {}], {}, CTX),
        refused.call("onToolCall", ["t", {}], {}, CTX),
    )
    assert results[0].value == '[{"role":"user","content":"hi"}]'
    assert (
        results[1].value
        == 'refused: studio.history.range requires "@api studio.history" in the agent\'s manifest'
    )
    assert [(c[0], c[1]) for c in bridge.calls] == [("t.allowed", "history.range")]


async def test_a_call_nested_in_another_agents_bridge_request(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    """A sub-agent waits for its model call while the host runs a granted tool of
    another agent in the same worker (the inner tool loop)."""
    inner_holder: list[Any] = []

    async def handler(agent_id: str, method: str, params: list[Any], meta: Any) -> Any:
        if method == "callModel":
            result = await inner_holder[0].call("onToolCall", ["remember", {"k": "v"}], {}, CTX)
            return f"model saw {result.value}"
        return None

    outer = make_sandbox(
        """
        export async function onToolCall(tool, args, store, studio) {
          return await studio.callModel("sys", [{role: "user", content: "x"}]);
        }
        """,
        language="javascript", agent_id="t.sub", apis={"studio.model"}, handler=handler,
        group=js_group,
    )  # fmt: skip
    inner = make_sandbox(
        """
        export function onToolCall(tool, args, store) {
          store.saved = args.k; return "saved " + args.k;
        }
        """,
        language="javascript", agent_id="t.memory", handler=handler, group=js_group,
    )  # fmt: skip
    inner_holder.append(inner)
    result = await outer.call("onToolCall", ["ask", {}], {}, CTX)
    assert result.value == "model saw saved v"
    assert js_group.supervisor.spawn_count == 1


async def test_replies_for_an_outer_wait_are_kept_until_it_resumes(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    """a waits for a bridge reply; b's call arrives meanwhile and runs nested, and
    a's reply arrives while b still waits for its own."""
    b_asked = asyncio.Event()

    async def handler(agent_id: str, method: str, params: list[Any], meta: Any) -> Any:
        if agent_id == "t.a":
            await b_asked.wait()
            return ["for a"]
        b_asked.set()
        await asyncio.sleep(0.05)  # a's reply goes out first.
        return ["for b"]

    source = """
        export async function onToolCall(tool, args, store, studio) {
          const got = await studio.history.search("x");
          return got[0];
        }
    """
    a = make_sandbox(
        source,
        language="javascript",
        agent_id="t.a",
        apis={"studio.history"},
        handler=handler,
        group=js_group,
    )
    b = make_sandbox(
        source,
        language="javascript",
        agent_id="t.b",
        apis={"studio.history"},
        handler=handler,
        group=js_group,
    )
    await asyncio.gather(a.start(), b.start())
    first = asyncio.ensure_future(a.call("onToolCall", ["t", {}], {}, CTX))
    await asyncio.sleep(0.05)  # a is waiting in the worker now.
    second = await b.call("onToolCall", ["t", {}], {}, CTX)
    assert second.value == "for b"
    assert (await first).value == "for a"


async def test_a_timeout_restarts_the_worker_and_names_the_culprit(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    spinner = _spinner(make_sandbox, js_group)
    counter = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.count", group=js_group)
    assert (await counter.call("onToolCall", ["t", {"tag": "c"}], {}, CTX)).value == "c:1:undefined"
    with pytest.raises(SandboxError) as caught:
        await spinner.call("onToolCall", ["t", {}], {}, CTX)
    assert caught.value.kind == "timeout" and caught.value.agent_id == "t.spin"
    # The other agent is loaded again in the new worker: its module state starts over.
    assert (await counter.call("onToolCall", ["t", {"tag": "c"}], {}, CTX)).value == "c:1:undefined"
    assert js_group.supervisor.spawn_count == 2


async def test_calls_in_flight_when_another_agent_times_out_say_why(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    spinner = _spinner(make_sandbox, js_group)
    waiter = make_sandbox(
        "export function onToolCall() { return 'late'; }",
        language="javascript", agent_id="t.wait", group=js_group,
    )  # fmt: skip
    await asyncio.gather(spinner.start(), waiter.start())
    results = await asyncio.gather(
        spinner.call("onToolCall", ["t", {}], {}, CTX),
        waiter.call("onToolCall", ["t", {}], {}, CTX),  # Queued behind the spinner.
        return_exceptions=True,
    )
    assert isinstance(results[0], SandboxError) and results[0].kind == "timeout"
    assert isinstance(results[1], SandboxError) and results[1].agent_id == "t.wait"
    assert "t.spin" in results[1].message and "took longer than" in results[1].message
    assert (await waiter.call("onToolCall", ["t", {}], {}, CTX)).value == "late"


async def test_one_agents_load_error_leaves_the_others_running(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    good = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.good", group=js_group)
    broken = make_sandbox(
        "export function onToolCall( {", language="javascript", agent_id="t.broken", group=js_group
    )
    assert (await good.call("onToolCall", ["t", {"tag": "g"}], {}, CTX)).value == "g:1:undefined"
    with pytest.raises(SandboxError) as caught:
        await broken.call("onToolCall", ["t", {}], {}, CTX)
    assert caught.value.kind == "load" and caught.value.agent_id == "t.broken"
    assert (await good.call("onToolCall", ["t", {"tag": "g"}], {}, CTX)).value == "g:2:string"
    assert js_group.supervisor.spawn_count == 1


async def test_memory_limits_are_per_agent(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    bomb = make_sandbox(
        "export function onToolCall() {"
        " const a = []; for (;;) a.push('x'.repeat(1 << 20) + a.length); }",
        language="javascript", agent_id="t.bomb", memory_bytes=32 * 1024 * 1024, group=js_group,
    )  # fmt: skip
    good = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.good", group=js_group)
    assert (await good.call("onToolCall", ["t", {"tag": "g"}], {}, CTX)).value == "g:1:undefined"
    with pytest.raises(SandboxError) as caught:
        await bomb.call("onToolCall", ["t", {}], {}, CTX)
    assert caught.value.agent_id == "t.bomb"
    assert "out of memory" in caught.value.message or caught.value.kind == "crash"
    # Whatever happened to the worker, the other agent still answers.
    assert (await good.call("onToolCall", ["t", {"tag": "g"}], {}, CTX)).value.startswith("g:")


async def test_console_output_goes_to_the_agent_that_wrote_it(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    lines: list[tuple[str, str]] = []
    source = "export function onToolCall(tool) { console.log('from ' + tool); return null; }"
    a = make_sandbox(
        source,
        language="javascript",
        agent_id="t.a",
        on_console=lambda *x: lines.append(x),
        group=js_group,
    )
    b = make_sandbox(
        source,
        language="javascript",
        agent_id="t.b",
        on_console=lambda *x: lines.append(x),
        group=js_group,
    )
    await asyncio.gather(
        a.call("onToolCall", ["a", {}], {}, CTX), b.call("onToolCall", ["b", {}], {}, CTX)
    )
    assert sorted(lines) == [("t.a", "from a"), ("t.b", "from b")]


async def test_lua_agents_share_a_worker_with_separate_states(
    make_sandbox: SandboxFactory,
) -> None:
    group = WorkerGroup("lua")
    try:
        source = """
            calls = 0
            function on_tool_call(tool, args, store)
              calls = calls + 1
              shared_name = args.tag
              return args.tag .. ":" .. calls .. ":" .. tostring(other_name)
            end
        """
        a = make_sandbox(source, language="lua", agent_id="t.a", group=group)
        b = make_sandbox(
            source.replace("shared_name", "other_name"), language="lua", agent_id="t.b", group=group
        )
        assert (await b.call("on_tool_call", ["t", {"tag": "b"}], {}, CTX)).value == "b:1:b"
        assert (await a.call("on_tool_call", ["t", {"tag": "a"}], {}, CTX)).value == "a:1:nil"
        assert group.supervisor.spawn_count == 1
    finally:
        await group.close()


async def test_the_last_agent_to_leave_stops_the_worker(make_sandbox: SandboxFactory) -> None:
    group = WorkerGroup("javascript")
    a = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.a", group=group)
    b = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.b", group=group)
    await asyncio.gather(a.start(), b.start())
    pid = group.supervisor.pid
    await a.close()
    assert group.supervisor.alive and group.supervisor.pid == pid
    assert (await b.call("onToolCall", ["t", {"tag": "b"}], {}, CTX)).value == "b:1:undefined"
    await b.close()
    assert not group.supervisor.alive


def test_only_javascript_and_lua_agents_share_workers(make_sandbox: SandboxFactory) -> None:
    with pytest.raises(ValueError, match="do not share"):
        WorkerGroup("python")
    with pytest.raises(ValueError, match="cannot join"):
        make_sandbox("def on_load(store): pass", language="python", group=WorkerGroup("javascript"))


async def test_slots_are_checked_on_every_frame() -> None:
    with pytest.raises(ProtocolError, match="holds one agent"):
        await Dispatcher().handle_request("log", ["x"], "s1")
    group = WorkerGroup("javascript")
    with pytest.raises(ProtocolError, match="unknown slot"):
        await group.supervisor._dispatcher.handle_notification("log", ["x"], "s99")
    with pytest.raises(ProtocolError, match="unknown slot"):
        await group.supervisor._dispatcher.handle_request("log", ["x"], None)


async def test_prototype_pollution_stays_in_its_own_runtime(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    polluter = make_sandbox(
        """
        export function onToolCall() {
          Object.prototype.isAdmin = true;
          Array.prototype.map = () => "hijacked";
          JSON.stringify = () => '"forged"';
          return [1, 2].map((x) => x * 2);
        }
        """,
        language="javascript", agent_id="t.polluter", group=js_group,
    )  # fmt: skip
    victim = make_sandbox(
        """
        export function onToolCall(tool, args, store) {
          store.seen = ({}).isAdmin === undefined ? "clean" : "polluted";
          return [1, 2].map((x) => x * 2);
        }
        """,
        language="javascript", agent_id="t.victim", group=js_group,
    )  # fmt: skip
    assert (await polluter.call("onToolCall", ["t", {}], {}, CTX)).value == "hijacked"
    result = await victim.call("onToolCall", ["t", {}], {}, CTX)
    assert result.value == [2, 4] and result.store == {"seen": "clean"}


async def test_a_call_that_finds_its_agent_unloaded_loads_it_and_retries(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    """The race it covers: the worker restarted between the agent's load check and
    its call (another agent's failure); the new worker answers "unloaded"."""
    agent = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.a", group=js_group)
    other = make_sandbox(COUNTER_JS, language="javascript", agent_id="t.b", group=js_group)
    await agent.start()
    await js_group.supervisor.discard()  # The worker goes away...
    await other.start()  # ...and another agent starts a new one.
    agent._generation = js_group.generation  # As if the check had passed just before.
    result = await agent.call("onToolCall", ["t", {"tag": "a"}], {}, CTX)
    assert result.value == "a:1:undefined"
    assert js_group.supervisor.spawn_count == 2


SLOW_JS = """
    export function onToolCall(tool, args) {
      const end = Date.now() + args.ms;
      while (Date.now() < end) {}
      return args.tag;
    }
"""


async def _timed(box: Any, args: dict[str, Any], *, batch: bool) -> tuple[str, float]:
    loop = asyncio.get_running_loop()
    started = loop.time()
    result = await box.call("onToolCall", ["t", args], {}, CTX, batch=batch)
    return str(result.value), loop.time() - started


async def test_a_batch_reply_waits_for_its_batch_but_never_for_another_call(
    make_sandbox: SandboxFactory, js_group: WorkerGroup
) -> None:
    fast, slow = (
        make_sandbox(SLOW_JS, language="javascript", agent_id=f"t.{name}", group=js_group)
        for name in ("fast", "slow")
    )
    await asyncio.gather(fast.start(), slow.start())
    # Outside the batch: the fast call's reply leaves before the slow call runs.
    (tag, fast_took), _ = await asyncio.gather(
        _timed(fast, {"ms": 0, "tag": "f"}, batch=True),
        _timed(slow, {"ms": 600, "tag": "s"}, batch=False),
    )
    assert tag == "f" and fast_took < 0.4
    # Within the batch, replies may leave together; every call gets its own.
    results = await asyncio.gather(
        *(_timed(box, {"ms": 0, "tag": box.spec.agent_id}, batch=True) for box in (fast, slow))
    )
    assert [r[0] for r in results] == ["t.fast", "t.slow"]


async def test_a_batch_call_that_asks_the_host_something_is_answered(
    make_sandbox: SandboxFactory, bridge: RecordingBridge, js_group: WorkerGroup
) -> None:
    source = """
        export async function onToolCall(tool, args, store, studio) {
          return JSON.stringify(await studio.history.range(0, 1));
        }
    """
    bridge.answers["history.range"] = [{"role": "user", "content": "hi"}]
    boxes = [
        make_sandbox(
            source, language="javascript", agent_id=f"t.b{n}", apis={"studio.history"},
            group=js_group,
        )
        for n in range(3)
    ]  # fmt: skip
    results = await asyncio.wait_for(
        asyncio.gather(*(b.call("onToolCall", ["t", {}], {}, CTX, batch=True) for b in boxes)),
        timeout=20,
    )
    assert [r.value for r in results] == ['[{"role":"user","content":"hi"}]'] * 3
