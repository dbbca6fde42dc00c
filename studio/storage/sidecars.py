"""The files beside a conversation journal, as a mixin of :class:`Conversation`.

* ``conversation_NN.tool-call-ids.json`` ``{"last": N}``: the toolCallId counter.
* ``conversation_NN.tokens.json``: the agent and model token running totals.
* ``conversation_NN.stores/<agentId>.json``: one store per agent instance; a
  private grant's id ``sub.agent/short`` lives at ``stores/sub.agent/short.json``.
* ``conversation_NN.state.jsonl``: changes to the three above since they were
  last written (see :mod:`studio.storage.statelog`).
* ``conversation_NN.agent-log/<agentId>.jsonl``: the ``@debug true`` activity log.
* ``conversation_NN.requests.jsonl``: every model request and response.

Counters are read (taking in other processes' records), changed and recorded
under the conversation lock, so two processes never hand out the same
toolCallId. The ``.jsonl`` logs are diagnostics, not the conversation: they
are appended without fsync, through a descriptor kept open until the conversation is closed
(:class:`~studio.storage.appendlog.AppendLog`), and readers skip a line they
cannot parse instead of failing, since losing one debug record must not stop
anyone seeing the rest.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.errors import StorageError
from studio.storage.appendlog import AppendLog, read_lines
from studio.storage.atomic import dumps_compact, read_json
from studio.storage.commit import loads_fallback
from studio.storage.locking import FileLock
from studio.storage.requests import RequestPacker, read_request_records
from studio.storage.statelog import JournalState

__all__ = ["SECRET_KEYS", "SidecarsMixin", "scrub", "validate_agent_id"]

# Lower-cased key names that must never reach disk in a request record.
SECRET_KEYS = frozenset(
    {"authorization", "proxy-authorization", "api_key", "api-key", "apikey", "x-api-key"}
)
_SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]{0,127}")


def validate_agent_id(agent_id: str) -> str:
    """Check that an agent id is safe to use as a relative path; return it.

    One segment (``char.memory``) or two (``sub.agent/short`` for private grants);
    each segment is letters, digits, ``_ . -``, does not start with a dot or dash
    (so no ``..``), and is at most 128 characters.
    """
    segments = agent_id.split("/") if isinstance(agent_id, str) else []
    if not 1 <= len(segments) <= 2 or not all(_SEGMENT.fullmatch(s) for s in segments):
        raise StorageError(f"invalid agent id {agent_id!r} for a store or log file name")
    return agent_id


_KEY_IS_SECRET: dict[str, bool] = {}


def _is_secret(key: str) -> bool:
    known = _KEY_IS_SECRET.get(key)
    if known is None:
        known = key.lower() in SECRET_KEYS
        if len(_KEY_IS_SECRET) < 4096:  # Keys repeat (role, content, ...): remember them.
            _KEY_IS_SECRET[key] = known
    return known


_CONTAINERS = (dict, list, tuple)


def _clean(value: Any) -> bool:
    """Whether ``value`` holds no credential-looking key at any depth (no copying)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(key, str) and _is_secret(key):
                return False
            if isinstance(item, _CONTAINERS) and not _clean(item):
                return False
        return True
    if isinstance(value, list | tuple):
        for item in value:
            if isinstance(item, _CONTAINERS) and not _clean(item):
                return False
    return True


def scrub(value: Any) -> Any:
    """``value`` without any credential-looking keys, at any depth.

    A copy when something had to go; ``value`` itself when nothing did (a request
    record holds the whole request body, and checking it is about three times
    cheaper than copying it).
    """
    if _clean(value):
        return value
    return _scrubbed(value)


def _scrubbed(value: Any) -> Any:
    if isinstance(value, dict):
        return {
            k: _scrubbed(v)
            for k, v in value.items()
            if not (isinstance(k, str) and k.lower() in SECRET_KEYS)
        }
    if isinstance(value, list | tuple):
        return [_scrubbed(v) for v in value]
    return value


