"""Dice & Steal, a small test-only game with dice, a deck, hidden hands and a steal.

Rules (catalogued in ``tests/toy/rules.md`` with the ``TY`` prefix):
2 or 3 players are dealt two cards each from a 14-card deck (values 1 to 4).
In turn, a player rolls a die (scores the face), plays a card from hand (scores
its value, then draws one if the deck is not empty), or steals a random card
from a rival's hand. After ``rounds`` rounds the highest score wins; ties share.
"""

from __future__ import annotations

from collections.abc import Iterable

from pyrsistent import PVector, pvector

from dinorules.kernel import (
    CHANCE,
    ChanceNode,
    Game,
    GameSpec,
    GameState,
    Multiset,
    Option,
    Options,
    Player,
    Rng,
    Rules,
    Value,
    value,
)

DECK = Multiset.from_counts([(1, 5), (2, 4), (3, 3), (4, 2)])
HAND_SIZE = 2
DIE = ChanceNode(outcomes=(1, 2, 3, 4, 5, 6))


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


class ToyRules(Rules):
    """The rules of Dice & Steal."""

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

    def current_player(self, state: ToyState) -> Player:
        """`CHANCE` while something is pending, else the player whose turn it is."""
        if state.pending is not None:
            return CHANCE
        if state.round >= state.rounds:
            return None
        return state.turn

    def legal_actions(self, state: ToyState) -> tuple[object, ...]:
        """Roll, then each distinct card in hand, then each rival with cards (TY-2)."""
        me = state.turn
        plays = tuple(Play(card) for card in state.hands[me].distinct())
        steals = tuple(
            Steal(target)
            for target in range(state.players)
            if target != me and len(state.hands[target])
        )
        return (Roll(), *plays, *steals)

    def apply_action(self, state: ToyState, action: object) -> ToyState:
        """Resolve a decision; the random part becomes a pending chance node."""
        me = state.turn
        if isinstance(action, Roll):
            return state.replace(pending=Pending(kind="roll", player=me))
        if isinstance(action, Play):
            state = state.replace(
                scores=state.scores.set(me, state.scores[me] + action.card),
                hands=state.hands.set(me, state.hands[me].remove(action.card)),
                discard=state.discard.add(action.card),
            )
            if len(state.deck):
                return state.replace(pending=Pending(kind="draw", player=me))
            return _end_turn(state)
        if isinstance(action, Steal):
            return state.replace(pending=Pending(kind="steal", player=me, target=action.target))
        raise TypeError(f"not a Dice & Steal action: {action!r}")

    def chance_node(self, state: ToyState) -> ChanceNode:
        """The die, a draw from the deck, or a card from the victim's hand (TY-3..5)."""
        pending = state.pending
        assert pending is not None
        if pending.kind == "roll":
            return ChanceNode(outcomes=tuple(Face(p) for p in DIE.outcomes))
        source = state.hands[pending.target] if pending.kind == "steal" else state.deck
        return ChanceNode.from_counts([(Card(card), n) for card, n in source.counts])

    def apply_outcome(self, state: ToyState, outcome: object) -> ToyState:
        """Apply a die face or a card drawn or stolen."""
        pending = state.pending
        assert pending is not None
        p = pending.player
        if isinstance(outcome, Face):
            state = state.replace(scores=state.scores.set(p, state.scores[p] + outcome.pips))
            return _end_turn(state.replace(pending=None))
        assert isinstance(outcome, Card)
        card = outcome.value
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
        """The 14 cards are always in the deck, a hand or the discard (TY-8)."""
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
)
GAME = Game(SPEC)
GAMES = {"toy": GAME}
