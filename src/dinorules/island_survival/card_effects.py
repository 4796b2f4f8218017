"""Following a drawn card: Eric, WIN, Safe Space, "behind you", chips (IS-5.5..5.8, IS-16..19).

The effect of each card is data (`cards.EFFECTS`); this module does what each
effect says. A card moving its drawer to a Draw Card space draws again there
(only another player's card does not, IS-16.3, IS-R15); a pawn brought by
"Move any player behind you" never draws. A card drawn after an escape is
followed in the dinosaur turn, its choices made by the drawer's player (IS-R13).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dinorules.kernel import FrozenMap, Rng, put

from .actions import Draw, MoveTo, Pull
from .cards import Card
from .ending import win
from .lives import lose_lives, starting_chips
from .piles import begin_draw, discard, finish_card, resume, take
from .raptor_duel import begin_duel
from .state import NOBODY, IslandState, Phase, Status

__all__ = [
    "draw",
    "move_to_safe_space",
    "pull",
    "pull_options",
    "safe_space_options",
]


def draw(state: IslandState, outcome: Draw, rng: Rng | None = None) -> IslandState:
    """Take the drawn card from the pile and follow its directions (IS-16.2).

    ``rng``: the generator after an automatic draw, set in the same update.
    """
    name = outcome.card
    state = take(state, name, state.rng if rng is None else rng)
    card = state.components.card_of[state.section][name]
    return _EFFECTS[card.effect](state, card)


def _eric(state: IslandState, card: Card) -> IslandState:
    """Eric joins (IS-5.5) on the drawer's space (IS-5.8) for the drawer's player (IS-5.7).

    If he is already in play or removed, discard and draw again (IS-5.6).
    """
    late = state.components.late
    if late == NOBODY or state.status[late] is not Status.ASIDE:
        return begin_draw(discard(state), state.drawer, state.section)
    state = state.replace(
        status=put(state.status, late, Status.IN_PLAY),
        positions=put(state.positions, late, state.positions[state.drawer]),
        seldom=state.seldom.replace(owners=put(state.owners, late, state.owners[state.drawer])),
    )
    return finish_card(state)


def _win(state: IslandState, card: Card) -> IslandState:
    """The drawing character's player alone wins (IS-18.1, IS-21.1, IS-R21).

    Reaching the beach is not enough: only WIN wins (IS-18.2).
    """
    return win(state, state.owners[state.drawer])


def _nothing(state: IslandState, card: Card) -> IslandState:
    """A card with no effect ("Not yet!", IS-18.2): discard it (IS-16.2)."""
    return finish_card(state)


def _lose_chips(state: IslandState, card: Card) -> IslandState:
    """The drawer loses lives, and may be removed (IS-10.1)."""
    state = lose_lives(state, state.drawer, card.amount)
    return state if state.phase is Phase.OVER else finish_card(state)


def _gain_chips(state: IslandState, card: Card) -> IslandState:
    """Take back chips from those out of play, never above the starting count (IS-R22)."""
    c = state.drawer
    gained = min(card.amount, starting_chips(state, c) - state.chips[c])
    state = state.replace(
        chips=put(state.chips, c, state.chips[c] + gained), lost=state.lost - gained
    )
    return finish_card(state)


def _behind(state: IslandState) -> tuple[int, ...]:
    """Characters in play farther from the beach than the drawer (IS-R16)."""
    distance = state.components.beach_distance
    here = state.positions[state.drawer]
    assert here is not None
    mine = distance[here]
    return tuple(
        c
        for c, (space, status) in enumerate(zip(state.positions, state.status, strict=True))
        if c != state.drawer
        and status is Status.IN_PLAY
        and space is not None
        and distance[space] > mine
    )


def _pull_behind(state: IslandState, card: Card) -> IslandState:
    """Bring a character behind you here, if there is one (IS-R16)."""
    return state.replace(phase=Phase.PULL) if _behind(state) else finish_card(state)


def pull_options(state: IslandState) -> tuple[Pull, ...]:
    """Each character behind the drawer, in character order (IS-R16)."""
    pulls = state.components.pulls
    return tuple(pulls[c] for c in _behind(state))


def pull(state: IslandState, action: Pull) -> IslandState:
    """The character comes to the drawer's space and draws nothing (IS-16.3, IS-R16)."""
    character = state.components.index[action.character]
    here = state.positions[state.drawer]
    return finish_card(state.replace(positions=put(state.positions, character, here)))


def safe_space_options(state: IslandState) -> tuple[MoveTo, ...]:
    """The nearest spaces, other than the drawer's own, with no dinosaur (IS-19.1, IS-R17)."""
    here = state.positions[state.drawer]
    assert here is not None
    occupied = {space for space in state.dinosaurs if space is not None}
    move_to = state.components.move_to
    graph = state.components.board.graph
    return tuple(move_to[s] for s in graph.nearest(here, lambda s: s != here and s not in occupied))


def _safe_space(state: IslandState, card: Card) -> IslandState:
    """Move to the nearest space with no dinosaur, choosing on a tie (IS-19.1, IS-R17)."""
    return (
        state.replace(phase=Phase.SAFE_SPACE) if safe_space_options(state) else finish_card(state)
    )


def move_to_safe_space(state: IslandState, space: str) -> IslandState:
    """Move there; a Draw Card space reached by one's own card draws (IS-16.3, IS-R15).

    Not twice on one space in the same move, so a move's draws stay bounded (IS-R15).
    """
    drawer = state.drawer
    state = discard(state.replace(positions=put(state.positions, drawer, space)))
    section = state.components.draw_pile.get(space)
    if section is None or space in state.drawn_on:
        return resume(state)
    return begin_draw(state, drawer, section)


def _raptors_attack_spino(state: IslandState, card: Card) -> IslandState:
    """A Raptor duels the Spinosaurus (IS-17.1, IS-17.2)."""
    return begin_duel(state)


_EFFECTS: Final[FrozenMap[str, Callable[[IslandState, Card], IslandState]]] = FrozenMap(
    {
        "eric": _eric,
        "raptors_attack_spino": _raptors_attack_spino,
        "win": _win,
        "pull_behind": _pull_behind,
        "safe_space": _safe_space,
        "lose_chips": _lose_chips,
        "gain_chips": _gain_chips,
        "none": _nothing,
    }
)
