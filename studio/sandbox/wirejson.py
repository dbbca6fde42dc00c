"""Strict JSON text in and out, on the standard library's C accelerator directly.

The same language and output as ``json.dumps(..., ensure_ascii=False,
allow_nan=False)`` and ``json.loads(..., parse_constant=refuse)``, without
importing the :mod:`json` package: that import pulls in ``re`` and ``enum``,
about a third of a worker's own start-up (~8–13 ms of CPU on the machines
measured, see docs/SANDBOX.md). Where ``_json`` is missing (another Python
implementation), :mod:`json` is used.

Both functions raise ``ValueError`` for what :mod:`json` refuses (and
``TypeError`` for values that are not JSON), as :mod:`json` does.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

_WHITESPACE = " \t\n\r"

try:
    import _json
except ImportError:  # pragma: no cover - CPython always has it
    _json = None  # type: ignore[assignment]


def _no_default(value: Any) -> Any:
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


class _Context:
    """What the C scanner reads from a decoder: strict strings, plain containers."""

    def __init__(self, parse_constant: Callable[[str], Any]) -> None:
        self.strict = True
        self.object_hook = None
        self.object_pairs_hook = None
        self.parse_float = float
        self.parse_int = int
        self.parse_constant = parse_constant
        self.memo: dict[str, str] = {}


_encoders: dict[tuple[bool, bool], Any] = {}


def dumps(value: Any, *, allow_nan: bool = False, compact: bool = True) -> str:
    """``value`` as JSON text (non-ASCII kept; circular references refused)."""
    if _json is None:  # pragma: no cover
        import json

        separators = (",", ":") if compact else (", ", ": ")
        return json.dumps(value, ensure_ascii=False, allow_nan=allow_nan, separators=separators)
    if type(value) is str:
        return str(_json.encode_basestring(value))
    key = (allow_nan, compact)
    encode = _encoders.pop(key, None)  # Taken while in use: a nested call builds its own.
    if encode is None:
        encode = _json.make_encoder(
            {}, _no_default, _json.encode_basestring, None,
            ":" if compact else ": ", "," if compact else ", ", False, False, allow_nan,
        )  # fmt: skip
    # An encoder is reused only after a clean run: one that raised may still hold
    # the ids of the containers it was in, which its circular-reference check would
    # later mistake for new objects that happen to get the same id.
    text = "".join(encode(value, 0))
    _encoders[key] = encode
    return text


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"non-JSON number {name}")


_scanners: dict[Any, Any] = {}


def loads(text: str, parse_constant: Callable[[str], Any] = _refuse_constant) -> Any:
    """Parse JSON text; NaN/Infinity go to ``parse_constant`` (refused by default)."""
    if _json is None:  # pragma: no cover
        import json

        return json.loads(text, parse_constant=parse_constant)
    scan = _scanners.get(parse_constant)
    if scan is None:  # One per constant handler (there are two), built once.
        scan = _scanners[parse_constant] = _json.make_scanner(_Context(parse_constant))  # type: ignore[arg-type]
    start = len(text) - len(text.lstrip(_WHITESPACE))
    try:
        value, end = scan(text, start)
    except StopIteration:
        raise ValueError(f"Expecting value at character {start}") from None
    if text[end:].strip(_WHITESPACE):
        raise ValueError(f"Extra data at character {end}")
    return value
