"""Command-line entry points: ``character-studio`` and ``character-player``.

A small argparse dispatcher: each subcommand is one ``_cmd_<name>`` function
taking the parsed arguments and returning the exit status. Bare
``character-studio``, ``open PATH`` and ``character-player`` open the GUI
(:mod:`studio.ui.app`); ``play`` is the terminal player (:mod:`studio.terminal.chat`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

__all__ = ["main", "player_main"]

SUBCOMMANDS = (
    "validate",
    "new",
    "play",
    "party",
    "export",
    "import",
    "import-chat",
    "models",
    "export-chat",
    "serve",
)


def _gui(argv: Sequence[str], mode: str) -> int:
    from studio.ui.display_check import missing_display  # Standard library only: no Qt.

    problem = missing_display(argv)
    if problem is not None:
        print(problem, file=sys.stderr)  # Instead of Qt's plugin lines and an abort.
        return 2
    try:
        from studio.ui import app
    except ImportError as err:  # a headless install without Qt
        print(
            f"error: the GUI needs PySide6 ({err}); the terminal player works without it: "
            "character-studio play PACKAGE",
            file=sys.stderr,
        )
        return 2
    return app.run(argv, mode=mode)


def _cmd_validate_party(path: str) -> int:
    from studio.engine.party.validate import validate_party

    problems = validate_party(path)
    for problem in problems:
        print(problem.format())
    if any(p.severity == "error" for p in problems):
        return 1
    print(f"ok: {Path(path).name}", file=sys.stderr)
    return 0


def _cmd_validate(args: argparse.Namespace) -> int:
    from studio.engine.party.validate import is_party_file
    from studio.package import load_with_problems

    if is_party_file(args.path):
        return _cmd_validate_party(args.path)
    package, problems = load_with_problems(args.path)
    if package is not None:
        from studio.package.validate import compile_agents
        from studio.sandbox.syntax import check_syntax

        compile_agents(package, problems, check_syntax)
    for problem in problems.items:
        print(problem.format())
    if problems.errors or package is None:
        return 1
    print(f"ok: {package.name}", file=sys.stderr)
    return 0


def _cmd_new(args: argparse.Namespace) -> int:
    from studio.errors import PackageError
    from studio.package.template import create_project

    try:
        target = create_project(args.name, Path(args.dir))
    except PackageError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"error: {args.dir}: the project could not be written: {err.strerror or err}",
              file=sys.stderr)
        return 1
    print(
        f"note: {target / 'config.json'} has a stable \"id\", so players keep their "
        "conversations across the character's updates",
        file=sys.stderr,
    )
    print(str(target))
    return 0


def _cmd_export_card(args: argparse.Namespace) -> int:
    from studio.cards import export_card
    from studio.errors import PackageError

    project = Path(args.project)
    out = Path(args.output) if args.output else Path(f"{project.resolve().name}.{args.card}")
    try:
        report = export_card(project, out, args.card)
    except PackageError as err:
        print(f"error: {err}")
        return 1
    except OSError as err:
        print(f"error: {out}: cannot be written: {err.strerror or err}")
        return 1
    if report.omitted:
        print(
            f"warning: a {args.card.upper()} card cannot carry these parts of the project; "
            "they are not in the card (export --card charx keeps them):",
            file=sys.stderr,
        )
        for item in report.omitted:
            print(f"warning:   {item}", file=sys.stderr)
    print(str(report.path))
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    if args.card:
        return _cmd_export_card(args)
    if not args.output:
        print("error: export needs -o OUT.zip (or --card png|json|charx)")
        return 2
    from studio.errors import PackageError
    from studio.package.export import export_package
    from studio.package.problems import Problem
    from studio.sandbox.typescript import compile_typescript

    try:
        report = export_package(
            Path(args.project), Path(args.output), compile_ts=compile_typescript
        )
    except PackageError as err:
        problems = [p for p in err.problems if isinstance(p, Problem)]
        for problem in problems:
            print(problem.format())
        if not problems:
            print(f"error: {err}")
        return 1
    except OSError as err:
        print(f"error: {args.output}: cannot be written: {err.strerror or err}")
        return 1
    for problem in report.warnings:
        print(problem.format(), file=sys.stderr)
    if report.id_written:
        print(
            f"note: gave {Path(args.project) / 'config.json'} a stable id ({report.id_written}), "
            "so players keep their conversations across the character's updates",
            file=sys.stderr,
        )
    print(str(report.path))
    return 0


def _download_progress() -> Callable[[int, int | None], None]:
    """Progress lines on stderr: about every tenth of the file (or every 4 MB)."""
    shown = [0]

    def show(received: int, total: int | None) -> None:
        step = max(total // 10, 1) if total else 4 * 1024 * 1024
        if received - shown[0] >= step or received == total:
            shown[0] = received
            of = f" of {total / 1e6:.1f} MB" if total else " MB"
            print(f"downloading: {received / 1e6:.1f}{of}", file=sys.stderr)

    return show


def _cmd_import(args: argparse.Namespace) -> int:
    from studio.cards import import_any
    from studio.cards.project import import_url, is_url
    from studio.errors import StudioError

    try:
        if is_url(args.zip):
            if args.into:
                print("error: --into takes a lorebook file; download it first", file=sys.stderr)
                return 2
            import asyncio

            result = asyncio.run(
                import_url(args.zip, Path(args.dir), progress=_download_progress())
            )
        elif args.into:
            from studio.cards.addbook import add_lorebook

            result = add_lorebook(Path(args.zip), Path(args.into))
        else:
            result = import_any(Path(args.zip), Path(args.dir))
    except StudioError as err:
        print(f"error: {err}")
        return 1
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(str(result.folder))
    return 0


def _cmd_import_chat(args: argparse.Namespace) -> int:
    from studio.cards.chat_import import import_chat
    from studio.errors import StudioError

    try:
        result = import_chat(Path(args.package), Path(args.chat), args.data_dir)
    except StudioError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(
        f"note: conversation {result.conversation_id}: {result.messages} messages, "
        f"{result.swipes} other swipes, in {result.folder}",
        file=sys.stderr,
    )
    print(result.conversation_id)
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    from studio.terminal import chat as terminal

    return terminal.run(args)


def _cmd_party(args: argparse.Namespace) -> int:
    from studio.terminal import party as party_terminal

    return party_terminal.run(args)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="character-studio", description="Write, play-test and play AI characters."
    )
    parser.set_defaults(handler=lambda _args: _gui([], "studio"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    open_cmd = sub.add_parser("open", help="open a character in the Studio GUI")
    open_cmd.add_argument("path")
    open_cmd.set_defaults(handler=lambda args: _gui([args.path], "studio"))
    validate = sub.add_parser(
        "validate", help="check a character folder or package, or a *.party.json"
    )
    validate.add_argument("path")
    validate.set_defaults(handler=_cmd_validate)
    play = sub.add_parser("play", help="chat with a character in the terminal")
    from studio.terminal import chat as terminal

    terminal.add_arguments(play)
    play.set_defaults(handler=_cmd_play)
    party = sub.add_parser("party", help="chat with a party of characters in the terminal")
    from studio.terminal import party as party_terminal

    party_terminal.add_arguments(party)
    party.set_defaults(handler=_cmd_party)
    export_chat = sub.add_parser("export-chat", help="write a saved conversation as a document")
    from studio.terminal import exporting

    exporting.add_arguments(export_chat)
    export_chat.set_defaults(handler=exporting.run)
    models = sub.add_parser("models", help="list, install, remove or verify the built-in model")
    from studio.terminal import models as models_command

    models_command.add_arguments(models)
    models.set_defaults(handler=models_command.run)
    serve = sub.add_parser("serve", help="play characters in the browser (web player, Player API)")
    from studio.server import command as serve_command

    serve_command.add_arguments(serve)
    serve.set_defaults(handler=serve_command.run)
    new = sub.add_parser("new", help="create a new character project from the template")
    new.add_argument("name")
    new.add_argument("--dir", default=".", help="where to create it (default: here)")
    new.set_defaults(handler=_cmd_new)
    export = sub.add_parser(
        "export", help="write a self-contained package zip (or a character card) of a project"
    )
    export.add_argument("project")
    export.add_argument("-o", "--output", metavar="OUT")
    export.add_argument(
        "--card",
        choices=("png", "json", "charx"),
        help="write a Character Card V3 instead of a package (default name: FOLDER.png...)",
    )
    export.set_defaults(handler=_cmd_export)
    imp = sub.add_parser(
        "import",
        help="make a new project folder from a package zip, a character card "
        "(PNG, JSON, CHARX) or a lorebook",
    )
    imp.add_argument("zip", metavar="FILE", help="a file, or an https:// URL to download")
    imp.add_argument("--dir", default=".", help="where to create the project (default: here)")
    imp.add_argument(
        "--into", metavar="PROJECT", help="add a lorebook to this existing project instead"
    )
    imp.set_defaults(handler=_cmd_import)
    chat = sub.add_parser(
        "import-chat",
        help="bring a SillyTavern chat (.jsonl) or an exported chat (.json) over as a "
        "conversation of a character",
    )
    chat.add_argument("package", help="the character package (.zip) or project folder")
    chat.add_argument("chat", help="the chat file")
    chat.add_argument("--data-dir", metavar="DIR", help="where package conversations live")
    chat.set_defaults(handler=_cmd_import_chat)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``character-studio``: dispatch a subcommand; returns the exit status.

    No subcommand (or ``open PATH``, or options such as ``--smoke URL``) opens the GUI.
    """
    args_list = list(sys.argv[1:] if argv is None else argv)
    if (
        not args_list
        or args_list[0] == "open"
        or (args_list[0] not in SUBCOMMANDS and args_list[0] not in ("-h", "--help"))
    ):
        return _gui(args_list[1:] if args_list[:1] == ["open"] else args_list, "studio")
    args = _parser().parse_args(args_list)
    handler: Callable[[argparse.Namespace], int] = args.handler
    return handler(args)


def player_main(argv: Sequence[str] | None = None) -> int:
    """``character-player``: the same application in player mode (no editing)."""
    return _gui(list(sys.argv[1:] if argv is None else argv), "player")
