"""One bounded run against a real llama.cpp server (xllamacpp + SmolLM2-135M), when present.

The context budget with the real thing: the window from ``/props``, counts from
``/tokenize``, usage from ``stream_options``, and a conversation several times
longer than a 512-token context that the server never refuses. Skipped when the
wheel or the model file is not on this machine (the scripted-server tests cover
the same rules everywhere).
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer, PlayerSettings

MODEL_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
CANDIDATES = [
    Path(os.environ.get("STUDIO_TEST_GGUF", "/nonexistent")),
    Path.home() / ".cache" / "CharacterStudio" / "models" / MODEL_NAME,
]
MODEL = next((p for p in CANDIDATES if p.is_file()), None)
xlc = pytest.importorskip("xllamacpp") if MODEL is not None else None
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(MODEL is None, reason=f"{MODEL_NAME} is not on this machine"),
    pytest.mark.timeout(240),
]
TEXT = "The harbour was quiet and the keeper counted every wave in a green book. " * 8


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    assert xlc is not None and MODEL is not None
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    params = xlc.CommonParams()
    params.model.path = str(MODEL)
    params.model_alias = {"smol"}
    params.n_ctx = 512
    params.n_parallel = 1
    params.cpuparams.n_threads = 2
    params.hostnames = ["127.0.0.1"]
    params.port = port
    params.use_jinja = True
    params.endpoint_props = True
    params.ui = False
    server = xlc.Server(params)
    try:
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        del server


async def test_budget_against_a_real_llamacpp_server(server_url: str, tmp_path: Path) -> None:
    root = tmp_path / "char"
    (root / "context").mkdir(parents=True)
    (root / "config.json").write_text('{"name": "Ann", "model": "smol", "agents": []}')
    (root / "instructions.txt").write_text("You are Ann. Answer in one short sentence.")
    (root / "context" / "harbour.txt").write_text("The harbour has a red lighthouse.")
    errors: list[dict] = []
    async with CharacterPlayer(
        root,
        base_url=server_url,
        provider="llamacpp",
        model="smol",
        data_dir=tmp_path / "data",
        settings=PlayerSettings(max_tokens=16, temperature=0.0, seed=1),
    ) as player:
        player.on("error", errors.append)
        for turn in range(4):
            reply = await player.send(f"Turn {turn}. {TEXT}")
            assert not reply["stopped"], errors
        status = player.context_status()
        records = await player.read_requests()
        tokens = player.engine.session.conversation.tokens()
    assert errors == []
    assert status is not None
    assert status["window"] == 512 and status["source"] == "server"
    assert status["counter"] == "llama.cpp /tokenize"
    assert status["trimmed"] > 0  # four 130-token turns and their replies outgrow 512
    assert all(r["status"] == 200 for r in records)
    assert all(r["request"]["max_tokens"] == 16 for r in records)
    prompt = [r["usage"]["prompt_tokens"] for r in records]
    assert all(p <= 512 - 16 for p in prompt)
    # Our count is the server's own, up to the chat template's few extra tokens per message.
    last = records[-1]
    assert abs(last["context"]["used"] - prompt[-1]) <= 0.1 * prompt[-1]
    assert tokens["model_tokens"]["prompt"] == sum(prompt)
