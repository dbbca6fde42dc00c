"""A character's expression images, and which one a message shows (docs/IMAGES.md).

Where they come from, in this order (a label found twice keeps the first):

* the package's ``expressions/`` folder: ``expressions/joy.png``, ``anger.webp``,
  ... one picture per label, named as SillyTavern's expression folders name
  them (a package made here, or a SillyTavern sprite folder copied in);
* a card's CCv3 assets of type ``emotion`` (RisuAI's and the spec's name), the
  asset's ``name`` being the label.

Which one a message shows is read from its words, on this computer, with no
model call (so the built-in model's prompt cache and a paid model's bill are
untouched): each label of SillyTavern's default set has words that signal it,
a word just after a negation ("not happy") does not count, and the label with
the most signals wins (a tie: the one signalled last, as a reply's mood is
where it ends). A label the character has no picture for falls back to the
broader one it belongs to (``annoyance`` to ``anger``, ``amusement`` to
``joy``), then to ``neutral``, then to the first picture in label order.
Nothing here needs Qt.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from studio.cards.background import zip_path
from studio.cards.project import SIDECAR_FILE, image_format
from studio.package.export_plan import EXPRESSIONS

if TYPE_CHECKING:
    from studio.package import CharacterPackage

__all__ = [
    "EXPRESSIONS_FOLDER",
    "LABELS",
    "character_expressions",
    "choose",
    "classify",
    "folder_expressions",
]

EXPRESSIONS_FOLDER = EXPRESSIONS  # exported with the package (studio.package.export_plan)
_SUFFIXES = (".png", ".webp", ".jpg", ".jpeg", ".gif")
_MAX_BYTES = 8 * 1024 * 1024

# SillyTavern's default expression labels, and the words that signal each one
# (a word ending in "*" matches as a prefix, unless the word is listed whole).
_WORDS: dict[str, str] = {
    "admiration": "admire* amazing impressive incredible magnificent brilliant remarkable "
    "splendid",
    "amusement": "haha* hehe* lol funny hilarious amus* chuckl* giggl* laugh* joke jokes",
    "anger": "angry furious rage raging hate hated hates hatred outrage* livid enraged "
    "seeth*",
    "annoyance": "annoy* irritat* ugh tch bother bothers bothered whatever sigh sighs "
    "sighed sighing",
    "approval": "agree* approve* exactly indeed certainly",
    "caring": "care cares cared caring careful gentle gently comfort* protect* hug hugs "
    "hugged",
    "confusion": "confus* puzzl* huh baffl* unclear",
    "curiosity": "curious* wonder wondering wondered interest* intrigu*",
    "desire": "crave* craving wish wishes yearn* desire*",
    "disappointment": "disappoint* pity unfortunately",
    "disapproval": "disapprove* unacceptable refuse* frown*",
    "disgust": "disgust* gross revolting vile nasty eww* yuck sicken*",
    "embarrassment": "embarrass* blush* awkward flustered sheepish ashamed",
    "excitement": "excit* thrill* awesome yay woo* eager*",
    "fear": "afraid scared fear fears feared fearful terrif* frighten* horror* panic* "
    "dread* trembl*",
    "gratitude": "thank thanks thanked thankful grateful appreciat*",
    "grief": "grief griev* mourn* funeral devastat* heartbroken",
    "joy": "happy happi* joy joyful glad delight* smile smiles smiled smiling cheer* "
    "wonderful great",
    "love": "love loved loves lovely adore* darling sweetheart beloved kiss*",
    "nervousness": "nervous* anxious* worri* worry uneasy stammer* fidget* hesitat* um uh",
    "neutral": "",
    "optimism": "hope hopes hoped hopeful optimis* bright",
    "pride": "proud pride accomplish* achiev* triumph*",
    "realization": "realiz* realis* suddenly",
    "relief": "relief reliev* phew finally",
    "remorse": "sorry apologi* regret* forgive*",
    "sadness": "sad sadly sorrow* cry cries cried crying tears weep* unhappy lonely "
    "miserable sob sobs sobbed sobbing",
    "surprise": "surpris* shock* astonish* whoa wow gasp* unexpected really?",
}
# Signals of more than one word.
_PHRASE_LIST = (
    ("anger", "how dare"), ("annoyance", "tired of"), ("approval", "well done"),
    ("approval", "good idea"), ("confusion", "what do you mean"),
    ("confusion", "don't understand"), ("desire", "need you"), ("desire", "want you"),
    ("disappointment", "let down"), ("disappointment", "too bad"),
    ("disapproval", "no way"), ("excitement", "can't wait"), ("grief", "lost her"),
    ("grief", "lost him"), ("realization", "i see"), ("realization", "of course"),
    ("relief", "thank goodness"), ("remorse", "my fault"), ("curiosity", "tell me"),
)  # fmt: skip
LABELS: tuple[str, ...] = tuple(_WORDS)

_BROADER = {
    "admiration": "joy", "amusement": "joy", "approval": "joy", "caring": "love",
    "desire": "love", "excitement": "joy", "gratitude": "joy", "love": "joy",
    "optimism": "joy", "pride": "joy", "relief": "joy",
    "annoyance": "anger", "disapproval": "anger", "disgust": "anger",
    "disappointment": "sadness", "embarrassment": "nervousness", "grief": "sadness",
    "remorse": "sadness", "nervousness": "fear",
    "confusion": "surprise", "curiosity": "surprise", "realization": "surprise",
}  # fmt: skip
_EMOJI = {
    "joy": "😀😃😄😁😊🙂☺😆", "amusement": "😂🤣😹", "love": "😍🥰😘❤💕💖",
    "sadness": "😢😭😞😔☹🙁", "anger": "😠😡🤬", "surprise": "😮😲😯🤯",
    "fear": "😨😱😰", "embarrassment": "😳", "confusion": "🤔😕",
}  # fmt: skip
_LABEL = re.compile(r"^\w[\w \-]{0,63}$")
_NEGATIONS = frozenset("not no never n't nor hardly without".split())
_TOKEN = re.compile(r"[a-z']+[?]?|[^\sa-z0-9]", re.IGNORECASE)


def _compile() -> tuple[dict[str, list[str]], dict[tuple[str, ...], list[str]]]:
    words: dict[str, list[str]] = {}
    for label, text in _WORDS.items():
        for item in text.split():
            words.setdefault(item, []).append(label)
    phrases: dict[tuple[str, ...], list[str]] = {}
    for label, phrase in _PHRASE_LIST:
        phrases.setdefault(tuple(phrase.split()), []).append(label)
    return words, phrases


_SINGLE, _PHRASES = _compile()
_PREFIXES = [(w[:-1], labels) for w, labels in _SINGLE.items() if w.endswith("*")]


def classify(text: str) -> str:
    """The expression label ``text`` reads as (``neutral`` when nothing signals one)."""
    tokens = [t.lower() for t in _TOKEN.findall(text.replace("\u2019", "'"))]
    scores: dict[str, int] = {}
    last: dict[str, int] = {}

    def hit(label: str, at: int) -> None:
        scores[label] = scores.get(label, 0) + 1
        last[label] = at

    for at, token in enumerate(tokens):
        before = tokens[max(0, at - 2) : at]
        if any(b in _NEGATIONS or b.endswith("n't") for b in before):
            continue
        for size in (4, 3, 2):
            words = tuple(t.rstrip("?") for t in tokens[at : at + size])
            for label in _PHRASES.get(words, []):
                hit(label, at)
        labels = _SINGLE.get(token) or _SINGLE.get(token.rstrip("?"))
        if labels is None:
            bare = token.rstrip("?")
            labels = [x for prefix, found in _PREFIXES if bare.startswith(prefix) for x in found]
            labels += [x for x, chars in _EMOJI.items() if len(token) == 1 and token in chars]
        for label in labels:
            hit(label, at)
    if not scores:
        return "neutral"
    return max(scores, key=lambda label: (scores[label], last[label]))


def choose(text: str, available: Iterable[str]) -> str | None:
    """The label of the picture ``text`` shows among ``available`` ones (None: none)."""
    have = set(available)
    if not have:
        return None
    label: str | None = classify(text)
    while label is not None and label not in have:
        label = _BROADER.get(label)
    if label is None:
        label = "neutral" if "neutral" in have else sorted(have)[0]
    return label


def _picture(path: Path) -> bool:
    try:
        if not path.is_file() or path.stat().st_size > _MAX_BYTES:
            return False
        with path.open("rb") as file:
            return image_format(file.read(16)) is not None
    except OSError:
        return False


def character_expressions(package: CharacterPackage) -> dict[str, Path]:
    """label -> picture file of the character's expressions ({} when it has none).

    Files that are not pictures (by their first bytes), larger than 8 MB, or
    outside the character's folder (a symlink, a sidecar path) are left out.
    """
    root = package.root.resolve()
    found = folder_expressions(package)
    for label, path in _card_emotions(package, root):
        if label not in found and _picture(path):
            found[label] = path
    return found


def folder_expressions(package: CharacterPackage) -> dict[str, Path]:
    """label -> picture of the package's own ``expressions/`` folder (the same checks)."""
    root = package.root.resolve()
    found: dict[str, Path] = {}
    folder = root / EXPRESSIONS_FOLDER
    try:
        files = sorted(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        files = []
    for path in files:
        label = path.stem.strip().lower()
        if path.suffix.lower() not in _SUFFIXES or not _LABEL.match(label) or label in found:
            continue
        real = path.resolve()
        if real.is_relative_to(root) and _picture(real):
            found[label] = real
    return found


def _card_emotions(package: CharacterPackage, root: Path) -> list[tuple[str, Path]]:
    try:
        sidecar: Any = json.loads((package.root / SIDECAR_FILE).read_bytes())
    except (OSError, ValueError):
        return []
    card = sidecar.get("card") if isinstance(sidecar, dict) else None
    data = card.get("data") if isinstance(card, dict) else None
    assets = data.get("assets") if isinstance(data, dict) else None
    placed = sidecar.get("assets") if isinstance(sidecar, dict) else None
    if not isinstance(assets, list) or not isinstance(placed, dict):
        return []
    out: list[tuple[str, Path]] = []
    for asset in assets:
        if not isinstance(asset, dict) or asset.get("type") != "emotion":
            continue
        label = str(asset.get("name", "")).strip().lower()
        name = zip_path(str(asset.get("uri", "")))
        rel = placed.get(name) if name else None
        if not label or not isinstance(rel, str):
            continue
        path = (root / rel).resolve()
        if path.is_relative_to(root):
            out.append((label, path))
    return out
