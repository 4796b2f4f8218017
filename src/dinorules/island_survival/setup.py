"""The set-up: pawns dealt and on START, Eric aside, dinosaurs placed, piles made (IS-3, IS-5).

The human players' pawns are dealt in the cast's order: seat 1 takes the first
``pawns_each``, seat 2 the next, and so on (IS-R2); each holds the set-up's life
chips, Eric (set aside) his ``late_chips``. Seat 1, the youngest human player,
rolls first (IS-6.1, IS-R1). The set-up has no chance: piles are unordered.
"""

from __future__ import annotations

from dinorules.kernel import Multiset, Options, Rng

from .components import components_for
from .state import NOBODY, IslandState, Phase, Seldom, Status

__all__ = ["set_up"]

FIRST_HUMAN = 1
"""The youngest human player's seat, who begins (IS-R1)."""


def set_up(options: Options, rng: Rng, explicit_chance: bool) -> IslandState:
    """The state before the first roll: the contents laid out (IS-1.1).

    Seat 0 controls every dinosaur (IS-5.1); the pawns are dealt with the set-up's
    chips (IS-5.2, IS-5.3, IS-5.4); each section's cards make its pile (IS-3.4, IS-3.5).
    """
    components = components_for(options)
    players = options["players"]
    max_turns = options["max_turns"]
    assert isinstance(players, int) and isinstance(max_turns, int)
    setup = components.cast.setup(players)
    start = components.board.start
    positions: list[str | None] = []
    chips: list[int] = []
    status: list[Status] = []
    owners: list[int] = []
    dealt = 0
    for c in range(len(components.characters)):
        if c == components.late:
            positions.append(None)
            chips.append(setup.late_chips)
            status.append(Status.ASIDE)
            owners.append(NOBODY)
        else:
            positions.append(start)
            chips.append(setup.chips)
            status.append(Status.IN_PLAY)
            owners.append(FIRST_HUMAN + dealt // setup.pawns_each)
            dealt += 1
    empty: Multiset[str] = Multiset()
    return IslandState(
        rng=rng,
        explicit_chance=explicit_chance,
        components=components,
        seldom=Seldom(
            players=players,
            max_turns=max_turns,
            owners=tuple(owners),
            tries=0,
            rolled=0,
            duelist=NOBODY,
            winners=frozenset(),
        ),
        turn=1,
        round=1,
        human=FIRST_HUMAN,
        phase=Phase.HUMAN_ROLL,
        positions=tuple(positions),
        chips=tuple(chips),
        status=tuple(status),
        lost=0,
        dinosaurs=tuple(d.start for d in components.board.dinosaurs),
        came_from=(None,) * len(components.dinosaurs),
        piles=components.full_piles,
        discards=(empty,) * len(components.full_piles),
        spent=False,
        forced=NOBODY,
        steps=0,
        group=(),
        asking=(),
        drawer=NOBODY,
        drawn_on=frozenset(),
        section=NOBODY,
        card="",
        dino=NOBODY,
        queue=(),
        attacked=frozenset(),
        victim=NOBODY,
        face="",
        battle_size=0,
        carried=False,
    )
