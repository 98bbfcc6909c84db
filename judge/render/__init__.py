"""Turning results into text, JSON or Markdown. No rules logic: data in, strings out."""

from __future__ import annotations

import json
from typing import Any


def cited(rule: str, version: str, answering: str) -> str:
    """A cited rule number, naming its version when it is not the answer's own (a partial
    version citing the complete version it builds on)."""
    return rule if version == answering else f"{rule} ({version})"


def to_json(data: Any) -> str:
    """Stable, readable JSON for scripts: UTF-8, two-space indent."""
    return json.dumps(data, ensure_ascii=False, indent=2)
