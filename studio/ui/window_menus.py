"""The main window's menus and the window-wide keys (one binding per key).

Split from :mod:`studio.ui.main_window`. Every shortcut here is listed in
:data:`studio.ui.shortcuts.SHORTCUTS`; actions whose meaning depends on where
the focus is (Find, Find next) decide in their slot, so each key has exactly
one binding and Qt never reports an ambiguous shortcut.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from studio.ui.chat_background import add_background_actions
from studio.ui.dialogs.chat_export import export_chat_dialog
from studio.ui.i18n import translate
from studio.ui.look.menu import add_theme_menu
from studio.ui.party import opening as party_opening
from studio.ui.player import home as player_home

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["build_menus", "cycle_panes", "focus_in"]


def _action(
    window: MainWindow,
    menu: QMenu,
    text: str,
    slot: Callable[[], object],
    shortcut: str | QKeySequence.StandardKey | None = None,
    *,
    extra: tuple[str, ...] = (),
) -> QAction:
    action = QAction(text, window)
    keys = [QKeySequence(shortcut)] if shortcut is not None else []
    keys += [QKeySequence(k) for k in extra]
    if keys:
        action.setShortcuts(keys)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def focus_in(widget: QWidget | None) -> bool:
    """True when the keyboard focus is inside ``widget``."""
    focus = QApplication.focusWidget()
    return (
        widget is not None and focus is not None and (focus is widget or widget.isAncestorOf(focus))
    )


def _import_url(window: MainWindow) -> None:
    from studio.ui.url_import import import_url_dialog

    import_url_dialog(window)


def build_menus(window: MainWindow) -> None:
    """Fill the window's menu bar (File, Edit, View, Chat, Help)."""
    file_menu = window.menuBar().addMenu(translate("Menus", "&File"))
    act = lambda *a, **k: _action(window, *a, **k)  # noqa: E731 - local shorthand
    if window.mode == "studio":
        act(
            file_menu,
            translate("Menus", "&New Project…"),
            window.new_project_dialog,
            QKeySequence.StandardKey.New,
        )
        act(
            file_menu,
            translate("Menus", "&Open Project…"),
            window.open_project_dialog,
            QKeySequence.StandardKey.Open,
        )
        window.recent_menu = file_menu.addMenu(translate("Menus", "Open &Recent"))
        window._fill_recent()
        act(
            file_menu,
            translate("Menus", "&Save"),
            window._save_current,
            QKeySequence.StandardKey.Save,
        )
        act(file_menu, translate("Menus", "Save A&ll"), window._save_all, "Ctrl+Shift+S")
        file_menu.addSeparator()
        act(file_menu, translate("Menus", "&Export Package…"), window.export_current, "Ctrl+E")
        act(file_menu, translate("Menus", "Export as &Card…"), window.export_card, "Ctrl+Shift+E")
    act(file_menu, translate("Menus", "&Import…"), window.import_package, "Ctrl+I")
    act(file_menu, translate("Menus", "Import from &URL…"), lambda: _import_url(window))
    act(file_menu, translate("Menus", "Open &Package…"), window.open_package_dialog, "Ctrl+Shift+O")
    act(
        file_menu,
        translate("Menus", "Open Part&y…"),
        lambda: party_opening.open_party_dialog(window),
    )
    act(
        file_menu, translate("Menus", "New Part&y…"), lambda: party_opening.new_party_dialog(window)
    )
    file_menu.addSeparator()
    act(file_menu, translate("Menus", "Se&ttings…"), window.open_settings, "Ctrl+,")
    act(file_menu, translate("Menus", "&Models…"), lambda: player_home.open_models(window))
    file_menu.addSeparator()
    act(file_menu, translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)

    edit = window.menuBar().addMenu(translate("Menus", "&Edit"))
    # The chat's undo (an edit or a deletion of a message); Ctrl+Z stays the pane's own.
    edit.addAction(window.chat.undo_stack.action)
    edit.addSeparator()
    act(
        edit,
        translate("Menus", "&Find…"),
        lambda: find(window, replace=False),
        QKeySequence.StandardKey.Find,
    )
    act(
        edit, translate("Menus", "Find and &Replace…"), lambda: find(window, replace=True), "Ctrl+H"
    )
    act(edit, translate("Menus", "Find &Next"), lambda: find_next(window, 1), "F3")
    act(edit, translate("Menus", "Find &Previous"), lambda: find_next(window, -1), "Shift+F3")
    if window.mode == "studio":
        edit.addSeparator()
        act(edit, translate("Menus", "Next &Tab"), lambda: _editor_tab(window, 1), "Ctrl+Tab")
        act(
            edit,
            translate("Menus", "Pre&vious Tab"),
            lambda: _editor_tab(window, -1),
            "Ctrl+Shift+Tab",
        )
        act(
            edit,
            translate("Menus", "&Close Tab"),
            lambda: _close_tab(window),
            "Ctrl+W",
            extra=("Ctrl+F4",),
        )

    view = window.menuBar().addMenu(translate("Menus", "&View"))
    for dock in (window.conversations_dock, window.store_dock, window.log_dock):
        view.addAction(dock.toggleViewAction())
    view.addSeparator()
    act(view, translate("Menus", "Next &Pane"), lambda: cycle_panes(window, 1), "F6")
    act(view, translate("Menus", "Previous P&ane"), lambda: cycle_panes(window, -1), "Shift+F6")
    view.addSeparator()
    add_theme_menu(window, view)
    view.addSeparator()
    window.view_menu = view

    chat = window.menuBar().addMenu(translate("Menus", "&Chat"))
    act(chat, translate("Menus", "&Command…"), lambda: window.chat.open_command_dialog(), "Ctrl+K")
    act(
        chat,
        translate("Menus", "&Search All Conversations…"),
        window.chat.find_copy.open_search_all,
        "Ctrl+Shift+F",
    )
    stop = act(chat, translate("Menus", "&Stop reply"), window.chat.stop, "Esc")
    # Esc belongs to the open editor, find bar or inline edit except while a reply is
    # being written: a disabled action takes no part in shortcut matching.
    stop.setEnabled(False)
    window.chat.replyingChanged.connect(stop.setEnabled)
    window.stop_action = stop
    chat.addSeparator()
    act(chat, translate("Menus", "E&xport Chat…"), lambda: export_chat_dialog(window))
    act(chat, translate("Menus", "Choose &Greeting…"), window.conversations.choose_greeting)
    act(
        chat,
        translate("Menus", "&Persona for This Conversation…"),
        window.conversations.edit_persona,
    )
    act(chat, translate("Menus", "&Author's Note…"), window.conversations.edit_authors_note)
    chat.addSeparator()
    add_background_actions(window, chat)

    help_menu = window.menuBar().addMenu(translate("Menus", "&Help"))
    act(help_menu, translate("Menus", "&Keyboard Shortcuts"), window.show_shortcuts, "F1")


