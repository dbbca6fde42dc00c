"""``character-studio export-chat PACKAGE -o FILE``: a saved conversation as a document.

Reads the conversations where ``play`` keeps them (the project's
``conversations/``, or the data dir for a package; ``--data-dir`` as for
``play``) and needs no model or key. The format follows the file's extension
(``.md``, ``.html``, ``.txt``, ``.json``) unless ``--format`` names one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from studio.errors import StudioError
from studio.terminal.commands import conversation_id


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


def run(args: argparse.Namespace) -> int:
    """Entry point for ``character-studio export-chat``; returns the exit code."""
    # Storage and package only: no engine, so no model and a quick start.
    from studio.package import load_package
    from studio.storage import ConversationStore
    from studio.storage.chat_export import export_conversation
    from studio.storage.migrate import conversations_dir_for

    try:
        package = load_package(args.package)
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
        )
    except (StudioError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    print(args.output)
    return 0
