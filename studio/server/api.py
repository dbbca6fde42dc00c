"""The Player API over HTTP (reference Part 3), under ``/api/v1``.

Every conversation route names its character and conversation; the reply-writing
ones (send, regenerate, continue) answer ``text/event-stream`` with the player's
events (:mod:`studio.server.streaming`), or one JSON reply when the request
accepts only ``application/json``. The OpenAPI document is ``/api/v1/openapi.json``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from studio.engine import CharacterPlayer
from studio.errors import NoSuchConversation, StorageError
from studio.server.identity import current_user
from studio.server.modeltransport import TOKEN_METER
from studio.server.permissions import permission_summary
from studio.server.players import CharacterSlots
from studio.server.state import ServerState, studio_state
from studio.server.streaming import stream_turn
from studio.server.views import conversation_view, shown_html

__all__ = ["router"]

router = APIRouter(prefix="/api/v1")

State = Annotated[ServerState, Depends(studio_state)]
User = Annotated[str, Depends(current_user)]
CharacterId = Annotated[str, Path(pattern=r"^[0-9a-f]{16}$", description="The character's id")]
ConversationId = Annotated[
    str, Path(pattern=r"^[0-9]{2,9}$", description="A conversation id such as 01")
]
_EXPORT_TYPES = {
    "markdown": "text/markdown; charset=utf-8",
    "html": "text/html; charset=utf-8",
    "text": "text/plain; charset=utf-8",
    "json": "application/json",
}


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LoadCharacter(_Body):
    url: str = Field(max_length=8192, description="A package zip or card served over HTTPS")


class NewConversation(_Body):
    greeting: int | None = Field(default=None, ge=0, description="0 the intro, N the N-th")
    persona: dict[str, str] | None = None


class SendMessage(_Body):
    text: str = Field(max_length=200_000)


class EditMessage(_Body):
    text: str = Field(max_length=200_000)


class Swipe(_Body):
    index: int = Field(ge=0, description="A reply's entry index")
    n: int = Field(ge=0, description="Which alternative to show (0-based)")


class Fork(_Body):
    index: int = Field(ge=0, description="The last entry the new conversation keeps")


class Greeting(_Body):
    greeting: int = Field(ge=0)


class Persona(_Body):
    name: str | None = Field(default=None, max_length=200, description="None: the default")
    description: str = Field(default="", max_length=20_000)


def _slots(state: ServerState, user: str, character_id: str) -> CharacterSlots:
    """The user's players of the character; this request's model tokens charged to them."""
    slots = state.slots(user, state.library.get(character_id))
    if state.quota.per_day > 0:
        quota = state.quota
        TOKEN_METER.set(lambda tokens: quota.charge(user, tokens))
    return slots


@dataclass(frozen=True)
class _Conversation:
    """The conversation a route names, of the signed-in user's character."""

    state: ServerState
    user: str
    slots: CharacterSlots
    id: str

    async def view(
        self, action: Callable[[CharacterPlayer], Awaitable[Any]] | None = None
    ) -> dict[str, Any]:
        """Run ``action`` (if any) on the conversation's player; the conversation after."""
        async with self.slots.use(self.id) as player:
            if action is not None:
                await action(player)
            return conversation_view(player)

    async def turn(
        self, request: Request, operation: Callable[[CharacterPlayer], Awaitable[dict[str, Any]]]
    ) -> Response:
        """A reply-writing operation: SSE, or one JSON reply when only JSON is accepted."""
        self.state.quota.take(self.user)
        player = await self.slots.enter(self.id, reply=True)

        async def leave() -> None:
            await self.slots.leave(self.id)

        accept_header = request.headers.get("accept", "")
        if "text/event-stream" not in accept_header and "application/json" in accept_header:
            try:
                reply = await operation(player)
                reply["html"] = shown_html(player, str(reply.get("content", "")), "assistant")
            finally:
                await leave()
            return JSONResponse(reply)
        return StreamingResponse(
            stream_turn(player, lambda: operation(player), leave),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )


async def _conversation(
    character_id: CharacterId, conversation_id: ConversationId, state: State, user: User
) -> _Conversation:
    return _Conversation(state, user, _slots(state, user, character_id), conversation_id)


Conversation = Annotated[_Conversation, Depends(_conversation)]
Index = Annotated[int, Path(ge=0, description="An entry's index")]


@router.get("/health", tags=["server"])
async def health() -> dict[str, bool]:
    return {"ok": True}


@router.get("/server", tags=["server"])
async def server_info(state: State) -> dict[str, Any]:
    """How this server signs people in: the page asks for a key when ``needsKey``."""
    return {"auth": state.config.auth, "needsKey": state.config.auth == "visitor"}


@router.get("/characters", tags=["characters"])
async def list_characters(state: State, user: User) -> list[dict[str, Any]]:
    """The library: every character this server offers."""
    return [c.summary() for c in state.library.list()]


@router.post("/characters/load", tags=["characters"])
async def load_character(body: LoadCharacter, state: State, user: User) -> dict[str, Any]:
    """``?loadCharacter=``: download a package or card through the web guard and list it."""
    return (await state.library.load_url(body.url)).summary()


