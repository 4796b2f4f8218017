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
    Pick,
    PickDinosaur,
    Pull,
    Roll,
    SendRaptor,
    SpendChip,
    Stay,
)
from .components import components_for
from .options import DATA_OPTIONS, ROUNDS_OPTION, check_options
from .rules import IslandRules

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on the decisions of a game with these options (IS-R20).

    Each human player has at most ``rounds`` turns, each followed by at most one
    dinosaur turn. A human roll takes at most: a pawn pick or a group's space (1),
    a join answer for each pawn on that space (at most every character), a
    destination (1), and two card decisions: a Safe Space card may move the drawer
    onto one more Draw Card space, but that space has no dinosaur, so its card
    cannot move the drawer again. A turn has two rolls and the spending decision.
    A dinosaur turn: a pick and a destination, or one step per dinosaur ("1 All"),
    then for each character at most an attack and an escape (IS-11.5).
    """
    components = components_for(options)
    characters = len(components.characters)
    per_roll = 1 + characters + 1 + 2
    human_turn = 2 * per_roll + 1
    dinosaur_turn = max(2, len(components.dinosaurs)) + 2 * characters
    humans = int(options["players"]) - 1
    return int(options["rounds"]) * humans * (human_turn + dinosaur_turn)


SPEC = GameSpec(
    name="island_survival",
    title="Jurassic Park III: Island Survival",
    rules=IslandRules(),
    min_players=2,
    max_players=4,
    default_players=4,
    options=(ROUNDS_OPTION, *DATA_OPTIONS),
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
        Pull,
        SendRaptor,
        Roll,
        Draw,
    ),
    check_options=check_options,
    rule_prefix="IS",
)
