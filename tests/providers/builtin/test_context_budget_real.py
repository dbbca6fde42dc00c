"""One bounded run of the context budget against the real built-in llama.cpp server.

llama.cpp (PyPI xllamacpp) with SmolLM2-135M through the app's own
:class:`BuiltinServer` at a 512-token context: the window from ``/props``, counts
from ``/tokenize``, usage from ``stream_options``, and a conversation longer than
the context that the server never refuses. Skipped when the model is not
installed and ``CI`` is unset (``scripts/setup`` installs it for CI).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer, PlayerSettings
from studio.providers.builtin import BuiltinServer, model_path, status

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]
TEXT = "The harbour was quiet and the keeper counted every wave in a green book. " * 8


@pytest.fixture(scope="module")
def builtin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    if not status().installed:
        if os.environ.get("CI"):
            pytest.fail("CI is set but the built-in model is not installed (scripts/setup)")
        pytest.skip("the built-in model is not installed (run: character-studio models install)")
    # A cache of its own (the installed model linked in), so a built-in server that is
    # already running with another context size is not reused.
    cache = tmp_path_factory.mktemp("builtin-cache")
    own = model_path(cache_dir=cache)
    own.parent.mkdir(parents=True)
    own.symlink_to(model_path())
    server = BuiltinServer(n_ctx=512, max_reply_tokens=16, cache_dir=cache)
    info = server.start()
    try:
        yield info.base_url, info.model
    finally:
        server.stop()


async def test_budget_against_the_real_builtin_server(
    builtin: tuple[str, str], tmp_path: Path
) -> None:
    base_url, model = builtin
    root = tmp_path / "char"
    (root / "context").mkdir(parents=True)
    (root / "config.json").write_text('{"name": "Ann", "model": "smol", "agents": []}')
    (root / "instructions.txt").write_text("You are Ann. Answer in one short sentence.")
    (root / "context" / "harbour.txt").write_text("The harbour has a red lighthouse.")
    errors: list[dict] = []
    async with CharacterPlayer(
        root,
        base_url=base_url,
        provider="builtin",
        model=model,
        data_dir=tmp_path / "data",
        settings=PlayerSettings(max_tokens=16, temperature=0.0, seed=1),
    ) as player:
        player.on("error", errors.append)
        for turn in range(4):
            reply = await player.send(f"Turn {turn}. {TEXT}")
            assert not reply["stopped"], errors
        budget = player.context_status()
        records = await player.read_requests()
        tokens = player.engine.session.conversation.tokens()
    assert errors == []
    assert budget is not None
    assert budget["window"] == 512 and budget["source"] == "server"
    assert budget["counter"] == "llama.cpp /tokenize"
    assert budget["trimmed"] > 0  # four 130-token turns and their replies outgrow 512
    assert all(r["status"] == 200 for r in records)
    assert all(r["request"]["max_tokens"] == 16 for r in records)
    prompt = [r["usage"]["prompt_tokens"] for r in records]
    assert all(p <= 512 - 16 for p in prompt)
    # Our count is the server's own, up to the chat template's few extra tokens per message.
    last = records[-1]
    assert abs(last["context"]["used"] - prompt[-1]) <= 0.1 * prompt[-1]
    assert tokens["model_tokens"]["prompt"] == sum(prompt)
