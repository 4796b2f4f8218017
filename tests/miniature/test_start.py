"""The start phase: first player, deployment draws, the mulligan, placement (MI-1, MI-3)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from dinorules import CHANCE, IllegalActionError
from dinorules.miniature import (
    GAME,
    ChooseDeployer,
    CoinToss,
    DrawAction,
    DrawHero,
    Face,
    KeepHand,
    Mulligan,
    Phase,
    PlaceAt,
    PlaceUnit,
)
from dinorules.miniature.data.components import load_components
from tests.miniature.helpers import (
    RAPTORS,
    REX,
    TRIKE,
    counts,
    deploy,
    play,
    rectangle,
    scenario_file,
    settle,
    start,
    view,
)


@pytest.mark.rules("MI-1.1", "MI-R1")
def test_the_lowest_army_value_plays_first() -> None:
    state = start()  # skirmish: seat 0 is worth 26, seat 1 22
    seen = view(state)
    assert seen.first_player == 1
    assert GAME.current_player(state) is CHANCE and seen.phase is Phase.DRAW_ACTIONS
    assert all(unit.hexes == () for unit in seen.units)  # off the board until placed


@pytest.mark.rules("MI-R3", "MI-2.9")
def test_a_tie_on_army_value_is_a_coin_toss() -> None:
    state = start(scenario="free_for_all", players=3)  # seats 0 and 2 are both worth 12
    assert GAME.current_player(state) is CHANCE and view(state).phase is Phase.COIN_TOSS
    assert GAME.chance_outcomes(state) == (
        (CoinToss(0), Fraction(1, 2)),
        (CoinToss(2), Fraction(1, 2)),
    )
    assert view(play(state, CoinToss(2))).first_player == 2  # a chance outcome
    with pytest.raises(IllegalActionError):
        GAME.apply(state, CoinToss(1))  # type: ignore[arg-type]


@pytest.mark.rules("MI-3.2", "MI-R4")
def test_each_unit_draws_six_action_cards_from_its_own_deck() -> None:
    state = start()
    deck = load_components().deck_cards["Velociraptor"]
    outcomes = dict(GAME.chance_outcomes(state))
    assert outcomes[DrawAction("Pack hunt")] == Fraction(deck.count("Pack hunt"), len(deck))
    state = play(state, *[DrawAction("Pack hunt")] * 2)
    assert DrawAction("Pack hunt") not in dict(GAME.chance_outcomes(state))  # both drawn
    state = settle(state)
    for unit in view(state, 0).units[:2]:
        assert unit.hand_size == 6 and unit.hand is not None and len(unit.hand) == 6
    assert [u.hand_size for u in view(state, 0).units] == [6, 6, 6, 6]
    assert counts(view(state, 0).units[0].hand)["Pack hunt"] == 2


@pytest.mark.rules("MI-3.2", "MI-R14")
def test_every_seat_sees_which_unit_a_deployment_draw_goes_to_bug() -> None:
    state = start()
    while GAME.current_player(state) is CHANCE and view(state).phase is Phase.DRAW_ACTIONS:
        drawing = view(state).unit
        assert drawing is not None and all(view(state, seat).unit == drawing for seat in (0, 1))
        before = view(state).units[drawing].hand_size
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert view(state).units[drawing].hand_size == before + 1


@pytest.mark.rules("MI-2.8", "MI-R4")
def test_a_scenario_rule_outranks_the_book_deployment_draw(tmp_path: Path) -> None:
    path = scenario_file(
        tmp_path,
        [[RAPTORS], [TRIKE]],
        [rectangle(0, 1, 0, 5), rectangle(8, 9, -4, 0)],
        rules=[("deployment_draw", 4)],
    )
    state = settle(start(scenario=path))
    assert [u.hand_size for u in view(state).units] == [4, 4]


@pytest.mark.rules("MI-3.3", "MI-3.4")
def test_each_player_draws_five_hero_cards() -> None:
    state = settle(start())
    assert view(state).hero_hand_sizes == (5, 5)
    assert view(state).phase is Phase.MULLIGAN and GAME.current_player(state) == 1


@pytest.mark.rules("MI-3.4", "MI-2.8", "MI-R5")
def test_the_scenario_sets_a_smaller_hand() -> None:
    state = settle(start(scenario="free_for_all", players=4))
    assert view(state).hero_hand_sizes == (4, 4, 4, 4)


@pytest.mark.rules("MI-3.3", "MI-R5", "MI-R14")
def test_the_mulligan_discards_then_redraws_once() -> None:
    state = settle(start())  # seat 1 (the first player) mulligans first
    hand = counts(view(state, 1).hero_hand)
    card = next(iter(hand))
    assert GAME.legal_actions(state) == (*(Mulligan(c) for c in sorted(hand)), KeepHand())
    state = play(state, Mulligan(card))
    assert view(state, 0).hero_discards[1].count(card) == 1  # face up, seen by all
    assert view(state, 1).to_draw == 1
    state = play(state, KeepHand())
    assert GAME.current_player(state) is CHANCE and view(state).phase is Phase.REDRAW
    outcomes = dict(GAME.chance_outcomes(state))
    if hand[card] == 1:
        assert DrawHero(card) not in outcomes  # the discard is not redrawn
    state = play(state, next(iter(outcomes)))
    assert view(state, 1).hero_hand_sizes == (5, 5)
    assert GAME.current_player(state) == 0 and view(state).phase is Phase.MULLIGAN
    state = play(state, KeepHand())  # seat 0 keeps: no redraw
    assert view(state).phase is Phase.CHOOSE_DEPLOYER and GAME.current_player(state) == 1


@pytest.mark.rules("MI-R5", "MI-2.8")
def test_no_mulligan_when_the_scenario_forbids_it(tmp_path: Path) -> None:
    path = scenario_file(
        tmp_path,
        [[RAPTORS], [TRIKE]],
        [rectangle(0, 1, 0, 5), rectangle(8, 9, -4, 0)],
        rules=[("no_mulligan", 0)],
    )
    path_text = Path(path).read_text(encoding="utf-8").replace("amount = 0\n", "")
    Path(path).write_text(path_text, encoding="utf-8")
    state = settle(start(scenario=path))
    assert view(state).phase is Phase.CHOOSE_DEPLOYER


@pytest.mark.rules("MI-3.5", "MI-2.7", "MI-R6")
def test_the_first_player_chooses_who_places_first() -> None:
    state = settle(start())
    state = settle(play(state, KeepHand()))
    state = play(state, KeepHand())
    assert GAME.current_player(state) == 1  # the first player
    assert GAME.legal_actions(state) == (ChooseDeployer(0), ChooseDeployer(1))
    state = play(state, ChooseDeployer(0))
    assert GAME.current_player(state) == 0 and view(state).phase is Phase.PLACE_UNIT


@pytest.mark.rules("MI-3.5", "MI-R6")
def test_players_alternate_placing_units_in_their_own_zones() -> None:
    components = load_components()
    state = settle(start())
    state = settle(play(state, KeepHand()))
    state = play(state, KeepHand(), ChooseDeployer(0))
    assert GAME.legal_actions(state) == (PlaceUnit(0), PlaceUnit(1))
    state = play(state, PlaceUnit(1))
    anchors = GAME.legal_actions(state)
    assert {(a.q, a.r) for a in anchors if isinstance(a, PlaceAt)} == set(components.zones[0])
    outside = next(iter(components.zones[1]))
    with pytest.raises(IllegalActionError, match=r"MI-3.5"):
        GAME.apply(state, PlaceAt(*outside))
    state = play(state, anchors[0])
    assert len(GAME.legal_actions(state)) == 6
    state = play(state, Face("SE"))
    assert GAME.current_player(state) == 1  # alternately
    assert GAME.legal_actions(state) == (PlaceUnit(2), PlaceUnit(3))  # units C and D
    state = play(state, PlaceUnit(2))
    assert {(a.q, a.r) for a in GAME.legal_actions(state) if isinstance(a, PlaceAt)} == set(
        components.zones[1]
    )
    state = play(state, PlaceAt(*outside), Face("NW"))
    assert GAME.current_player(state) == 0
    assert GAME.legal_actions(state) == (PlaceUnit(0),)  # the unit placed is gone
    state = play(state, PlaceUnit(0), GAME.legal_actions(play(state, PlaceUnit(0)))[0], Face("N"))
    state = play(state, PlaceUnit(3))
    assert GAME.current_player(state) == 1


@pytest.mark.rules("MI-R6")
def test_a_large_unit_fits_wholly_in_its_zone_and_room_is_left(tmp_path: Path) -> None:
    zone = [(1, 0), (1, 1), (1, 2), (2, 0)]  # the T-Rex fits only on the line q = 1
    path = scenario_file(tmp_path, [[REX, RAPTORS], [TRIKE]], [zone, rectangle(8, 9, -4, 0)])
    state = settle(start(scenario=path))
    while view(state).phase is Phase.MULLIGAN:
        state = settle(play(state, KeepHand()))
    state = play(state, ChooseDeployer(0), PlaceUnit(1))  # the raptors first
    assert GAME.legal_actions(state) == (PlaceAt(2, 0),)  # room is left for the T-Rex
    state = play(state, PlaceAt(2, 0), Face("N"), PlaceUnit(2), PlaceAt(8, -4), Face("N"))
    assert GAME.legal_actions(state) == (PlaceUnit(0),)
    state = play(state, PlaceUnit(0))
    assert GAME.legal_actions(state) == (PlaceAt(1, 1),)
    state = play(state, PlaceAt(1, 1))
    assert GAME.legal_actions(state) == (Face("N"), Face("S"))  # wholly in the zone
    state = play(state, Face("S"))
    assert set(view(state).units[0].hexes) == {(1, 0), (1, 1), (1, 2)}


@pytest.mark.rules("MI-R7", "MI-7.1")
def test_after_deployment_the_first_initiative_phase_begins() -> None:
    state = settle(start())
    state = deploy(
        state,
        [
            (1, 0, (6, -2), "NW"),
            (0, 0, (1, 1), "SE"),
            (1, 1, (6, -1), "NW"),
            (0, 1, (1, 3), "SE"),
        ],
    )
    seen = view(state)
    assert seen.phase is Phase.LEAD and GAME.current_player(state) == 1  # the first player
    assert seen.round == 0 and all(u.active_initiative is None for u in seen.units)
    assert not GAME.is_terminal(state) and GAME.winners(state) == frozenset()
