"""Agents by name, for the command line and `dinorules.sim`: ``"mcts:200"`` and so on.

A spec is a name with an optional ``:``-separated parameter: ``random``,
``greedy``, ``greedy:8`` (generic samples), ``mcts``, ``mcts:200``
(iterations), ``mcts-greedy:200`` (MCTS with greedy rollouts). MCTS also takes
``cut=N`` after a comma, rollouts cut after N decisions: ``mcts:200,cut=20``.
"""

from __future__ import annotations

from typing import Literal

from .base import Agent
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent

__all__ = ["AGENT_NAMES", "make_agent"]

AGENT_NAMES = ("random", "greedy", "mcts", "mcts-greedy")
"""The names `make_agent` knows."""


def make_agent(spec: str) -> Agent:
    """The agent a spec names; `ValueError` with a readable message if it is bad.

    >>> make_agent("mcts:200").iterations
    200
    >>> make_agent("mcts:200,cut=20").rollout_depth
    20
    >>> make_agent("random").name
    'random'
    """
    name, _, parameter = spec.strip().partition(":")
    if name not in AGENT_NAMES:
        raise ValueError(f"unknown agent {spec!r}; agents are: {', '.join(AGENT_NAMES)}")
    given, _, extra = parameter.partition(",")
    number = None
    if given:
        if not given.isdigit() or int(given) < 1:
            raise ValueError(f"agent {spec!r}: the parameter must be a positive integer")
        number = int(given)
    cut = None
    if extra:
        key, _, depth = extra.partition("=")
        if not name.startswith("mcts") or key.strip() != "cut" or not depth.strip().isdigit():
            raise ValueError(f"agent {spec!r}: only MCTS takes an option, cut=N (N decisions)")
        cut = int(depth)
    label = spec.strip()
    if name == "random":
        if number is not None:
            raise ValueError(f"agent {spec!r}: random takes no parameter")
        return RandomAgent()
    if name == "greedy":
        return GreedyAgent(samples=number or 4, name=label)
    rollout: Literal["random", "greedy"] = "greedy" if name == "mcts-greedy" else "random"
    return MCTSAgent(iterations=number or 1000, rollout=rollout, rollout_depth=cut, name=label)
