"""Hostile environments: a shared rules-data folder with planted links, no home folder,
odd cache settings. Nothing is ever written through a link; no traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.rules import index
from judge.rules.rulebook import open_rulebook
from tests.conftest import write_rules
from tests.hostile import REPO, STRANGER, stranger_command, world_readable_folder

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


def _stranger(**env: str) -> list[str]:
    command = stranger_command(**env)
    if command is None:
        pytest.skip("running as a uid with no passwd entry needs root and setpriv")
    return command


@pytest.fixture
def readable_rules() -> Iterator[Path]:
    """Small rules data in a folder another user may read but not write."""
    folder = world_readable_folder()
    try:
        root = folder / "rules_data"
        write_rules(root, "2000-01-01", [{"rule": "101", "text": "A Widget spins."}])
        for path in [root, *root.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        yield root
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("index_exists", [True, False], ids=["index-built", "no-index"])
def test_no_home_and_no_passwd_entry(readable_rules: Path, index_exists: bool) -> None:
    stranger = _stranger(JUDGE_RULES_DATA=str(readable_rules))
    if index_exists:
        open_rulebook(readable_rules)
        assert (readable_rules / index.INDEX_NAME).is_file()
    for args in (["versions"], ["rule", "101"]):
        run = subprocess.run(
            [*stranger, *args],
            capture_output=True,
            text=True,
            timeout=60,
            cwd="/",
        )
        assert run.returncode == 0, run.stderr
        assert run.stderr == ""
        assert "2000-01-01" in run.stdout or "Widget" in run.stdout
    assert (readable_rules / index.INDEX_NAME).is_file() == index_exists


@pytest.mark.parametrize("damage", ["truncate", "garbage"])
def test_the_index_damaged_while_a_site_build_reads_it(
    cli, tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    """Another process truncating the index in place (not the rename a build does) while a
    long build reads it: this process works from its own copy; the next one rebuilds."""
    from judge.pages.site import build as site_build

    original = site_build._write_versions

    def damaged_first(*args: object) -> None:
        built = tiny_rules / index.INDEX_NAME
        if damage == "truncate":
            os.truncate(built, 1024)
        else:
            with built.open("r+b") as stream:
                stream.seek(1024)
                stream.write(os.urandom(built.stat().st_size - 1024))
        original(*args)

    monkeypatch.setattr(site_build, "_write_versions", damaged_first)
    result = cli("site", "build", str(tmp_path / "site"))
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "site/rules/2000-02-02/101.html").is_file()
    assert open_rulebook(tiny_rules).require("2000-02-02", "101.10").text == "Widgets never stop."


@pytest.mark.parametrize("unreadable", ["subfolder", "top-folder"])
def test_check_names_an_unreadable_folder_and_exits_3(unreadable: str) -> None:
    """Run as another user (root reads everything): a folder it may not list holds a
    failing scenario; it is named and the run exits 3, not 0 with the failure unseen."""
    stranger = _stranger()
    folder = world_readable_folder()
    try:
        scenarios = folder / "scenarios"
        (scenarios / "a").mkdir(parents=True)
        (scenarios / "b").mkdir()
        recall = REPO / "scenarios" / "recall" / "is-a-recall-a-move.yaml"
        shutil.copyfile(recall, scenarios / "a" / "holds.yaml")
        failing = recall.read_text().replace("verdict: no", "verdict: yes")
        (scenarios / "b" / "fails.yaml").write_text(failing)
        for path in [folder, *folder.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        locked = scenarios / "b" if unreadable == "subfolder" else scenarios
        locked.chmod(0o000)
        for command in (["check"], ["coverage"], ["scenarios", "upgrade", "--check"]):
            run = subprocess.run(
                [*stranger, *command, str(scenarios)],
                capture_output=True,
                text=True,
                timeout=120,
                cwd="/",
            )
            assert run.returncode == 3, (command, run.returncode, run.stderr)
            assert run.stderr == f"judge: {locked}: cannot read this folder: permission denied\n"
        locked.chmod(0o755)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_an_installed_package_keeps_its_index_in_the_user_cache(
    tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wheel's rules_data sits in site-packages: nothing is written there, so
    `pip uninstall` removes everything."""
    from judge import paths

    package = tmp_path / "site-packages" / "judge"
    shutil.copytree(tiny_rules, package / "rules_data", ignore=shutil.ignore_patterns(".index*"))
    monkeypatch.setattr(paths, "PACKAGE_DIR", package)
    monkeypatch.delenv("JUDGE_RULES_DATA")
    assert paths.rules_data_dir() == package / "rules_data"
    assert open_rulebook().require("2000-01-01", "101").rule == "101"
    assert sorted(p.name for p in package.rglob(".*")) == []
    assert list((tmp_path / "cache").rglob("index.sqlite"))


@pytest.mark.parametrize("xdg", ["relative/cache", "cache", "./x"])
def test_a_relative_xdg_cache_home_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, xdg: str
) -> None:
    from judge import paths

    monkeypatch.delenv("JUDGE_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    assert paths.user_cache_dir() == tmp_path / "home" / ".cache" / "judge"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert paths.user_cache_dir() == tmp_path / "xdg" / "judge"


@pytest.mark.parametrize("home", ["", "relhome", "./relhome"])
def test_an_empty_or_relative_home_gives_no_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, home: str
) -> None:
    """Nothing is cached under the folder a command happens to run from (nor at the root,
    an empty $HOME read as the current folder)."""
    from judge import paths

    monkeypatch.delenv("JUDGE_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", home)
    monkeypatch.chdir(tmp_path)
    assert paths.user_cache_dir() is None


def test_site_build_into_a_folder_it_may_write_but_not_read(readable_rules: Path) -> None:
    """OUT's parent is write-and-search only (mode 0300) for the user building: the build
    cannot lock or sweep there, and builds all the same."""
    stranger = _stranger(JUDGE_RULES_DATA=str(readable_rules))
    folder = world_readable_folder()
    try:
        parent = folder / "drop"
        parent.mkdir()
        os.chown(parent, STRANGER, -1)
        parent.chmod(0o300)
        run = subprocess.run(
            [*stranger, "site", "build", str(parent / "site")],
            capture_output=True,
            text=True,
            timeout=120,
            cwd="/",
        )
        assert run.returncode == 0, run.stderr
        assert (parent / "site" / "index.html").is_file()
        assert sorted(p.name for p in parent.iterdir()) == ["site"]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
