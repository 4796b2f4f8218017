"""Piles packed as counts per card type (`piles`): exact for every deck, shown by name."""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from dinorules.jurassattack.cards import MAX_DECK, Deck, load_deck
from dinorules.jurassattack.components import STANDARD, Components
from dinorules.jurassattack.piles import (
    as_multiset,
    count,
    counts,
    from_counts,
    from_multiset,
    give,
    pile_of,
    put_seat,
    size,
    take,
    unit,
)
from dinorules.kernel import Multiset, Rng, to_json_value
from tests.jurassattack.helpers import write_deck

NAMES, INDEX = STANDARD.names, STANDARD.index


def test_a_pile_counts_each_card_type_and_reads_back_as_names() -> None:
    cards = ("Egg", "Compsognathus", "Egg", "T-Rex male")
    pile = pile_of(cards, INDEX)
    assert as_multiset(NAMES, pile) == Multiset.of(cards)
    assert from_multiset(INDEX, Multiset.of(cards)) == pile
    assert size(pile) == 4 and count(pile, INDEX["Egg"]) == 2
    assert sum(counts(pile, len(NAMES))) == 4
    assert pile - unit(INDEX["Egg"]) == pile_of(("Compsognathus", "Egg", "T-Rex male"), INDEX)
    assert as_multiset(NAMES, 0) == Multiset() and size(0) == 0


def test_the_fullest_pile_a_deck_allows_keeps_its_counts_apart() -> None:
    # MAX_DECK copies of each type: every count at the bound, no spill into its neighbour.
    pile = sum(MAX_DECK * unit(card) for card in range(3))
    assert counts(pile, 4) == (MAX_DECK, MAX_DECK, MAX_DECK, 0)
    assert size(MAX_DECK * unit(5)) == MAX_DECK


@pytest.mark.rules("JA-2.1", "JA-R13")
def test_a_states_json_and_repr_show_its_piles_as_multisets_of_names() -> None:
    state = ja.initial_state(seed=5)
    data = to_json_value(state)
    assert data["hands"] == to_json_value(state.hands)
    assert data["decks"] == to_json_value(state.decks)
    assert not any(key.endswith("_piles") for key in data)
    assert isinstance(state.hands[0], Multiset) and len(state.hands[0]) == 5
    assert "hands=(Multiset(counts=" in repr(state) and "_piles" not in repr(state)


@pytest.mark.rules("JA-1.1", "JA-R2", "JA-4.1")
def test_a_deck_of_many_types_plays_to_the_end_with_every_card_accounted_for(
    tmp_path: Path,
) -> None:
    # 20 types x 10 copies (200 cards, the most a deck may hold): too many hands to
    # list, so each hand's packs are found on demand from its pile.
    rows = [{"name": f"Card{k:02d}", "species": "Same"} for k in range(20)]
    deck = write_deck(tmp_path / "wide.toml", [dict(row, count=10) for row in rows])
    state = ja.initial_state(seed=3, deck=deck)
    assert not state.components.hand_packs
    chooser = Rng.from_seed(3)
    while not ja.is_terminal(state):
        assert ja.GAME.invariants(state) == ()
        view = ja.observe(state, 0)
        assert view.seats[1].deck_size == len(state.decks[1])
        action, chooser = chooser.choice(ja.legal_actions(state))
        state = ja.apply(state, action)
    assert ja.GAME.invariants(state) == ()


def test_a_deck_whose_types_are_not_in_name_order_is_refused() -> None:
    standard = load_deck("standard")
    shuffled = Deck(name="odd", size=standard.size, cards=tuple(reversed(standard.cards)))
    with pytest.raises(ValueError, match="not sorted by name"):
        Components.build(shuffled)


def test_cards_go_into_and_out_of_one_seats_pile() -> None:
    egg, compy = unit(INDEX["Egg"]), unit(INDEX["Compsognathus"])
    piles = (egg, compy)
    assert give(piles, 0, compy) == (egg + compy, compy)
    assert give(piles, 1, egg) == (egg, compy + egg)
    assert take(piles, 1, compy) == (egg, 0) and take(piles, 0, egg) == (0, compy)
    assert put_seat(((), ()), 1, ("Egg",)) == ((), ("Egg",))


def test_counts_read_back_as_the_pile() -> None:
    pile = pile_of(("Egg", "Egg", "T-Rex male"), INDEX)
    assert from_counts(counts(pile, len(NAMES))) == pile
