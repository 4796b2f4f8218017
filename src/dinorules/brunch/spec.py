"""The declaration of Jurassic Brunch (with Jurassic Snack and the team rules)."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import ACTION_TYPES, BrunchAction
from .components import Variant
from .greedy import score_action, win_shares
from .interop import INTEROP
from .observation import BrunchObservation
from .options import OPTIONS, check_options, variant_for
from .position import NOTATION
from .rules import BrunchRules
from .seats import roles
from .seen import seen
from .state import BrunchState
from .svg import render_svg
from .text import render

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on the decisions of a game with these options (BR-R25).

    Every turn is either a progress turn (a token eaten or an opposing herbivore
    scared off) or an idle one, and ``stall_turns`` idle turns in a row end the game
    (BR-10.4). Tokens are eaten at most once each; a scared herbivore comes back only
    through a Birth token; so there are at most P = tokens + herbivores on eggs +
    Birth tokens progress turns, hence at most stall_turns * (P + 1) turns. A turn
    has two Actions, each with at most one relocation, and at most one end-of-turn
    decision (or a single Pass): 5 decisions. On top: each spent Super Yum adds a
    decision and an Action with its relocation (3); each eaten token adds at most
    max(2, looks + 1, removals) follow-ups; each Hide fills a Hideout place once and
    each Hideout found may end its hiding with one StopHiding.
    """
    variant = variant_for(options)
    return _bound(variant)


def _bound(variant: Variant) -> int:
    tokens = variant.tokens
    total = sum(tokens.full)
    births = sum(n for n, e in zip(tokens.full, tokens.effects, strict=True) if e == "birth")
    progress_turns = total + len(variant.meadow.eggs) + births
    turns = variant.stall_turns * (progress_turns + 1)
    extra = sum(tokens.full[k] for k in tokens.extra_action)
    follow_ups = max(2, variant.fallback_looks + 1, *tokens.remove)
    places = sum(n * c for n, c in zip(tokens.full, tokens.capacity, strict=True))
    hideouts = sum(n for n, c in zip(tokens.full, tokens.capacity, strict=True) if c)
    return turns * 5 + extra * 3 + total * follow_ups + places + hideouts


SPEC: GameSpec[BrunchState, BrunchAction, BrunchObservation] = GameSpec(
    name="brunch",
    title="Jurassic Brunch (with Jurassic Snack and the team rules)",
    rules=BrunchRules(),
    min_players=2,
    max_players=4,
    default_players=2,
    options=OPTIONS,
    hidden_information=True,
    max_game_length=max_game_length,
    action_types=ACTION_TYPES,
    check_options=check_options,
    rule_prefix="BR",
    text=render,
    svg=render_svg,
    greedy=score_action,
    win_shares=win_shares,
    interop=INTEROP,
    seen=seen,
    roles=roles,
    position=NOTATION,
)