def find(window: MainWindow, *, replace: bool) -> None:
    """Ctrl+F / Ctrl+H: find in the editor when it has the focus, else in the chat."""
    editor = window.editor
    if editor is not None and (focus_in(editor) or (replace and not focus_in(window.chat))):
        editor.find_bar.open_find(replace)
    elif not replace:
        window.chat.find_copy.open_find()


def find_next(window: MainWindow, step: int) -> None:
    """F3 / Shift+F3 in whichever find bar belongs to the focused pane."""
    editor = window.editor
    if editor is not None and focus_in(editor):
        if step > 0:
            editor.find_bar.find_next()
        else:
            editor.find_bar.find_previous()
    else:
        window.chat.find_bar.step(step)


def _editor_tab(window: MainWindow, step: int) -> None:
    if window.editor is not None:
        window.editor.next_tab(step)


def _close_tab(window: MainWindow) -> None:
    if window.editor is not None:
        window.editor.close_current_tab()


def _panes(window: MainWindow) -> list[QWidget]:
    """The panes F6 visits, in order: editor, chat, then every visible dock."""
    panes: list[QWidget] = []
    if window.editor is not None and window.editor.isVisible():
        panes.append(window.editor)
    if window.chat.isVisible():  # not while Player mode shows the library
        panes.append(window.chat)
    for dock in window.findChildren(type(window.conversations_dock)):
        widget = dock.widget()
        if widget is not None and widget.isVisible():
            panes.append(widget)
    return panes


def _enter(pane: QWidget, window: MainWindow) -> None:
    if pane is window.chat:
        window.chat.input.setFocus(Qt.FocusReason.TabFocusReason)
        return
    editor = window.editor
    if editor is not None and pane is editor:
        doc = editor.current_document()
        (doc.editor if doc is not None else editor.tree).setFocus(Qt.FocusReason.TabFocusReason)
        return
    for child in [pane, *pane.findChildren(QWidget)]:
        if (
            child.isVisible()
            and child.isEnabled()
            and child.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            child.setFocus(Qt.FocusReason.TabFocusReason)
            return
    pane.setFocus(Qt.FocusReason.TabFocusReason)


def cycle_panes(window: MainWindow, step: int) -> QWidget:
    """Move the focus to the next (``step`` 1) or previous (-1) pane; returns it.

    The cycle wraps around, so the focus is never lost past the last dock.
    """
    panes = _panes(window)
    if not panes:  # nothing to visit (the library alone): the focus stays where it is
        return window
    current = next((i for i, p in enumerate(panes) if focus_in(p)), -1)
    if current < 0:
        target = panes[0] if step > 0 else panes[-1]
    else:
        target = panes[(current + step) % len(panes)]
    _enter(target, window)
    return target
