"""A clone of the repository is complete on its own: nothing it builds, tests or measures
lives outside it, the wheel stays small without the raw sources, and the sdist carries them."""

from __future__ import annotations

import re
import tarfile
import zipfile
from pathlib import Path

import pytest
import yaml

from tests.conftest import REPO, SOURCES, TEST_DATA

WHEEL_LIMIT = 2_100_000  # bytes (1.02 MB with the rules areas, cards and rulings of stop 20;
# 1.52 MB at stop 29, its facts, readers and card readings; 1.72 MB at stop 35, the engine's
# predicates, the readers and the grammar's table the largest growth; 1.91 MB at stop 42,
# five areas' readers and 28 facts, nothing but the package in it; the raw sources are
# 2.0 MB more, which this limit still catches)

# Folders that are not part of the project: environments, caches, build output, VCS.
NOT_PROJECT = {
    ".git", ".venv", "venv", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache",
    ".hypothesis", "build", "dist", "site",
}  # fmt: skip
# The folder that used to lie beside the repository, spelt so this file does not match itself.
OUTSIDE = re.compile(r"\.\./" + "shared" + r"|\b" + "shared" + r"/(?:sources|eval)\b")


def project_files() -> list[Path]:
    found = []
    for path in REPO.rglob("*"):
        parts = path.relative_to(REPO).parts
        if any(part in NOT_PROJECT or part.endswith(".egg-info") for part in parts):
            continue
        if path.is_file() and not path.name.startswith(".index"):
            found.append(path)
    return found


def test_no_file_of_the_project_refers_to_a_folder_beside_it() -> None:
    offenders = []
    for path in project_files():
        text = path.read_bytes().decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                offenders.append(f"{path.relative_to(REPO)}:{number}: {line.strip()[:80]}")
    assert offenders == []
    assert len(project_files()) > 100  # the walk did see the project


def test_every_source_the_converter_names_is_in_the_repository() -> None:
    table = REPO / "judge" / "convert" / "versions.yaml"
    for spec in yaml.safe_load(table.read_text(encoding="utf-8")):
        assert (SOURCES / spec["source"]).is_file(), spec["source"]
    from judge.convert.cards import CARDS_TSV, ERRATA_JSON

    assert (SOURCES / CARDS_TSV).is_file() and (SOURCES / ERRATA_JSON).is_file()


def test_every_source_file_has_its_origin_in_the_readme() -> None:
    readme = (SOURCES / "README.md").read_text(encoding="utf-8")
    for path in SOURCES.rglob("*"):
        if path.is_file() and path.name != "README.md":
            assert path.name in readme, f"{path.name} has no line in rules_data/sources/README.md"


def test_the_development_question_sets_are_in_the_repository() -> None:
    for name in ("ask-dev.yaml", "ask-community-dev.yaml"):
        assert yaml.safe_load((TEST_DATA / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from hatchling.builders.sdist import SdistBuilder
    from hatchling.builders.wheel import WheelBuilder

    out = tmp_path_factory.mktemp("dist")
    wheel = next(iter(WheelBuilder(str(REPO)).build(directory=str(out))))
    sdist = next(iter(SdistBuilder(str(REPO)).build(directory=str(out))))
    return {"wheel": Path(wheel), "sdist": Path(sdist)}


def test_the_wheel_has_the_rules_but_not_the_raw_sources(built: dict[str, Path]) -> None:
    names = zipfile.ZipFile(built["wheel"]).namelist()
    assert "judge/rules_data/rules/2026-07-16/version.yaml" in names
    assert "judge/rules_data/cards/cards.tsv" in names
    assert "judge/rules_data/cards/rulings.tsv" in names
    assert {"judge/ask/controlled.lark", "judge/ask/controlled.lark.pickle"} <= set(names)
    assert not [name for name in names if "/sources/" in name or ".index" in name]
    # The install stays light: the converted rules of every version, the cards and their
    # rulings, facts, FAQ topics and the reader's word lists, compressed, under WHEEL_LIMIT.
    assert built["wheel"].stat().st_size < WHEEL_LIMIT


def test_the_sdist_carries_the_sources_and_the_test_data(built: dict[str, Path]) -> None:
    with tarfile.open(built["sdist"]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for path in SOURCES.rglob("*"):
        if path.is_file():
            assert path.relative_to(REPO).as_posix() in names
    assert "tests/data/ask-community-dev.yaml" in names
