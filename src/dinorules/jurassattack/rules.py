"""`JurassAttackRules`: the kernel's `Rules` for JurassAttack!, one round at a time.

Decisions are `PlayPack` (Face Off!, JA-4) and `ReturnCard` (the Velociraptor
returns of Finale!, JA-9.2); the random events are single-card `Draw` outcomes
from the drawing player's own deck (JA-2.2). Legal actions come in canonical
order (JA-R17): packs in lexicographic order of their sorted card names, returns
in card-name order.
"""

from __future__ import annotations

from collections.abc import Iterable

from dinorules.kernel import CHANCE, ChanceNode, Multiset, Options, Player, Rng, Rules

from . import end, invariants, legality, observation
from .actions import Draw, PlayPack, ReturnCard
from .fight import fight
from .finale import apply_draw, deal, return_card, settle_round
from .options import components_for
from .state import HAND_SIZE, NO_FIGHT, JurassAttackState, Phase, take_all

__all__ = ["JurassAttackRules"]


class JurassAttackRules(Rules):
    """The rules of JurassAttack! for two players."""

    def setup(self, options: Options, rng: Rng, explicit_chance: bool) -> JurassAttackState:
        """Both decks full, hands empty; the opening draws are chance (JA-2.1..2.4)."""
        components = components_for(options)
        empty: Multiset[str] = Multiset()
        opening = min(HAND_SIZE, components.deck.size)
        state = JurassAttackState(
            rng=rng,
            explicit_chance=explicit_chance,
            components=components,
            phase=Phase.DEAL,
            round=1,
            first=0,
            hands=(empty, empty),
            decks=(components.full, components.full),
            discards=(empty, empty),
            captured=(empty, empty),
            saved=(empty, empty),
            table=((), ()),
            blinded=(),
            returns_owed=0,
            draws=(),
            last_fight=NO_FIGHT,
        )
        return deal(state, (0,) * opening + (1,) * opening)

    def num_players(self, state: JurassAttackState) -> int:
        """Always two."""
        return 2

    def current_player(self, state: JurassAttackState) -> Player:
        """The first player, then the second (JA-4.2); the winner for returns; or chance."""
        phase = state.phase
        if phase is Phase.FACE_OFF:
            first = state.first
            return 1 - first if state.table[first] else first
        if phase is Phase.RETURN:
            return state.first
        if phase is Phase.OVER:
            return None
        return CHANCE

    def legal_actions(self, state: JurassAttackState) -> tuple[PlayPack | ReturnCard, ...]:
        """Every compatible pack of the hand, or every card the winner may return."""
        components = state.components
        if state.phase is Phase.RETURN:
            returns = components.returns
            return tuple(returns[name] for name, _ in state.hands[state.first].counts)
        first = state.first
        seat = 1 - first if state.table[first] else first
        return components.legal_packs(state.hands[seat])

    def apply_action(self, state: JurassAttackState, action: object) -> JurassAttackState:
        """Play a pack face down (the second one starts the Fight!), or return a card."""
        if isinstance(action, ReturnCard):
            return return_card(state, action.card)
        if not isinstance(action, PlayPack):
            raise TypeError(f"not a JurassAttack! decision: {action!r}")
        first = state.first
        seat = 1 - first if state.table[first] else first
        hand = take_all(state.hands[seat], action.cards)
        hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
        if seat == first:
            table = (action.cards, ()) if seat == 0 else ((), action.cards)
            return state.replace(hands=hands, table=table)
        shown = state.table[first]
        packs = (shown, action.cards) if first == 0 else (action.cards, shown)
        return settle_round(state, hands, fight(state.components, state.round, packs))

    def chance_node(self, state: JurassAttackState) -> ChanceNode:
        """A draw from the next drawing player's deck, each card weighted by its count."""
        deck = state.decks[state.draws[0]]
        draws = state.components.draws
        return ChanceNode(
            outcomes=tuple(draws[name] for name, _ in deck.counts),
            weights=tuple(count for _, count in deck.counts),
        )

    def sample_outcome(self, state: JurassAttackState, rng: Rng) -> tuple[Draw, Rng]:
        """The next draw, picked as `chance_node` would pick it, without building the node."""
        counts = state.decks[state.draws[0]].counts
        ticket, rng = rng.below(sum(count for _, count in counts))
        for name, count in counts:
            if ticket < count:
                return state.components.draws[name], rng
            ticket -= count
        raise AssertionError("unreachable: the ticket is below the deck size")  # pragma: no cover

    def apply_outcome(self, state: JurassAttackState, outcome: object) -> JurassAttackState:
        """The drawn card moves from the deck to the hand."""
        return self.apply_drawn(state, outcome, state.rng)

    def apply_drawn(self, state: JurassAttackState, outcome: object, rng: Rng) -> JurassAttackState:
        """`apply_outcome` with the generator after the draw, in the same update."""
        if not isinstance(outcome, Draw):
            raise TypeError(f"not a JurassAttack! chance outcome: {outcome!r}")
        return apply_draw(state, outcome.card, rng)

    def winners(self, state: JurassAttackState) -> frozenset[int]:
        """Most points; then most cards scored; else both (JA-8.4, JA-8.5, JA-R15)."""
        return end.winners(state)

    def observe(self, state: JurassAttackState, player: int) -> observation.Observation:
        """What ``player`` sees (JA-R13, JA-R8)."""
        return observation.observe(state, player)

    def sample_hidden(self, state: JurassAttackState, player: int, rng: Rng) -> JurassAttackState:
        """The rival's hand, face-down pack and deck redrawn from what is possible."""
        return observation.sample_hidden(state, player, rng)

    def invariants(self, state: JurassAttackState) -> Iterable[str]:
        """Card conservation and the shape of each phase."""
        return invariants.broken_laws(state)

    def explain_illegal(self, state: JurassAttackState, action: object) -> str:
        """The rule an illegal action breaks."""
        return legality.explain(state, action)
