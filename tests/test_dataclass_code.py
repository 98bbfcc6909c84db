"""The methods ``@dataclass`` writes, compiled once and kept (judge/dataclass_code.py): the
same code as compiling the text, kept in a file read only when it is the user's alone."""

from __future__ import annotations

import dataclasses
import marshal
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from judge import dataclass_code

REPO = Path(__file__).resolve().parents[1]
PROBE = "from judge.rules.rulebook import Clause as C; print(repr(C('1', 't', 'v').rule))"
"""A process making one of judge's classes and one of its instances (its __init__ and
__repr__): it reads the file, as any process importing judge does."""
COMMAND = ("-m", "judge", "rule", "144.2")
"""A command: it reads the file and keeps what it compiled."""

EVERY_METHOD = """
import dataclasses, hashlib, importlib, pkgutil, sys
import judge
from judge import dataclass_code
if sys.argv[1] == "plain":
    del dataclasses.exec  # the builtin, as without judge
for module in pkgutil.walk_packages(judge.__path__, "judge."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)
if sys.argv[1] == "keep":
    dataclass_code.keep()
said = []
for name, module in sorted(sys.modules.items()):
    if name == "judge" or name.startswith("judge."):
        for kind in sorted(vars(module).values(), key=repr):
            if isinstance(kind, type) and dataclasses.is_dataclass(kind):
                for method, value in sorted(vars(kind).items()):
                    code = getattr(value, "__code__", None)
                    if code is not None and code.co_filename == "<string>":
                        attributes = {a: getattr(code, a) for a in dir(code) if a.startswith("co_")}
                        attributes["co_lines"] = list(code.co_lines())
                        attributes["co_positions"] = list(code.co_positions())
                        said.append(repr((kind.__qualname__, method, sorted(attributes.items()))))
print(len(said), hashlib.sha256("\\n".join(said).encode()).hexdigest())
"""
"""Every judge module imported; a digest of every attribute of the code of every method
``@dataclass`` wrote for judge's classes (``plain``: compiled by the builtin ``exec``;
``keep``: the file written at the end)."""

POISON = compile(
    "def __create_fn__(*a, **k):\n def poisoned(*a, **k):\n  raise RuntimeError('poisoned')\n"
    " return poisoned",
    "<string>",
    "exec",
)
"""Code no text of ``@dataclass`` compiles to: a method made from it raises."""

CLASS = """
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Widget:
    name: str
    spins: int = 3
    parts: tuple[str, ...] = field(default_factory=tuple)
"""


