"""Dice & Steal, a small test-only game with dice, a deck, hidden hands and a steal.

Rules (catalogued in ``tests/toy/rules.md`` with the ``TY`` prefix):
2 or 3 players are dealt two cards each from a 14-card deck (values 1 to 4).
In turn, a player rolls a die (scores the face), plays a card from hand (scores
its value, then draws one if the deck is not empty), or steals a random card
from a rival's hand. After ``rounds`` rounds the highest score wins; ties share.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from operator import attrgetter

from pyrsistent import PVector, pvector

from dinorules.kernel import (
    ChanceNode,
    Decisions,
    FrozenMap,
    Game,
    GameSpec,
    GameState,
    Multiset,
    Option,
    Options,
    Rng,
    Rules,
    Value,
    value,
)
from dinorules.kernel.position import Notation, law

DECK = Multiset.from_counts([(1, 5), (2, 4), (3, 3), (4, 2)])
HAND_SIZE = 2
PIPS = (1, 2, 3, 4, 5, 6)


# --- Actions and chance outcomes ---------------------------------------------


@value
class Roll(Value):
    """Roll the die and score its face (TY-3)."""

    def __str__(self) -> str:
        return "roll"


@value
class Play(Value):
    """Play a card from hand, score it, then draw (TY-4)."""

    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@value
class Steal(Value):
    """Steal a random card from ``target``'s hand (TY-5)."""

    target: int

    def __str__(self) -> str:
        return f"steal from {self.target}"


@value
class Face(Value):
    """Chance outcome: the die shows ``pips``."""

    pips: int


@value
class Card(Value):
    """Chance outcome: the card ``value`` is drawn or stolen."""

    value: int


# --- State and observation -------------------------------------------------------


@value
class Pending(Value):
    """A random event waiting to be resolved: what it is and for whom."""

    kind: str  # "deal", "roll", "draw" or "steal"
    player: int
    target: int = -1


@value
class ToyState(GameState):
    """The whole game: public scores, hidden hands, the unknown deck."""

    players: int
    rounds: int
    round: int
    turn: int
    scores: PVector[int]
    hands: PVector[Multiset[int]]
    deck: Multiset[int]
    discard: Multiset[int]
    pending: Pending | None


@value
class ToyObservation(Value):
    """What one player knows: everything but the other hands and the deck order."""

    player: int
    round: int
    turn: int
    scores: tuple[int, ...]
    hand: Multiset[int]
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: Multiset[int]
    pending: Pending | None


# --- Rules -------------------------------------------------------------------------


class Phase(enum.Enum):
    """What a state waits for: a decision, a chance event, or nothing (the end)."""

    TURN = "a player's turn (TY-2)"
    DEAL = "a card dealt (TY-1)"
    ROLL = "the die (TY-3)"
    DRAW = "a card drawn after a play (TY-4)"
    STEAL = "a card taken from the victim's hand (TY-5)"
    OVER = "the last round is over (TY-6)"


def phase(state: ToyState) -> Phase:
    """The pending chance event, else the turn, else the end."""
    if state.pending is not None:
        return _PENDING[state.pending.kind]
    return Phase.OVER if state.round >= state.rounds else Phase.TURN


_PENDING = FrozenMap(
    {"deal": Phase.DEAL, "roll": Phase.ROLL, "draw": Phase.DRAW, "steal": Phase.STEAL}
)


def turn_options(state: ToyState) -> tuple[Roll | Play | Steal, ...]:
    """Roll, then each distinct card in hand, then each rival with cards (TY-2)."""
    me = state.turn
    plays = tuple(Play(card) for card in state.hands[me].distinct())
    steals = tuple(
        Steal(target)
        for target in range(state.players)
        if target != me and len(state.hands[target])
    )
    return (Roll(), *plays, *steals)


def roll(state: ToyState, _: Roll) -> ToyState:
    """The die is rolled: a chance node (TY-3)."""
    return state.replace(pending=Pending(kind="roll", player=state.turn))


