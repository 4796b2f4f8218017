"""The team rules: two teams of Diplos and Triceratops on eight boards (BR-13 to BR-18).

The default team meadow (boards A E B F / C G D H, 12x6), Diplos ``b``/``y`` and
Triceratops ``B``/``Y``::

    . . . . . . . . . . . .
    . b . . B . b . y B . Y
    . y . . Y . . . . . . .
    y . . Y . . . . . . . .
    . . . . . . . y . . Y .
    . . b . . B . b . . B .
"""

from __future__ import annotations

from typing import Any

import pytest

from dinorules import IllegalActionError, InvalidOptionError
from dinorules.brunch import (
    GAME,
    Charge,
    ChooseBirth,
    EndTurn,
    GiveFlower,
    Look,
    Move,
    MoveCarnivore,
    Pick,
    Place,
    Stolen,
    Wake,
)
from dinorules.kernel import Multiset, Rng

from .helpers import is_chance, pile, play, square, start

BLUE_DIPLOS, YELLOW_DIPLOS = "blue diplos", "yellow diplos"
BLUE_TRICERATOPS, YELLOW_TRICERATOPS = "blue triceratops", "yellow triceratops"


def team(players: int = 4, **options: Any) -> Any:
    return start(variant="team", players=players, **options)


def hunts(state: Any) -> set[MoveCarnivore]:
    return {a for a in GAME.legal_actions(state) if isinstance(a, MoveCarnivore)}


# --- Set-up and seats -----------------------------------------------------------------


@pytest.mark.rules("BR-14.1", "BR-14.2", "BR-14.3", "BR-14.4", "BR-13.2")
def test_eight_boards_both_species_on_their_eggs_and_56_tokens() -> None:
    seen = GAME.observe(team(), 0)
    assert len(seen.squares) == 8 * 9
    names = [n for n in seen.board if n and n != "grass"]
    for figure in ("blue diplo", "yellow diplo", "blue triceratops", "yellow triceratops"):
        assert names.count(figure) == 4
        assert seen.reserve.count(figure) == 1
    assert seen.reserve.count("raptor") == 1 and seen.reserve.count("t-rex") == 2
    assert seen.board.count("grass") == 56 == seen.face_down_on_meadow


@pytest.mark.rules("BR-14.4", "BR-R27")
def test_the_56_tokens_mix_both_boxes() -> None:
    state = play(team(), Move((1, 1), "N"))
    outcomes = {o.token: p for o, p in GAME.chance_outcomes(state)}
    assert sum(p * 56 for p in outcomes.values()) == 56
    assert outcomes["Birth"] * 56 == 6  # 3 in each box: the same token
    assert outcomes["Fruit"] * 56 == 12 and outcomes["Yummy"] * 56 == 12
    assert outcomes["Trap"] * 56 == 1 and outcomes["Surprise"] * 56 == 2


@pytest.mark.rules("BR-15.1", "BR-15.2", "BR-15.3", "BR-13.1", "BR-R2", "BR-R28")
@pytest.mark.parametrize(
    ("players", "seats"),
    [(4, (0, 1, 2, 3, 0)), (3, (0, 1, 0, 2, 0)), (2, (0, 1, 0, 1, 0))],
)
def test_roles_play_in_turn_order_from_their_seats(players: int, seats: tuple[int, ...]) -> None:
    state = team(players)
    turns = [
        (
            GAME.current_player(state),
            GAME.observe(state, 0).turn,
            GAME.observe(state, 0).actions_left,
        )
    ]
    script = [
        (Move((1, 1), "N"), "Fruit"),  # blue Diplos: one Action on the very first turn
        (Move((1, 2), "N"), Move((8, 1), "N"), "Fruit"),  # yellow Diplos: two
        (Move((4, 1), "N"), "Fruit", Move((9, 1), "N"), "Fruit"),  # blue Triceratops: two
        (Move((4, 2), "N"), Move((11, 1), "N"), "Fruit"),  # yellow Triceratops
    ]
    for steps in script:
        state = play(state, *steps)
        seen = GAME.observe(state, 0)
        turns.append((GAME.current_player(state), seen.turn, seen.actions_left))
    assert tuple(seat for seat, _, _ in turns) == seats
    assert [turn for _, turn, _ in turns] == [
        BLUE_DIPLOS,
        YELLOW_DIPLOS,
        BLUE_TRICERATOPS,
        YELLOW_TRICERATOPS,
        BLUE_DIPLOS,
    ]
    assert [left for _, _, left in turns] == [1, 2, 2, 2, 2]


