"""``character-studio export-chat PACKAGE -o FILE``: a saved conversation as a document.

Reads the conversations where ``play`` keeps them (the project's
``conversations/``, or the data dir for a package; ``--data-dir`` as for
``play``) and needs no model or key. The format follows the file's extension
(``.md``, ``.html``, ``.txt``, ``.json``) unless ``--format`` names one.

The document opens with the conversation's greeting and names the user as the
player's export does: the header's persona, else the one in the user's settings
(``{{user}}`` in the greeting expands to it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from studio.errors import StudioError
from studio.terminal.commands import conversation_id

if TYPE_CHECKING:
    from studio.engine.macros import Persona


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``export-chat`` subcommand's options."""
    parser.add_argument("package", help="the character package (.zip) or project folder")
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="where to write (.md, .html, .txt or .json)")  # fmt: skip
    parser.add_argument("--conversation", metavar="ID",
                        help="which conversation (1 means 01; default: the latest)")  # fmt: skip
    parser.add_argument("--format", choices=("markdown", "html", "text", "json"))
    parser.add_argument("--include-logs", action="store_true", help="agent log and error lines")
    parser.add_argument("--include-reasoning", action="store_true",
                        help="the model's reasoning kept beside replies")  # fmt: skip
    parser.add_argument("--data-dir", metavar="DIR", help="where package conversations live")


def _settings_persona() -> Persona:
    """The persona in the user's settings (``play`` uses the same); the default one,
    with a warning, when the settings cannot be read."""
    from studio.engine.macros import Persona
    from studio.storage.settings import load_settings

    try:
        settings = load_settings()
    except StudioError as err:
        print(f"warning: {err}; the export uses the default persona", file=sys.stderr)
        return Persona()
    return Persona(name=settings.persona_name or "User", description=settings.persona_description)


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio export-chat``; returns the exit code."""
    # No model, no key, no agent worker: the package, its conversations and the
    # macros that turn a header's greeting into the text the chat shows.
    from studio.engine.macros import conversation_greeting, export_user_name
    from studio.package import load_package
    from studio.storage import ConversationStore
    from studio.storage.chat_export import export_conversation
    from studio.storage.migrate import conversations_dir_for

    try:
        package = load_package(args.package)
        persona = _settings_persona()
        folder = conversations_dir_for(package, args.data_dir)
        store = ConversationStore(folder)
        wanted = conversation_id(args.conversation) if args.conversation else None
        if wanted is None:
            saved = sorted(store.list(), key=lambda info: (info.updated or "", info.id))
            if not saved:
                print(f"error: {package.name} has no saved conversations in {folder}",
                      file=sys.stderr)  # fmt: skip
                return 1
            wanted = saved[-1].id
        export_conversation(
            store,
            None,
            character=package.name,
            conversation_id=wanted,
            path=Path(args.output),
            fmt=args.format,
            include_logs=args.include_logs,
            include_reasoning=args.include_reasoning,
            user_name=lambda header: export_user_name(persona, header),
            greeting=lambda header: conversation_greeting(package, header, persona),
        )
    except (StudioError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    print(args.output)
    return 0
