"""Every error Character Studio raises on purpose.

The hierarchy::

    StudioError                 root: catch this to catch anything of ours
    ├── PackageError            a bad character package (carries path, line, field)
    ├── SandboxError            an agent crashed, timed out, or broke the protocol
    │   └── BridgeRejected      a bridge call the host refused (@api gate, budget, ...)
    ├── ProviderError           the model endpoint failed (HTTP status, timeout, bad stream)
    │   └── LocalModelError     the built-in model: file missing/corrupt, server would not start
    ├── BudgetExceeded          an agent token cap is spent
    ├── ContextOverflow         the parts that are never trimmed do not fit the model's context
    ├── InstallationError       a file that ships with the app is missing or unreadable
    ├── StorageError            a conversation or settings file could not be read or written
    ├── ImageError              an attached image cannot be sent (not an image, too big, no vision)
    ├── VoiceError              speech out or in failed (no engine, bad audio, endpoint refused)
    └── ServerError             the web server refused a request (carries the HTTP status)
        ├── UnknownCharacter    no character with that id on this server (404)
        ├── PermissionRequired  the package's code has not been accepted by this user (403)
        └── ConversationBusy    a reply is already being written there (409)

Messages are written for the person who has to act on them: they say what went
wrong, where, and what to do. They never contain an API key.
"""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path

__all__ = [
    "BridgeRejected",
    "BudgetExceeded",
    "ContextOverflow",
    "ConversationBusy",
    "ImageError",
    "InstallationError",
    "LocalModelError",
    "PackageError",
    "PermissionRequired",
    "ProviderError",
    "SandboxError",
    "ServerError",
    "StorageError",
    "StudioError",
    "UnknownCharacter",
    "VoiceError",
]


class StudioError(Exception):
    """Root of every error Character Studio raises deliberately.

    Attributes:
        partial: For a failed turn (``send``, ``regenerate``, ``resubmit``,
            ``continue_reply``; decisions §14): the reply text that arrived and was
            kept in the conversation, ``""`` when none. Empty for other errors.
        committed: For a failed turn: whether the user's message (and ``partial``)
            are saved in the conversation file. False for other errors.
    """

    partial: str = ""
    committed: bool = False


