from pathlib import Path

import pytest

from judge import yamlfile
from judge.errors import DataError


def load_text(tmp_path: Path, text: str | bytes) -> object:
    path = tmp_path / "f.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return yamlfile.load(path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("a: 1\na: 2\n", "f.yaml:2: duplicate key 'a'"),
        ("a: [\n", "f.yaml:2: invalid YAML"),
        (b"\xff\xfe a: 1", "not UTF-8 text"),
        (b"a: 1\x00", "binary file"),
        ("a: &x [1]\nb: *x\n", "anchors and aliases"),
        ("a: !!int abc\n", "invalid YAML: a tagged value that can't be read"),
        ("a: !!timestamp 2020-99-99\n", "invalid YAML: a tagged value that can't be read"),
    ],
    ids=["duplicate-key", "invalid", "not-utf8", "binary", "alias", "bad-int-tag", "bad-date-tag"],
)
def test_bad_yaml_is_one_clear_message(tmp_path: Path, content: str | bytes, message: str) -> None:
    with pytest.raises(DataError) as caught:
        load_text(tmp_path, content)
    assert message in str(caught.value)
    assert str(tmp_path / "f.yaml") in str(caught.value)


def test_billion_laughs_is_refused_quickly(tmp_path: Path) -> None:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    with pytest.raises(DataError, match="anchors and aliases"):
        load_text(tmp_path, "\n".join(lines) + "\n")


def test_missing_directory_and_oversized(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="no such file"):
        yamlfile.load(tmp_path / "nope.yaml")
    with pytest.raises(DataError, match="no such file"):  # no file name holds a NUL byte
        yamlfile.load(tmp_path / "no\x00pe.yaml")
    with pytest.raises(DataError, match="is a directory"):
        yamlfile.load(tmp_path)
    big = tmp_path / "big.yaml"
    big.write_text("a: " + "x" * 2000 + "\n")
    with pytest.raises(DataError, match="the limit is 1,000"):
        yamlfile.load(big, max_bytes=1000)


def test_line_of_walks_keys_and_indexes() -> None:
    text = "a:\n  b:\n    - 1\n    - 2\n"
    assert yamlfile.line_of(text, ["a", "b", 1]) == 4
    assert yamlfile.line_of(text, ["a", "zz"]) == 2