# --- What each turn moves ---------------------------------------------------------------


@pytest.mark.rules("BR-15.4", "BR-15.6")
def test_a_diplo_turn_moves_diplos_and_t_rexes_but_not_the_raptor() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap")  # the Raptor on (1, 0)
    state = play(state, Move((8, 1), "N"), "Surprise")  # a T-Rex on (8, 0)
    assert hunts(state) == {MoveCarnivore((8, 0), "S")}  # the T-Rex; not the Raptor
    movers = {a.at for a in GAME.legal_actions(state) if isinstance(a, Move)}
    assert movers <= {(1, 2), (0, 3), (7, 4)}  # yellow Diplos only
    with pytest.raises(IllegalActionError, match=r"BR-15\.6"):
        GAME.apply(state, MoveCarnivore((1, 0), "S"))
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Move((4, 2), "N"))  # a yellow Triceratops: not on this turn


@pytest.mark.rules("BR-15.7", "BR-15.10", "BR-17.4")
def test_a_triceratops_turn_moves_triceratops_and_the_raptor_but_no_t_rex() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap", Move((8, 1), "N"), "Surprise")
    state = play(state, Move((1, 2), "N"))  # yellow Diplo up to (1, 1), under the Raptor
    assert GAME.observe(state, 0).turn == BLUE_TRICERATOPS
    assert MoveCarnivore((8, 0), "S") not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError, match=r"BR-15\.6"):
        GAME.apply(state, MoveCarnivore((8, 0), "S"))
    movers = {getattr(a, "at", None) for a in GAME.legal_actions(state)}
    assert movers <= {(4, 1), (9, 1), (5, 5), (10, 5), (1, 0)}
    assert MoveCarnivore((1, 0), "E") not in GAME.legal_actions(state)  # grass on (2, 0)
    assert Charge((4, 1), "S") in GAME.legal_actions(state)  # peacefully or charging


@pytest.mark.rules("BR-15.4", "BR-19.3", "BR-R7")
def test_a_diplo_turn_may_move_a_t_rex_with_both_actions() -> None:
    state = play(team(), Move((1, 1), "N"), "Surprise")  # a T-Rex on (1, 0)
    state = play(state, Move((1, 2), "W"), "Fruit", Move((8, 1), "N"), "Fruit")
    state = play(state, Move((4, 1), "N"), "Fruit", Move((9, 1), "N"), "Fruit")
    state = play(state, Move((4, 2), "N"), Move((11, 1), "N"), "Fruit")
    assert GAME.observe(state, 0).turn == BLUE_DIPLOS
    state = play(state, MoveCarnivore((1, 0), "S"))  # down to (1, 2), before grass
    assert square(state, (1, 2)) == "t-rex"
    assert MoveCarnivore((1, 2), "W") in hunts(state)
    state = play(state, MoveCarnivore((1, 2), "W"))  # again: onto the yellow Diplo
    assert square(state, (0, 2)) == "t-rex"
    assert GAME.observe(state, 0).reserve.count("yellow diplo") == 2


