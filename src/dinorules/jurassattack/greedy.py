"""JurassAttack!'s greedy policy: the pack worth most points this round, the weakest card back.

Face Off!: a pack scores its expected points for the round: P(win) times what a win
brings (the rival's pack, captured, and the pack's own Eggs, kept), less P(loss)
times what a loss gives away (the pack's score), less a small cost per point of
Ferocity spent on a win (so a cheaper pack likely to win is preferred and the
T-Rexes and the Spinosaurus are held back). P(win) reads the pack's Ferocity in a
table, built once at import from the standard deck: the Ferocity of the pack a
rival plays from a random five-card hand, choosing among its legal packs at
random; for the second player, among the packs of the size the rival put face
down (the first player, or a blinded one, sees no size). Finale!: return the
card that adds least Ferocity to the hand (an Egg, then a lone Compy, ...).

The observation does not name the deck, so card data are the standard deck's
(`dinorules.jurassattack.components.STANDARD`); a card it does not know counts as
Ferocity 0 and score 0.

`win_shares` estimates a position for search that cuts its rollouts short, by the
points each seat has scored (`POINTS_SCALE`, fitted to random games).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final

from dinorules.agents.greedy import shares_by_score
from dinorules.kernel import AnyGame, FrozenMap

from .actions import Action, PlayPack
from .cards import Card
from .components import HAND_SIZE, STANDARD
from .ending import points
from .observation import UNSEEN, Observation
from .piles import counts, size
from .state import JurassAttackState

__all__ = ["score_action", "win_shares"]

SPEND_COST: Final = 0.2
"""Points a win costs per point of Ferocity of the pack's own (non-Egg) cards."""
BLIND_BONUS: Final = 0.3
"""Points a win with a blinding card is worth (the rival is blinded next round)."""
ANY_SIZE: Final = 0
"""The pack size that stands for "any size": the rival's face-down count is not seen."""
POINTS_SCALE: Final = 0.3
"""`win_shares`: a seat's odds grow by ``exp(0.3)`` a point ahead, the best fit
(log-loss) to the winners of 400 random games from 570 positions along them."""

_CARDS: Final[Mapping[str, Card]] = STANDARD.cards


def _ferocity(pack: tuple[str, ...]) -> int:
    """The pack's total Ferocity, swarm bonuses included (JA-R6); unknown cards count 0."""
    total = 0
    for name in pack:
        card = _CARDS.get(name)
        if card is None:
            continue
        if "swarm" in card.effects:
            total += card.ferocity * sum(
                1 for other in pack if other in _CARDS and _CARDS[other].species == card.species
            )
        else:
            total += card.ferocity
    return total


def _score(names: tuple[str, ...]) -> int:
    return sum(_CARDS[name].score for name in names if name in _CARDS)


_Odds = tuple[tuple[float, float, float], ...]
"""Per Ferocity F: P(rival < F), P(rival = F), E[rival's score; rival < F]."""


def _rival_packs() -> dict[int, list[tuple[int, int, float]]]:
    """(Ferocity, score, weight) of a rival's pack, by size (`ANY_SIZE`: any size).

    Each five-card hand of the standard deck is weighted by its number of draws, and
    its legal packs share that weight equally.
    """
    by_size: dict[int, list[tuple[int, int, float]]] = {size: [] for size in range(HAND_SIZE + 1)}
    types = len(STANDARD.names)
    full = counts(STANDARD.full_pile, types)
    for hand, packs in STANDARD.hand_packs.items():
        if size(hand) != HAND_SIZE or not packs:
            continue
        draws = math.prod(map(math.comb, full, counts(hand, types)))
        for pack in packs:
            entry = (_ferocity(pack.cards), _score(pack.cards), draws / len(packs))
            by_size[len(pack.cards)].append(entry)
            by_size[ANY_SIZE].append(entry)
    return by_size


def _odds(entries: list[tuple[int, int, float]], top: int) -> _Odds:
    total = sum(weight for _, _, weight in entries) or 1.0
    rows = []
    for ferocity in range(top + 1):
        below = sum(w for f, _, w in entries if f < ferocity) / total
        equal = sum(w for f, _, w in entries if f == ferocity) / total
        gain = sum(w * s for f, s, w in entries if f < ferocity) / total
        rows.append((below, equal, gain))
    return tuple(rows)


def _odds_tables() -> tuple[_Odds, ...]:
    packs = _rival_packs()
    top = max(STANDARD.facts[pack.cards].ferocity for pack in STANDARD.packs)
    return tuple(_odds(packs[size], top) for size in range(HAND_SIZE + 1))


ODDS: Final[tuple[_Odds, ...]] = _odds_tables()
"""``ODDS[size][F]``: the rival's pack against Ferocity F; `ANY_SIZE` when it is unseen."""
_KEEP: Final[Mapping[str, float]] = FrozenMap(
    (name, card.ferocity + 0.1 * card.score) for name, card in _CARDS.items()
)


def _rival_size(observation: Observation) -> int:
    """The rival's face-down pack size if this player plays second and sees it (JA-R13).

    Otherwise `ANY_SIZE`: the first player sees no pack yet, a blinded one no size (JA-R8).
    """
    rival = observation.seats[1 - observation.player]
    if observation.first == observation.player or rival.face_down in (UNSEEN, 0):
        return ANY_SIZE
    return min(rival.face_down, HAND_SIZE)


def pack_value(observation: Observation, cards: tuple[str, ...]) -> float:
    """The expected points of playing ``cards`` this round (see the module docstring)."""
    table = ODDS[_rival_size(observation)]
    ferocity = _ferocity(cards)
    win, tie, gain = table[min(ferocity, len(table) - 1)]
    eggs = [name for name in cards if name in _CARDS and _CARDS[name].is_egg]
    others = tuple(name for name in cards if name not in eggs)
    kept = float(_score(tuple(eggs)))
    spent = _ferocity(others)
    blinds = any("blind" in _CARDS[name].effects for name in others if name in _CARDS)
    lose = 1.0 - win - tie
    value = gain + (win + tie) * kept - lose * _score(cards) - win * SPEND_COST * spent
    if blinds:
        value += (win + tie) * BLIND_BONUS
    return value


def keep_value(observation: Observation, card: str) -> float:
    """What ``card`` adds to the hand: its Ferocity (a Compy's grows with the swarm)."""
    found = _CARDS.get(card)
    if found is None:
        return 0.0
    if "swarm" in found.effects:
        swarm = sum(n for name, n in observation.hand.counts if _same_species(name, found))
        return found.ferocity * swarm + 0.1 * found.score
    return _KEEP[card]


def _same_species(name: str, card: Card) -> bool:
    other = _CARDS.get(name)
    return other is not None and other.species == card.species


def score_action(game: AnyGame, observation: Observation, player: int, action: Action) -> float:
    """Higher is better: a pack's expected points; minus a returned card's worth."""
    if isinstance(action, PlayPack):
        return pack_value(observation, action.cards)
    return -keep_value(observation, action.card)


def win_shares(game: AnyGame, state: JurassAttackState) -> tuple[float, ...]:
    """Each seat's chance to win from ``state``, by the points it has scored (JA-8.3)."""
    return shares_by_score([points(state, seat) for seat in (0, 1)], POINTS_SCALE)
