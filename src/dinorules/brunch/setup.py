"""Set-up: herbivores on their eggs, every other square face down, blue to play (BR-4, BR-5.2).

Carnivores wait in reserve at the edge (BR-4.3, BR-14.3, BR-19.2). Set-up draws
nothing: a face-down token's identity is drawn when it is first eaten or looked at
(BR-4.4, BR-R13). The variant, its layout and its components come from the options
(`options.variant_for`).
"""

from __future__ import annotations

from dinorules.kernel import Options, Rng

from .options import variant_for
from .pieces import PILE_PARTS, ROLE_COUNT
from .state import PENDING_MAIN, BrunchState, Tokens
from .turns import FIRST_TURN_ACTIONS

__all__ = ["set_up"]


def set_up(options: Options, rng: Rng, explicit_chance: bool) -> BrunchState:
    """The state before the first decision, the first role of the variant to play."""
    variant = variant_for(options)
    zero = variant.tokens.zero
    first = variant.order[0]
    return BrunchState(
        rng=rng,
        explicit_chance=explicit_chance,
        variant=variant,
        board=variant.start_board,
        reserve=variant.start_reserve,
        tokens=Tokens(
            kinds=len(zero),
            piles=zero * (ROLE_COUNT * PILE_PARTS),
            pool=variant.tokens.full,
            box=(),
            box_unknown=0,
            discard=zero,
            known=(0, 0),
        ),
        role=first,
        seat=variant.seat_of_role[first],
        actions_left=FIRST_TURN_ACTIONS,
        raptor_moved=False,
        progress=False,
        idle_turns=0,
        drowsy=False,
        phase=PENDING_MAIN,
        chance=None,
    )