class PackageError(StudioError):
    """A character package is malformed.

    Attributes:
        path: The file (relative to the package root where possible) at fault.
        line: The 1-based line in that file, when known.
        field: The dotted field path (``agents.2.id``) for JSON/YAML problems.
        problems: For aggregate failures, every individual problem found.
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
        problems: list[object] | None = None,
    ) -> None:
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        self.problems = list(problems or [])
        super().__init__(self._render())

    def _render(self) -> str:
        where = self.path or ""
        if where and self.line is not None:
            where = f"{where}:{self.line}"
        if self.field:
            where = f"{where} ({self.field})" if where else self.field
        return f"{where}: {self.message}" if where else self.message


class SandboxError(StudioError):
    """An agent failed: it threw, timed out, was killed, or broke the protocol.

    Attributes:
        agent_id: The registered ID of the agent instance.
        kind: One of ``"error"`` (the agent threw), ``"timeout"``, ``"crash"``,
            ``"protocol"`` (malformed or forged message), ``"load"``.
    """

    def __init__(self, message: str, *, agent_id: str | None = None, kind: str = "error") -> None:
        self.agent_id = agent_id
        self.kind = kind
        self.message = message
        super().__init__(f"{agent_id}: {message}" if agent_id else message)


class BridgeRejected(SandboxError):
    """The host refused a bridge request; the agent sees ``message`` as the rejection."""


class ProviderError(StudioError):
    """The model endpoint failed.

    Attributes:
        status: The HTTP status, when there was a response.
        retryable: Whether trying again later may succeed.
    """

    def __init__(self, message: str, *, status: int | None = None, retryable: bool = False) -> None:
        self.status = status
        self.retryable = retryable
        super().__init__(message)


class LocalModelError(ProviderError):
    """The built-in local model cannot be used (``studio.providers.builtin``).

    The model file is missing, truncated or fails its checksum; the server could
    not start (port taken, too little memory, crashed while loading) or died. The
    message always names the way forward (``character-studio models install``, a
    free port, another provider).
    """


class BudgetExceeded(StudioError):
    """An agent token cap is spent. The message always contains the word "budget"."""


class ContextOverflow(StudioError):
    """What must be sent (system prompt, context and preload blocks, intro, the turn
    in progress) does not fit the model's context; no request was sent.

    Attributes:
        window: The context size in tokens.
        reserve: The tokens kept free for the reply.
        parts: ``(label, tokens)`` of the fixed parts, biggest first.
    """

    def __init__(
        self, message: str, *, window: int, reserve: int, parts: list[tuple[str, int]]
    ) -> None:
        super().__init__(message)
        self.window = window
        self.reserve = reserve
        self.parts = parts


class InstallationError(StudioError):
    """A file that ships with Character Studio is missing or cannot be read.

    Not the user's data and not the disk: a bundled file (a token table, a template,
    a resource) is gone from the installation, so reinstalling is the way out.

    Attributes:
        path: The missing or unreadable file.
    """

    def __init__(self, message: str, *, path: str | Path) -> None:
        self.path = str(path)
        super().__init__(message)

    @staticmethod
    def installed(path: str | Path) -> bool:
        """Whether ``path`` lies inside this installation's own files.

        The PyInstaller bundle, the ``studio`` package and its ``resources/``, the
        interpreter's standard library and site-packages: never the user's data.
        """
        here = Path(__file__).resolve().parent
        roots = [here, here.parent / "resources"]
        frozen = getattr(sys, "_MEIPASS", None)
        if frozen:
            roots.append(Path(frozen))
        paths = sysconfig.get_paths()
        roots += [Path(paths[k]) for k in ("stdlib", "platstdlib", "purelib", "platlib")]
        target = Path(path).resolve()
        return any(target.is_relative_to(root.resolve()) for root in roots)

    @classmethod
    def unreadable(cls, exc: OSError, what: str) -> InstallationError:
        """The error for ``exc``, raised opening ``what`` (e.g. "the token table").

        Args:
            exc: The error; its ``filename`` names the file.
            what: What the file is, for the user.
        """
        path = str(exc.filename) if exc.filename is not None else what
        reason = exc.strerror or str(exc)
        state = "is missing" if isinstance(exc, FileNotFoundError) else "cannot be read"
        return cls(
            f"{what} {path} {state} ({reason}): this installation of Character Studio is "
            "incomplete or damaged; reinstall it",
            path=path,
        )


class StorageError(StudioError):
    """A conversation, store, or settings file could not be read or written.

    Attributes:
        path: The file at fault.
    """

    def __init__(self, message: str, *, path: str | Path | None = None) -> None:
        self.path = str(path) if path is not None else None
        super().__init__(f"{self.path}: {message}" if self.path else message)


class ImageError(StudioError):
    """An image the player attached cannot be sent: not an image, too big, or the
    model does not take images. Nothing was written and no request was made.

    Attributes:
        reason: ``"not_image"``, ``"too_big"``, ``"unreadable"`` or ``"no_vision"``.
    """

    def __init__(self, message: str, *, reason: str) -> None:
        self.reason = reason
        super().__init__(message)


class VoiceError(StudioError):
    """Speaking or transcribing failed; nothing in the conversation changed.

    Attributes:
        reason: ``"no_engine"`` (the local engine is not installed), ``"bad_audio"``
            (audio that is corrupt or not WAV), ``"endpoint"`` (the speech or
            transcription endpoint refused or could not be reached), ``"too_big"``
            (a recording over the endpoint's 25 MB limit), ``"engine"`` (the
            engine ran and failed).
    """

    def __init__(self, message: str, *, reason: str) -> None:
        self.reason = reason
        super().__init__(message)


class ServerError(StudioError):
    """``character-studio serve`` refused a request; ``status`` is the HTTP answer."""

    status = 400


class UnknownCharacter(ServerError):
    """No character with this id on this server."""

    status = 404


class PermissionRequired(ServerError):
    """The package runs code this user has not accepted yet."""

    status = 403


class ConversationBusy(ServerError):
    """A reply is already being written in this conversation."""

    status = 409


class NoSuchConversation(ServerError):
    """The user has no conversation with this id for this character."""

    status = 404
