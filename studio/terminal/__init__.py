"""The terminal players: ``character-studio play`` and ``character-studio party``.

What lives here: the line-oriented chat loop shared by both players (:mod:`.chat`),
the party player's addressing and commands (:mod:`.party`), and the terminal's own
commands. What it may import: :mod:`studio.engine` (the players), :mod:`studio.storage`
(settings, keys), :mod:`studio.providers`, :mod:`studio.errors`. Nothing here imports
Qt or :mod:`studio.ui`, and :mod:`studio.cli` only dispatches to this package.
"""
