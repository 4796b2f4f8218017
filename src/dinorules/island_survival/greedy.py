"""Island Survival's greedy policy: humans race to the beach safely, dinosaurs attack.

Humans score a space by its distance to the beach (fewer spaces is better) less
its danger: the likeliest attack a dinosaur can make there on its next turn (one
on the space may stay and attack; one a few spaces away in its section must roll
that far), weighted by the dinosaur's kind (a Spinosaurus's "Spino 1" removes) and
by how few life chips the character has left. Landing on a Draw Card space of the
Race to the Rescue adds the chance of drawing WIN from its pile. A pawn, a group,
a destination, an escape, a Safe Space or a character to bring along ("Wait for
me!") is chosen for the best such score; own pawns join a Group 3, other players'
stay; a life chip is spent for a second roll when the character is in danger or
near the beach and can spare it.

The dinosaur player scores a placement of its dinosaurs by the attacks it makes
now (every character in play on a dinosaur's space, leaders and characters short
of chips first, worth more for a Spinosaurus), then by how close its dinosaurs
stand to the characters in their sections; it moves (or keeps) the dinosaurs for
the best placement and names Spinosaurus attacks first. It attacks whenever it
can (`NoAttack` scores 0), except a character that an escape could take onto the
beach's Draw Card space to draw WIN (IS-R13), when that risk outweighs the attack.

The observation does not carry the board, so distances and sections are the
standard components' (`dinorules.island_survival.components.STANDARD`, compiled at
import); a space they do not know counts as far from the beach and out of reach.

`win_shares` estimates a position for search that cuts its rollouts short: a human
player's chance grows as its character nearest the beach comes closer, the
dinosaur player's with each character removed (`PROGRESS_SCALE`, fitted to random
games, in which the dinosaurs nearly always win).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Final

from dinorules.agents.greedy import shares_by_score
from dinorules.kernel import AnyGame, FrozenMap

from .actions import (
    Attack,
    GroupAt,
    IslandAction,
    Join,
    MoveTo,
    Pick,
    PickDinosaur,
    Pull,
    SpendChip,
    Stay,
)
from .cast import CARRY_TO_NEST, SPINO_ONE
from .components import FAR, NOBODY, STANDARD
from .observation import CharacterView, DinosaurView, Observation
from .state import IslandState, Status

__all__ = ["score_action", "win_shares"]

DANGER: Final = 1.5
"""Spaces of progress one sure attack is worth avoiding."""
WIN: Final = 30.0
"""Spaces of progress a sure WIN card is worth."""
CHIP: Final = 2.5
"""Spaces of progress one life chip is worth (the price of a second roll)."""
ESCAPE_WIN: Final = 120.0
"""The dinosaur player's loss, in attack units, of a sure WIN drawn after an escape."""
CLOSE: Final = 0.2
"""A dinosaur's score per space closer to the nearest character of its section."""
LEAD: Final = 3.0
"""A human's preference for moving its leading pawn (per the whole way to the beach)."""
IN_PLAY: Final = "in_play"
PROGRESS_SCALE: Final = 0.26
"""`win_shares`: odds grow by ``exp(0.26)`` a space a human's best character comes
nearer the beach, and by ``exp(0.26 * REMOVED)`` a character the dinosaurs remove:
the best fit (log-loss) to the winners of 400 random games (four players) from 7,400
positions along them."""
REMOVED: Final = 2.0
"""`win_shares`: a removed character, in spaces of a human's progress."""
NEAREST: Final = 30
"""`win_shares`: the distance counted for a character farther than this from the beach,
and for a player with no character in play (it cannot win)."""

_BOARD: Final = STANDARD.board
_BEACH: Final[Mapping[str, int]] = STANDARD.beach_distance
_START: Final = _BEACH.get(_BOARD.start, FAR)
_SECTION: Final[Mapping[str, int]] = STANDARD.section_of
_RESCUE: Final = _SECTION.get(_BOARD.beach, NOBODY)
_RESCUE_DRAWS: Final = frozenset(
    space for space, pile in STANDARD.draw_pile.items() if pile == _RESCUE
)
_WIN_CARDS: Final = frozenset(card.name for card in STANDARD.cards.cards if card.effect == "win")


