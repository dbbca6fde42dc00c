"""The presets added for issue 18 and the request restrictions they carry."""

from __future__ import annotations

import pytest

from studio.providers import PRESETS, ChatRequest, ModelClient, preset_for
from studio.providers.presets import forget_builtin_port, remember_builtin_port
from studio.providers.toolids import short_id

ROLL = {"name": "roll", "arguments": "{}"}
HISTORY = [
    {"role": "system", "content": "You are Mara."},
    {"role": "user", "content": "hi", "name": "Ann"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {"id": "call_8f3a2b1c9d", "type": "function", "function": ROLL},
            {"id": "Ab3dE6gH9", "type": "function", "function": ROLL},
        ],
    },
    {"role": "tool", "tool_call_id": "call_8f3a2b1c9d", "content": "4"},
    {"role": "tool", "tool_call_id": "Ab3dE6gH9", "content": "2"},
]


def _body(key: str) -> dict:
    client = ModelClient(base_url="http://127.0.0.1:9/v1", api_key=None, preset=PRESETS[key])
    return client.build_body(ChatRequest(model="m", messages=HISTORY), stream=True)


@pytest.mark.parametrize(
    ("url", "key"),
    [
        ("https://api.groq.com/openai/v1", "groq"),
        ("https://api.mistral.ai/v1", "mistral"),
        ("https://api.anthropic.com/v1", "anthropic"),
        ("http://127.0.0.1:5001/v1", "koboldcpp"),
        ("http://localhost:5001/v1", "koboldcpp"),
    ],
)
def test_urls_map_to_the_new_presets(url: str, key: str) -> None:
    assert preset_for(url).key == key
    assert PRESETS[key].base_url == url or key == "koboldcpp"


def test_groq_drops_message_names() -> None:
    body = _body("groq")
    assert all("name" not in m for m in body["messages"])
    assert body["stream_options"] == {"include_usage": True}
    assert HISTORY[1]["name"] == "Ann"  # The caller's messages are not mutated.


def test_mistral_gets_nine_character_ids_that_still_pair_up() -> None:
    body = _body("mistral")
    calls = body["messages"][2]["tool_calls"]
    results = body["messages"][3:]
    assert [c["id"] for c in calls] == [r["tool_call_id"] for r in results]
    assert calls[0]["id"] == short_id("call_8f3a2b1c9d")
    assert len(calls[0]["id"]) == 9 and calls[0]["id"].isalnum()
    assert calls[1]["id"] == "Ab3dE6gH9"  # Already in Mistral's shape: kept.
    assert "stream_options" not in body  # Mistral refuses fields it does not know.
    assert HISTORY[2]["tool_calls"][0]["id"] == "call_8f3a2b1c9d"


def test_other_presets_send_ids_and_names_unchanged() -> None:
    body = _body("openai")
    assert body["messages"][2]["tool_calls"][0]["id"] == "call_8f3a2b1c9d"
    assert body["messages"][1]["name"] == "Ann"


def test_anthropic_and_builtin_presets() -> None:
    assert PRESETS["anthropic"].needs_key and PRESETS["anthropic"].stream_usage
    builtin = PRESETS["builtin"]
    assert builtin.label == "Built-in (offline)" and builtin.local and not builtin.needs_key
    assert builtin.stream_usage  # llama.cpp reports usage only when asked.


def test_the_builtin_servers_port_is_learned() -> None:
    forget_builtin_port(47999)
    assert preset_for("http://127.0.0.1:47999/v1").key == "custom"
    remember_builtin_port(47999)
    assert preset_for("http://127.0.0.1:47999/v1").key == "builtin"
    forget_builtin_port(47999)
    assert preset_for("http://127.0.0.1:47999/v1").key == "custom"
