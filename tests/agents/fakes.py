"""A scripted fake of the host side of the bridge, for driving built-in agents.

It implements :class:`studio.sandbox.executor.Bridge` (``request`` / ``notify`` /
``debug``) the way a conformant player answers, from plain Python data:

* ``entries``: the conversation as the full entry list (decisions §4) -- dicts with
  ``role`` and ``content``; tool/log/error entries are allowed and are skipped by
  ``history.search`` / ``history.range`` exactly like the real player does.
* ``files``: context files for ``context.readFile`` (missing name -> ``None``).
* ``reply``: what ``callModel`` resolves to -- a string, or a callable
  ``(system_prompt, messages, max_tokens, opts) -> str``.
* ``stores``: grant stores for ``grants.readStore`` (unknown ref -> rejection).
* ``reject``: ``{method: message}`` -- that method rejects with ``BridgeError(message)``.

Everything the agent does is recorded: ``logs``, ``toasts``, ``requests`` (every
``(method, params)``), ``model_calls`` (the ``callModel`` params) and ``debug_lines``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from studio.sandbox.executor import BridgeError

ModelReply = str | Callable[[str, list[dict[str, Any]], int, dict[str, Any]], str]


class FakeBridge:
    def __init__(
        self,
        *,
        entries: list[dict[str, Any]] | None = None,
        files: dict[str, str] | None = None,
        reply: ModelReply = "fake reply",
        stores: dict[str, Any] | None = None,
        reject: dict[str, str] | None = None,
    ) -> None:
        self.entries = list(entries or [])
        self.files = dict(files or {})
        self.reply = reply
        self.stores = dict(stores or {})
        self.reject = dict(reject or {})
        self.logs: list[str] = []
        self.toasts: list[str] = []
        self.requests: list[tuple[str, list[Any]]] = []
        self.model_calls: list[list[Any]] = []
        self.debug_lines: list[str] = []

    # -- helpers for tests -------------------------------------------------
    @staticmethod
    def chat(*texts: str) -> list[dict[str, Any]]:
        """Alternating user/assistant entries from plain texts."""
        return [
            {"role": "user" if i % 2 == 0 else "assistant", "content": t}
            for i, t in enumerate(texts)
        ]

    def _turns(self) -> list[dict[str, Any]]:
        return [
            {"role": e["role"], "content": e["content"], "index": i}
            for i, e in enumerate(self.entries)
            if e.get("role") in ("user", "assistant")
            and isinstance(e.get("content"), str)
            and e["content"].strip()
        ]

    # -- the Bridge protocol -----------------------------------------------
    def request(self, method: str, params: list[Any]) -> Any:
        self.requests.append((method, list(params)))
        if method in self.reject:
            raise BridgeError(self.reject[method])
        if method == "history.search":
            query = str(params[0]).lower()
            return [t for t in self._turns() if query in t["content"].lower()]
        if method == "history.range":
            start, end = int(params[0]), int(params[1])
            return [t for t in self._turns() if start <= t["index"] < end]
        if method == "context.readFile":
            return self.files.get(str(params[0]))
        if method == "callModel":
            self.model_calls.append(list(params))
            if callable(self.reply):
                system, messages = params[0], params[1]
                max_tokens = params[2] if len(params) > 2 else 1024
                opts = params[3] if len(params) > 3 and params[3] else {}
                return self.reply(system, messages, max_tokens, opts)
            return self.reply
        if method == "grants.readStore":
            ref = str(params[0])
            if ref not in self.stores:
                raise BridgeError(f"no granted agent matches {ref!r}")
            return self.stores[ref]
        if method == "web.fetch":
            raise BridgeError("studio.web.fetch is not implemented in Character Studio")
        raise BridgeError(f"unknown bridge method {method}")

    def notify(self, method: str, params: list[Any]) -> None:
        self.requests.append((method, list(params)))
        if method == "log":
            self.logs.append(str(params[0]))
        elif method == "toast":
            self.toasts.append(str(params[0]))

    def debug(self, text: str) -> None:
        self.debug_lines.append(text)
