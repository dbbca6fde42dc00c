"""``character-studio serve``: run the web player and the Player API (personal mode).

Personal mode: loopback only, one user, no sign-in. Replies come from the built-in
model unless ``--base-url`` names another OpenAI-compatible endpoint (its key
read from ``--api-key-env``). Every character named on the command line is in the
library; others can be loaded by URL from the page (``?loadCharacter=``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from studio.errors import StudioError

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("packages", nargs="*", metavar="PACKAGE", help="characters to offer")
    parser.add_argument("--port", type=int, default=8765, help="port on 127.0.0.1 (8765)")
    parser.add_argument("--data-dir", metavar="DIR", help="where users' data lives")
    parser.add_argument("--base-url", help="an OpenAI-compatible endpoint (default: built-in)")
    parser.add_argument("--model", help="the main model (default: each package's)")
    parser.add_argument("--worker-model", help="model for agents' callModel (default: main)")
    parser.add_argument("--api-key-env", metavar="VAR", help="read the endpoint's key from $VAR")
    parser.add_argument(
        "--auth", choices=("none", "visitor", "jwt", "proxy"), default="none",
        help="sign-in: none (personal, loopback), visitor (each visitor's own model key), "
        "jwt (operator's JWKS), proxy (a trusted proxy's header)",
    )
    parser.add_argument(
        "--database", metavar="URL", help="postgresql://… to keep conversations in PostgreSQL"
    )
    parser.add_argument(
        "--replies-per-minute", type=int, default=0, help="each user's reply quota (0: none)"
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (with --auth)")
    parser.add_argument("--jwks-url", help="the operator's JWKS (--auth jwt)")
    parser.add_argument("--audience", help="the aud tokens must carry (--auth jwt)")
    parser.add_argument("--issuer", help="the iss tokens must carry (--auth jwt)")
    parser.add_argument("--trusted-header", help="the proxy's user header (--auth proxy)")
    parser.add_argument(
        "--trusted-proxy", action="append", default=[], help="the proxy's address (repeatable)"
    )
    parser.add_argument(
        "--forward-user-header", metavar="NAME",
        help="send the signed-in user's id to the model endpoint in this header",
    )
    parser.add_argument(
        "--max-conversations-per-user", type=int, default=0, metavar="N",
        help="conversations (players with their agent workers) one user keeps open (0: no cap)",
    )
    parser.add_argument(
        "--tokens-per-day", type=int, default=0, metavar="N",
        help="each user's model tokens in any 24 hours (0: no quota)",
    )
    parser.add_argument(
        "--cors-origin", action="append", default=[], help="a site allowed to embed (repeatable)"
    )


def _data_dir(args: argparse.Namespace) -> Path:
    if args.data_dir:
        return Path(args.data_dir)
    from studio import paths

    return Path(paths.user_data_dir()) / "server"


def run(args: argparse.Namespace) -> int:
    import uvicorn

    if args.auth == "none" and args.host not in ("127.0.0.1", "::1", "localhost"):
        print("error: without sign-in (--auth) the server listens on loopback only",
              file=sys.stderr)
        return 2

    from studio.server.app import create_app
    from studio.server.config import ServerConfig

    api_key = None
    if args.api_key_env:
        api_key = os.environ.get(args.api_key_env) or None
        if api_key is None:
            print(f"error: ${args.api_key_env} is not set or empty", file=sys.stderr)
            return 2
    builtin = None
    base_url, model, provider = args.base_url, args.model, None
    if args.auth == "visitor" and not base_url:
        print("error: --auth visitor needs --base-url (the endpoint visitors' keys are for)",
              file=sys.stderr)
        return 2
    if not base_url:
        from studio.providers.builtin import BuiltinServer

        builtin = BuiltinServer()
        try:
            info = builtin.start(progress=lambda line: print(f"  [local] {line}", file=sys.stderr))
        except StudioError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        base_url, model, provider = info.base_url, info.model, "builtin"
    try:
        config = ServerConfig(
            data_dir=_data_dir(args),
            packages=tuple(Path(p) for p in args.packages),
            base_url=base_url,
            api_key=api_key,
            model=model,
            worker_model=args.worker_model or (model if provider else None),
            provider=provider,
            auth=args.auth,
            jwks_url=args.jwks_url,
            audience=args.audience,
            issuer=args.issuer,
            trusted_header=args.trusted_header,
            trusted_proxies=frozenset(args.trusted_proxy),
            cors_origins=tuple(args.cors_origin),
            replies_per_minute=args.replies_per_minute,
            tokens_per_day=args.tokens_per_day,
            max_players_per_user=args.max_conversations_per_user,
            forward_user_header=args.forward_user_header,
            database=args.database,
        )
        try:
            app = create_app(config)
        except (StudioError, ValueError) as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        print(f"Character Studio: http://{args.host}:{args.port}/player/", file=sys.stderr)
        # proxy_headers off: the peer address is the proxy's, as --auth proxy checks it.
        uvicorn.run(
            app, host=args.host, port=args.port, log_level="warning", ws="none",
            proxy_headers=False,
        )
    finally:
        if builtin is not None:
            builtin.stop()
    return 0
