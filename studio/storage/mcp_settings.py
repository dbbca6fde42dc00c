"""The player's MCP servers in the settings (issue 29 item 5).

``settings.json`` keeps each server's command or URL, arguments, folder, call
timeout and the characters it is offered to (none: every character). Its
environment variables often hold tokens, so their values are kept with the API
keys (the keychain, or the 0600 fallback file), under the profile
``mcp-env:<name>``; the settings name only the variables. An HTTP server's
headers (``Authorization: Bearer …``) are kept the same way under
``mcp-headers:<name>``; the settings name only the headers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from studio.storage.secrets import delete_api_key, get_api_key, set_api_key

__all__ = [
    "McpServerEntry",
    "load_mcp_headers",
    "mcp_server_configs",
    "save_mcp_env",
    "save_mcp_headers",
]


class McpServerEntry(BaseModel):
    """One MCP server as saved in ``settings.json`` (no secrets)."""

    model_config = ConfigDict(extra="allow")

    name: str = Field(min_length=1, max_length=64)
    command: str | None = None
    args: list[str] = Field(default_factory=list)
    cwd: str | None = None
    url: str | None = None
    timeout_seconds: float = Field(default=60.0, gt=0, le=3600)
    characters: list[str] = Field(default_factory=list)
    env_names: list[str] = Field(default_factory=list)
    header_names: list[str] = Field(default_factory=list)
    enabled: bool = True


def _profile(name: str) -> str:
    return f"mcp-env:{name}"


def save_mcp_env(name: str, env: dict[str, str], *, data_dir: Path | None = None) -> list[str]:
    """Keep a server's environment with the keys; returns the variable names to save."""
    if not env:
        delete_api_key(_profile(name), data_dir=data_dir)
        return []
    set_api_key(json.dumps(env, sort_keys=True), _profile(name), data_dir=data_dir)
    return sorted(env)


def load_mcp_env(name: str, *, data_dir: Path | None = None) -> dict[str, str]:
    """A server's environment as :func:`save_mcp_env` kept it (empty if none)."""
    raw = get_api_key(_profile(name), data_dir=data_dir)
    if not raw:
        return {}
    try:
        env = json.loads(raw)
    except json.JSONDecodeError:
        return {}
    return {str(k): str(v) for k, v in env.items()} if isinstance(env, dict) else {}


def save_mcp_headers(
    name: str, headers: dict[str, str], *, data_dir: Path | None = None
) -> list[str]:
    """Keep an HTTP server's headers with the keys; returns the header names to save."""
    profile = f"mcp-headers:{name}"
    if not headers:
        delete_api_key(profile, data_dir=data_dir)
        return []
    set_api_key(json.dumps(headers, sort_keys=True), profile, data_dir=data_dir)
    return sorted(headers)


def load_mcp_headers(name: str, *, data_dir: Path | None = None) -> dict[str, str]:
    """An HTTP server's headers as :func:`save_mcp_headers` kept them (empty if none)."""
    raw = get_api_key(f"mcp-headers:{name}", data_dir=data_dir)
    try:
        headers = json.loads(raw) if raw else {}
    except json.JSONDecodeError:
        return {}
    return {str(k): str(v) for k, v in headers.items()} if isinstance(headers, dict) else {}


def mcp_server_configs(
    entries: list[McpServerEntry], *, data_dir: Path | None = None
) -> list[dict[str, Any]]:
    """The enabled servers as ``CharacterPlayer(mcp_servers=...)`` takes them."""
    out: list[dict[str, Any]] = []
    for entry in entries:
        if not entry.enabled:
            continue
        config: dict[str, Any] = {
            "name": entry.name,
            "command": entry.command or None,
            "args": list(entry.args),
            "cwd": entry.cwd or None,
            "url": entry.url or None,
            "timeout_seconds": entry.timeout_seconds,
            "characters": list(entry.characters),
        }
        if entry.env_names:
            config["env"] = load_mcp_env(entry.name, data_dir=data_dir)
        if entry.header_names and entry.url:
            config["headers"] = load_mcp_headers(entry.name, data_dir=data_dir)
        out.append(config)
    return out
