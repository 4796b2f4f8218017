"""`MCTSAgent`: single-observer information-set MCTS, for any game, any player count.

Each iteration draws a determinization (a state consistent with the player's
observation, from the `Determinizer`), walks one shared tree of actions from
the root with UCB1 (Cowling, Powley & Whitehouse 2012, SO-ISMCTS: a child's
exploration term counts the iterations in which it was *available*), expands one
action, finishes the game with a rollout, and backs up each seat's reward (its
share of the win) so every node is judged by the seat that chose it. Chance
nodes are never branched on: they are resolved from the sampled state's own
generator, or sampled with their exact weights in explicit-chance mode. The
chosen action is the root's most visited one. No per-game code is needed. Between
iterations the search asks the decision's ``stop`` and raises `Stopped` when it answers
true, so Ctrl-C never waits for a whole search.

A rollout may be cut short (``rollout_depth``): after that many decisions the state
is scored by the game's estimate of each seat's share of the win (``win_shares`` in
``dinorules.<game>.greedy``; `even_shares` for a game without one) instead of being
played to the end. An iteration then costs a few decisions instead of a whole game,
so a search gets many more iterations in the same time.
"""

from __future__ import annotations

import math
from typing import Any, Literal, cast

import attrs

from dinorules.kernel import CHANCE, AnyGame, Rng
from dinorules.kernel.playout import play_out

from .base import Decision, Stopped, rewards, settle_chance
from .greedy import ScoreAction, WinShares, greedy_policy, win_shares

__all__ = ["MCTSAgent"]


class _Node:
    """One tree node: statistics of the action that leads here, and its children."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


@attrs.frozen
class MCTSAgent:
    """Information-set MCTS with a budget of ``iterations`` per decision.

    ``rollout="random"`` finishes games with uniform actions; ``"greedy"`` lets
    each seat take the best action by the game's greedy policy (or, without
    one, a move that wins at once when there is one, else a random move).
    ``rollout_depth`` cuts each rollout after that many decisions and scores the
    state with ``estimate`` (the game's ``win_shares``, bound by `for_game`);
    ``None``, the default, plays every rollout to the end.
    """

    iterations: int = 1000
    exploration: float = 0.7
    rollout: Literal["random", "greedy"] = "random"
    name: str = "mcts"
    score_action: ScoreAction | None = None
    rollout_depth: int | None = None
    estimate: WinShares | None = None
    needs_determinizer: bool = attrs.field(default=True, init=False)
    reads_observation: bool = attrs.field(default=False, init=False)
    """It searches determinizations, never the observation itself."""

    def __attrs_post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError(f"MCTS needs at least one iteration, got {self.iterations}")
        if self.rollout not in ("random", "greedy"):
            raise ValueError(f"rollout must be 'random' or 'greedy', got {self.rollout!r}")
        if self.rollout_depth is not None and self.rollout_depth < 0:
            raise ValueError(f"rollout_depth must be 0 or more, got {self.rollout_depth}")

    def for_game(self, game: AnyGame) -> MCTSAgent:
        """Bind the game's greedy policy for greedy rollouts, its estimate for cut ones."""
        bound = self
        if self.rollout == "greedy" and self.score_action is None:
            score = greedy_policy(game)
            if score is not None:
                bound = attrs.evolve(bound, score_action=score)
        if self.rollout_depth is not None and self.estimate is None:
            bound = attrs.evolve(bound, estimate=win_shares(game))
        return bound

    def act(self, decision: Decision, rng: Rng) -> Any:
        """The root action visited most often (ties broken at random)."""
        actions = decision.legal_actions
        if len(actions) == 1 or decision.determinizer is None:
            action, _ = rng.choice(actions)
            return action
        game, determinizer = decision.game, decision.determinizer
        root = _Node()
        stop = decision.stop
        for _ in range(self.iterations):
            if stop is not None and stop():
                raise Stopped
            seed, rng = rng.next64()
            rng = self._iterate(game, root, determinizer.sample(seed), rng)
        counts = [root.children[a].visits if a in root.children else 0 for a in actions]
        best = max(counts)
        choice, _ = rng.choice([a for a, n in zip(actions, counts, strict=True) if n == best])
        return choice

    def _iterate(self, game: AnyGame, root: _Node, state: Any, rng: Rng) -> Rng:
        """One selection, expansion, rollout and backup from a determinization."""
        players = game.num_players(state)
        path: list[tuple[_Node, int]] = []
        node = root
        while True:
            state, rng = settle_chance(game, state, rng)
            player = game.current_player(state)
            if player is None or player is CHANCE:
                break
            legal = game.legal_actions(state)
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action, rng = rng.choice(untried)
                children[action] = _Node()
            else:
                action = self._select(children, legal)
            for a in legal:
                if a in children:
                    children[a].available += 1
            node = children[action]
            path.append((node, player))
            state = game.apply(state, action, check=False)
            if untried:
                break
        state, rng = self._rollout(game, state, rng)
        if self.rollout_depth is None or game.is_terminal(state):
            shares = rewards(game, state, players)
        else:
            shares = (self.estimate or win_shares(game))(game, state)
        for visited, mover in path:
            visited.visits += 1
            visited.total += shares[mover]
        return rng

    def _select(self, children: dict[Any, _Node], legal: tuple[Any, ...]) -> Any:
        """UCB1 over the available children, exploration by availability counts."""
        best_action, best_value = legal[0], -math.inf
        c = self.exploration
        for action in legal:
            child = children[action]
            value = child.total / child.visits + c * math.sqrt(
                math.log(child.available + 1) / child.visits
            )
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def _rollout(self, game: AnyGame, state: Any, rng: Rng) -> tuple[Any, Rng]:
        """Play to the end with the rollout policy (this loop is most of an iteration's time).

        Only in explicit-chance mode can a state stand at a chance node; otherwise a
        random rollout is the kernel's `play_out`. It stops after ``rollout_depth``
        decisions, if set.
        """
        if state.explicit_chance or self.rollout == "greedy":
            return self._rollout_general(game, state, rng)
        return play_out(game, state, rng, limit=self.rollout_depth)

    def _rollout_general(self, game: AnyGame, state: Any, rng: Rng) -> tuple[Any, Rng]:
        """`_rollout` with chance shown (settled here) or greedy moves."""
        explicit = state.explicit_chance
        greedy = self.rollout == "greedy"
        legal_actions, apply = game.legal_actions, game.apply
        left = -1 if self.rollout_depth is None else self.rollout_depth
        while True:
            if explicit:
                state, rng = settle_chance(game, state, rng)
            legal = legal_actions(state) if left else ()
            if not legal:
                return state, rng
            if greedy and len(legal) > 1:
                player = cast(int, game.current_player(state))
                action, rng = self._greedy_step(game, state, player, legal, rng)
            else:
                index, rng = rng.below(len(legal))
                action = legal[index]
            state = apply(state, action, check=False)
            left -= 1

    def _greedy_step(
        self, game: AnyGame, state: Any, player: int, legal: tuple[Any, ...], rng: Rng
    ) -> tuple[Any, Rng]:
        """The greedy rollout move of ``player``, who sees only their observation."""
        if self.score_action is not None:
            observation = game.observe(state, player)
            scores = [self.score_action(game, observation, player, a) for a in legal]
            best = max(scores)
            return rng.choice([a for a, s in zip(legal, scores, strict=True) if s == best])
        for action in legal:
            after = game.apply(state, action, check=False)
            if game.is_terminal(after) and player in game.winners(after):
                return action, rng
        return rng.choice(legal)
