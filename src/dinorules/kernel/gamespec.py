"""`GameSpec`: what a game declares, its rules and the hooks it offers beside them.

The hooks are fields of the spec, never modules found by their names:

- ``text``, ``render(x, *, player=None) -> str``: the game drawn as text, and
- ``svg``, ``render_svg(x, *, player=None) -> str``: drawn as an SVG picture, each a
  pure function of a state or an observation (a state with ``player=`` drawn as that
  seat's observation; docs/kernel.md, *Pictures*);
- ``greedy``, ``score_action(game, observation, player, action) -> float``: the
  game's greedy policy (`dinorules.agents.GreedyAgent`; a higher score is better);
- ``win_shares``, ``win_shares(game, state) -> shares``: each seat's expected share
  of the win from a full state, 0 to 1 (search that cuts its rollouts short);
- ``interop``: the fixed action space and observation tensor (`kernel.indexing`);
- ``seen``, ``seen(before, action, after, mover, seat) -> str | None``: a move as a
  seat may read it, from that seat's observations (`kernel.seen.action_seen`);
- ``roles``, ``roles(state) -> tuple[str, ...]``: who each seat is, in words (the
  dinosaur player, a team, a deck), from what every seat sees.

A spec checks each hook it declares when it is made: a hook that is not a function
taking those arguments is a `TypeError` naming the game and the hook. Registering a
game checks that it declares the hooks every registered game offers
(`kernel.registry.REGISTERED_HOOKS`).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Generic

import attrs

from .frozen import FrozenMap
from .indexing import Interop
from .options import Option, Options
from .position import Notation
from .rules import A, O, Rules, S
from .seen import SeenAction

if TYPE_CHECKING:
    from .game import AnyGame

__all__ = ["GameSpec", "Picture", "ScoreAction", "WinShares"]

Picture = Callable[..., str]
"""``render(x, *, player=None) -> str``: a picture of a state or an observation."""
ScoreAction = Callable[["AnyGame", Any, int, Any], float]
"""``score_action(game, observation, player, action) -> float``: higher is better."""
WinShares = Callable[["AnyGame", Any], Sequence[float]]
"""``win_shares(game, state) -> shares``: each seat's expected share of the win, 0 to 1."""


_CALLS: Final = FrozenMap(
    {
        "text": ("render(x, *, player=None) -> str", (None,), FrozenMap({"player": None})),
        "svg": ("render_svg(x, *, player=None) -> str", (None,), FrozenMap({"player": None})),
        "greedy": (
            "score_action(game, observation, player, action) -> float",
            (None,) * 4,
            FrozenMap(),
        ),
        "win_shares": ("win_shares(game, state) -> shares", (None,) * 2, FrozenMap()),
        "roles": ("roles(state) -> tuple[str, ...]", (None,), FrozenMap()),
        "seen": (
            "seen(before, action, after, mover, seat) -> str | None",
            (None,) * 5,
            FrozenMap(),
        ),
    }
)
"""Each function hook: the form it must have, and arguments it must accept."""


@attrs.frozen
class GameSpec(Generic[S, A, O]):
    """What a game declares: identity, players, options, limits, its rules and its hooks."""

    name: str
    title: str
    rules: Rules[S, A, O]
    min_players: int
    max_players: int
    default_players: int
    options: tuple[Option, ...]
    hidden_information: bool
    max_game_length: Callable[[Options], int]
    """The most decisions (not chance outcomes) a game with these options takes."""
    action_types: tuple[type, ...]
    """Every class of decision and chance outcome, for the replay codec."""
    check_options: Callable[[Options], None] | None = None
    rule_prefix: str = ""
    """The rule-ID prefix of the game's catalogue in ``docs/rules`` (e.g. ``BR``)."""
    text: Picture | None = None
    """The text picture, ``render(x, *, player=None) -> str``."""
    svg: Picture | None = None
    """The SVG picture, ``render_svg(x, *, player=None) -> str``."""
    greedy: ScoreAction | None = None
    """The greedy policy, ``score_action(game, observation, player, action) -> float``."""
    win_shares: WinShares | None = None
    """How a position stands, ``win_shares(game, state) -> shares`` (0 to 1 a seat)."""
    interop: Interop | None = None
    """The fixed action space and observation tensor (`kernel.indexing`), if declared."""
    position: Notation | None = None
    """How a state is written as a position and read back (`kernel.position`)."""
    seen: SeenAction | None = None
    """A move as a seat reads it, ``seen(before, action, after, mover, seat)`` (`kernel.seen`)."""
    roles: Callable[[Any], tuple[str, ...]] | None = None
    """Who each seat is, ``roles(state) -> tuple[str, ...]``: public facts, one per seat."""

    def __attrs_post_init__(self) -> None:
        for hook, (form, args, kwargs) in _CALLS.items():
            found = getattr(self, hook)
            if found is not None and not _takes(found, args, kwargs):
                raise TypeError(f"{self.name}: GameSpec.{hook} must be {form}, got {found!r}")
        if self.position is not None and not isinstance(self.position, Notation):
            raise TypeError(
                f"{self.name}: GameSpec.position must be a Notation, got {self.position!r}"
            )
        if self.interop is not None and not isinstance(self.interop, Interop):
            raise TypeError(
                f"{self.name}: GameSpec.interop must be an Interop, got {self.interop!r}"
            )


def _takes(hook: object, args: tuple[object, ...], kwargs: Mapping[str, object]) -> bool:
    """Whether ``hook`` is a function that can be called with these arguments."""
    if not callable(hook):
        return False
    try:
        inspect.signature(hook).bind(*args, **kwargs)
    except TypeError:
        return False
    except ValueError:  # no signature to read (some builtins): it may be called so
        return True
    return True
