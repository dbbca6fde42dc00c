"""The built-in model does not loop: three turns against the real built-in server.

llama.cpp (PyPI xllamacpp) with SmolLM2-135M through the app's own
:class:`BuiltinServer` (a cache folder of its own, the installed model linked in,
so a running server with other settings is not reused). Before issue 24 its
replies repeated one sentence up to a 1,024-token cap. Bounded: three short turns
of ``characters/plain`` at the built-in reply cap with a fixed seed, well under a
minute here. Skipped when the model is not installed and ``CI`` is unset
(``scripts/setup`` installs it for CI).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.engine import CharacterPlayer
from studio.providers.builtin import BuiltinServer, ServerInfo, model_path, status
from studio.providers.presets import BUILTIN_REPLY_CAP, BUILTIN_SAMPLERS
from studio.providers.repeats import LOOP_NGRAM_SHARE, LOOP_SENTENCES, repeats

pytestmark = pytest.mark.timeout(240)
PLAIN = Path(__file__).resolve().parents[2] / "characters" / "plain"
LINES = ("Hello! Who are you?", "What do you do all day?", "Tell me about the lighthouse.")


@pytest.fixture(scope="module")
def builtin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerInfo]:
    if not status().installed:
        if os.environ.get("CI"):
            pytest.fail("CI is set but the built-in model is not installed (scripts/setup)")
        pytest.skip("the built-in model is not installed (run: character-studio models install)")
    cache = tmp_path_factory.mktemp("builtin-cache")
    own = model_path(cache_dir=cache)
    own.parent.mkdir(parents=True)
    own.symlink_to(model_path())
    server = BuiltinServer(cache_dir=cache)
    info = server.start()
    try:
        yield info
    finally:
        server.stop()


async def test_three_turns_on_the_builtin_model_end_without_looping(
    builtin: ServerInfo, tmp_path: Path
) -> None:
    async with CharacterPlayer(
        PLAIN,
        base_url=builtin.base_url,
        model=builtin.model,
        provider="builtin",
        data_dir=tmp_path,
        settings={"seed": 24},
    ) as player:
        replies = [await player.send(line) for line in LINES]
        records = [
            r
            for r in await player.read_requests()
            if isinstance(r.get("request"), dict) and r["request"].get("stream")
        ]
    assert len(records) == len(LINES)
    for reply, record in zip(replies, records, strict=True):
        body = record["request"]
        assert body["max_tokens"] == BUILTIN_REPLY_CAP
        assert {name: body[name] for name, _ in BUILTIN_SAMPLERS} == dict(BUILTIN_SAMPLERS)
        content = str(reply["content"])
        assert content.strip()
        assert 0 < record["usage"]["completion_tokens"] <= BUILTIN_REPLY_CAP
        found = repeats(content)
        assert found.sentence_max < LOOP_SENTENCES, (
            f"the reply repeats {found.sentence!r} {found.sentence_max} times: {content!r}"
        )
        assert found.ngram_share < LOOP_NGRAM_SHARE, f"the reply repeats itself: {content!r}"