def play(state: ToyState, action: Play) -> ToyState:
    """Score the card, discard it, then draw one if the deck has any (TY-4)."""
    me = state.turn
    state = state.replace(
        scores=state.scores.set(me, state.scores[me] + action.card),
        hands=state.hands.set(me, state.hands[me].remove(action.card)),
        discard=state.discard.add(action.card),
    )
    if len(state.deck):
        return state.replace(pending=Pending(kind="draw", player=me))
    return _end_turn(state)


def steal(state: ToyState, action: Steal) -> ToyState:
    """A random card of the victim's hand is taken: a chance node (TY-5)."""
    return state.replace(pending=Pending(kind="steal", player=state.turn, target=action.target))


def die_node(_: ToyState) -> ChanceNode:
    """Six equally likely faces (TY-3)."""
    return ChanceNode(outcomes=tuple(Face(p) for p in PIPS))


def deck_node(state: ToyState) -> ChanceNode:
    """A card from the deck, each weighted by its count (TY-1, TY-4)."""
    return ChanceNode.from_counts([(Card(card), n) for card, n in state.deck.counts])


def victim_node(state: ToyState) -> ChanceNode:
    """A card from the victim's hand, each weighted by its count (TY-5)."""
    assert state.pending is not None
    hand = state.hands[state.pending.target]
    return ChanceNode.from_counts([(Card(card), n) for card, n in hand.counts])


def rolled(state: ToyState, face: Face) -> ToyState:
    """The roller scores the face (TY-3)."""
    assert state.pending is not None
    p = state.pending.player
    state = state.replace(scores=state.scores.set(p, state.scores[p] + face.pips), pending=None)
    return _end_turn(state)


def card_moved(state: ToyState, outcome: Card) -> ToyState:
    """A card dealt or drawn from the deck, or stolen from the victim (TY-1, TY-4, TY-5)."""
    pending = state.pending
    assert pending is not None
    p, card = pending.player, outcome.value
    if pending.kind == "steal":
        hands = state.hands.set(pending.target, state.hands[pending.target].remove(card))
        state = state.replace(hands=hands.set(p, hands[p].add(card)), pending=None)
        return _end_turn(state)
    state = state.replace(
        deck=state.deck.remove(card), hands=state.hands.set(p, state.hands[p].add(card))
    )
    if pending.kind == "deal":
        return state.replace(pending=_next_deal(state))
    return _end_turn(state.replace(pending=None))