@pytest.mark.rules("BR-9.3", "BR-15.7")
def test_a_triceratops_turn_moves_the_raptor_once() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap")  # the Raptor on (1, 0)
    state = play(state, Move((8, 1), "N"), "Fruit", Move((1, 2), "W"), "Fruit")
    assert GAME.observe(state, 0).turn == BLUE_TRICERATOPS
    state = play(state, MoveCarnivore((1, 0), "S"))  # down to (1, 2), before grass
    assert GAME.observe(state, 0).actions_left == 1
    assert not hunts(state)
    with pytest.raises(IllegalActionError, match=r"BR-9\.3"):
        GAME.apply(state, MoveCarnivore((1, 2), "W"))


STAIRS = [[3 * i, i, 0] for i in range(8)]
"""Eight boards, each touching the next along two squares of their sides."""


@pytest.mark.rules("BR-14.1", "BR-R1")
def test_team_boards_need_share_only_a_square_side() -> None:
    seen = GAME.observe(team(layout=STAIRS), 0)
    assert len(seen.squares) == 8 * 9
    assert seen.board.count("grass") == 56
    corners = [[0, 0, 0], [3, 0, 0], [6, 0, 0], [9, 0, 0], [0, 3, 0], [3, 3, 0], [6, 3, 0]]
    with pytest.raises(InvalidOptionError, match=r"option layout=.*board 7 .*shares no square"):
        team(layout=[*corners, [12, 6, 0]])


@pytest.mark.rules("BR-15.9", "BR-17.4")
@pytest.mark.parametrize(
    ("script", "charge", "victim"),
    [
        (
            (Move((1, 1), "N"), "Fruit", Move((1, 2), "N"), Move((0, 3), "E"), "Fruit"),
            Charge((9, 1), "W"),
            "yellow diplo",
        ),
        (
            (Move((1, 1), "N"), "Fruit", Move((8, 1), "W"), "Surprise", Move((1, 2), "N")),
            Charge((9, 1), "W"),
            "t-rex",
        ),
        (
            (Move((6, 1), "W"), "Trap", Move((1, 2), "E"), "Fruit", Move((0, 3), "E"), "Fruit"),
            Charge((4, 1), "E"),
            "raptor",
        ),
        (
            (Move((1, 1), "N"), "Fruit", Move((1, 2), "N"), Move((0, 3), "E"), "Fruit"),
            Charge((4, 1), "S"),
            "yellow triceratops",
        ),
    ],
)
def test_a_triceratops_charges_diplos_triceratops_and_carnivores(
    script: tuple[Any, ...], charge: Charge, victim: str
) -> None:
    state = play(team(), *script)
    assert GAME.observe(state, 0).turn == BLUE_TRICERATOPS
    state = play(state, charge)
    assert GAME.observe(state, 0).decision == f"place the charged {victim}"


@pytest.mark.rules("BR-15.5", "BR-15.8", "BR-17.4")
def test_either_species_eats_tokens_of_either_box() -> None:
    state = play(team(), Move((1, 1), "N"), "Fruit")  # a Diplo eats a Brunch token
    state = play(state, Move((8, 1), "N"), "Yummy", Move((1, 2), "N"))
    state = play(state, Move((4, 1), "N"), "Yummy")  # a Triceratops eats a Snack token
    assert pile(state, BLUE_DIPLOS).tokens == Multiset.of(["Fruit"])
    assert pile(state, BLUE_TRICERATOPS).tokens == Multiset.of(["Yummy"])


@pytest.mark.rules("BR-15.5", "BR-15.8")
def test_any_dinosaur_stops_a_diplo_or_a_triceratops() -> None:
    state = play(team(), Move((1, 1), "N"), "Fruit")
    state = play(state, Move((0, 3), "E"), "Fruit", Move((1, 3), "E"), "Fruit")  # y Diplo
    state = play(state, Move((5, 5), "E"), "Fruit", Move((6, 5), "W"), "Fruit")  # B
    state = play(state, Move((11, 1), "N"), "Fruit", Move((11, 0), "W"), "Fruit")  # Y
    state = play(state, Move((6, 1), "N"), "Fruit", Move((6, 0), "E"), "Fruit")  # b
    state = play(state, Move((2, 3), "W"))  # yellow Diplo back to the edge...
    assert square(state, (0, 3)) == "yellow diplo"
    state = play(state, Move((0, 3), "E"))  # ...then stopped by the yellow Triceratops
    assert square(state, (2, 3)) == "yellow diplo"
    state = play(state, Move((4, 5), "E"))  # blue Triceratops stopped by a blue Diplo
    assert square(state, (6, 5)) == "blue triceratops"


