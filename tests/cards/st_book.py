"""A World Info book and conversations that exercise every rule of SillyTavern's scan.

Used by ``test_st_world_info.py`` to run the same requests through SillyTavern's
``checkWorldInfo`` and the project's lorebook rules. The book is in SillyTavern's own
World Info file shape (``entries`` keyed by uid, its field names), which both read.
The conversations are generated from a fixed seed: each message mixes phrases that hit
keys, near misses (case, word boundaries, a key inside a longer word) and filler.
"""

from __future__ import annotations

import random
from typing import Any

_DEFAULTS: dict[str, Any] = {
    "keysecondary": [],
    "comment": "",
    "constant": False,
    "selective": True,
    "selectiveLogic": 0,
    "order": 100,
    "position": 0,
    "disable": False,
    "probability": 100,
    "useProbability": True,
    "depth": 4,
    "group": "",
    "groupOverride": False,
    "groupWeight": 100,
    "scanDepth": None,
    "caseSensitive": None,
    "matchWholeWords": None,
    "sticky": 0,
    "cooldown": 0,
    "delay": 0,
    "excludeRecursion": False,
    "preventRecursion": False,
    "delayUntilRecursion": False,
    "ignoreBudget": False,
}

# (comment, fields): one entry per rule, several where the rule has cases.
_ENTRIES: list[tuple[str, dict[str, Any]]] = [
    ("constant", {"constant": True, "key": [], "content": "The valley is quiet.", "order": 50}),
    ("disabled", {"key": ["lantern"], "disable": True, "content": "A lantern glows."}),
    ("plain", {"key": ["dragon"], "content": "Dragons sleep under the hill."}),
    (
        "two keys",
        {"key": ["castle", "tower"], "content": "The castle has one tower.", "order": 120},
    ),
    ("case sensitive", {"key": ["Rose"], "caseSensitive": True, "content": "Rose is the baker."}),
    ("whole word", {"key": ["cat"], "matchWholeWords": True, "content": "The cat is grey."}),
    (
        "whole phrase",
        {"key": ["old mill"], "matchWholeWords": True, "content": "The old mill burned."},
    ),
    ("regex", {"key": ["/storm(s|y)?\\b/i"], "content": "Storms come from the west."}),
    ("regex case", {"key": ["/Moon/"], "content": "The Moon has a name here."}),
    ("macro key", {"key": ["{{char}}'s sword"], "content": "The sword is Aria's."}),
    (
        "and any",
        {
            "key": ["river"],
            "keysecondary": ["boat", "bridge"],
            "selectiveLogic": 0,
            "content": "The river can be crossed.",
        },
    ),
    (
        "not all",
        {
            "key": ["forest"],
            "keysecondary": ["wolf", "night"],
            "selectiveLogic": 1,
            "content": "The forest is safe by day.",
        },
    ),
    (
        "not any",
        {
            "key": ["market"],
            "keysecondary": ["thief", "guard"],
            "selectiveLogic": 2,
            "content": "The market is calm.",
        },
    ),
    (
        "and all",
        {
            "key": ["temple"],
            "keysecondary": ["priest", "bell"],
            "selectiveLogic": 3,
            "content": "The priest rings the temple bell.",
        },
    ),
    (
        "not selective",
        {
            "key": ["harbor"],
            "keysecondary": ["ship"],
            "selective": False,
            "content": "The harbor is deep.",
        },
    ),
    ("deep scan", {"key": ["prophecy"], "scanDepth": 6, "content": "The prophecy names a child."}),
    ("scan depth 1", {"key": ["whisper"], "scanDepth": 1, "content": "Whispers carry far."}),
    ("never", {"key": ["comet"], "probability": 0, "content": "A comet falls."}),
    ("always roll", {"key": ["comet"], "probability": 100, "content": "Comets are omens."}),
    (
        "group a",
        {"key": ["inn"], "group": "tavern", "content": "The inn is full.", "matchWholeWords": True},
    ),
    (
        "group b",
        {
            "key": ["ale"],
            "group": "tavern",
            "groupOverride": True,
            "order": 90,
            "content": "The ale is sour.",
            "matchWholeWords": True,
        },
    ),
    (
        "group c",
        {
            "key": ["bard"],
            "group": "tavern",
            "groupOverride": True,
            "order": 80,
            "content": "The bard sings.",
            "matchWholeWords": True,
        },
    ),
    (
        "solo group",
        {"key": ["well"], "group": "water", "matchWholeWords": True, "content": "The well is dry."},
    ),
    ("@@activate", {"key": ["nothing-matches-this"], "content": "@@activate\nBells ring at noon."}),
    ("@@dont_activate", {"key": ["dragon"], "content": "@@dont_activate\nNever sent."}),
    ("delay", {"key": ["festival"], "delay": 6, "content": "The festival is near."}),
    ("sticky", {"key": ["curse"], "sticky": 3, "content": "The curse lingers."}),
    ("cooldown", {"key": ["oracle"], "cooldown": 3, "content": "The oracle rests."}),
    (
        "sticky then cooldown",
        {"key": ["ghost"], "sticky": 2, "cooldown": 2, "content": "The ghost fades."},
    ),
    ("recursion source", {"key": ["map"], "content": "The map shows the crypt and the tower."}),
    ("recursion target", {"key": ["crypt"], "content": "The crypt holds the king."}),
    ("second level", {"key": ["king"], "content": "The king was a dragon rider."}),
    (
        "prevent recursion",
        {"key": ["letter"], "preventRecursion": True, "content": "The letter mentions the crypt."},
    ),
    (
        "exclude recursion",
        {"key": ["tower"], "excludeRecursion": True, "content": "The tower leans.", "order": 60},
    ),
    (
        "delay until recursion",
        {"key": ["crypt"], "delayUntilRecursion": True, "content": "The crypt is cold."},
    ),
    (
        "delay level 2",
        {"key": ["rider"], "delayUntilRecursion": 2, "content": "Riders guard the pass."},
    ),
    (
        "ignore budget",
        {
            "key": ["dragon"],
            "ignoreBudget": True,
            "order": 10,
            "content": "Dragons hoard gold, and everyone in the valley knows it.",
        },
    ),
    (
        "long lore",
        {
            "key": ["history"],
            "order": 150,
            "content": "The valley's history: " + "settlers came and went. " * 12,
        },
    ),
    ("low order", {"key": ["castle"], "order": 5, "content": "The castle's cellar floods."}),
    ("speaker name", {"key": ["Aria"], "caseSensitive": True, "content": "Aria is the ranger."}),
    ("unicode", {"key": ["龍"], "content": "龍は山に住む。"}),
]

