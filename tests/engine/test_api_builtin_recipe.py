"""The README's built-in-model recipe, run as written against a scripted llama.cpp double.

The code block under "Recipe: the built-in model, offline" is taken from README.md
and executed; only ``BuiltinServer`` is replaced, by a double whose ``start()``
answers with the address of the scripted OpenAI-compatible server (which also
speaks llama.cpp's ``/props`` and ``/tokenize``, as the built-in preset expects).
"""

from __future__ import annotations

import os
import re
import shutil
import threading
from pathlib import Path
from typing import Any, ClassVar

import pytest

import studio.providers.builtin as builtin
from studio.providers.builtin import ServerInfo
from tests.support.model_server import ModelServer, text

ROOT = Path(__file__).resolve().parents[2]
HEADING = "#### Recipe: the built-in model, offline"


def _recipe() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert HEADING in readme, "the README lost its built-in-model recipe"
    found = re.search(r"```python\n(.*?)```", readme.split(HEADING, 1)[1], re.DOTALL)
    assert found is not None
    return found.group(1)


class _ScriptedBuiltin:
    """Stands in for ``BuiltinServer``: the same calls, pointing at ``ModelServer``."""

    made: ClassVar[list[_ScriptedBuiltin]] = []
    url = ""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.start_thread: threading.Thread | None = None
        self.stopped = False
        _ScriptedBuiltin.made.append(self)

    def start(self, progress: Any = None) -> ServerInfo:
        self.start_thread = threading.current_thread()
        port = int(self.url.rsplit(":", 1)[1].split("/")[0])
        return ServerInfo(
            base_url=self.url, model="smollm2", port=port, pid=os.getpid(), n_ctx=4096,
            reused=False,
        )  # fmt: skip

    def stop(self) -> None:
        self.stopped = True


def test_the_readme_recipe_plays_a_turn_on_the_builtin_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The recipe names "characters/plain": a copy, so its conversations land in tmp_path.
    shutil.copytree(
        ROOT / "characters" / "plain",
        tmp_path / "characters" / "plain",
        ignore=shutil.ignore_patterns("conversations"),
    )
    monkeypatch.chdir(tmp_path)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    monkeypatch.setattr(builtin, "BuiltinServer", _ScriptedBuiltin)
    _ScriptedBuiltin.made.clear()
    with ModelServer(models=["smollm2"], props=True, context_limit=4096) as server:
        _ScriptedBuiltin.url = server.url
        server.script(text("Evening. Tea?", finish_reason="length"))
        exec(compile(_recipe(), "README.md recipe", "exec"), {"__name__": "__main__"})
    (double,) = _ScriptedBuiltin.made
    # start() ran in a worker thread (asyncio.to_thread), not on the loop; stop() ran.
    assert double.start_thread is not None
    assert double.start_thread is not threading.main_thread()
    assert double.stopped
    chats = [r for r in server.requests if r.path.endswith("/chat/completions")]
    assert len(chats) == 1
    assert chats[0].body["model"] == "smollm2"
    assert chats[0].body["messages"][-1] == {"role": "user", "content": "Hello!"}
    out = capsys.readouterr().out
    assert out.startswith("*The door creaks open")  # The greeting, printed.
    assert "Evening. Tea?" in out  # Streamed through the token callback.
    assert "(cut off: await player.continue_reply())" in out  # finish_reason "length".
    saved = tmp_path / "characters" / "plain" / "conversations"
    assert (saved / "conversation_01.jsonl").exists()
