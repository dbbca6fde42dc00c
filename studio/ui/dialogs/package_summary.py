"""What a character package contains and asks for, shown before its first run (player mode).

The dialog speaks to players (:mod:`studio.ui.dialogs.permissions`: no ``@api``
lines, no namespace names); :func:`summary_html` keeps the authors' wording.
The user accepts once per package content: acceptance is remembered by the
package's sha256 in ``settings.accepted_packages``, so a changed package asks again.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio.package import CharacterPackage
from studio.package.model import AgentInstance
from studio.storage.settings import Settings
from studio.ui.dialogs.bundled_agents import agent_description
from studio.ui.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "API_EXPLANATIONS",
    "PackageSummaryDialog",
    "needs_acceptance",
    "remember_acceptance",
    "summary_html",
    "wants_web",
]

#: Each ``@api`` namespace in plain words.
API_EXPLANATIONS: dict[str, str] = {
    "studio.model": QT_TRANSLATE_NOOP(
        "PackageSummary",
        "may spend your tokens via your models (it calls your main or worker model)",
    ),
    "studio.web": QT_TRANSLATE_NOOP(
        "PackageSummary",
        "wants web access (it can fetch web pages only if you turn web access on)",
    ),
    "studio.history": QT_TRANSLATE_NOOP("PackageSummary", "reads this conversation's history"),
    "studio.context": QT_TRANSLATE_NOOP(
        "PackageSummary", "reads the character's own context files"
    ),
    "studio.grants": QT_TRANSLATE_NOOP(
        "PackageSummary", "reads the stores of other agents it was granted"
    ),
}


def needs_acceptance(settings: Settings, package: CharacterPackage) -> bool:
    """True when the user has not yet accepted this exact package (by sha256)."""
    return package.sha256 not in settings.accepted_packages


def remember_acceptance(settings: Settings, package: CharacterPackage) -> Settings:
    """New settings that remember this package was accepted (save them afterwards)."""
    if package.sha256 in settings.accepted_packages:
        return settings
    return settings.model_copy(
        update={"accepted_packages": [*settings.accepted_packages, package.sha256]}
    )


def wants_web(package: CharacterPackage) -> bool:
    """Whether any agent of the package declares ``@api studio.web``."""
    return any("studio.web" in inst.manifest.apis for inst in package.all_instances())


def _agent_html(inst: AgentInstance) -> str:
    manifest = inst.manifest
    kind = (
        translate("PackageSummary", "sub-agent")
        if inst.subagent
        else translate("PackageSummary", "agent")
    )
    language = escape(str(inst.language))
    parts = [f"<h3>{escape(inst.agent_id)} <small>({kind}, {language})</small></h3>"]
    if manifest.description:
        parts.append(f"<p>{escape(agent_description(inst))}</p>")
    items: list[str] = []
    tools = [t.name for t in inst.tools] or [t.name for t in manifest.tools]
    if tools:
        items.append(
            escape(translate("PackageSummary", "Tools the model can call: {tools}")).format(
                tools=", ".join(escape(t) for t in tools)
            )
        )
    if manifest.commands:
        commands = ", ".join(escape(c.name) for c in manifest.commands)
        items.append(
            escape(translate("PackageSummary", "Commands you can type: {commands}")).format(
                commands=commands
            )
        )
    if manifest.hooks:
        items.append(
            escape(translate("PackageSummary", "Runs on: {hooks}")).format(
                hooks=", ".join(escape(h) for h in manifest.hooks)
            )
        )
    for api in sorted(manifest.apis):
        meaning = translate(
            "PackageSummary",
            API_EXPLANATIONS.get(api, "uses an interface this version does not describe"),
        )
        items.append(f"<code>{escape(api)}</code>: {escape(meaning)}")
    if not manifest.apis:
        items.append(
            translate(
                "PackageSummary", "Asks for no extra permissions (no <code>@api</code> lines)."
            )
        )
    parts.append("<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")
    return "".join(parts)


def summary_html(package: CharacterPackage, *, heading: bool = True) -> str:
    """The whole summary as HTML (name, description, web access, agents; ``heading=False``
    leaves out the name and description, which the character page shows already)."""
    agents = package.all_instances()
    parts = [f"<h2>{escape(package.name)}</h2>"] if heading else []
    if package.description and heading:
        parts.append(f"<p>{escape(package.description)}</p>")
    if wants_web(package):
        parts.append(
            translate(
                "PackageSummary",
                "<p><b>This character wants web access.</b> It stays off until you turn it "
                "on for this character in Settings.</p>",
            )
        )
    if any("studio.model" in a.manifest.apis for a in agents):
        parts.append(
            translate(
                "PackageSummary",
                "<p><b>Some agents may spend your tokens via your models.</b> Settings caps "
                "how many tokens agents may use per response and per conversation.</p>",
            )
        )
    if not agents:
        parts.append(translate("PackageSummary", "<p>No agents: this character runs no code.</p>"))
    else:
        count = len(agents)
        if count == 1:
            sentence = translate(
                "PackageSummary",
                "1 agent runs sandboxed code with no access to your files or network "
                "beyond what is listed.",
            )
        else:
            sentence = translate(
                "PackageSummary",
                "{count} agents run sandboxed code with no access to your files or network "
                "beyond what is listed.",
            ).format(count=count)
        parts.append(f"<p>{escape(sentence)}</p>")
    parts.extend(_agent_html(inst) for inst in agents)
    return "".join(parts)


class PackageSummaryDialog(QDialog):
    """Shows what a package contains and asks for; Accept runs it, Cancel does not.

    Args:
        package: The loaded package (no agent code has run).
        parent: The parent widget.
    """

    def __init__(self, package: CharacterPackage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.package = package
        self.setWindowTitle(
            translate("PackageSummary", "Before you play {name}").format(name=package.name)
        )
        self.resize(560, 520)
        from studio.ui.dialogs.permissions import player_summary_html, review_intro

        header = QLabel(review_intro(package.name))
        header.setWordWrap(True)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(player_summary_html(package))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        accept = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        accept.setText(translate("PackageSummary", "Accept and play"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("PackageSummary", "Not now")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)

    def text(self) -> str:
        """The summary as plain text."""
        return self.browser.toPlainText()
