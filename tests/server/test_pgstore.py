"""``--database``: two server processes on one PostgreSQL serve one user base."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import psycopg

from studio.server.pgstore import MIGRATIONS, migrate
from tests.engine.agents_src import COUNTER_JS
from tests.engine.conftest import MakeCharacter
from tests.server.conftest import StartServer
from tests.server.harness import CSRF, sse_events
from tests.server.pg import kill_connections, pg_dsn  # noqa: F401
from tests.support.model_server import ModelServer, text, tool_calls


async def test_migrations_apply_once_even_when_processes_start_together(
    pg_dsn: str,  # noqa: F811
) -> None:
    versions = await asyncio.gather(migrate(pg_dsn), migrate(pg_dsn), migrate(pg_dsn))
    assert versions == [MIGRATIONS[-1][0]] * 3
    with psycopg.connect(pg_dsn) as conn:
        rows = conn.execute("SELECT version FROM schema_migrations").fetchall()
    assert rows == [(v,) for v, _ in MIGRATIONS]


async def test_migration_2_carries_the_first_schema_s_files_into_per_conversation_rows(
    pg_dsn: str,  # noqa: F811
) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute(
            "CREATE TABLE schema_migrations (version integer PRIMARY KEY, "
            "applied_at timestamptz NOT NULL DEFAULT now())"
        )
        conn.execute(MIGRATIONS[0][1])
        conn.execute("INSERT INTO schema_migrations (version) VALUES (1)")
        for path in ("conversation_01.jsonl", "conversation_01.stores/a.json",
                     "conversation_12.jsonl"):
            conn.execute(
                "INSERT INTO character_files VALUES ('u', 'c', %s, 'sha', %s)",
                (path, path.encode()),
            )
        conn.execute("INSERT INTO character_versions VALUES ('u', 'c', 7)")
    assert await migrate(pg_dsn) == MIGRATIONS[-1][0]
    with psycopg.connect(pg_dsn) as conn:
        files = conn.execute(
            "SELECT conversation, path, body, version FROM conversation_files ORDER BY path"
        ).fetchall()
        versions = conn.execute(
            "SELECT conversation, version FROM conversation_versions ORDER BY conversation"
        ).fetchall()
        gone = conn.execute("SELECT to_regclass('character_files')").fetchone()
    assert files == [
        ("01", "conversation_01.jsonl", b"conversation_01.jsonl", 1),
        ("01", "conversation_01.stores/a.json", b"conversation_01.stores/a.json", 1),
        ("12", "conversation_12.jsonl", b"conversation_12.jsonl", 1),
    ]
    assert versions == [("01", 1), ("12", 1)]
    assert gone == (None,)


def _said(view: dict[str, object]) -> list[str]:
    entries = view["entries"]
    assert isinstance(entries, list)
    return [e["content"] for e in entries if e["role"] in ("user", "assistant")]


def _tool_ids(events: list[tuple[str, object]]) -> list[int]:
    return [
        int(re.search(r"id=(\d+)", str(d["result"])).group(1))  # type: ignore[index, union-attr]
        for name, d in events
        if name == "toolCall"
    ]


def test_a_conversation_moves_between_two_processes_whole(
    pg_dsn: str,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    root = make_character(files={"agents/test.counter.js": COUNTER_JS}, agents=["test.counter"])
    one = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "one")
    two = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "two")
    model_server.script(
        tool_calls([("bump", {"by": 1})]), text("First."),
        tool_calls([("bump", {"by": 1})]), text("Second."),
        text("Third."),
    )
    with one.client(headers=CSRF) as a, two.client(headers=CSRF) as b:
        cid = a.get("/api/v1/characters").json()[0]["id"]
        a.post(f"/api/v1/characters/{cid}/accept")
        b.post(f"/api/v1/characters/{cid}/accept")
        conv = a.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        url = f"/api/v1/characters/{cid}/conversations/{conv}"
        with a.stream("POST", url + "/messages", json={"text": "one"}) as response:
            first = sse_events(response)
        # The next request lands on the other process: the turn is there.
        assert [c["id"] for c in b.get(f"/api/v1/characters/{cid}/conversations").json()] == [
            conv
        ]
        assert _said(b.get(url).json()) == ["one", "First."]
        with b.stream("POST", url + "/messages", json={"text": "two"}) as response:
            second = sse_events(response)
        # The tool-call counter travelled with the conversation: no id repeats.
        assert _tool_ids(first) == [1] and _tool_ids(second) == [2]
        # And back on the first process, which had the conversation open.
        answer = a.post(
            url + "/messages", json={"text": "three"}, headers={"Accept": "application/json"}
        )
        assert answer.json()["content"] == "Third."
        assert _said(b.get(url).json()) == ["one", "First.", "two", "Second.", "three", "Third."]


def test_a_database_that_goes_away_mid_turn_is_reported_and_nothing_is_lost(
    pg_dsn: str,  # noqa: F811
    start_server: StartServer,
    make_character: MakeCharacter,
    model_server: ModelServer,
    tmp_path: Path,
) -> None:
    root = make_character()
    one = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "one")
    two = start_server(packages=[root], database=pg_dsn, data_dir=tmp_path / "two")
    model_server.script(text("Held reply.", hold_after=1), text("Later."))
    with one.client(headers=CSRF) as a, two.client(headers=CSRF) as b:
        cid = a.get("/api/v1/characters").json()[0]["id"]
        conv = a.post(f"/api/v1/characters/{cid}/conversations", json={}).json()["id"]
        url = f"/api/v1/characters/{cid}/conversations/{conv}"
        with a.stream("POST", url + "/messages", json={"text": "hello"}) as response:
            assert model_server.holding.wait(10)
            assert kill_connections(pg_dsn) >= 1  # The slot's locked connection dies.
            model_server.release()
            events = sse_events(response)
        assert events[-1][0] == "done" and events[-1][1]["ok"] is False
        assert "database" in events[-1][1]["error"]
        # Not acknowledged, not lost: the next request on that process stores it.
        a.get(url)
        assert [e["content"] for e in b.get(url).json()["entries"]] == ["hello", "Held reply."]
