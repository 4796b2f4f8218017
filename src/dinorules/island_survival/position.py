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
card count that exceeds the card list is refused. The builder sets pawns,
dinosaurs, chips, piles and the turn in the game's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

import attrs

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.position import USER_FILE, Notation, PositionBuilder, PositionError, View

from .components import STANDARD, Components
from .dice import CHARACTER_MOVEMENT
from .state import NOBODY, IslandState, Phase, Status

__all__ = ["NOTATION", "Duel", "IslandBuilder"]

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


def _by_name(
    state: IslandState, given: Mapping[str, Any], field: str, names: tuple[str, ...]
) -> dict[int, Any]:
    """``given`` keyed by the index of each name (characters or dinosaurs)."""
    index = {name: i for i, name in enumerate(names)}
    what = "character" if names is state.components.characters else "dinosaur"
    rule = _CAST if what == "character" else _PIECES
    return {_number(index, name, f"{field}[{name}]", rule, what): v for name, v in given.items()}


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
    found = _by_name(state, pawns, "pawns", state.components.characters)
    return state.replace(positions=tuple(found.get(c) for c in range(len(state.positions))))


def _status(state: IslandState) -> FrozenMap[str, Status]:
    names = state.components.characters
    return FrozenMap(
        (names[c], status) for c, status in enumerate(state.status) if status is not Status.IN_PLAY
    )


def _put_status(state: IslandState, status: Mapping[str, Status]) -> IslandState:
    found = _by_name(state, status, "status", state.components.characters)
    in_play = Status.IN_PLAY
    return state.replace(status=tuple(found.get(c, in_play) for c in range(len(state.status))))


def _chips(state: IslandState) -> FrozenMap[str, int]:
    return FrozenMap(zip(state.components.characters, state.chips, strict=True))


def _put_chips(state: IslandState, chips: Mapping[str, int]) -> IslandState:
    found = _by_name(state, chips, "chips", state.components.characters)
    return state.replace(chips=tuple(found.get(c, 0) for c in range(len(state.chips))))


def _spaces(field: str) -> Callable[[IslandState], FrozenMap[str, str]]:
    def get(state: IslandState) -> FrozenMap[str, str]:
        names = state.components.dinosaurs
        spaces = getattr(state, field)
        return FrozenMap((names[d], s) for d, s in enumerate(spaces) if s is not None)

    return get


def _put_spaces(field: str, name: str) -> Callable[[IslandState, Mapping[str, str]], IslandState]:
    def put(state: IslandState, spaces: Mapping[str, str]) -> IslandState:
        found = _by_name(state, spaces, name, state.components.dinosaurs)
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


# --- The builder ---------------------------------------------------------------


