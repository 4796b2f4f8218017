"""JurassAttack!'s fixed action space and observation tensor (`kernel.indexing`).

Actions: every compatible pack the deck allows (JA-4.1, JA-R5, in the canonical
order of `Components.packs`), then one `ReturnCard` per card type (JA-9.2). Chance
outcomes: one `Draw` per card type (JA-2.4). Neither depends on the state.
The tensor is documented in ``docs/interop.md``; seats are listed observer first.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from dinorules.kernel import Options
from dinorules.kernel.indexing import Interop, Slot, one_hot, seat_order, tally

from .components import Components, components_for
from .observation import Observation
from .state import JurassAttackState, Phase

__all__ = ["INTEROP"]

_PHASES = tuple(phase.value for phase in Phase)


def _key(options: Options) -> Components:
    return components_for(options)


def _state_key(state: JurassAttackState) -> Components:
    return state.components


def _actions(components: Components) -> Iterable[object]:
    yield from components.packs
    yield from components.returns.values()


def _outcomes(components: Components) -> Iterable[object]:
    return components.draws.values()


def _layout(components: Components) -> tuple[Slot, ...]:
    """The tensor's slots, each with its real bounds (from the deck list: JA-1.1, JA-R2).

    A seat's cards of one type are at most that type's copies, its cards at most the
    deck's size; points at most every card's score in both decks; a Ferocity at most
    every card's, a swarm's multiplied by its copies (JA-9.5); rounds at most the
    deck's size (each round every player moves a card from hand for good, JA-8.1).
    """
    n = len(components.names)
    deck = components.deck
    size = float(deck.size)
    copies = float(max(card.count for card in deck.cards))
    points = 2.0 * sum(card.score * card.count for card in deck.cards)
    ferocity = float(
        sum(
            card.ferocity * card.count * (card.count if "swarm" in card.effects else 1)
            for card in deck.cards
        )
    )
    rounds = size
    per_seat = (
        Slot("deck_size", 1, "cards left in the seat's deck", 0, size),
        Slot("hand_size", 1, "cards in the seat's hand, -1 when unseen (blinded, JA-R8)", -1, size),
        Slot(
            "face_down", 1, "cards the seat played face down this round, -1 when unseen", -1, size
        ),
        Slot("held", 1, "hand plus face-down cards (always seen)", 0, size),
        Slot("points", 1, "the seat's points so far", 0, points),
        Slot("discard", n, "the seat's discard pile, count per card type", 0, copies),
        Slot("captured", n, "rival cards in the seat's score pile, count per card type", 0, copies),
        Slot("saved", n, "the seat's own Eggs in its score pile, count per card type", 0, copies),
        Slot("blinded", 1, "1 if the seat is blinded in this Face Off!", 0, 1),
        Slot("draws", 1, "cards still queued for the seat to draw", 0, size),
        Slot("fight_pack", n, "the seat's pack in the last Fight!, count per card type", 0, copies),
        Slot("fight_ferocity", 1, "the seat's Ferocity in the last Fight!", 0, ferocity),
        Slot("fight_won", 1, "1 if the seat won the last Fight! (both on a tie)", 0, 1),
    )
    return (
        Slot("phase", len(_PHASES), "one-hot: " + ", ".join(_PHASES), 0, 1),
        Slot("round", 1, "the round number", 0, rounds + 1),
        Slot("first", 1, "1 if the observer plays first this round", 0, 1),
        Slot("returns_owed", 1, "Velociraptor returns owed by the round's winner", 0, size),
        Slot("hand", n, "the observer's hand, count per card type (deck order)", 0, copies),
        Slot("pack", n, "the observer's face-down pack, count per card type", 0, copies),
        *(attrs.evolve(slot, name=f"me.{slot.name}") for slot in per_seat),
        *(attrs.evolve(slot, name=f"rival.{slot.name}") for slot in per_seat),
    )


def _encode(observation: Observation, components: Components) -> list[float]:
    names = components.names
    fight = observation.last_fight
    numbers = [
        *one_hot(observation.phase, _PHASES),
        float(observation.round),
        float(observation.first == observation.player),
        float(observation.returns_owed),
        *tally(observation.hand, names),
        *tally(observation.pack, names),
    ]
    for seat in seat_order(observation.player, 2):
        view = observation.seats[seat]
        numbers += [
            view.deck_size,
            view.hand_size,
            view.face_down,
            view.held,
            view.points,
            *tally(view.discard, names),
            *tally(view.captured, names),
            *tally(view.saved, names),
            float(seat in observation.blinded),
            float(observation.draws.count(seat)),
            *tally(fight.packs[seat], names),
            fight.ferocity[seat],
            float(seat in fight.winners),
        ]
    return numbers


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=_actions,
    outcomes=_outcomes,
    layout=_layout,
    encode=_encode,
)
"""JurassAttack!'s declaration for `GameSpec.interop`."""
