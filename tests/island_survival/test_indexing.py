"""Island Survival's fixed action space, from the characters, dinosaurs and spaces."""

from __future__ import annotations

import pytest

import dinorules.island_survival as isl

GAME = isl.GAME


@pytest.mark.rules("IS-R7", "IS-17.2")
def test_the_space_counts_each_decision_per_character_dinosaur_and_space() -> None:
    characters, spaces, dinosaurs, raptors = 7, 52, 12, 3
    expected = (
        characters  # Pick
        + spaces  # GroupAt
        + 2 * characters  # Join, both answers
        + spaces  # MoveTo
        + 2 * characters  # SpendChip, Pull
        + raptors  # SendRaptor: only a Raptor is sent (IS-17.2)
        + dinosaurs  # PickDinosaur
        + characters * dinosaurs  # Attack
        + 3  # EndTurn, Stay, NoAttack
    )
    assert GAME.num_distinct_actions() == expected


@pytest.mark.rules("IS-R23")
def test_every_seat_sees_the_same_board_in_its_tensor() -> None:
    state = GAME.initial_state(seed=4, players=3)
    tensors = [GAME.observation_tensor(state, seat) for seat in range(3)]
    slots = GAME.tables(state).slots
    start = sum(slot.size for slot in slots[: [s.name for s in slots].index("Alan.space")])
    assert len({t[start : start + 52] for t in tensors}) == 1  # Alan's space, seen by all
