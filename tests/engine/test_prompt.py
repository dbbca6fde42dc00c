"""Prompt assembly exactly as decisions §5."""

from __future__ import annotations

from studio.engine.prompt import CONTEXT_PREFIX, build_messages, history_messages


def test_order_and_blocks() -> None:
    messages = build_messages(
        system_prompt="Sys %%CHARACTER_INSTRUCTIONS%% end",
        instructions="INSTR",
        context_files=[("a.txt", "AAA"), ("b.txt", "BBB")],
        preload=["P1", "", "P2"],
        intro="Hi there",
        entries=[{"role": "user", "content": "hello"}],
        turn_start=0,
    )
    assert messages[0] == {"role": "system", "content": "Sys INSTR end"}
    assert messages[1] == {
        "role": "user",
        "content": CONTEXT_PREFIX + "\n\nAAA\n\nBBB",
        "isFile": True,
    }
    assert messages[2] == {"role": "user", "content": "P1\n\nP2", "isFile": True}
    assert messages[3] == {"role": "assistant", "content": "Hi there"}
    assert messages[4] == {"role": "user", "content": "hello"}
    assert len(messages) == 5


def test_empty_system_prompt_falls_back_to_instructions_and_blocks_omitted() -> None:
    messages = build_messages(
        system_prompt="  ",
        instructions="INSTR",
        context_files=[],
        preload=[],
        intro="",
        entries=[],
        turn_start=0,
    )
    assert messages == [{"role": "system", "content": "INSTR"}]


def test_history_drops_old_tool_rounds_rejected_logs_errors() -> None:
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "t", "arguments": "{}"},
        "toolCallId": 1,
    }
    entries = [
        {"role": "user", "content": "u1"},
        {"role": "assistant", "content": "", "tool_calls": [call]},
        {"role": "log", "content": "logged", "agentId": "a"},
        {"role": "tool", "tool_call_id": "c1", "content": "r", "toolCallId": 1},
        {"role": "assistant", "content": "a1"},
        {"role": "user", "content": "u2"},
        {"role": "assistant", "content": "bad", "rejected": True},
        {"role": "error", "content": "boom"},
        {"role": "user", "content": "u3"},
        {"role": "assistant", "content": "thinking", "tool_calls": [dict(call, id="c2")]},
        {"role": "tool", "tool_call_id": "c2", "content": "r2", "toolCallId": 2},
    ]
    out = history_messages(entries, turn_start=8)
    assert [m["role"] for m in out] == ["user", "assistant", "user", "user", "assistant", "tool"]
    assert out[1] == {"role": "assistant", "content": "a1"}
    assert out[4]["tool_calls"][0] == {
        "id": "c2",
        "type": "function",
        "function": {"name": "t", "arguments": "{}"},
    }
    assert "toolCallId" not in out[5]
