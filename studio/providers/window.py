"""How many tokens a model's context holds, asked of the server where it says.

Where each server says it:

* llama.cpp: ``GET /props`` → ``default_generation_settings.n_ctx`` (or ``n_ctx``);
* Ollama: ``POST /api/show`` → ``num_ctx`` in ``parameters`` when the model file
  sets one, else Ollama's own default runtime context (its OpenAI endpoint runs
  models at that size, whatever ``model_info`` says the model could hold);
* LM Studio: ``GET /api/v0/models`` → ``loaded_context_length`` (else
  ``max_context_length``) of the model;
* KoboldCpp: ``GET /api/extra/true_max_context_length`` → ``value`` (the size it
  was started with);
* OpenRouter and others: ``context_length`` (or ``context_window``,
  ``max_model_len``) of the model in ``GET /models``.

A value outside :data:`MIN_WINDOW`..:data:`MAX_WINDOW` is not believed.

A local server, and any server of the ``custom`` preset, is asked in all four
local shapes at once, whatever its preset says (a llama.cpp server on an unusual
port is ``custom``; issue 24): the first request must not overflow a small window.
The preset's own shape wins when several answer. Hosted presets are asked only
where their documentation says.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studio.errors import ProviderError

if TYPE_CHECKING:
    from studio.providers.client import ModelClient

__all__ = [
    "DEFAULT_WINDOW",
    "MAX_WINDOW",
    "MIN_WINDOW",
    "OLLAMA_DEFAULT_WINDOW",
    "WindowInfo",
    "check_window",
    "discover_window",
    "known_window",
]

log = logging.getLogger(__name__)

# Used when neither the server nor the user says: small enough that every model
# still served today holds it, so the budget errs on the side of being accepted.
DEFAULT_WINDOW = 8192
OLLAMA_DEFAULT_WINDOW = 4096
MIN_WINDOW = 512
MAX_WINDOW = 10_000_000
# Hosted models whose servers do not say (OpenAI's /models has no sizes). The
# longest matching prefix wins; the provider's documentation is the source.
KNOWN_WINDOWS = {
    "gpt-3.5-turbo": 16_385,
    "gpt-4": 8_192,
    "gpt-4-turbo": 128_000,
    "gpt-4o": 128_000,
    "gpt-4.1": 1_047_576,
    "gpt-5": 400_000,
    "o1": 200_000,
    "o3": 200_000,
    "o4-mini": 200_000,
    "deepseek-chat": 65_536,
    "deepseek-reasoner": 65_536,
}
# Asked of every local or custom server: llama.cpp, KoboldCpp, LM Studio, Ollama.
LOCAL_SHAPES = ("props", "koboldcpp", "lmstudio", "ollama")
_NUM_CTX = re.compile(r"^\s*num_ctx\s+(\d+)", re.M)


@dataclass(frozen=True, kw_only=True)
class WindowInfo:
    """A context size and where it came from.

    Attributes:
        tokens: The context size in tokens.
        source: ``"server"``, ``"user"``, ``"learned"`` (from a server's refusal)
            or ``"default"``.
        detail: One line for the user (which endpoint said it, or why the default).
    """

    tokens: int
    source: str
    detail: str = ""

    @property
    def label(self) -> str:
        """``8,192 (default)``, ``2,048 (server)``, ... for meters and settings."""
        return f"{self.tokens:,} ({self.source})"


def check_window(value: object, *, where: str) -> int:
    """``value`` as a context size.

    Raises:
        ValueError: It is not an integer in MIN_WINDOW..MAX_WINDOW; the message
            names ``where`` it came from.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"the context size from {where} is not a whole number ({value!r})")
    if not MIN_WINDOW <= value <= MAX_WINDOW:
        raise ValueError(
            f"the context size from {where} is {value:,} tokens, outside "
            f"{MIN_WINDOW:,}..{MAX_WINDOW:,}; it was not used"
        )
    return value


def known_window(model: str) -> WindowInfo | None:
    """The documented context size of a well-known hosted model, if it is one."""
    name = model.lower().rsplit("/", 1)[-1]
    best = max((k for k in KNOWN_WINDOWS if name.startswith(k)), key=len, default=None)
    if best is None:
        return None
    return WindowInfo(
        tokens=KNOWN_WINDOWS[best], source="model table", detail=f"documented for {best}"
    )


