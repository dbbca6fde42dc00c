"""Compile agents without running them: the syntax check behind ``validate`` and export.

:func:`check_syntax` answers "does this agent file compile?" for the languages whose
errors would otherwise surface only mid-conversation:

* JavaScript: the ES-module conversion (sucrase, which reports its own syntax
  errors), then QuickJS compiles the result as a function body — ``new
  Function(source)`` parses and compiles but never calls it, and the source is
  handed over as a string, so nothing in it can run or break out of the check;
* TypeScript: the same, with sucrase's TypeScript transform first (line numbers are
  kept, so errors point at the ``.ts`` file the author wrote);
* ``@lib`` files: parsed by sucrase as they are, then compiled by QuickJS the same way;
* Lua: ``load(source, name, "t", {})`` in a fresh Lua state: compiled against an
  empty environment and never called.

Python is checked where its manifest is read (``ast.parse`` in
:mod:`studio.package.manifest`). The check runs in the calling process (the CLI,
the GUI's validation thread) in a fresh QuickJS context that has nothing of the
host in it (no callables, no std/os modules), with a memory and a time cap.
QuickJS's ``Function`` constructor parses its body inside a wrapper text, so a
body that closes the wrapper early would run its tail: sucrase parses every file
first (that is a syntax error for it), and the compiled function's text is
compared with the body, so such a file is reported, never accepted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import quickjs

from studio.sandbox.executor import AgentError

__all__ = ["SyntaxIssue", "check_syntax"]

_MEMORY = 64 * 1024 * 1024
_SECONDS = 5
# ``new Function(body)`` puts two lines ("(function anonymous(", ") {") before the body.
_FUNCTION_OFFSET = 2
# Compiles the body as a function that is never called; true when the function
# holds exactly the body (its text did not close the function early).
_COMPILE_JS = (
    "String(new Function(__studio_source)) === "
    "'function anonymous(\\n) {\\n' + __studio_source + '\\n}'"
)
_QJS_LINE = re.compile(r"at <input>:(\d+)")
_SUCRASE_WHERE = re.compile(r"^(?:.*?):(\d+):(\d+): (.*)$", re.DOTALL)
_LUA_WHERE = re.compile(r"^.*?:(\d+): (.*)$", re.DOTALL)


@dataclass(frozen=True, slots=True)
class SyntaxIssue:
    """Why a file does not compile: a 1-based line (when known) and the message."""

    line: int | None
    message: str


def check_syntax(language: str, source: str, filename: str) -> SyntaxIssue | None:
    """None when ``source`` compiles, else where and why it does not.

    Args:
        language: ``"javascript"``, ``"typescript"``, ``"lua"`` or ``"lib"`` (a
            JavaScript ``@lib`` script); any other language is not checked here.
        source: The file's text as the author wrote it.
        filename: Its package path, for messages.
    """
    if language in ("javascript", "typescript"):
        from studio.sandbox import typescript

        try:
            prepared = typescript.prepare_javascript(
                source, filename, language == "typescript"
            )
        except AgentError as err:
            return _sucrase_issue(str(err))
        body = prepared[len(typescript.PREPARED_MARKER) :]
        return _quickjs_issue(body)
    if language == "lib":
        from studio.sandbox import typescript

        try:  # Parse only (no transforms): a full parser's verdict first.
            typescript.transform_only(source, filename)
        except AgentError as err:
            return _sucrase_issue(str(err))
        return _quickjs_issue(source)
    if language == "lua":
        return _lua_issue(source, filename)
    return None


def _sucrase_issue(text: str) -> SyntaxIssue:
    match = _SUCRASE_WHERE.match(text)
    if match is None:
        return SyntaxIssue(None, text)
    return SyntaxIssue(int(match.group(1)), match.group(3).strip())


def _quickjs_issue(body: str) -> SyntaxIssue | None:
    context = quickjs.Context()
    context.set_memory_limit(_MEMORY)
    context.set_time_limit(_SECONDS)
    context.set("__studio_source", body)
    try:
        whole = context.eval(_COMPILE_JS)
    except quickjs.JSException as err:
        text = str(err)
        headline = text.split("\n", 1)[0].strip()
        match = _QJS_LINE.search(text)
        line = int(match.group(1)) - _FUNCTION_OFFSET if match else None
        return SyntaxIssue(line if line and line > 0 else None, headline)
    except (quickjs.StackOverflow, MemoryError):
        return SyntaxIssue(None, "too deeply nested or too large to compile")
    if whole is not True:
        # The text closed the function it was compiled in (sucrase, a full parser,
        # rejects that first; this catches what it parses differently, such as
        # HTML-like comments). Whatever ran did so in an empty, capped context.
        return SyntaxIssue(None, "SyntaxError: unbalanced braces or parentheses")
    return None


def _lua_issue(source: str, filename: str) -> SyntaxIssue | None:
    from lupa import lua54

    runtime = lua54.LuaRuntime(register_eval=False, register_builtins=False)
    load = runtime.globals().load
    result = load(source, "=" + filename, "t", runtime.table())
    if not isinstance(result, tuple):
        return None  # Only the compiled chunk came back (never called).
    compiled, error = (*result, None, None)[:2]
    if compiled is not None:
        return None
    text = str(error)
    match = _LUA_WHERE.match(text)
    if match is None:
        return SyntaxIssue(None, text)
    return SyntaxIssue(int(match.group(1)), match.group(2).strip())
