"""What a seat reads of a move: packs face down, then both at the Fight! (JA-4.1, JA-R13)."""

from __future__ import annotations

import pytest

from dinorules import GAMES
from tests.jurassattack.helpers import COMPY, EGG, FOOTPRINT, FOSSIL, PTERA, RAPTOR, deal, play
from tests.seen import leaks

GAME = GAMES["jurassattack"]


@pytest.mark.rules("JA-4.1", "JA-R13", "JA-5.2")
def test_the_rival_reads_the_pack_size_then_both_packs_at_the_fight() -> None:
    state = deal([COMPY, COMPY, PTERA, EGG, EGG], [RAPTOR, COMPY, EGG, EGG, PTERA])
    (first,) = [a for a in GAME.legal_actions(state) if str(a) == "play Compsognathus+Egg"]
    assert GAME.action_seen(state, first, FOOTPRINT) == "play Compsognathus+Egg"
    assert GAME.action_seen(state, first, FOSSIL) == "play a pack of 2 cards face down"
    state = play(state, COMPY, EGG)
    (second,) = [a for a in GAME.legal_actions(state) if str(a) == "play Velociraptor"]
    told = GAME.action_seen(state, second, FOOTPRINT)
    assert told == (
        "play a pack face down; Fight!: round 1: Compsognathus+Egg vs Velociraptor,"
        " ferocity 1 vs 4, seat 1 wins"
    )


@pytest.mark.rules("JA-R13", "JA-R8", "JA-9.2", "JA-2.4")
@pytest.mark.parametrize("chance", ["auto", "explicit"])
def test_a_rival_reads_only_what_its_observations_show(chance: str) -> None:
    assert leaks(GAME, seeds=range(4), chance=chance) == []
