"""Which models take images and what an image costs (studio/providers/vision.py)."""

from __future__ import annotations

import pytest

from studio.providers.presets import PRESETS
from studio.providers.vision import FIXED_IMAGE_TOKENS, image_tokens, takes_images


@pytest.mark.parametrize(
    ("preset", "model", "sees"),
    [
        ("openai", "gpt-4o-mini", True),
        ("openai", "gpt-4.1", True),
        ("openai", "gpt-3.5-turbo", False),
        ("openrouter", "openai/o3-mini", True),
        ("anthropic", "claude-sonnet-4-5", True),
        ("anthropic", "anything", True),
        ("ollama", "llava:13b", True),
        ("ollama", "qwen2.5vl:7b", True),
        ("llamacpp", "Qwen2.5-VL-7B-Instruct", True),
        ("lmstudio", "gemma-3-4b-it", True),
        ("ollama", "llama3.1:8b", False),
        ("builtin", "gpt-4o", False),
        ("custom", "test-model", False),
    ],
)
def test_capability_by_preset_and_model(preset: str, model: str, sees: bool) -> None:
    assert takes_images(PRESETS[preset], model) is sees


def test_the_player_overrides_the_guess() -> None:
    assert takes_images(PRESETS["custom"], "my-own-vision-thing-v2", True) is True
    assert takes_images(PRESETS["openai"], "gpt-4o", False) is False


@pytest.mark.parametrize(
    ("size", "tokens"),
    [
        ((1024, 1024), 765),  # OpenAI's worked examples.
        ((2048, 4096), 1105),
        ((512, 512), 255),
        ((4, 3), 255),
    ],
)
def test_openai_tile_rule(size: tuple[int, int], tokens: int) -> None:
    assert image_tokens(*size, "gpt-4o") == tokens


def test_claude_rule_and_fixed_cost_elsewhere() -> None:
    assert image_tokens(1000, 1000, "claude-3-5-sonnet") == 1334
    assert image_tokens(3136, 3136, "claude-opus-4") == image_tokens(1568, 1568, "claude")
    assert image_tokens(1024, 1024, "llava:13b") == FIXED_IMAGE_TOKENS
