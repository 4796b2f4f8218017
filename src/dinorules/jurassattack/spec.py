"""The declaration of JurassAttack! for the registry: players, options, limits, actions."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import Draw, PlayPack, ReturnCard
from .components import components_for
from .greedy import score_action, win_shares
from .interop import INTEROP
from .options import DECK_OPTION
from .position import NOTATION
from .rules import JurassAttackRules
from .seats import roles
from .seen import seen
from .svg import render_svg
from .text import render

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on the decisions of one game with these options.

    Every round each player moves at least one card from hand into a discard or
    score pile, where it stays; a Velociraptor return moves a card from hand to
    deck, which keeps it in play. So a player's hand and deck shrink by at least
    one card a round and the game ends within ``size`` rounds (JA-8.1), each with
    two `PlayPack` decisions. Each `ReturnCard` answers one Velociraptor added to a
    score pile, where it stays: at most as many as both decks hold (JA-9.2).
    Standard deck: 2 * 27 + 2 * 3 = 60.
    """
    deck = components_for(options).deck
    raptors = sum(card.count for card in deck.cards if "shuffle_back" in card.effects)
    return 2 * deck.size + 2 * raptors


SPEC = GameSpec(
    name="jurassattack",
    title="JurassAttack!",
    rules=JurassAttackRules(),
    min_players=2,
    max_players=2,
    default_players=2,
    options=(DECK_OPTION,),
    hidden_information=True,
    max_game_length=max_game_length,
    action_types=(PlayPack, ReturnCard, Draw),
    rule_prefix="JA",
    text=render,
    svg=render_svg,
    greedy=score_action,
    win_shares=win_shares,
    interop=INTEROP,
    position=NOTATION,
    seen=seen,
    roles=roles,
)
