"""Huge ids are typed errors at load (issue 26 item 3), not ``OSError: File name too long``."""

from __future__ import annotations

from studio.package import load_with_problems
from tests.package.conftest import MakePackage, js_agent


def test_a_10kb_agent_id_is_a_load_error(make_package: MakePackage) -> None:
    long_id = "x" * 10_000
    root = make_package(
        {"agents/test.agent.js": js_agent(long_id)}, agents=["test.agent"]
    )
    _package, problems = load_with_problems(root)
    messages = [p.format() for p in problems.errors]
    assert any("@agent is 10000 characters long; at most 128" in m for m in messages), messages
