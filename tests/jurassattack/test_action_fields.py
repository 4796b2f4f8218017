"""Action values check their field types when built; a malformed one never reaches the rules."""

from __future__ import annotations

from typing import Any

import pytest

import dinorules.jurassattack as ja
from dinorules import IllegalActionError
from dinorules.kernel import to_json_value


def refused(state: Any, action: Any) -> str:
    """``action`` raises IllegalActionError and ``state`` is unchanged; the message."""
    before, digest = to_json_value(state), hash(state)
    with pytest.raises(IllegalActionError) as caught:
        ja.apply(state, action)
    assert to_json_value(state) == before and hash(state) == digest
    return str(caught.value)


@pytest.mark.parametrize(
    "build",
    [
        lambda: ja.PlayPack(cards=None),  # type: ignore[arg-type]
        lambda: ja.PlayPack(cards="Egg"),  # type: ignore[arg-type]
        lambda: ja.PlayPack(cards=["Egg"]),  # type: ignore[arg-type]
        lambda: ja.PlayPack(cards=("Egg", 3)),  # type: ignore[arg-type]
        lambda: ja.ReturnCard(card=None),  # type: ignore[arg-type]
        lambda: ja.Draw(card=("Egg",)),  # type: ignore[arg-type]
    ],
)
def test_a_wrongly_typed_field_is_refused_when_the_action_is_built(build: Any) -> None:
    with pytest.raises((TypeError, ValueError)):
        build()


def test_a_malformed_field_forced_past_construction_is_an_illegal_action() -> None:
    state = ja.initial_state(seed=1)
    listed = ja.legal_actions(state)[0]
    assert isinstance(listed, ja.PlayPack)
    for bad in [None, "Egg", (None,), (1, 2), 5]:
        refused(state, listed.replace(cards=bad))


def test_an_unknown_card_of_the_right_type_is_refused_by_the_rules() -> None:
    state = ja.initial_state(seed=1)
    assert "JA-" in refused(state, ja.PlayPack(cards=("Unicorn",)))
