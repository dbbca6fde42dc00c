"""Pytest fixtures shared across test folders.

Import them into a test module (or a ``conftest.py``) to use them::

    from tests.support.fixtures import model_server  # noqa: F401
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.model_server import ModelServer

__all__ = ["model_server"]


@pytest.fixture
def model_server() -> Iterator[ModelServer]:
    """A started scripted OpenAI-compatible server on 127.0.0.1; closed after the test."""
    with ModelServer() as server:
        yield server
