"""The games' own greedy policies (each spec's ``greedy`` hook) prefer what each goal asks.

Each position is built through the public API with explicit chance (the helpers of
``tests/<game>/helpers.py``); the policy is asked through ``score_action`` exactly as
`GreedyAgent` asks it: the game, the observation of the seat to act, the seat, an
action. Then one seeded game per game checks that the agents find the module.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

import dinorules.brunch.greedy
import dinorules.island_survival.greedy
import dinorules.jurassattack.greedy
import dinorules.spino_chase.greedy
from dinorules import CHANCE, GAMES, Game
from dinorules.agents import GreedyAgent, greedy_policy
from dinorules.agents.greedy import win_shares
from dinorules.brunch import GAME as BRUNCH
from dinorules.brunch import EndTurn, Look, Move, MoveCarnivore, SpendSuperYum, Wake
from dinorules.island_survival import GAME as ISLAND
from dinorules.island_survival import PickDinosaur
from dinorules.jurassattack import GAME as JURASSATTACK
from dinorules.jurassattack import PlayPack, ReturnCard
from dinorules.kernel import Rng
from dinorules.sim import play as play_game
from dinorules.spino_chase import GAME as SPINO_CHASE
from dinorules.spino_chase import Discard, KeepHand, MovePawn, MoveSpinosaurus, Pass, Play
from tests.brunch import helpers as br
from tests.island_survival import helpers as ish
from tests.jurassattack import helpers as jah
from tests.spino_chase import helpers as sc

POLICIES = {
    "jurassattack": dinorules.jurassattack.greedy.score_action,
    "brunch": dinorules.brunch.greedy.score_action,
    "spino_chase": dinorules.spino_chase.greedy.score_action,
    "island_survival": dinorules.island_survival.greedy.score_action,
}


def scores(game: Game, state: Any) -> dict[Any, float]:
    """Each legal action's score for the seat to act, as `GreedyAgent` computes it."""
    player = game.current_player(state)
    assert isinstance(player, int), "a decision, not a chance node"
    seen = game.observe(state, player)
    score = POLICIES[game.name]
    return {action: score(game, seen, player, action) for action in game.legal_actions(state)}


def best(table: dict[Any, float]) -> list[Any]:
    """The actions with the top score."""
    top = max(table.values())
    return [action for action, value in table.items() if value == top]


# --- JurassAttack! -----------------------------------------------------------------------


def test_jurassattack_returns_the_weakest_card() -> None:
    state = jah.deal(
        [jah.SPINO, jah.COMPY, jah.SARCO, jah.REX_M, jah.PTERA],
        [jah.RAPTOR, jah.EGG, jah.EGG, jah.EGG, jah.EGG],
    )
    state = jah.play(jah.play(state, jah.SPINO), jah.RAPTOR)  # the Spinosaurus wins a Velociraptor
    assert JURASSATTACK.legal_actions(state) == jah.returns(
        jah.COMPY, jah.PTERA, jah.SARCO, jah.REX_M
    )
    table = scores(JURASSATTACK, state)
    order = [ReturnCard(name) for name in (jah.COMPY, jah.PTERA, jah.SARCO, jah.REX_M)]
    assert [table[action] for action in order] == sorted(table.values(), reverse=True)


def test_jurassattack_plays_the_cheapest_pack_likely_to_win() -> None:
    """Against one face-down card a small pack will do: the T-Rex is held back."""
    state = jah.deal(
        [jah.EGG, jah.COMPY, jah.PTERA, jah.SARCO, jah.DILO],
        [jah.REX_M, jah.COMPY, jah.EGG, jah.PTERA, jah.SARCO],
    )
    state = jah.play(state, jah.SARCO)
    assert JURASSATTACK.observe(state, 1).seats[0].face_down == 1
    table = scores(JURASSATTACK, state)
    cheap = PlayPack.of(jah.EGG, jah.PTERA, jah.SARCO)
    assert best(table) == [cheap]
    assert table[cheap] > table[PlayPack.of(jah.EGG, jah.REX_M)] > table[PlayPack.of(jah.EGG)]


def test_jurassattack_sizes_its_pack_to_the_rivals_face_down_count() -> None:
    """The second player sees how many cards lie face down: three call for the T-Rex."""
    state = jah.deal(
        [jah.COMPY, jah.COMPY, jah.COMPY, jah.EGG, jah.PTERA],
        [jah.REX_F, jah.RAPTOR, jah.RAPTOR, jah.EGG, jah.COMPY],
    )
    one = best(scores(JURASSATTACK, jah.play(state, jah.EGG)))
    three = best(scores(JURASSATTACK, jah.play(state, jah.COMPY, jah.COMPY, jah.COMPY)))
    assert one == [PlayPack.of(jah.EGG, jah.RAPTOR)]
    assert three == [PlayPack.of(jah.EGG, jah.REX_F)]


