"""Sub-agent entries: prompt file, overrides, private and shared grants (decisions §8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from studio.package.agents import AGENTS_DIR
from studio.package.config import ComposedEntry
from studio.package.entries import SUBAGENT_IMPL, SUBAGENT_SUFFIX, EntryBuilder
from studio.package.model import AgentInstance, SubAgentSpec
from studio.package.problems import Problems
from studio.package.registry import make_tool
from studio.package.resolver import check_relative
from studio.package.subagent import apply_overrides, check_macros, parse_subagent

__all__ = ["build_subagent", "is_subagent_entry", "resolve_shared"]


def is_subagent_entry(entry: str | dict[str, Any]) -> bool:
    """Whether an agents entry declares a sub-agent."""
    if isinstance(entry, str):
        return entry.endswith(SUBAGENT_SUFFIX)
    return entry.get("implementation") == SUBAGENT_IMPL


def _str_list(entry: dict[str, Any], key: str, where: str, builder: EntryBuilder) -> list[Any]:
    value = entry.get(key, [])
    if not isinstance(value, list):
        builder.problems.error(
            "config.json", f"{where}.{key}: must be a list", field=f"{where}.{key}"
        )
        return []
    return value


def _private(
    entry: dict[str, Any], sub_id: str, where: str, builder: EntryBuilder
) -> list[AgentInstance]:
    grants: list[AgentInstance] = []
    seen: set[str] = set()
    problems = builder.problems
    for index, item in enumerate(_str_list(entry, "private-agents", where, builder)):
        at = f"{where}.private-agents.{index}"
        if isinstance(item, dict):
            try:
                ComposedEntry.model_validate(item)
            except ValidationError as exc:
                for err in exc.errors():
                    fld = ".".join([at, *(str(p) for p in err["loc"])])
                    problems.error("config.json", f"{fld}: {err['msg']}", field=fld)
                continue
        elif not isinstance(item, str):
            problems.error(
                "config.json", f"{at}: must be an agent name or a composed entry", field=at
            )
            continue
        if is_subagent_entry(item):
            problems.error(
                "config.json", f"{at}: a sub-agent cannot be granted to a sub-agent", field=at
            )
            continue
        inst = builder.plain(item, at, id_prefix=f"{sub_id}/")
        if inst is None:
            continue
        if inst.short_id in seen:
            problems.error("config.json", f"{at}: {inst.short_id} is granted twice", field=at)
            continue
        seen.add(inst.short_id)
        grants.append(inst)
    return grants


def build_subagent(
    entry: str | dict[str, Any],
    where: str,
    builder: EntryBuilder,
    context_exists: Callable[[str], bool],
) -> AgentInstance | None:
    """Build the ``studio.sub-agent`` instance for one sub-agent entry."""
    problems = builder.problems
    if isinstance(entry, str):
        sub_id, prompt, fields = entry.removesuffix(SUBAGENT_SUFFIX), entry, {}
    else:
        sub_id, raw_prompt, fields = str(entry["id"]), entry.get("promptFile"), entry
        if not isinstance(raw_prompt, str) or check_relative(raw_prompt):
            problems.error(
                "config.json",
                f"{where}.promptFile: must be a path relative to "
                "agents/ (such as 'lorekeeper.subagent.md')",
                field=f"{where}.promptFile",
            )
            return None
        prompt = raw_prompt
    rel = f"{AGENTS_DIR}/{prompt}"
    text = builder.files.resolver.read_rel(rel)
    if text is None:
        problems.error(
            "config.json", f"{where}: the sub-agent prompt file {rel} does not exist", field=where
        )
        return None
    parsed = parse_subagent(text, rel, problems)
    impl = builder.files.implementation(SUBAGENT_IMPL, where)
    private = _private(fields, sub_id, where, builder) if fields else []
    shared: list[str] = []
    for index, ref in enumerate(_str_list(fields, "shared-agents", where, builder)):
        if isinstance(ref, str):
            shared.append(ref)
        else:
            at = f"{where}.shared-agents.{index}"
            problems.error("config.json", f"{at}: must be an agent id", field=at)
    if parsed is None or impl is None:
        return None
    meta, body, body_line = parsed
    if fields:
        overridden = apply_overrides(meta, fields, where, problems)
        if overridden is None:
            return None
        meta = overridden
    refs = set(shared) | {g.short_id for g in private} | {g.implementation for g in private}
    check_macros(body, rel, body_line, problems, context_exists, refs)
    tool = make_tool(sub_id, meta.name, meta.description, meta.parameters, meta.name)
    config: dict[str, Any] = {
        "meta": meta.model_dump(by_alias=True),
        "promptBody": body,
        "promptFile": prompt,
        "sharedAgents": list(shared),
        "privateAgents": [
            {"id": g.agent_id, "shortId": g.short_id, "implementation": g.implementation}
            for g in private
        ],
    }
    spec = SubAgentSpec(
        prompt_file=builder.files.resolver.safe_path(rel),
        meta=meta,
        prompt_body=body,
        shared_grants=list(shared),
        private_grants=private,
    )
    return AgentInstance(
        agent_id=sub_id,
        implementation=SUBAGENT_IMPL,
        language=impl.language,
        path=impl.path,
        source=impl.source,
        manifest=impl.manifest,
        config=config,
        default_state=builder.files.default_state(sub_id),
        libs=list(impl.libs),
        tools=[tool],
        subagent=spec,
        bundled=impl.bundled,
    )


def resolve_shared(
    entries: list[str | dict[str, Any]], instances: list[AgentInstance], problems: Problems
) -> None:
    """Check that every shared grant names a top-level instance.

    Checked on the entries themselves, so a sub-agent whose own entry has other
    errors still gets its grants checked.
    """
    ids = {inst.agent_id for inst in instances}
    for entry in entries:
        if isinstance(entry, str):
            ids.add(entry)
        elif isinstance(entry.get("id"), str):
            ids.add(entry["id"])
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or not is_subagent_entry(entry):
            continue
        shared = entry.get("shared-agents", [])
        for n, ref in enumerate(shared if isinstance(shared, list) else []):
            at = f"agents.{index}.shared-agents.{n}"
            if not isinstance(ref, str):
                continue
            if ref == entry.get("id"):
                problems.error("config.json", f"{at}: a sub-agent cannot grant itself", field=at)
            elif ref not in ids:
                problems.error(
                    "config.json",
                    f"{at}: {ref!r} is not an agent instance listed in agents",
                    field=at,
                )
