"""The server's parts, held by the application (``app.state.studio``).

Routes reach them through :func:`studio_state`; nothing here is global, so a test
can run several applications side by side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fastapi import Request

from studio.errors import PermissionRequired
from studio.server.characters import Character, CharacterLibrary
from studio.server.config import ServerConfig
from studio.server.permissions import Acceptances
from studio.server.players import CharacterSlots, PlayerPool
from studio.server.quotas import Quotas

__all__ = ["ServerState", "studio_state"]


@dataclass(kw_only=True)
class ServerState:
    config: ServerConfig
    library: CharacterLibrary
    players: PlayerPool
    quota: Quotas
    _acceptances: dict[str, Acceptances] = field(default_factory=dict)

    def acceptances(self, user: str) -> Acceptances:
        found = self._acceptances.get(user)
        if found is None:
            found = self._acceptances[user] = Acceptances(self.config.user_dir(user))
        return found

    def slots(self, user: str, character: Character) -> CharacterSlots:
        """The user's players of ``character``, reachable only once its code is accepted."""
        if not self.acceptances(user).accepted(character.package):
            raise PermissionRequired(
                f"{character.package.name} runs code of its own: review what it asks for "
                "and accept it before playing"
            )
        return self.players.slots(user, character)

    def public_message(self, err: BaseException) -> str:
        """An error's message without the server's own folders in it."""
        text = str(err) or type(err).__name__
        return text.replace(str(self.config.data_dir), "…")


async def studio_state(request: Request) -> ServerState:
    # async: FastAPI runs a plain ``def`` dependency in a worker thread, a hop per
    # request that cost milliseconds before the first token on a loaded host.
    state: ServerState = request.app.state.studio
    return state
