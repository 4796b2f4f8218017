"""Set-up: both decks full, hands empty, and the opening draws queued (JA-2).

Each player shuffles their own deck (JA-2.1, JA-2.2): a deck keeps no order, so
the opening hands are drawn one card at a time as chance, the Footprint player's
first (JA-2.4, JA-R16). The Footprint player plays first in round 1 (JA-4.4).
"""

from __future__ import annotations

from dinorules.kernel import Options, Rng

from .components import HAND_SIZE, components_for
from .state import FOOTPRINT, FOSSIL, NO_FIGHT, JurassAttackState, Phase

__all__ = ["set_up"]


def set_up(options: Options, rng: Rng, explicit_chance: bool) -> JurassAttackState:
    """The state before the opening draws: every card in its deck, the draws queued."""
    components = components_for(options)
    empty = 0  # an empty pile (`piles`)
    opening = min(HAND_SIZE, components.deck.size)
    return JurassAttackState(
        rng=rng,
        explicit_chance=explicit_chance,
        components=components,
        phase=Phase.DEAL,
        round=1,
        first=FOOTPRINT,
        hand_piles=(empty, empty),
        deck_piles=(components.full_pile, components.full_pile),
        discard_piles=(empty, empty),
        captured_piles=(empty, empty),
        saved_piles=(empty, empty),
        table=((), ()),
        blinded=(),
        returns_owed=0,
        draws=(FOOTPRINT,) * opening + (FOSSIL,) * opening,
        last_fight=NO_FIGHT,
    )
