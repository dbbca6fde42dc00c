"""Images the player attaches to a message (issue 29 item 3; docs/IMAGES.md).

A part :class:`~studio.engine.player.CharacterPlayer` holds as
``player.images``: :meth:`ImageAttachments.check` reads and checks every image
before anything is written (a real PNG/JPEG/GIF/WebP by its first bytes, at most
20 MB, a main model that takes images); :meth:`ImageAttachments.store` then
writes them content-addressed beside the journal and returns the references the
user entry keeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.errors import ImageError
from studio.providers.vision import image_tokens, takes_images
from studio.storage.images import ImageData, images_folder, read_image, store_image

if TYPE_CHECKING:
    from studio.engine.core import Engine
    from studio.storage.conversation import Conversation

__all__ = ["ImageAttachments", "ImageSource"]

ImageSource = bytes | bytearray | memoryview | str | Path


class ImageAttachments:
    """Checking and storing the images of a user message."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def sees(self) -> bool:
        """Whether the main model is sent images (the preset, the model, the player)."""
        engine = self._engine
        return takes_images(engine.client.preset, engine.main_model, engine.vision)

    def check(self, images: Sequence[ImageSource]) -> list[ImageData]:
        """Every image read and checked; nothing is written.

        Raises:
            ImageError: The model does not take images (``no_vision``), or an image
                is unreadable, over 20 MB, or not an image.
        """
        if isinstance(images, bytes | bytearray | memoryview | str | Path):
            raise TypeError("images= takes a list of images (bytes or file paths)")
        if not images:
            return []
        engine = self._engine
        if not self.sees():
            raise ImageError(
                f"The model {engine.main_model} does not take images, so the message was "
                "not sent. Choose a model that sees images (e.g. gpt-4o, a Claude model, "
                "or a llava-like local model), or send the message without them.",
                reason="no_vision",
            )
        return [read_image(source) for source in images]

    def store(
        self, conversation: Conversation, images: Sequence[ImageData]
    ) -> list[dict[str, Any]]:
        """Write ``images`` beside ``conversation``'s journal; their entry references.

        Raises:
            OSError: An image could not be written (the caller reports it).
        """
        folder = images_folder(conversation.path)
        model = self._engine.main_model
        refs: list[dict[str, Any]] = []
        for image in images:
            store_image(folder, image)
            refs.append(
                {
                    "sha256": image.sha256,
                    "ext": image.ext,
                    "mime": image.mime,
                    "width": image.width,
                    "height": image.height,
                    "bytes": len(image.data),
                    "tokens": image_tokens(image.width, image.height, model),
                }
            )
        return refs