@router.get("/characters/{character_id}", tags=["characters"])
async def character(character_id: CharacterId, state: State, user: User) -> dict[str, Any]:
    """A character, what its code asks for, and whether this user accepted it."""
    found = state.library.get(character_id)
    pkg = found.package
    return {
        **found.summary(),
        "permissions": permission_summary(pkg),
        "accepted": state.acceptances(user).accepted(pkg),
        "greetingTexts": [pkg.intro, *pkg.greetings],
    }


@router.post("/characters/{character_id}/accept", tags=["characters"])
async def accept(character_id: CharacterId, state: State, user: User) -> dict[str, bool]:
    """Accept the package's permissions: its code may run for this user from now on."""
    state.acceptances(user).accept(state.library.get(character_id).package)
    return {"accepted": True}


@router.get("/characters/{character_id}/conversations", tags=["conversations"])
async def list_conversations(
    character_id: CharacterId, state: State, user: User
) -> list[dict[str, Any]]:
    """listConversations: every saved conversation of this character."""
    return await _slots(state, user, character_id).list()


@router.post("/characters/{character_id}/conversations", tags=["conversations"])
async def new_conversation(
    character_id: CharacterId, body: NewConversation, state: State, user: User
) -> Any:
    """newConversation: start one (optionally with a greeting and a persona)."""
    return await _slots(state, user, character_id).new(body.greeting, body.persona)


_CONV = "/characters/{character_id}/conversations/{conversation_id}"


@router.get(_CONV, tags=["conversations"])
async def get_conversation(conversation: Conversation) -> Any:
    """getConversation / loadConversation: the conversation's turns as the chat shows them."""
    return await conversation.view()


@router.delete(_CONV, tags=["conversations"])
async def delete_conversation(conversation: Conversation) -> Any:
    try:
        await conversation.slots.delete(conversation.id)
    except StorageError:
        raise NoSuchConversation(
            f"there is no conversation {conversation.id} for this character"
        ) from None
    return {"deleted": conversation.id}


@router.post(_CONV + "/messages", tags=["playing"])
async def send(request: Request, body: SendMessage, conversation: Conversation) -> Response:
    """send: the reply streamed as SSE (message, token, agentLog, agentToast, toolCall,
    error, then done)."""
    return await conversation.turn(request, lambda p: p.send(body.text))


@router.post(_CONV + "/regenerate", tags=["playing"])
async def regenerate(request: Request, conversation: Conversation) -> Response:
    """A new reply to the last message; the earlier one stays as a swipe."""
    return await conversation.turn(request, lambda p: p.regenerate())


@router.post(_CONV + "/continue", tags=["playing"])
async def continue_reply(request: Request, conversation: Conversation) -> Response:
    """Extend the last reply."""
    return await conversation.turn(request, lambda p: p.continue_reply())


@router.post(_CONV + "/stop", tags=["playing"])
async def stop(conversation: Conversation) -> dict[str, bool]:
    """Stop the reply being written (what arrived is kept, marked stopped)."""
    player = conversation.slots.replying(conversation.id)
    if player is not None:
        player.stop()
    return {"stopping": player is not None}


@router.post(_CONV + "/swipe", tags=["editing"])
async def swipe(body: Swipe, conversation: Conversation) -> Any:
    """Show another alternative of a reply."""
    return await conversation.view(lambda p: p.select_alternative(body.index, body.n))


@router.patch(_CONV + "/messages/{index}", tags=["editing"])
async def edit(index: Index, body: EditMessage, conversation: Conversation) -> Any:
    """Change a message's text without answering again."""
    return await conversation.view(lambda p: p.edit(index, body.text))


@router.delete(_CONV + "/messages/{index}", tags=["editing"])
async def delete_message(index: Index, conversation: Conversation) -> Any:
    return await conversation.view(lambda p: p.delete(index))


@router.post(_CONV + "/fork", tags=["conversations"])
async def fork(body: Fork, conversation: Conversation) -> Any:
    """A new conversation holding entries 0..index of this one."""
    return await conversation.slots.fork(conversation.id, body.index)


@router.put(_CONV + "/greeting", tags=["conversations"])
async def set_greeting(body: Greeting, conversation: Conversation) -> Any:
    """Choose the greeting (before the first message)."""
    return await conversation.view(lambda p: p.set_greeting(body.greeting))


@router.put(_CONV + "/persona", tags=["conversations"])
async def set_persona(body: Persona, conversation: Conversation) -> Any:
    """Give the conversation its own persona (name null: back to the default)."""
    return await conversation.view(lambda p: p.set_persona(body.name, body.description))


@router.get(_CONV + "/export", tags=["conversations"])
async def export(
    conversation: Conversation,
    format: Annotated[str, Query(pattern="^(markdown|html|text|json)$")] = "markdown",
) -> Response:
    """The conversation as a document (as the desktop's export)."""
    async with conversation.slots.use(conversation.id) as player:
        text = await player.export_chat(fmt=format)
    return PlainTextResponse(text, media_type=_EXPORT_TYPES[format])
