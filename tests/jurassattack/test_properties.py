"""Conformance and properties: the contract harness, a stateful machine with card
conservation, the automatic-chance shortcut, the length bound, illegal actions."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.stateful import invariant

import dinorules.jurassattack as ja
from dinorules import CHANCE, IllegalActionError
from dinorules.kernel import Multiset, Rng, to_json_value
from dinorules.testing import check_game, game_machine, illegal_actions, reachable_states
from tests.jurassattack.helpers import STANDARD_COUNTS, write_deck

STANDARD = Multiset.from_counts(STANDARD_COUNTS.items())


def _small_deck(folder: Path) -> str:
    return write_deck(
        folder / "small.toml",
        [
            {"name": "Raptor", "ferocity": 4, "score": 3, "count": 2, "effects": ["shuffle_back"]},
            {"name": "Dilo", "ferocity": 3, "score": 2, "count": 2, "effects": ["blind"]},
            {"name": "Egg", "kind": "egg", "ferocity": 0, "count": 3},
            {"name": "Compy", "count": 3, "effects": ["swarm"]},
        ],
    )


@pytest.mark.rules("JA-3.1", "JA-8.1", "JA-2.2", "JA-R13", "JA-R16")
def test_the_contract_harness_passes(tmp_path: Path) -> None:
    report = check_game(ja.GAME, seeds=range(6), options=[{}, {"deck": _small_deck(tmp_path)}])
    assert report.games == 6 * 2 * 2
    assert report.chance_nodes > 0 and report.hidden_varied


def _conserved(state: ja.JurassAttackState, owner: int) -> Multiset[str]:
    """Every card with ``owner``'s back, wherever it is."""
    return (
        state.hands[owner]
        .union(state.decks[owner])
        .union(state.discards[owner])
        .union(Multiset.of(state.table[owner]))
        .union(state.saved[owner])
        .union(state.captured[1 - owner])
    )


def _check_piles_grew(before: ja.JurassAttackState, after: ja.JurassAttackState) -> None:
    """No card ever leaves a discard or score pile."""
    for seat in (0, 1):
        for pile in ("discards", "captured", "saved"):
            old, new = getattr(before, pile)[seat], getattr(after, pile)[seat]
            assert all(new.count(name) >= n for name, n in old.counts), (pile, seat)


def _machine(options: dict[str, Any]) -> type:
    class JurassAttackMachine(game_machine(ja.GAME, options=options)):  # type: ignore[misc]
        @invariant()
        def each_player_keeps_27_cards(self) -> None:
            if self.state is not None:
                for owner in (0, 1):
                    assert _conserved(self.state, owner) == STANDARD

        @invariant()
        def sampled_states_are_sound(self) -> None:
            if self.state is not None:
                for player in (0, 1):
                    sample = ja.sample_hidden(self.state, player, seed=player + 7)
                    assert ja.GAME.invariants(sample) == ()

        @invariant()
        def hands_hold_at_most_five(self) -> None:
            if self.state is not None:
                assert all(len(hand) <= 5 for hand in self.state.hands)

        @invariant()
        def piles_only_grow(self) -> None:
            if self.state is not None and self.previous is not None:
                _check_piles_grew(self.previous, self.state)

    return JurassAttackMachine


TestAutoChance = _machine({}).TestCase
TestAutoChance.pytestmark = [pytest.mark.rules("JA-1.1", "JA-2.1", "JA-6.1", "JA-7.1")]
TestExplicitChance = _machine({"chance": "explicit"}).TestCase
TestExplicitChance.pytestmark = [pytest.mark.rules("JA-1.1", "JA-2.2", "JA-6.4")]


def _kernel_resolved(state: ja.JurassAttackState) -> ja.JurassAttackState:
    """Resolve chance nodes one by one from the state's generator, as the kernel does."""
    rules = ja.GAME.spec.rules
    while ja.current_player(state) is CHANCE:
        outcome, rng = rules.chance_node(state).sample(state.rng)
        state = ja.apply(state.replace(rng=rng), outcome)
    return state


@pytest.mark.rules("JA-R16", "JA-2.2")
def test_automatic_draws_are_exactly_the_kernels_chance_nodes() -> None:
    for seed in range(15):
        auto = ja.initial_state(seed=seed)
        shown = _kernel_resolved(ja.initial_state(seed=seed, chance="explicit"))
        chooser = Rng.from_seed(seed)
        while True:
            assert auto == shown.replace(explicit_chance=False)
            if ja.is_terminal(auto):
                break
            action, chooser = chooser.choice(ja.legal_actions(auto))
            auto = ja.apply(auto, action)
            shown = _kernel_resolved(ja.apply(shown, action))


@pytest.mark.rules("JA-8.1", "JA-R9")
def test_no_game_outlasts_the_declared_bound() -> None:
    bound = ja.GAME.max_game_length()
    assert bound == 2 * 27 + 2 * 3
    for seed in range(20):
        # Playing single cards (the first listed packs) makes the longest games.
        state, decisions = ja.initial_state(seed=seed), 0
        while not ja.is_terminal(state):
            state = ja.apply(state, ja.legal_actions(state)[0])
            decisions += 1
        assert decisions <= bound and state.round <= 27


@pytest.mark.rules("JA-4.1", "JA-4.5", "JA-9.2")
@given(data=st.data())
def test_illegal_actions_name_a_rule_and_leave_the_state_alone(data: st.DataObject) -> None:
    state = data.draw(reachable_states(ja.GAME, max_length=30))
    if ja.is_terminal(state):
        return
    action = data.draw(illegal_actions(state, game=ja.GAME))
    before = to_json_value(state)
    with pytest.raises(IllegalActionError, match=r"JA-(R?\d+)"):
        ja.apply(state, action)
    assert to_json_value(state) == before


@pytest.mark.rules("JA-R2")
def test_states_survive_pickling_and_copying() -> None:
    state = ja.initial_state(seed=8)
    state = ja.apply(state, ja.legal_actions(state)[0])
    again = pickle.loads(pickle.dumps(state))
    assert again == state and hash(again) == hash(state)
    assert copy.deepcopy(state) == state
    assert ja.legal_actions(again) == ja.legal_actions(state)
