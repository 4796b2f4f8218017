"""Readable set-ups for Spinosaurus Chase tests, all through the public API.

Positions come from data, as a user would make them: a small board file puts the
pawns and the Spinosaurus where a scenario needs them, and explicit chance deals the
hands card by card. Card names are those of the standard deck:

    value 1 Compsognathus, 2 Velociraptor, 3 Pteranodon, 4 Tyrannosaurus,
    5 Spinosaurus (the Spinosaurus card); Escapes Satellite Phone +1, Parasail +2,
    River Boat +3.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from dinorules import CHANCE
from dinorules.spino_chase import GAME, DealCard, SpinoObservation

COMPY = "Compsognathus"
RAPTOR = "Velociraptor"
PTERA = "Pteranodon"
TREX = "Tyrannosaurus"
SPINO = "Spinosaurus"
PHONE = "Satellite Phone"
PARASAIL = "Parasail"
BOAT = "River Boat"

Space = tuple[int, int]


def board_file(
    directory: Path,
    *,
    starts: Sequence[Space],
    spinosaurus: Space,
    lanes: int = 5,
    rows: int = 8,
    name: str = "test-board",
) -> str:
    """Write a board TOML file and return its path (for the ``board`` option)."""
    path = directory / f"{name}.toml"
    start_list = ", ".join(f"[{lane}, {row}]" for lane, row in starts)
    path.write_text(
        f'name = "{name}"\n'
        f"lanes = {lanes}\n"
        f"rows = {rows}\n"
        f"start_spaces = [{start_list}]\n"
        f"spinosaurus_start = [{spinosaurus[0]}, {spinosaurus[1]}]\n",
        encoding="utf-8",
    )
    return str(path)


def deck_file(directory: Path, cards: Iterable[tuple[str, str, int, int]], name: str = "d") -> str:
    """Write a deck TOML file of ``(name, kind, value, count)`` rows; return its path.

    A card named "Spinosaurus" is marked as the Spinosaurus card.
    """
    path = directory / f"{name}.toml"
    rows = [f'name = "{name}"']
    for card, kind, number, count in cards:
        rows += [
            "[[cards]]",
            f'name = "{card}"',
            f'kind = "{kind}"',
            f"value = {number}",
            f"count = {count}",
        ]
        if card == SPINO:
            rows.append("spinosaurus = true")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(path)


def deal(state: Any, hands: Mapping[int, Sequence[str]]) -> Any:
    """Apply the chance outcomes that deal each seat the cards listed for it, in order.

    The game says which seat the next card goes to; fails if a seat runs short.
    """
    queues = {seat: list(cards) for seat, cards in hands.items()}
    while GAME.current_player(state) is CHANCE:
        seat = view(state).actor
        assert seat is not None
        assert queues.get(seat), f"no card left to deal to seat {seat}"
        state = GAME.apply(state, DealCard(queues[seat].pop(0)))
    leftover = {seat: cards for seat, cards in queues.items() if cards}
    assert not leftover, f"cards not dealt: {leftover}"
    return state


def start(hands: Sequence[Sequence[str]], **options: Any) -> Any:
    """A game whose set-up deal gives seat ``i`` ``hands[i]``, every decision shown.

    Chance is explicit, and so are forced decisions (``forced="explicit"``, unless a
    test asks for ``"auto"``): a scenario sees, and takes, each lone ``Pass`` and each
    step with one open direction itself.
    """
    options.setdefault("players", len(hands))
    options.setdefault("forced", "explicit")
    state = GAME.initial_state(seed=0, chance="explicit", **options)
    return deal(state, dict(enumerate(hands)))


def play(state: Any, *actions: Any) -> Any:
    """Apply the actions one after another (each checked for legality)."""
    for action in actions:
        state = GAME.apply(state, action)
    return state


def view(state: Any, player: int = 0) -> SpinoObservation:
    """What ``player`` sees."""
    return GAME.observe(state, player)  # type: ignore[no-any-return]


def pawn(state: Any, seat: int) -> Space | None:
    """Where ``seat``'s pawn stands, ``None`` at the Final Escape."""
    return view(state).pawns[seat]


def spinosaurus(state: Any) -> Space:
    """Where the Spinosaurus stands."""
    return view(state).spinosaurus


def hand(state: Any, seat: int) -> dict[str, int]:
    """``seat``'s hand as ``{card: count}``."""
    return dict(view(state, seat).hand.counts)


def fill(*cards: str, filler: str = COMPY, size: int = 7) -> list[str]:
    """A hand of these cards topped up to ``size`` with ``filler``."""
    return [*cards, *[filler] * (size - len(cards))]
