"""wirejson speaks exactly the JSON that json.dumps/loads (strict) speak."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from studio.sandbox import wirejson
from studio.sandbox.spawn import SANDBOX_DIR

VALUES = [
    {}, [], "", "héllo \u2028 \"quoted\" \\ \n\t\x01", 0, -1, 2**70, 1.5, -0.0, 1e300, True, None,
    {"a": [1, {"b": None}], "ü": "ö", "n": 3.25}, [[[[]]]], {"1": 1, "2": [True, False]},
]  # fmt: skip


@pytest.mark.parametrize("value", VALUES)
def test_same_text_as_json(value: object) -> None:
    expected = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    assert wirejson.dumps(value) == expected
    assert wirejson.loads(expected) == json.loads(expected)
    assert wirejson.loads(" \n" + json.dumps(value) + "\r\t ") == value


@pytest.mark.parametrize(
    "value", [math.nan, [math.inf], {"x": -math.inf}, {1j}, object(), b"bytes"]
)
def test_refuses_what_json_refuses_on_the_way_out(value: object) -> None:
    with pytest.raises((ValueError, TypeError)):
        wirejson.dumps(value)


def test_circular_references_are_refused() -> None:
    loop: list[object] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular"):
        wirejson.dumps(loop)


@pytest.mark.parametrize(
    "text", ["", "   ", "[1,", "[1] x", "NaN", "[Infinity]", '{"a": -Infinity}', "'x'",
             '"\x01"', "{1: 2}", "[01]"],
)  # fmt: skip
def test_refuses_what_strict_json_refuses_on_the_way_in(text: str) -> None:
    with pytest.raises(ValueError):
        wirejson.loads(text)
    with pytest.raises(ValueError):
        json.loads(text, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))


def test_importing_it_does_not_import_json_re_or_enum() -> None:
    script = (
        f"import sys\nsys.path.insert(0, {str(SANDBOX_DIR)!r})\n"
        "import wirejson\nwirejson.loads(wirejson.dumps({'a': [1]}))\n"
        "print(sorted(m for m in ('json', 're', 'enum', 'typing') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-I", "-S", "-c", script], capture_output=True,
                         text=True, timeout=30).stdout  # fmt: skip
    assert out.strip() == "[]"