class SidecarsMixin:
    """Sidecar operations; needs ``id``, ``folder``, ``_lock`` and ``_logs`` from the host.

    ``_logs`` holds the open :class:`AppendLog` of the requests journal (key
    ``""``) and of each agent log (key: the agent id), so a record costs a
    ``stat`` and a ``write``; the host closes them (:meth:`_close_logs`) when it
    is closed.
    """

    id: str
    folder: Path
    _lock: FileLock
    _logs: dict[str, AppendLog]

    def _sidecar(self, suffix: str) -> Path:
        return self.folder / f"conversation_{self.id}{suffix}"

    # The counters and stores live in ``self._state`` (CommitMixin): replayed
    # from the sidecar files and the state journal on load, changed by
    # appending a record to the state journal, written back to the sidecar
    # files by a checkpoint.
    _state: JournalState
    _group: int

    if TYPE_CHECKING:  # Provided by CommitMixin.

        def _state_check(self) -> None: ...

        def _state_write(self, record: bytes, *, defer: bool = False) -> None: ...

    # -- toolCallId counter --------------------------------------------------------

    def next_tool_call_id(self) -> int:
        """The next toolCallId (1, 2, ...), recorded before it is returned.

        The record is written at once (a ``kill -9`` right after cannot lose
        it); it is fsynced now, or by the group commit when a turn is open.
        """
        with self._lock:
            self._state_check()
            last = self._state.last + 1
            self._state_write(b'{"last":%d}' % last)
            self._state.last = last
            return last

    @property
    def last_tool_call_id(self) -> int:
        """The highest toolCallId handed out so far (0 if none)."""
        with self._lock:
            self._state_check()
            return self._state.last

    # -- token totals ----------------------------------------------------------------

    def tokens(self) -> dict[str, Any]:
        """``{"agent_tokens": N, "model_tokens": {"prompt": P, "completion": C}}``."""
        with self._lock:
            self._state_check()
            totals = self._state.tokens
            return {
                "agent_tokens": totals["agent_tokens"],
                "model_tokens": dict(totals["model_tokens"]),
            }

    def _save_tokens_locked(self, totals: dict[str, Any]) -> None:
        self._state_write(b'{"tokens":' + dumps_compact(totals) + b"}")
        self._state.tokens = totals

    def add_agent_tokens(self, n: int) -> int:
        """Add ``n`` metered agent tokens; returns the new conversation total."""
        with self._lock:
            self._state_check()
            totals = copy.deepcopy(self._state.tokens)
            totals["agent_tokens"] += max(0, int(n))
            self._save_tokens_locked(totals)
            return int(totals["agent_tokens"])

    def add_model_tokens(self, prompt: int, completion: int) -> None:
        """Add one model request's reported usage to the running totals."""
        with self._lock:
            self._state_check()
            totals = copy.deepcopy(self._state.tokens)
            totals["model_tokens"]["prompt"] += max(0, int(prompt))
            totals["model_tokens"]["completion"] += max(0, int(completion))
            self._save_tokens_locked(totals)

    # -- agent stores ------------------------------------------------------------------

    def _store_path(self, agent_id: str) -> Path:
        return self._sidecar(".stores") / f"{validate_agent_id(agent_id)}.json"

    def _load_store_locked(self, agent_id: str) -> dict[str, Any] | None:
        path = self._store_path(agent_id)
        data = self._state.stores.get(agent_id)
        if data is not None:
            value = loads_fallback(data)
        elif self._state.stores_cleared or not path.exists():
            return None
        else:
            value = read_json(path)
        if not isinstance(value, dict):
            raise StorageError("a store must be a JSON object", path=path)
        return value

    def load_store(self, agent_id: str) -> dict[str, Any] | None:
        """The agent's saved store, or None when it has none in this conversation yet."""
        with self._lock:
            self._state_check()
            return self._load_store_locked(agent_id)

    def save_store(self, agent_id: str, store: dict[str, Any]) -> None:
        """Save the agent's store (durable now, or at the end of the group commit)."""
        validate_agent_id(agent_id)
        if not isinstance(store, dict):
            raise StorageError(f"a store must be a JSON object, not {type(store).__name__}")
        value = dumps_compact(store)
        record = b'{"store":' + dumps_compact(agent_id) + b',"value":' + value + b"}"
        with self._lock:
            self._state_check()
            self._state_write(record)
            self._state.stores[agent_id] = value

    def has_store(self, agent_id: str) -> bool:
        """Whether the agent has saved state in this conversation."""
        path = self._store_path(agent_id)
        with self._lock:
            self._state_check()
            if agent_id in self._state.stores:
                return True
            return not self._state.stores_cleared and path.exists()

    def list_stores(self) -> dict[str, dict[str, Any]]:
        """Every saved store, keyed by agent id (``sub.agent/short`` for private grants)."""
        root = self._sidecar(".stores")
        with self._lock:
            self._state_check()
            ids = set(self._state.stores)
            if not self._state.stores_cleared and root.is_dir():
                ids.update(
                    p.relative_to(root).with_suffix("").as_posix() for p in root.rglob("*.json")
                )
            found: dict[str, dict[str, Any]] = {}
            for agent_id in sorted(ids):
                store = self._load_store_locked(agent_id)
                if store is not None:
                    found[agent_id] = store
            return found

    def _remove_stores_locked(self) -> None:
        """Record that every store is gone; the folder goes at the next checkpoint."""
        self._state_write(b'{"clear_stores":true}', defer=True)
        self._state.stores.clear()
        self._state.stores_cleared = True

    # -- diagnostics logs ----------------------------------------------------------------

    def _log(self, key: str) -> AppendLog:
        """The log for ``key`` (``""``: the requests journal, else an agent id); under the lock."""
        log = self._logs.get(key)
        if log is None:
            if key:
                path = self._sidecar(".agent-log") / f"{key}.jsonl"
            else:
                path = self._sidecar(".requests.jsonl")
            log = self._logs[key] = AppendLog(path)
        return log

    def _close_logs(self) -> None:
        logs, self._logs = list(self._logs.values()), {}
        for log in logs:
            log.close()

    def append_agent_log(self, agent_id: str, record: dict[str, Any]) -> None:
        """Append one ``@debug`` activity record for ``agent_id`` (not fsynced)."""
        validate_agent_id(agent_id)
        data = dumps_compact(scrub(record)) + b"\n"
        with self._lock:
            self._log(agent_id).append(data)

    def read_agent_log(self, agent_id: str) -> list[dict[str, Any]]:
        """Every readable activity record of ``agent_id``, oldest first."""
        return read_lines(self._sidecar(".agent-log") / f"{validate_agent_id(agent_id)}.jsonl")

    def _init_requests(self) -> None:
        self._packer = RequestPacker(self._sidecar(".requests.blocks"), scrub)

    def append_request(self, record: dict[str, Any]) -> None:
        """Append one model request/response record, credentials scrubbed.

        The request's messages are stored as what changed since a recent record
        of this journal (see :mod:`studio.storage.requests`). Not fsynced: like
        the agent log it is evidence for diagnosis, not the conversation.
        """
        with self._lock:
            log = self._log("")
            try:
                log.refresh()
            except OSError:
                pass  # The append below reports it.
            if log.generation != self._packer.generation:
                # (Re)opened: offsets of earlier records belong to another file.
                self._packer.forget()
                self._packer.generation = log.generation
            line, messages = self._packer.pack(record)
            offset = log.append(line + b"\n")
            if log.generation != self._packer.generation:
                self._packer.forget()  # Replaced between the two looks: start afresh.
                self._packer.generation = log.generation
            elif messages is not None:
                self._packer.remember(offset, messages)

    def read_requests(self) -> list[dict[str, Any]]:
        """Every readable request record, oldest first, each request body whole."""
        return read_request_records(
            self._sidecar(".requests.jsonl"), self._sidecar(".requests.blocks")
        )
