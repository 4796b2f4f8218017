"""JurassAttack!'s fixed action space: every allowed pack, a return and a draw per card type."""

from __future__ import annotations

import itertools

import pytest

import dinorules.jurassattack as ja
from dinorules.jurassattack.packs import MAX_PACK, may_pack

GAME = ja.GAME


@pytest.mark.rules("JA-4.1", "JA-R4", "JA-R5")
def test_every_pack_in_the_space_is_one_the_rules_allow() -> None:
    tables = GAME.tables_for()
    deck = tables.key.deck
    packs = [a for a in tables.actions if isinstance(a, ja.PlayPack)]
    assert packs, "no pack in the space"
    for pack in packs:
        assert 1 <= len(pack.cards) <= MAX_PACK
        assert list(pack.cards) == sorted(pack.cards)
        assert all(pack.cards.count(name) <= deck.card(name).count for name in pack.cards)
        for a, b in itertools.combinations(pack.cards, 2):
            assert may_pack(deck.card(a), deck.card(b))
    assert ja.PlayPack.of("T-Rex male", "T-Rex female") not in tables.action_index


@pytest.mark.rules("JA-4.1", "JA-R5")
def test_every_single_card_and_every_egg_pair_is_a_pack_in_the_space() -> None:
    index = GAME.tables_for().action_index
    names = [card.name for card in GAME.tables_for().key.deck.cards]
    for name in names:
        assert ja.PlayPack.of(name) in index
    assert ja.PlayPack.of("Egg", "Egg") in index


@pytest.mark.rules("JA-9.2", "JA-2.4")
def test_a_return_and_a_draw_per_card_type() -> None:
    tables = GAME.tables_for()
    names = {card.name for card in tables.key.deck.cards}
    assert {a.card for a in tables.actions if isinstance(a, ja.ReturnCard)} == names
    assert {o.card for o in tables.outcomes} == names
    assert GAME.max_chance_outcomes() == len(names)
