"""``--database postgresql://…``: the users' conversations kept in PostgreSQL (psycopg 3).

Several server processes, on one host or many, serve one user base. The engine
keeps writing its crash-safe conversation files (nothing in the engine changes);
each process's data dir is a cache, and PostgreSQL is the record:

- **One writer per conversation at a time**, across processes (a session advisory
  lock per (user, character, conversation)); **pull** only what another process
  wrote since; **push** only what the operation changed, in one transaction, before
  the reply is acknowledged: :mod:`studio.server.pgsync`.
- **Migrations** are numbered; :func:`migrate` applies the missing ones under a
  transaction-scoped advisory lock, so processes starting together migrate once.

Tables: ``conversation_files`` (the conversation files: entries, stores, sidecars,
the request journal, token totals, tool-call ids, each with the version that wrote
it) and ``conversation_versions``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
from psycopg_pool import AsyncConnectionPool

from studio.server.pgsync import CharacterSync, database_error

__all__ = ["MIGRATIONS", "PgStore", "migrate"]

#: (version, SQL), applied in order; never edit one that has shipped.
MIGRATIONS: tuple[tuple[int, str], ...] = (
    (
        1,
        """
        CREATE TABLE character_versions (
            user_key text NOT NULL,
            character_key text NOT NULL,
            version bigint NOT NULL,
            PRIMARY KEY (user_key, character_key)
        );
        CREATE TABLE character_files (
            user_key text NOT NULL,
            character_key text NOT NULL,
            path text NOT NULL,
            sha256 text NOT NULL,
            body bytea NOT NULL,
            PRIMARY KEY (user_key, character_key, path)
        );
        """,
    ),
    (
        2,
        # A version per conversation, and each file stamped with the version that
        # last wrote it (a removed file: no body), so a pull fetches only what changed.
        """
        CREATE TABLE conversation_versions (
            user_key text NOT NULL,
            character_key text NOT NULL,
            conversation text NOT NULL,
            version bigint NOT NULL,
            PRIMARY KEY (user_key, character_key, conversation)
        );
        CREATE TABLE conversation_files (
            user_key text NOT NULL,
            character_key text NOT NULL,
            conversation text NOT NULL,
            path text NOT NULL,
            sha256 text NOT NULL,
            body bytea,
            version bigint NOT NULL,
            PRIMARY KEY (user_key, character_key, path)
        );
        CREATE INDEX conversation_files_changed
            ON conversation_files (user_key, character_key, conversation, version);
        INSERT INTO conversation_files
            SELECT user_key, character_key,
                   coalesce(substring(path from '^conversation_([0-9]{2,})[.]'), ''),
                   path, sha256, body, 1
            FROM character_files;
        INSERT INTO conversation_versions
            SELECT DISTINCT user_key, character_key, conversation, 1 FROM conversation_files;
        DROP TABLE character_files;
        DROP TABLE character_versions;
        """,
    ),
)
_MIGRATION_LOCK = 0x53747564696F  # Any constant shared by every process.


async def migrate(dsn: str) -> int:
    """Bring the schema up to date; returns the version it is at."""
    try:
        async with await psycopg.AsyncConnection.connect(dsn) as conn:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    "version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
                )
                cur = await conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations")
                row = await cur.fetchone()
                current = int(row[0]) if row else 0
                for version, sql in MIGRATIONS:
                    if version > current:
                        await conn.execute(sql)
                        await conn.execute(
                            "INSERT INTO schema_migrations (version) VALUES (%s)", (version,)
                        )
                        current = version
                return current
    except psycopg.Error as err:
        raise database_error(err) from None


class PgStore:
    """One database: its connection pool, and the :class:`CharacterSync` of each
    (user, character).

    Args:
        dsn: The ``postgresql://`` URL.
        max_connections: Connections this process holds at most; an operation
            waits for a free one (at most ``wait`` seconds), so many users on a few
            processes stay under the server's ``max_connections``.
    """

    def __init__(self, dsn: str, *, max_connections: int = 20, wait: float = 60.0) -> None:
        self.dsn = dsn
        self.pool: AsyncConnectionPool[Any] = AsyncConnectionPool(
            dsn,
            min_size=1,
            max_size=max_connections,
            timeout=wait,
            kwargs={"autocommit": True},
            open=False,
        )

    async def open(self) -> None:
        await migrate(self.dsn)  # Before the first request: the schema is current.
        try:
            await self.pool.open(wait=True, timeout=30)
        except (psycopg.Error, TimeoutError) as err:
            raise database_error(err) from None

    async def close(self) -> None:
        await self.pool.close()

    def character_sync(self, user: str, character: str, folder: Path) -> CharacterSync:
        return CharacterSync(self.pool, user, character, folder)
