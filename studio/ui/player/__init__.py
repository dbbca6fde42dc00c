"""Player mode for players (issue 18): the setup flow, the library page, the header.

* :mod:`~studio.ui.player.home` — the window hook: library start page, header, send gate.
* :mod:`~studio.ui.player.setup` — connect a model, then review the character (one dialog).
* :mod:`~studio.ui.player.flow` — when the setup flow shows; reviews joining it.
* :mod:`~studio.ui.player.builtin` — the built-in offline model started off the GUI thread.
* :mod:`studio.ui.dialogs.permissions` (beside the review dialog) — a package's
  permissions in a player's words.
* :mod:`~studio.ui.player.header` — avatar, name and description above the chat.
"""
