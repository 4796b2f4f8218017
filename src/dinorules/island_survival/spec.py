"""The declaration of Jurassic Park III: Island Survival for the registry."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import (
    Attack,
    Draw,
    EndTurn,
    GroupAt,
    Join,
    MoveTo,
    NoAttack,
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
    Stay,
)
from .components import components_for
from .greedy import score_action, win_shares
from .interop import INTEROP
from .options import DATA_OPTIONS, MAX_TURNS_OPTION, check_options
from .position import NOTATION
from .rules import IslandRules
from .seats import roles
from .svg import render_svg
from .text import render

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on the decisions of a game with these options (IS-R20).

    There are at most ``max_turns`` human turns, each followed by at most one
    dinosaur turn. A move's cards: it draws at most once on each of the S Draw Card
    spaces (IS-R15), each card with at most one decision (a Safe Space, a character
    to bring, a Raptor to send). A human roll: a pawn pick or a group's space (1), a
    join answer per pawn there (at most C, every character), a destination (1) and
    its cards (S); a human turn has two rolls and the spending decision. A dinosaur
    turn: a pick and a destination, or a step per dinosaur ("1 All", D); then per
    character at most an attack, an escape with its cards (S), and the `NoAttack`
    ending a Pteranodon's battle; and the last `NoAttack`.
    """
    components = components_for(options)
    characters = len(components.characters)
    cards = len(components.draw_pile)
    per_roll = 1 + characters + 1 + cards
    human_turn = 2 * per_roll + 1
    dinosaur_turn = max(2, len(components.dinosaurs)) + characters * (3 + cards) + 1
    return int(options["max_turns"]) * (human_turn + dinosaur_turn)


SPEC = GameSpec(
    name="island_survival",
    title="Jurassic Park III: Island Survival",
    rules=IslandRules(),
    min_players=2,
    max_players=4,
    default_players=4,
    options=(MAX_TURNS_OPTION, *DATA_OPTIONS),
    hidden_information=False,
    max_game_length=max_game_length,
    action_types=(
        Pick,
        GroupAt,
        Join,
        MoveTo,
        SpendChip,
        EndTurn,
        PickDinosaur,
        Stay,
        Attack,
        NoAttack,
        Pull,
        SendRaptor,
        Roll,
        Draw,
    ),
    check_options=check_options,
    rule_prefix="IS",
    text=render,
    svg=render_svg,
    greedy=score_action,
    win_shares=win_shares,
    interop=INTEROP,
    position=NOTATION,
    roles=roles,
)
