"""One rule for what a seat sees of a move (`kernel.seen`): the default and the hook."""

from __future__ import annotations

import random

import attrs
import pytest

from dinorules import GAMES, Game
from dinorules.kernel.seen import HIDDEN_MOVE, action_seen, mover_name
from tests.seen import leaks
from tests.toy.game import GAME as TOY


def _decisions(game: Game, seed: int) -> list[tuple[object, object]]:
    pick = random.Random(seed)
    state, moves = game.initial_state(seed=seed), []
    while not game.is_terminal(state):
        action = pick.choice(game.legal_actions(state))
        moves.append((state, action))
        state = game.apply(state, action)
    return moves


def test_without_a_hook_a_rival_reads_that_a_hidden_move_was_made() -> None:
    state, action = _decisions(TOY, 1)[0]
    mover = TOY.current_player(state)
    assert TOY.action_seen(state, action, mover) == str(action)
    assert TOY.action_seen(state, action, 1 - mover) == HIDDEN_MOVE
    assert TOY.action_seen(state, action, None) == str(action)


def test_a_game_without_hidden_information_tells_every_seat_the_action() -> None:
    game = GAMES["island_survival"]
    for state, action in _decisions(game, 2)[:40]:
        told = {action_seen(game, state, action, seat) for seat in range(4)}
        assert told == {str(action)}


def test_the_hook_words_the_move_from_the_seats_observations() -> None:
    def seen(before: object, action: object, after: object, mover: object, seat: int) -> str:
        return f"seat {mover} moved, seen by {seat}"

    game = Game(attrs.evolve(TOY.spec, seen=seen))
    state, action = _decisions(game, 1)[0]
    assert (
        game.action_seen(state, action, 0) == f"seat {game.current_player(state)} moved, seen by 0"
    )
    assert game.action_seen(state, action, None) == str(action)


def test_a_hook_of_the_wrong_form_is_refused_naming_the_game() -> None:
    with pytest.raises(TypeError, match=r"toy: GameSpec.seen must be seen\(before, action"):
        attrs.evolve(TOY.spec, seen=lambda before: None)


def test_a_hook_telling_hidden_parts_is_found_by_the_leak_check() -> None:
    game = GAMES["jurassattack"]
    leaky = Game(attrs.evolve(game.spec, seen=lambda *args: None))  # str(action) to all
    assert leaks(leaky, seeds=range(1))
    assert leaks(game, seeds=range(1)) == []


def test_the_mover_is_named_in_words() -> None:
    assert mover_name(0) == "seat 0"
