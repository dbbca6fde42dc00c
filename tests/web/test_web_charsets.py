"""Pages that declare no charset are decoded by detection, not as UTF-8 mojibake."""

from __future__ import annotations

import pytest

from studio.web.text import decode_body

SAMPLES = {
    "shift_jis": "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"
    "何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。",
    "gbk": "床前明月光，疑是地上霜。举头望明月，低头思故乡。春眠不觉晓，处处闻啼鸟。"
    "夜来风雨声，花落知多少。白日依山尽，黄河入海流。欲穷千里目，更上一层楼。",
    "cp1251": "Все счастливые семьи похожи друг на друга, каждая несчастливая семья "
    "несчастлива по-своему. Всё смешалось в доме Облонских.",
}


@pytest.mark.parametrize("encoding", sorted(SAMPLES))
def test_undeclared_pages_are_detected(encoding: str) -> None:
    text = SAMPLES[encoding]
    page = f"<html><body><p>{text}</p></body></html>".encode(encoding)
    assert text in decode_body(page, header_charset=None, media_type="text/html")
    plain = (text * 3).encode(encoding)
    assert text in decode_body(plain, header_charset=None, media_type="text/plain")


def test_utf8_and_declarations_still_win() -> None:
    text = SAMPLES["cp1251"]
    assert decode_body(text.encode(), header_charset=None, media_type="text/html") == text
    # A multi-byte character cut off by the size cap is still UTF-8.
    cut = text.encode()[:-1]
    assert decode_body(cut, header_charset=None, media_type="text/plain").startswith(text[:-1])
    declared = text.encode("koi8_r")
    assert decode_body(declared, header_charset="koi8-r", media_type="text/html") == text
