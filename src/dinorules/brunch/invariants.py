"""Conservation laws checked by the harness and the state machine (BR-R24).

Every token is on the meadow, in a role's pile (usable, hidden or face up), in the
box or in the discard: 28 or 56 in all, per kind. Every figure is on the meadow, in
a reserve, or in a charged or airlifted dinosaur's hand-over: 5 herbivores per
species and colour, the Raptor and the T-Rexes.
"""

from __future__ import annotations

from collections.abc import Iterator

from .pieces import FACE_DOWN, ROLE_COUNT, grass_kind, reserve_slot
from .state import FACE_UP, HIDDEN, STACK, BrunchState, Phase, Purpose, squares_of

__all__ = ["invariants"]


def invariants(state: BrunchState) -> Iterator[str]:
    """Descriptions of broken laws; nothing when the state is sound."""
    yield from _tokens(state)
    yield from _figures(state)
    yield from _knowledge(state)


def _tokens(state: BrunchState) -> Iterator[str]:
    table = state.variant.tokens
    tokens = state.tokens
    counts = _token_counts(state)
    if tuple(counts) != table.full:
        yield f"tokens not conserved: {tuple(counts)} != {table.full}"
    if any(n < 0 for n in tokens.piles) or any(n < 0 for n in tokens.pool):
        yield f"negative token count in {tokens.piles} or {tokens.pool}"
    undrawn = state.board.count(FACE_DOWN) + tokens.box_unknown
    if state.chance is not None and state.chance.kind is Phase.REVEAL_EAT:
        undrawn += 1  # the token being eaten is not drawn yet
    if undrawn != sum(tokens.pool):
        yield f"{undrawn} undrawn squares and box tokens but {sum(tokens.pool)} in the pool"
    for role in range(ROLE_COUNT):
        face_up = tokens.part(role, FACE_UP)
        room = sum(n * c for n, c in zip(face_up, table.capacity, strict=True))
        hidden = sum(tokens.part(role, HIDDEN))
        if hidden > room:
            yield f"role {role} hides {hidden} tokens with room for {room}"


def _token_counts(state: BrunchState) -> list[int]:
    """Every token kind counted wherever it is (undrawn ones by the pool)."""
    tokens = state.tokens
    counts = [a + b for a, b in zip(tokens.pool, tokens.discard, strict=True)]
    for kind, _ in tokens.box:
        counts[kind] += 1
    for role in range(ROLE_COUNT):
        for part in (STACK, HIDDEN, FACE_UP):
            for kind, n in enumerate(tokens.part(role, part)):
                counts[kind] += n
    if state.phase.kind is Phase.FLOWER:
        counts[state.phase.piece] += 1  # a Flower on its way to its new owner
    elif state.chance is not None and state.chance.kind is Phase.STEAL:
        counts[state.chance.token] += 1
    for code in state.board:
        if code < FACE_DOWN:
            counts[grass_kind(code)] += 1
    return counts


def _figures(state: BrunchState) -> Iterator[str]:
    counts = list(state.reserve)
    for code in state.board:
        if code > 0:
            counts[reserve_slot(code)] += 1
    phase = state.phase
    if phase.kind is Phase.PLACE and phase.purpose is not Purpose.NEWBORN:
        counts[reserve_slot(phase.piece)] += 1
    if tuple(counts) != state.variant.piece_totals:
        yield f"figures not conserved: {tuple(counts)} != {state.variant.piece_totals}"


def _knowledge(state: BrunchState) -> Iterator[str]:
    for team, mask in enumerate(state.tokens.known):
        for square in squares_of(mask):
            if state.board[square] >= FACE_DOWN:
                yield f"team {team} knows square {square}, which holds no drawn token"
