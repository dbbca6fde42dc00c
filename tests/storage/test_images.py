"""Attached images are recognised by their bytes, sized from their headers,
capped at 20 MB and stored content-addressed, atomically (studio/storage/images.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.errors import ImageError
from studio.storage.images import (
    MAX_IMAGE_BYTES,
    data_url,
    images_folder,
    read_image,
    sniff_image,
    store_image,
)
from tests.support.images import gif_bytes, jpeg_bytes, png_bytes, webp_bytes


@pytest.mark.parametrize(
    ("data", "ext", "mime", "size"),
    [
        (png_bytes(4, 3), "png", "image/png", (4, 3)),
        (jpeg_bytes(640, 480), "jpg", "image/jpeg", (640, 480)),
        (gif_bytes(10, 20), "gif", "image/gif", (10, 20)),
        (webp_bytes(300, 200), "webp", "image/webp", (300, 200)),
    ],
)
def test_each_kind_is_known_by_its_bytes(data: bytes, ext: str, mime: str, size: tuple) -> None:
    image = sniff_image(data)
    assert (image.ext, image.mime, (image.width, image.height)) == (ext, mime, size)


def test_text_named_like_an_image_is_refused(tmp_path: Path) -> None:
    fake = tmp_path / "photo.png"
    fake.write_text("not a picture at all", encoding="utf-8")
    with pytest.raises(ImageError, match=r"photo\.png is not an image") as caught:
        read_image(fake)
    assert caught.value.reason == "not_image"


def test_a_truncated_png_is_called_damaged() -> None:
    with pytest.raises(ImageError, match="damaged") as caught:
        sniff_image(png_bytes()[:12])
    assert caught.value.reason == "not_image"


def test_fifty_megabytes_are_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "huge.png"
    with big.open("wb") as f:  # Sparse: 50 MB on paper, nothing to read.
        f.write(png_bytes())
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(ImageError, match=r"huge.png is 50.0 MB; images up to 20 MB") as caught:
        read_image(big)
    assert caught.value.reason == "too_big"
    with pytest.raises(ImageError, match="up to 20 MB"):
        sniff_image(png_bytes() + b"\0" * MAX_IMAGE_BYTES)


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ImageError, match="cannot read the image") as caught:
        read_image(tmp_path / "gone.png")
    assert caught.value.reason == "unreadable"


def test_stored_once_by_content_beside_the_journal(tmp_path: Path) -> None:
    folder = images_folder(tmp_path / "conversation_01.jsonl")
    assert folder == tmp_path / "conversation_01.images"
    image = sniff_image(png_bytes())
    path = store_image(folder, image)
    assert path == folder / f"{image.sha256}.png"
    assert path.read_bytes() == image.data
    assert store_image(folder, sniff_image(png_bytes())) == path
    assert [p.name for p in folder.iterdir()] == [path.name]  # No temp file left.
    assert data_url(path, "image/png").startswith("data:image/png;base64,iVBORw0KGgo")