def _kind_weights() -> Mapping[str, float]:
    weights = {}
    for kind in STANDARD.cast.kinds:
        weight = 1.0
        if SPINO_ONE in kind.abilities:
            weight = 1.5
        elif CARRY_TO_NEST in kind.abilities:
            weight = 1.2
        weights[kind.name] = weight
    return FrozenMap(weights)


KIND: Final = _kind_weights()
"""How bad an attack by each dinosaur kind is (the dinosaur player's gain)."""


def _dino_distances() -> Mapping[str, Mapping[str, int]]:
    """For each space, the spaces of its section a dinosaur reaches, with the steps needed."""
    table = {}
    for space, reach in STANDARD.dino_reach.items():
        found: dict[str, int] = {}
        for steps, moves in enumerate(reach):
            for move in moves:
                found.setdefault(move.space, steps)
        table[space] = FrozenMap(found)
    return FrozenMap(table)


DINO_STEPS: Final = _dino_distances()


def _roll_odds() -> tuple[float, ...]:
    """P(the dinosaur-movement die moves a dinosaur at least n spaces), by n."""
    faces = STANDARD.dice.dinosaur_movement.faces
    total = sum(face.count for face in faces)
    top = max(face.steps for face in faces)
    return tuple(
        float(Fraction(sum(f.count for f in faces if f.steps >= n), total)) for n in range(top + 1)
    )


ROLL_ODDS: Final = _roll_odds()


# --- Human side ------------------------------------------------------------------------


def _threat(dinosaur: DinosaurView, space: str) -> float:
    """The chance-weighted harm of ``dinosaur`` attacking on ``space`` next turn."""
    there = dinosaur.space
    if there is None:
        return 0.0
    if there == space:
        steps = 0
    else:
        steps = DINO_STEPS.get(there, {}).get(space, len(ROLL_ODDS))
        if steps >= len(ROLL_ODDS):
            return 0.0
    return ROLL_ODDS[steps] * KIND.get(dinosaur.kind, 1.0)


def danger(observation: Observation, space: str, chips: int) -> float:
    """How likely and how bad an attack on ``space`` is, for a character with ``chips``."""
    worst = max((_threat(d, space) for d in observation.dinosaurs), default=0.0)
    return worst * (1.0 + 1.0 / (chips + 1))


def _win_chance(observation: Observation, space: str) -> float:
    if space not in _RESCUE_DRAWS:
        return 0.0
    for pile in observation.piles:
        if pile.section == _BOARD.sections[_RESCUE]:
            cards = pile.pile if len(pile.pile) else pile.discard
            wins = sum(cards.count(name) for name in _WIN_CARDS)
            return wins / len(cards) if len(cards) else 0.0
    return 0.0


def space_value(observation: Observation, space: str, chips: int, *, landing: bool = True) -> float:
    """A human's value of ``space``: progress, safety, and on landing the WIN card's chance.

    A card is drawn on landing only: a pawn already on the beach must leave to draw again.
    """
    progress = -float(_BEACH.get(space, FAR))
    value = progress - DANGER * danger(observation, space, chips)
    return value + WIN * _win_chance(observation, space) if landing else value


def _character(observation: Observation, name: str | None) -> CharacterView | None:
    for character in observation.characters:
        if character.name == name:
            return character
    return None


def _best_move(observation: Observation, character: CharacterView, steps: int) -> float:
    """The best gain of moving ``character`` up to ``steps`` spaces."""
    here = character.space
    if here is None:
        return 0.0
    reach = STANDARD.human_reach.get(here, ())
    moves = reach[min(steps, len(reach) - 1)] if reach else ()
    now = space_value(observation, here, character.chips, landing=False)
    return max(
        (space_value(observation, m.space, character.chips) - now for m in moves), default=0.0
    )


