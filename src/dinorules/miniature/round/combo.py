"""Combos: the bonus that previously played cards under the Active card give (MI-9, MI-R20).

The stack holds the cards played in earlier rounds, bottom first; the unit board's
combo limit counts the Active card with them (the book's "3/3 stack": the Active card
and two played cards, a full combo of +2), so the stack holds ``combo - 1`` cards and
its bottom card is discarded when another is stacked on a full stack (MI-9.9). For each
combo symbol of the Active card (a combo symbol or a combo-ender, MI-9.10), each
consecutive stacked card from the top that bears the same symbol as a combo symbol adds
+1 to that symbol (MI-9.4, MI-9.5, MI-9.6); a card without it ends the run (MI-9.8); a
symbol missing on the Active card gives nothing (MI-9.7); an ender in the stack counts
for nothing (MI-9.10). A knocked unit gets no card or combo bonus (MI-R20, MI-15.4).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..data.cards import NO_BONUS, ActionCard, Bonus, CardKind, Symbol

__all__ = ["card_bonus", "combo_bonus", "sketch", "stack_limit", "stacked"]


def sketch(
    title: str,
    symbols: dict[Symbol, int] | None = None,
    combo: Iterable[Symbol] = (),
    enders: Iterable[Symbol] = (),
    initiative: int = 3,
) -> ActionCard:
    """A plain action card with these symbols and combo marks (for examples and tests)."""
    return ActionCard(
        title=title,
        kind=CardKind.ACTION,
        count=1,
        initiative=initiative,
        movement=0,
        symbols=Bonus.of(symbols or {}),
        choices=(),
        combo=tuple(combo),
        enders=tuple(enders),
        reinforced=None,
        reaction=False,
        instructions=(),
        forced=(),
        text="",
    )


def combo_bonus(active: ActionCard, stack: Sequence[ActionCard]) -> Bonus:
    """The combo bonus of ``active`` on ``stack`` (bottom first), symbol by symbol (MI-9).

    The book's diagram (MI-9.1): the Active card shows Stability 2 and Shoot 3, with both
    as combo symbols; the top stacked card bears both, the one below only Ballistic.

    >>> S, B = Symbol.STABILITY, Symbol.BALLISTIC
    >>> active = sketch("Active", {S: 2, B: 3}, combo=(S, B))
    >>> stack = (sketch("Lower", combo=(B,)), sketch("Top", combo=(S, B)))
    >>> print(combo_bonus(active, stack))
    +2 ballistic +1 stability

    A run is broken by a card without the symbol; an ender counts on the Active card only:

    >>> print(combo_bonus(active, (sketch("Top", combo=(S,)), sketch("Gap"))))
    -
    >>> print(combo_bonus(sketch("Ender", {B: 3}, enders=(B,)), stack))
    +2 ballistic
    >>> print(combo_bonus(active, (sketch("Ends", enders=(B,)),)))
    -
    """
    counts: dict[Symbol, int] = {}
    for symbol in (*active.combo, *active.enders):
        run = 0
        for card in reversed(stack):
            if symbol not in card.combo:
                break
            run += 1
        if run:
            counts[symbol] = run
    return Bonus.of(counts)


def _add(*bonuses: Bonus) -> Bonus:
    counts: dict[Symbol, int] = {}
    for bonus in bonuses:
        for symbol, n in bonus.items:
            counts[symbol] = counts.get(symbol, 0) + n
    return Bonus.of(counts)


def card_bonus(
    active: ActionCard,
    stack: Sequence[ActionCard],
    choices: Sequence[int] = (),
    reinforced: int = -1,
    *,
    knocked: bool = False,
) -> Bonus:
    """The Active card's whole bonus: symbols, chosen alternatives, reinforcement, combo.

    The combo needs no adrenaline (MI-9.5); a knocked unit gets nothing (MI-R20).

    >>> S, B = Symbol.STABILITY, Symbol.BALLISTIC
    >>> active = sketch("Active", {S: 2, B: 3}, combo=(S, B))
    >>> stack = (sketch("Lower", combo=(B,)), sketch("Top", combo=(S, B)))
    >>> print(card_bonus(active, stack))  # base 3 + combo 2 = 5; base 2 + combo 1 = 3
    +5 ballistic +3 stability
    >>> print(card_bonus(active, stack, knocked=True))
    -
    """
    if knocked:
        return NO_BONUS
    parts = [active.symbols, combo_bonus(active, stack)]
    parts += [line[k] for line, k in zip(active.choices, choices, strict=False)]
    if reinforced >= 0 and active.reinforced is not None:
        parts.append(active.reinforced.choices[reinforced])
    return _add(*parts)


def stack_limit(combo: int) -> int:
    """The cards a stack holds under the Active card: the board's limit less the Active card.

    >>> stack_limit(3), stack_limit(1)
    (2, 0)
    """
    return combo - 1


def stacked(
    stack: tuple[str, ...], card: str, combo: int
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``card`` stacked on top: the new stack and the bottom cards discarded (MI-9.9).

    >>> stacked(("a", "b"), "c", 3)
    (('b', 'c'), ('a',))
    >>> stacked((), "c", 1)
    ((), ('c',))
    """
    full = (*stack, card)
    keep = stack_limit(combo)
    cut = len(full) - keep
    return (full[cut:] if keep else ()), full[:cut]
