"""Agents: the protocol, random, greedy (per-game policy and generic), MCTS."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from dinorules import CHANCE, GAMES, Game
from dinorules.agents import (
    Decision,
    Determinizer,
    GreedyAgent,
    MCTSAgent,
    RandomAgent,
    greedy_policy,
    make_agent,
)
from dinorules.agents.greedy import even_shares
from dinorules.kernel import Rng
from dinorules.sim import play
from tests.toy.game import GAME, SPEC, Card, Play, Roll, Steal


def toy_score(game: Game, observation: Any, player: int, action: Any) -> float:
    """The toy game's greedy policy: points scored now, plus one for the card drawn."""
    if isinstance(action, Play):
        return action.card + 1.0
    if isinstance(action, Roll):
        return 3.5
    return 2.0  # a steal scores nothing now but takes a card


def decision_for(state: Any, determinize: bool = True) -> Decision:
    player = GAME.current_player(state)
    assert isinstance(player, int)
    det = Determinizer(GAME, state, player, secret=99) if determinize else None
    return Decision(GAME, player, GAME.observe(state, player), GAME.legal_actions(state), det)


def last_move_position() -> Any:
    """One round, two players: seat 0 scored 1; seat 1 holds 3 and 1 and moves last.

    Play 3 wins outright, Play 1 ties, Roll wins 5 times in 6, a steal loses.
    """
    state = GAME.initial_state(seed=0, chance="explicit", rounds=1)
    for card in (1, 3, 2, 1):  # deal round the table: seat 0 gets 1, 2; seat 1 gets 3, 1
        state = GAME.apply(state, Card(card))
    state = GAME.apply(state, Play(1))
    state = GAME.apply(state, Card(4))
    assert GAME.current_player(state) == 1
    assert GAME.legal_actions(state) == (Roll(), Play(1), Play(3), Steal(0))
    return state


def test_random_agent_plays_legal_actions_reproducibly() -> None:
    state = GAME.initial_state(seed=4)
    decision = decision_for(state, determinize=False)
    picks = [RandomAgent().act(decision, Rng.from_seed(s)) for s in range(40)]
    assert set(picks) == set(decision.legal_actions)  # every action gets picked
    assert picks == [RandomAgent().act(decision, Rng.from_seed(s)) for s in range(40)]


def test_greedy_agent_with_an_explicit_policy_picks_the_best_score() -> None:
    state = last_move_position()
    agent = GreedyAgent(score_action=toy_score).for_game(GAME)
    assert not agent.needs_determinizer
    choices = {agent.act(decision_for(state, False), Rng.from_seed(s)) for s in range(10)}
    assert choices == {Play(3)}


def test_greedy_agent_breaks_ties_with_its_own_rng() -> None:
    state = last_move_position()
    agent = GreedyAgent(score_action=lambda g, o, p, a: 1.0)
    choices = {agent.act(decision_for(state, False), Rng.from_seed(s)) for s in range(30)}
    assert choices == set(GAME.legal_actions(state))


def test_greedy_policy_is_the_hook_the_spec_declares() -> None:
    assert greedy_policy(GAME) is None  # the toy game declares none
    fake = Game(attrs.evolve(SPEC, greedy=toy_score))
    assert greedy_policy(fake) is toy_score
    bound = GreedyAgent().for_game(fake)
    assert bound.score_action is toy_score
    assert not bound.needs_determinizer


def test_generic_greedy_takes_a_winning_move_through_the_determinizer() -> None:
    state = last_move_position()
    agent = GreedyAgent(samples=32).for_game(GAME)  # no toy policy: the generic heuristic
    assert agent.needs_determinizer
    # Play 3 always wins (score 1); a roll ties on a 1 (score 1/2), so averages below 1.
    choices = {agent.act(decision_for(state), Rng.from_seed(s)) for s in range(10)}
    assert choices == {Play(3)}


def test_mcts_finds_the_winning_move() -> None:
    state = last_move_position()
    agent = MCTSAgent(iterations=200)
    choices = {agent.act(decision_for(state), Rng.from_seed(s)) for s in range(3)}
    assert choices == {Play(3)}


def test_mcts_beats_random_on_the_toy_game() -> None:
    wins = 0
    for seed in range(30):
        seats = ["mcts:60", "random"] if seed % 2 == 0 else ["random", "mcts:60"]
        record = play(GAME, seats, seed=seed)
        wins += seats.index("mcts:60") in record.winners
    assert wins >= 20  # random vs random wins about half; MCTS clearly more


