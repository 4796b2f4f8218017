"""The Miniature Game's declaration: players, options, limits and action types."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import DECISION_TYPES, OUTCOME_TYPES
from .data.cards import MAX_AMOUNT
from .data.components import Components, components_for
from .greedy import score_action
from .interop import INTEROP
from .movement.steps import MAX_FREE_TURNS
from .options import DATA_OPTIONS, MAX_ROUNDS_OPTION, check_options
from .position import NOTATION
from .round.draws import HERO_DRAW, pick_size
from .rules import MiniatureRules
from .seats import roles
from .seen import seen
from .svg import render_svg
from .text import render

__all__ = ["SPEC", "max_game_length"]

MAX_CHOICE_LINES = 3
"""The most "or" lines on a card (`cards.MAX_CHOICES`)."""


def _rounds(components: Components, players: int, max_rounds: int) -> int:
    """Action phases a game can last: the bound, or until every hero deck is empty (MI-R27)."""
    pick = pick_size(components)
    if pick <= 0:
        return max_rounds
    decks = [components.hero_deck[components.scenario.armies[s].hero_deck] for s in range(players)]
    return min(max_rounds, max(-(-deck.size // pick) for deck in decks) + 1)


def max_game_length(options: Options) -> int:
    """A true upper bound on decisions, every forced one and every window included.

    Start phase: at most 5 mulligans and a keep per seat (MI-R5), the first deployer, 3
    placement decisions per unit (MI-R6). 1st initiative phase: 7 per unit (lead, pick,
    Active, lead, pick, Next, Idle). Each round, per unit: reveal, lead, pick, the
    reveal window (one per Group at most), the activation choice, two Reaction windows
    and the resolution window (``n`` seats each), the movement (as the Active unit or
    the Reacting one: ``m`` steps, `MAX_FREE_TURNS` free turns before each and after the
    last, a stop, and the same again when it resumes after a Reaction, MI-12.7), 5
    action decisions, the skipped card, and in the initiative phase the stack, its trims
    (at most the combo limit), the Idle card, lead, pick, Next, Idle; per round the
    first-player and two initiative windows and the hero discards. Per unit and round,
    its fight: the weapon or grab and the target; for each unit struck
    (every unit at most) a Hit test, a zone, a Damage test, an allocation and the pass
    ending its owner's answer to models lost (MI-R64); the
    Stability choice, its test and following; standing up and letting go; a card's
    Fear tests against every unit, each answered once, then its Fear card and the
    owner's answer, and the effect chosen after them; at each of its (at most two)
    movement ends a test on arrival and a flight of at most `cards.MAX_AMOUNT` hexes, and
    after its action a move next to its prey (MI-R51 .. MI-R53). Each test's Interaction
    step ends by the ``n + 1``-th pass at the latest (MI-R42).

    Hero cards (`_hero_bound`): each hero card is played or discarded for its icons at most
    once a game; a card may start Fear tests against every enemy unit, each answered
    once by a Fearsome unit; a test's step ends by the ``n + 1``-th pass at the latest,
    then a Fear card and the owner's answer; each unit becomes Furious at most once and
    then places an Active card as in the first phase.
    """
    players = int(options["players"])
    components = components_for(options)
    n = players
    total = players * (HERO_DRAW + 1) + 1 + 1
    per_round = 3 * n + n * pick_size(components)
    units = sum(len(army) for army in components.armies[:players])
    fight = 2 + units * (2 * (n + 1) + 3) + (n + 1) + 2 + 2  # the fights: see the docstring
    for army in components.armies[:players]:
        for entry in army:
            board = components.unit[entry.unit]
            bonus = max(card.movement for card in components.deck[entry.deck].cards)
            moves = board.skills.movement + bonus
            movement = moves + MAX_FREE_TURNS * (moves + 1) + 1 + MAX_FREE_TURNS + 1
            total += 3 + 7
            per_round += 4 + 4 * n + movement + 2 + MAX_CHOICE_LINES + 1 + board.combo + 6
            per_round += fight + moves * (n + 1)  # a test for each step into units (MI-R39)
            per_round += 2 * units * (n + 1 + 2) + 1  # a card's Fear tests (MI-17.1)
            per_round += 2 * (n + 1 + MAX_AMOUNT) + 1  # arrivals, flights, clench (MI-R51..R53)
    total += _hero_bound(components, players)
    return total + per_round * _rounds(components, players, int(options["max_rounds"]))


def _hero_bound(components: Components, players: int) -> int:
    """Decisions (and draws) that hero cards, tests and Furious add to a whole game."""
    decks = [components.hero_deck[components.scenario.armies[s].hero_deck] for s in range(players)]
    cards = sum(deck.size for deck in decks)
    units = sum(len(army) for army in components.armies[:players])
    largest = max((c.effect.amount for d in decks for c in d.cards), default=0)
    per_test = (players + 1) + 2
    stock = sum(item.count for item in components.equipment.items)  # MI-R48: each bought once
    return cards * (1 + largest + 2 * units * per_test) + units * (3 + 6) + stock


SPEC = GameSpec(
    name="miniature",
    title="Jurassic World Miniature Game",
    rules=MiniatureRules(),
    min_players=2,
    max_players=4,
    default_players=2,
    options=(*DATA_OPTIONS, MAX_ROUNDS_OPTION),
    hidden_information=True,
    max_game_length=max_game_length,
    action_types=(*DECISION_TYPES, *OUTCOME_TYPES),
    check_options=check_options,
    rule_prefix="MI",
    text=render,
    svg=render_svg,
    greedy=score_action,
    interop=INTEROP,
    seen=seen,
    roles=roles,
    position=NOTATION,
)
