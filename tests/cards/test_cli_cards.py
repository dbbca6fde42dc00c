"""``character-studio import CARD``, ``export --card``, ``play --greeting N``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from studio import cli
from studio.cards.png import read_card_chunks
from tests.cards import cardgen as g
from tests.support.model_server import ModelServer, text
from tests.terminal.runner import run_studio

ROOT = Path(__file__).resolve().parents[2]


def test_import_png_then_export_each_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = g.png_card(tmp_path / "sera.png", ccv3=g.v3_card())
    assert cli.main(["import", str(card), "--dir", str(tmp_path / "p")]) == 0
    folder = Path(capsys.readouterr().out.strip())
    assert (folder / "config.json").is_file()
    assert cli.main(["validate", str(folder)]) == 0
    capsys.readouterr()
    for kind in ("png", "json", "charx"):
        out = tmp_path / f"again.{kind}"
        assert cli.main(["export", str(folder), "--card", kind, "-o", str(out)]) == 0
        assert out.is_file()
    assert read_card_chunks((tmp_path / "again.png").read_bytes(), "again.png").ccv3


def test_export_card_warns_what_it_drops(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "proj"
    project.mkdir()
    (project / "config.json").write_text(
        json.dumps({"name": "Agenty", "agents": ["studio.memory-store"]}), encoding="utf-8"
    )
    (project / "context").mkdir()
    (project / "context" / "notes.txt").write_text("n", encoding="utf-8")
    out = tmp_path / "a.json"
    assert cli.main(["export", str(project), "--card", "json", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "agent studio.memory-store" in err and "context file notes.txt" in err
    assert "charx" in err


def test_import_of_a_package_zip_still_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    zip_path = tmp_path / "m.zip"
    assert cli.main(["export", str(ROOT / "characters" / "menagerie"), "-o", str(zip_path)]) == 0
    capsys.readouterr()
    assert cli.main(["import", str(zip_path), "--dir", str(tmp_path / "p")]) == 0
    assert (Path(capsys.readouterr().out.strip()) / "agents").is_dir()


def test_import_bad_card_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    assert cli.main(["import", str(bad), "--dir", str(tmp_path / "p")]) == 1
    out = capsys.readouterr().out
    assert out.startswith("error: bad.json:") and "Traceback" not in out
    assert not (tmp_path / "p").exists() or not any((tmp_path / "p").iterdir())


def test_play_with_greeting_flag(tmp_path: Path) -> None:
    card = tmp_path / "c.json"
    card.write_text(json.dumps(g.v3_card(character_book=None)), encoding="utf-8")
    assert cli.main(["import", str(card), "--dir", str(tmp_path / "p")]) == 0
    folder = tmp_path / "p" / "seraphina"
    env = dict(
        os.environ,
        MY_KEY="sk-x",
        XDG_DATA_HOME=str(tmp_path / "x"),
        XDG_CONFIG_HOME=str(tmp_path / "xc"),
        XDG_CACHE_HOME=str(tmp_path / "xk"),
    )
    with ModelServer() as server:
        server.script(text("Reply."))
        args = ["play", str(folder), "--base-url", server.url, "--model", "test-model"]
        args += ["--api-key-env", "MY_KEY", "--greeting", "1"]
        result = run_studio(args, stdin="hi\n", env=env)
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines()[0] == "Greeting two for User."
        messages = server.requests[-1].body["messages"]
    assert {"role": "assistant", "content": "Greeting two for User."} in messages
    convs = sorted((folder / "conversations").glob("conversation_??.jsonl"))
    assert [c.name for c in convs] == ["conversation_01.jsonl"]
    conv = convs[0]
    assert json.loads(conv.read_text(encoding="utf-8").splitlines()[0])["greeting"] == 1


def test_import_lorebook_into_an_existing_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = tmp_path / "c.json"
    card.write_text(json.dumps(g.v3_card()), encoding="utf-8")
    assert cli.main(["import", str(card), "--dir", str(tmp_path / "p")]) == 0
    folder = tmp_path / "p" / "seraphina"
    book = tmp_path / "towns.json"
    book.write_text(json.dumps(g.world_info()), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["import", str(book), "--into", str(folder)]) == 0
    config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    assert config["agents"][-1] == {"id": "seraphina-2.lorebook",
                                    "implementation": "studio.lorebook",
                                    "contextFile": ".lorebook-2.json"}
    assert config["nickname"] == "Sera"  # the rest of config.json is kept
    added = json.loads((folder / "context" / ".lorebook-2.json").read_text(encoding="utf-8"))
    assert added["data"]["entries"][0]["keys"] == ["town0"]
    assert cli.main(["validate", str(folder)]) == 0
    photo = tmp_path / "notabook.json"
    photo.write_text(json.dumps(g.v1_card()), encoding="utf-8")
    assert cli.main(["import", str(photo), "--into", str(folder)]) == 1
    assert "holds no lorebook" in capsys.readouterr().out
