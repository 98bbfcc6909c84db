"""judge.records.replace makes what dataclasses.replace makes, for every kind of dataclass."""

from __future__ import annotations

import dataclasses
import functools

import pytest

from judge.engine.state import GameState, Place, Unit
from judge.records import replace


@dataclasses.dataclass(frozen=True)
class Plain:
    a: int
    b: tuple[str, ...] = ()
    c: list[int] = dataclasses.field(default_factory=list, compare=False)


@dataclasses.dataclass(frozen=True)
class Checked:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


@dataclasses.dataclass(frozen=True)
class Cached:
    a: int

    @functools.cached_property
    def double(self) -> int:
        return self.a * 2


def test_same_as_dataclasses_replace() -> None:
    before = Plain(1, ("x",), [3])
    after = replace(before, b=("y",))
    assert after == dataclasses.replace(before, b=("y",))
    assert (after.a, after.b, after.c) == (1, ("y",), [3])
    assert before.b == ("x",)  # the original is not changed
    assert type(after) is Plain and hash(after) == hash(Plain(1, ("y",)))


def test_game_state() -> None:
    unit = Unit("Sett", "you", Place("battlefield", "battlefield 1"))
    state = GameState(units=(unit,))
    moved = replace(state, units=(replace(unit, at=Place("base", "you")),))
    assert moved == dataclasses.replace(
        state, units=(dataclasses.replace(unit, at=Place("base", "you")),)
    )
    assert state.units == (unit,)


def test_post_init_still_runs() -> None:
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(1), a=-1)


def test_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError):
        replace(Plain(1), d=2)


def test_cached_values_are_not_copied() -> None:
    before = Cached(1)
    assert before.double == 2
    assert replace(before, a=5).double == 10


@dataclasses.dataclass(frozen=True)
class OwnInit:
    a: tuple[int, ...]

    def __init__(self, a: list[int] | tuple[int, ...]) -> None:
        object.__setattr__(self, "a", tuple(a))


class Subclass(Plain):
    """Not a dataclass itself: what it adds is not a field."""

    def __init__(self, a: int, b: tuple[str, ...] = (), c: list[int] | None = None) -> None:
        super().__init__(a, b, c or [])
        object.__setattr__(self, "seen", a * 2)


@dataclasses.dataclass(frozen=True, slots=True)
class Slotted:
    a: int


@dataclasses.dataclass(frozen=True)
class HandCached:
    a: int

    def key(self) -> int:
        if "_key" not in self.__dict__:
            object.__setattr__(self, "_key", self.a * 2)
        return self.__dict__["_key"]  # type: ignore[no-any-return]


def test_classes_that_do_more_than_store_their_fields_fall_back() -> None:
    assert replace(OwnInit((1,)), a=[2]).a == (2,)  # its own __init__ runs
    assert replace(Subclass(1), a=5).seen == 10  # type: ignore[attr-defined]
    assert replace(Slotted(1), a=2) == Slotted(2)
    cached = HandCached(1)
    assert cached.key() == 2
    assert replace(cached, a=5).key() == 10  # what it stored on itself is not copied
