"""Readable JurassAttack! scenarios, built through the public API with explicit chance.

Scenarios name every pack and return, so they show every decision, a forced one
included (``forced="explicit"``); a test about the kernel taking forced decisions
passes ``forced="auto"``.

Seat 0 holds the Footprint deck and plays first in round 1; seat 1 the Fossil deck.
Card values used in expectations come from the ruling JA-R3 (docs/rules/jurassattack.md):

    card            Ferocity  score   card            Ferocity  score
    Compsognathus   1 x n     1       Spinosaurus     10        5
    Dilophosaurus   3         2       T-Rex female    9         5
    Egg             0         1       T-Rex male      8         4
    Pteranodon      2         1       Velociraptor    4         3
    Sarcosuchus     3         2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

import dinorules.jurassattack as ja
from dinorules import CHANCE, IllegalActionError
from dinorules.kernel import Multiset, to_json_value

FOOTPRINT, FOSSIL = 0, 1

COMPY = "Compsognathus"
DILO = "Dilophosaurus"
EGG = "Egg"
PTERA = "Pteranodon"
SARCO = "Sarcosuchus"
SPINO = "Spinosaurus"
REX_F = "T-Rex female"
REX_M = "T-Rex male"
RAPTOR = "Velociraptor"

STANDARD_COUNTS = {
    COMPY: 5,
    DILO: 3,
    EGG: 5,
    PTERA: 4,
    SARCO: 4,
    SPINO: 1,
    REX_F: 1,
    REX_M: 1,
    RAPTOR: 3,
}
"""One player's deck per COMPONENTS.md (27 cards)."""
SCORES = {
    COMPY: 1,
    DILO: 2,
    EGG: 1,
    PTERA: 1,
    SARCO: 2,
    SPINO: 5,
    REX_F: 5,
    REX_M: 4,
    RAPTOR: 3,
}
"""Score values ruled in JA-R3 (typed from the ruling, not read from the data)."""


def cards(*names: str) -> Multiset[str]:
    """The multiset of these card names."""
    return Multiset.of(names)


def start(**options: Any) -> ja.JurassAttackState:
    """A new game with explicit chance: the opening draws are still to be chosen.

    Every decision is shown, even one with a single option, unless ``forced="auto"``.
    """
    options.setdefault("forced", "explicit")
    return ja.initial_state(seed=0, chance="explicit", **options)


def draw(state: ja.JurassAttackState, *names: str) -> ja.JurassAttackState:
    """Force the next draws to be these cards, in order."""
    for name in names:
        assert ja.current_player(state) is CHANCE, f"no draw pending for {name}"
        state = ja.apply(state, ja.Draw(name))
    return state


def deal(footprint: Sequence[str], fossil: Sequence[str], **options: Any) -> ja.JurassAttackState:
    """The first Face Off! with these opening hands (seat 0 draws first, JA-R16)."""
    state = draw(start(**options), *footprint, *fossil)
    assert ja.current_player(state) == FOOTPRINT
    return state


def play(state: ja.JurassAttackState, *names: str) -> ja.JurassAttackState:
    """The player to act plays these cards as one pack."""
    return ja.apply(state, ja.PlayPack.of(*names))


def fight(
    state: ja.JurassAttackState, footprint: Sequence[str], fossil: Sequence[str]
) -> ja.JurassAttackState:
    """Both packs of a round, each seat's given separately, played in turn order."""
    first = ja.current_player(state)
    assert first in (FOOTPRINT, FOSSIL)
    packs = {FOOTPRINT: footprint, FOSSIL: fossil}
    state = play(state, *packs[first])
    return play(state, *packs[1 - first])


def hand(state: ja.JurassAttackState, seat: int) -> Multiset[str]:
    """What ``seat`` holds, as that player sees it."""
    return ja.observe(state, seat).hand


def seat_view(state: ja.JurassAttackState, seat: int, viewer: int | None = None) -> ja.SeatView:
    """What ``viewer`` (default: the seat itself) sees of ``seat``."""
    return ja.observe(state, seat if viewer is None else viewer).seats[seat]


def returns(*names: str) -> tuple[ja.ReturnCard, ...]:
    """The return actions for these cards."""
    return tuple(ja.ReturnCard(name) for name in names)


def assert_illegal(state: ja.JurassAttackState, action: object, rule: str) -> str:
    """``action`` is rejected naming ``rule``, and ``state`` is unchanged."""
    before = to_json_value(state)
    with pytest.raises(IllegalActionError, match=rule.replace(".", r"\.")) as caught:
        ja.apply(state, action)
    assert to_json_value(state) == before
    return str(caught.value)


def write_deck(path: Path, rows: Iterable[dict[str, Any]], *, size: int | None = None) -> str:
    """Write a deck TOML file with these card rows; return its path as an option value."""
    rows = list(rows)
    total = sum(int(row.get("count", 1)) for row in rows) if size is None else size
    lines = ['name = "test"', f"size = {total}"]
    for row in rows:
        lines.append("\n[[cards]]")
        full = {"species": row["name"], "kind": "dinosaur", "ferocity": 1, "score": 1, "count": 1}
        full.update(row)
        for key, value in full.items():
            lines.append(f"{key} = {_toml(value)}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    raise TypeError(value)
