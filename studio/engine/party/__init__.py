"""Party play: several characters in one conversation (docs/PARTY.md).

What lives here, in dependency order: :mod:`.format` (the ``.party.json`` file and its
members), :mod:`.validate` (its conformance check), :mod:`.turns` (who answers),
:mod:`.prompt` (each member's view of the shared conversation), :mod:`.sessions`
(per-member engines and sessions), the player's parts — :mod:`.events`,
:mod:`.edits`, :mod:`.conversations`, :mod:`.rounds`, :mod:`.inspection`, each
holding the small :mod:`.core` interface to the player (composition, not mixins) —
and :mod:`.player` (:class:`PartyPlayer`, the public API).

It may import the single-character engine below it (``studio.engine.core``,
``broker``, ``hooks``, ``session``, ``prompt``, ``events``, ``listeners``, ``edits``)
and the lower packages; nothing in ``studio.engine`` outside this package imports it
except the package's ``__init__`` re-export of :class:`PartyPlayer`.
"""
