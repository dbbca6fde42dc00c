"""Which models take images, and what an image costs in the context (docs/IMAGES.md).

A preset says ``vision="all"`` (Anthropic: every Claude model reads images),
``"none"`` (the built-in SmolLM2) or ``"models"``: then the model name decides,
by the families below (OpenAI's gpt-4o/4.1/5 and o-series, Claude, Gemini, and
the local vision families llava, Qwen-VL, Gemma 3, Pixtral, MiniCPM-V, ...).
The player can say otherwise for an endpoint (``CharacterPlayer(vision=True)``)
when a local server runs a vision model under a name not listed here.

Token cost of one image, counted in the context budget:
- gpt-4o-like models: OpenAI's tile rule (fit in 2048×2048, shortest side down
  to 768, then 170 tokens per 512-px tile plus 85);
- Claude: Anthropic's rule (fit the long side in 1568 px, width×height / 750);
- any other model: a fixed :data:`FIXED_IMAGE_TOKENS`.
"""

from __future__ import annotations

import math
import re

from studio.providers.presets import ProviderPreset

__all__ = ["FIXED_IMAGE_TOKENS", "image_tokens", "takes_images"]

FIXED_IMAGE_TOKENS = 1024

_VISION = re.compile(
    r"gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-vision|gpt-5|chatgpt-4o|(^|/)o[134](-|$)"
    r"|claude|gemini|llava|vision|[-_.]vl\b|vl[-_:]|pixtral|gemma-?3|minicpm-v"
    r"|moondream|smolvlm|internvl|mllama|llama-?4|mistral-small-3\.[12]",
    re.IGNORECASE,
)
_OPENAI_TILES = re.compile(r"gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-vision|gpt-5|chatgpt-4o|(^|/)o[134]")


def takes_images(preset: ProviderPreset, model: str, override: bool | None = None) -> bool:
    """Whether ``model`` on an endpoint of ``preset`` is sent images."""
    if override is not None:
        return override
    if preset.vision == "all":
        return True
    if preset.vision == "none":
        return False
    return bool(_VISION.search(model))


def image_tokens(width: int, height: int, model: str) -> int:
    """The context tokens one ``width``×``height`` image costs with ``model``."""
    if width <= 0 or height <= 0:
        return FIXED_IMAGE_TOKENS
    if _OPENAI_TILES.search(model):
        w, h = float(width), float(height)
        if max(w, h) > 2048:
            scale = 2048 / max(w, h)
            w, h = w * scale, h * scale
        if min(w, h) > 768:
            scale = 768 / min(w, h)
            w, h = w * scale, h * scale
        tiles = math.ceil(w / 512) * math.ceil(h / 512)
        return 85 + 170 * tiles
    if "claude" in model.lower():
        w, h = float(width), float(height)
        if max(w, h) > 1568:
            scale = 1568 / max(w, h)
            w, h = w * scale, h * scale
        return max(1, math.ceil(w * h / 750))
    return FIXED_IMAGE_TOKENS
