"""The Miniature Game's interop declaration: its action space and observation tensor.

The space is every decision the components allow (`space`), the tensor what a seat
sees, slot by slot (`tensor`, documented in ``docs/interop.md``).
"""

from __future__ import annotations

from dinorules.kernel import Options
from dinorules.kernel.indexing import Interop

from .actions import DECISION_TYPES, OUTCOME_TYPES
from .data.components import components_for
from .space import Key, actions_of
from .state import MiniatureState
from .tensor import context, encode, layout

__all__ = ["INTEROP"]


def _key(options: Options) -> Key:
    return components_for(options), int(options["players"])


def _state_key(state: MiniatureState) -> Key:
    return state.components, state.players


INTEROP = Interop(
    key=_key,
    state_key=_state_key,
    actions=lambda key: actions_of(DECISION_TYPES, key),
    outcomes=lambda key: actions_of(OUTCOME_TYPES, key),
    layout=lambda key: layout(context(key)),
    encode=encode,
    prepare=context,
)
"""The Miniature Game's declaration for `GameSpec.interop`."""
