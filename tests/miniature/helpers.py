"""Readable set-ups for Miniature Game tests, all through the public API.

Positions come from data, as a user would make them: `scenario_file` writes a small
scenario (board, terrain, zones, armies; hexes given in axial ``(q, r)``), and
`deploy` plays the start phase through to the movement round, placing each unit where
a test says. Draws are chance nodes: `settle` resolves them with the first outcome
listed, `draw` applies chosen ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, cast

from dinorules import CHANCE
from dinorules.kernel.hexgrid import to_offset
from dinorules.miniature import (
    GAME,
    ChooseDeployer,
    CoinToss,
    DrawAction,
    Face,
    KeepHand,
    MiniatureObservation,
    Pass,
    PlaceAt,
    PlaceUnit,
)
from dinorules.miniature.actions import Direction

Hex = tuple[int, int]

RAPTORS = "Velociraptor Pack"  # 3 models, movement 2, Jump, value 12
TRIKE = "Triceratops"  # 1 model, movement 1, value 14
REX = "T-Rex"  # 3 hexes in a line, movement 1, value 24
PTERA = "Pteranodon Flock"  # movement 2, Fly, no orientation, value 9
ACU = "ACU Squad"  # 4 models, movement 1, value 12
COMMANDER = "Field Commander"  # movement 1, no orientation, value 10

HERO_DECKS = {
    RAPTORS: "Primal Instincts",
    TRIKE: "Primal Instincts",
    REX: "Primal Instincts",
    PTERA: "Primal Instincts",
    ACU: "ACU Command",
    COMMANDER: "ACU Command",
}


def _hexes(hexes: Iterable[Hex]) -> str:
    return "[" + ", ".join(f"[{c}, {r}]" for c, r in (to_offset(h) for h in hexes)) + "]"


def rectangle(q0: int, q1: int, r0: int, r1: int) -> list[Hex]:
    """The axial hexes ``q0 <= q <= q1``, ``r0 <= r <= r1``."""
    return [(q, r) for q in range(q0, q1 + 1) for r in range(r0, r1 + 1)]


def scenario_file(
    directory: Path,
    armies: Sequence[Sequence[str]],
    zones: Sequence[Iterable[Hex]],
    *,
    columns: int = 12,
    rows: int = 12,
    difficult: Iterable[Hex] = (),
    impassable: Iterable[Hex] = (),
    crates: Iterable[Hex] = (),
    teams: Sequence[int] | None = None,
    rules: Iterable[tuple[str, int]] = (),
    victories: Iterable[str] = ('kind = "eliminate_all"',),
    objectives: Iterable[Hex] = (),
    name: str = "test",
    equipment: dict[tuple[int, int], Sequence[str]] | None = None,
) -> str:
    """Write a scenario TOML file (hexes in axial coordinates) and return its path."""
    teams = list(range(len(armies))) if teams is None else list(teams)
    impassable = list(impassable)
    lines = [
        f'name = "{name}"',
        'title = "Test"',
        f"players = {{ min = {len(armies)}, max = {len(armies)} }}",
        f"board = {{ columns = {columns}, rows = {rows} }}",
        "[terrain]",
        f"difficult = {_hexes(difficult)}",
        f"impassable = {_hexes(impassable)}",
    ]
    for seat, zone in enumerate(zones):
        open_zone = [h for h in zone if h not in impassable]  # zones hold no impassable hex
        lines += ["[[deployment]]", f"seat = {seat}", f"hexes = {_hexes(open_zone)}"]
    for i, hex_ in enumerate(crates):
        lines += [
            "[[crates]]",
            f'name = "crate {i}"',
            f"hex = {_hexes([hex_])[1:-1]}",
            "requisition = 1",
        ]
    for i, hex_ in enumerate(objectives):
        lines += [
            "[[objectives]]",
            f'name = "objective {i}"',
            f"hex = {_hexes([hex_])[1:-1]}",
            "command = 1",
            "requisition = 1",
        ]
    for victory in victories:
        lines += ["[[victory]]", *victory.split("; ")]
    for seat, army in enumerate(armies):
        kit = equipment or {}
        units = ", ".join(
            f'{{ unit = "{u}", equipment = {list(kit.get((seat, slot), []))!r} }}'.replace("'", '"')
            for slot, u in enumerate(army)
        )
        lines += [
            "[[armies]]",
            f"seat = {seat}",
            f"team = {teams[seat]}",
            f'hero_deck = "{HERO_DECKS[army[0]]}"',
            f"units = [{units}]",
        ]
    for kind, amount in rules:
        lines += ["[[rules]]", f'kind = "{kind}"', f"amount = {amount}", 'text = "test rule"']
    path = directory / f"{name}.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def start(**options: Any) -> Any:
    """A game with explicit chance and every decision shown (unless a test says)."""
    options.setdefault("chance", "explicit")
    options.setdefault("forced", "explicit")
    return GAME.initial_state(seed=0, **options)


def view(state: Any, player: int = 0) -> MiniatureObservation:
    """What ``player`` sees."""
    return GAME.observe(state, player)


def play(state: Any, *actions: Any) -> Any:
    """Apply the actions one after another (each checked for legality)."""
    for action in actions:
        state = GAME.apply(state, action)
    return state


def settle(state: Any) -> Any:
    """Resolve chance nodes with the first outcome listed, until a decision or the end."""
    while GAME.current_player(state) is CHANCE:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def deploy(
    state: Any,
    placements: Sequence[tuple[int, int, Hex, Any]],
    *,
    first: int | None = None,
) -> Any:
    """Settle the draws, keep every hero hand, then place units in the order given.

    Each placement is ``(seat, army slot, anchor, facing)``; ``first`` is the seat the
    first player chooses to place first (default: the first placement's seat). Returns
    the state at the first decision of the movement round.
    """
    state = settle(state)
    while view(state).phase.name == "MULLIGAN":
        state = settle(play(state, KeepHand()))
    state = play(state, ChooseDeployer(placements[0][0] if first is None else first))
    for seat, slot, (q, r), facing in placements:
        assert GAME.current_player(state) == seat, f"seat {GAME.current_player(state)} places"
        number = state.components.army_units[seat][slot]
        state = play(state, PlaceUnit(number), PlaceAt(q, r), Face(cast(Direction, facing)))
    return state


def hexes_of(state: Any, unit: int) -> tuple[Hex, ...]:
    """The hexes unit ``unit`` covers."""
    return view(state).units[unit].hexes


def facing_of(state: Any, unit: int) -> str:
    """The facing of unit ``unit``, by name."""
    return view(state).units[unit].facing.name


def counts(cards: Any) -> dict[str, int]:
    """A `Multiset` as ``{card: count}``."""
    return dict(cards.counts)


def deal(state: Any, hands: dict[int, Sequence[str]]) -> Any:
    """Resolve chance nodes: unit ``n`` draws ``hands[n]`` in order, any other draw the first."""
    wanted = {n: list(cards) for n, cards in hands.items()}
    while GAME.current_player(state) is CHANCE:
        seen = view(state)
        cards = wanted.get(seen.placing, []) if seen.placing is not None else []
        if seen.phase.name in ("DRAW_ACTIONS", "DRAW_ROUND") and cards:
            state = GAME.apply(state, DrawAction(cards.pop(0)))
        else:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def begin(
    state: Any,
    hands: dict[int, Sequence[str]],
    placements: Sequence[tuple[int, int, Hex, Any]],
    *,
    toss: int | None = None,
) -> Any:
    """Deal the opening hands, keep hero hands and place the units: the 1st initiative phase."""
    if toss is not None and view(state).phase.name == "COIN_TOSS":
        state = GAME.apply(state, CoinToss(toss))
    state = deal(state, hands)
    while view(state).phase.name == "MULLIGAN":
        state = deal(play(state, KeepHand()), {})
    state = play(state, ChooseDeployer(placements[0][0]))
    for seat, slot, (q, r), facing in placements:
        number = state.components.army_units[seat][slot]
        state = play(state, PlaceUnit(number), PlaceAt(q, r), Face(cast(Direction, facing)))
    return state


def passes(state: Any) -> Any:
    """Every seat passes the open Interaction window."""
    while view(state).phase.name == "INTERACTION":
        state = GAME.apply(state, Pass())
    return state


def to_move(state: Any, number: int = 0) -> Any:
    """Play the 1st initiative phase so that unit ``number`` activates first with its base
    skills, and return the state at its first movement decision.

    Unit ``number`` takes its hand's highest Initiative card without Forced text, every
    other unit its lowest; no Idle cards; every window passes.
    """
    while True:
        seen = view(state)
        name = seen.phase.name
        if GAME.current_player(state) is CHANCE:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        elif name == "MOVE" and seen.active == number:
            return state
        elif name == "PLACE_ACTIVE":
            unit = state.units[seen.unit]
            table = state.components.action_card[unit.deck_name]
            legal = GAME.legal_actions(state)
            plain = [a for a in legal if not table[a.card].forced] or list(legal)
            if seen.unit == number:
                state = GAME.apply(state, max(plain, key=lambda a: table[a.card].initiative))
            else:
                state = GAME.apply(state, min(legal, key=lambda a: table[a.card].initiative))
        elif name == "PLACE_IDLE":
            state = GAME.apply(state, GAME.legal_actions(state)[-1])
        elif name == "ACTIVATE":
            legal = GAME.legal_actions(state)
            base = [a for a in legal if type(a).__name__ == "UseBaseSkills"]
            state = GAME.apply(state, base[0] if base else legal[0])
        else:
            state = GAME.apply(state, GAME.legal_actions(state)[0])


def ended(state: Any, number: int = 0) -> bool:
    """Whether unit ``number``'s movement is over."""
    seen = view(state)
    return seen.phase.name != "MOVE" or seen.active != number
