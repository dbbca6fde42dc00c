"""Images of user messages in the request (docs/IMAGES.md).

The prompt (:mod:`studio.engine.prompt`) carries each user entry's image
references as an ``images`` key on its message; the budget counts their
``tokens`` (:func:`image_cost`); just before the request goes out,
:func:`with_image_parts` turns them into OpenAI content parts, text first, then
one ``image_url`` part (a ``data:`` URL) per image. A model that does not take
images (the player switched models) gets a short note in their place instead,
and an image whose file is gone is replaced by a note too: the turn goes on.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import Any

from studio.storage.images import data_url, image_path

__all__ = [
    "IMAGE_GONE",
    "IMAGE_OMITTED",
    "image_cost",
    "with_image_parts",
    "without_image_data",
]

IMAGE_OMITTED = "[The user attached an image here; this model cannot see images.]"
IMAGE_GONE = "[The user attached an image here; its file is missing.]"


def image_cost(message: dict[str, Any]) -> int:
    """The context tokens of a message's images (each reference's ``tokens``)."""
    refs = message.get("images")
    if not refs:
        return 0
    return sum(int(ref.get("tokens") or 0) for ref in refs)


def with_image_parts(
    messages: list[dict[str, Any]], folder: Path, *, sees: bool
) -> list[dict[str, Any]]:
    """``messages`` with every ``images`` key turned into content parts (or notes).

    Returns a new list; messages without images are the same objects.
    """
    out: list[dict[str, Any]] = []
    for message in messages:
        refs = message.get("images")
        if not refs:
            if "images" in message:
                message = {k: v for k, v in message.items() if k != "images"}
            out.append(message)
            continue
        rest = {k: v for k, v in message.items() if k != "images"}
        text = str(message.get("content") or "")
        if not sees:
            notes = "\n".join(IMAGE_OMITTED for _ in refs)
            out.append({**rest, "content": f"{text}\n\n{notes}" if text else notes})
            continue
        parts: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
        for ref in refs:
            try:
                url = data_url(image_path(folder, ref), str(ref.get("mime", "image/png")))
            except OSError:
                parts.append({"type": "text", "text": IMAGE_GONE})
                continue
            parts.append({"type": "image_url", "image_url": {"url": url}})
        out.append({**rest, "content": parts})
    return out


def without_image_data(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``messages`` as the requests journal keeps them: each ``data:`` URL of an
    ``image_url`` part shortened to ``data:<mime>;sha256,<hash>`` (the stored file's
    name), so the journal does not hold every image again at each request."""
    if not any(isinstance(m.get("content"), list) for m in messages):
        return messages
    out: list[dict[str, Any]] = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, list):
            message = {**message, "content": [_short_part(p) for p in content]}
        out.append(message)
    return out


def _short_part(part: Any) -> Any:
    if not isinstance(part, dict) or part.get("type") != "image_url":
        return part
    url = str((part.get("image_url") or {}).get("url", ""))
    if not url.startswith("data:") or ";base64," not in url:
        return part
    head, _, data = url.partition(";base64,")
    digest = hashlib.sha256(base64.b64decode(data)).hexdigest()
    return {**part, "image_url": {"url": f"{head};sha256,{digest}"}}
