"""Wire shaping, inline reasoning, token counters and context-size discovery (issue 17)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from studio.providers import PRESETS, ModelClient
from studio.providers.failures import ContextLengthError, RoleAlternationError, Scrubber, http_error
from studio.providers.reasoning import ThinkFilter, split_think
from studio.providers.tokens import (
    BPECounter,
    Calibration,
    EstimateCounter,
    TokenizerFileCounter,
    TokenizerFileError,
    choose_counter,
    openai_encoding,
)
from studio.providers.window import DEFAULT_WINDOW, check_window, discover_window, known_window
from studio.providers.wire import START_PROMPT, WireOptions, adapt_messages, safe_arguments

MESSAGES = [
    {"role": "system", "content": "You are Ann."},
    {"role": "user", "content": "CONTEXT\n\nblock", "isFile": True},
    {"role": "user", "content": "PRELOAD  spaced  ", "isFile": True},
    {"role": "assistant", "content": "Intro."},
    {"role": "user", "content": "Hi"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "roll", "arguments": '{"a": 1'}}
    ]},
    {"role": "tool", "tool_call_id": "c1", "content": "Error: invalid arguments"},
    {"role": "system", "content": "Post-history."},
]


def test_merging_keeps_every_block_byte_for_byte_and_alternates() -> None:
    before = json.dumps(MESSAGES)
    out = adapt_messages(MESSAGES, WireOptions(merge_roles=True))
    assert json.dumps(MESSAGES) == before  # the caller's messages are untouched
    assert out[1] == {"role": "user", "content": "CONTEXT\n\nblock\n\nPRELOAD  spaced  "}
    assert out[4]["tool_calls"][0]["function"]["arguments"] == "{}"
    assert [m["role"] for m in out] == [
        "system", "user", "assistant", "user", "assistant", "tool", "system"
    ]
    assert all("isFile" not in m for m in out)


def test_intro_first_gets_a_start_message_and_system_can_go_into_user_text() -> None:
    plain = [
        {"role": "system", "content": "Sys."},
        {"role": "assistant", "content": "Intro."},
        {"role": "user", "content": "Hi"},
    ]
    merged = adapt_messages(plain, WireOptions(merge_roles=True))
    assert merged[1] == {"role": "user", "content": START_PROMPT}
    no_system = adapt_messages(MESSAGES, WireOptions(system_as_user=True))
    assert no_system[0] == {"role": "user", "content": "You are Ann.\n\nCONTEXT\n\nblock"}
    assert no_system[-1] == {"role": "user", "content": "Post-history."}
    assert "system" not in [m["role"] for m in no_system]


@pytest.mark.parametrize(
    ("arguments", "sent"),
    [('{"a": 1}', '{"a": 1}'), ('{"a": 1', "{}"), ("[1, 2]", "{}"), ("", "{}"), (None, "{}")],
)
def test_safe_arguments(arguments: object, sent: str) -> None:
    assert safe_arguments(arguments) == sent


def test_split_think_and_the_streaming_filter_agree() -> None:
    reply = "<think>plan A\nthen B</think>\n\nThe answer."
    assert split_think(reply) == ("The answer.", "plan A\nthen B")
    assert split_think("no tags") == ("no tags", "")
    assert split_think("<think>cut off while thinking") == ("", "cut off while thinking")
    for size in (1, 2, 3, 5, 7, 100):
        flt = ThinkFilter()
        shown = "".join(flt.feed(reply[i : i + size]) for i in range(0, len(reply), size))
        assert shown + flt.flush() == "The answer."
    lone = ThinkFilter()
    assert lone.feed("a <") + lone.feed("b") + lone.flush() == "a <b"


def test_error_kinds_and_the_whole_reason() -> None:
    scrub = Scrubber("sk-SECRET")
    long = "roles must alternate " + "y" * 1000 + " sk-SECRET"
    alt = http_error(400, json.dumps({"error": {"message": long}}), url="u", scrub=scrub)
    assert isinstance(alt, RoleAlternationError) and alt.option == "merge_roles"
    assert "y" * 1000 in str(alt) and "sk-SECRET" not in str(alt)
    system = http_error(400, "System role not supported", url="u", scrub=scrub)
    assert isinstance(system, RoleAlternationError) and system.option == "system_as_user"
    over = http_error(
        400,
        json.dumps({"error": {"message": "request (5142 tokens) exceeds the available "
                                         "context size (2048 tokens), try increasing it"}}),
        url="u",
        scrub=scrub,
    )
    assert isinstance(over, ContextLengthError) and over.window == 2048
    openai = http_error(
        400,
        "This model's maximum context length is 16385 tokens. However, you requested 17000",
        url="u",
        scrub=scrub,
    )
    assert isinstance(openai, ContextLengthError) and openai.window == 16385
    broken = http_error(500, "Failed to parse tool call arguments as JSON", url="u", scrub=scrub)
    assert broken.retryable is False
    assert http_error(503, "overloaded", url="u", scrub=scrub).retryable is True


def test_bundled_bpe_counts_without_network() -> None:
    assert openai_encoding("gpt-4o-mini") == "o200k_base"
    assert openai_encoding("openai/gpt-4-turbo") == "cl100k_base"
    assert openai_encoding("llama-3") is None
    counter = BPECounter("cl100k_base")
    assert counter.count("hello world") == 2  # [15339, 1917]
    assert counter.count("<|endoftext|>") > 1  # special tokens are plain text here


def test_tokenizer_file_counts_and_a_bad_file_is_a_clear_error(tmp_path: Path) -> None:
    from tokenizers import Tokenizer, models, pre_tokenizers

    tok = Tokenizer(models.WordLevel({"hello": 0, "world": 1, "[UNK]": 2}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    path = tmp_path / "tokenizer.json"
    tok.save(str(path))
    assert TokenizerFileCounter(path).count("hello world hello") == 3
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "a tokenizer"}', encoding="utf-8")
    with pytest.raises(TokenizerFileError, match="cannot be used"):
        TokenizerFileCounter(bad)
    with pytest.raises(TokenizerFileError, match="does not exist"):
        TokenizerFileCounter(tmp_path / "missing.json")


def test_choose_counter_and_calibration() -> None:
    client = ModelClient(base_url="http://127.0.0.1:9/v1", api_key=None, preset=PRESETS["openai"])
    assert isinstance(choose_counter(preset_key="openai", model="gpt-4o", client=client),
                      BPECounter)
    assert isinstance(choose_counter(preset_key="openai", model="davinci", client=client),
                      EstimateCounter)
    estimate = Calibration(exact=False)
    for _ in range(10):
        estimate.observe(1000, 1300)
    assert abs(estimate.scale(1000) - 1300) <= 2
    exact = Calibration(exact=True)
    exact.observe(1000, 500)  # an exact count is never scaled down
    assert exact.factor == 1.0


def test_check_window_refuses_zero_and_absurd_sizes() -> None:
    with pytest.raises(ValueError, match="outside"):
        check_window(0, where="x")
    with pytest.raises(ValueError, match="outside"):
        check_window(10**12, where="x")
    with pytest.raises(ValueError, match="whole number"):
        check_window("4096", where="x")
    assert known_window("gpt-4o-mini") is not None
    assert known_window("gpt-4o-mini").tokens == 128_000  # type: ignore[union-attr]


def _client(preset: str, handler: object) -> ModelClient:
    return ModelClient(
        base_url="http://server.test/v1",
        api_key=None,
        preset=PRESETS[preset],
        transport=httpx.MockTransport(handler),  # type: ignore[arg-type]
    )


async def test_window_discovery_per_server_kind() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        if path == "/api/show":
            return httpx.Response(200, json={"parameters": "stop x\nnum_ctx 6144\n"})
        if path == "/api/v0/models":
            return httpx.Response(200, json={"data": [
                {"id": "other", "max_context_length": 1},
                {"id": "m", "loaded_context_length": 3072, "max_context_length": 32768},
            ]})
        if path == "/v1/models":
            return httpx.Response(200, json={"data": [{"id": "m", "context_length": 200000}]})
        if path == "/props":
            return httpx.Response(200, json={"default_generation_settings": {"n_ctx": 0}})
        return httpx.Response(404)

    ollama = await discover_window(_client("ollama", handler), "m")
    assert (ollama.tokens, ollama.source) == (6144, "server")
    lmstudio = await discover_window(_client("lmstudio", handler), "m")
    assert lmstudio.tokens == 3072
    openrouter = await discover_window(_client("openrouter", handler), "m")
    assert openrouter.tokens == 200000
    # A /props that lies is not believed; another shape that answers is.
    assert (await discover_window(_client("llamacpp", handler), "m")).tokens == 3072

    def props_only(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/props":
            return httpx.Response(200, json={"default_generation_settings": {"n_ctx": 0}})
        return httpx.Response(404)

    lying = await discover_window(_client("llamacpp", props_only), "m")
    assert lying.source == "default" and lying.tokens == DEFAULT_WINDOW
    assert "outside" in lying.detail
    assert "404" not in lying.detail  # the other shapes' 404s are not problems
    quiet = await discover_window(_client("custom", lambda r: httpx.Response(404)), "m")
    assert quiet.source == "default" and quiet.detail.startswith("the server does not say")
    hosted_asked: list[str] = []

    def hosted(request: httpx.Request) -> httpx.Response:
        hosted_asked.append(request.url.path)
        return httpx.Response(404)

    await discover_window(_client("openai", hosted), "m")
    assert hosted_asked == []  # a hosted API is asked nothing it does not document


async def test_ollama_without_num_ctx_uses_its_runtime_default() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"model_info": {"llama.context_length": 131072}})

    info = await discover_window(_client("ollama", handler), "m")
    assert info.tokens == 4096
