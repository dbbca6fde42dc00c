"""A realistic-shaped generated lorebook and conversation for the lorebook figure.

Keys are invented names (syllable combinations, 1-3 per entry, some two-word
phrases), contents are a few sentences, and the messages mix ordinary words with a
few of the keys, the way a roleplay chat mentions people and places.
"""

from __future__ import annotations

import json
import random
from typing import Any

SYLLABLES = [
    "ka",
    "ri",
    "to",
    "mel",
    "an",
    "dor",
    "is",
    "vel",
    "thra",
    "on",
    "sa",
    "gul",
    "ne",
    "ar",
    "bel",
    "cor",
    "da",
    "fen",
    "gri",
    "hal",
    "jor",
    "lin",
    "mor",
    "nyx",
    "ost",
    "pra",
    "quil",
]
WORDS = (
    "the a and of to in is was he she they we you it that with for on as at by from this but "
    "not what all were when there can an your which their said if do will each about how up "
    "out them then many some so these would other into has more her two like him see time "
    "could no make than first been its who now people my made over did down only way find use "
    "may water long little very after words called just where most know get through back much "
    "before go good new write our used me man too any day same right look think also around "
    "another came come work three word must because does part even place well such here take"
).split()


def name(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def make_book(entries: int, *, seed: int = 7, scan_depth: int = 10) -> tuple[str, list[str]]:
    """The book's JSON text and the list of primary keys used."""
    rng = random.Random(seed)
    keys: list[str] = []
    data: list[dict[str, Any]] = []
    for i in range(entries):
        own = [name(rng) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.2:
            own.append(f"{name(rng)} {rng.choice(['keep', 'river', 'order', 'gate'])}")
        keys.extend(own)
        content = " ".join(rng.choice(WORDS) for _ in range(rng.randint(30, 70)))
        data.append(
            {
                "keys": own,
                "content": f"{own[0]}: {content}.",
                "extensions": {"match_whole_words": rng.random() < 0.3},
                "enabled": True,
                "insertion_order": rng.randint(0, 200),
                "use_regex": False,
                "id": i,
                "selective": rng.random() < 0.2,
                "secondary_keys": [rng.choice(WORDS)] if rng.random() < 0.2 else [],
            }
        )
    book = {
        "spec": "lorebook_v3",
        "data": {
            "name": "Generated",
            "scan_depth": scan_depth,
            "token_budget": 1024,
            "recursive_scanning": False,
            "extensions": {},
            "entries": data,
        },
    }
    return json.dumps(book), keys


def make_messages(keys: list[str], count: int, *, seed: int = 11) -> list[str]:
    """``count`` messages of 60-90 words, each naming about two keys."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        words = [rng.choice(WORDS) for _ in range(rng.randint(60, 90))]
        for _ in range(2):
            words.insert(rng.randrange(len(words)), rng.choice(keys))
        out.append(" ".join(words).capitalize() + ".")
    return out
