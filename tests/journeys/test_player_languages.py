"""A player whose desktop speaks Chinese, Japanese or Russian (issue 28, Languages).

The Player starts with ``LANG``/``LC_ALL`` set to the player's locale and nothing
chosen in Settings, so it follows the system: the menus, the gallery, a character's
page, the review and the chat come up in that language, a turn is played against the
scripted model server, and then Settings → Language → English switches the open
window at once, without a restart. Everything is found by its translated name, as a
screen reader would announce it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.journeys.conftest import corpus_card
from tests.journeys.harness import App, Node, UserFolders, wait_until
from tests.journeys.test_gallery_and_themes import _PREPARE, ROOT
from tests.support.model_server import ModelServer
from tests.support.replies import text

CARDS = ("SillyTavern__SillyTavern/default_Seraphina.png", "PisK4__FortuneTeller/灵姿.png")

#: What the player reads, per locale (the translations in resources/i18n).
WORDS = {
    "zh_CN": {
        "menus": ["文件", "编辑", "视图", "聊天", "帮助"], "characters": "角色列表",
        "page": "这个角色能做什么", "play": "开始聊天", "accept": "接受并开始",
        "send": "发送", "message": "消息", "stop": "停止", "character": "角色",
        "context": "上下文：", "sort": "最近游玩", "settings": "设置(&T)…",
        "save": "保存", "system": "跟随系统", "settings_title": "设置",
        "conversation": "对话", "language": "界面语言",
    },
    "ja": {
        "menus": ["ファイル", "編集", "表示", "チャット", "ヘルプ"],
        "characters": "キャラクター一覧",
        "page": "このキャラクターにできること", "play": "プレイ", "accept": "承認してプレイ",
        "send": "送信", "message": "メッセージ", "stop": "停止", "character": "キャラクター",
        "context": "コンテキスト：", "sort": "最近プレイ", "settings": "設定(&T)…",
        "save": "保存", "system": "システムに従う", "settings_title": "設定",
        "conversation": "会話", "language": "表示言語",
    },
    "ru": {
        "menus": ["Файл", "Правка", "Вид", "Чат", "Справка"], "characters": "Персонажи",
        "page": "Что может этот персонаж", "play": "Играть", "accept": "Принять и играть",
        "send": "Отправить", "message": "Сообщение", "stop": "Стоп", "character": "Персонаж",
        "context": "Контекст: ", "sort": "Недавно сыгранные", "settings": "&Настройки…",
        "save": "Сохранить", "system": "Как в системе", "settings_title": "Настройки",
        "conversation": "Беседа", "language": "Язык интерфейса",
    },
}  # fmt: skip


@pytest.fixture
def storyteller() -> Iterator[ModelServer]:
    reply = text('*She smiles.* "Welcome back, Ann."')
    with ModelServer(models=["scripted-model"], responder=lambda _body: reply) as server:
        yield server


def prepare(folders: UserFolders, url: str) -> None:
    cards = [str(corpus_card(card)) for card in CARDS]
    done = subprocess.run(
        [sys.executable, "-c", _PREPARE, url, json.dumps(cards)],
        env={**folders.env(), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def menu_titles(app: App) -> list[str]:
    bar = app.find("MenuBar")
    return [re.sub(r"\(&?\w\)$", "", n.name).replace("&", "")
            for n in app.find_all("MenuItem", within=bar)]  # fmt: skip


def language_box(app: App, dialog: str, name: str, save: str) -> Node:
    """Settings' language box: the last box reading "Follow the system" (the theme's
    box reads the same), scrolled into view with the mouse wheel as a person would."""
    for _ in range(40):
        window = app.window(dialog)
        boxes = sorted(app.find_all("ComboBox", name, within=window), key=lambda n: n.rect[1])
        limit = app.find("Button", save, within=window).rect[1]
        if len(boxes) >= 2 and boxes[-1].inside(window.rect) and sum(boxes[-1].rect[1::2]) <= limit:
            return boxes[-1]
        wx, wy, ww, wh = window.rect
        app.desktop.xdotool("mousemove", "--sync", str(wx + ww // 2), str(wy + wh // 3))
        app.desktop.xdotool("click", "5")
    raise AssertionError("the language box did not come into view")


@pytest.mark.parametrize("locale", ["zh_CN", "ja", "ru"])
def test_the_player_in_the_desktops_language(
    launch, folders: UserFolders, storyteller: ModelServer, locale: str
) -> None:
    words = WORDS[locale]
    prepare(folders, storyteller.url)
    app = launch("character-player", env={"LC_ALL": f"{locale}.UTF-8", "LANG": f"{locale}.UTF-8"})
    app.message_name = f"^{words['message']}$"
    app.stop_name = f"^{words['stop']}$"
    app.transcript_name = f"^{words['conversation']}$"
    app.user_names = ("Ann",)
    app.character_names = (words["character"],)

    # The library, in the desktop's language: the menus, the gallery, its boxes.
    wait_until(lambda: len(app.find_all(
        "ListItem", within=app.find("List", f"^{words['characters']}$"))) == len(CARDS),
        30, "every character in the gallery")  # fmt: skip
    titles = menu_titles(app)
    assert [t for t in titles if any(t.startswith(m) for m in words["menus"])], titles
    assert titles[:5] == words["menus"], titles
    app.wait_for_text(words["sort"])
    app.screenshot(f"the library in {locale}")

    # Seraphina's page, then the review and her chat.
    app.double_click(app.find("ListItem", "^Seraphina"))
    app.wait_for_text(words["page"])
    app.screenshot(f"seraphinas page in {locale}")
    app.click(app.find("Button", f"^{words['play']}$", within=app.window()))
    accept = app.find("Button", f"^{words['accept']}$", timeout=60)
    app.screenshot(f"the review in {locale}")
    app.click(accept)
    wait_until(lambda: [b for b in app.find_all("Button", f"^{words['send']}$") if b.enabled],
               60, "Send to be usable")  # fmt: skip
    reply = app.send("Hello again!")
    assert "Welcome back, Ann" in reply.name
    app.wait_for_text(re.escape(words["context"]) + r"\d")
    app.screenshot(f"the chat in {locale}")

    # Settings → Language → English: the open window switches at once, no restart.
    app.menu(words["menus"][0], words["settings"])
    save = "^" + re.escape(words["save"]) + "$"
    dialog = "^" + re.escape(words["settings_title"]) + "$"
    box = language_box(app, dialog, f"^{re.escape(words['system'])}$", save)
    app.screenshot(f"settings language in {locale}")
    app.click(box)
    app.click(app.find("ListItem", "^English$"), in_window=False)
    app.click(app.find("Button", save, within=app.window(dialog)))
    wait_until(lambda: menu_titles(app)[:5] == ["File", "Edit", "View", "Chat", "Help"], 20,
               "the menus in English")  # fmt: skip
    app.find("Button", "^Send$", within=app.window())
    app.screenshot(f"switched from {locale} to english")
    assert app.quit() == 0
