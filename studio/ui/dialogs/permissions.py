"""What a character package asks for, in a player's words (the review before playing).

Player mode shows this instead of the authors' view: no ``@api`` lines, no
namespace names, no languages or hooks. Each capability an agent declares
becomes one sentence about what it means for the player: their tokens, the web,
this conversation. The authors' wording stays in
:mod:`studio.ui.dialogs.package_summary` for anything that wants it.
"""

from __future__ import annotations

from html import escape

from studio.package import CharacterPackage
from studio.package.model import AgentInstance
from studio.ui.dialogs.bundled_agents import agent_description
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["PLAYER_API_WORDS", "player_summary_html", "review_intro"]

#: Each capability in a player's words (the keys are the package format's names).
PLAYER_API_WORDS: dict[str, str] = {
    "studio.model": QT_TRANSLATE_NOOP(
        "Review",
        "Uses your model for its own work too, which counts towards your usage "
        "(Settings limits how much).",
    ),
    "studio.web": QT_TRANSLATE_NOOP(
        "Review",
        "Would like to read web pages. It cannot until you allow it for this character "
        "in Settings.",
    ),
    "studio.history": QT_TRANSLATE_NOOP("Review", "Reads this conversation."),
    "studio.context": QT_TRANSLATE_NOOP("Review", "Reads the character's own background notes."),
    "studio.grants": QT_TRANSLATE_NOOP(
        "Review", "Reads notes kept by other parts of this character."
    ),
}
_UNKNOWN = QT_TRANSLATE_NOOP(
    "Review", "Asks for something this version of the app does not know; it will not get it."
)


def review_intro(name: str) -> str:
    """The sentence above the review."""
    return translate(
        "Review",
        "Before you play {name}, here is what it can do. You are asked once; if the "
        "character changes, you will be asked again.",
    ).format(name=name)


def _agent_html(inst: AgentInstance) -> str:
    manifest = inst.manifest
    title = agent_description(inst) or inst.agent_id.rsplit(".", 1)[-1].replace("_", " ")
    items: list[str] = []
    tools = [t.name for t in inst.tools] or [t.name for t in manifest.tools]
    if tools:
        items.append(
            escape(translate("Review", "Actions the character can take: {tools}")).format(
                tools=", ".join(escape(t) for t in tools)
            )
        )
    if manifest.commands:
        commands = ", ".join(escape(c.name) for c in manifest.commands)
        items.append(
            escape(translate("Review", "Commands you can type in the chat: {commands}")).format(
                commands=commands
            )
        )
    items.extend(
        escape(translate("Review", PLAYER_API_WORDS.get(api, _UNKNOWN)))
        for api in sorted(manifest.apis)
    )
    if not manifest.apis:
        items.append(escape(translate("Review", "Needs nothing beyond the chat itself.")))
    return (
        f"<h3>{escape(title)}</h3>"
        + "<ul>"
        + "".join(f"<li>{item}</li>" for item in items)
        + "</ul>"
    )


def programs_sentence(count: int) -> str:
    """ "It comes with 1 small program that adds…" / "… 3 small programs that add…",
    each verb and pronoun agreeing with the count."""
    if count == 1:
        return translate(
            "Review",
            "It comes with 1 small program that adds to the story. It runs sealed off: "
            "it cannot see your files, your other programs or the internet, only what is "
            "listed here.",
        )
    return translate(
        "Review",
        "It comes with {count} small programs that add to the story. They run sealed "
        "off: they cannot see your files, your other programs or the internet, only what "
        "is listed here.",
    ).format(count=count)


def player_summary_html(package: CharacterPackage) -> str:
    """The review as HTML: name, description, what the character's programs may do."""
    agents = package.all_instances()
    apis = {api for inst in agents for api in inst.manifest.apis}
    parts = [f"<h2>{escape(package.name)}</h2>"]
    if package.description:
        parts.append(f"<p>{escape(package.description)}</p>")
    if not agents:
        parts.append(
            "<p>"
            + escape(translate("Review", "This character is only words: it runs no programs."))
            + "</p>"
        )
        return "".join(parts)
    if "studio.web" in apis:
        parts.append(
            translate(
                "Review",
                "<p><b>It would like to read web pages.</b> That stays off until you allow it "
                "for this character in Settings.</p>",
            )
        )
    if "studio.model" in apis:
        parts.append(
            translate(
                "Review",
                "<p><b>It uses your model for its own work too</b>, which counts towards "
                "your usage. Settings limits how much per reply and per conversation.</p>",
            )
        )
    parts.append(f"<p>{escape(programs_sentence(len(agents)))}</p>")
    parts.extend(_agent_html(inst) for inst in agents)
    return "".join(parts)