def _mine(observation: Observation, character: CharacterView) -> bool:
    return character.owner == observation.player and character.status == IN_PLAY


def _human_move(observation: Observation, space: str) -> float:
    """A pawn's or group's destination: the moving own pawns' values there."""
    total = 0.0
    for name in observation.group:
        character = _character(observation, name)
        if character is not None and character.owner == observation.player:
            total += space_value(observation, space, character.chips)
    return total


def _lone_move(observation: Observation, name: str | None, space: str) -> float:
    character = _character(observation, name)
    chips = character.chips if character is not None else 0
    return space_value(observation, space, chips)


def _lead(character: CharacterView) -> float:
    """How far along ``character`` is, from 0 (START or farther) to 1 (the beach)."""
    return 1.0 - min(_BEACH.get(character.space or "", FAR), _START) / max(_START, 1)


def _pick(observation: Observation, name: str) -> float:
    character = _character(observation, name)
    if character is None:
        return 0.0
    return _best_move(observation, character, observation.steps) + LEAD * _lead(character)


def _group_at(observation: Observation, space: str) -> float:
    return max(
        (
            _best_move(observation, c, observation.steps) + LEAD * _lead(c)
            for c in observation.characters
            if c.space == space and _mine(observation, c)
        ),
        default=0.0,
    )


def _join(observation: Observation, action: Join) -> float:
    character = _character(observation, action.character)
    own = character is not None and character.owner == observation.player
    return 1.0 if action.joins == own else 0.0


def _spend(observation: Observation, name: str) -> float:
    """A second roll for ``name``: worth an average move's gain, for one chip."""
    character = _character(observation, name)
    if character is None or character.space is None or character.chips < 2:
        return -1.0
    mean_steps = 2
    gain = _best_move(observation, character, mean_steps)
    return gain - CHIP * (1.0 + 1.0 / character.chips)


def _pull(observation: Observation, name: str) -> float:
    character = _character(observation, name)
    drawer = _character(observation, observation.drawer)
    if character is None or character.space is None or drawer is None or drawer.space is None:
        return 0.0
    gain = space_value(observation, drawer.space, character.chips, landing=False) - space_value(
        observation, character.space, character.chips, landing=False
    )
    return gain if character.owner == observation.player else -gain


# --- Dinosaur side ---------------------------------------------------------------------


def _victim_weight(character: CharacterView) -> float:
    """How much an attack on ``character`` is worth: leaders and the weak first."""
    return 1.0 + _lead(character) + 1.0 / (character.chips + 1)


def placement_value(observation: Observation, spaces: Mapping[str, str | None]) -> float:
    """The dinosaur player's value of its dinosaurs on ``spaces`` (name -> space)."""
    kinds = {d.name: d.kind for d in observation.dinosaurs}
    attacked = set(observation.attacked)
    total = 0.0
    for character in observation.characters:
        if character.status != IN_PLAY or character.space is None:
            continue
        here = character.space
        weights = [KIND.get(kinds[n], 1.0) for n, s in spaces.items() if s == here]
        if weights and character.name not in attacked:
            total += max(weights) * _victim_weight(character)
        nearest = min(
            (DINO_STEPS.get(s or "", {}).get(here, len(ROLL_ODDS)) for s in spaces.values()),
            default=len(ROLL_ODDS),
        )
        total -= CLOSE * nearest * _victim_weight(character) / len(observation.characters)
    return total


def _placement_with(observation: Observation, name: str | None, space: str | None) -> float:
    spaces = {d.name: d.space for d in observation.dinosaurs}
    if name is not None and space is not None:
        spaces[name] = space
    return placement_value(observation, spaces)


def _pick_dinosaur(observation: Observation, name: str) -> float:
    dinosaur = next((d for d in observation.dinosaurs if d.name == name), None)
    if dinosaur is None or dinosaur.space is None:
        return 0.0
    reach = STANDARD.dino_reach.get(dinosaur.space, ())
    moves = reach[min(observation.steps, len(reach) - 1)] if reach else ()
    return max((_placement_with(observation, name, m.space) for m in moves), default=0.0)


