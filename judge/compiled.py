"""The YAML data files read on every call (the facts, the reader's lexicon and tables): from
the compiled index, which holds them parsed (judge/rules/index.py, `COMPILED`), or parsed
here when it does not hold them (another folder, a file that does not parse: its error is
then reported as `yamlfile.load` reports it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge import yamlfile


def load_yaml(path: Path) -> Any:
    """The parsed document of the YAML file ``path``, as `yamlfile.load` gives it."""
    from judge.rules.rulebook import open_rulebook

    document = open_rulebook().compiled_document(path)
    return yamlfile.load(path) if document is None else document
