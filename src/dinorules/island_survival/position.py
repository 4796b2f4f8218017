"""Island Survival positions: pawns, dinosaurs and cards by name, the turn in play (IS-R26).

A position reads like this (``docs/rules/island_survival.md``, "Positions")::

    island_survival players=2; seats {1: [Alan, Billy, Paul, Amanda, Udesky, Nash]};
    duel -; winners {}; turn 4; round 4; human 1; phase pick_pawn;
    pawns {Alan: J3, Amanda: START, ...}; status {Eric: aside}; chips {Alan: 3, ...};
    lost 0; dinosaurs {Ptera 1: NEST, ..., T-Rex: J5}; came_from {};
    discards {Jaw to Jaw: {Quiet jungle}}; spent no; forced -; steps 2; group [];
    asking []; drawer -; drawn_on {}; section -; card ""; dinosaur -; queue [];
    attacked {}; victim -; face ""; battle_size 0; carried no; rng 0x...

Characters, dinosaurs, sections and spaces are named as the board, the cast and
the actions name them. A character on no space (set aside or removed) is left out
of ``pawns`` and a dinosaur off the board out of ``dinosaurs``; ``status`` names
only the characters not in play. A pile is not written: it is its section's cards
less the face-up ``discards`` and the card being followed (IS-R5, IS-16.2), so a
card count that exceeds the card list is refused. The builder (`builder.IslandBuilder`) sets pawns,
dinosaurs, chips, piles and the turn in the game's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

import attrs

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import USER_FILE, Notation, PositionError, View

from .builder import IslandBuilder
from .components import STANDARD, Components
from .state import NOBODY, IslandState, Phase, Status

__all__ = ["NOTATION", "Duel"]

RULE: Final = "IS-R26"
"""The ruling that defines the notation."""
_CAST: Final = "IS-R2"
_PIECES: Final = "IS-R3"
_CARDS: Final = "IS-R5"


@attrs.frozen
class Duel:
    """A "Raptors Attack Spino" duel under way: the Raptor, chances used, the number to beat."""

    raptor: str | None = None
    tries: int = 0
    rolled: int = 0


# --- Names and numbers ---------------------------------------------------------


def _number(names: Mapping[str, int], name: str, field: str, rule: str, what: str) -> int:
    """The index of ``name`` among ``names``; a `PositionError` naming them if unknown."""
    found = names.get(name)
    if found is None:
        known = ", ".join(names)
        raise PositionError(f"no {what} {name!r} ({known})", field=field, rule=rule)
    return found


def _character(state: IslandState, name: str, field: str) -> int:
    return _number(state.components.index, name, field, _CAST, "character")


def _dinosaur(state: IslandState, name: str, field: str) -> int:
    return _number(state.components.dinosaur_index, name, field, _PIECES, "dinosaur")


def _section(state: IslandState, name: str, field: str) -> int:
    sections = {section: i for i, section in enumerate(state.components.board.sections)}
    return _number(sections, name, field, _PIECES, "section")


def _characters(state: IslandState, given: Mapping[str, Any], field: str) -> dict[int, Any]:
    """``given`` keyed by each character's number."""
    return {_character(state, name, f"{field}[{name}]"): v for name, v in given.items()}


def _dinosaurs(state: IslandState, given: Mapping[str, Any], field: str) -> dict[int, Any]:
    """``given`` keyed by each dinosaur's number."""
    return {_dinosaur(state, name, f"{field}[{name}]"): v for name, v in given.items()}


def _who(names: tuple[str, ...], number: int) -> str | None:
    return None if number == NOBODY else names[number]


# --- The views -----------------------------------------------------------------


def _seats(state: IslandState) -> FrozenMap[int, tuple[str, ...]]:
    names = state.components.characters
    seats: dict[int, list[str]] = {}
    for c, owner in enumerate(state.owners):
        if owner != NOBODY:
            seats.setdefault(owner, []).append(names[c])
    return FrozenMap({seat: tuple(played) for seat, played in seats.items()})


def _put_seats(state: IslandState, seats: Mapping[int, tuple[str, ...]]) -> IslandState:
    owners = [NOBODY] * len(state.components.characters)
    for seat, played in seats.items():
        for name in played:
            c = _character(state, name, f"seats[{seat}]")
            if owners[c] != NOBODY:
                raise PositionError(f"{name} is named twice", field="seats", rule=_CAST)
            owners[c] = seat
    return state.replace(seldom=state.seldom.replace(owners=tuple(owners)))


