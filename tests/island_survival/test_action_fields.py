"""Action values check their field types when built; a malformed one never reaches the rules."""

from __future__ import annotations

from typing import Any

import pytest

import dinorules.island_survival as isl
from dinorules import IllegalActionError
from dinorules.kernel import to_json_value


def refused(state: Any, action: Any) -> str:
    """``action`` raises IllegalActionError and ``state`` is unchanged; the message."""
    before, digest = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError) as caught:
        isl.apply(state, action)
    assert to_json_value(state) == before and hash(state) == digest
    return str(caught.value)


@pytest.mark.parametrize(
    "build",
    [
        lambda: isl.Pick(character=None),  # type: ignore[arg-type]
        lambda: isl.GroupAt(space=3),  # type: ignore[arg-type]
        lambda: isl.Join(character="Alan", joins="yes"),  # type: ignore[arg-type]
        lambda: isl.Join(character=None, joins=True),  # type: ignore[arg-type]
        lambda: isl.MoveTo(space=("J4",)),  # type: ignore[arg-type]
        lambda: isl.SpendChip(character=1),  # type: ignore[arg-type]
        lambda: isl.PickDinosaur(dinosaur=None),  # type: ignore[arg-type]
        lambda: isl.Attack(character="Alan", dinosaur=None),  # type: ignore[arg-type]
        lambda: isl.Pull(character=[]),  # type: ignore[arg-type]
        lambda: isl.SendRaptor(dinosaur=0),  # type: ignore[arg-type]
        lambda: isl.Roll(face=6),  # type: ignore[arg-type]
        lambda: isl.Draw(card=None),  # type: ignore[arg-type]
    ],
)
def test_a_wrongly_typed_field_is_refused_when_the_action_is_built(build: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        build()


def test_a_malformed_field_forced_past_construction_is_an_illegal_action() -> None:
    state = isl.initial_state(seed=1)
    listed = next(a for a in isl.legal_actions(state) if isinstance(a, isl.Pick))
    for bad in [None, 3, (listed.character,)]:
        refused(state, listed.replace(character=bad))
