"""Why an action is illegal, naming the rule it breaks (for `IllegalActionError`).

Called only after an action was found missing from ``legal_actions``; the checks
follow the order a player would: the phase, then the pack's shape, the hand, and
compatibility.
"""

from __future__ import annotations

from .actions import PlayPack, ReturnCard
from .face_off import to_play
from .packs import MAX_PACK, may_pack, refusal
from .state import JurassAttackState, Phase

__all__ = ["explain"]


def explain(state: JurassAttackState, action: object) -> str:
    """A sentence opening with the rule ID that forbids ``action`` in ``state``."""
    if isinstance(action, PlayPack):
        if state.phase is Phase.RETURN:
            return (
                f"JA-9.2: the round's winner (player {state.first}) must first return "
                f"{state.returns_owed} card(s) from hand to their deck for the Velociraptors "
                f"they scored; no pack is played until then"
            )
        return _explain_pack(state, action)
    if isinstance(action, ReturnCard):
        if state.phase is not Phase.RETURN:
            return (
                "JA-9.2: a card is returned to the deck only in Finale!, for each Velociraptor "
                "added to the winner's score pile; none is owed now"
            )
        return (
            f"JA-9.2: the returned card comes from the winner's hand, and player "
            f"{state.first} holds no {action.card!r}"
        )
    return (
        f"JA-3.2: {type(action).__name__} is not a JurassAttack! decision "
        f"(PlayPack in Face Off!, ReturnCard in Finale!)"
    )


def _explain_pack(state: JurassAttackState, action: PlayPack) -> str:
    for check in (_shape, _in_hand, _compatibility):
        reason = check(state, action.cards)
        if reason:
            return reason
    return "JA-4.1: not a pack this player can play now"  # pragma: no cover - defensive


def _shape(state: JurassAttackState, cards: tuple[str, ...]) -> str:
    """One or more known cards, sorted, at most `MAX_PACK`."""
    if not cards:
        return "JA-4.1: a player plays one or more cards"
    unknown = sorted({name for name in cards if name not in state.components.cards})
    if unknown:
        return f"JA-1.1: this deck has no card named {unknown[0]!r}"
    if list(cards) != sorted(cards):
        return f"JA-R17: a pack names its cards in sorted order; write {PlayPack.of(*cards)!r}"
    if len(cards) > MAX_PACK:
        return f"JA-R4: a pack holds 1 to {MAX_PACK} cards, not {len(cards)}"
    return ""


def _in_hand(state: JurassAttackState, cards: tuple[str, ...]) -> str:
    """Every card comes from the hand of the player to play."""
    seat = to_play(state)
    hand = state.hands[seat]
    for name in sorted(set(cards)):
        need, have = cards.count(name), hand.count(name)
        if need > have:
            return (
                f"JA-4.1: cards are played from the player's own hand; player {seat} "
                f"holds {have} {name}, the pack needs {need}"
            )
    return ""


def _compatibility(state: JurassAttackState, cards: tuple[str, ...]) -> str:
    """Every two cards of the pack may share it."""
    known = state.components.cards
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            if not may_pack(known[a], known[b]):
                reason = refusal(known[a], known[b])
                return f"JA-4.5: all cards in a pack must be compatible: {reason}"
    return ""
