"""`Components`: the board, cards, dice and cast, cross-checked and compiled once.

Built when a game starts, it holds what the rules look up on every move: the
spaces each pawn or dinosaur can reach with each roll (static, since nothing
blocks a move but barriers, the Humans Only Shortcut and the cover, IS-R6),
each space's section and pile, every pile's full contents, each die as a chance
node, and ready-made action values. A `compiled` value: equal, hashed and pickled
by its four data sets, shown by their names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from dinorules.kernel import ChanceNode, Compiled, DataError, FrozenMap, Multiset, compiled, derived

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
from .board import COVER, DRAW, HUMANS_ONLY, Board, load_board
from .cards import Card, CardList, load_cards
from .cast import CARRY_TO_NEST, RAPTOR, SPINO_ONE, Cast, load_cast
from .dice import Dice, Die, Face, load_dice
from .loading import BUNDLED, as_source

__all__ = ["FAR", "NOBODY", "STANDARD", "Components", "components_for"]

FAR: Final = 1 << 20
"""The beach distance of a space from which the beach cannot be reached."""
_Test = Callable[[str], bool]

NOBODY: Final = -1
"""No character, dinosaur, owner, pile or section (START lies in no section)."""


@compiled
class Components(Compiled):
    """One game's component data with everything the rules precompute from it."""

    board: Board
    cards: CardList
    dice: Dice
    cast: Cast
    characters: tuple[str, ...] = derived()
    """The characters' names in dealing order (their numbers in a state)."""
    index: FrozenMap[str, int] = derived()
    late: int = derived()
    """The character who joins later (Eric, IS-5.5), or `NOBODY`."""
    dinosaurs: tuple[str, ...] = derived()
    dinosaur_index: FrozenMap[str, int] = derived()
    kinds: tuple[str, ...] = derived()
    spino_one: tuple[bool, ...] = derived()
    """Each dinosaur: its "Spino 1" removes (IS-14.1)."""
    carrier: tuple[bool, ...] = derived()
    """Each dinosaur: it carries to the nest (IS-13.1)."""
    raptor: tuple[bool, ...] = derived()
    """Each dinosaur: a Raptor "Raptors Attack Spino" may send (IS-17.2)."""
    section_of: FrozenMap[str, int] = derived()
    """Each space's section number, `NOBODY` outside every section."""
    draw_pile: FrozenMap[str, int] = derived()
    """Each Draw Card space's pile (its section number, IS-16.1)."""
    draws: FrozenMap[str, Draw] = derived()
    space_order: FrozenMap[str, int] = derived()
    beach_distance: FrozenMap[str, int] = derived()
    """Spaces along links to the beach's Draw Card space, `FAR` if unreachable (IS-R16)."""
    human_reach: FrozenMap[str, tuple[tuple[MoveTo, ...], ...]] = derived()
    dino_reach: FrozenMap[str, tuple[tuple[MoveTo, ...], ...]] = derived()
    cover_entry: FrozenMap[tuple[str, str], str] = derived()
    """(from, cover): the side a dinosaur moving there comes in by (IS-R19)."""
    cover_exits: FrozenMap[tuple[str, str], tuple[tuple[MoveTo, ...], ...]] = derived()
    """(cover, side): where a dinosaur that came in by that side may go, by roll (IS-R19)."""
    full_piles: tuple[Multiset[str], ...] = derived()
    card_of: tuple[FrozenMap[str, Card], ...] = derived()
    die_nodes: FrozenMap[str, ChanceNode] = derived()
    faces: FrozenMap[str, FrozenMap[str, Face]] = derived()
    move_to: FrozenMap[str, MoveTo] = derived()
    picks: tuple[Pick, ...] = derived()
    group_at: FrozenMap[str, GroupAt] = derived()
    joins: tuple[tuple[Join, Join], ...] = derived()
    spends: tuple[SpendChip, ...] = derived()
    pick_dinosaur: tuple[PickDinosaur, ...] = derived()
    attacks: FrozenMap[tuple[int, int], Attack] = derived()
    pulls: tuple[Pull, ...] = derived()
    sends: tuple[SendRaptor, ...] = derived()

    @classmethod
    def compile(cls, board: Board, cards: CardList, dice: Dice, cast: Cast) -> Components:
        """Cross-check the four data sets and precompute every table (IS-R24)."""
        _cross_check(board, cards, cast)
        graph = board.graph
        spaces = graph.spaces
        numbers = {name: i for i, name in enumerate(board.sections)}
        section_of = {s: numbers.get(graph.sections.get(s, ""), NOBODY) for s in spaces}
        abilities = {kind.name: kind.abilities for kind in cast.kinds}
        dinos = board.dinosaurs
        steps = max(
            [f.steps for f in dice.character_movement.faces + dice.dinosaur_movement.faces]
            + [f.escape for f in dice.human_battle.faces]
        )
        move_to = FrozenMap((s, MoveTo(s)) for s in spaces)
        beach = graph.distances_from(board.beach)
        own = [[card for card in cards.cards if card.section == s] for s in board.sections]
        names = cast.characters
        return cls(
            board=board,
            cards=cards,
            dice=dice,
            cast=cast,
            characters=names,
            index=FrozenMap((name, i) for i, name in enumerate(names)),
            late=names.index(cast.late) if cast.late is not None else NOBODY,
            dinosaurs=tuple(d.id for d in dinos),
            dinosaur_index=FrozenMap((d.id, i) for i, d in enumerate(dinos)),
            kinds=tuple(d.kind for d in dinos),
            spino_one=tuple(SPINO_ONE in abilities[d.kind] for d in dinos),
            carrier=tuple(CARRY_TO_NEST in abilities[d.kind] for d in dinos),
            raptor=tuple(RAPTOR in abilities[d.kind] for d in dinos),
            section_of=FrozenMap(section_of),
            draw_pile=FrozenMap(
                (s, section_of[s])
                for s in spaces
                if board.tagged(s, DRAW) and section_of[s] != NOBODY
            ),
            draws=FrozenMap((card.name, Draw(card.name)) for card in cards.cards),
            space_order=FrozenMap((space, i) for i, space in enumerate(spaces)),
            beach_distance=FrozenMap((s, beach.get(s, FAR)) for s in spaces),
            human_reach=FrozenMap(
                (s, _reach(board, s, steps, move_to, dinosaur=False)) for s in spaces
            ),
            dino_reach=FrozenMap(
                (s, _reach(board, s, steps, move_to, dinosaur=True)) for s in spaces
            ),
            cover_entry=_cover_entries(board),
            cover_exits=_cover_exits(board, steps, move_to),
            full_piles=tuple(
                Multiset.from_counts((card.name, card.count) for card in pile) for pile in own
            ),
            card_of=tuple(FrozenMap((card.name, card) for card in pile) for pile in own),
            die_nodes=FrozenMap((die.name, _node(die)) for die in _dice(dice)),
            faces=FrozenMap(
                (die.name, FrozenMap((f.label, f) for f in die.faces)) for die in _dice(dice)
            ),
            move_to=move_to,
            picks=tuple(Pick(name) for name in names),
            group_at=FrozenMap((s, GroupAt(s)) for s in spaces),
            joins=tuple((Join(name, joins=True), Join(name, joins=False)) for name in names),
            spends=tuple(SpendChip(name) for name in names),
            pick_dinosaur=tuple(PickDinosaur(d.id) for d in dinos),
            attacks=FrozenMap(
                ((c, d), Attack(name, dino.id))
                for c, name in enumerate(names)
                for d, dino in enumerate(dinos)
            ),
            pulls=tuple(Pull(name) for name in names),
            sends=tuple(SendRaptor(d.id) for d in dinos),
        )

    def __repr__(self) -> str:
        names = (self.board.name, self.cards.name, self.dice.name, self.cast.name)
        return f"Components({', '.join(names)})"

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

    A move goes at least one space (IS-R25). Humans go anywhere along links, the
    Humans Only Shortcut included (IS-20.3). A
    dinosaur stays in the section of ``space``, never enters the Shortcut, and may end
    on the cover but not pass it (IS-9.3, IS-20.1, IS-20.2, IS-R19).
    """
    graph = board.graph
    if not dinosaur:
        return tuple(tuple(move_to[s] for s in graph.within(space, n)) for n in range(steps + 1))
    if graph.sections.get(space) is None:
        return ((),) * (steps + 1)
    can_end, passable = _dinosaur_tests(board, space)
    return tuple(
        tuple(move_to[s] for s in graph.within(space, n, passable, can_end))
        for n in range(steps + 1)
    )


def _dinosaur_tests(board: Board, space: str) -> tuple[_Test, _Test]:
    """Where a dinosaur of ``space``'s section may end a move, and where it may pass."""
    graph = board.graph
    section = graph.sections.get(space)

    def can_end(there: str) -> bool:
        return graph.sections.get(there) == section and not board.tagged(there, HUMANS_ONLY)

    def passable(there: str) -> bool:
        return can_end(there) and not board.tagged(there, COVER)

    return can_end, passable


