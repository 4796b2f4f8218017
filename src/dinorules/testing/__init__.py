"""Testing tools shipped to users (needs the ``testing`` extra).

- `check_game`: the conformance harness (the eight properties of CONTRACT.md).
- Hypothesis strategies: `seeds`, `games`, `action_sequences`, `reachable_states`,
  `illegal_actions`.
- `game_machine`: a `RuleBasedStateMachine` factory per game.
- `load_profile`: the ``fast`` / ``ci`` / ``thorough`` settings profiles.
"""

from .harness import PROPERTIES, CheckReport, ConformanceError, check_game
from .profiles import PROFILES, load_profile
from .stateful import game_machine
from .strategies import action_sequences, games, illegal_actions, reachable_states, seeds

__all__ = [
    "PROFILES",
    "PROPERTIES",
    "CheckReport",
    "ConformanceError",
    "action_sequences",
    "check_game",
    "game_machine",
    "games",
    "illegal_actions",
    "load_profile",
    "reachable_states",
    "seeds",
]
