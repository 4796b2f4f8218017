"""`GreedyAgent`: the best-scoring legal action under a game's own greedy policy.

A game's greedy policy is a function ``score_action(game, observation, player,
action) -> float`` that its spec declares as its ``greedy`` hook
(`kernel.gamespec`). A higher score is better; ties are broken with the agent's
`Rng`.

The same spec may declare how a position stands, its ``win_shares`` hook,
``win_shares(game, state) -> shares``: each seat's share of the win it expects from
``state`` (a full state: search calls it on the determinizations it plays, never on
the true state), for search that cuts its rollouts short (`MCTSAgent` with
``rollout_depth``). A game without one gets `even_shares`: no opinion.

A game that declares no greedy policy gets the generic one-ply heuristic
`one_ply_scores`: for each legal action, draw a few states consistent with the
observation (the `Determinizer`), apply the action (chance resolves from the
sampled generator), and score +1 when the game is then over and the player is
a winner (1/k of it on a k-way shared win), -1 when it is over and they lost,
0 otherwise. So it takes a win and avoids a loss within one move, and plays at
random otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import attrs

from dinorules.kernel import AnyGame, Rng
from dinorules.kernel.gamespec import ScoreAction, WinShares

from .base import Decision, Determinizer, settle_chance

__all__ = [
    "GreedyAgent",
    "ScoreAction",
    "WinShares",
    "even_shares",
    "greedy_policy",
    "one_ply_scores",
    "shares_by_score",
    "win_shares",
]


def greedy_policy(game: AnyGame) -> ScoreAction | None:
    """The greedy policy the game's spec declares (its ``greedy`` hook), or ``None``."""
    return game.spec.greedy


def even_shares(game: AnyGame, state: Any) -> tuple[float, ...]:
    """No opinion: every seat an equal share (a game that estimates no position)."""
    players = game.num_players(state)
    return (1.0 / players,) * players


def shares_by_score(scores: Sequence[float], scale: float) -> tuple[float, ...]:
    """Win shares in proportion to ``exp(scale * score)``: a softmax of each seat's score.

    For a game's ``win_shares``: seats with equal scores (a team) get equal shares, so
    a team's seats share its chance as they share its win.

    >>> shares_by_score([2.0, 2.0], 0.5), shares_by_score([0.0, 2.0], 0.0)
    ((0.5, 0.5), (0.5, 0.5))
    """
    top = max(scores)
    weights = [math.exp(scale * (score - top)) for score in scores]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def win_shares(game: AnyGame) -> WinShares:
    """The ``win_shares`` hook the game's spec declares, else `even_shares`."""
    estimate = game.spec.win_shares
    return even_shares if estimate is None else estimate


def one_ply_scores(
    game: AnyGame, determinizer: Determinizer, actions: tuple[Any, ...], rng: Rng, samples: int
) -> tuple[list[float], Rng]:
    """The generic heuristic's score of each action, averaged over ``samples`` draws."""
    player = determinizer.player
    totals = [0.0] * len(actions)
    for _ in range(samples):
        seed, rng = rng.next64()
        state = determinizer.sample(seed)
        for index, action in enumerate(actions):
            after, rng = settle_chance(game, game.apply(state, action, check=False), rng)
            if game.is_terminal(after):
                winners = game.winners(after)
                totals[index] += 1.0 / len(winners) if player in winners else -1.0
    return [total / samples for total in totals], rng


@attrs.frozen
class GreedyAgent:
    """Plays the legal action with the best score; ties broken at random.

    ``score_action=None`` means: the game's own greedy policy (its spec's ``greedy``
    hook) if it has one (bound by `for_game`), else the generic `one_ply_scores` with
    ``samples`` determinizations per decision.
    """

    score_action: ScoreAction | None = None
    samples: int = 4
    name: str = "greedy"

    @property
    def needs_determinizer(self) -> bool:
        """Only the generic fallback searches sampled states."""
        return self.score_action is None

    @property
    def reads_observation(self) -> bool:
        """Only a game's own policy scores the observation."""
        return self.score_action is not None

    def for_game(self, game: AnyGame) -> GreedyAgent:
        """Bind the game's own greedy policy, if it has one."""
        if self.score_action is not None:
            return self
        score = greedy_policy(game)
        return self if score is None else attrs.evolve(self, score_action=score)

    def act(self, decision: Decision, rng: Rng) -> Any:
        """The best-scoring legal action."""
        actions = decision.legal_actions
        if len(actions) == 1:
            return actions[0]
        if self.score_action is not None:
            game, obs, player = decision.game, decision.observation, decision.player
            scores = [self.score_action(game, obs, player, action) for action in actions]
        elif decision.determinizer is not None:
            scores, rng = one_ply_scores(
                decision.game, decision.determinizer, actions, rng, self.samples
            )
        else:
            scores = [0.0] * len(actions)
        best = max(scores)
        ties = [action for action, score in zip(actions, scores, strict=True) if score == best]
        choice, _ = rng.choice(ties)
        return choice
