"""The project editor: code editor, highlighting, find/replace, tabs, problems, live validation.

Public widgets (see each class for signals and methods):

* :class:`EditorPane` — a project's files in a side tree and tabs.
* :class:`ProblemsPanel` — the validator's errors and warnings.
* :class:`LiveValidator` — validates as the author types, off the GUI thread.
* :class:`CodeEditor`, :class:`PygmentsHighlighter`, :class:`FindReplaceBar` — the parts.
"""

from __future__ import annotations

from studio.ui.editor.code_editor import CodeEditor
from studio.ui.editor.document import DocumentTab
from studio.ui.editor.editor_pane import MACRO, EditorPane
from studio.ui.editor.find_replace import FindReplaceBar
from studio.ui.editor.highlighter import PygmentsHighlighter
from studio.ui.editor.live_validator import LiveValidator, validate_overlay
from studio.ui.editor.problems_panel import ProblemsPanel
from studio.ui.editor.project_files import AGENT_LANGUAGES, ProjectFile, ProjectFiles

__all__ = [
    "AGENT_LANGUAGES",
    "MACRO",
    "CodeEditor",
    "DocumentTab",
    "EditorPane",
    "FindReplaceBar",
    "LiveValidator",
    "ProblemsPanel",
    "ProjectFile",
    "ProjectFiles",
    "PygmentsHighlighter",
    "validate_overlay",
]