class IslandBuilder(PositionBuilder):
    """An Island Survival position in the game's words.

    ``place(name, space)`` puts a character in play, or a dinosaur, on a space;
    ``remove(name)`` takes a character out of the game (its chips out of play) or a
    dinosaur off the board; ``chips(character, n)`` sets its life chips (the
    difference goes out of play or comes back, so chips are conserved, IS-10.1);
    ``join(character, seat, space)`` brings a set-aside character (Eric) in for a
    seat (IS-5.5..5.8). Cards: a pile holds every card of its section not named
    for its discards (or being followed); ``discard(section, *cards)`` lays those
    face up, and ``pile(section, *cards)`` leaves exactly those in the pile, the
    section's other cards face up. The turn: ``turn(seat, roll)`` begins that
    human player's turn with the movement die showing ``roll`` (or still to roll);
    ``drawing(character)``: the character has landed on its Draw Card space in its
    player's move, the draw is next; ``dinosaur_turn()``: the dinosaur turn after
    the current human's, its die to roll; ``battle(character, dinosaur)``: the
    dinosaur attacks, its battle die is next. Whatever is not named stays as in a
    fresh game of the seed (``seed``, and the options given).
    """

    def place(self, name: str, space: str) -> IslandBuilder:
        """The character ``name`` in play on ``space``, or the dinosaur ``name`` there."""
        if name in self.fresh.components.dinosaur_index:
            dinosaurs = dict(self.current("dinosaurs"))
            dinosaurs[name] = space
            came_from = dict(self.current("came_from"))
            came_from.pop(name, None)
            self.set("dinosaurs", dinosaurs).set("came_from", came_from)
            return self
        self._character(name)
        status = dict(self.current("status"))
        if status.get(name) is Status.ASIDE:
            raise PositionError(
                f"{name} is set aside: join({name!r}, seat, space) brings him in",
                field=f"pawns[{name}]",
                rule="IS-5.5",
            )
        status.pop(name, None)
        pawns = dict(self.current("pawns"))
        pawns[name] = space
        self.set("pawns", pawns).set("status", status)
        return self

    def remove(self, *names: str) -> IslandBuilder:
        """Characters removed from the game, chips and all (IS-R14); dinosaurs off the board."""
        for name in names:
            if name in self.fresh.components.dinosaur_index:
                dinosaurs = dict(self.current("dinosaurs"))
                dinosaurs.pop(name, None)
                came_from = dict(self.current("came_from"))
                came_from.pop(name, None)
                self.set("dinosaurs", dinosaurs).set("came_from", came_from)
                continue
            self.chips(name, 0)
            pawns = dict(self.current("pawns"))
            pawns.pop(name, None)
            status = dict(self.current("status"))
            status[name] = Status.REMOVED
            self.set("pawns", pawns).set("status", status)
        return self

    def chips(self, character: str, count: int) -> IslandBuilder:
        """``character`` holds ``count`` life chips; the difference goes out of play (IS-10.1)."""
        self._character(character)
        chips = dict(self.current("chips"))
        lost = self.current("lost") + chips.get(character, 0) - count
        chips[character] = count
        self.set("chips", chips).set("lost", lost)
        return self

    def join(self, character: str, seat: int, space: str) -> IslandBuilder:
        """The set-aside ``character`` joins ``seat``'s player on ``space`` (IS-5.5..5.8)."""
        self._character(character)
        seats = {k: tuple(v) for k, v in self.current("seats").items()}
        names = self.fresh.components.characters
        played = {*seats.get(seat, ()), character}
        seats[seat] = tuple(name for name in names if name in played)
        status = dict(self.current("status"))
        status.pop(character, None)
        self.set("seats", seats).set("status", status)
        pawns = dict(self.current("pawns"))
        pawns[character] = space
        self.set("pawns", pawns)
        return self

    def discard(self, section: str, *cards: str) -> IslandBuilder:
        """These cards of ``section`` lie face up on its discards, out of its pile (IS-16.2)."""
        discards = dict(self.current("discards"))
        discards[section] = discards.get(section, Multiset()).union(Multiset.of(cards))
        self.set("discards", discards)
        return self

    def pile(self, section: str, *cards: str) -> IslandBuilder:
        """``section``'s pile holds exactly ``cards``; its other cards are face up (IS-16.1)."""
        components = self.fresh.components
        number = _section(self.fresh, section, "discards")
        full = components.full_piles[number]
        wanted = Multiset.of(cards)
        for card, count in wanted.counts:
            if full.count(card) < count:
                raise PositionError(
                    f"{count} {card!r} in the pile of {section!r}, whose card list has "
                    f"{full.count(card)}",
                    field=f"discards[{section}]",
                    rule=_CARDS,
                )
        discards = dict(self.current("discards"))
        discards[section] = full.difference(wanted)
        self.set("discards", discards)
        return self

    def turn(self, seat: int, roll: str | None = None) -> IslandBuilder:
        """``seat``'s human turn begins (IS-6.3): the movement die shows ``roll``, or is to roll."""
        phase, steps = Phase.HUMAN_ROLL, 0
        if roll is not None:
            faces = self.fresh.components.faces[CHARACTER_MOVEMENT]
            face = faces.get(roll)
            if face is None:
                raise PositionError(
                    f"the character-movement die has no face {roll!r} ({', '.join(faces)})",
                    field="steps",
                    rule="IS-8.2",
                )
            phase = Phase.GROUP_SPACE if face.group else Phase.PICK_PAWN
            steps = face.steps
        self._fresh_turn()
        self.set("human", seat).set("phase", phase).set("steps", steps)
        return self

    def dinosaur_turn(self) -> IslandBuilder:
        """The dinosaur player's turn after the current human's: its die to roll (IS-6.2)."""
        self._fresh_turn()
        self.set("phase", Phase.DINO_ROLL)
        return self

    def drawing(self, character: str) -> IslandBuilder:
        """``character`` has landed on its Draw Card space in its player's move: the draw is next.

        It is that player's turn, with nothing else under way (IS-16.1).
        """
        self._character(character)
        space = self.current("pawns").get(character)
        section = self.fresh.components.draw_pile.get(space or "")
        if space is None or section is None:
            raise PositionError(
                f"{character} is on {space!r}, no Draw Card space",
                field=f"pawns[{character}]",
                rule="IS-16.1",
            )
        seat = next((k for k, v in self.current("seats").items() if character in v), NOBODY)
        self._fresh_turn()
        self.set("human", seat).set("phase", Phase.DRAW).set("drawer", character)
        name = self.fresh.components.section_name(section)
        self.set("section", name).set("drawn_on", frozenset({space}))
        return self

    def battle(self, character: str, dinosaur: str) -> IslandBuilder:
        """In the dinosaur turn ``dinosaur`` attacks ``character``: its die is next (IS-12.1).

        Both must stand on one space; a Pteranodon's attack begins its battle (IS-R12).
        """
        self._character(character)
        number = _dinosaur(self.fresh, dinosaur, "dinosaur")
        self._fresh_turn()
        self.set("phase", Phase.BATTLE_DINO).set("victim", character).set("dinosaur", dinosaur)
        carrier = self.fresh.components.carrier[number]
        self.set("attacked", frozenset({character})).set("battle_size", int(carrier))
        return self

    def _fresh_turn(self) -> None:
        """Nothing of a previous turn in progress: no roll, card, battle or duel."""
        for name, empty in (
            ("spent", False),
            ("forced", None),
            ("steps", 0),
            ("group", ()),
            ("asking", ()),
            ("drawer", None),
            ("drawn_on", frozenset()),
            ("section", None),
            ("card", ""),
            ("dinosaur", None),
            ("queue", ()),
            ("attacked", frozenset()),
            ("victim", None),
            ("face", ""),
            ("battle_size", 0),
            ("carried", False),
            ("duel", None),
        ):
            self.set(name, empty)

    def _character(self, name: str) -> None:
        if name not in self.fresh.components.index:
            known = ", ".join(self.fresh.components.characters)
            raise PositionError(f"no character {name!r} ({known})", field="pawns", rule=_CAST)


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
