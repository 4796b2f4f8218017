"""Jurassic Brunch's fixed action space and observation tensor (`kernel.indexing`).

Actions (BR-R21), from the variant's meadow and tokens: `Move` and `Charge` per
square and orthogonal direction, `Wake` per square, `MoveCarnivore` per square and
direction, `Pass`, `Hide` per token kind, `StopHiding`, `SpendSuperYum`, `EndTurn`,
`Place` per square, `ChooseBirth` per species, `GiveFlower` per role, `Look` per
square, `Recon` per board, `Erupt` and `Pick` per square. Chance outcomes: `Reveal`
and `Stolen` per token kind. Neither depends on the state: squares and token kinds
are fixed by the options. The tensor is documented in ``docs/interop.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, Literal

from dinorules.kernel import FrozenMap, Multiset, Options
from dinorules.kernel.indexing import Interop, Slot, one_hot, tally

from .actions import (
    DIRECTIONS,
    ORTHOGONAL,
    ROLE_NAMES,
    Charge,
    ChooseBirth,
    EndTurn,
    Erupt,
    GiveFlower,
    Look,
    Move,
    MoveCarnivore,
    Pass,
    Pick,
    Place,
    Recon,
    SpendSuperYum,
    StopHiding,
    Wake,
)
from .components import Variant
from .observation import BrunchObservation
from .options import variant_for
from .state import BrunchState

__all__ = ["INTEROP"]

_SPECIES: Final[tuple[Literal["diplo", "triceratops"], ...]] = ("diplo", "triceratops")
_DECISIONS = (
    "take an action",
    "spend a Super Yum",
    "choose the species",
    "choose who receives",
    "choose a board",
    "hide tokens",
    "place the",
    "pick a",
    "look at",
    "remove",
    "game over",
)
"""How each decision text of the observation begins (its kind)."""


def _key(options: Options) -> Variant:
    return variant_for(options)


def _state_key(state: BrunchState) -> Variant:
    return state.variant


def _actions(variant: Variant) -> Iterable[object]:
    squares = variant.meadow.squares
    yield from (Move(at, d) for at in squares for d in ORTHOGONAL)
    yield from (Charge(at, d) for at in squares for d in ORTHOGONAL)
    yield from (Wake(at) for at in squares)
    yield from (MoveCarnivore(at, d) for at in squares for d in DIRECTIONS)
    yield Pass()
    yield from variant.tokens.hides
    yield StopHiding()
    yield SpendSuperYum()
    yield EndTurn()
    yield from (Place(at) for at in squares)
    yield from (ChooseBirth(species) for species in _SPECIES)
    yield from (GiveFlower(role) for role in range(len(ROLE_NAMES)))
    yield from (Look(at) for at in squares)
    yield from (Recon(board) for board in range(len(variant.meadow.boards)))
    yield from (Erupt(at) for at in squares)
    yield from (Pick(at) for at in squares)


def _outcomes(variant: Variant) -> Iterable[object]:
    yield from variant.tokens.reveals
    yield from variant.tokens.stolen


def _figures(variant: Variant) -> tuple[str, ...]:
    """Every figure name of the variant, once each, in code order."""
    return tuple(dict.fromkeys(name for name in variant.piece_names if name))


def _layout(variant: Variant) -> tuple[Slot, ...]:
    squares = len(variant.meadow.squares)
    kinds = len(variant.tokens.names)
    figures = _figures(variant)
    per_square = len(figures) + 1 + kinds
    per_role = (
        Slot("tokens", kinds, "the role's face-down tokens, count per kind (public)"),
        Slot("known", 1, "1 if the observer's team sees the next two slots"),
        Slot("usable", kinds, "usable tokens per kind (0 when not known)"),
        Slot("hidden", kinds, "tokens under the Hideout per kind (0 when not known)"),
        Slot("usable_count", 1, "how many usable tokens"),
        Slot("hidden_count", 1, "how many tokens under the Hideout"),
        Slot("face_up", kinds, "the role's face-up tokens, count per kind"),
    )
    return (
        Slot(
            "board",
            squares * per_square,
            f"per square (meadow order), {per_square} numbers: one-hot figure "
            f"({', '.join(figures)}), face-down grass, grass known to the team per token kind",
        ),
        Slot("looked_at_by_opponents", squares, "per square: 1 if the opponents looked at it"),
        Slot("face_down_on_meadow", 1, "face-down grass tokens on the meadow"),
        Slot("team", 2, f"one-hot: the observer's team ({' or '.join(variant.colours)})"),
        Slot("reserve", len(figures), "figures off the meadow, count per figure"),
        *(
            Slot(f"role{role}.{slot.name}", slot.size, slot.meaning)
            for role in range(len(variant.order))
            for slot in per_role
        ),
        Slot("box", kinds, "tokens in the box the team knows, count per kind"),
        Slot("box_unknown", 1, "tokens in the box the team does not know"),
        Slot("discard", kinds, "discarded tokens, count per kind"),
        Slot("turn", len(variant.role_names), "one-hot: the role whose turn it is"),
        Slot("to_play", variant.players, "one-hot: the seat to decide, observer first"),
        Slot("actions_left", 1, "actions left this turn"),
        Slot("raptor_moved", 1, "1 if the Raptor moved this turn"),
        Slot("idle_turns", 1, "game turns in a row without progress (BR-10.4)"),
        Slot("decision", len(_DECISIONS), "one-hot: the kind of decision pending"),
        Slot("chance", 1, "1 if a chance event is pending"),
        Slot("winners", variant.players, "1 per winning seat, observer first"),
    )


def _pile(counts: Multiset[str] | None, names: Sequence[str]) -> list[float]:
    return tally(counts or (), names)


def _square(name: str, figures: Sequence[str], grass: Sequence[str]) -> tuple[float, ...]:
    return (*one_hot(name, figures), float(name == "grass"), *one_hot(name, grass))


def _prepare(variant: Variant) -> tuple[Variant, FrozenMap[str, tuple[float, ...]]]:
    """The variant, and the numbers of each thing a square can show (computed once)."""
    figures = _figures(variant)
    grass = variant.tokens.grass_names
    shown = ("", "grass", *figures, *grass)
    return variant, FrozenMap((name, _square(name, figures, grass)) for name in shown)


def _encode(
    observation: BrunchObservation, context: tuple[Variant, FrozenMap[str, tuple[float, ...]]]
) -> list[float]:
    variant, rows = context
    names = variant.tokens.names
    figures = _figures(variant)
    seats = tuple((observation.player + k) % variant.players for k in range(variant.players))
    looked = frozenset(observation.looked_at_by_opponents)
    numbers: list[float] = []
    for name in observation.board:
        numbers += rows[name]
    numbers += [float(square in looked) for square in variant.meadow.squares]
    numbers += [float(observation.face_down_on_meadow), *one_hot(observation.team, variant.colours)]
    numbers += tally(observation.reserve, figures)
    for pile in observation.piles:
        numbers += [
            *tally(pile.tokens, names),
            float(pile.usable is not None),
            *_pile(pile.usable, names),
            *_pile(pile.hidden, names),
            float(pile.usable_count),
            float(pile.hidden_count),
            *tally(pile.face_up, names),
        ]
    numbers += [
        *tally(observation.box, names),
        float(observation.box_unknown),
        *tally(observation.discard, names),
        *one_hot(observation.turn, variant.role_names),
        *one_hot(observation.to_play, seats),
        float(observation.actions_left),
        float(observation.raptor_moved),
        float(observation.idle_turns),
        *(float(observation.decision.startswith(kind)) for kind in _DECISIONS),
        float(observation.chance is not None),
        *(float(seat in observation.winners) for seat in seats),
    ]
    return numbers


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=_actions,
    outcomes=_outcomes,
    layout=_layout,
    encode=_encode,
    prepare=_prepare,
)
"""Jurassic Brunch's declaration for `GameSpec.interop`."""
