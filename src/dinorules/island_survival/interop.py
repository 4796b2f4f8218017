"""Island Survival's fixed action space and observation tensor (`kernel.indexing`).

Actions (IS-R7), from the components: `Pick` per character, `GroupAt` per space,
`Join` per character and answer, `MoveTo` per space, `SpendChip` per character,
`EndTurn`, `Pull` per character, `SendRaptor` per Raptor, `PickDinosaur` per
dinosaur, `Stay`, `Attack` per character and dinosaur, `NoAttack`. Chance outcomes:
each die face label once (`Roll`), then each card (`Draw`). Neither depends on the
state. Nothing is hidden in this game (IS-R23), so the tensor is the whole public
game; it is documented in ``docs/interop.md``.
"""

from __future__ import annotations

from collections.abc import Iterable

from dinorules.kernel import FrozenMap, Options, value
from dinorules.kernel.indexing import Interop, Slot, one_hot, seat_order, tally

from .actions import EndTurn, MoveTo, NoAttack, Stay
from .components import Components, components_for
from .observation import Observation
from .state import IslandState, Phase, Status

__all__ = ["INTEROP"]

Key = tuple[Components, int]
"""The components and the number of players."""

_PHASES = tuple(phase.value for phase in Phase)
_STATUSES = tuple(status.value for status in Status)


def _key(options: Options) -> Key:
    return components_for(options), int(options["players"])


def _state_key(state: IslandState) -> Key:
    return state.components, state.players


def _spaces(components: Components) -> tuple[str, ...]:
    return tuple(components.board.graph.spaces)


def _actions(key: Key) -> Iterable[object]:
    components = key[0]
    yield from components.picks
    yield from (components.group_at[space] for space in _spaces(components))
    yield from (join for pair in components.joins for join in pair)
    yield from (MoveTo(space) for space in _spaces(components))
    yield from components.spends
    yield EndTurn()
    yield from components.pulls
    yield from (
        send for send, raptor in zip(components.sends, components.raptor, strict=True) if raptor
    )
    yield from components.pick_dinosaur
    yield Stay()
    yield from components.attacks.values()
    yield NoAttack()


def _outcomes(key: Key) -> Iterable[object]:
    components = key[0]
    rolls = (roll for node in components.die_nodes.values() for roll in node.outcomes)
    yield from dict.fromkeys(rolls)
    yield from components.draws.values()


def _faces(components: Components) -> tuple[str, ...]:
    labels = (label for faces in components.faces.values() for label in faces)
    return tuple(dict.fromkeys(labels))


def _layout(key: Key) -> tuple[Slot, ...]:
    components, players = key
    spaces = len(_spaces(components))
    characters = len(components.characters)
    dinosaurs = len(components.dinosaurs)
    cards = len(components.draws)
    per_character = (
        Slot("owner", players + 1, "one-hot: the owning seat, observer first; last = nobody yet"),
        Slot("status", len(_STATUSES), "one-hot: " + ", ".join(_STATUSES)),
        Slot("space", spaces, "one-hot: the character's space (board order)"),
        Slot("chips", 1, "life chips"),
    )
    per_dinosaur = (
        Slot("space", spaces, "one-hot: the dinosaur's space, all 0 once removed"),
        Slot("came_from", spaces, "one-hot: on the cover, the side it came in by"),
    )
    return (
        Slot("phase", len(_PHASES), "one-hot: " + ", ".join(_PHASES)),
        Slot("counters", 4, "round, turn, turns left before the length bound, cut short (IS-R20)"),
        Slot("human", players, "one-hot: the human seat to move, observer first"),
        *(
            Slot(f"{name}.{slot.name}", slot.size, slot.meaning)
            for name in components.characters
            for slot in per_character
        ),
        *(
            Slot(f"{name}.{slot.name}", slot.size, slot.meaning)
            for name in components.dinosaurs
            for slot in per_dinosaur
        ),
        *(
            Slot(f"{section}.{part}", cards, f"the section's {part}, count per card")
            for section in components.board.sections
            for part in ("pile", "discard")
        ),
        Slot("turn_state", 6, "lost chips, spent, steps, duel tries, duel roll, battle size"),
        Slot("forced", characters, "one-hot: the character forced to move"),
        Slot("group", characters, "1 per character in the moving group"),
        Slot("asking", characters, "1 per character still to answer whether it joins"),
        Slot("drawer", characters, "one-hot: the character drawing"),
        Slot("drawn_on", spaces, "1 per Draw Card space drawn on in this move (IS-R15)"),
        Slot("section", len(components.board.sections), "one-hot: the section drawn from"),
        Slot("card", cards, "one-hot: the card being followed"),
        Slot("duel_raptor", dinosaurs, "one-hot: the Raptor in the duel"),
        Slot("dinosaur", dinosaurs, "one-hot: the dinosaur moving or battling"),
        Slot("queue", dinosaurs, "1 per dinosaur still to move"),
        Slot("attacked", characters, "1 per character attacked this turn"),
        Slot("victim", characters, "one-hot: the character in battle"),
        Slot("battle_face", len(_faces(components)), "one-hot: the battle die's face"),
        Slot("roster", characters, "1 per character the battling dinosaur may attack"),
        Slot("winners", players, "1 per winning seat, observer first"),
    )