@pytest.mark.parametrize("options", [{"players": 3}, {"chance": "explicit"}])
def test_mcts_plays_three_players_and_explicit_chance(options: dict[str, object]) -> None:
    players = int(GAME.resolve_options(**options)["players"])
    agents = ["mcts:20"] + ["random"] * (players - 1)
    record = play(GAME, agents, seed=5, options=options)
    final = record.replay.final_state({"toy": GAME})
    assert GAME.is_terminal(final)
    assert record.winners == GAME.winners(final)
    assert GAME.current_player(final) is not CHANCE


def test_make_agent_parses_specs_and_rejects_bad_ones() -> None:
    assert make_agent("greedy:8") == GreedyAgent(samples=8, name="greedy:8")
    assert make_agent("mcts-greedy:30") == MCTSAgent(30, rollout="greedy", name="mcts-greedy:30")
    assert make_agent("mcts:200,cut=20") == MCTSAgent(200, rollout_depth=20, name="mcts:200,cut=20")
    assert make_agent("mcts-greedy:9,cut=0").rollout_depth == 0
    assert make_agent("mcts").rollout_depth is None  # full rollouts unless asked
    bad_specs = ("nope", "mcts:0", "mcts:x", "random:3", "mcts:20,cut=x", "mcts:20,depth=3")
    for bad in (*bad_specs, "greedy:4,cut=2", "random:,cut=1", "mcts:20,cut=-1"):
        with pytest.raises(ValueError, match="agent"):
            make_agent(bad)


def test_cut_rollouts_score_the_cut_state_with_the_games_estimate() -> None:
    seen: list[Any] = []

    def estimate(game: Game, state: Any) -> tuple[float, ...]:
        seen.append(state)
        return (0.0, 1.0) if state.scores[1] > state.scores[0] else (1.0, 0.0)

    state = GAME.initial_state(seed=4)
    agent = MCTSAgent(iterations=40, rollout_depth=0, estimate=estimate).for_game(GAME)
    assert agent.estimate is estimate  # an estimate given is kept
    agent.act(decision_for(state), Rng.from_seed(1))
    assert 0 < len(seen) <= 40  # one estimate an iteration, unless the game ended first
    # a cut at 0 scores the state right after the action expanded: never a finished one
    assert not any(GAME.is_terminal(cut) for cut in seen)


def test_a_game_without_an_estimate_scores_a_cut_rollout_even() -> None:
    agent = MCTSAgent(iterations=10, rollout_depth=3).for_game(GAME)
    assert agent.estimate is even_shares
    state = GAME.initial_state(seed=2, players=3)
    assert even_shares(GAME, state) == (1 / 3, 1 / 3, 1 / 3)
    record = play(GAME, [agent, "random", "random"], seed=3, options={"players": 3})
    assert GAME.is_terminal(record.replay.final_state({"toy": GAME}))


def test_full_rollouts_never_ask_the_estimate() -> None:
    def refuse(game: Game, state: Any) -> tuple[float, ...]:
        raise AssertionError("a full rollout needs no estimate")

    agent = MCTSAgent(iterations=30, estimate=refuse)
    state = last_move_position()
    assert agent.act(decision_for(state), Rng.from_seed(3)) == Play(3)
    assert MCTSAgent(iterations=5).for_game(GAME).estimate is None


def test_mcts_with_greedy_rollouts_uses_the_bound_policy() -> None:
    agent = MCTSAgent(iterations=30, rollout="greedy", score_action=toy_score)
    record = play(GAME, [agent, "random"], seed=2)
    assert record.length > 0
    assert GAME.is_terminal(record.replay.final_state({"toy": GAME}))


@pytest.mark.parametrize("cut", [None, 5])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_mcts_chooses_legal_actions_in_every_game(name: str, cut: int | None) -> None:
    """IS-MCTS with a small budget picks a listed action at a game's first contested decisions.

    Its rollouts play whole games from determinized states: a rule that breaks on a
    position random play reaches from another seat's view raises here.
    """
    game = GAMES[name]
    agent = MCTSAgent(iterations=6, rollout_depth=cut).for_game(game)
    rng, chooser = Rng.from_seed(11), Rng.from_seed(12)
    state = game.initial_state(seed=11)
    contested = 0
    while contested < 4 and not game.is_terminal(state):
        legal = game.legal_actions(state)
        player = game.current_player(state)
        if len(legal) > 1 and isinstance(player, int):
            secret, rng = rng.next64()
            determinizer = Determinizer(game, state, player, secret=secret)
            decision = Decision(game, player, game.observe(state, player), legal, determinizer)
            action = agent.act(decision, rng)
            assert action in legal
            contested += 1
        else:
            action, chooser = chooser.choice(legal)
        state = game.apply(state, action)
    assert contested == 4
