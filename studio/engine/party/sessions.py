"""Party play on the same engine: one :class:`Engine` per member plus one for the
shared agents, all over one conversation, one model client and one store cache.

Scopes (reference "Hook events", docs/PARTY.md):

* A member's turn runs the ordinary broker loop with the member's engine and
  session. The session's ``runtimes`` (hooks, preload, ``conversationStart``)
  are the member's agents plus the shared set; its tools are its own plus the
  shared agents' (its own win a name clash). Other members' agents are never
  offered: a call naming one gets "no agent provides the tool".
* A private turn (the user whispers to one member) involves only that member's
  own agents: no shared tools, hooks or preload, because a shared store is
  read by everyone.
* Every entry a member's turn appends carries ``speaker`` (and ``private_to`` in
  a private turn); a member's view hides other members' private entries, and
  the shared agents' view hides every private entry.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Any

from studio.engine.agents import AgentRuntime
from studio.engine.budgeting import Parts, session_texts, split_fixed
from studio.engine.core import Engine
from studio.engine.events import Event
from studio.engine.hooks import HookRunner
from studio.engine.macros import with_post_history
from studio.engine.party.format import Member
from studio.engine.party.prompt import member_messages, party_history, party_settled
from studio.engine.session import Session
from studio.package.model import ToolBinding
from studio.storage import Conversation

Emit = Callable[[Event], None]


def public_view(entry: dict[str, Any]) -> bool:
    """What the shared agents may see: every entry that is not private."""
    return entry.get("private_to") is None


def member_view(name: str) -> Callable[[dict[str, Any]], bool]:
    """What a member may see: public entries and its own private exchanges."""

    def view(entry: dict[str, Any]) -> bool:
        private_to = entry.get("private_to")
        return private_to is None or private_to == name

    return view


class MemberEngine(Engine):
    """One member's engine: its package and runtimes (stores ``<slug>/<agentId>``),
    its prompt, and the shared agents' tools beside its own.

    Args:
        member: The loaded member.
        shared: The engine of the party-shared agents.
        others: The other members' names (for the party framing).
        **kwargs: As for :class:`Engine` (without ``package`` and ``store_prefix``).
    """

    def __init__(self, member: Member, shared: Engine, others: list[str], **kwargs: Any) -> None:
        super().__init__(package=member.package, store_prefix=f"{member.slug}/", **kwargs)
        self.member = member
        self.shared = shared
        self.others = others
        self.include_shared = True
        self.view = member_view(member.name)

    def tool_owner(self, name: str) -> tuple[AgentRuntime, ToolBinding] | None:
        own = super().tool_owner(name)
        if own is not None or not self.include_shared:
            return own
        return self.shared.tool_owner(name)

    def tool_definitions(self) -> list[dict[str, Any]]:
        tools = super().tool_definitions()
        if self.include_shared:
            own = set(self.package.tools)
            tools += [
                copy.deepcopy(b.definition)
                for name, b in self.shared.package.tools.items()
                if name not in own
            ]
        return tools

    def request_messages(
        self, session: Session, preload: list[str], turn_start: int
    ) -> list[dict[str, Any]]:
        # Card macros, the persona and post-history as in a solo chat (decisions §16, §17).
        texts = session_texts(self, session, preload)
        messages = member_messages(
            me=self.member.name,
            others=self.others,
            system_prompt=texts.system_prompt,
            instructions=texts.instructions,
            context_files=texts.context_files,
            preload=texts.preload,
            entries=session.entries,
            turn_start=turn_start,
            view=self.view,
        )
        return with_post_history(messages, texts)

    def request_parts(self, session: Session, preload: list[str], turn_start: int) -> Parts:
        """The member's request around its trimmed transcript (same budget rules)."""
        texts = session_texts(self, session, preload)
        head, tail = split_fixed(
            with_post_history(
                member_messages(
                    me=self.member.name,
                    others=self.others,
                    system_prompt=texts.system_prompt,
                    instructions=texts.instructions,
                    context_files=texts.context_files,
                    preload=texts.preload,
                    entries=[],
                    turn_start=0,
                    view=self.view,
                ),
                texts,
            )
        )
        entries = session.entries
        me, view = self.member.name, self.view
        turn = party_history(entries[turn_start:], me=me, turn_start=0, view=view)
        settle = partial(party_settled, me=me, view=view)
        return Parts(head=head, turn=turn, tail=tail, settle=settle, texts=texts)

    def scope(self, *, private: bool) -> list[AgentRuntime]:
        """The runtimes of a turn: the member's, plus the shared set unless private."""
        return list(self.runtimes) if private else [*self.runtimes, *self.shared.runtimes]


class PartySessions:
    """The open party conversation: one session per member and one for the shared set.

    All sessions share the conversation and one store cache, so the shared
    agents' stores exist once and every member's stores are namespaced.
    """

    def __init__(
        self, conversation: Conversation, members: list[MemberEngine], shared: Engine
    ) -> None:
        self.conversation = conversation
        self.stores: dict[str, dict[str, Any]] = {}
        self.members = members
        self.shared_engine = shared
        self.shared = Session(
            package=shared.package,
            conversation=conversation,
            runtimes=list(shared.runtimes),
            emit=shared.emit,
            stores=self.stores,
            view=public_view,
        )
        self.shared.hooks = HookRunner(shared, self.shared)
        shared.attach_session(self.shared)
        self.by_name: dict[str, Session] = {}
        for engine in members:
            session = Session(
                package=engine.package,
                conversation=conversation,
                runtimes=engine.scope(private=False),
                emit=engine.emit,
                stores=self.stores,
                view=engine.view,
                tags={"speaker": engine.member.name},
            )
            session.hooks = HookRunner(engine, session)
            engine.attach_session(session)
            self.by_name[engine.member.name] = session

    def prepare(self, engine: MemberEngine, *, private: bool, chatter: bool) -> Session:
        """Set up the member's session (scope, entry tags) for one turn."""
        session = self.by_name[engine.member.name]
        engine.include_shared = not private
        session.runtimes = engine.scope(private=private)
        tags: dict[str, Any] = {"speaker": engine.member.name}
        if private:
            tags["private_to"] = engine.member.name
        if chatter:
            tags["chatter"] = True
        session.tags = tags
        # Shared agents' own entries (studio.log) in this turn name the speaker too.
        self.shared.tags = {"speaker": engine.member.name}
        return session

    async def start(self) -> None:
        """Create the stores of agents that want ``conversationStart`` (each once)."""
        for engine in self.members:
            await self.prepare(engine, private=False, chatter=False).start()

    def forget_cached_stores(self) -> None:
        self.stores.clear()

    def detach(self) -> None:
        for engine in self.members:
            engine.attach_session(None)
        self.shared_engine.attach_session(None)
        self.conversation.close()
