"""Hostile environments: a shared rules-data folder with planted links, no home folder,
odd cache settings. Nothing is ever written through a link; no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import index
from judge.rulebook import open_rulebook

PRECIOUS = "the victim's own file\n"


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    path = tmp_path / "victim" / ".bashrc"
    path.parent.mkdir()
    path.write_text(PRECIOUS)
    return path


def test_a_planted_stamp_link_is_replaced_not_written_through(
    tiny_rules: Path, victim: Path
) -> None:
    open_rulebook()
    stamp = tiny_rules / f"{index.INDEX_NAME}.ok"
    stamp.unlink()
    stamp.symlink_to(victim)
    assert open_rulebook().require("2000-01-01", "101").rule == "101"
    assert victim.read_text() == PRECIOUS
    assert not stamp.is_symlink() and stamp.read_text().strip()


def test_a_dangling_lock_link_creates_nothing(tiny_rules: Path, tmp_path: Path) -> None:
    target = tmp_path / "victim-home" / ".profile"
    target.parent.mkdir()
    (tiny_rules / f"{index.INDEX_NAME}.lock").symlink_to(target)
    assert open_rulebook().require("2000-02-02", "101.10").rule == "101.10"
    assert not target.exists()
