"""``PartyChatPane``: the chat pane for a party (speakers, addressee, privacy).

It is a :class:`~studio.ui.chat.pane.ChatPane` with three differences:

* rows carry the member who spoke (``speaker``) and the delegate paints each
  member's name in its colour; the streaming row takes the speaker of the
  tokens arriving, and a finished member reply (a ``message`` event) closes the
  streaming row so the next member's reply starts its own;
* an :class:`~studio.ui.party.addressee.AddresseeBar` above the message box:
  Send calls ``player.send(text, to=..., private=...)``;
* ``@command`` lines run at once through ``player.command(line, member=...)``
  (the chosen member's agents, or the shared agents when "Everyone").

The message menu is the one-character chat's: Resubmit and Save & Resubmit call
``player.resubmit`` (the same members answer, by the message's stored addressee),
and Delete on a member's reply removes that member's turn only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QBoxLayout, QWidget

from studio.ui.bridge import EngineBridge
from studio.ui.chat.avatar import avatar_pixmap
from studio.ui.chat.commands import CommandDialog
from studio.ui.chat.pane import AVATAR_SIZE, ChatPane, Job
from studio.ui.i18n import translate
from studio.ui.party.addressee import AddresseeBar
from studio.ui.party.colors import assign_colors


class PartyChatPane(ChatPane):
    """The chat of an open party.

    Args:
        bridge: The party window's bridge (its player is a ``PartyPlayer``).
        parent: Optional parent widget.

    Attributes:
        colors: ``{member name: "#rrggbb"}`` of the open party.
        addressees: The addressee picker and Private toggle.
    """

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        self.colors: dict[str, str] = {}
        super().__init__(bridge, parent)
        self.addressees = AddresseeBar(self)
        layout = self.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(layout.count() - 1, self.addressees)
        self.input.setPlaceholderText(
            translate(
                "Party",
                "Message — Enter sends; name members to address them, or pick one below",
            )
        )
        if bridge.player is not None:
            self._on_player_changed()

    # -- the party --------------------------------------------------------------

    def _on_player_changed(self) -> None:
        player = self._bridge.player
        members: list[dict[str, Any]] = list(getattr(player, "members", []) or [])
        self.colors = assign_colors(members)
        self.view.chat_delegate.speaker_colors = self.colors
        party = getattr(player, "party", None)
        self.view.chat_delegate.avatars = {
            member.name: avatar_pixmap(member.package, AVATAR_SIZE)
            for member in getattr(party, "members", [])
        }
        # Each member speaks in their own voice (their package's, then the player's).
        packages = {member.name: member.package for member in getattr(party, "members", [])}
        self.voice.package_for = packages.get
        self.view.chat_delegate.character = "…"
        if hasattr(self, "addressees"):
            self.addressees.set_members(self.colors)
        self.model.set_intro("")
        self.model.set_entries([])
        self.reload()

    def _on_event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "token":
            speaker = event.get("speaker")
            speaker = speaker if isinstance(speaker, str) else None
            stream = self.model.stream_row
            if stream is not None and stream.speaker != speaker:
                if stream.text and stream.speaker is not None:
                    self.model.end_stream()  # the previous member's reply, not yet stored
                    stream = None
                else:
                    stream.speaker = speaker  # an empty row waiting for whoever speaks
            if stream is None:
                self.model.begin_stream(speaker=speaker)
        elif kind == "message" and self.replying:
            # One member finished; the next one's tokens get a row of their own.
            self.model.end_stream()
            self.reload()
            return
        super()._on_event(event)

    # -- sending ----------------------------------------------------------------

    def _outgoing(self, text: str) -> tuple[dict[str, Any], Job]:
        to = self.addressees.addressee()
        private = self.addressees.is_private()
        fields: dict[str, Any] = {
            "to": (to,) if to else (),
            "private_to": to if private else None,
        }
        return fields, lambda p: p.send(text, to=to, private=private)

    def open_command_dialog(self, initial: str = "") -> CommandDialog | None:
        """Run an ``@command`` line for the chosen member (or the shared agents).

        A bare ``@`` typed into the empty box is kept as text; Enter then runs it.
        """
        if not isinstance(initial, str) or not initial.strip("@ "):
            self.input.insertPlainText("@")
            return None
        if self._bridge.player is None:
            return None
        member = self.addressees.addressee()
        line = initial

        def done(result: Any) -> None:
            self.toasts.show_toast(str(result) if result else f"Ran {line.split()[0]}.")
            self.reload()

        async def run(player: Any) -> Any:
            return await player.command(line, member=member)

        def failed(error: BaseException) -> None:
            self.toasts.show_toast(f"Command failed: {error}")

        self._bridge.submit(run, done, what="run the command", on_error=failed)
        return None
