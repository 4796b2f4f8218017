"""`JurassAttackRules`: the kernel's `Rules` for JurassAttack!, and its decision table.

Decisions are `PlayPack` (Face Off!, JA-4) and `ReturnCard` (the Velociraptor
returns of Finale!, JA-9.2); the random events are single-card `Draw` outcomes
from the drawing player's own deck (JA-2.2). Legal actions come in canonical
order (JA-R17): packs in lexicographic order of their sorted card names, returns
in card-name order. A decision with a single option (a hand with one legal pack, a
lone card to return) is taken by the kernel unless ``forced="explicit"``.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Final

from dinorules.kernel import Decisions, Options, Rng, Rules

from . import ending, invariants, legality, observation
from .actions import Action, Draw, PlayPack, ReturnCard
from .face_off import legal_packs, play_pack, to_play
from .finale import draw, draw_all, draw_node, return_card, returns
from .setup import set_up
from .state import JurassAttackState, Phase

__all__ = ["DECISIONS", "JurassAttackRules"]


DECISIONS: Final[Decisions[JurassAttackState, Phase]] = Decisions(
    phase=operator.attrgetter("phase"),
    seat=to_play,
    options={Phase.FACE_OFF: legal_packs, Phase.RETURN: returns},
    chance={Phase.DEAL: draw_node, Phase.DRAW: draw_node},
    effects={PlayPack: play_pack, ReturnCard: return_card, Draw: draw},
    over=Phase.OVER,
)
"""Face Off! and returns are decisions; the opening and Finale! draws are chance."""


class JurassAttackRules(Rules[JurassAttackState, Action, observation.Observation]):
    """The rules of JurassAttack! for two players."""

    decisions = DECISIONS

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> JurassAttackState:
        """Both decks full, hands empty; the opening draws are chance (`setup`)."""
        return set_up(options, rng, explicit_chance)

    def num_players(self, state: JurassAttackState) -> int:
        """Always two (JA-2.1)."""
        return 2

    def resolve_chance(self, state: JurassAttackState) -> JurassAttackState:
        """Every queued draw in one update, ticket for ticket (JA-2.4, JA-6.4)."""
        return draw_all(state)

    def winners(self, state: JurassAttackState) -> frozenset[int]:
        """Most points; then most cards scored; else both (JA-8.4, JA-8.5, JA-R15)."""
        return ending.winners(state)

    def observe(self, state: JurassAttackState, player: int) -> observation.Observation:
        """What ``player`` sees (JA-R13, JA-R8)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: JurassAttackState, player: int, rng: Rng) -> JurassAttackState:
        """The rival's hand, face-down pack and deck redrawn from what is possible."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: JurassAttackState) -> Iterable[str]:
        """Card conservation and the shape of each phase."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: JurassAttackState, action: object) -> str:
        """The rule an illegal action breaks."""
        return legality.explain(state, action)
