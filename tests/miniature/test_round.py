"""The game round: 1st initiative phase, activation order, Groups, windows, end (MI-7, MI-8)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from dinorules import CHANCE, IllegalActionError
from dinorules.miniature import (
    GAME,
    Act,
    CoinToss,
    Forward,
    Lead,
    NoAction,
    NoIdle,
    Pass,
    Pick,
    PlaceActive,
    PlaceIdle,
    PlaceNext,
    Reveal,
    SkipTurn,
    Stop,
    UseBaseSkills,
    UseCard,
)
from tests.miniature.helpers import play, view
from tests.miniature.round_helpers import duel, kinds, phase, rest, run_until, trio, window


def first_phase(state, raptor=("Flank", "Pack hunt", "Sentinel"), acu=("Volley", "Take cover")):  # type: ignore[no-untyped-def]
    """Seat 1 places first; raptors: Active, Next, Idle; ACU: Active, Next, no Idle."""
    state = play(state, Lead(1), PlaceActive(acu[0]), PlaceActive(raptor[0]))
    order = [(raptor, 0), (acu, 1)]
    if GAME.current_player(state) == 1:
        order.reverse()
    for cards, _seat in order:
        state = play(state, PlaceNext(cards[1]))
        if phase(state) == "PLACE_IDLE":
            state = play(state, PlaceIdle(cards[2]) if len(cards) > 2 else NoIdle())
    return state


@pytest.mark.rules("MI-7.1", "MI-7.2", "MI-2.1", "MI-R17")
def test_the_first_player_chooses_who_places_the_first_active_card(tmp_path: Path) -> None:
    state = duel(tmp_path)
    assert phase(state) == "LEAD" and GAME.current_player(state) == 0  # the first player
    assert GAME.legal_actions(state) == (Lead(0), Lead(1))
    state = play(state, Lead(1))
    assert GAME.current_player(state) == 1 and phase(state) == "PLACE_ACTIVE"
    state = play(state, PlaceActive("Volley"))
    assert GAME.current_player(state) == 0 and phase(state) == "PLACE_ACTIVE"  # clockwise
    state = play(state, PlaceActive("Pack hunt"))
    assert [u.active_initiative for u in view(state).units] == [7, 4]


@pytest.mark.rules("MI-7.3", "MI-7.5", "MI-9.3", "MI-R18", "MI-R16")
def test_next_cards_follow_the_active_initiative_and_idle_is_optional(tmp_path: Path) -> None:
    state = play(duel(tmp_path), Lead(1), PlaceActive("Fall back"), PlaceActive("Flank"))
    assert GAME.current_player(state) == 1  # Fall back (7) beats Flank (5)
    state = play(state, PlaceNext("Volley"))
    assert kinds(GAME.legal_actions(state))[-1] == "NoIdle"
    state = play(state, NoIdle(), PlaceNext("Pack hunt"), PlaceIdle("Sentinel"))
    seen = view(state, 0)
    raptors, acu = seen.units
    assert (raptors.next, raptors.idle, raptors.has_idle) == ("Pack hunt", "Sentinel", True)
    assert (acu.next, acu.next_initiative, acu.has_idle) == (None, 4, False)  # face down
    assert raptors.hand_size == acu.hand_size == 0  # the rest is discarded (MI-R18)
    assert len(raptors.discard) == 3 and len(acu.discard) == 4
    assert phase(state) == "REVEAL"


@pytest.mark.rules("MI-7.4", "MI-2.1")
def test_the_first_player_breaks_ties_in_the_next_placement(tmp_path: Path) -> None:
    state = play(duel(tmp_path), Lead(0), PlaceActive("Flank"), PlaceActive("Advance"))
    assert phase(state) == "LEAD" and GAME.current_player(state) == 0  # both 5
    state = play(state, Lead(1))
    assert phase(state) == "PLACE_NEXT" and GAME.current_player(state) == 1


@pytest.mark.rules("MI-8.1", "MI-8.2", "MI-8.3", "MI-8.10", "MI-6.2", "MI-6.15", "MI-R28")
def test_active_cards_are_revealed_in_descending_initiative(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path), raptor=("Flank", "Pack hunt", "Sentinel"))
    assert phase(state) == "REVEAL" and GAME.current_player(state) == 0  # Flank 5 > Volley 4
    state = play(state, Reveal())
    assert view(state, 1).units[0].active == "Flank"  # revealed to all
    state = window(state)  # the reveal window
    assert phase(state) == "ACTIVATE" and view(state).activating == 0
    state = play(state, UseCard(), Stop(), NoAction())
    assert phase(state) == "INTERACTION"  # after the resolution (MI-8.10)
    state = window(state)
    assert phase(state) == "REVEAL" and GAME.current_player(state) == 1
    state = rest(window(play(state, Reveal())))
    assert phase(state) == "INTERACTION" and view(state).round == 1  # the first-player window


@pytest.mark.rules("MI-8.4", "MI-8.5", "MI-8.6", "MI-8.7", "MI-8.8", "MI-R21")
def test_a_group_of_equal_initiative_takes_turns_one_unit_per_player(tmp_path: Path) -> None:
    state = trio(tmp_path)  # seat 1 is first player; units: raptors 0, trike 1, ACU 2
    state = play(state, Lead(1), PlaceActive("Advance"), Pick(0), PlaceActive("Flank"))
    state = play(state, PlaceActive("Horn sweep"))  # all three at Initiative 5
    state = run_until(state, lambda s: phase(s) == "REVEAL")
    reveals = []
    while phase(state) == "REVEAL":
        reveals.append(view(state).unit)
        state = play(state, Reveal())
    assert reveals == [2, 0, 1]  # seat 1 (first player) then seat 0, army order
    assert phase(state) == "INTERACTION"
    assert [GAME.current_player(play(state, *[Pass()] * k)) for k in range(2)] == [1, 0]
    state = window(state)
    assert phase(state) == "LEAD" and GAME.current_player(state) == 1
    state = play(state, Lead(0))
    assert phase(state) == "PICK" and GAME.legal_actions(state) == (Pick(0), Pick(1))
    state = play(state, Pick(1))
    order = [view(state).activating]
    state = rest(state)
    order.append(view(state).activating)
    state = rest(state)
    order.append(view(state).activating)
    assert order == [1, 2, 0]  # alternately, one unit per player
    state = rest(state)
    assert phase(state) == "INTERACTION" and view(state).pending == ()


@pytest.mark.rules("MI-8.13", "MI-8.14", "MI-8.15", "MI-1.2", "MI-1.3", "MI-R22", "MI-8.16")
def test_the_first_player_window_tosses_a_coin_on_equal_command(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path, objectives=[(1, 2)]))
    state = rest(window(play(state, Reveal())))
    state = rest(window(play(state, Reveal())))
    assert view(state).command == (1, 1)  # the raptors' objective, the ACU's humans (MI-R40)
    assert GAME.current_player(state) == 0
    state = window(state)
    assert GAME.current_player(state) is CHANCE and phase(state) == "FIRST_PLAYER_TOSS"
    assert GAME.chance_outcomes(state) == (
        (CoinToss(0), Fraction(1, 2)),
        (CoinToss(1), Fraction(1, 2)),
    )
    state = play(state, CoinToss(1))
    assert view(state).first_player == 1
    assert phase(state) == "STACK" and GAME.current_player(state) == 1  # initiative phase


@pytest.mark.rules("MI-8.15", "MI-R22")
def test_the_most_command_takes_the_token(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path))
    state = state.replace(round=state.round.replace(command=(0, 2)))
    state = rest(window(play(state, Reveal())))
    state = window(rest(window(play(state, Reveal()))))
    assert view(state).first_player == 1 and phase(state) == "STACK"


@pytest.mark.rules("MI-8.9", "MI-4.3", "MI-4.4", "MI-6.3", "MI-8.11", "MI-6.1", "MI-R19")
def test_movement_first_then_the_action_and_the_base_skill_alternative(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path))  # raptors: Flank, +2 hex
    state = window(play(state, Reveal()))
    assert GAME.legal_actions(state) == (UseCard(), UseBaseSkills())
    card = play(state, UseCard())
    assert phase(card) == "MOVE" and view(card).budget == 4  # base 2 + card 2
    card = play(card, Stop())
    assert phase(card) == "ACT" and GAME.legal_actions(card) == (Act(), NoAction())
    base = play(state, UseBaseSkills())
    assert view(base).budget == 2
    base = play(base, Stop(), Act())
    assert view(base).units[0].played is not None
    assert view(base).units[0].played.card == ""  # base skills, no card bonus
    assert str(view(base).units[0].played.bonus) == "-"


@pytest.mark.rules("MI-2.6", "MI-8.11")
def test_a_forced_card_is_played_at_its_initiative(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path), raptor=("Frenzy", "Pack hunt", "Sentinel"))
    assert GAME.legal_actions(state) == (Reveal(),)  # no skip (MI-2.6)
    with pytest.raises(IllegalActionError, match=r"MI-2\.6"):
        GAME.apply(state, SkipTurn())
    state = window(play(state, Reveal()))
    assert GAME.legal_actions(state) == (UseCard(),)  # no base skills either


@pytest.mark.rules("MI-8.12", "MI-R23")
def test_surviving_the_rounds_wins(tmp_path: Path) -> None:
    state = duel(tmp_path, victories=['kind = "survive"; rounds = 1; seats = [1]'])
    state = first_phase(state)
    state = rest(window(play(state, Reveal())))
    state = rest(window(play(state, Reveal())))
    assert GAME.is_terminal(state)
    assert GAME.winners(state) == frozenset({1}) and not GAME.truncated(state)


@pytest.mark.rules("MI-8.12", "MI-R23")
def test_holding_an_objective_for_the_rounds_wins(tmp_path: Path) -> None:
    objective = (2, 2)
    state = duel(
        tmp_path,
        objectives=[objective],
        victories=['kind = "hold_objectives"; amount = 1; rounds = 1'],
    )
    state = first_phase(state)  # raptors at (1, 2) facing NE; Flank: 4 movement
    state = play(window(play(state, Reveal())), UseCard(), Forward("SE"), Stop(), NoAction())
    assert view(state).units[0].hexes == (objective,)
    state = rest(window(play(window(state), Reveal())))
    assert GAME.winners(state) == frozenset({0})


@pytest.mark.rules("MI-8.12", "MI-R23")
def test_reaching_the_zone_wins(tmp_path: Path) -> None:
    state = duel(tmp_path, victories=['kind = "reach_zone"; amount = 1; zone = [[1, 2]]'])
    state = first_phase(state)
    state = rest(window(play(state, Reveal())))
    state = rest(window(play(state, Reveal())))
    assert GAME.winners(state) == frozenset({0})


@pytest.mark.rules("MI-10.15", "MI-R27")
def test_the_game_ends_when_every_hero_deck_is_empty(tmp_path: Path) -> None:
    state = run_until(first_phase(duel(tmp_path)), GAME.is_terminal, limit=5000)
    seen = view(state)
    assert seen.hero_deck_sizes == (0, 0)
    assert GAME.winners(state) == frozenset() and not GAME.truncated(state)


@pytest.mark.rules("MI-R27")
def test_the_round_bound_truncates_with_no_winner(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path, options={"max_rounds": 1}))
    state = rest(window(play(state, Reveal())))
    state = rest(window(play(state, Reveal())))
    assert GAME.is_terminal(state) and GAME.truncated(state)
    assert GAME.winners(state) == frozenset()
    assert view(state).max_rounds == 1


@pytest.mark.rules("MI-R16", "MI-R14")
def test_face_down_cards_show_their_initiative_only(tmp_path: Path) -> None:
    state = first_phase(duel(tmp_path))
    mine, theirs = view(state, 0).units[0], view(state, 1).units[0]
    assert (mine.active, mine.next, mine.idle) == ("Flank", "Pack hunt", "Sentinel")
    assert (theirs.active, theirs.next, theirs.idle) == (None, None, None)
    assert (theirs.active_initiative, theirs.next_initiative) == (5, 7) and theirs.has_idle
    seen = view(state, 1)
    varied = set()
    for seed in range(12):
        sampled = GAME.sample_hidden(state, 1, seed=seed)
        assert view(sampled, 1) == seen
        varied.add((sampled.units[0].active, sampled.units[0].idle))
    assert len(varied) > 1  # Flank or Hit and run... any card of Initiative 5 or 6
