"""The model seam: an OpenAI-compatible client with streaming, tool calls and presets.

Everything the engine needs to talk to a model is exported here; nothing in this
package imports the engine, storage or the UI.
"""

from __future__ import annotations

from studio.providers.client import ModelClient
from studio.providers.failures import StreamCutOff
from studio.providers.presets import PRESETS, ProviderPreset, preset_for
from studio.providers.types import (
    ChatRequest,
    Completion,
    StreamDone,
    StreamEvent,
    TextDelta,
    ToolCall,
    ToolCallDelta,
    Usage,
)

__all__ = [
    "PRESETS",
    "ChatRequest",
    "Completion",
    "ModelClient",
    "ProviderPreset",
    "StreamCutOff",
    "StreamDone",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolCallDelta",
    "Usage",
    "preset_for",
]
