"""`Components`: the board, cards, dice and cast, cross-checked and compiled once.

Built when a game starts, it holds what the rules look up on every move: the
spaces each pawn or dinosaur can reach with each roll (static, since nothing
blocks a move but barriers, the Humans Only Shortcut and the cover, IS-R6),
each space's section and pile, every pile's full contents, each die as a chance
node, and ready-made action values. It is immutable, compares equal when built
from equal data, and iterates over (so JSON-encodes as) its data sets' names.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, NoReturn

from dinorules.kernel import ChanceNode, DataError, Multiset

from .actions import (
    Attack,
    Draw,
    GroupAt,
    Join,
    MoveTo,
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
)
from .board import COVER, DRAW, HUMANS_ONLY, Board
from .cards import Card, CardList
from .cast import Cast
from .dice import Dice, Die, Face

__all__ = ["FAR", "Components"]

FAR = 1 << 20
"""The beach distance of a space from which the beach cannot be reached."""


def _frozen(mapping: dict[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(mapping)


class Components:
    """One game's component data with everything the rules precompute from it."""

    __slots__ = (
        "_hash",
        "attacks",
        "beach_distance",
        "board",
        "card_of",
        "cards",
        "carrier",
        "cast",
        "characters",
        "dice",
        "die_nodes",
        "dino_reach",
        "dinosaur_index",
        "dinosaurs",
        "draw_pile",
        "draws",
        "faces",
        "full_piles",
        "group_at",
        "human_reach",
        "index",
        "joins",
        "kinds",
        "late",
        "move_to",
        "pick_dinosaur",
        "picks",
        "pulls",
        "raptor",
        "section_of",
        "sends",
        "space_order",
        "spends",
        "spino_one",
    )
    board: Board
    cards: CardList
    dice: Dice
    cast: Cast
    characters: tuple[str, ...]
    index: Mapping[str, int]
    late: int
    dinosaurs: tuple[str, ...]
    dinosaur_index: Mapping[str, int]
    kinds: tuple[str, ...]
    spino_one: tuple[bool, ...]
    carrier: tuple[bool, ...]
    raptor: tuple[bool, ...]
    section_of: Mapping[str, int]
    draw_pile: Mapping[str, int]
    draws: Mapping[str, Draw]
    space_order: Mapping[str, int]
    beach_distance: Mapping[str, int]
    human_reach: Mapping[str, tuple[tuple[MoveTo, ...], ...]]
    dino_reach: Mapping[str, tuple[tuple[MoveTo, ...], ...]]
    full_piles: tuple[Multiset[str], ...]
    card_of: tuple[Mapping[str, Card], ...]
    die_nodes: Mapping[str, ChanceNode]
    faces: Mapping[str, Mapping[str, Face]]
    move_to: Mapping[str, MoveTo]
    picks: tuple[Pick, ...]
    group_at: Mapping[str, GroupAt]
    joins: tuple[tuple[Join, Join], ...]
    spends: tuple[SpendChip, ...]
    pick_dinosaur: tuple[PickDinosaur, ...]
    attacks: Mapping[tuple[int, int], Attack]
    pulls: tuple[Pull, ...]
    sends: tuple[SendRaptor, ...]
    _hash: int

    def __init__(self, board: Board, cards: CardList, dice: Dice, cast: Cast) -> None:
        _cross_check(board, cards, cast)
        graph = board.graph
        spaces = graph.spaces
        sections = {name: i for i, name in enumerate(board.sections)}
        section_of = {s: sections.get(graph.sections.get(s, ""), -1) for s in spaces}
        kinds = {kind.name: kind.abilities for kind in cast.kinds}
        dinos = board.dinosaurs
        steps = max(
            [f.steps for f in dice.character_movement.faces + dice.dinosaur_movement.faces]
            + [f.escape for f in dice.human_battle.faces]
        )
        move_to = {s: MoveTo(s) for s in spaces}
        beach = graph.distances_from(board.beach)
        piles = []
        card_of = []
        for section in board.sections:
            own = [card for card in cards.cards if card.section == section]
            piles.append(Multiset.from_counts((card.name, card.count) for card in own))
            card_of.append(_frozen({card.name: card for card in own}))
        names = cast.characters
        values: dict[str, object] = {
            "board": board,
            "cards": cards,
            "dice": dice,
            "cast": cast,
            "characters": names,
            "index": _frozen({name: i for i, name in enumerate(names)}),
            "late": names.index(cast.late) if cast.late is not None else -1,
            "dinosaurs": tuple(d.id for d in dinos),
            "dinosaur_index": _frozen({d.id: i for i, d in enumerate(dinos)}),
            "kinds": tuple(d.kind for d in dinos),
            "spino_one": tuple("spino_one" in kinds[d.kind] for d in dinos),
            "carrier": tuple("carry_to_nest" in kinds[d.kind] for d in dinos),
            "raptor": tuple("raptor" in kinds[d.kind] for d in dinos),
            "section_of": _frozen(section_of),
            "draw_pile": _frozen(
                {s: section_of[s] for s in spaces if board.tagged(s, DRAW) and section_of[s] >= 0}
            ),
            "draws": _frozen({card.name: Draw(card.name) for card in cards.cards}),
            "space_order": _frozen({space: i for i, space in enumerate(spaces)}),
            "beach_distance": _frozen({s: beach.get(s, FAR) for s in spaces}),
            "human_reach": _frozen(
                {s: _reach(board, s, steps, move_to, dinosaur=False) for s in spaces}
            ),
            "dino_reach": _frozen(
                {s: _reach(board, s, steps, move_to, dinosaur=True) for s in spaces}
            ),
            "full_piles": tuple(piles),
            "card_of": tuple(card_of),
            "die_nodes": _frozen({die.name: _node(die) for die in _dice(dice)}),
            "faces": _frozen({die.name: {f.label: f for f in die.faces} for die in _dice(dice)}),
            "move_to": _frozen(move_to),
            "picks": tuple(Pick(name) for name in names),
            "group_at": _frozen({s: GroupAt(s) for s in spaces}),
            "joins": tuple((Join(name, joins=True), Join(name, joins=False)) for name in names),
            "spends": tuple(SpendChip(name) for name in names),
            "pick_dinosaur": tuple(PickDinosaur(d.id) for d in dinos),
            "attacks": _frozen(
                {
                    (c, d): Attack(name, dino.id)
                    for c, name in enumerate(names)
                    for d, dino in enumerate(dinos)
                }
            ),
            "pulls": tuple(Pull(name) for name in names),
            "sends": tuple(SendRaptor(d.id) for d in dinos),
            "_hash": hash(("Components", board, cards, dice, cast)),
        }
        for name, content in values.items():
            object.__setattr__(self, name, content)

    def __setattr__(self, name: str, content: object) -> NoReturn:
        raise AttributeError(f"Components is immutable; cannot set {name!r}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Components):
            return NotImplemented
        return (self.board, self.cards, self.dice, self.cast) == (
            other.board,
            other.cards,
            other.dice,
            other.cast,
        )

    def __hash__(self) -> int:
        return self._hash

    def __iter__(self) -> Iterator[str]:
        return iter((self.board.name, self.cards.name, self.dice.name, self.cast.name))

    def __repr__(self) -> str:
        return f"Components({', '.join(self)})"

    def section_name(self, section: int) -> str:
        """The name of section number ``section`` (its index in the board's list)."""
        return self.board.sections[section]


def _dice(dice: Dice) -> tuple[Die, ...]:
    return (
        dice.character_movement,
        dice.dinosaur_movement,
        dice.human_battle,
        dice.dinosaur_battle,
    )


def _node(die: Die) -> ChanceNode:
    return ChanceNode(
        outcomes=tuple(Roll(face.label) for face in die.faces),
        weights=tuple(face.count for face in die.faces),
    )


def _reach(
    board: Board, space: str, steps: int, move_to: Mapping[str, MoveTo], *, dinosaur: bool
) -> tuple[tuple[MoveTo, ...], ...]:
    """Where a move of 1..n spaces from ``space`` may end, for each n in 0..steps (IS-7.1).

    Humans go anywhere along links. A dinosaur stays in the section of ``space``,
    never enters the Humans Only Shortcut, and may end on the cover but not pass it
    (IS-9.3, IS-20.1, IS-20.2, IS-R19).
    """
    graph = board.graph
    if not dinosaur:
        return tuple(tuple(move_to[s] for s in graph.within(space, n)) for n in range(steps + 1))
    section = graph.sections.get(space)
    if section is None:
        return ((),) * (steps + 1)

    def can_end(there: str) -> bool:
        return graph.sections.get(there) == section and not board.tagged(there, HUMANS_ONLY)

    def passable(there: str) -> bool:
        return can_end(there) and not board.tagged(there, COVER)

    return tuple(
        tuple(move_to[s] for s in graph.within(space, n, passable, can_end))
        for n in range(steps + 1)
    )


def _cross_check(board: Board, cards: CardList, cast: Cast) -> None:
    """Checks across files: kinds, card sections and targets, piles, the nest."""
    where = cards.source
    kinds = {kind.name: kind.abilities for kind in cast.kinds}
    ids = {d.id for d in board.dinosaurs}
    for i, dino in enumerate(board.dinosaurs):
        if dino.kind not in kinds:
            raise DataError(
                f"{board.source}.dinosaurs[{i}].kind: {dino.kind!r} is not a dinosaur "
                f"kind of the {cast.source} ({', '.join(kinds)})"
            )
        if "carry_to_nest" in kinds[dino.kind] and (
            board.nest is None
            or board.graph.sections.get(dino.start) != board.graph.sections.get(board.nest)
        ):
            raise DataError(
                f"{board.source}.dinosaurs[{i}].start: a {dino.kind} carries to the "
                f"nest, so it must start in the nest's section"
            )
    for i, card in enumerate(cards.cards):
        if card.section not in board.sections:
            raise DataError(f"{where}.cards[{i}].section: no board section {card.section!r}")
        if card.effect == "raptors_attack_spino":
            if card.target not in ids:
                raise DataError(f"{where}.cards[{i}].target: no dinosaur {card.target!r}")
            if card.raptors_from not in board.sections:
                raise DataError(
                    f"{where}.cards[{i}].raptors_from: no board section {card.raptors_from!r}"
                )
    for space in board.graph.tagged(DRAW):
        section = board.graph.sections.get(space)
        own = [card for card in cards.cards if card.section == section]
        if not any(card.effect != "eric" for card in own):
            raise DataError(
                f"{where}: the pile of {section!r} (Draw Card space {space!r}) needs a card "
                f"other than 'eric', or a redraw could never end"
            )
    beach = board.graph.sections.get(board.beach)
    if not any(card.effect == "win" and card.section == beach for card in cards.cards):
        raise DataError(f"{where}: the pile of {beach!r} (the beach) has no 'win' card")
