"""Failed turns in the terminal: said once, in the terminal's words; scripts see exit 1."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.support.model_server import ModelServer, cut_after, http_error, text
from tests.terminal.runner import ROOT, SECRET, env_for, play, run_studio

PLAIN = ROOT / "characters" / "plain"


def test_a_refused_key_is_an_error_with_a_flag_hint_and_exit_1(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(http_error(401, message="Incorrect API key"), text("never asked"))
        result = play(server.url, tmp_path, PLAIN, "hello\n/history\n")
    assert result.returncode == 1, result.stderr
    err = result.stderr
    assert "error: the model endpoint refused the request (HTTP 401" in err
    assert "--api-key-env VAR" in err
    assert "Settings" not in err and "[stopped]" not in err
    assert err.count("HTTP 401") == 1  # the error event and the raise are one line
    # The session went on after the failure (the user message is kept).
    assert "[0] You: hello" in err
    assert SECRET not in result.stdout + err


def test_a_cut_off_stream_reports_what_was_kept(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(cut_after(2, content="the start of a long answer"), text("Fine."))
        result = play(server.url, tmp_path, PLAIN, "hello\nagain\n")
    assert result.returncode == 1
    assert "characters that arrived are kept in the conversation" in result.stderr
    assert "[stopped]" not in result.stderr
    # The next turn still worked.
    assert "Fine." in result.stdout


def test_a_successful_session_exits_0(tmp_path: Path) -> None:
    with ModelServer() as server:
        server.script(text("Hi."))
        result = play(server.url, tmp_path, PLAIN, "hello\n")
    assert result.returncode == 0 and "Hi." in result.stdout


def _bare_play(tmp_path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = env_for(tmp_path)
    env.pop("OPENAI_API_KEY", None)
    return run_studio(["play", str(PLAIN), *extra], stdin="hello\n", env=env)


def test_no_endpoint_says_how_to_get_one(tmp_path: Path) -> None:
    result = _bare_play(tmp_path, "--model", "m")
    assert result.returncode != 0
    err = result.stderr
    assert "no model endpoint is configured" in err
    assert "--local" in err and "--base-url http://127.0.0.1:11434/v1" in err
    assert "--api-key-env VAR" in err
    assert "Traceback" not in err


def test_no_model_uses_flag_wording(tmp_path: Path) -> None:
    result = _bare_play(tmp_path, "--base-url", "http://127.0.0.1:9/v1")  # plain names no model
    assert result.returncode == 1
    assert "--model NAME" in result.stderr and "model=" not in result.stderr


def test_a_server_that_is_down_says_check_base_url(tmp_path: Path) -> None:
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = play(f"http://127.0.0.1:{port}/v1", tmp_path, PLAIN, "hello\n")
    assert result.returncode == 1
    assert "could not reach the model endpoint" in result.stderr
    assert "--base-url" in result.stderr and "Settings" not in result.stderr
