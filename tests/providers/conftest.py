"""Fixtures for the provider tests."""

from __future__ import annotations

from tests.support.fixtures import model_server  # noqa: F401  (a pytest fixture)
