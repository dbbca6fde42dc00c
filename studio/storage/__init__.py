"""Conversations, sidecars, agent stores, settings and secrets on disk.

See ``docs/STORAGE.md`` for the file layout and the durability rules.
"""

from __future__ import annotations

from studio.storage.atomic import (
    atomic_write_bytes,
    atomic_write_json,
    atomic_write_text,
    read_json,
)
from studio.storage.conversation import Conversation
from studio.storage.locations import package_conversations_dir, project_conversations_dir
from studio.storage.migrate import open_package_folder
from studio.storage.secrets import (
    KeychainStatus,
    delete_api_key,
    get_api_key,
    get_provider_key,
    keychain_status,
    provider_profile,
    set_api_key,
)
from studio.storage.settings import Settings, load_settings, play_options, save_settings
from studio.storage.sidecars import validate_agent_id
from studio.storage.store import ConversationInfo, ConversationStore

__all__ = [
    "Conversation",
    "ConversationInfo",
    "ConversationStore",
    "KeychainStatus",
    "Settings",
    "atomic_write_bytes",
    "atomic_write_json",
    "atomic_write_text",
    "delete_api_key",
    "get_api_key",
    "get_provider_key",
    "keychain_status",
    "load_settings",
    "open_package_folder",
    "package_conversations_dir",
    "play_options",
    "project_conversations_dir",
    "provider_profile",
    "read_json",
    "save_settings",
    "set_api_key",
    "validate_agent_id",
]
