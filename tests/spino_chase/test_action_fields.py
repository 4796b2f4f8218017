"""Action values check their field types when built; a malformed one never reaches the rules."""

from __future__ import annotations

from typing import Any

import pytest

from dinorules import IllegalActionError
from dinorules.kernel import to_json_value
from dinorules.spino_chase import (
    GAME,
    DealCard,
    Discard,
    MovePawn,
    MoveSpinosaurus,
    Play,
    StepBack,
)


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
        lambda: Play(card=None),  # type: ignore[arg-type]
        lambda: Play(card=("Parasail",)),  # type: ignore[arg-type]
        lambda: Discard(card=3),  # type: ignore[arg-type]
        lambda: MovePawn(direction=None),  # type: ignore[arg-type]
        lambda: MoveSpinosaurus(direction=1),  # type: ignore[arg-type]
        lambda: StepBack(direction=b"back"),  # type: ignore[arg-type]
        lambda: DealCard(card=None),  # type: ignore[arg-type]
    ],
)
def test_a_wrongly_typed_field_is_refused_when_the_action_is_built(build: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        build()


def test_a_malformed_field_forced_past_construction_is_an_illegal_action() -> None:
    state = GAME.initial_state(seed=1)
    listed = next(a for a in GAME.legal_actions(state) if isinstance(a, Play))
    for bad in [None, 3, ("Parasail",), b"Parasail"]:
        refused(state, listed.replace(card=bad))
