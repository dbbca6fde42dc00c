"""Real-shaped card fixtures, written from the V2/V3 specs and SillyTavern's formats."""

from __future__ import annotations

import base64
import json
import zipfile
from pathlib import Path
from typing import Any

from studio.cards.png import minimal_png, write_card_chunks


def book_v3(entries: int = 2) -> dict[str, Any]:
    items = [
        {
            "keys": ["dragon", "wyrm"],
            "content": "Dragons of {{char}}'s world sleep under the Ash Hills.",
            "extensions": {"x_custom": {"kept": True}, "probability": 100},
            "enabled": True,
            "insertion_order": 10,
            "case_sensitive": False,
            "use_regex": False,
            "constant": False,
            "name": "Dragons",
            "priority": 5,
            "id": 1,
            "comment": "lore",
            "selective": True,
            "secondary_keys": ["fire"],
            "position": "before_char",
        },
        {
            "keys": [],
            "content": "@@depth 2\nThe kingdom is at war.",
            "extensions": {},
            "enabled": True,
            "insertion_order": 20,
            "use_regex": False,
            "constant": True,
        },
    ]
    while len(items) < entries:
        n = len(items)
        items.append(
            {
                "keys": [f"key{n}", f"alias{n}"],
                "content": f"Entry {n}: " + "lore text " * 20,
                "extensions": {"display_index": n},
                "enabled": True,
                "insertion_order": n,
                "use_regex": False,
                "id": n,
            }
        )
    return {
        "name": "Ash Hills",
        "description": "The world book",
        "token_budget": 512,
        "recursive_scanning": True,
        "extensions": {"x_book": [1, 2, 3]},
        "entries": items[:entries],
    }


def v3_card(**overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": "Seraphina",
        "description": "{{char}} is a guardian of the forest glade.",
        "tags": ["fantasy", "guardian"],
        "creator": "ana",
        "character_version": "1.2",
        "mes_example": "<START>\n{{user}}: Hi\n{{char}}: Welcome, traveller.\n<START>\n"
        "{{user}}: Who are you?\n{{char}}: I keep this glade.",
        "extensions": {"talkativeness": "0.5", "fav": False, "x_app": {"deep": [1, {"a": 2}]}},
        "system_prompt": "{{original}} Never break character.",
        "post_history_instructions": "Stay as {{char}}; answer {{user}} in two sentences.",
        "first_mes": "*{{char}} looks up at <USER>.* Welcome to my glade.",
        "alternate_greetings": ["Greeting two for {{user}}.", "Greeting three from <BOT>."],
        "personality": "kind, protective",
        "scenario": "{{user}} wakes up in the glade.",
        "creator_notes": "Best with long replies.",
        "character_book": book_v3(),
        "assets": [{"type": "icon", "uri": "ccdefault:", "name": "main", "ext": "png"}],
        "nickname": "Sera",
        "creator_notes_multilingual": {"en": "Best with long replies.", "fr": "Réponses longues."},
        "source": ["https://example.org/cards/seraphina"],
        "group_only_greetings": ["Hello, everyone."],
        "creation_date": 1700000000,
        "modification_date": 1700000500,
    }
    data.update(overrides)
    return {"spec": "chara_card_v3", "spec_version": "3.0", "data": data}


def v2_card() -> dict[str, Any]:
    data = {
        k: v
        for k, v in v3_card()["data"].items()
        if k
        not in (
            "assets",
            "nickname",
            "creator_notes_multilingual",
            "source",
            "group_only_greetings",
            "creation_date",
            "modification_date",
        )
    }
    book = data["character_book"]
    for entry in book["entries"]:
        entry.pop("use_regex", None)
    return {"spec": "chara_card_v2", "spec_version": "2.0", "data": data}


def v1_card() -> dict[str, Any]:
    return {
        "name": "Old Tom",
        "description": "{{char}} is a retired sailor.",
        "personality": "gruff",
        "scenario": "A harbour tavern.",
        "first_mes": "Arr, <USER>.",
        "mes_example": "<START>\n{{user}}: Hello\n{{char}}: Arr.",
    }


def world_info(entries: int = 2) -> dict[str, Any]:
    items: dict[str, Any] = {}
    for n in range(entries):
        items[str(n)] = {
            "uid": n,
            "key": [f"town{n}"],
            "keysecondary": ["night"] if n == 0 else [],
            "comment": f"Town {n}",
            "content": f"Town {n} has a well.",
            "constant": n == 1,
            "selective": n == 0,
            "selectiveLogic": 3 if n == 0 else 0,
            "order": 100 + n,
            "position": 1,
            "disable": False,
            "probability": 80,
            "useProbability": True,
            "depth": 4,
            "group": "towns",
            "scanDepth": None,
            "caseSensitive": None,
            "matchWholeWords": True,
            "sticky": 2,
            "cooldown": 1,
            "delay": 0,
            "displayIndex": n,
            "addMemo": True,
        }
    return {"entries": items}


def b64(card: dict[str, Any]) -> str:
    return base64.b64encode(json.dumps(card).encode("utf-8")).decode("ascii")


def png_card(
    path: Path,
    *,
    ccv3: dict[str, Any] | None = None,
    chara: dict[str, Any] | None = None,
    image: bytes | None = None,
    keyword_case: str = "lower",
) -> Path:
    texts = []
    key = (lambda k: k.upper()) if keyword_case == "upper" else (lambda k: k)
    if chara is not None:
        texts.append((key("chara"), b64(chara)))
    if ccv3 is not None:
        texts.append((key("ccv3"), b64(ccv3)))
    path.write_bytes(write_card_chunks(image or minimal_png(8, 8, (200, 40, 40)), texts, path.name))
    return path


def charx_card(path: Path, card: dict[str, Any], files: dict[str, bytes] | None = None) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("card.json", json.dumps(card))
        for name, data in (files or {}).items():
            zf.writestr(name, data)
    return path


def charx_v3(path: Path) -> Path:
    icon = minimal_png(4, 4, (10, 120, 200))
    bg = minimal_png(4, 4, (1, 2, 3))
    card = v3_card(
        assets=[
            {
                "type": "icon",
                "uri": "embeded://assets/icon/images/main.png",
                "name": "main",
                "ext": "png",
            },
            {
                "type": "background",
                "uri": "embeded://assets/background/images/forest.png",
                "name": "forest",
                "ext": "png",
            },
            {"type": "x_risu_module", "uri": "https://example.org/m", "name": "m", "ext": "bin"},
        ]
    )
    return charx_card(
        path,
        card,
        {
            "assets/icon/images/main.png": icon,
            "assets/background/images/forest.png": bg,
            "module.risum": b"\x00\x01risu-module",
        },
    )