# --- Token details ----------------------------------------------------------------------


@pytest.mark.rules("BR-16.1", "BR-17.4", "BR-R24")
def test_diplos_and_triceratops_of_a_team_keep_separate_piles() -> None:
    state = play(team(), Move((1, 1), "N"), "SuperYum", EndTurn(), Move((8, 1), "N"), "Fruit")
    state = play(state, Move((1, 2), "N"), Move((4, 1), "N"), "Fruit")
    assert pile(state, BLUE_DIPLOS).usable == Multiset.of(["SuperYum"])
    assert pile(state, BLUE_TRICERATOPS).usable == Multiset.of(["Fruit"])
    state = play(state, Move((9, 1), "N"), "Fruit")
    # The Triceratops' Actions are over; the Super Yum is the Diplos': no spending it.
    assert GAME.observe(state, 0).turn == YELLOW_TRICERATOPS


@pytest.mark.rules("BR-16.2", "BR-R20", "BR-17.4")
def test_a_birth_lets_the_finder_choose_either_species_of_the_team() -> None:
    state = play(team(), Move((1, 1), "N"), "Birth")
    assert GAME.legal_actions(state) == (ChooseBirth("diplo"), ChooseBirth("triceratops"))
    state = play(state, ChooseBirth("triceratops"))  # one empty square: placed at once
    assert square(state, (1, 1)) == "blue triceratops"
    assert GAME.observe(state, 1).reserve.count("blue triceratops") == 0


@pytest.mark.rules("BR-16.3")
def test_indigestible_grass_puts_a_diplo_to_sleep_until_its_next_turn() -> None:
    state = play(team(), Move((1, 1), "N"), "Indigestible")
    assert square(state, (1, 0)) == "blue diplo (asleep)"
    state = play(state, Move((8, 1), "N"), "Fruit", Move((1, 2), "N"))
    assert Wake((1, 0)) not in GAME.legal_actions(state)  # the partner cannot wake it
    state = play(state, Move((4, 1), "N"), "Fruit", Move((9, 1), "N"), "Fruit")
    state = play(state, Move((4, 2), "N"), Move((11, 1), "N"), "Fruit")
    assert Wake((1, 0)) in GAME.legal_actions(state)


@pytest.mark.rules("BR-16.4", "BR-R19")
def test_air_travel_flies_diplos_only_a_partners_included() -> None:
    state = play(team(), Move((1, 1), "N"), "Fruit", Move((8, 1), "N"), "Fruit")
    state = play(state, Move((1, 2), "N"), Move((4, 1), "N"), "AirTravel")
    picks = {a.at for a in GAME.legal_actions(state) if isinstance(a, Pick)}
    assert picks == {(1, 0), (6, 1), (2, 5), (7, 5), (1, 1), (8, 0), (0, 3), (7, 4)}
    state = play(state, Pick((6, 1)))  # the partner's Diplo
    state = play(state, Place((4, 1)))
    assert square(state, (4, 1)) == "blue diplo"


@pytest.mark.rules("BR-16.5", "BR-R19")
def test_air_raid_targets_a_t_rex_never_the_raptor() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap")  # the Raptor is in play
    state = play(state, Move((8, 1), "N"), "AirRaid")
    assert all(isinstance(a, Look) for a in GAME.legal_actions(state))


@pytest.mark.rules("BR-16.6", "BR-R27")
def test_trap_and_surprise_replace_any_eater() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap")
    assert square(state, (1, 0)) == "raptor"  # a Diplo ate the Trap
    assert GAME.observe(state, 0).reserve.count("blue diplo") == 2
    state = play(state, Move((8, 1), "N"), "Fruit", Move((1, 2), "N"))
    state = play(state, Move((4, 1), "N"), "Surprise")
    assert square(state, (4, 0)) == "t-rex"  # a Triceratops ate the Surprise
    assert GAME.observe(state, 0).reserve.count("blue triceratops") == 2


