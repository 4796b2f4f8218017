"""The Miniature Game's declaration: players, options, limits and action types."""

from __future__ import annotations

from dinorules.kernel import GameSpec, Options

from .actions import (
    Backward,
    ChooseDeployer,
    CoinToss,
    DrawAction,
    DrawHero,
    Face,
    Forward,
    Jump,
    KeepHand,
    Mulligan,
    PlaceAt,
    PlaceUnit,
    Rotate,
    Stop,
)
from .components import components_for
from .movement import MAX_FREE_TURNS
from .options import DATA_OPTIONS, check_options
from .rules import MiniatureRules
from .start import HERO_DRAW

__all__ = ["SPEC", "max_game_length"]


def max_game_length(options: Options) -> int:
    """A true upper bound on decisions (MI-R7): the start phase, then one activation per unit.

    Each seat makes at most 5 mulligans and keeps its hand (MI-R5); the first player
    chooses who deploys first; each unit takes 3 placement decisions (MI-R6). An
    activation with movement ``m`` takes at most ``m`` hex steps (each costs at least 1,
    and so does a rotation of a unit with orientation), at most `MAX_FREE_TURNS` free
    rotations before each step and after the last (MI-R10), and a ``Stop``.
    """
    players = int(options["players"])
    components = components_for(options)
    total = players * (HERO_DRAW + 1) + 1
    for army in components.armies[:players]:
        for entry in army:
            moves = components.unit[entry.unit].skills.movement
            total += 3 + moves + MAX_FREE_TURNS * (moves + 1) + 1
    return total


SPEC = GameSpec(
    name="miniature",
    title="Jurassic World Miniature Game",
    rules=MiniatureRules(),
    min_players=2,
    max_players=4,
    default_players=2,
    options=DATA_OPTIONS,
    hidden_information=True,
    max_game_length=max_game_length,
    action_types=(
        Mulligan,
        KeepHand,
        ChooseDeployer,
        PlaceUnit,
        PlaceAt,
        Face,
        Forward,
        Backward,
        Rotate,
        Jump,
        Stop,
        CoinToss,
        DrawAction,
        DrawHero,
    ),
    check_options=check_options,
    rule_prefix="MI",
)
