"""Helpers shared by the provider tests that talk to the scripted model server."""

from __future__ import annotations

from typing import Any

from studio.providers import PRESETS, ChatRequest, ModelClient
from tests.support.model_server import ModelServer

REQUEST = ChatRequest(model="test-model", messages=[{"role": "user", "content": "hi"}])


def client(server: ModelServer, **kw: Any) -> ModelClient:
    """A client for ``server`` with the OpenAI preset and near-zero retry backoff."""
    kw.setdefault("preset", PRESETS["openai"])
    kw.setdefault("backoff_base", 0.001)
    return ModelClient(base_url=server.url, api_key="sk-local", **kw)