# --- Jurassic Brunch -----------------------------------------------------------------------

TRAP = (Move((1, 1), "N"), "Trap")
"""Blue's first Action eats the Trap on (1, 0): the Raptor replaces that Triceratops."""
RAPTOR_TO_1_2 = (Move((1, 2), "E"), "Fruit", MoveCarnivore((1, 0), "S"))
"""Orange eats (2, 2), then walks the Raptor down to (1, 2)."""
ORANGE_TURN = (Move((5, 1), "N"), "Fruit", Move((5, 0), "S"), "Fruit")
"""Orange eats (5, 0), then goes back down to eat (5, 2): nothing else changes."""


def test_brunch_prefers_a_move_that_eats() -> None:
    state = br.play(br.start(), Move((1, 1), "N"), "Fruit", *ORANGE_TURN)
    # Blue's Triceratops on (1, 0): east eats (2, 0); south stops on (1, 1), before orange.
    assert br.square(state, (1, 1)) == ""
    assert br.square(state, (1, 2)) == "orange triceratops"
    table = scores(BRUNCH, state)
    assert table[Move((1, 0), "E")] > table[Move((1, 0), "S")]
    assert all(isinstance(action, Move) for action in best(table))


def test_brunch_prefers_tokens_it_knows_are_valuable() -> None:
    # The first token is a Flower and orange has nothing to steal: blue looks at two.
    state = br.play(br.start(), Move((1, 1), "N"), "Flower")
    state = br.play(state, Look((2, 0)), "Fruit", Look((2, 1)), "Trap", *ORANGE_TURN)
    assert br.square(state, (2, 0)) == "grass:Fruit"
    assert br.square(state, (2, 1)) == "grass:Trap"
    table = scores(BRUNCH, state)
    assert table[Move((1, 0), "E")] > table[Move((1, 0), "W")]  # a known Fruit, not unknown
    assert table[Move((3, 1), "N")] > table[Move((3, 1), "W")]  # unknown, not a known Trap


def test_brunch_scares_rival_herbivores_and_avoids_the_raptors_lines() -> None:
    state = br.play(br.start(), *TRAP, *RAPTOR_TO_1_2)
    assert br.square(state, (1, 2)) == "raptor"
    table = scores(BRUNCH, state)
    # South-west scares the orange Triceratops on (0, 3) off the meadow.
    assert best(table) == [MoveCarnivore((1, 2), "SW")]
    assert table[MoveCarnivore((1, 2), "SW")] > table[MoveCarnivore((1, 2), "N")]
    # Both moves of (3, 1) eat; west ends on (2, 1), next to the Raptor's diagonal.
    assert table[Move((3, 1), "N")] > table[Move((3, 1), "W")]


def test_brunch_never_scares_its_own_herbivore() -> None:
    state = br.play(br.start(), *TRAP, *RAPTOR_TO_1_2, Move((3, 1), "W"), "Fruit")
    assert br.square(state, (2, 1)) == "blue triceratops"
    table = scores(BRUNCH, state)
    own, rival = MoveCarnivore((1, 2), "NE"), MoveCarnivore((1, 2), "SW")
    assert table[rival] > table[MoveCarnivore((1, 2), "N")] > table[own]


def test_brunch_spends_a_super_yum_while_it_can_eat() -> None:
    state = br.play(br.start(), Move((1, 1), "N"), "SuperYum")
    table = scores(BRUNCH, state)
    assert set(table) == {SpendSuperYum(), EndTurn()}
    assert table[SpendSuperYum()] > table[EndTurn()]


def test_brunch_wakes_a_sleeper_after_eating_and_before_idling() -> None:
    state = br.play(br.start(), Move((1, 1), "N"), "Indigestible", *ORANGE_TURN)
    assert br.square(state, (1, 0)) == "blue triceratops (asleep)"
    table = scores(BRUNCH, state)
    wake = table[Wake((1, 0))]
    moves = [v for a, v in table.items() if isinstance(a, Move)]  # every move here eats
    charges = [v for a, v in table.items() if not isinstance(a, (Move, Wake))]
    assert charges
    assert max(moves) > wake > max(charges)


