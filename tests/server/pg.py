"""A fresh PostgreSQL database per test (``.ci/run`` starts Debian's PostgreSQL).

The server is found at ``$CHARACTER_STUDIO_TEST_PG`` (default: the local socket,
``postgresql:///postgres?host=/var/run/postgresql``). Skipped only when it cannot be
reached and CI is unset; in CI that fails the test.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import psycopg
import pytest

BASE = os.environ.get(
    "CHARACTER_STUDIO_TEST_PG", "postgresql:///postgres?host=/var/run/postgresql"
)


def _with_db(name: str) -> str:
    head, _, query = BASE.partition("?")
    root = head.rsplit("/", 1)[0]
    return f"{root}/{name}" + (f"?{query}" if query else "")


@pytest.fixture
def pg_dsn() -> Iterator[str]:
    try:
        admin = psycopg.connect(BASE, autocommit=True, connect_timeout=5)
    except psycopg.Error as err:
        if not os.environ.get("CI"):
            pytest.skip(f"no PostgreSQL at {BASE} ({type(err).__name__})")
        raise
    name = f"studio_test_{uuid.uuid4().hex[:12]}"
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield _with_db(name)
        finally:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def kill_connections(dsn: str) -> int:
    """End every other session on ``dsn``'s database (the database 'goes away')."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchall()
    return len(rows)
