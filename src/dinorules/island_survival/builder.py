"""Setting up an Island Survival position in the game's words, for tests (IS-R26).

`IslandBuilder` is the kernel's `PositionBuilder` with methods named after the
game: pieces placed or removed, chips, Eric joining, the piles, and where the turn
stands. The notation it writes through is `position.NOTATION`.
"""

from __future__ import annotations

from dinorules.kernel import Multiset
from dinorules.kernel.position import PositionBuilder, PositionError

from .dice import CHARACTER_MOVEMENT
from .state import NOBODY, Phase, Status

__all__ = ["IslandBuilder"]


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
        sections = components.board.sections
        if section not in sections:
            raise PositionError(
                f"no section {section!r} ({', '.join(sections)})",
                field=f"discards[{section}]",
                rule="IS-R3",
            )
        full = components.full_piles[sections.index(section)]
        wanted = Multiset.of(cards)
        for card, count in wanted.counts:
            if full.count(card) < count:
                raise PositionError(
                    f"{count} {card!r} in the pile of {section!r}, whose card list has "
                    f"{full.count(card)}",
                    field=f"discards[{section}]",
                    rule="IS-R5",
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
        number = self.fresh.components.dinosaur_index.get(dinosaur)
        if number is None:
            raise PositionError(f"no dinosaur {dinosaur!r}", field="dinosaur", rule="IS-R3")
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
            raise PositionError(f"no character {name!r} ({known})", field="pawns", rule="IS-R2")
