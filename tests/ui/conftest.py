"""Fixtures for the GUI tests (pytest-qt, offscreen)."""

from __future__ import annotations

from tests.support.fixtures import model_server  # noqa: F401
