"""The web player's Markdown (studio/server/markdown.py): sanitised as the chat export
is, except a data: picture whose bytes are a picture, which is shown."""

from __future__ import annotations

import base64

from studio.server.markdown import MAX_PICTURE_BYTES, render_markdown
from tests.support.images import gif_bytes, png_bytes


def _data(kind: str, data: bytes) -> str:
    return f"data:image/{kind};base64,{base64.b64encode(data).decode()}"


def test_a_data_picture_is_shown_and_nothing_else_loads() -> None:
    png, gif = _data("png", png_bytes(4, 3)), _data("gif", gif_bytes())
    html = render_markdown(
        f"![dot]({png}) ![anim]({gif}) ![far](https://x.test/a.png) "
        f"![lie](data:image/png;base64,aGVsbG8=) ![svg](data:image/svg+xml;base64,PHN2Zz4=) "
        "![js](javascript:alert(1)) <img src=x onerror=alert(1)>"
    )
    assert html.count('<img class="picture"') == 2
    assert f'<img class="picture" src="{png}" alt="dot">' in html
    assert '<a href="https://x.test/a.png">[image: far]</a>' in html
    assert "[image: lie]</a>" in html and "[image: svg]</a>" in html
    assert '<a href="">[image: js]</a>' in html
    assert "onerror" not in html  # raw HTML is dropped


def test_an_oversized_data_picture_is_a_link() -> None:
    huge = "A" * (MAX_PICTURE_BYTES * 4 // 3 + 100)
    html = render_markdown(f"![big](data:image/png;base64,{huge})")
    assert "<img" not in html and "[image: big]" in html
