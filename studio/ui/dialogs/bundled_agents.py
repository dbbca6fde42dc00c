"""The bundled agents' descriptions in the interface language.

Every imported card plays with the bundled ``studio.lorebook`` agent (and a package
may compose the other ``studio.*`` agents), so the review and the character page show
their ``@description`` to every player. Those texts are ours, written in English in
``resources/agents/``; here they are offered for translation, and a bundled agent's
description is shown translated. A package's own agents say what their authors wrote.
"""

from __future__ import annotations

from studio.package.model import AgentInstance
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["BUNDLED_DESCRIPTIONS", "agent_description"]

#: The ``@description`` of each agent in ``resources/agents/`` (tests check they match).
BUNDLED_DESCRIPTIONS: dict[str, str] = {
    "studio.agent-db": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Lets the model look up records in a JSON data file (named by contextFile in the "
        "composed agents entry): by key, or by filtering on a field.",
    ),
    "studio.context-access": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Lets the model look things up in one context file (named by contextFile in the "
        "composed agents entry) instead of carrying the whole file in every request.",
    ),
    "studio.history-search": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Lets the model search earlier messages of the conversation, including ones too "
        "old to be in its view.",
    ),
    "studio.lorebook": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Lorebook (World Info): before every model request, the entries whose keywords "
        "appear in the recent messages are added to the model's context.",
    ),
    "studio.memory-store": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Remembers facts across the conversation: the model saves and deletes named "
        "memories, and every saved memory is shown to the model at the start of each "
        "request.",
    ),
    "studio.sub-agent": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "The sub-agent runtime: answers a sub-agent's tool call (a name.subagent.md "
        "prompt file) with its own model call.",
    ),
    "studio.summary": QT_TRANSLATE_NOOP(
        "BundledAgents",
        "Long-term memory for long chats: keeps a rolling summary of the conversation "
        "older than its recent window and shows it to the model at the start of every "
        "request.",
    ),
}


def agent_description(inst: AgentInstance) -> str:
    """``inst``'s description, translated when it is a bundled agent's own text."""
    text = inst.manifest.description or ""
    if inst.bundled and text in BUNDLED_DESCRIPTIONS.values():
        return translate("BundledAgents", text)
    return text
