from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

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


def _depth_by_keys(document: object, limit: int) -> bool:
    """Deeper than ``limit`` as ``too_deep`` defines it: some value's keys outnumber it."""
    stack: list[tuple[object, int]] = [(document, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(value, dict):
            stack.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
    return False


_NESTED = st.recursive(
    st.none() | st.integers() | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=20,
)


@given(_NESTED, st.integers(min_value=0, max_value=6))
def test_the_quick_depth_walk_finds_what_the_keyed_walk_finds(document: object, limit: int) -> None:
    found = yamlfile.too_deep(document, limit)
    assert (found is not None) == _depth_by_keys(document, limit)
    if found is not None:
        assert len(found) > limit


def test_scalars_resolve_to_the_tags_pyyaml_gives_them_however_often_read(tmp_path: Path) -> None:
    text = "a: [yes, 'yes', 1, '1', null, ~, 1.5, x, '', 0x1f, true]\n"
    import yaml

    expected = yaml.safe_load(text)
    for _ in range(3):  # the second read finds the tags kept from the first
        assert load_text(tmp_path, text) == expected