class ToyRules(Rules[ToyState, Roll | Play | Steal, ToyObservation]):
    """The rules of Dice & Steal."""

    decisions = Decisions(
        phase=phase,
        seat=attrgetter("turn"),
        options={Phase.TURN: turn_options},
        chance={
            Phase.DEAL: deck_node,
            Phase.ROLL: die_node,
            Phase.DRAW: deck_node,
            Phase.STEAL: victim_node,
        },
        effects={Roll: roll, Play: play, Steal: steal, Face: rolled, Card: card_moved},
        over=Phase.OVER,
    )

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> ToyState:
        """Empty hands and the full deck; dealing is chance (TY-1)."""
        n = int(options["players"])
        return ToyState(
            rng=rng,
            explicit_chance=explicit_chance,
            players=n,
            rounds=int(options["rounds"]),
            round=0,
            turn=0,
            scores=pvector([0] * n),
            hands=pvector([Multiset[int]()] * n),
            deck=DECK,
            discard=Multiset(),
            pending=Pending(kind="deal", player=0),
        )

    def num_players(self, state: ToyState) -> int:
        """2 or 3."""
        return state.players

    def winners(self, state: ToyState) -> frozenset[int]:
        """Every player with the top score (TY-6)."""
        best = max(state.scores)
        return frozenset(p for p, score in enumerate(state.scores) if score == best)

    def observe(self, state: ToyState, player: int) -> ToyObservation:
        """Own hand, the sizes of the others, all public piles (TY-7)."""
        return ToyObservation(
            player=player,
            round=state.round,
            turn=state.turn,
            scores=tuple(state.scores),
            hand=state.hands[player],
            hand_sizes=tuple(len(hand) for hand in state.hands),
            deck_size=len(state.deck),
            discard=state.discard,
            pending=state.pending,
        )

    def sample_hidden(self, state: ToyState, player: int, rng: Rng) -> ToyState:
        """Redeal the rivals' hands and the deck from the cards ``player`` cannot see."""
        others = [p for p in range(state.players) if p != player]
        unknown = state.deck
        for p in others:
            unknown = unknown.union(state.hands[p])
        dealt, _ = unknown.deal([len(state.hands[p]) for p in others], rng)
        hands = state.hands
        for p, hand in zip(others, dealt, strict=True):
            hands = hands.set(p, hand)
            unknown = unknown.difference(hand)
        return state.replace(hands=hands, deck=unknown)

    def invariants(self, state: ToyState) -> Iterable[str]:
        """The 14 cards are always in the deck, a hand or the discard (TY-8); shapes first."""
        players = state.players
        shapes = [
            law("TY-1", "players", f"2 or 3 players, not {players}")
            if players not in (2, 3)
            else "",
            law("TY-1", "hands", "one hand a player") if len(state.hands) != players else "",
            law("TY-6", "scores", "one score a player") if len(state.scores) != players else "",
            law("TY-2", "turn", f"no seat {state.turn}") if not 0 <= state.turn < players else "",
            law("TY-6", "round", f"round {state.round}")
            if not 0 <= state.round <= state.rounds
            else "",
            law("TY-6", "rounds", "1 to 5 rounds") if not 1 <= state.rounds <= 5 else "",
        ]
        pending = state.pending
        if pending is not None and not (
            pending.kind in ("deal", "roll", "draw", "steal")
            and 0 <= pending.player < players
            and -1 <= pending.target < players
        ):
            shapes.append(law("TY-3", "pending", f"not a pending event: {pending}"))
        if any(shapes):
            yield from filter(None, shapes)
            return
        everywhere = state.deck.union(state.discard)
        for hand in state.hands:
            everywhere = everywhere.union(hand)
        if everywhere != DECK:
            yield f"cards not conserved: {everywhere.counts} != {DECK.counts}"
        if any(score < 0 for score in state.scores):
            yield f"negative score in {tuple(state.scores)}"

    def explain_illegal(self, state: ToyState, action: object) -> str:
        """Name the rule an illegal action breaks."""
        if isinstance(action, Play):
            return f"TY-4: card {action.card} is not in the player's hand"
        if isinstance(action, Steal):
            return f"TY-5: player {action.target} is not a rival with cards in hand"
        return "TY-2: not a Dice & Steal decision"


def _next_deal(state: ToyState) -> Pending | None:
    """Deal one card at a time, round the table, until every hand has two (TY-1)."""
    sizes = [len(hand) for hand in state.hands]
    player = sizes.index(min(sizes))
    if sizes[player] < HAND_SIZE and len(state.deck):
        return Pending(kind="deal", player=player)
    return None


def _end_turn(state: ToyState) -> ToyState:
    """Pass the turn on; a new round starts after the last player (TY-6)."""
    turn = (state.turn + 1) % state.players
    return state.replace(turn=turn, round=state.round + (turn == 0))


NOTATION = Notation(
    ToyState, "TY-R1", options=lambda state: {"rounds": state.rounds}, names=(Pending,)
)
"""Positions of the toy: every field as it is (`dinorules.kernel.position`)."""

SPEC = GameSpec(
    name="toy",
    title="Dice & Steal (test game)",
    rules=ToyRules(),
    min_players=2,
    max_players=3,
    default_players=2,
    options=(Option("rounds", 3, "rounds to play", allowed=(1, 2, 3, 4, 5)),),
    hidden_information=True,
    max_game_length=lambda options: int(options["rounds"]) * int(options["players"]),
    action_types=(Roll, Play, Steal, Face, Card),
    rule_prefix="TY",
    position=NOTATION,
)
GAME = Game(SPEC)
GAMES = {"toy": GAME}
