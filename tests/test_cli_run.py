"""`judge.cli.run`, the command as the console script and ``python -m judge`` start it: the
process ends at once after `main`, with the status and output `main` gives."""

from __future__ import annotations

import subprocess
import sys

import pytest

from judge.cli import _status
from tests.conftest import REPO


@pytest.mark.parametrize(
    ("args", "status"),
    [(["rule", "144.2"], 0), (["rule", "999.99"], 2), (["check", "tests/data/format1"], 1)],
)
def test_the_command_ends_with_mains_status_and_all_of_its_output(args, status, cli):
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args], cwd=REPO, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == status
    assert done.stdout == cli(*args).stdout  # flushed whole before the process ends


def test_an_exit_message_is_printed_and_is_status_one(capsys):
    assert (_status(None), _status(3)) == (0, 3)
    assert _status("stopped") == 1
    assert capsys.readouterr().err == "stopped\n"