@pytest.mark.rules("BR-16.6", "BR-R7")
def test_carnivores_scare_any_herbivore_and_block_each_other() -> None:
    state = play(team(), Move((1, 1), "N"), "Trap")  # the Raptor on (1, 0)
    state = play(state, Move((1, 2), "N"), Move((0, 3), "N"), "Surprise")  # T-Rex (0, 2)
    state = play(state, MoveCarnivore((1, 0), "S"))  # onto the yellow Diplo on (1, 1)
    assert square(state, (1, 1)) == "raptor"
    assert GAME.observe(state, 0).reserve.count("yellow diplo") == 3
    state = play(state, Move((4, 1), "N"), "Fruit")
    assert MoveCarnivore((1, 1), "SW") not in hunts(state)  # the T-Rex on (0, 2) blocks
    state = play(state, MoveCarnivore((1, 1), "S"), Move((4, 2), "E"), "Fruit")
    assert square(state, (1, 2)) == "raptor"
    assert hunts(state) == {MoveCarnivore((0, 2), "S")}  # east: the Raptor blocks


@pytest.mark.rules("BR-16.7", "BR-R11")
def test_the_finder_of_a_flower_chooses_which_opponent_receives_it() -> None:
    state = play(team(), Move((1, 1), "N"), "Fruit", Move((8, 1), "N"), "Fruit")
    state = play(state, Move((1, 2), "N"), Move((4, 1), "N"), "Fruit")
    state = play(state, Move((9, 1), "N"), "Fruit", Move((4, 2), "N"))
    state = play(state, Move((11, 1), "N"), "Flower")  # yellow has Fruit on both blue roles
    assert GAME.legal_actions(state) == (GiveFlower(0), GiveFlower(2))
    state = play(state, GiveFlower(2))
    assert is_chance(state)
    state = play(state, Stolen("Fruit"))
    assert pile(state, BLUE_TRICERATOPS).tokens == Multiset.of(["Fruit", "Flower"])
    assert pile(state, BLUE_DIPLOS).tokens == Multiset.of(["Fruit"])
    assert pile(state, YELLOW_TRICERATOPS).tokens == Multiset.of(["Fruit"])


@pytest.mark.rules("BR-R14")
def test_partners_share_what_they_look_at() -> None:
    state = play(team(), Move((1, 1), "N"), "AirRaid", Look((0, 0)), "Trap", Look((2, 0)), "Birth")
    assert square(state, (0, 0), player=0) == "grass:Trap"
    assert square(state, (0, 0), player=2) == "grass:Trap"  # the blue Triceratops
    assert square(state, (0, 0), player=1) == "grass"
    assert square(state, (0, 0), player=3) == "grass"


# --- Missing species, and the end of a team game -----------------------------------------

ORDER = (BLUE_DIPLOS, YELLOW_DIPLOS, BLUE_TRICERATOPS, YELLOW_TRICERATOPS)
FIGURE = {
    BLUE_DIPLOS: "blue diplo",
    YELLOW_DIPLOS: "yellow diplo",
    BLUE_TRICERATOPS: "blue triceratops",
    YELLOW_TRICERATOPS: "yellow triceratops",
}


def turn_changes(seeds: range) -> Any:
    """(observation before, observation after) at every change of role in random games."""
    for seed in seeds:
        state = GAME.initial_state(seed=seed, variant="team", players=4)
        chooser = Rng.from_seed(seed)
        before = GAME.observe(state, 0)
        while not GAME.is_terminal(state):
            action, chooser = chooser.choice(GAME.legal_actions(state))
            state = GAME.apply(state, action)
            now = GAME.observe(state, 0)
            if now.turn != before.turn or GAME.is_terminal(state):
                yield before, now
            before = now


