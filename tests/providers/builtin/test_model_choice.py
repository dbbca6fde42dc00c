"""Models of the user's choice (issue 24 item 5): a GGUF file is checked by its header,
copied in whole or not at all, listed, chosen, and the server runs the chosen one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studio import cli, paths
from studio.errors import LocalModelError
from studio.providers.builtin import BuiltinServer, model_path
from studio.providers.builtin.choice import add_model, all_models, current_model, use_model
from studio.providers.builtin.gguf import read_gguf
from studio.providers.builtin.model import DEFAULT_MODEL, status, verified_path
from tests.providers.builtin.gguf_files import gguf_bytes, write_gguf


def test_the_header_says_the_template_and_the_window(tmp_path: Path) -> None:
    info = read_gguf(write_gguf(tmp_path / "m.gguf", template="{{ x }}", context=3072))
    assert info.version == 3 and info.tensors == 2
    assert info.architecture == "llama" and info.name == "Tiny Test"
    assert info.context_length == 3072 and info.chat_template == "{{ x }}"
    assert "tokenizer.ggml.tokens" not in info.metadata
    assert read_gguf(write_gguf(tmp_path / "n.gguf", template=None)).chat_template is None


def test_the_built_in_models_header_is_read() -> None:
    if not status(DEFAULT_MODEL).installed:
        pytest.skip("the built-in model is not installed (character-studio models install)")
    info = read_gguf(model_path(DEFAULT_MODEL))
    assert info.architecture == "llama" and info.context_length == 8192
    assert info.chat_template and "<|im_start|>" in info.chat_template


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (b"PK\x03\x04 not a model at all", "does not start with 'GGUF'"),
        (b"", "does not start with 'GGUF'"),
        (gguf_bytes()[:40], "truncated"),
        (gguf_bytes()[:-3000], "weights end early"),
        (gguf_bytes()[:-1], "weights end early"),
        (b"GGUF" + (9).to_bytes(4, "little") + b"\0" * 40, "version 9"),
    ],
    ids=["zip", "empty", "cut-in-header", "cut-in-weights", "one-byte-short", "version"],
)
def test_a_bad_file_is_refused_and_nothing_is_installed(
    tmp_path: Path, data: bytes, said: str
) -> None:
    cache = tmp_path / "cache"
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(data)
    with pytest.raises(LocalModelError, match=said):
        add_model(bad, cache_dir=cache)
    folder = cache / "models"
    assert not folder.exists() or list(folder.iterdir()) == []
    assert current_model(cache) is DEFAULT_MODEL


def test_an_added_model_is_copied_listed_and_chosen(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    source = write_gguf(tmp_path / "My Model Q4.gguf")
    seen: list[tuple[int, int | None]] = []
    spec, info = add_model(source, cache_dir=cache, progress=lambda d, t: seen.append((d, t)))
    assert spec.key == "my-model-q4" and spec.size == source.stat().st_size
    assert seen[-1] == (spec.size, spec.size)
    assert info.context_length == 2048
    copy = model_path(spec, cache)
    assert copy.read_bytes() == source.read_bytes()
    assert verified_path(spec, cache) == copy  # Pinned and stamped like the built-in one.
    assert spec.key in all_models(cache) and DEFAULT_MODEL.key in all_models(cache)
    assert current_model(cache) is DEFAULT_MODEL  # Added is not chosen.
    use_model(spec.key, cache)
    assert current_model(cache).key == spec.key
    assert BuiltinServer(cache_dir=cache).spec.key == spec.key
    with pytest.raises(LocalModelError, match="already exists"):
        add_model(source, cache_dir=cache)
    assert [p.name for p in (cache / "models").glob("*.part")] == []


def test_use_refuses_an_unknown_or_missing_model(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    with pytest.raises(LocalModelError, match="no model 'nope'"):
        use_model("nope", cache)
    spec, _info = add_model(write_gguf(tmp_path / "x.gguf"), cache_dir=cache)
    model_path(spec, cache).unlink()
    with pytest.raises(LocalModelError, match="not installed"):
        use_model(spec.key, cache)
    assert current_model(cache) is DEFAULT_MODEL


def test_the_cli_adds_lists_uses_and_refuses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(paths, "user_cache_dir", lambda: tmp_path / "cache")
    source = write_gguf(tmp_path / "tiny.gguf", context=1024)
    assert cli.main(["models", "add", str(source), "--name", "Tiny", "--use"]) == 0
    out = capsys.readouterr().out
    assert "added tiny" in out and "1,024 tokens" in out and "its own" in out
    assert cli.main(["models", "list"]) == 0
    listed = capsys.readouterr().out
    assert "* tiny" in listed and "in use: tiny" in listed and "GPU offload:" in listed
    assert cli.main(["models", "use", DEFAULT_MODEL.key]) in (0, 1)
    capsys.readouterr()
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(gguf_bytes()[:100])
    assert cli.main(["models", "add", str(broken)]) != 0
    assert "truncated" in capsys.readouterr().err
    registry = json.loads((tmp_path / "cache" / "models" / "models.json").read_text())
    assert list(registry["models"]) == ["tiny"]
