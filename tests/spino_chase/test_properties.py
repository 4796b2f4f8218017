"""The conformance harness, a state machine with card conservation, and canonical order."""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

import pytest
from hypothesis.stateful import invariant

from dinorules.kernel import Multiset
from dinorules.spino_chase import GAME
from dinorules.spino_chase.components import load_deck
from dinorules.testing import check_game, game_machine
from tests.spino_chase.helpers import board_file

STANDARD_DECK = Multiset.from_counts((c.name, c.count) for c in load_deck("standard").cards)
"""The 40 cards of the standard deck, by name."""


@pytest.mark.rules("SC-R13", "SC-R15", "SC-2.8", "SC-2.9")
@pytest.mark.parametrize(
    ("players", "seeds", "forced"),
    [(2, 4, "auto"), (3, 2, "auto"), (4, 2, "auto"), (2, 1, "explicit")],
)
def test_the_harness_passes_with_the_standard_components(
    players: int, seeds: int, forced: str
) -> None:
    report = check_game(GAME, seeds=range(seeds), options={"players": players, "forced": forced})
    assert report.games == 2 * seeds
    assert report.chance_nodes >= 2 * seeds * 7 * players  # at least the set-up deals
    assert report.hidden_varied


@pytest.mark.rules("SC-R1", "SC-R13")
def test_the_harness_passes_on_a_small_board_with_a_round_limit(
    plenty: str, tmp_path: Path
) -> None:
    board = board_file(
        tmp_path, lanes=3, rows=4, starts=[(0, 0), (1, 1), (2, 0), (1, 2)], spinosaurus=(1, 3)
    )
    options = [{"players": n, "deck": plenty, "board": board, "max_rounds": 4} for n in (2, 3, 4)]
    report = check_game(GAME, seeds=range(4), options=options)
    assert report.games == 3 * 4 * 2


def _deck_check(seen: Any) -> list[str]:
    """Every card is in exactly one place: hands, the round's pile, played, discards, pile."""
    problems = []
    hands = seen
    public = Multiset.of(hands[0].table).union(hands[0].played).union(hands[0].discards)
    placed = public
    for view in hands:
        placed = placed.union(view.hand)
    try:
        rest = STANDARD_DECK.difference(placed)
    except ValueError as error:
        return [f"a card is in two places: {error}"]
    if len(rest) != hands[0].pile_size:
        problems.append(f"{len(rest)} cards unaccounted for, pile holds {hands[0].pile_size}")
    if tuple(len(view.hand) for view in hands) != hands[0].hand_sizes:
        problems.append("hand sizes disagree with the hands")
    return problems


def _machine(players: int) -> Any:
    class SpinoChaseMachine(game_machine(GAME, options={"players": players})):  # type: ignore[misc]
        """Random play; every card stays in exactly one place (SC-2.7, SC-7.3)."""

        @invariant()
        def cards_are_conserved(self) -> None:
            if self.state is not None:
                views = [GAME.observe(self.state, p) for p in range(players)]
                assert _deck_check(views) == []

        @invariant()
        def pawns_never_share_a_space(self) -> None:
            if self.state is not None:
                pawns = [p for p in GAME.observe(self.state, 0).pawns if p is not None]
                assert len(set(pawns)) == len(pawns)
                assert all(size <= 7 for size in GAME.observe(self.state, 0).hand_sizes)

    return SpinoChaseMachine


TestTwoPlayers = pytest.mark.rules("SC-7.3", "SC-5.10")(_machine(2).TestCase)
TestFourPlayers = pytest.mark.rules("SC-7.3", "SC-9.6")(_machine(4).TestCase)


@pytest.mark.rules("SC-7.3")
def test_the_conservation_check_catches_a_lost_card() -> None:
    state = GAME.initial_state(seed=3)
    views = [GAME.observe(state, p) for p in range(2)]
    assert _deck_check(views) == []
    broken = views[0].replace(discards=Multiset.of(["Parasail"] * 4))
    assert _deck_check([broken, views[1]])


@pytest.mark.rules("SC-R16")
def test_legal_actions_come_in_canonical_order() -> None:
    order = {card.name: i for i, card in enumerate(load_deck("standard").cards)}
    for seed in range(20):
        state = GAME.initial_state(seed=seed, players=3)
        for _ in range(60):
            if GAME.is_terminal(state):
                break
            legal = GAME.legal_actions(state)
            cards = [order[a.card] for a in legal if hasattr(a, "card")]
            assert cards == sorted(cards)
            assert len(set(legal)) == len(legal)
            state = GAME.apply(state, legal[seed % len(legal)])


def test_a_state_survives_pickling_for_parallel_simulations() -> None:
    state = GAME.initial_state(seed=3, players=4)
    for _ in range(30):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    assert hash(again) == hash(state)
    assert GAME.legal_actions(again) == GAME.legal_actions(state)
