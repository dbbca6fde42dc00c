"""Finding model servers already running on this machine (the first-run flow's "local" list).

:func:`discover` asks the customary loopback port of each local server kind
(Ollama 11434, LM Studio 1234, llama.cpp 8080, KoboldCpp 5001) for its model
list, all at once with a short timeout, and reports each port that answers:
with its models when it speaks the OpenAI ``/v1/models`` format, or flagged with
a reason when something else listens there (another web server, a server that
needs a key). Ports where nothing listens are left out.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import httpx

from studio.providers.presets import LOCAL_PORTS, PRESETS, ProviderPreset

__all__ = ["DEFAULT_PROBE_TIMEOUT", "LocalServer", "discover", "discover_sync", "probe"]

DEFAULT_PROBE_TIMEOUT = 1.0


@dataclass(frozen=True, kw_only=True)
class LocalServer:
    """One port that answered.

    Attributes:
        preset: The server kind its port stands for (``ollama``, ``koboldcpp``, ...).
        base_url: The endpoint to use (``http://127.0.0.1:PORT/v1``).
        models: The model ids it lists (empty when it lists none or is not usable).
        problem: None when it is a usable LLM server; else why not, in words for the user.
    """

    preset: ProviderPreset
    base_url: str
    models: list[str] = field(default_factory=list)
    problem: str | None = None

    @property
    def usable(self) -> bool:
        """Whether it answered as an OpenAI-compatible server."""
        return self.problem is None


def _model_ids(payload: Any) -> list[str] | None:
    """The ids in a ``/v1/models`` answer, or None when it is not one."""
    if not isinstance(payload, dict) or not isinstance(payload.get("data"), list):
        return None
    ids = [m.get("id") for m in payload["data"] if isinstance(m, dict)]
    return sorted(i for i in ids if isinstance(i, str) and i)


async def probe(
    base_url: str,
    preset: ProviderPreset | None = None,
    *,
    probe_timeout: float = DEFAULT_PROBE_TIMEOUT,
    client: httpx.AsyncClient | None = None,
) -> LocalServer | None:
    """Ask one endpoint for ``/models``.

    Args:
        base_url: The endpoint, ending in ``/v1``.
        preset: What it is expected to be (default: ``custom``).
        probe_timeout: Seconds for connecting and answering.
        client: An httpx client to use (tests pass one with a mock transport).

    Returns:
        None when nothing listens (connection refused or timed out), else a
        :class:`LocalServer`, with :attr:`~LocalServer.problem` set when the answer
        is not that of an LLM server.
    """
    kind = preset or PRESETS["custom"]
    url = base_url.rstrip("/") + "/models"
    owned = client is None
    http = client or httpx.AsyncClient(timeout=probe_timeout)
    try:
        response = await http.get(url, timeout=probe_timeout)
    except (httpx.ConnectError, httpx.ConnectTimeout):
        return None
    except httpx.HTTPError as err:
        problem = f"something listens there but did not answer in time ({type(err).__name__})"
        return LocalServer(preset=kind, base_url=base_url, problem=problem)
    finally:
        if owned:
            await http.aclose()
    if response.status_code in (401, 403):
        problem = f"it asks for an API key (HTTP {response.status_code}); enter one to use it"
        return LocalServer(preset=kind, base_url=base_url, problem=problem)
    try:
        ids = _model_ids(response.json()) if response.status_code == 200 else None
    except ValueError:
        ids = None
    if ids is None:
        problem = (
            f"the program on this port is not an LLM server (HTTP {response.status_code} "
            f"for {url}); if it should be one, check its settings"
        )
        return LocalServer(preset=kind, base_url=base_url, problem=problem)
    return LocalServer(preset=kind, base_url=base_url, models=ids)


async def discover(
    ports: Iterable[int] | None = None,
    *,
    host: str = "127.0.0.1",
    probe_timeout: float = DEFAULT_PROBE_TIMEOUT,
    transport: httpx.AsyncBaseTransport | None = None,
) -> list[LocalServer]:
    """Probe the local servers' customary ports concurrently.

    Args:
        ports: The ports to ask (default: :data:`~studio.providers.presets.LOCAL_PORTS`);
            a port with no preset of its own is probed as ``custom``.
        host: The loopback address.
        probe_timeout: Seconds per probe; the probes run at the same time, so this bounds
            the whole call too.
        transport: An httpx transport (tests).

    Returns:
        The ports that answered, in the order asked, usable or flagged.
    """
    wanted = list(LOCAL_PORTS if ports is None else ports)
    async with httpx.AsyncClient(timeout=probe_timeout, transport=transport) as client:
        found = await asyncio.gather(
            *(
                probe(
                    f"http://{host}:{port}/v1",
                    PRESETS[LOCAL_PORTS[port]] if port in LOCAL_PORTS else None,
                    probe_timeout=probe_timeout,
                    client=client,
                )
                for port in wanted
            )
        )
    return [server for server in found if server is not None]


def discover_sync(
    ports: Iterable[int] | None = None, *, probe_timeout: float = DEFAULT_PROBE_TIMEOUT
) -> list[LocalServer]:
    """:func:`discover` for callers without an event loop (a worker thread, the CLI)."""
    return asyncio.run(discover(ports, probe_timeout=probe_timeout))
