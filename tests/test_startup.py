"""What the short commands load: with a warm index, `judge ask` and `judge card` read every
YAML document they need from the compiled index, so they never import PyYAML (about 15 ms
of every call) and never parse a data file; `judge card` prints a reading kept in the cache
without the reading's records."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from judge import yamlfile
from judge.paths import rules_data_dir
from judge.rules import index
from judge.rules.rulebook import open_rulebook
from tests.conftest import REPO

PROBE = """
import sys
from judge.cli import main
sys.argv = ["judge", *sys.argv[1:]]
try:
    main()
except SystemExit as done:
    assert not done.code, done.code
loaded = sorted(name for name in sys.modules if name == "yaml" or name.startswith("yaml."))
print("yaml modules:", loaded, file=sys.stderr)
"""


@pytest.mark.parametrize(
    "args",
    [
        ["ask", "Is a recall a move?"],
        ["ask", "Can Vilemaw's Lair stop a recall?"],
        ["card", "yasuo"],
    ],
    ids=["ask", "ask-card", "card"],
)
def test_a_short_command_on_a_warm_index_does_not_import_pyyaml(args: list[str]) -> None:
    open_rulebook()  # warm
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "yaml modules: []" in done.stderr


def test_judge_card_prints_a_cached_reading_without_the_reading_s_records() -> None:
    probe = PROBE + "print('judge modules:', sorted(sys.modules), file=sys.stderr)\n"
    for _ in range(2):  # the first run may read the card into the cache
        done = subprocess.run(
            [sys.executable, "-c", probe, "card", "zhonya's hourglass"],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
    loaded = done.stderr.split("judge modules:", 1)[1]
    for records in ("judge.cards.understood", "judge.cards.abilities", "judge.engine.effects"):
        assert f"'{records}'" not in loaded


def test_every_compiled_document_is_the_file_parsed() -> None:
    rulebook = open_rulebook()
    files = index.compiled_files(rules_data_dir())
    assert {key.split("/")[1] for key, _ in files} == {"facts", "faq", "ask"}
    for _, path in files:  # every one of the project's is plain data: none is left out
        assert rulebook.compiled_document(path) == yamlfile.load(path), path


def test_what_is_compiled_is_part_of_the_fingerprint(
    tiny_rules: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = index.fingerprint(tiny_rules)
    monkeypatch.setattr(index, "COMPILED", (*index.COMPILED, ("rules_data", "more")))
    assert index.fingerprint(tiny_rules) != before
