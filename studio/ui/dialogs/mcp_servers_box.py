"""Settings → MCP servers (issue 29 item 5): the player's servers, added here only.

A list of servers in the order their tools are offered, with Add, Edit and
Remove. Each server is a command (stdio: the program and its arguments as one
line, split like a shell does) or a streamable-HTTP URL, with an optional
folder, environment variables (``NAME=value`` lines: kept with the API keys,
never in ``settings.json``), a call timeout, and the characters it is offered to
(empty: every character). Packages cannot add servers: this box is the only way
in (and ``CharacterPlayer(mcp_servers=...)`` for the Python API).
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.storage.mcp_settings import (
    McpServerEntry,
    load_mcp_env,
    load_mcp_headers,
    save_mcp_env,
    save_mcp_headers,
)
from studio.ui.i18n import translate

__all__ = ["McpServerDialog", "McpServersBox"]


class McpServerDialog(QDialog):
    """Add or edit one server."""

    def __init__(
        self,
        entry: McpServerEntry | None = None,
        env: dict[str, str] | None = None,
        parent: QWidget | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("McpServers", "MCP server"))
        self.name = QLineEdit(entry.name if entry else "")
        self.name.setAccessibleName(translate("McpServers", "Server name"))
        line = shlex.join([entry.command, *entry.args]) if entry and entry.command else ""
        self.command = QLineEdit(line)
        self.command.setAccessibleName(translate("McpServers", "Command"))
        self.command.setPlaceholderText("npx -y @modelcontextprotocol/server-filesystem ~/notes")
        self.url = QLineEdit(entry.url or "" if entry else "")
        self.url.setAccessibleName(translate("McpServers", "URL"))
        self.url.setPlaceholderText(
            translate("McpServers", "http://127.0.0.1:8000/mcp (instead of a command)")
        )
        self.cwd = QLineEdit(entry.cwd or "" if entry else "")
        self.env = QPlainTextEdit("\n".join(f"{k}={v}" for k, v in (env or {}).items()))
        self.env.setAccessibleName(translate("McpServers", "Environment variables"))
        self.env.setPlaceholderText(
            translate("McpServers", "NAME=value, one a line (kept with your API keys)")
        )
        self.env.setMaximumHeight(80)
        self.headers = QPlainTextEdit("\n".join(f"{k}: {v}" for k, v in (headers or {}).items()))
        self.headers.setAccessibleName(translate("McpServers", "HTTP headers"))
        self.headers.setPlaceholderText(
            translate("McpServers", "Authorization: Bearer …, one a line (kept with your API keys)")
        )
        self.headers.setMaximumHeight(60)
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(1, 3600)
        self.timeout.setSuffix(" s")
        self.timeout.setValue(entry.timeout_seconds if entry else 60)
        self.characters = QLineEdit(", ".join(entry.characters) if entry else "")
        self.characters.setAccessibleName(translate("McpServers", "Characters"))
        self.characters.setPlaceholderText(
            translate("McpServers", "empty: every character; or names, comma-separated")
        )
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        form = QFormLayout()
        form.addRow(translate("McpServers", "Name"), self.name)
        form.addRow(translate("McpServers", "Command"), self.command)
        form.addRow(translate("McpServers", "or URL"), self.url)
        form.addRow(translate("McpServers", "Folder"), self.cwd)
        form.addRow(translate("McpServers", "Environment"), self.env)
        form.addRow(translate("McpServers", "Headers (URL)"), self.headers)
        form.addRow(translate("McpServers", "Call timeout"), self.timeout)
        form.addRow(translate("McpServers", "Offered to"), self.characters)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def server(self) -> tuple[McpServerEntry, dict[str, str]]:
        """The server as entered and its environment.

        Raises:
            ValueError: What is missing or wrong, said so the player can fix it.
        """
        name = self.name.text().strip()
        if not name:
            raise ValueError(translate("McpServers", "Give the server a name."))
        command = self.command.text().strip()
        url = self.url.text().strip()
        if bool(command) == bool(url):
            raise ValueError(translate("McpServers", "Enter either a command or a URL."))
        if url and not url.startswith(("http://", "https://")):
            raise ValueError(translate("McpServers", "The URL must start with http:// or https://."))
        try:
            parts = shlex.split(command) if command else []
        except ValueError as err:
            raise ValueError(f"The command cannot be read: {err}.") from None
        env: dict[str, str] = {}
        for raw in self.env.toPlainText().splitlines():
            if not raw.strip():
                continue
            key, sep, value = raw.partition("=")
            if not sep or not key.strip():
                raise ValueError(f"Environment lines look like NAME=value, not {raw.strip()!r}.")
            env[key.strip()] = value
        headers = self.typed_headers()
        if headers and not url:
            raise ValueError("Headers are for a URL; a command takes environment variables.")
        entry = McpServerEntry(
            name=name,
            command=parts[0] if parts else None,
            args=parts[1:],
            url=url or None,
            cwd=self.cwd.text().strip() or None,
            timeout_seconds=self.timeout.value(),
            characters=[c.strip() for c in self.characters.text().split(",") if c.strip()],
            env_names=sorted(env),
            header_names=sorted(headers),
        )
        return entry, env

    def typed_headers(self) -> dict[str, str]:
        """The headers as typed (``Name: value`` lines).

        Raises:
            ValueError: A line that is not ``Name: value``.
        """
        headers: dict[str, str] = {}
        for raw in self.headers.toPlainText().splitlines():
            if not raw.strip():
                continue
            key, sep, value = raw.partition(":")
            if not sep or not key.strip() or " " in key.strip():
                raise ValueError(f"Header lines look like Name: value, not {raw.strip()!r}.")
            headers[key.strip()] = value.strip()
        return headers

    def accept(self) -> None:
        try:
            self.server()
        except ValueError as err:
            self.error.setText(str(err))
            self.error.show()
            return
        super().accept()


class McpServersBox(QGroupBox):
    """The servers part of the Settings dialog."""

    def __init__(
        self, entries: list[McpServerEntry], *, data_dir: Path | None = None
    ) -> None:
        super().__init__(translate("McpServers", "MCP servers (tools from your own programs)"))
        self._data_dir = data_dir
        self.entries = list(entries)
        self._env: dict[str, dict[str, str]] = {}  # Edited here; saved on Save.
        self._headers: dict[str, dict[str, str]] = {}
        self._removed: set[str] = set()
        self.list = QListWidget()
        self.list.setAccessibleName(translate("McpServers", "MCP servers"))
        self.list.setMaximumHeight(110)
        self.add_button = QPushButton(translate("McpServers", "Add…"))
        self.edit_button = QPushButton(translate("McpServers", "Edit…"))
        self.remove_button = QPushButton(translate("McpServers", "Remove"))
        self.add_button.clicked.connect(self.add)
        self.edit_button.clicked.connect(self.edit)
        self.remove_button.clicked.connect(self.remove)
        row = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button):
            row.addWidget(button)
        row.addStretch(1)
        note = QLabel(
            translate(
                "McpServers",
                "Their tools are offered after the character's own; you are asked before "
                "each call unless you chose “always”. Characters cannot add servers.",
            )
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(row)
        layout.addWidget(note)
        self._refresh()

    def _refresh(self) -> None:
        self.list.clear()
        for entry in self.entries:
            where = entry.url or shlex.join([entry.command or "", *entry.args])
            scope = ", ".join(entry.characters) if entry.characters else "every character"
            self.list.addItem(f"{entry.name} — {where} — for {scope}")
        has = bool(self.entries)
        self.edit_button.setEnabled(has)
        self.remove_button.setEnabled(has)

    def _ask(self, entry: McpServerEntry | None) -> tuple[McpServerEntry, dict[str, str]] | None:
        env = headers = None
        if entry is not None:
            env = self._env.get(entry.name)
            if env is None and entry.env_names:
                env = load_mcp_env(entry.name, data_dir=self._data_dir)
            headers = self._headers.get(entry.name)
            if headers is None and entry.header_names:
                headers = load_mcp_headers(entry.name, data_dir=self._data_dir)
        dialog = McpServerDialog(entry, env, self, headers=headers)
        if not dialog.exec():
            return None
        answer = dialog.server()
        self._headers[answer[0].name] = dialog.typed_headers()
        return answer

    def add(self) -> None:
        answer = self._ask(None)
        if answer is not None:
            self.entries.append(answer[0])
            self._env[answer[0].name] = answer[1]
            self._refresh()

    def edit(self) -> None:
        row = max(0, self.list.currentRow())
        if row >= len(self.entries):
            return
        answer = self._ask(self.entries[row])
        if answer is not None:
            old = self.entries[row].name
            if old != answer[0].name:
                self._removed.add(old)
            self.entries[row] = answer[0]
            self._env[answer[0].name] = answer[1]
            self._refresh()

    def remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.entries):
            self._removed.add(self.entries.pop(row).name)
            self._refresh()

    def apply(self, update: dict[str, Any]) -> None:
        """Put the servers into a settings update (no environment values)."""
        update["mcp_servers"] = list(self.entries)

    def save_env(self) -> None:
        """Keep edited environments with the keys; forget removed servers' (on Save)."""
        for name in self._removed - {e.name for e in self.entries}:
            save_mcp_env(name, {}, data_dir=self._data_dir)
            save_mcp_headers(name, {}, data_dir=self._data_dir)
        for name, env in self._env.items():
            save_mcp_env(name, env, data_dir=self._data_dir)
        for name, headers in self._headers.items():
            save_mcp_headers(name, headers, data_dir=self._data_dir)
