"""Advice after a failed turn on the built-in model (--local) is about that server (issue 26)."""

from __future__ import annotations

import pytest

from studio.errors import ProviderError
from studio.terminal.console import LOCAL_HINT, failure_hint


@pytest.mark.parametrize(
    "err",
    [
        ProviderError("could not reach http://127.0.0.1:41234/v1: connection refused"),
        ProviderError("the request timed out after 120 s"),
        ProviderError("model not found", status=404),
        ProviderError("server error", status=500),
    ],
)
def test_local_turns_get_local_advice(err: ProviderError) -> None:
    assert failure_hint(err, local=True) == LOCAL_HINT
    assert "--base-url" not in failure_hint(err, local=True)


def test_remote_turns_keep_the_endpoint_advice() -> None:
    err = ProviderError("could not reach http://example.invalid/v1")
    assert "--base-url" in failure_hint(err)
    assert failure_hint(ProviderError("bad key", status=401), local=True) == ""
