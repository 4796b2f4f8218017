"""Face Off! packs: one or more cards from hand, all compatible (JA-4.1, JA-4.5..4.7)."""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.jurassattack as ja
from tests.jurassattack.helpers import (
    COMPY,
    DILO,
    EGG,
    FOOTPRINT,
    FOSSIL,
    PTERA,
    RAPTOR,
    REX_F,
    REX_M,
    SARCO,
    SPINO,
    assert_illegal,
    deal,
    play,
    write_deck,
)

P = ja.PlayPack.of


def legal_cards(state: ja.JurassAttackState) -> list[tuple[str, ...]]:
    return [action.cards for action in ja.legal_actions(state)]


@pytest.mark.rules("JA-4.1", "JA-4.6", "JA-4.7", "JA-R5", "JA-R17")
def test_every_compatible_pack_of_the_hand_in_lexicographic_order() -> None:
    state = deal([COMPY, COMPY, EGG, PTERA, REX_F], [SARCO] * 4 + [EGG])
    # Worked out by hand: Compys pack together, Eggs with any dinosaur, the
    # Pteranodon with any dinosaur but a T-Rex, the T-Rex only with Eggs.
    assert legal_cards(state) == [
        (COMPY,),
        (COMPY, COMPY),
        (COMPY, COMPY, EGG),
        (COMPY, COMPY, EGG, PTERA),
        (COMPY, COMPY, PTERA),
        (COMPY, EGG),
        (COMPY, EGG, PTERA),
        (COMPY, PTERA),
        (EGG,),
        (EGG, PTERA),
        (EGG, REX_F),
        (PTERA,),
        (REX_F,),
    ]


@pytest.mark.rules("JA-4.1")
def test_a_player_may_play_their_whole_hand_or_a_single_card() -> None:
    state = deal([COMPY] * 5, [EGG] * 5)
    assert legal_cards(state) == [(COMPY,) * k for k in range(1, 6)]
    # The second player's hand of Eggs only: Eggs pack with each other (JA-R5).
    state = play(state, COMPY)
    assert legal_cards(state) == [(EGG,) * k for k in range(1, 6)]


@pytest.mark.rules("JA-4.1")
def test_a_pack_must_come_from_the_players_own_hand() -> None:
    state = deal([COMPY, COMPY, EGG, PTERA, SARCO], [SPINO, DILO, DILO, EGG, EGG])
    message = assert_illegal(state, P(SPINO), "JA-4.1")
    assert "holds 0 Spinosaurus" in message
    assert_illegal(state, P(COMPY, COMPY, COMPY), "JA-4.1")
    assert_illegal(state, ja.PlayPack(cards=()), "JA-4.1")


@pytest.mark.rules("JA-4.5", "JA-4.6")
def test_cards_of_different_species_do_not_pack() -> None:
    state = deal([COMPY, COMPY, SARCO, DILO, EGG], [EGG] * 5)
    assert P(COMPY, COMPY) in ja.legal_actions(state)
    for pack in (P(COMPY, SARCO), P(DILO, SARCO), P(COMPY, COMPY, DILO)):
        assert pack not in ja.legal_actions(state)
        assert_illegal(state, pack, "JA-4.5")


@pytest.mark.rules("JA-4.7", "JA-R5")
def test_pteranodon_packs_with_any_dinosaur_but_t_rex_and_spinosaurus() -> None:
    state = deal([PTERA, SARCO, RAPTOR, DILO, COMPY], [PTERA, SPINO, REX_M, EGG, EGG])
    legal = ja.legal_actions(state)
    for other in (SARCO, RAPTOR, DILO, COMPY):
        assert P(PTERA, other) in legal
    # Every two cards must be compatible: the Pteranodon does not bridge species.
    assert P(PTERA, SARCO, RAPTOR) not in legal
    assert_illegal(state, P(PTERA, RAPTOR, SARCO), "JA-4.5")
    state = play(state, COMPY)
    legal = ja.legal_actions(state)
    assert P(PTERA, SPINO) not in legal and P(PTERA, REX_M) not in legal
    message = assert_illegal(state, P(PTERA, SPINO), "JA-4.5")
    assert "Pteranodon will not pack with Spinosaurus" in message
    assert P(EGG, PTERA) in legal and P(EGG, EGG, SPINO) in legal


