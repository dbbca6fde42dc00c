"""End to end against the real built-in server: llama.cpp (PyPI xllamacpp) with SmolLM2.

Bounded: one server for the module, replies capped at a few tokens, a pytest
timeout. Skipped only when the model is not installed and ``CI`` is unset; in
CI (``CI=true``, where ``scripts/setup`` installs the model) a missing model fails.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from studio.engine import CharacterPlayer
from studio.errors import ProviderError
from studio.providers import ChatRequest, ModelClient, StreamDone, TextDelta, preset_for
from studio.providers.builtin import DEFAULT_MODEL, BuiltinServer, model_path, status

pytestmark = pytest.mark.timeout(240)

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "characters" / "plain"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "The weather in a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    }
]


def _require_model() -> None:
    if status().installed:
        return
    if os.environ.get("CI"):
        pytest.fail(
            "CI is set but the built-in model is not installed: scripts/setup should have run "
            "`character-studio models install`"
        )
    pytest.skip("the built-in model is not installed (run: character-studio models install)")


@pytest.fixture(scope="module")
def builtin() -> Iterator[BuiltinServer]:
    _require_model()
    server = BuiltinServer(n_ctx=2048, max_reply_tokens=24)
    server.start()
    yield server
    server.stop()


async def test_a_sample_plays_three_streamed_turns(builtin: BuiltinServer, tmp_path: Path) -> None:
    assert builtin.info is not None
    tokens: list[str] = []
    async with CharacterPlayer(
        package=SAMPLE,
        base_url=builtin.info.base_url,
        model=builtin.info.model,
        data_dir=tmp_path,
    ) as player:
        player.on("token", tokens.append)
        replies = []
        for line in ("Hello!", "Who are you?", "Tell me about the lighthouse."):
            tokens.clear()
            reply = await player.send(line)
            assert reply["content"].strip()
            assert len(tokens) > 1 and "".join(tokens) == reply["content"]
            replies.append(reply)
        saved = await player.list_conversations()
    assert len(replies) == 3
    assert saved


async def test_a_request_with_tools_offered(builtin: BuiltinServer) -> None:
    assert builtin.info is not None
    base = builtin.info.base_url
    assert preset_for(base).key == "builtin"  # So the request asks for usage.
    request = ChatRequest(
        model=builtin.info.model,
        messages=[{"role": "user", "content": "What is the weather in Paris?"}],
        tools=TOOLS,
        max_tokens=16,
    )
    events = []
    async with ModelClient(base_url=base, api_key=None) as client:
        async for event in client.stream_chat(request):
            events.append(event)
    done = events[-1]
    assert isinstance(done, StreamDone)
    assert done.finish_reason in ("stop", "length", "tool_calls")
    assert done.usage is not None and done.usage.completion_tokens > 0
    assert done.content or done.tool_calls
    assert any(isinstance(e, TextDelta) for e in events) or done.tool_calls
    # The ChatML template's tools section is what lets llama.cpp keep "tools" at all.
    async with httpx.AsyncClient() as http:
        rendered = await http.post(
            f"{builtin.info.root_url}/apply-template",
            json={"messages": request.messages, "tools": TOOLS},
        )
    prompt = rendered.json()["prompt"]
    assert "<tools>" in prompt and '"get_weather"' in prompt and "<tool_call>" in prompt


async def test_props_and_tokenize_for_the_context_budget(builtin: BuiltinServer) -> None:
    assert builtin.info is not None
    async with httpx.AsyncClient() as http:
        props = (await http.get(f"{builtin.info.root_url}/props")).json()
        tokens = await http.post(f"{builtin.info.root_url}/tokenize", json={"content": "Hi"})
    assert props["default_generation_settings"]["n_ctx"] == builtin.info.n_ctx
    assert tokens.json()["tokens"]


def test_the_readme_command_reuses_the_running_server(
    builtin: BuiltinServer, tmp_path: Path
) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = ["play", str(SAMPLE), "--local", "--data-dir", str(tmp_path)]
    result = subprocess.run(
        [sys.executable, "-m", "studio", *command],
        input="Hello\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = [ln for ln in result.stdout.splitlines() if ln.strip()]
    assert len(lines) >= 2  # The intro, then the reply.
    assert "[local] Using the built-in model already running" in result.stderr
    assert not (SAMPLE / "conversations").exists()
    assert builtin.alive()  # The other client's exit left our server running.


async def test_a_server_that_dies_mid_reply(tmp_path: Path) -> None:
    _require_model()
    private = tmp_path / "models"
    private.mkdir()
    os.symlink(model_path(DEFAULT_MODEL), private / DEFAULT_MODEL.filename)
    server = BuiltinServer(cache_dir=tmp_path, n_ctx=1024)
    info = server.start()
    request = ChatRequest(
        model=info.model,
        messages=[{"role": "user", "content": "Write a long story about the sea."}],
        max_tokens=400,
    )
    try:
        async with ModelClient(base_url=info.base_url, api_key=None, max_retries=0) as client:
            with pytest.raises(ProviderError):
                async for event in client.stream_chat(request):
                    if isinstance(event, TextDelta):
                        os.kill(info.pid, signal.SIGKILL)
        assert not server.alive()
        assert "built-in model server stopped" in str(server.failure())
    finally:
        server.stop()
