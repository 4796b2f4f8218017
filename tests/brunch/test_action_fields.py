"""Action values check their field types when built; a malformed one never reaches the rules."""

from __future__ import annotations

from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.brunch import (
    GAME,
    Charge,
    ChooseBirth,
    GiveFlower,
    Hide,
    Move,
    MoveCarnivore,
    Recon,
    Reveal,
    Wake,
)
from dinorules.kernel import to_json_value

from .helpers import start


def refused(state: Any, action: Any) -> str:
    """``action`` raises IllegalActionError and ``state`` is unchanged; the message."""
    before, digest = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, action)
    assert to_json_value(state) == before and hash(state) == digest
    return str(caught.value)


@pytest.mark.parametrize(
    "build",
    [
        lambda: Move(at=None, direction="N"),  # type: ignore[arg-type]
        lambda: Move(at=(1,), direction="N"),  # type: ignore[arg-type]
        lambda: Move(at=(1, 2, 3), direction="N"),  # type: ignore[arg-type]
        lambda: Move(at=[1, 2], direction="N"),  # type: ignore[arg-type]
        lambda: Move(at=("1", 2), direction="N"),  # type: ignore[arg-type]
        lambda: Move(at=(1, 2), direction=None),  # type: ignore[arg-type]
        lambda: Charge(at=(1, 2), direction=3),  # type: ignore[arg-type]
        lambda: MoveCarnivore(at=(1.0, 2), direction="NE"),  # type: ignore[arg-type]
        lambda: Wake(at="b3"),  # type: ignore[arg-type]
        lambda: Hide(token=None),  # type: ignore[arg-type]
        lambda: Reveal(token=7),  # type: ignore[arg-type]
        lambda: GiveFlower(to="3"),  # type: ignore[arg-type]
        lambda: Recon(board=None),  # type: ignore[arg-type]
        lambda: ChooseBirth(species=("diplo",)),  # type: ignore[arg-type]
    ],
)
def test_a_wrongly_typed_field_is_refused_when_the_action_is_built(build: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        build()


def test_well_typed_values_off_the_board_are_built_and_refused_by_the_rules() -> None:
    state = start()
    assert "not a square" in refused(state, Move((9, 9), "N"))
    assert "illegal" in refused(state, Move((1, 1), "X"))  # type: ignore[arg-type]


def test_a_malformed_field_forced_past_construction_is_an_illegal_action() -> None:
    state = start()
    listed = next(a for a in GAME.legal_actions(state) if isinstance(a, Move))
    # `replace` skips validation (it is for rules code): the kernel must still refuse.
    for bad in [None, (1,), (listed.at[0],), "ab", ()]:
        refused(state, listed.replace(at=bad))
    refused(state, listed.replace(direction=None))
