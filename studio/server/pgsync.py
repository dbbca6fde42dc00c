"""One user's conversations of one character kept in PostgreSQL, a conversation at a time.

Each conversation (``conversation_NN.*``: journal, stores, sidecars, requests
journal, token totals, tool-call counter) has its own row in
``conversation_versions`` and its files in ``conversation_files``, each stamped
with the conversation version that last wrote it (a removed file stays as a
tombstone with no body). So:

- **pull** asks for one number (the conversation's version); only when another
  process wrote since does it fetch the files written after the version this
  process last saw (never the whole folder);
- **push** looks only at that conversation's files, reads only those whose
  size, mtime or inode changed since the last pull or push, and sends only those
  whose sha256 changed, with the version bump, in one transaction.

The lock (:class:`Lease`) is a session advisory lock per (user, character,
conversation) on a pooled connection held for the operation; the character's
"lobby" key (conversation ``""``) is taken for creating and deleting
conversations, always before any conversation key, so two leases never wait
on each other in a cycle.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg
from psycopg_pool import AsyncConnectionPool

from studio.errors import StorageError
from studio.storage.atomic import atomic_write_bytes

__all__ = ["LOBBY", "CharacterSync", "Lease", "conversation_of", "database_error"]

LOBBY = ""  # The key of the character's list of conversations (create, delete).
_SKIPPED_SUFFIXES = (".lock", ".tmp")
_CONVERSATION = re.compile(r"conversation_(\d{2,})\.")


def database_error(err: BaseException) -> StorageError:
    return StorageError(
        f"the database could not be reached or refused the write ({type(err).__name__}); "
        "nothing was half-written: try again in a moment"
    )


def conversation_of(path: str) -> str:
    """The conversation a file of the folder belongs to (``""``: none)."""
    found = _CONVERSATION.match(path)
    return found.group(1) if found else LOBBY


def lock_key(user: str, character: str, conversation: str) -> int:
    digest = hashlib.sha256(f"{user}\0{character}\0{conversation}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


Stat = tuple[int, int, int]  # size, mtime_ns, inode


def _stat_of(path: Path) -> Stat | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ino)


@dataclass
class _Seen:
    """A conversation as this process last pulled or pushed it."""

    version: int = 0
    files: dict[str, tuple[str, Stat | None]] = field(default_factory=dict)  # sha, stat


class Lease:
    """Advisory locks held on one pooled connection until :meth:`release`.

    Taking them and reading the version of the conversation they guard is one
    round trip (a pipeline: the version query runs, with its own snapshot, only
    once the locks are held). A connection the database ended since it was pooled
    (a restart, a failover, a terminated session) is dropped and another taken, so
    the pool needs no check query before every operation.
    """

    def __init__(
        self,
        pool: AsyncConnectionPool[Any],
        keys: list[int],
        version_query: tuple[str, tuple[Any, ...]] | None = None,
    ) -> None:
        self._pool = pool
        self._keys = keys
        self._version_query = version_query
        self.conn: psycopg.AsyncConnection[Any] | None = None
        self.version: int | None = None  # From version_query, once taken.

    async def _lock(self, conn: psycopg.AsyncConnection[Any]) -> None:
        async with conn.pipeline():
            for key in self._keys:
                await conn.execute("SELECT pg_advisory_lock(%s)", (key,))
            cur = None
            if self._version_query is not None:
                cur = await conn.execute(*self._version_query)
        if cur is not None:
            row = await cur.fetchone()
            self.version = int(row[0]) if row else 0

    async def take(self) -> Lease:
        for _attempt in range(self._pool.max_size + 1):
            try:
                conn = await self._pool.getconn()
            except (psycopg.Error, TimeoutError) as err:
                raise database_error(err) from None
            self.conn = conn
            try:
                await self._lock(conn)
                return self
            except psycopg.OperationalError as err:
                failure: BaseException = err
                broken = conn.broken or conn.closed
                await self.release()
                if not broken:
                    break
            except psycopg.Error as err:
                failure = err
                await self.release()
                break
        raise database_error(failure) from None

    async def release(self) -> None:
        conn, self.conn = self.conn, None
        if conn is None:
            return
        try:
            if not (conn.broken or conn.closed):
                await conn.execute("SELECT pg_advisory_unlock_all()")
        except psycopg.Error:
            await conn.close()  # A broken connection: the locks went with it.
        finally:
            if conn.broken and not conn.closed:
                await conn.close()
            await self._pool.putconn(conn)  # The pool drops a closed one.


class CharacterSync:
    """The folder of one user's conversations of one character, and its rows."""

    def __init__(
        self, pool: AsyncConnectionPool[Any], user: str, character: str, folder: Path
    ) -> None:
        self._pool = pool
        self._user = user
        self._character = character
        self.folder = folder
        self._seen: dict[str, _Seen] = {}

    def version(self, conversation: str) -> int:
        """The version of ``conversation`` this process's folder holds."""
        seen = self._seen.get(conversation)
        return seen.version if seen else 0

    async def lease(self, *conversations: str) -> Lease:
        """Lock these conversations (``LOBBY`` first when given) across processes;
        the lease's ``version`` is the last one's stored version."""
        keys = [lock_key(self._user, self._character, c) for c in conversations]
        query = (
            "SELECT version FROM conversation_versions "
            "WHERE user_key = %s AND character_key = %s AND conversation = %s",
            (self._user, self._character, conversations[-1]),
        )
        return await Lease(self._pool, keys, query).take()

    @staticmethod
    def _conn(lease: Lease) -> psycopg.AsyncConnection[Any]:
        if lease.conn is None:
            raise StorageError("the database lock was already given back")
        return lease.conn

    async def changed(self, lease: Lease) -> dict[str, int]:
        """Every conversation another process wrote since this one saw it: id -> version."""
        try:
            cur = await self._conn(lease).execute(
                "SELECT conversation, version FROM conversation_versions "
                "WHERE user_key = %s AND character_key = %s",
                (self._user, self._character),
            )
            rows = await cur.fetchall()
        except psycopg.Error as err:
            raise database_error(err) from None
        return {str(c): int(v) for c, v in rows if int(v) != self.version(str(c))}

    async def pull(self, lease: Lease, conversation: str, version: int | None = None) -> bool:
        """Bring ``conversation`` up to date; True when another process had written it."""
        conn = self._conn(lease)
        seen = self._seen.setdefault(conversation, _Seen())
        try:
            if version is None:
                cur = await conn.execute(
                    "SELECT version FROM conversation_versions "
                    "WHERE user_key = %s AND character_key = %s AND conversation = %s",
                    (self._user, self._character, conversation),
                )
                row = await cur.fetchone()
                version = int(row[0]) if row else 0
            if version == seen.version:
                return False
            cur = await conn.execute(
                "SELECT path, sha256, body FROM conversation_files WHERE user_key = %s "
                "AND character_key = %s AND conversation = %s AND version > %s",
                (self._user, self._character, conversation, seen.version),
            )
            rows = await cur.fetchall()
        except psycopg.Error as err:
            raise database_error(err) from None
        for rel, sha, body in rows:
            rel, target = str(rel), self.folder / str(rel)
            if ".." in Path(rel).parts or conversation_of(rel) != conversation:
                continue  # Never written by push; refuse it rather than trust it.
            if body is None:
                if target.exists():
                    os.unlink(target)
                seen.files.pop(rel, None)
                continue
            known = seen.files.get(rel)
            if known is not None and known[0] == sha and _stat_of(target) == known[1]:
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(target, bytes(body))
            seen.files[rel] = (str(sha), _stat_of(target))
        seen.version = version
        return True

    def _local(self, conversation: str) -> dict[str, Path]:
        """The folder's files of ``conversation`` by relative path (names only, no reads)."""
        found: dict[str, Path] = {}
        if not self.folder.is_dir():
            return found
        prefix = f"conversation_{conversation}."
        for entry in os.scandir(self.folder):
            if not entry.name.startswith(prefix) or entry.name.endswith(_SKIPPED_SUFFIXES):
                continue
            path = Path(entry.path)
            if entry.is_dir(follow_symlinks=False):
                for sub in path.rglob("*"):
                    if sub.is_file() and not sub.name.endswith(_SKIPPED_SUFFIXES):
                        found[sub.relative_to(self.folder).as_posix()] = sub
            elif entry.is_file(follow_symlinks=False):
                found[entry.name] = path
        return found

    async def push(self, lease: Lease, conversation: str) -> None:
        """Store what changed in ``conversation`` since the last pull or push, in one
        transaction (before the operation is acknowledged)."""
        conn = self._conn(lease)
        seen = self._seen.setdefault(conversation, _Seen())
        local = self._local(conversation)
        changed: list[tuple[str, str, bytes, Stat | None]] = []
        for rel, path in local.items():
            stat = _stat_of(path)
            known = seen.files.get(rel)
            if known is not None and stat is not None and known[1] == stat:
                continue  # Not touched since: not even read.
            try:
                body = path.read_bytes()
            except FileNotFoundError:
                continue
            sha = hashlib.sha256(body).hexdigest()
            if known is not None and known[0] == sha:
                seen.files[rel] = (sha, stat)
                continue
            changed.append((rel, sha, body, stat))
        removed = [rel for rel in seen.files if rel not in local]
        if not changed and not removed:
            return
        try:
            async with conn.transaction():
                cur = await conn.execute(
                    "INSERT INTO conversation_versions "
                    "(user_key, character_key, conversation, version) VALUES (%s, %s, %s, 1) "
                    "ON CONFLICT (user_key, character_key, conversation) DO UPDATE "
                    "SET version = conversation_versions.version + 1 RETURNING version",
                    (self._user, self._character, conversation),
                )
                row = await cur.fetchone()
                version = int(row[0]) if row else seen.version + 1
                rows: list[tuple[str, str, bytes | None]] = [
                    (rel, sha, body) for rel, sha, body, _ in changed
                ]
                rows += [(rel, "", None) for rel in removed]
                async with conn.cursor() as batch:
                    await batch.executemany(
                        "INSERT INTO conversation_files (user_key, character_key, "
                        "conversation, path, sha256, body, version) "
                        "VALUES (%s, %s, %s, %s, %s, %s, %s) "
                        "ON CONFLICT (user_key, character_key, path) DO UPDATE SET "
                        "sha256 = excluded.sha256, body = excluded.body, "
                        "version = excluded.version",
                        [
                            (self._user, self._character, conversation, rel, sha, body, version)
                            for rel, sha, body in rows
                        ],
                    )
        except psycopg.Error as err:
            raise database_error(err) from None
        for rel, sha, _body, stat in changed:
            seen.files[rel] = (sha, stat)
        for rel in removed:
            del seen.files[rel]
        seen.version = version
