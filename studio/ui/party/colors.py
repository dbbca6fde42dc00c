"""Member colours: the party file's ``color`` when given, else distinct ones."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

#: Colours for members without one: mid-tone, readable on light and dark themes,
#: far apart in hue so neighbours in a conversation never look alike.
PALETTE = (
    "#b5523b",
    "#3b6fb5",
    "#4a9a5c",
    "#9a4ab5",
    "#c28a1e",
    "#2a9a9a",
    "#b53b7a",
    "#6b7a2a",
    "#5a5ab5",
    "#8a5a3b",
    "#3b8ab5",
    "#b53b3b",
)


def assign_colors(members: Iterable[dict[str, Any]]) -> dict[str, str]:
    """``{name: "#rrggbb"}`` for every member, keeping the colours the party gives.

    Args:
        members: ``PartyPlayer.members`` (``name`` and ``color`` are read).
    """
    members = list(members)
    taken = {str(m["color"]).lower() for m in members if m.get("color")}
    spare = (c for c in PALETTE if c not in taken)
    out: dict[str, str] = {}
    for n, member in enumerate(members):
        color = member.get("color")
        out[str(member["name"])] = str(color) if color else next(spare, PALETTE[n % len(PALETTE)])
    return out