def _duel(state: IslandState) -> Duel | None:
    if (state.duelist, state.tries, state.rolled) == (NOBODY, 0, 0):
        return None
    return Duel(_who(state.components.dinosaurs, state.duelist), state.tries, state.rolled)


def _put_duel(state: IslandState, duel: Duel | None) -> IslandState:
    duel = duel or Duel()
    raptor = NOBODY if duel.raptor is None else _dinosaur(state, duel.raptor, "duel.raptor")
    seldom = state.seldom.replace(duelist=raptor, tries=duel.tries, rolled=duel.rolled)
    return state.replace(seldom=seldom)


def _put_winners(state: IslandState, winners: frozenset[int]) -> IslandState:
    return state.replace(seldom=state.seldom.replace(winners=winners))


def _pawns(state: IslandState) -> FrozenMap[str, str]:
    names = state.components.characters
    return FrozenMap((names[c], s) for c, s in enumerate(state.positions) if s is not None)


def _put_pawns(state: IslandState, pawns: Mapping[str, str]) -> IslandState:
    found = _characters(state, pawns, "pawns")
    return state.replace(positions=tuple(found.get(c) for c in range(len(state.positions))))


def _status(state: IslandState) -> FrozenMap[str, Status]:
    names = state.components.characters
    return FrozenMap(
        (names[c], status) for c, status in enumerate(state.status) if status is not Status.IN_PLAY
    )


def _put_status(state: IslandState, status: Mapping[str, Status]) -> IslandState:
    found = _characters(state, status, "status")
    in_play = Status.IN_PLAY
    return state.replace(status=tuple(found.get(c, in_play) for c in range(len(state.status))))


def _chips(state: IslandState) -> FrozenMap[str, int]:
    return FrozenMap(zip(state.components.characters, state.chips, strict=True))


def _put_chips(state: IslandState, chips: Mapping[str, int]) -> IslandState:
    found = _characters(state, chips, "chips")
    return state.replace(chips=tuple(found.get(c, 0) for c in range(len(state.chips))))


def _spaces(field: str) -> Callable[[IslandState], FrozenMap[str, str]]:
    def get(state: IslandState) -> FrozenMap[str, str]:
        names = state.components.dinosaurs
        spaces = getattr(state, field)
        return FrozenMap((names[d], s) for d, s in enumerate(spaces) if s is not None)

    return get


def _put_spaces(field: str, name: str) -> Callable[[IslandState, Mapping[str, str]], IslandState]:
    def put(state: IslandState, spaces: Mapping[str, str]) -> IslandState:
        found = _dinosaurs(state, spaces, name)
        count = len(state.components.dinosaurs)
        return state.replace(**{field: tuple(found.get(d) for d in range(count))})

    return put


def _discards(state: IslandState) -> FrozenMap[str, Multiset[str]]:
    sections = state.components.board.sections
    return FrozenMap((sections[i], pile) for i, pile in enumerate(state.discards) if pile)


def _put_discards(state: IslandState, discards: Mapping[str, Multiset[str]]) -> IslandState:
    found = {_section(state, name, f"discards[{name}]"): pile for name, pile in discards.items()}
    empty: Multiset[str] = Multiset()
    piles = tuple(found.get(i, empty) for i in range(len(state.discards)))
    return _with_piles(state.replace(discards=piles), "discards")


def _with_piles(state: IslandState, field: str) -> IslandState:
    """Each pile: its section's cards less its discards and the card being followed (IS-R5)."""
    components = state.components
    piles = []
    for i, full in enumerate(components.full_piles):
        out = state.discards[i]
        if state.card and state.section == i:
            out = out.add(state.card)
        for card, count in out.counts:
            if full.count(card) < count:
                section = components.section_name(i)
                raise PositionError(
                    f"{count} {card!r} out of the pile of {section!r}, whose card list has "
                    f"{full.count(card)}",
                    field=field,
                    rule=_CARDS,
                )
        piles.append(full.difference(out))
    return state.replace(piles=tuple(piles))


