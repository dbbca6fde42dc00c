"""The web player's Markdown (studio/server/markdown.py): sanitised as the chat export
is, except a picture that is a data: URL or a file of the character's, whose bytes
are a picture: shown, inlined, so the page loads nothing from anywhere."""

from __future__ import annotations

import base64
import os
from pathlib import Path

from studio.server.markdown import MAX_INLINE_BYTES, render_markdown
from tests.support.images import gif_bytes, png_bytes, webp_bytes


def _data(kind: str, data: bytes) -> str:
    return f"data:image/{kind};base64,{base64.b64encode(data).decode()}"


def test_a_data_picture_is_shown_and_nothing_else_loads() -> None:
    png, gif = _data("png", png_bytes(4, 3)), _data("gif", gif_bytes())
    html = render_markdown(
        f"![dot]({png}) ![anim]({gif}) ![far](https://x.test/a.png) "
        f"![lie](data:image/png;base64,aGVsbG8=) ![svg](data:image/svg+xml;base64,PHN2Zz4=) "
        "![js](javascript:alert(1)) <img src=x onerror=alert(1)> ![mine](map.png)"
    )
    assert html.count('<img class="picture"') == 2
    assert f'<img class="picture" src="{png}" alt="dot">' in html
    assert '<a href="https://x.test/a.png">[image: far]</a>' in html
    assert "[image: lie]</a>" in html and "[image: svg]</a>" in html
    assert '<a href="">[image: js]</a>' in html
    assert "[image: mine]</a>" in html  # no character folder given
    assert "onerror" not in html  # raw HTML is dropped


def test_the_characters_own_pictures_are_inlined_and_nothing_outside(tmp_path: Path) -> None:
    root = tmp_path / "char"
    (root / "images").mkdir(parents=True)
    (root / "images" / "map.png").write_bytes(png_bytes(6, 5))
    (root / "images" / "room.webp").write_bytes(webp_bytes())
    (root / "images" / "fake.png").write_text("not a picture")
    (tmp_path / "secret.png").write_bytes(png_bytes(2, 2, shade=9))
    os.symlink(tmp_path / "secret.png", root / "images" / "link.png")
    html = render_markdown(
        "![map](images/map.png) ![room](images/room.webp) ![fake](images/fake.png) "
        "![up](../secret.png) ![link](images/link.png) ![abs](/etc/hostname) ![gone](x.png)",
        root,
    )
    assert html.count('<img class="picture"') == 2
    assert f'src="{_data("png", png_bytes(6, 5))}" alt="map"' in html
    assert 'src="data:image/webp;base64,' in html
    for refused in ("fake", "up", "link", "abs", "gone"):
        assert f"[image: {refused}]</a>" in html
    secret = base64.b64encode(png_bytes(2, 2, shade=9)).decode()
    assert secret not in html


def test_an_oversized_picture_is_a_link(tmp_path: Path) -> None:
    huge = "A" * (MAX_INLINE_BYTES * 4 // 3 + 100)
    html = render_markdown(f"![big](data:image/png;base64,{huge})")
    assert "<img" not in html and "[image: big]" in html
    (tmp_path / "big.png").write_bytes(png_bytes() + b"\0" * (MAX_INLINE_BYTES + 1))
    html = render_markdown("![big](big.png)", tmp_path)
    assert "<img" not in html and "[image: big]" in html