_PHRASES = [
    "a dragon",
    "the DRAGON",
    "the castle",
    "a tower",
    "Rose",
    "rose",
    "the cat",
    "category",
    "the old mill",
    "old miller",
    "a storm",
    "stormy",
    "the Moon",
    "the moon",
    "Aria's sword",
    "the river",
    "a boat",
    "the bridge",
    "the forest",
    "a wolf",
    "at night",
    "the market",
    "a thief",
    "the guard",
    "the temple",
    "a priest",
    "the bell",
    "the harbor",
    "a ship",
    "the prophecy",
    "a whisper",
    "a comet",
    "the inn",
    "some ale",
    "a bard",
    "the well",
    "farewell",
    "the festival",
    "a curse",
    "the oracle",
    "a ghost",
    "the map",
    "the crypt",
    "the king",
    "a letter",
    "the history",
    "龍",
    "a lantern",
    "tavern",
    "innkeeper",
]
_FILLER = ["We walk on.", "It is late.", "Nobody answers.", "She laughs.", "Rain falls."]


def book(*, recursive: bool) -> dict[str, Any]:
    """The book in SillyTavern's World Info shape (``recursive_scanning`` is read by the
    project's rules only; SillyTavern takes recursion from its settings)."""
    entries = {}
    for uid, (comment, fields) in enumerate(_ENTRIES):
        entries[str(uid)] = {**_DEFAULTS, "uid": uid, "comment": comment, **fields}
    return {"entries": entries, "recursive_scanning": recursive}


def conversation(seed: int, length: int) -> list[str]:
    """``length`` messages, oldest first."""
    rnd = random.Random(seed)
    out = []
    for _ in range(length):
        parts = rnd.sample(_PHRASES, rnd.choice((0, 1, 1, 2, 3)))
        parts.append(rnd.choice(_FILLER))
        rnd.shuffle(parts)
        out.append(" ".join(p if p.endswith(".") else f"I see {p}." for p in parts))
    return out


def requests(messages: list[str], max_context: int) -> list[dict[str, Any]]:
    """One request per message: the conversation so far, as a player sends it."""
    return [{"chat": messages[: i + 1], "maxContext": max_context} for i in range(len(messages))]
