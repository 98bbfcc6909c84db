"""Turning results into text, JSON or Markdown. No rules logic: data in, strings out."""

from __future__ import annotations

import json
from typing import Any


def to_json(data: Any) -> str:
    """Stable, readable JSON for scripts: UTF-8, two-space indent."""
    return json.dumps(data, ensure_ascii=False, indent=2)
