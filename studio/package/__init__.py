"""The character package: folder or zip in, a validated typed model out.

Nothing here runs agent code. See docs/PACKAGE_FORMAT.md for the decisions
this package makes where the reference is silent.
"""

from __future__ import annotations

from studio.package.config import CharacterConfig, ComposedEntry, parse_config
from studio.package.context import ContextDir
from studio.package.loader import folder_sha256, load_package, load_with_problems
from studio.package.manifest import parse_manifest
from studio.package.model import (
    AgentInstance,
    CharacterPackage,
    CommandBinding,
    CommandDecl,
    ContextFile,
    Language,
    LibFile,
    Manifest,
    SubAgentSpec,
    ToolBinding,
    ToolDecl,
)
from studio.package.problems import Problem, Problems
from studio.package.registry import composed_tool_name, tool_definition
from studio.package.resolver import DEFAULT_PATHS, PathResolver
from studio.package.subagent import SubAgentMeta
from studio.package.validate import strip_tool_call_ids, validate_package

__all__ = [
    "DEFAULT_PATHS",
    "AgentInstance",
    "CharacterConfig",
    "CharacterPackage",
    "CommandBinding",
    "CommandDecl",
    "ComposedEntry",
    "ContextDir",
    "ContextFile",
    "Language",
    "LibFile",
    "Manifest",
    "PathResolver",
    "Problem",
    "Problems",
    "SubAgentMeta",
    "SubAgentSpec",
    "ToolBinding",
    "ToolDecl",
    "composed_tool_name",
    "folder_sha256",
    "load_package",
    "load_with_problems",
    "parse_config",
    "parse_manifest",
    "strip_tool_call_ids",
    "tool_definition",
    "validate_package",
]