def _cover_sides(board: Board, cover: str) -> tuple[str, ...]:
    """The spaces by which a dinosaur may come onto ``cover`` (its section, not the Shortcut)."""
    _, passable = _dinosaur_tests(board, cover)
    return tuple(n for n in board.graph.neighbours(cover) if passable(n))


def _cover_entries(board: Board) -> FrozenMap[tuple[str, str], str]:
    """For a move onto a cover: the side nearest the start, the first in board order on a tie.

    A move names only its destination; the side on a shortest way in is the one it
    came by (IS-R19).
    """
    graph = board.graph
    entries: dict[tuple[str, str], str] = {}
    for cover in graph.tagged(COVER):
        if graph.sections.get(cover) is None:
            continue
        _, passable = _dinosaur_tests(board, cover)
        sides = _cover_sides(board, cover)
        for space in graph.spaces:
            if space == cover or not passable(space):
                continue
            distance = graph.distances_from(space, passable)
            near = [(distance[side], i, side) for i, side in enumerate(sides) if side in distance]
            if near:
                entries[(space, cover)] = min(near)[2]
    return FrozenMap(entries)


def _cover_exits(
    board: Board, steps: int, move_to: Mapping[str, MoveTo]
) -> FrozenMap[tuple[str, str], tuple[tuple[MoveTo, ...], ...]]:
    """From a cover, back by ``side``: the side itself, then 1..n-1 beyond it (IS-R19)."""
    graph = board.graph
    exits: dict[tuple[str, str], tuple[tuple[MoveTo, ...], ...]] = {}
    for cover in graph.tagged(COVER):
        if graph.sections.get(cover) is None:
            continue
        can_end, passable = _dinosaur_tests(board, cover)
        order = graph.position
        for side in _cover_sides(board, cover):
            by_roll: list[tuple[MoveTo, ...]] = [()]
            for n in range(1, steps + 1):
                beyond = graph.within(side, n - 1, passable, can_end)
                ends = sorted({side, *beyond} - {cover}, key=order.__getitem__)
                by_roll.append(tuple(move_to[s] for s in ends))
            exits[(cover, side)] = tuple(by_roll)
    return FrozenMap(exits)


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
        if CARRY_TO_NEST in kinds[dino.kind] and (
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


STANDARD: Final = Components.build(
    load_board(BUNDLED), load_cards(BUNDLED), load_dice(BUNDLED), load_cast(BUNDLED)
)
"""The bundled board, cards, dice and cast, compiled once, when this module is imported."""


def components_for(options: Mapping[str, object]) -> Components:
    """The compiled components the data options ``board``, ``cards``, ``dice``, ``cast`` name."""
    sources = (options["board"], options["cards"], options["dice"], options["cast"])
    if all(source == BUNDLED for source in sources):
        return STANDARD
    board, cards, dice, cast = (as_source(source) for source in sources)
    return Components.build(load_board(board), load_cards(cards), load_dice(dice), load_cast(cast))
