"""studio.memory-store: tools, preload, commands, caps, logs, toolCallId."""

from __future__ import annotations

import pytest

AGENT = "studio.memory-store"


@pytest.fixture
def mem(load_agent):
    return load_agent(AGENT)


def test_preload_is_null_without_memories(mem):
    assert mem.preload() is None


def test_save_then_preload_lists_memories(mem, bridge):
    assert mem.tool("memory_save", {"key": "user_name", "value": "Marcus"}, toolCallId=4) == (
        'Saved memory "user_name": Marcus'
    )
    mem.tool("memory_save", {"key": "favourite colour", "value": "green"}, toolCallId=5)
    text = mem.preload()
    assert text.startswith("## Saved memories\n")
    assert text.endswith("- user_name: Marcus\n- favourite colour: green")
    assert bridge.logs == [
        "Memory stored: user_name = Marcus",
        "Memory stored: favourite colour = green",
    ]


def test_store_shape_records_tool_call_id(mem):
    mem.tool("memory_save", {"key": "user_name", "value": "Marcus"}, toolCallId=7)
    entry = mem.store["memories"]["user_name"]
    assert entry["value"] == "Marcus"
    assert entry["toolCallId"] == 7
    assert isinstance(entry["updated"], str) and entry["updated"].endswith("Z")


def test_save_without_tool_call_id_has_none(mem):
    mem.tool("memory_save", {"key": "k", "value": "v"})
    assert "toolCallId" not in mem.store["memories"]["k"]


def test_update_replaces_value_case_insensitively(mem):
    mem.tool("memory_save", {"key": "user_name", "value": "Marcus"}, toolCallId=1)
    mem.tool("memory_save", {"key": "mood", "value": "happy"}, toolCallId=2)
    result = mem.tool("memory_save", {"key": "User_Name", "value": "Marc"}, toolCallId=3)
    assert result == 'Updated memory "User_Name": Marc (was: Marcus)'
    # one entry, new spelling, same position, new toolCallId
    assert list(mem.store["memories"]) == ["User_Name", "mood"]
    assert mem.store["memories"]["User_Name"]["toolCallId"] == 3


def test_delete(mem, bridge):
    mem.tool("memory_save", {"key": "user_name", "value": "Marcus"})
    assert mem.tool("memory_delete", {"key": "USER_NAME"}) == 'Deleted memory "user_name".'
    assert mem.store["memories"] == {}
    assert bridge.logs[-1] == "Memory deleted: user_name (was: Marcus)"
    assert mem.preload() is None


def test_delete_unknown_key(mem):
    assert (
        mem.tool("memory_delete", {"key": "nope"})
        == 'No memory named "nope" (no memories are saved).'
    )
    mem.tool("memory_save", {"key": "a", "value": "1"})
    assert mem.tool("memory_delete", {"key": "nope"}) == 'No memory named "nope". Saved keys: a'


def test_empty_key_or_value_rejected(mem):
    assert mem.tool("memory_save", {"key": "  ", "value": "x"}).startswith("Error: the memory key")
    assert mem.tool("memory_save", {"key": "k", "value": " "}).startswith("Error: the memory value")
    assert mem.tool("memory_delete", {"key": ""}).startswith("Error:")
    assert mem.store.get("memories", {}) == {}


def test_caps(mem):
    assert "too long" in mem.tool("memory_save", {"key": "k" * 81, "value": "v"})
    assert "too long" in mem.tool("memory_save", {"key": "k", "value": "v" * 501})
    assert mem.tool("memory_save", {"key": "k" * 80, "value": "v" * 500}).startswith("Saved")
    for i in range(99):
        assert mem.tool("memory_save", {"key": f"key{i}", "value": "v"}).startswith("Saved")
    assert "memory is full" in mem.tool("memory_save", {"key": "one more", "value": "v"})
    # updating an existing key is still allowed when full
    assert mem.tool("memory_save", {"key": "key3", "value": "w"}).startswith("Updated")
    assert len(mem.store["memories"]) == 100


def test_multiline_value_is_one_preload_line(mem):
    mem.tool("memory_save", {"key": "address", "value": "1 Main St\n  Springfield"})
    assert mem.preload().endswith("- address: 1 Main St Springfield")


def test_unknown_tool(mem):
    assert "no tool named other" in mem.tool("other", {})


def test_memory_command(mem, bridge):
    assert mem.command("memoryCommand", "  user_name =  Marcus Aurelius ") is None
    assert mem.store["memories"]["user_name"]["value"] == "Marcus Aurelius"
    assert "toolCallId" not in mem.store["memories"]["user_name"]
    assert bridge.logs == ["Memory stored: user_name = Marcus Aurelius"]
    assert bridge.toasts == ["Memory stored: user_name"]
    # the value may itself contain '='
    assert mem.command("memoryCommand", "formula = a = b") is None
    assert mem.store["memories"]["formula"]["value"] == "a = b"


@pytest.mark.parametrize("text", ["", "just words", "= value", "key =", "  =  "])
def test_memory_command_bad_syntax(mem, text):
    result = mem.command("memoryCommand", text)
    assert isinstance(result, str) and result.startswith("Usage: @memory key = value")
    assert mem.store.get("memories", {}) == {}


def test_memory_command_cap_is_validation_string(mem):
    result = mem.command("memoryCommand", "k = " + "v" * 600)
    assert isinstance(result, str) and "too long" in result and not result.startswith("Error")


def test_forget_command(mem, bridge):
    mem.command("memoryCommand", "a = 1")
    assert mem.command("forgetCommand", " A ") is None
    assert mem.store["memories"] == {}
    assert bridge.toasts[-1] == "Memory deleted: a"
    assert mem.command("forgetCommand", "a") == 'No memory named "a".'
    assert mem.command("forgetCommand", "   ") == "Usage: @forget key"


def test_tolerates_lua_empty_list_and_plain_string_defaults(mem):
    mem.store = {"memories": []}
    assert mem.preload() is None
    mem.store = {"memories": {"seeded": "from the default state file"}}
    assert mem.preload().endswith("- seeded: from the default state file")
    mem.tool("memory_save", {"key": "new", "value": "x"})
    assert list(mem.store["memories"]) == ["seeded", "new"]
