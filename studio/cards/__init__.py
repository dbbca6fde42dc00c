"""Character cards and lorebooks: read, write, and map onto a character package.

Here live the Character Card V1/V2/V3 formats (JSON, PNG/APNG ``chara`` and
``ccv3`` text chunks, CHARX zips), standalone lorebooks (``lorebook_v3``, V2
``character_book``, SillyTavern World Info), the mapping between a card and a
project folder (docs/CARDS.md), card export, and the character avatar.

Nothing here runs agent code. This package imports :mod:`studio.package` and
:mod:`studio.errors`, never :mod:`studio.engine`.
"""

from __future__ import annotations

from studio.cards.avatar import Avatar, avatar_image, placeholder_svg
from studio.cards.export import FORMATS, CardExport, build_card, export_card
from studio.cards.lorebook import LOREBOOK_FILE
from studio.cards.project import SIDECAR_FILE, ImportResult, import_any, import_card
from studio.cards.read import CardFile, read_card

__all__ = [
    "FORMATS",
    "LOREBOOK_FILE",
    "SIDECAR_FILE",
    "Avatar",
    "CardExport",
    "CardFile",
    "ImportResult",
    "avatar_image",
    "build_card",
    "export_card",
    "import_any",
    "import_card",
    "placeholder_svg",
    "read_card",
]