def _escape_odds() -> tuple[float, ...]:
    """P(the human-battle die lets a character escape at least n spaces), by n."""
    faces = STANDARD.dice.human_battle.faces
    total = sum(face.count for face in faces)
    top = max(face.escape for face in faces)
    return tuple(
        float(Fraction(sum(f.count for f in faces if f.escape >= n), total)) for n in range(top + 1)
    )


ESCAPE_ODDS: Final = _escape_odds()


def _escape_win(observation: Observation, character: CharacterView) -> float:
    """The chance an attack lets ``character`` escape onto the beach and draw WIN (IS-R13)."""
    steps = _BEACH.get(character.space or "", FAR)
    if not 1 <= steps < len(ESCAPE_ODDS):
        return 0.0
    return ESCAPE_ODDS[steps] * _win_chance(observation, _BOARD.beach)


def _attack(observation: Observation, action: Attack) -> float:
    """An attack's worth, less the risk of handing its victim a draw of WIN by an escape.

    Declining (`NoAttack`) scores 0, so an attack is made unless that risk outweighs it.
    """
    kind = next((d.kind for d in observation.dinosaurs if d.name == action.dinosaur), "")
    character = _character(observation, action.character)
    if character is None:
        return KIND.get(kind, 1.0) * 10.0 + 1.0
    worth = KIND.get(kind, 1.0) * 10.0 + _victim_weight(character)
    return worth - ESCAPE_WIN * _escape_win(observation, character)


def _move_to(observation: Observation, space: str) -> float:
    phase = observation.phase
    if phase == "dino_move":
        return _placement_with(observation, observation.dinosaur, space)
    if phase == "all_step":
        mover = observation.queue[0] if observation.queue else None
        return _placement_with(observation, mover, space)
    if phase == "human_move":
        return _human_move(observation, space)
    if phase == "escape":
        return _lone_move(observation, observation.victim, space)
    return _lone_move(observation, observation.drawer, space)  # safe_space


def _stay(observation: Observation) -> float:
    return _placement_with(observation, None, None)


def score_action(
    game: AnyGame, observation: Observation, player: int, action: IslandAction
) -> float:
    """Higher is better (see the module docstring)."""
    scorer = _SCORERS.get(type(action))
    return 0.0 if scorer is None else scorer(observation, action)


_SCORERS: Final[FrozenMap[type, Any]] = FrozenMap(
    {
        MoveTo: lambda observation, action: _move_to(observation, action.space),
        Pick: lambda observation, action: _pick(observation, action.character),
        GroupAt: lambda observation, action: _group_at(observation, action.space),
        Join: _join,
        SpendChip: lambda observation, action: _spend(observation, action.character),
        Pull: lambda observation, action: _pull(observation, action.character),
        PickDinosaur: lambda observation, action: _pick_dinosaur(observation, action.dinosaur),
        Stay: lambda observation, action: _stay(observation),
        Attack: _attack,
    }
)
"""The scorer of each kind of decision; any other (EndTurn, SendRaptor, NoAttack) scores 0."""


def win_shares(game: AnyGame, state: IslandState) -> tuple[float, ...]:
    """Each seat's chance to win from ``state`` (IS-21.1, IS-21.2); seat 0 plays the dinosaurs."""
    distance = state.components.beach_distance
    nearest = [NEAREST] * game.num_players(state)
    removed = 0
    for character, owner in enumerate(state.owners):
        status = state.status[character]
        if status is Status.REMOVED:
            removed += 1
        elif status is Status.IN_PLAY and 0 < owner < len(nearest):
            away = distance.get(state.positions[character] or "", NEAREST)
            nearest[owner] = min(nearest[owner], away)
    scores = [-float(away) for away in nearest]
    scores[0] = REMOVED * removed
    return shares_by_score(scores, PROGRESS_SCALE)
