from __future__ import annotations

import json

import pytest

from studio.errors import PackageError
from studio.package.config import CharacterConfig, parse_config


def fields(err: PackageError) -> list[str | None]:
    return [getattr(p, "field", None) for p in err.problems]


def test_minimal_config() -> None:
    config = parse_config(b'{"name": "Aria"}')
    assert config.name == "Aria"
    assert config.model is None
    assert config.agents == []
    assert config.file_mappings == {}


def test_unknown_fields_round_trip_untouched() -> None:
    raw = {
        "future": {"nested": [1, 2, {"x": None}]},
        "name": "Aria",
        "agents": ["a.b", {"id": "c.d", "implementation": "e.f", "contextFile": ".x.json"}],
        "fileMappings": {"Instructions": "sheet.txt"},
        "zzz": 3.5,
    }
    config = parse_config(json.dumps(raw).encode())
    assert config.model_extra == {"future": raw["future"], "zzz": 3.5}
    dumped = config.to_json_dict()
    assert dumped == raw
    assert list(dumped) == list(raw)


def test_bom_is_tolerated() -> None:
    assert parse_config(b'\xef\xbb\xbf{"name": "A"}').name == "A"


def test_invalid_json_reports_line() -> None:
    with pytest.raises(PackageError) as info:
        parse_config(b'{\n  "name": "A",\n  "agents": [,]\n}')
    assert info.value.path == "config.json"
    assert info.value.line == 3


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"name": "A", "agents": ["ok", "ok2", {"id": 5, "implementation": "x"}]}, "agents.2.id"),
        ({"name": "A", "agents": [{"implementation": "x"}]}, "agents.0.id"),
        ({"name": "A", "agents": [7]}, "agents.0"),
        ({"name": "A", "agents": ["../escape"]}, "agents.0"),
        ({"name": "A", "agents": "nope"}, "agents"),
        ({"name": 3}, "name"),
        ({}, "name"),
        ({"name": "A", "model": 5}, "model"),
        ({"name": "A", "fileMappings": {"Instructions": 5}}, "fileMappings.Instructions"),
    ],
)
def test_wrong_types_carry_field_path(raw: dict[str, object], field: str) -> None:
    with pytest.raises(PackageError) as info:
        parse_config(json.dumps(raw).encode())
    assert field in fields(info.value)
    assert info.value.path == "config.json"


def test_top_level_must_be_object() -> None:
    with pytest.raises(PackageError, match="JSON object"):
        parse_config(b"[1, 2]")


def test_binary_config_is_refused() -> None:
    with pytest.raises(PackageError, match="binary"):
        parse_config(b'{"name": "\x00"}')


def test_not_utf8() -> None:
    with pytest.raises(PackageError, match="UTF-8"):
        parse_config(b'{"name": "\xff"}')


def test_model_accepts_alias_and_name() -> None:
    a = CharacterConfig.model_validate({"name": "A", "fileMappings": {"Instructions": "i.txt"}})
    assert a.file_mappings == {"Instructions": "i.txt"}
