"""Every data file the project reads holds each key once: YAML and JSON keep the last of two
equal keys silently, so a merge that kept both sides of an edited line would drop one."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
DATA = sorted(
    p
    for folder in ("judge", "rules_data/facts", "rules_data/faq", "scenarios", "tests/data")
    for p in (ROOT / folder).rglob("*")
    if p.suffix in (".yaml", ".json") and ".venv" not in p.parts
)


class _Strict(yaml.SafeLoader):
    pass


def _mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    keys = Counter(loader.construct_object(key) for key, _ in node.value)  # type: ignore[no-untyped-call]
    twice = [key for key, n in keys.items() if n > 1]
    if twice:
        raise AssertionError(f"line {node.start_mark.line + 1}: {twice} given twice")
    return loader.construct_mapping(node)


_Strict.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    twice = [key for key, n in Counter(key for key, _ in pairs).items() if n > 1]
    assert not twice, f"{twice} given twice"
    return dict(pairs)


@pytest.mark.parametrize("path", DATA, ids=lambda p: str(p.relative_to(ROOT)))
def test_each_key_once(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        json.loads(text, object_pairs_hook=_pairs)
    else:
        yaml.load(text, Loader=_Strict)