@value
class Context:
    """What encoding needs, computed once per key: names in order and one-hot space rows."""

    components: Components
    players: int
    spaces: tuple[str, ...]
    cards: tuple[str, ...]
    faces: tuple[str, ...]
    space_rows: FrozenMap[str | None, tuple[float, ...]]


def _prepare(key: Key) -> Context:
    components, players = key
    spaces = _spaces(components)
    rows: dict[str | None, tuple[float, ...]] = {None: (0.0,) * len(spaces)}
    rows.update((space, tuple(one_hot(space, spaces))) for space in spaces)
    return Context(
        components=components,
        players=players,
        spaces=spaces,
        cards=tuple(components.draws),
        faces=_faces(components),
        space_rows=FrozenMap(rows),
    )


def _encode(observation: Observation, context: Context) -> list[float]:
    components, players = context.components, context.players
    spaces = context.spaces
    space_rows = context.space_rows
    characters = components.characters
    dinosaurs = components.dinosaurs
    cards = context.cards
    seats = seat_order(observation.player, players)
    numbers = [
        *one_hot(observation.phase, _PHASES),
        float(observation.round),
        float(observation.turn),
        float(observation.max_turns - observation.turn),
        float(observation.cut_short),
        *one_hot(observation.human, seats),
    ]
    for character in observation.characters:
        numbers += [
            *one_hot(character.owner, (*seats, -1)),
            *one_hot(character.status, _STATUSES),
            *space_rows[character.space],
            float(character.chips),
        ]
    for dinosaur in observation.dinosaurs:
        numbers += space_rows[dinosaur.space]
        numbers += space_rows[dinosaur.came_from]
    for pile in observation.piles:
        numbers += [*tally(pile.pile, cards), *tally(pile.discard, cards)]
    numbers += [
        float(observation.lost_chips),
        float(observation.spent),
        float(observation.steps),
        float(observation.duel_tries),
        float(observation.duel_roll),
        float(observation.battle_size),
        *one_hot(observation.forced, characters),
        *tally(observation.group, characters),
        *tally(observation.asking, characters),
        *one_hot(observation.drawer, characters),
        *tally(observation.drawn_on, spaces),
        *one_hot(observation.section, components.board.sections),
        *one_hot(observation.card, cards),
        *one_hot(observation.duel_raptor, dinosaurs),
        *one_hot(observation.dinosaur, dinosaurs),
        *tally(observation.queue, dinosaurs),
        *tally(observation.attacked, characters),
        *one_hot(observation.victim, characters),
        *one_hot(observation.battle_face, context.faces),
        *tally(observation.roster, characters),
        *(float(seat in observation.winners) for seat in seats),
    ]
    return numbers


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=_actions,
    outcomes=_outcomes,
    layout=_layout,
    encode=_encode,
    prepare=_prepare,
)
"""Island Survival's declaration for `GameSpec.interop`."""