def on_meadow(seen: Any, figure: str) -> int:
    return (
        seen.board.count(figure)
        + seen.board.count(f"{figure} (asleep)")
        + seen.board.count(f"{figure} (fell asleep this turn)")
    )


@pytest.mark.rules("BR-17.1", "BR-17.2")
def test_a_role_without_figures_passes_but_its_team_plays_on() -> None:
    skips = 0
    for before, after in turn_changes(range(30)):
        if after.winners:
            continue
        expected = ORDER[(ORDER.index(before.turn) + 1) % 4]
        if after.turn != expected:
            skips += 1
            assert on_meadow(after, FIGURE[expected]) == 0  # that species was missing
            team = expected.split()[0]
            assert on_meadow(after, f"{team} diplo") + on_meadow(after, f"{team} triceratops")
        else:
            assert on_meadow(after, FIGURE[after.turn]) > 0
    assert skips > 0


@pytest.mark.rules("BR-17.3")
def test_play_resumes_when_a_birth_brings_the_missing_species_back() -> None:
    resumed = 0
    missing: set[str] = set()
    for before, after in turn_changes(range(16, 24)):  # seed 21 has such a comeback
        for role in ORDER:
            if on_meadow(after, FIGURE[role]) == 0:
                missing.add(role)
        if after.turn in missing and not after.winners:
            resumed += 1
            assert on_meadow(after, FIGURE[after.turn]) > 0
            missing.discard(after.turn)
        if after.winners or before.turn == after.turn:
            missing.clear()
    assert resumed > 0


def _team_totals(seen: Any) -> list[tuple[int, int]]:
    points = {
        "Birth": 1, "Hideout": 1, "Flower": 1, "Indigestible": 3, "Trap": 3, "SuperYum": 1,
        "Fruit": 2, "Recon": 1, "AirTravel": 1, "AirRaid": 1, "Eruption": 1, "Surprise": 3,
        "Yummy": 2,
    }  # fmt: skip
    totals = [[0, 0], [0, 0]]
    for view in seen.piles:
        team = 0 if view.role.startswith("blue") else 1
        held = list(view.tokens) + list(view.face_up)
        totals[team][0] += sum(points[t] for t in held)
        totals[team][1] += len(held)
    return [(p, n) for p, n in totals]


@pytest.mark.rules(
    "BR-18.1", "BR-18.2", "BR-18.3", "BR-18.4", "BR-18.5", "BR-18.6", "BR-18.7", "BR-16.1"
)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_team_games_end_as_the_team_rules_say(players: int) -> None:
    endings = set()
    for seed in range(15):
        state = GAME.initial_state(seed=seed, variant="team", players=players)
        chooser = Rng.from_seed(seed)
        while not GAME.is_terminal(state):
            action, chooser = chooser.choice(GAME.legal_actions(state))
            state = GAME.apply(state, action, check=False)
        seen = GAME.observe(state, 0)
        blue_seats = {0, 2} if players == 4 else {0}
        yellow_seats = set(range(players)) - blue_seats
        wiped = [
            team
            for team in ("blue", "yellow")
            if not any(n.startswith(team) for n in seen.board if n != "grass")
        ]
        (blue, blue_n), (yellow, yellow_n) = _team_totals(seen)
        if wiped:
            endings.add("wiped")
            assert GAME.winners(state) == (yellow_seats if wiped == ["blue"] else blue_seats)
            continue
        endings.add("grass" if seen.face_down_on_meadow == 0 else "stall")
        assert seen.face_down_on_meadow == 0 or seen.idle_turns == 8
        if (blue, -blue_n) == (yellow, -yellow_n):
            assert GAME.winners(state) == blue_seats | yellow_seats
        elif (blue, -blue_n) > (yellow, -yellow_n):
            assert GAME.winners(state) == blue_seats
        else:
            assert GAME.winners(state) == yellow_seats
    assert len(endings) >= 2