async def discover_window(client: ModelClient, model: str) -> WindowInfo:
    """Ask the server; :data:`DEFAULT_WINDOW` (source ``"default"``) when it does not say.

    The preset's own endpoint (``preset.window_source``) is asked, and for a local
    or ``custom`` server every local shape (:data:`LOCAL_SHAPES`) too, all at once;
    the first in that order that answers wins. A 404 is not worth reporting.
    """
    preset = client.preset
    source = preset.window_source
    problems: list[str] = []
    asks = {
        "props": _props,
        "koboldcpp": _koboldcpp,
        "ollama": _ollama,
        "lmstudio": _lmstudio,
        "models": _models,
    }
    order = [source] if source in asks else []
    if order and "models" not in order and source != "props":
        order.append("models")
    if preset.local or preset.key == "custom":
        order += [name for name in LOCAL_SHAPES if name not in order]
    answers = await asyncio.gather(
        *(asks[name](client, model) for name in order), return_exceptions=True
    )
    for answer in answers:
        if isinstance(answer, ProviderError | ValueError):
            # A server of another kind answers 404 to the other shapes: not worth saying.
            if getattr(answer, "status", None) != 404:
                problems.append(str(answer))
            continue
        if isinstance(answer, BaseException):
            raise answer
        if answer is not None:
            return answer
    why = "; ".join(problems) if problems else "the server does not say"
    log.info("context size of %s: default %d (%s)", model, DEFAULT_WINDOW, why)
    return WindowInfo(
        tokens=DEFAULT_WINDOW,
        source="default",
        detail=f"{why}; set the context size in Settings if the model holds more or less",
    )


async def _koboldcpp(client: ModelClient, model: str) -> WindowInfo | None:
    data = await client.get_json(client.server_root + "/api/extra/true_max_context_length")
    value = data.get("value") if isinstance(data, dict) else None
    if value is None:
        return None
    tokens = check_window(value, where="KoboldCpp's /api/extra/true_max_context_length")
    return WindowInfo(tokens=tokens, source="server", detail="KoboldCpp")


async def _props(client: ModelClient, model: str) -> WindowInfo | None:
    url = client.server_root + "/props"
    data = await client.get_json(url)
    if not isinstance(data, dict):
        return None
    settings = data.get("default_generation_settings")
    value = settings.get("n_ctx") if isinstance(settings, dict) else None
    if value is None:
        value = data.get("n_ctx")
    if value is None:
        return None
    tokens = check_window(value, where="the server's /props")
    return WindowInfo(tokens=tokens, source="server", detail="llama.cpp /props")


async def _ollama(client: ModelClient, model: str) -> WindowInfo | None:
    data = await client.post_json(client.server_root + "/api/show", {"model": model})
    if not isinstance(data, dict):
        return None
    params = data.get("parameters")
    match = _NUM_CTX.search(params) if isinstance(params, str) else None
    if match:
        tokens = check_window(int(match.group(1)), where="Ollama's num_ctx")
        return WindowInfo(tokens=tokens, source="server", detail="Ollama num_ctx")
    info = data.get("model_info")
    trained = None
    if isinstance(info, dict):
        trained = next(
            (v for k, v in info.items() if k.endswith(".context_length") and isinstance(v, int)),
            None,
        )
    tokens = min(trained, OLLAMA_DEFAULT_WINDOW) if trained else OLLAMA_DEFAULT_WINDOW
    return WindowInfo(
        tokens=tokens, source="server", detail="Ollama's default runtime context (num_ctx)"
    )


async def _lmstudio(client: ModelClient, model: str) -> WindowInfo | None:
    data = await client.get_json(client.server_root + "/api/v0/models")
    for item in _items(data):
        if item.get("id") == model:
            value = item.get("loaded_context_length") or item.get("max_context_length")
            if value is not None:
                tokens = check_window(value, where="LM Studio's model list")
                return WindowInfo(tokens=tokens, source="server", detail="LM Studio")
    return None


async def _models(client: ModelClient, model: str) -> WindowInfo | None:
    data = await client.get_json(client.base_url + "/models", limit=10.0)
    for item in _items(data):
        if item.get("id") != model:
            continue
        for key in ("context_length", "context_window", "max_model_len", "max_context_length"):
            value = item.get(key)
            if value is None and isinstance(item.get("top_provider"), dict):
                value = item["top_provider"].get(key)
            if value is not None:
                tokens = check_window(value, where="the server's model list")
                return WindowInfo(tokens=tokens, source="server", detail=f"/models {key}")
    return None


def _items(data: Any) -> list[dict[str, Any]]:
    items = data.get("data", []) if isinstance(data, dict) else data
    return [i for i in items if isinstance(i, dict)] if isinstance(items, list) else []