@pytest.mark.rules("JA-1.1", "JA-R5")
def test_a_t_rex_never_packs_with_another_t_rex_only_with_eggs() -> None:
    state = deal([REX_F, REX_M, EGG, EGG, PTERA], [EGG] * 5)
    legal = ja.legal_actions(state)
    assert P(EGG, EGG, REX_F) in legal and P(EGG, REX_M) in legal
    message = assert_illegal(state, P(REX_F, REX_M), "JA-4.5")
    assert "T-Rex female may only pack with Egg" in message
    assert P(PTERA, REX_F) not in legal


@pytest.mark.rules("JA-R4")
def test_a_pack_holds_at_most_five_cards() -> None:
    state = deal([COMPY] * 5, [COMPY] * 5)
    assert max(len(pack) for pack in legal_cards(state)) == 5
    assert_illegal(state, P(*[COMPY] * 6), "JA-R4")


@pytest.mark.rules("JA-R17")
def test_a_pack_names_its_cards_in_sorted_order() -> None:
    state = deal([COMPY, EGG, EGG, SARCO, SARCO], [EGG] * 5)
    message = assert_illegal(state, ja.PlayPack(cards=(SARCO, EGG)), "JA-R17")
    assert "PlayPack(cards=('Egg', 'Sarcosuchus'))" in message
    assert ja.PlayPack.of(SARCO, EGG) in ja.legal_actions(state)
    assert_illegal(state, ja.PlayPack(cards=("Brachiosaurus",)), "JA-1.1")


@pytest.mark.rules("JA-4.1", "JA-3.2")
def test_only_the_player_to_act_plays_and_only_pack_decisions_in_face_off() -> None:
    state = deal([SARCO, EGG, EGG, EGG, EGG], [RAPTOR, EGG, EGG, EGG, EGG])
    # Seat 0 plays first; seat 1's Velociraptor is not in seat 0's hand.
    assert_illegal(state, P(RAPTOR), "JA-4.1")
    assert_illegal(state, ja.ReturnCard(EGG), "JA-9.2")
    assert_illegal(state, ja.Draw(EGG), "JA-3.2")
    state = play(state, SARCO)
    assert ja.current_player(state) == FOSSIL
    assert_illegal(state, P(SARCO), "JA-4.1")
    assert ja.current_player(state) != FOOTPRINT


@pytest.mark.rules("JA-R17", "JA-R2")
def test_a_deck_with_many_card_types_lists_packs_the_same_way(tmp_path: Path) -> None:
    rows = [{"name": f"Dino{i:02}"} for i in range(30)]  # 30 species, one card each
    rows.append({"name": "Egg", "kind": "egg", "count": 2})
    deck = write_deck(tmp_path / "many.toml", rows)
    fossil = ["Dino01", "Dino02", "Dino03", "Dino04", "Egg"]
    state = deal(["Dino00", "Dino07", "Dino29", "Egg", "Egg"], fossil, deck=deck)
    # Too many possible hands to tabulate in advance: packs are listed on demand,
    # in the same order. Different species never pack; Eggs pack with any dinosaur.
    assert not state.components.hand_packs
    assert legal_cards(state) == [
        ("Dino00",),
        ("Dino00", "Egg"),
        ("Dino00", "Egg", "Egg"),
        ("Dino07",),
        ("Dino07", "Egg"),
        ("Dino07", "Egg", "Egg"),
        ("Dino29",),
        ("Dino29", "Egg"),
        ("Dino29", "Egg", "Egg"),
        ("Egg",),
        ("Egg", "Egg"),
    ]
