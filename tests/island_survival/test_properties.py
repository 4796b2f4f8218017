"""Conformance and conservation: the harness, a state machine, the game-length bound."""

from __future__ import annotations

import pytest
from hypothesis.stateful import invariant

import dinorules.island_survival as isl
from dinorules import CHANCE, GAMES
from dinorules.kernel import random_playout
from dinorules.testing import check_game, game_machine

STANDARD_PILE = 6
"""Cards per section pile (IS-R5)."""
ISSUED = {2: 6 * 3 + 1, 3: 6 * 4 + 2, 4: 6 * 5 + 3}
"""Life chips per player count, Eric's included (IS-5.2..5.4)."""


def test_the_game_is_registered() -> None:
    assert GAMES["island_survival"] is isl.GAME
    assert isl.GAME.hidden_information is False


@pytest.mark.rules("IS-R20")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_harness(players: int) -> None:
    report = check_game(isl.GAME, seeds=range(2), options={"players": players})
    assert report.games == 4 and report.decisions > 0 and report.chance_nodes > 0


@pytest.mark.rules("IS-R20")
def test_conformance_harness_with_a_short_bound() -> None:
    report = check_game(isl.GAME, seeds=range(3), options={"players": 4, "max_turns": 8})
    assert report.games == 6


@pytest.mark.rules("IS-R20")
def test_max_game_length_is_the_documented_bound() -> None:
    # A roll: pick/group (1) + joins (7) + destination (1) + a card decision on each of
    # the 9 Draw Card spaces (9) = 18; a human turn: two rolls + the spending decision =
    # 37; a dinosaur turn: 12 "1 All" steps + per character an attack, an escape, its
    # cards (9) and a Pteranodon's NoAttack (12 each, 84) + the last NoAttack = 97.
    # Per human turn (and the dinosaur turn after it): 134, whatever the player count.
    default = int(str(isl.GAME.defaults["max_turns"]))
    assert isl.GAME.max_game_length(players=4) == default * 134
    assert isl.GAME.max_game_length(players=2, max_turns=10) == 10 * 134
    longest = max(random_playout(isl.GAME, seed=s, players=4).decisions for s in range(20))
    assert longest <= isl.GAME.max_game_length(players=4)


@pytest.mark.rules("IS-R20")
def test_random_games_cut_short_have_no_winner() -> None:
    for seed in range(3):
        playout = random_playout(isl.GAME, seed=seed, players=2, max_turns=5)
        state = playout.final_state
        assert isl.is_terminal(state)
        if isl.GAME.truncated(state):
            assert isl.winners(state) == frozenset()
            assert isl.observe(state, 0).turn == 5
        else:
            assert len(isl.winners(state)) == 1


@pytest.mark.rules("IS-R7")
def test_every_decision_offered_is_a_real_choice() -> None:
    for seed in range(6):
        state = isl.initial_state(seed=seed, players=2 + seed % 3)
        playout = random_playout(isl.GAME, seed=seed, players=2 + seed % 3)
        for action in playout.actions:
            assert isl.current_player(state) is not CHANCE
            assert len(isl.legal_actions(state)) >= 2
            state = isl.apply(state, action)


@pytest.mark.rules("IS-R23")
def test_nothing_is_hidden_every_seat_sees_the_same_table() -> None:
    state = random_playout(isl.GAME, seed=5, players=4, max_decisions=40).final_state
    views = [isl.observe(state, seat).replace(player=0) for seat in range(4)]
    assert views[1:] == views[:-1]
    sampled = isl.sample_hidden(state, 2, seed=9)
    assert sampled.replace(rng=state.rng) == state


def _machine(players: int) -> type:
    class IslandMachine(game_machine(isl.GAME, options={"players": players})):  # type: ignore[misc]
        """Plays random games; life chips, cards and pieces are conserved at every step."""

        @invariant()
        def life_chips_are_conserved(self) -> None:
            if self.state is None:
                return
            seen = isl.observe(self.state, 0)
            held = sum(c.chips for c in seen.characters)
            assert held + seen.lost_chips == ISSUED[players]
            assert all(c.chips == 0 for c in seen.characters if c.status == "removed")

        @invariant()
        def every_card_is_in_its_pile_its_discards_or_being_followed(self) -> None:
            if self.state is None:
                return
            seen = isl.observe(self.state, 0)
            for pile in seen.piles:
                following = int(bool(seen.card) and seen.section == pile.section)
                assert len(pile.pile) + len(pile.discard) + following == STANDARD_PILE

        @invariant()
        def pieces_are_where_they_may_be(self) -> None:
            if self.state is None:
                return
            seen = isl.observe(self.state, 0)
            for character in seen.characters:
                assert (character.space is not None) == (character.status == "in_play")
            assert len(seen.dinosaurs) == 12
            for dino in seen.dinosaurs:
                assert dino.space not in ("START", "H1", "H2")

    IslandMachine.__name__ = f"IslandMachine{players}"
    return IslandMachine


TestMachine2 = _machine(2).TestCase
TestMachine3 = _machine(3).TestCase
TestMachine4 = _machine(4).TestCase


def test_the_conservation_laws_catch_a_lost_chip_a_lost_card_and_a_stray_pawn() -> None:
    state = isl.initial_state(seed=1, chance="explicit")
    assert isl.GAME.invariants(state) == ()
    chip_gone = state.replace(chips=(4, *state.chips[1:]))
    assert any("life chips" in law for law in isl.GAME.invariants(chip_gone))
    card_gone = state.replace(piles=(state.piles[0].remove("Quiet jungle"), *state.piles[1:]))
    assert any("Jaw to Jaw" in law for law in isl.GAME.invariants(card_gone))
    stray = state.replace(dinosaurs=("H1", *state.dinosaurs[1:]))
    assert any("T-Rex" in law for law in isl.GAME.invariants(stray))
