"""Readable set-ups for the Brunch tests: explicit chance, squares by name, a picture.

Every position is reached through the public API: `start` makes an explicit-chance
game, `setup` a position builder from it (squares, piles and the turn in the game's
words, BR-R29), `play` applies decisions and chance outcomes in turn (a bare token
name is the outcome ``Reveal(name)``), and `picture` draws the meadow as one observer
sees it.

The default Brunch meadow (boards E F / G H, 6x6), blue ``B`` and orange ``O``::

    . . . . . .      row 0
    . B . B . O      row 1
    . O . . . .      row 2
    O . . . . .      row 3
    . . . . O .      row 4
    . . B . B .      row 5

Every other square holds a face-down grass token.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from dinorules import CHANCE
from dinorules.brunch import GAME, Reveal

BLUE_TRICERATOPS = ((1, 1), (3, 1), (2, 5), (4, 5))
ORANGE_TRICERATOPS = ((5, 1), (1, 2), (0, 3), (4, 4))


def start(**options: Any) -> Any:
    """A new game with explicit chance (set-up draws nothing)."""
    return GAME.initial_state(seed=0, chance="explicit", **options)


def setup(**options: Any) -> Any:
    """A position builder from `start`'s game (`BrunchBuilder`, BR-R29)."""
    return GAME.position_builder(seed=0, chance="explicit", **options)


def play(state: Any, *steps: Any) -> Any:
    """Apply each step: an action, an outcome, or a token name meaning ``Reveal(name)``."""
    for step in steps:
        action = Reveal(step) if isinstance(step, str) else step
        state = GAME.apply(state, action)
    return state


def square(state: Any, at: tuple[int, int], player: int = 0) -> str:
    """What ``player`` sees on square ``at``."""
    seen = GAME.observe(state, player)
    return seen.board[seen.squares.index(at)]


def picture(state: Any, player: int = 0) -> str:
    """The meadow as ``player`` sees it, one character per square."""
    seen = GAME.observe(state, player)
    width = max(x for x, _ in seen.squares) + 1
    height = max(y for _, y in seen.squares) + 1
    cells = dict(zip(seen.squares, seen.board, strict=True))
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            name = cells.get((x, y))
            row.append(" " if name is None else _letter(name))
        rows.append(" ".join(row))
    return "\n".join(rows)


def _letter(name: str) -> str:
    if not name:
        return "."
    if name.startswith("grass:"):
        return "*"
    if name == "grass":
        return "#"
    letters = {"raptor": "R", "t-rex": "T"}
    if name in letters:
        return letters[name]
    colour, species = name.split()[:2]
    letter = {"blue": "b", "orange": "o", "yellow": "y"}[colour]
    letter = letter.upper() if species == "triceratops" else letter
    return letter + ("z" if "asleep" in name else "")


def pile(state: Any, role: str, player: int = 0) -> Any:
    """The `PileView` of the role named ``role`` as ``player`` sees it."""
    for view in GAME.observe(state, player).piles:
        if view.role == role:
            return view
    raise KeyError(role)


def is_chance(state: Any) -> bool:
    """Whether a chance outcome is awaited."""
    return GAME.current_player(state) is CHANCE


STANDARD_DATA = Path(__file__).parents[2] / "src" / "dinorules" / "brunch" / "components.toml"


def data_file(folder: Path, name: str = "custom", **counts: int) -> str:
    """A copy of the standard data with some token counts changed, as a file path.

    Keys are token names, optionally prefixed by their box: ``Trap=2``,
    ``snack_Birth=1``.
    """
    text = STANDARD_DATA.read_text(encoding="utf-8")
    blocks = text.split("[[tokens]]")
    for i, block in enumerate(blocks[1:], start=1):
        token = re.search(r'^name = "(\w+)"$', block, re.MULTILINE)
        box = re.search(r'^box = "(\w+)"$', block, re.MULTILINE)
        if token is None or box is None:
            continue  # the header comment
        for key in (f"{box.group(1)}_{token.group(1)}", token.group(1)):
            if key in counts:
                count = f"count = {counts[key]}"
                blocks[i] = re.sub(r"^count = \d+$", count, block, flags=re.MULTILINE)
                break
    path = folder / f"{name}.toml"
    path.write_text("[[tokens]]".join(blocks), encoding="utf-8")
    return str(path)


def colour_to_play(state: Any) -> str:
    """The colour of the role on turn, as observations name it."""
    return str(GAME.observe(state, 0).turn.split()[0])


def settle(state: Any) -> Any:
    """Finish what is in progress: first outcome, first option, keep Super Yums."""
    while not GAME.is_terminal(state):
        legal = GAME.legal_actions(state)
        if GAME.current_player(state) is CHANCE:
            state = GAME.apply(state, legal[0])
            continue
        decision = GAME.observe(state, 0).decision
        if decision == "take an action":
            break
        state = GAME.apply(state, legal[-1] if decision.startswith("spend") else legal[0])
    return state


def swap(state: Any) -> Any:
    """One idle Action: the player's Triceratops on (1, 1) or (1, 2) charges the other.

    Both squares hold one Triceratops of each colour; the charged one lands on the
    square the charger left, so the pair is swapped and nothing is eaten.
    """
    from dinorules.brunch import Charge, Place  # noqa: PLC0415

    mine = square(state, (1, 1)).startswith(colour_to_play(state))
    charge, back = (Charge((1, 1), "S"), (1, 1)) if mine else (Charge((1, 2), "N"), (1, 2))
    state = play(state, charge)
    if GAME.observe(state, 0).decision.startswith("place"):
        state = play(state, Place(back))  # else the only empty square was taken at once
    return settle(state)


def idle_turn(state: Any) -> Any:
    """A whole turn of two swaps: no token eaten, nobody scared off."""
    return swap(swap(state))
