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
PROBE = "import judge.records as r; print(repr(r._Probe(7)))"
"""A run making one of judge's classes and one of its instances (its __init__ and __repr__)."""

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


def _run(cache: Path, code: str = PROBE) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache), "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
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


def test_a_class_of_judge_gets_the_code_compiling_its_text_gives(monkeypatch):
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


def test_only_judges_classes_are_kept(monkeypatch):
    before = set(dataclass_code._code)
    other = _class_in("elsewhere_too", monkeypatch)
    assert set(dataclass_code._code) == before
    with monkeypatch.context() as plain:
        plain.delattr(dataclasses, "exec")
        reference = _class_in("elsewhere_again", monkeypatch)
    assert other.__init__.__code__ == reference.__init__.__code__  # no future import leaks in


def test_a_run_keeps_what_it_compiled_and_the_next_run_reads_it(tmp_path: Path):
    cache = tmp_path / "cache"
    first = _run(cache)
    assert first.returncode == 0, first.stderr
    assert first.stdout == "_Probe(value=7)\n"
    place = _kept(cache)
    sections = dataclass_code._unsealed(place.read_bytes())
    texts = marshal.loads(sections["judge.records"])
    assert any("value" in text for text in texts) and "judge.engine.state" not in sections
    assert (cache / "code").stat().st_mode & 0o777 == 0o700
    written = place.stat().st_mtime_ns, place.stat().st_ino
    second = _run(cache)
    assert second.returncode == 0 and second.stdout == first.stdout
    assert (place.stat().st_mtime_ns, place.stat().st_ino) == written  # nothing new to keep


def _poisoned(cache: Path) -> Path:
    """The kept file of a first run, with every text's code replaced by `POISON`."""
    assert _run(cache).returncode == 0
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


@pytest.mark.parametrize("how", ["group-writable", "folder-group-writable", "symlink"])
def test_a_file_others_could_write_is_not_read(tmp_path: Path, how: str):
    cache = tmp_path / "cache"
    place = _poisoned(cache)
    if how == "group-writable":
        place.chmod(0o664)
    elif how == "folder-group-writable":
        place.parent.chmod(0o770)
    else:
        elsewhere = tmp_path / "elsewhere.marshal"
        place.rename(elsewhere)
        place.symlink_to(elsewhere)
    run = _run(cache)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "_Probe(value=7)\n"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal data",
        b"[" * 100000,  # a list of 1.5 billion items, to unmarshal without the digest
        dataclass_code._sealed(marshal.dumps([1, 2])),
        dataclass_code._sealed(marshal.dumps({"judge.records": 3})),
        dataclass_code._sealed(marshal.dumps({"judge.records": marshal.dumps({"text": 3})})),
        dataclass_code._sealed(b"[" * 100000)[:-5],
    ],
)
def test_a_damaged_file_is_compiled_past_and_replaced(tmp_path: Path, content: bytes):
    cache = tmp_path / "cache"
    assert _run(cache).returncode == 0
    place = _kept(cache)
    place.write_bytes(content)
    run = _run(cache)
    assert run.returncode == 0 and run.stdout == "_Probe(value=7)\n", run.stderr
    assert isinstance(dataclass_code._unsealed(_kept(cache).read_bytes()), dict)


def test_a_fifo_in_its_place_does_not_hang(tmp_path: Path):
    folder = tmp_path / "cache" / "code"
    folder.mkdir(parents=True, mode=0o700)
    os.mkfifo(folder / f"dataclasses-{dataclass_code.MAGIC_NUMBER.hex()}.marshal")
    run = _run(tmp_path / "cache")
    assert run.returncode == 0 and run.stdout == "_Probe(value=7)\n", run.stderr
