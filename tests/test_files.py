"""judge/files.py: the files judge keeps for itself, read without following a link."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge import files


def test_read_small_reads_up_to_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text("x" * 300, encoding="ascii")
    assert files.read_small(path) == "x" * 256
    assert files.read_small(path, 1 << 20) == "x" * 300
    path.write_text("", encoding="ascii")
    assert files.read_small(path, 1 << 20) == ""


def test_read_small_refuses_a_link_and_reads_a_fifo_without_waiting(tmp_path: Path) -> None:
    target = tmp_path / "target"
    target.write_text("secret", encoding="ascii")
    link = tmp_path / "link"
    link.symlink_to(target)
    with pytest.raises(OSError):
        files.read_small(link)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert files.read_small(fifo, 1 << 20) == ""  # no writer: nothing, at once
