"""The chat's quick model picker at work: the server's models are listed the first
time its list opens (not before), and Enter or a pick switches the model."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from studio.ui.chat.pane import ChatPane

__all__ = ["ModelChoice"]


class ModelChoice:
    """Wires ``pane.model_picker`` to the engine (one per pane).

    Attributes:
        listed: The open character's models were asked for already.
    """

    def __init__(self, pane: ChatPane) -> None:
        self._pane = pane
        self.listed = False
        picker = pane.model_picker
        picker.aboutToShow.connect(self.list_models)
        editor = picker.lineEdit()
        if editor is not None:
            editor.returnPressed.connect(self.pick)
        picker.activated.connect(lambda _i: self.pick())

    def pick(self) -> None:
        """Use the model the picker shows for the next replies."""
        pane = self._pane
        name = pane.model_picker.currentText().strip()
        player = pane.bridge.player
        if not name or player is None or name == player.model:
            return

        async def switch(p: Any) -> None:
            p.set_model(name)

        pane.bridge.submit(switch, lambda _r: pane.modelPicked.emit(name), what="switch model")

    def list_models(self) -> None:
        """Ask the server for its models, once per character."""
        pane = self._pane
        if self.listed or pane.bridge.player is None:
            return
        self.listed = True

        async def listed(p: Any) -> list[str]:
            models: list[str] = await p.client.list_models()
            return models

        pane.bridge.submit(
            listed, self.set_choices, what="list the models", on_error=lambda _e: None
        )

    def set_choices(self, models: list[str]) -> None:
        """Offer ``models`` in the picker (the current one stays shown)."""
        picker = self._pane.model_picker
        current = picker.currentText()
        picker.clear()
        picker.addItems(models)
        picker.setEditText(current)
