"""Where the bundled data and the compiled index live."""

from __future__ import annotations

import functools
import os
from pathlib import Path

from judge.errors import DataError

PACKAGE_DIR = Path(__file__).resolve().parent


def rules_data_dir() -> Path:
    """The rules_data folder: $JUDGE_RULES_DATA, the wheel's copy, or the source checkout's."""
    override = os.environ.get("JUDGE_RULES_DATA")
    if override:
        return Path(override).resolve()
    return _bundled_rules_data(PACKAGE_DIR)


@functools.cache
def _bundled_rules_data(package: Path) -> Path:
    # The engine asks at every card it meets (the card list's path): the bundled folder is
    # found once per package folder, not with a stat of the folder each time.
    installed = package / "rules_data"
    if installed.is_dir():
        return installed
    return package.parent / "rules_data"


def version_dirs(rules_dir: Path) -> list[Path]:
    """The version folders under rules_data/rules, oldest first."""
    if not rules_dir.is_dir():
        raise DataError("rules folder not found", path=str(rules_dir))
    return sorted(p for p in rules_dir.iterdir() if (p / "version.yaml").is_file())


def is_installed_copy(data_dir: Path) -> bool:
    """True for the rules_data an installed (non-editable) package carries: nothing of
    ours is written inside site-packages (``pip uninstall`` would leave it behind)."""
    return data_dir == PACKAGE_DIR / "rules_data"


def user_cache_dir() -> Path | None:
    """The per-user cache: $JUDGE_CACHE_DIR, else $XDG_CACHE_HOME/judge or ~/.cache/judge;
    None when there is no home to find (no $HOME and no passwd entry) or the home is not an
    absolute path (HOME empty or relative: a cache there would land under whatever folder
    the command was run from): no cache then."""
    override = os.environ.get("JUDGE_CACHE_DIR")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME")
    if base and os.path.isabs(base):  # the XDG spec: a relative path is to be ignored
        return Path(base) / "judge"
    if os.environ.get("HOME") == "":  # Path.home() would say "/"
        return None
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):
        return None
    return home / ".cache" / "judge" if home.is_absolute() else None


def sources_dir() -> Path:
    """The raw source texts the converter reads: rules_data/sources in a source checkout.

    The wheel does not carry them (only the converted rules), so this is the checkout's folder.
    """
    return PACKAGE_DIR.parent / "rules_data" / "sources"


def scenarios_dir() -> Path:
    """The scenario files of a source checkout (an installed copy has none: it is empty)."""
    return PACKAGE_DIR.parent / "scenarios"
