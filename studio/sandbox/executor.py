"""The contract between the worker's main loop and a language executor.

This module is imported inside the worker subprocess. It must import nothing
outside the standard library, because the Python-agent worker runs with
``python -I -S`` and sees no site-packages.

Threading and blocking rules inside a worker:

* The worker is single-threaded. The main loop reads one request from the host,
  hands it to the executor, and writes one reply.
* While an agent function runs, a bridge call (``studio.history.search(...)``)
  is *synchronous* at this level: :meth:`Bridge.request` writes a request frame
  to the host and blocks until the matching reply frame arrives. Each language
  wraps that in its own awaitable (a resolved/rejected Promise in JS, an
  awaitable in Python, an object with ``:await()`` in Lua), so agent code that
  awaits bridge calls works unchanged.
* ``studio.log`` / ``studio.toast`` are fire-and-forget: :meth:`Bridge.notify`.
* Output the agent prints (``console.log``, ``print``) goes to :meth:`Bridge.debug`,
  never into the protocol stream.
"""

from __future__ import annotations

# Not ``from typing import ...``: importing typing costs a worker ~10 ms of its cold
# start; mypy reads the names through the TYPE_CHECKING branch.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol
else:
    Protocol = object

# Starts JavaScript that studio.sandbox.typescript.prepare_javascript produced (ES modules
# already turned into CommonJS). Here, so a worker can check it without importing that module.
PREPARED_MARKER = "/*studio:cjs*/"

# Bridge methods an agent may call, with the @api namespace each needs
# (None: no declaration needed). The host enforces the gates; executors only
# need the names to build the ``studio`` object.
BRIDGE_METHODS: dict[str, str | None] = {
    "log": None,
    "toast": None,
    "history.search": "studio.history",
    "history.range": "studio.history",
    "context.readFile": "studio.context",
    "callModel": "studio.model",
    "grants.readStore": "studio.grants",
    "web.fetch": "studio.web",
}

# Fire-and-forget methods (no reply from the host).
NOTIFY_METHODS = frozenset({"log", "toast"})


class AgentError(Exception):
    """The agent's own code failed (threw, wrong return type, missing export).

    ``str(err)`` is shown to the author and fed back to the model as part of the
    tool result, so it should read like ``TypeError: x is undefined (agent.js:12)``.
    """


class BridgeError(Exception):
    """The host rejected a bridge request; raised into the agent as an error
    whose message is ``str(err)`` (e.g. ``not implemented``, budget messages)."""


class Bridge(Protocol):
    """The worker's door to the host, given to an executor at construction."""

    def request(self, method: str, params: list[Any]) -> Any:
        """Send a bridge request and block until the host answers.

        Returns the JSON result. Raises :class:`BridgeError` when the host rejects.
        """

    def notify(self, method: str, params: list[Any]) -> None:
        """Send ``log`` / ``toast`` without waiting for anything."""

    def debug(self, text: str) -> None:
        """Route agent console output (``console.log``, ``print``) to the debug log."""


class Executor(Protocol):
    """One language runtime holding exactly one loaded agent.

    Constructed as ``Executor(bridge, limits)`` where ``limits`` is a dict with
    ``memory_bytes`` (int) and ``instruction_budget`` (int, Lua only; 0 = none).
    """

    language: str  # "javascript", "python" or "lua"

    def load(self, source: str, filename: str, libs: list[tuple[str, str]]) -> list[str]:
        """Evaluate the agent (after evaluating ``libs``, JS only, as (name, source)
        scripts in the global scope). Return the names of the callable exports.

        Raises :class:`AgentError` for syntax errors (with file:line[:col]) or
        failures during module evaluation.
        """

    def call(
        self, export: str, args: list[Any], store: dict[str, Any], context: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """Call ``export(*args, store, studio, context)``, awaiting it if async.

        Returns ``(result, store_after)`` where both are plain JSON values (the
        store a deep copy of what the agent left). ``None`` stands for
        null/undefined/nil. Raises :class:`AgentError` if the agent throws
        (any value, not only Error objects), if the export is missing, or if
        the result is not JSON-serialisable.
        """
