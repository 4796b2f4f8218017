"""What a picture of the Miniature Game shows: the observation to draw and its map.

An observation shows what its player sees: the map, every unit on it with its facing,
health and revealed cards, their own hands and the sizes of the others' (MI-R70). A
state with ``player=`` is drawn as that player's observation, a state alone as seat
0's. The map is the scenario's: the one named, the state's or observation's own, or
the skirmish. `text` and `svg` draw what this module gives them.
"""

from __future__ import annotations

from dinorules.kernel.render import observation_to_draw

from .data.scenario_file import load_scenario
from .data.scenarios import Scenario
from .observation import MiniatureObservation, observe
from .state import MiniatureState

__all__ = ["scenario_of", "view_of"]


def view_of(
    x: MiniatureState | MiniatureObservation, player: int | None = None
) -> MiniatureObservation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    return observation_to_draw(
        x, player, state=MiniatureState, observation=MiniatureObservation, observe=observe
    )


def scenario_of(x: MiniatureState | MiniatureObservation, scenario: str | None) -> Scenario:
    """The scenario to draw: the one named, the state's or observation's own, or the skirmish."""
    if scenario is not None:
        return load_scenario(scenario)
    if isinstance(x, MiniatureState):
        return x.components.scenario
    return x.scenario or load_scenario("skirmish")
