"""The YAML data files read on every call (the facts, the reader's lexicon and tables): from
the compiled index, which holds them parsed (judge/rules/index.py, `COMPILED`), or parsed
here when it does not hold them (another folder, a file that does not parse: its error is
then reported as `yamlfile.load` reports it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge import yamlfile

if TYPE_CHECKING:
    from judge.rules.rulebook import Rulebook


def yaml_reader(rulebook: Rulebook | None = None) -> Callable[[Path], Any]:
    """A reader of YAML files as `load_yaml` reads them, over one look at the compiled index
    (``rulebook``'s, or one opened now): files read together (the fact files) take one
    freshness check, not one each."""
    from judge.rules.rulebook import open_rulebook

    rulebook = rulebook or open_rulebook()

    def read(path: Path) -> Any:
        document = rulebook.compiled_document(path)
        return yamlfile.load(path) if document is None else document

    return read


def load_yaml(path: Path) -> Any:
    """The parsed document of the YAML file ``path``, as `yamlfile.load` gives it."""
    return yaml_reader()(path)
