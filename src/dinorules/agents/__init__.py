"""Agents that play any game through what their seat may see.

- `Agent`: the protocol; `Decision`: its input (observation, legal actions,
  and for search agents a `Determinizer`), never the true state;
  `reads_observation`: whether an agent asks for the observation.
- `RandomAgent`, `GreedyAgent` (a game's own greedy policy, its spec's ``greedy``
  hook, or a generic one-ply heuristic), `MCTSAgent` (information-set MCTS).
- `make_agent`: an agent from a spec such as ``"mcts:200"``.
- `Stopped`: raised by a search whose decision's ``stop`` answers true.
"""

from .base import Agent, Decision, Determinizer, Stopped, reads_observation, rewards
from .factory import AGENT_NAMES, make_agent
from .greedy import GreedyAgent, ScoreAction, greedy_policy, one_ply_scores
from .mcts import MCTSAgent
from .random_agent import RandomAgent

__all__ = [
    "AGENT_NAMES",
    "Agent",
    "Decision",
    "Determinizer",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "ScoreAction",
    "Stopped",
    "greedy_policy",
    "make_agent",
    "one_ply_scores",
    "reads_observation",
    "rewards",
]