def _run(cache: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache), "PYTHONPATH": str(REPO)}
    env.pop("PYTHONNODEBUGRANGES", None)
    return subprocess.run(
        [sys.executable, *(args or ("-c", PROBE))],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _kept(cache: Path) -> Path:
    (place,) = (cache / "code").glob("dataclasses-*.marshal")
    return place


def _class_in(name: str, monkeypatch: pytest.MonkeyPatch) -> type:
    """The class `CLASS` made in a module called ``name``."""
    module = types.ModuleType(name)
    monkeypatch.setitem(sys.modules, name, module)
    exec(CLASS, module.__dict__)  # the test's own class text
    widget: type = module.Widget
    return widget


@pytest.fixture
def no_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """The module's tables empty and no file to read: every text compiled here and now."""
    for table in ("_sections", "_code", "_used"):
        monkeypatch.setattr(dataclass_code, table, {})
    monkeypatch.setattr(dataclass_code, "_changed", set())
    monkeypatch.setattr(dataclass_code, "_read_from", [None])


def test_a_class_of_judge_gets_the_code_compiling_its_text_gives(monkeypatch, no_file):
    assert dataclasses.exec is dataclass_code.cached_exec  # type: ignore[attr-defined]
    ours = _class_in("judge.widgets", monkeypatch)
    with monkeypatch.context() as plain:
        plain.delattr(dataclasses, "exec")  # the builtin, as without judge
        elsewhere = _class_in("elsewhere", monkeypatch)
    for method in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        assert getattr(ours, method).__code__ == getattr(elsewhere, method).__code__, method
    assert repr(ours("w")) == "Widget(name='w', spins=3, parts=())"
    assert ours("w") == ours("w", 3) and hash(ours("w")) == hash(ours("w", 3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ours("w").name = "v"  # type: ignore[misc]
    assert "judge.widgets" in dataclass_code._changed


def test_only_judges_classes_are_kept(monkeypatch, no_file):
    other = _class_in("elsewhere_too", monkeypatch)
    assert dataclass_code._code == {}
    with monkeypatch.context() as plain:
        plain.delattr(dataclasses, "exec")
        reference = _class_in("elsewhere_again", monkeypatch)
    assert other.__init__.__code__ == reference.__init__.__code__  # no future import leaks in


def test_every_method_read_from_the_file_is_the_one_compiling_gives(tmp_path: Path):
    """Over every class of every judge module: the code compiled and written, then read back
    by another process, has every attribute the builtin ``exec`` gives it."""
    cache = tmp_path / "cache"
    plain, cold, warm = (_run(cache, "-c", EVERY_METHOD, way) for way in ("plain", "keep", "warm"))
    for run in (plain, cold, warm):
        assert run.returncode == 0, run.stderr
    assert int(plain.stdout.split()[0]) > 200
    assert plain.stdout == cold.stdout == warm.stdout


def test_a_command_keeps_what_it_compiled_and_the_next_reads_it(tmp_path: Path):
    cache = tmp_path / "cache"
    first = _run(cache, *COMMAND)
    assert first.returncode == 0, first.stderr
    place = _kept(cache)
    sections = dataclass_code._unsealed(place.read_bytes())
    texts = marshal.loads(sections["judge.rules.rulebook"])
    assert any("same_as_version" in text for text in texts)
    assert "judge.engine.state" not in sections  # a module the command did not import
    assert (cache / "code").stat().st_mode & 0o777 == 0o700
    written = place.stat().st_mtime_ns, place.stat().st_ino
    again = _run(cache, *COMMAND)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert (place.stat().st_mtime_ns, place.stat().st_ino) == written  # nothing new to keep


def test_a_process_that_only_imports_judge_never_writes(tmp_path: Path):
    run = _run(tmp_path / "cache")
    assert run.returncode == 0 and run.stdout == "'1'\n", run.stderr
    assert not (tmp_path / "cache").exists()


def _poisoned(cache: Path) -> Path:
    """The file a command kept, with every text's code replaced by `POISON`."""
    assert _run(cache, *COMMAND).returncode == 0
    place = _kept(cache)
    sections = {
        module: marshal.dumps(dict.fromkeys(marshal.loads(section), POISON))
        for module, section in dataclass_code._unsealed(place.read_bytes()).items()
    }
    place.write_bytes(dataclass_code._sealed(marshal.dumps(sections)))
    return place


def test_the_users_own_file_is_read(tmp_path: Path):
    """The file is what makes the methods (so the checks below can fail): a file the user
    alone could write is trusted as Python trusts ``__pycache__``."""
    _poisoned(tmp_path / "cache")
    run = _run(tmp_path / "cache")
    assert run.returncode != 0 and "poisoned" in run.stderr


@pytest.mark.parametrize(
    "how", ["group-writable", "folder-group-writable", "symlink", "folder-symlink"]
)
def test_a_file_others_could_write_is_not_read(tmp_path: Path, how: str):
    cache = tmp_path / "cache"
    place = _poisoned(cache)
    poisoned = place.read_bytes()
    if how == "group-writable":
        place.chmod(0o664)
    elif how == "folder-group-writable":
        place.parent.chmod(0o770)
    elif how == "symlink":
        elsewhere = tmp_path / "elsewhere.marshal"
        place.rename(elsewhere)
        place.symlink_to(elsewhere)
    else:  # the folder itself a link to the user's own folder: neither read nor written
        elsewhere = tmp_path / "elsewhere"
        place.parent.rename(elsewhere)
        place.parent.symlink_to(elsewhere)
    run = _run(cache)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "'1'\n"
    if how == "folder-symlink":
        assert _run(cache, *COMMAND).returncode == 0
        assert [p.name for p in elsewhere.iterdir()] == [place.name]
        assert (elsewhere / place.name).read_bytes() == poisoned


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal data",
        b"[" * 100000,  # a list of 1.5 billion items, to unmarshal without the check
        dataclass_code._sealed(marshal.dumps([1, 2])),
        dataclass_code._sealed(marshal.dumps({"judge.rules.rulebook": 3})),
        dataclass_code._sealed(marshal.dumps({"judge.rules.rulebook": marshal.dumps({"text": 3})})),
        dataclass_code._sealed(b"[" * 100000)[:-5],
    ],
)
def test_a_damaged_file_is_compiled_past_and_replaced(tmp_path: Path, content: bytes):
    cache = tmp_path / "cache"
    assert _run(cache, *COMMAND).returncode == 0
    place = _kept(cache)
    place.write_bytes(content)
    assert _run(cache).stdout == "'1'\n"
    run = _run(cache, *COMMAND)
    assert run.returncode == 0, run.stderr
    assert isinstance(dataclass_code._unsealed(_kept(cache).read_bytes()), dict)


def test_a_fifo_in_its_place_does_not_hang(tmp_path: Path):
    folder = tmp_path / "cache" / "code"
    folder.mkdir(parents=True, mode=0o700)
    os.mkfifo(folder / f"dataclasses-{dataclass_code.MAGIC_NUMBER.hex()}-r0.marshal")
    run = _run(tmp_path / "cache", *COMMAND)
    assert run.returncode == 0, run.stderr


def test_positions_kept_or_not_are_kept_apart(tmp_path: Path):
    """Code compiled without column positions (-X no_debug_ranges) is another file: a
    traceback's columns are the ones this Python would give."""
    cache = tmp_path / "cache"
    assert _run(cache, *COMMAND).returncode == 0
    assert _run(cache, "-X", "no_debug_ranges", *COMMAND).returncode == 0
    names = sorted(p.name.rsplit("-", 1)[1] for p in (cache / "code").iterdir())
    assert names == ["n0.marshal", "r0.marshal"]


def test_ctrl_c_while_the_file_is_written_ends_judge_as_ctrl_c_does(monkeypatch):
    """The write is the command's last step: a Ctrl-C held off during it arrives as it ends,
    and judge exits 130 quietly (no traceback, not the command's own status)."""
    from judge import cli

    def interrupted() -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(dataclass_code, "keep", interrupted)
    with pytest.raises(SystemExit) as stopped:
        cli._keep_compiled()
    assert stopped.value.code == 130


def test_the_file_goes_into_the_folder_checked(tmp_path: Path, monkeypatch, no_file):
    """The folder's entry swapped for another folder just after the check: the file is
    written into the folder that was checked (opened once), not whatever is at its path."""
    code = tmp_path / "cache" / "code"
    code.mkdir(parents=True, mode=0o700)
    place = code / "dataclasses-test.marshal"
    text = "def __create_fn__():\n pass"
    monkeypatch.setattr(dataclass_code, "_read_from", [place])
    monkeypatch.setattr(
        dataclass_code, "_code", {"judge.x": {text: dataclass_code._compiled(text)}}
    )
    monkeypatch.setattr(dataclass_code, "_used", {"judge.x": {text}})
    monkeypatch.setattr(dataclass_code, "_changed", {"judge.x"})
    checked = tmp_path / "checked"
    private = dataclass_code._private

    def swapped_after(status: os.stat_result) -> bool:
        if not checked.exists():
            code.rename(checked)
            code.mkdir(mode=0o700)
        return private(status)

    monkeypatch.setattr(dataclass_code, "_private", swapped_after)
    dataclass_code.keep()
    assert [p.name for p in checked.iterdir()] == [place.name]
    assert list(code.iterdir()) == []


def test_a_folder_in_the_files_place_leaves_no_descriptor_open(tmp_path: Path):
    place = tmp_path / "code" / "dataclasses-test.marshal"
    place.mkdir(parents=True)
    (tmp_path / "code").chmod(0o700)
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(5):
        assert dataclass_code._read(place) == {}
    assert len(os.listdir("/proc/self/fd")) == before