def _names_of(field: str, kind: str) -> tuple[Callable[..., object], Callable[..., IslandState]]:
    """The getter and putter of a field holding character or dinosaur numbers, by name."""

    def names(state: IslandState) -> tuple[str, ...]:
        components: Components = state.components
        return components.characters if kind == "character" else components.dinosaurs

    def number(state: IslandState, name: str, where: str) -> int:
        if kind == "character":
            return _character(state, name, where)
        return _dinosaur(state, name, where)

    def get(state: IslandState) -> object:
        value = getattr(state, field)
        if isinstance(value, int):
            return _who(names(state), value)
        if isinstance(value, frozenset):
            return frozenset(names(state)[i] for i in value)
        return tuple(names(state)[i] for i in value)

    def put(state: IslandState, value: object) -> IslandState:
        if value is None:
            return state.replace(**{field: NOBODY})
        if isinstance(value, str):
            return state.replace(**{field: number(state, value, field)})
        assert isinstance(value, tuple | frozenset)
        numbers = [number(state, name, f"{field}[{name}]") for name in value]
        if len(set(numbers)) != len(numbers):
            raise PositionError("names one twice", field=field, rule=RULE)
        return state.replace(**{field: type(value)(numbers)})

    return get, put


def _view(name: str, field: str, kind: str, hint: Any, rule: str) -> View:
    get, put = _names_of(field, kind)
    return View(name, hint, get, put, (field,), rule)


def _section_name(state: IslandState) -> str | None:
    return None if state.section == NOBODY else state.components.section_name(state.section)


def _put_section_name(state: IslandState, name: str | None) -> IslandState:
    section = NOBODY if name is None else _section(state, name, "section")
    return _with_piles(state.replace(section=section), "section")


def _put_card(state: IslandState, card: str) -> IslandState:
    return _with_piles(state.replace(card=card), "card")


def _options(state: IslandState) -> dict[str, object]:
    components = state.components
    found: dict[str, object] = {"max_turns": state.max_turns}
    for kind in ("board", "cards", "dice", "cast"):
        bundled = getattr(components, kind) == getattr(STANDARD, kind)
        found[kind] = "standard" if bundled else USER_FILE
    return found


def _build(game: Any, *, seed: int = 0, **options: object) -> IslandBuilder:
    return IslandBuilder(game, seed=seed, **options)


NOTATION: Final = Notation(
    IslandState,
    RULE,
    options=_options,
    views=(
        View("seats", FrozenMap[int, tuple[str, ...]], _seats, _put_seats, ("seldom",), _CAST),
        View("duel", Duel | None, _duel, _put_duel, ("seldom",), "IS-R18"),
        View("winners", frozenset[int], lambda s: s.winners, _put_winners, ("seldom",), "IS-R21"),
        View("pawns", FrozenMap[str, str], _pawns, _put_pawns, ("positions",), _PIECES),
        View("status", FrozenMap[str, Status], _status, _put_status, ("status",), _CAST),
        View("chips", FrozenMap[str, int], _chips, _put_chips, ("chips",), "IS-10.1"),
        View(
            "dinosaurs",
            FrozenMap[str, str],
            _spaces("dinosaurs"),
            _put_spaces("dinosaurs", "dinosaurs"),
            ("dinosaurs",),
            _PIECES,
        ),
        View(
            "came_from",
            FrozenMap[str, str],
            _spaces("came_from"),
            _put_spaces("came_from", "came_from"),
            ("came_from",),
            "IS-R19",
        ),
        View(
            "discards",
            FrozenMap[str, Multiset[str]],
            _discards,
            _put_discards,
            ("piles", "discards"),
            _CARDS,
        ),
        _view("forced", "forced", "character", str | None, "IS-15.3"),
        _view("group", "group", "character", tuple[str, ...], "IS-R8"),
        _view("asking", "asking", "character", tuple[str, ...], "IS-R8"),
        _view("drawer", "drawer", "character", str | None, "IS-16.1"),
        View("section", str | None, _section_name, _put_section_name, ("section",), "IS-16.1"),
        View("card", str, lambda s: s.card, _put_card, ("card",), "IS-16.2"),
        _view("dinosaur", "dino", "dinosaur", str | None, "IS-11.4"),
        _view("queue", "queue", "dinosaur", tuple[str, ...], "IS-9.5"),
        _view("attacked", "attacked", "character", frozenset[str], "IS-11.5"),
        _view("victim", "victim", "character", str | None, "IS-11.4"),
    ),
    names=(Duel, Phase, Status),
    builder=_build,
)
"""Island Survival's position notation (IS-R26)."""