@pytest.mark.parametrize(
    "options",
    [{"variant": "snack"}, {"variant": "team"}, {"variant": "team", "players": 4}],
)
def test_brunch_policy_plays_the_snack_and_team_variants(options: dict[str, object]) -> None:
    players = int(BRUNCH.resolve_options(**options)["players"])
    agents = ["greedy", "random"] * (players // 2)
    record = play_game(BRUNCH, agents, seed=3, options=options)
    assert BRUNCH.is_terminal(record.replay.final_state({"brunch": BRUNCH}))
    assert record.winners == frozenset(range(0, players, 2))  # greedy's team beats random's


# --- The Spinosaurus Chase -------------------------------------------------------------------


@pytest.fixture
def plenty(tmp_path: Path) -> str:
    """The standard deck's cards, 28 of each (as in tests/spino_chase), to deal any hands."""
    cards = [
        (sc.COMPY, "dinosaur", 1, 28),
        (sc.RAPTOR, "dinosaur", 2, 28),
        (sc.PTERA, "dinosaur", 3, 28),
        (sc.TREX, "dinosaur", 4, 28),
        (sc.SPINO, "dinosaur", 5, 28),
        (sc.PHONE, "escape", 1, 28),
        (sc.PARASAIL, "escape", 2, 28),
        (sc.BOAT, "escape", 3, 28),
    ]
    return sc.deck_file(tmp_path, cards, name="plenty")


def spino_board(
    tmp_path: Path, starts: list[tuple[int, int]], spinosaurus: tuple[int, int], name: str = "b"
) -> str:
    """A board of the standard size (5 lanes, 13 rows) with the pawns where a test wants.

    The policy knows the standard board's size only (the observation does not give it).
    """
    return sc.board_file(tmp_path, starts=starts, spinosaurus=spinosaurus, rows=13, name=name)


def won_by_seat_0(card: str, deck: str, board: str) -> Any:
    """Seat 0 opens with ``card`` and wins the round at once: seat 1's Compys cannot follow."""
    state = sc.start([[card] * 7, [sc.COMPY] * 7], deck=deck, board=board)
    return sc.play(state, Play(card), Pass())


def test_spino_plays_the_lowest_legal_card_and_keeps_escapes(plenty: str) -> None:
    hands = [
        [sc.TREX, sc.COMPY, sc.PARASAIL, sc.SPINO, sc.RAPTOR, sc.PHONE, sc.PTERA],
        sc.fill(sc.PTERA, sc.BOAT, filler=sc.SPINO),
    ]
    state = sc.start(hands, deck=plenty)
    table = scores(SPINO_CHASE, state)
    order = [sc.COMPY, sc.RAPTOR, sc.PTERA, sc.TREX, sc.SPINO, sc.PHONE, sc.PARASAIL]
    assert [table[Play(card)] for card in order] == sorted(table.values(), reverse=True)
    # On the Compy, seat 1 may play its Pteranodon, a Spinosaurus or the River Boat.
    table = scores(SPINO_CHASE, sc.play(state, Play(sc.COMPY)))
    assert best(table) == [Play(sc.PTERA)]
    assert table[Play(sc.SPINO)] > table[Play(sc.BOAT)]


def test_spino_plays_an_escape_that_wins_the_round(plenty: str) -> None:
    hands = [
        [sc.PHONE, sc.COMPY, sc.PHONE, sc.COMPY, sc.TREX, sc.PARASAIL, sc.RAPTOR],
        sc.fill(sc.RAPTOR, sc.PTERA, sc.PHONE),
    ]
    state = sc.start(hands, deck=plenty)
    state = sc.play(state, Play(sc.PHONE), Play(sc.COMPY), Play(sc.RAPTOR))
    state = sc.play(state, Play(sc.PHONE), Play(sc.COMPY), Play(sc.PTERA), Play(sc.TREX))
    state = sc.play(state, Play(sc.PHONE), Play(sc.COMPY))  # seat 1 brings the top down to 1
    assert sc.hand(state, 0) == {sc.PARASAIL: 1, sc.RAPTOR: 1}
    table = scores(SPINO_CHASE, state)
    # The Parasail, then the Velociraptor that must follow, empties the hand: the round.
    assert table[Play(sc.PARASAIL)] > table[Play(sc.RAPTOR)]


def test_spino_moves_its_pawn_forward_and_away_from_the_spinosaurus(
    plenty: str, tmp_path: Path
) -> None:
    # Forward jumps seat 1's pawn: two rows for one step.
    board = spino_board(tmp_path, [(2, 1), (2, 2)], (0, 12), name="jump")
    table = scores(SPINO_CHASE, won_by_seat_0(sc.TREX, plenty, board))
    assert best(table) == [MovePawn("forward")]
    # One row either way; forward-left ends next to the Spinosaurus.
    board = spino_board(tmp_path, [(2, 5), (4, 0)], (0, 6), name="away")
    table = scores(SPINO_CHASE, won_by_seat_0(sc.TREX, plenty, board))
    assert table[MovePawn("forward-right")] > table[MovePawn("forward-left")]


def test_spino_sets_the_spinosaurus_on_rivals_never_on_itself(plenty: str, tmp_path: Path) -> None:
    board = spino_board(tmp_path, [(1, 2), (3, 2)], (2, 3))
    state = sc.play(won_by_seat_0(sc.TREX, plenty, board), MovePawn("forward"))
    assert (sc.pawn(state, 0), sc.pawn(state, 1), sc.spinosaurus(state)) == ((1, 3), (3, 2), (2, 3))
    table = scores(SPINO_CHASE, state)
    assert best(table) == [MoveSpinosaurus("back-right")]  # onto seat 1's pawn
    assert min(table, key=table.__getitem__) == MoveSpinosaurus("left")  # onto its own


def test_spino_discards_low_dinosaurs_and_keeps_high_cards(plenty: str, tmp_path: Path) -> None:
    board = spino_board(tmp_path, [(1, 0), (3, 0)], (2, 6))
    hands = [[sc.TREX] * 4 + [sc.COMPY] * 3, [sc.COMPY] * 7]
    state = sc.play(sc.start(hands, deck=plenty, board=board), Play(sc.TREX), Pass())
    state = sc.play(state, MovePawn("forward"), MoveSpinosaurus("back"))
    assert SPINO_CHASE.current_player(state) == 1  # discards start left of the winner
    assert best(scores(SPINO_CHASE, state)) == [Discard(sc.COMPY)]  # seven Compys: redraw
    state = sc.play(state, KeepHand())
    table = scores(SPINO_CHASE, state)  # seat 0 holds three Tyrannosaurs and three Compys
    assert best(table) == [Discard(sc.COMPY)]
    assert table[KeepHand()] > table[Discard(sc.TREX)]
    state = sc.play(state, *[Discard(sc.COMPY)] * 3)
    assert best(scores(SPINO_CHASE, state)) == [KeepHand()]


# --- Island Survival -------------------------------------------------------------------------


def test_island_humans_move_toward_the_beach() -> None:
    state = ish.arrange(ish.start(players=2), pawns={"Alan": "J4"})
    state = ish.play(state, ish.Roll("2"), ish.Pick("Alan"))
    table = scores(ISLAND, state)
    assert best(table) == [ish.MoveTo("J10")]  # the way on to the Raptor Rumble
    assert table[ish.MoveTo("J10")] > table[ish.MoveTo("J2")]  # back toward START


def test_island_humans_avoid_a_dinosaurs_space() -> None:
    # H1 and B2 are both three spaces from the beach; Raptor 3 waits on B2.
    state = ish.arrange(ish.start(players=2), pawns={"Alan": "B1"}, dinosaurs={"Raptor 3": "B2"})
    state = ish.play(state, ish.Roll("1"), ish.Pick("Alan"))
    table = scores(ISLAND, state)
    assert table[ish.MoveTo("H1")] > table[ish.MoveTo("B2")]


def test_island_humans_land_on_the_beach_to_draw() -> None:
    state = ish.arrange(ish.start(players=2), pawns={"Alan": "B6"})
    state = ish.play(state, ish.Roll("2"), ish.Pick("Alan"))
    assert best(scores(ISLAND, state)) == [ish.MoveTo("BEACH")]


def test_island_humans_move_the_leading_pawn() -> None:
    state = ish.arrange(ish.start(players=2), pawns={"Alan": "R3"})
    state = ish.play(state, ish.Roll("2"))
    assert best(scores(ISLAND, state)) == [ish.Pick("Alan")]


def test_island_dinosaurs_attack_with_the_spinosaurus_first() -> None:
    state = ish.arrange(
        ish.start(players=2),
        pawns={"Alan": "J2", "Billy": "J3"},
        dinosaurs={"T-Rex": "J4", "Spino A": "J8"},
    )
    state = ish.play(state, ish.Roll("1"), ish.Pick("Billy"), ish.MoveTo("J4"))
    state = ish.play(state, ish.EndTurn(), ish.Roll("1"))
    assert ish.phase(state) == "pick_dino"
    table = scores(ISLAND, state)
    # The T-Rex shares Billy's space already; the Spinosaurus can join it.
    assert best(table) == [PickDinosaur("Spino A")]
    assert table[ish.Stay()] > table[PickDinosaur("T-Rex")]  # leaving would spare Billy
    state = ish.play(state, PickDinosaur("Spino A"))
    assert best(scores(ISLAND, state)) == [ish.MoveTo("J4")]
    state = ish.play(state, ish.MoveTo("J4"))
    table = scores(ISLAND, state)
    assert best(table) == [ish.Attack("Billy", "Spino A")]
    assert table[ish.Attack("Billy", "Spino A")] > table[ish.Attack("Billy", "T-Rex")]


def test_island_dinosaurs_move_onto_characters() -> None:
    state = ish.arrange(ish.start(players=2), pawns={"Alan": "J2", "Billy": "J3"})
    state = ish.play(state, ish.Roll("1"), ish.Pick("Billy"), ish.MoveTo("J4"))
    state = ish.play(state, ish.EndTurn(), ish.Roll("2"))
    table = scores(ISLAND, state)
    assert table[PickDinosaur("T-Rex")] > table[ish.Stay()]
    assert table[PickDinosaur("Spino A")] > table[ish.Stay()]


# --- Estimates of a position, for cut rollouts -------------------------------------------------


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_win_shares_are_a_distribution_over_the_seats_along_random_games(name: str) -> None:
    game = GAMES[name]
    estimate = win_shares(game)
    assert estimate is getattr(dinorules, name).greedy.win_shares
    chooser = Rng.from_seed(5)
    for seed in range(3):
        state = game.initial_state(seed=seed)
        while legal := game.legal_actions(state):
            shares = estimate(game, state)
            assert len(shares) == game.num_players(state)
            assert all(0.0 <= share <= 1.0 for share in shares)
            assert math.isclose(sum(shares), 1.0)
            action, chooser = chooser.choice(legal)
            state = game.apply(state, action)


def _ordered_like(shares: tuple[float, ...], scores: list[float]) -> bool:
    """Whether a seat with a higher score always has the larger share."""
    seats = range(len(scores))
    return all(shares[a] > shares[b] for a in seats for b in seats if scores[a] > scores[b])


def test_spino_and_jurassattack_estimates_follow_the_race_and_the_points() -> None:
    # SC-8.1: the pawn further forward is nearer the Final Escape; JA-8.3: more points win.
    led = {"spino_chase": 0, "jurassattack": 0}
    for game, score in (
        (SPINO_CHASE, lambda seen: [pawn[1] if pawn else 99 for pawn in seen.pawns]),
        (JURASSATTACK, lambda seen: [seat.points for seat in seen.seats]),
    ):
        chooser = Rng.from_seed(8)
        for seed in range(2):
            state = game.initial_state(seed=seed)
            while legal := game.legal_actions(state):
                scores = score(game.observe(state, 0))
                shares = win_shares(game)(game, state)
                assert _ordered_like(shares, scores)
                led[game.name] += len(set(scores)) > 1
                action, chooser = chooser.choice(legal)
                state = game.apply(state, action)
    assert all(count > 10 for count in led.values())  # positions with a leader were seen


# --- Discovery: the agents find each module --------------------------------------------------


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_greedy_agent_finds_the_games_policy_and_plays_a_seeded_game(name: str) -> None:
    game = GAMES[name]
    assert greedy_policy(game) is POLICIES[name]
    bound = GreedyAgent().for_game(game)
    assert bound.score_action is POLICIES[name]
    assert not bound.needs_determinizer
    seen: list[float] = []

    def checked(game: Game, observation: Any, player: int, action: Any) -> float:
        assert observation.player == player
        value = POLICIES[name](game, observation, player, action)
        assert isinstance(value, float)
        assert math.isfinite(value)
        seen.append(value)
        return value

    agents = [GreedyAgent(score_action=checked), "random"]
    if name == "island_survival":
        agents = ["random", GreedyAgent(score_action=checked)]  # greedy humans, seat 1
    options = {"players": 2} if name == "island_survival" else {}
    record = play_game(game, agents, seed=11, options=options)
    again = play_game(game, agents, seed=11, options=options)
    final = record.replay.final_state({name: game})
    assert game.is_terminal(final)
    assert game.current_player(final) is not CHANCE
    assert seen
    assert again.replay == record.replay
