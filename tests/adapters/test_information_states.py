"""Perfect-recall information states: each seat's record of what it saw and did.

A seat's information state is a function of its own view of the history: the
sequence of its observations (a step it cannot see change anything adds nothing)
and its own actions between them. Checked on random games of every game: equal
views give equal strings and tensors and different views different ones; a seat's
decisions with one information state have one set of legal actions; resampling
hidden information for a seat (`resample_from_infostate`) never changes that seat's
information state; an unpickled state has the same information states.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from tests.adapters.cases import INTEROP_GAMES, SHORT

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from dinorules.adapters import openspiel  # noqa: E402


def _seen(
    view: tuple[Any, ...], dino: Any, before: Any, index: int, after: Any, seat: int
) -> tuple[Any, ...]:
    """``seat``'s view of the history once ``index`` was played at ``before``."""
    if dino.current_player(before) == seat:
        view = (*view, ("own", index))
    observation = dino.observe(after, seat)
    last = next(x for x in reversed(view) if not isinstance(x, tuple) or x[0] != "own")
    return view if observation == last else (*view, observation)


Found = list[tuple[Any, list[tuple[Any, ...]]]]
"""States, each with every seat's view of its history."""


def _start(game: Any) -> tuple[Any, list[tuple[Any, ...]]]:
    state = game.new_initial_state()
    return state, [(state.dino.observe(state.state, seat),) for seat in range(game.num_players())]


def _child(state: Any, views: list[tuple[Any, ...]], index: int) -> tuple[Any, Any]:
    child, dino = state.child(index), state.dino
    seen = [_seen(v, dino, state.state, index, child.state, s) for s, v in enumerate(views)]
    return child, seen


def _whole_tree(game: Any) -> Found:
    """Every state of the game's tree, with the views (depth first)."""
    found, stack = [], [_start(game)]
    while stack:
        state, views = stack.pop()
        found.append((state, views))
        if not state.is_terminal():
            stack.extend(_child(state, views, index) for index in state.legal_actions())
    return found


def _random_games(game: Any, seed: int, games: int, cut: int) -> Found:
    """The states of random games (chance by its probabilities), with the views."""
    chooser, found = random.Random(seed), []
    for _ in range(games):
        state, views = _start(game)
        found.append((state, views))
        while not state.is_terminal() and state.move_number() < cut:
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                index = chooser.choices(outcomes, weights)[0]
            else:
                index = chooser.choice(state.legal_actions())
            state, views = _child(state, views, index)
            found.append((state, views))
    return found


def _random_states(game: Any, seed: int, games: int, cut: int) -> list[Any]:
    """States met in random games (chance by its probabilities), each game cut short."""
    chooser, states = random.Random(seed), []
    for _ in range(games):
        state = game.new_initial_state()
        for _ in range(chooser.randrange(cut)):
            if state.is_terminal():
                break
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(chooser.choices(outcomes, weights)[0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
            states.append(state.clone())
    return states


GAMES = [(name, SHORT.get(name, {})) for name in INTEROP_GAMES] + [
    ("jurassattack", {"deck": "tiny"}),
    ("jurassattack", {"deck": "tiny_egg"}),
]


def _check_views(game: Any, found: Found) -> None:
    for seat in range(game.num_players()):
        by_view: dict[Any, set[str]] = {}
        by_string: dict[str, set[Any]] = {}
        for state, views in found:
            text = state.information_state_string(seat)
            by_view.setdefault(views[seat], set()).add(text)
            by_string.setdefault(text, set()).add(views[seat])
        assert all(len(texts) == 1 for texts in by_view.values())
        assert all(len(views) == 1 for views in by_string.values())


@pytest.mark.parametrize("deck", ["tiny", "tiny_egg"])
def test_over_a_whole_tree_equal_views_and_only_they_give_equal_information_states(
    deck: str,
) -> None:
    game = openspiel.load("jurassattack", deck=deck)
    found = _whole_tree(game)
    assert len(found) in (429, 807)  # every history, both seats' views of each
    _check_views(game, found)


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_in_random_games_equal_views_and_only_they_give_equal_information_states(
    name: str,
) -> None:
    game = openspiel.load(name, **SHORT.get(name, {}))
    _check_views(game, _random_games(game, seed=11, games=4, cut=40))


@pytest.mark.parametrize(("name", "options"), GAMES, ids=[f"{n}-{o}" for n, o in GAMES])
def test_one_information_state_has_one_set_of_legal_actions(
    name: str, options: dict[str, Any]
) -> None:
    game = openspiel.load(name, **options)
    legal: dict[str, list[int]] = {}
    for state in _random_states(game, seed=5, games=6, cut=30):
        if state.is_terminal() or state.is_chance_node():
            continue
        key = state.information_state_string()
        assert legal.setdefault(key, state.legal_actions()) == state.legal_actions()


@pytest.mark.parametrize(("name", "options"), GAMES, ids=[f"{n}-{o}" for n, o in GAMES])
def test_sample_hidden_never_changes_the_seat_s_information_state(
    name: str, options: dict[str, Any]
) -> None:
    game = openspiel.load(name, **options)
    chooser = random.Random(2)
    for state in _random_states(game, seed=3, games=3, cut=30)[::4]:
        if state.is_terminal():
            continue
        for seat in range(game.num_players()):
            sampled = state.resample_from_infostate(seat, chooser.random)
            assert sampled.information_state_string(seat) == state.information_state_string(seat)
            assert sampled.information_state_tensor(seat) == state.information_state_tensor(seat)
            if not sampled.is_terminal() and not sampled.is_chance_node():
                child = sampled.child(sampled.legal_actions()[0])  # the record goes on
                child.information_state_string(seat)


@pytest.mark.parametrize("name", INTEROP_GAMES)
def test_the_tensor_is_the_observation_then_the_record(name: str) -> None:
    game = openspiel.load(name, **SHORT.get(name, {}))
    state = _random_states(game, seed=8, games=1, cut=20)[-1]
    size = game.observation_tensor_size()
    assert game.information_state_tensor_size() == size + 2 + 128
    tensor = np.array(state.information_state_tensor(0))
    assert (tensor[:size] == np.array(state.observation_tensor(0))).all()
    text = state.information_state_string(0)
    entries, actions = (int(tensor[size]), int(tensor[size + 1]))
    assert f"{entries} entries, {actions} own actions" in text
    bits = "".join(str(int(b)) for b in tensor[size + 2 :])
    assert f"{int(bits, 2):032x}" in text


def test_an_unpickled_state_has_the_same_information_states() -> None:
    game = openspiel.load("jurassattack")
    state = _random_states(game, seed=4, games=1, cut=30)[-1]
    again = pickle.loads(pickle.dumps(state))
    for seat in (0, 1):
        assert again.information_state_string(seat) == state.information_state_string(seat)


def test_the_game_type_provides_information_states() -> None:
    kind = openspiel.load("brunch").get_type()
    assert kind.provides_information_state_string
    assert kind.provides_information_state_tensor
