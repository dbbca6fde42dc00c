"""Per-user quotas on a shared server: replies per minute and model tokens per day.

Every reply-writing request (send, regenerate, continue) counts one reply; one over
the user's limit is answered 429 with how long to wait. Tokens are what the model
endpoint reports (``usage``) for every model request made for the user, the main
reply's and their agents' ``callModel`` alike (charged by
:class:`~studio.server.modeltransport.SharedTransport` as the responses arrive); a
reply request is refused once the user's tokens of the last 24 hours reach the
quota, so one turn may end a little past it, never start past it. Counts are per
process and in memory: with several processes behind a load balancer each enforces
its own share.
"""

from __future__ import annotations

import time
from collections import deque

from studio.errors import ServerError

__all__ = ["QuotaExceeded", "Quotas"]

_DAY = 24 * 3600.0


class QuotaExceeded(ServerError):
    """The user has used their replies or tokens for now (answered 429)."""

    status = 429


def _wait_words(seconds: float) -> str:
    if seconds >= 5400:
        return f"{round(seconds / 3600)} hours"
    if seconds >= 90:
        return f"{round(seconds / 60)} minutes"
    return f"{max(1, int(seconds) + 1)} seconds"


class Quotas:
    """At most ``replies_per_minute`` replies in any 60 seconds and ``tokens_per_day``
    model tokens in any 24 hours per user (0: no limit)."""

    def __init__(self, replies_per_minute: int = 0, tokens_per_day: int = 0) -> None:
        self.per_minute = replies_per_minute
        self.per_day = tokens_per_day
        self._clock = time.monotonic
        self._replies: dict[str, deque[float]] = {}
        self._tokens: dict[str, deque[tuple[float, int]]] = {}

    def tokens_used(self, user: str) -> int:
        """The user's tokens in the last 24 hours."""
        spent = self._tokens.get(user)
        if not spent:
            return 0
        now = self._clock()
        while spent and now - spent[0][0] >= _DAY:
            spent.popleft()
        return sum(n for _, n in spent)

    def charge(self, user: str, tokens: int) -> None:
        """Count ``tokens`` the model endpoint reported for ``user``."""
        if self.per_day > 0 and tokens > 0:
            self._tokens.setdefault(user, deque()).append((self._clock(), int(tokens)))

    def take(self, user: str) -> None:
        """Count one reply for ``user``.

        Raises:
            QuotaExceeded: Over either quota; nothing was counted.
        """
        now = self._clock()
        if self.per_day > 0 and (used := self.tokens_used(user)) >= self.per_day:
            oldest = self._tokens[user][0][0]
            raise QuotaExceeded(
                f"you have used {used:,} model tokens in the last 24 hours, the most this "
                f"server allows ({self.per_day:,}); try again in "
                f"{_wait_words(_DAY - (now - oldest))}"
            )
        if self.per_minute <= 0:
            return
        times = self._replies.setdefault(user, deque())
        while times and now - times[0] >= 60.0:
            times.popleft()
        if len(times) >= self.per_minute:
            raise QuotaExceeded(
                f"you have sent {self.per_minute} messages in the last minute, the most "
                f"this server allows; try again in {_wait_words(60.0 - (now - times[0]))}"
            )
        times.append(now)
