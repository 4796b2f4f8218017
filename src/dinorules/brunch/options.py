"""The options ``variant``, ``layout`` and ``components``, and the compiled variants.

``variant`` is "brunch" (default), "snack" or "team"; ``players`` is 2 for the first
two and 2, 3 or 4 for the team rules (BR-13.1). ``layout`` names a layout of the data
set ("square" by default) or gives one as a list of ``[column, row, quarter turns]``
triples, one per board in the variant's board order (BR-4.1, BR-14.1, BR-19.2,
BR-R1): boards must not overlap, must form one play area, and each must share at
least one square side with another (a whole side in Snack), or `InvalidOptionError`
says which board is at fault. ``components`` is "standard" or the path of a TOML
file like ``components.toml`` (BR-R1). A layout is compiled the first time a game asks
for it (`Meadow.build` and `Variant.build` keep what they compiled), not at import:
compiling every named layout took most of ``GAMES["brunch"]`` (docs/performance.md).
"""

from __future__ import annotations

import re
from typing import Final

from dinorules.kernel import (
    Compiled,
    FrozenMap,
    InvalidOptionError,
    Option,
    Options,
    compiled,
    derived,
)
from dinorules.kernel.data import DataFile, as_source
from dinorules.kernel.options import data_option

from .box import BUNDLED, VARIANTS, Components, load_components
from .components import Variant
from .meadow import JOINING, Meadow, Placements

__all__ = [
    "COMPONENTS_OPTION",
    "LAYOUT_OPTION",
    "OPTIONS",
    "STANDARD_COMPONENTS",
    "VARIANT_OPTION",
    "VariantChoice",
    "check_options",
    "variant_for",
]

_TRIPLES: Final = re.compile(r"-?\d{1,4}\.-?\d{1,4}\.\d(?:/-?\d{1,4}\.-?\d{1,4}\.\d){0,15}")
"""A layout written as text: ``column.row.turns`` per board, joined by ``/``."""
PLAYERS: Final = FrozenMap({"brunch": (2,), "snack": (2,), "team": (2, 3, 4)})
"""The player counts of each variant: 2, or up to 4 with both boxes (BR-1.1, BR-1.2, BR-13.1)."""
STANDARD_COMPONENTS: Final = load_components("standard")


def _parse_layout(found: object) -> object:
    """A layout name, or a tuple of (column, row, quarter turns) int triples.

    A text of triples ``column.row.turns`` joined by ``/`` (how a position's header
    writes a layout, BR-R29) is the same tuple: ``"0.0.0/3.1.0"``.
    """
    if isinstance(found, str) and _TRIPLES.fullmatch(found):
        return tuple(tuple(int(n) for n in triple.split(".")) for triple in found.split("/"))
    if isinstance(found, str) and found:
        return found
    if isinstance(found, tuple) and found and all(_is_triple(item) for item in found):
        return found
    raise InvalidOptionError(
        f"option layout={found!r} is not allowed; give a layout name (e.g. 'square') or a "
        "list of [column, row, quarter turns] triples, one per board"
    )


def _is_triple(item: object) -> bool:
    return isinstance(item, tuple) and len(item) == 3 and all(type(c) is int for c in item)


VARIANT_OPTION: Final = Option(
    "variant",
    "brunch",
    "'brunch' (2 players), 'snack' (2 players) or 'team' (Snack + Brunch, 2 to 4 players)",
    allowed=VARIANTS,
)
LAYOUT_OPTION: Final = Option(
    "layout",
    "square",
    "a named layout ('square', 'turned', 'line', 'steps', 'l_shape', 't_shape', 'ring') or "
    "a list of [column, row, quarter turns] per board",
    parse=_parse_layout,
)
COMPONENTS_OPTION: Final = data_option(
    "components",
    bundled=tuple(BUNDLED),
    load=load_components,
    help="the component data: 'standard' or the path of a TOML file like components.toml",
)
OPTIONS: Final = (VARIANT_OPTION, LAYOUT_OPTION, COMPONENTS_OPTION)


def check_options(options: Options) -> None:
    """Check the options together: players for the variant, and the layout (BR-R1)."""
    variant_for(options)


def variant_for(options: Options) -> Variant:
    """The compiled `Variant` the options describe; `InvalidOptionError` if they clash."""
    choice = VariantChoice.build(
        str(options["variant"]), options["players"], options["layout"], options["components"]
    )
    return choice.variant


@compiled
class VariantChoice(Compiled):
    """The `Variant` of one choice of options, compiled once per distinct choice.

    Its sources are the option values themselves (names, numbers, a layout, a data
    source), cheap to hash, so that starting a game does not hash the whole data set
    and meadow again to find the variant it compiled before.
    """

    name: str
    players: object
    layout: object
    source: object
    variant: Variant = derived()

    @classmethod
    def compile(cls, name: str, players: object, layout: object, source: object) -> VariantChoice:
        """Check the options together and compile their variant (BR-R1, BR-13.1)."""
        return cls(
            name=name,
            players=players,
            layout=layout,
            source=source,
            variant=_compile_variant(name, players, layout, source),
        )


def _compile_variant(name: str, players: object, layout: object, found: object) -> Variant:
    if players not in PLAYERS[name]:
        allowed = ", ".join(str(p) for p in PLAYERS[name])
        raise InvalidOptionError(
            f"option players={players!r} is not allowed with variant={name!r}; allowed: {allowed}"
        )
    source = as_source(found)
    components = STANDARD_COMPONENTS if source == "standard" else load_components(source)
    try:
        placements = _placements(components, name, layout)
        boards = tuple(components.board(b) for b in components.variant(name).boards)
        try:
            meadow = Meadow.build(placements, boards, JOINING[name])
        except InvalidOptionError as error:
            raise InvalidOptionError(f"option layout={layout!r}: {error}") from None
    except InvalidOptionError as error:
        if isinstance(source, DataFile):  # its boards, variants or layouts may be the cause
            raise InvalidOptionError(f"with components file {source.name}: {error}") from None
        raise
    return Variant.build(components, name, int(players), meadow)


def _placements(components: Components, name: str, layout: object) -> Placements:
    count = len(components.variant(name).boards)
    if isinstance(layout, str):
        placements = components.layout(layout, count)
        if placements is None:
            known = ", ".join(repr(n) for n in components.layout_names(count))
            raise InvalidOptionError(
                f"option layout={layout!r} is not a layout for {count} boards; named "
                f"layouts: {known}, or give [column, row, quarter turns] for each board"
            )
        return placements
    assert isinstance(layout, tuple)
    if len(layout) != count:
        raise InvalidOptionError(
            f"option layout: variant {name!r} lays {count} boards, but the layout places "
            f"{len(layout)}"
        )
    return tuple((int(x), int(y), int(r)) for x, y, r in layout)
