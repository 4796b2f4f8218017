from collections.abc import Callable, Sequence
from typing import Any

def below_state(state: int, n: int, /) -> tuple[int, int]: ...
def deal_state(
    counts: Sequence[int],
    sizes: Sequence[int],
    state: int,
    into: Sequence[Sequence[int]] | None,
    /,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]: ...
def mix(z: int, /) -> int: ...
def split_state(state: int, /) -> tuple[int, int]: ...

class Replacer:
    def __init__(
        self,
        cls: type,
        descriptors: tuple[Any, ...],
        resets: tuple[Any, ...],
        missing: object,
        fallback: Callable[..., Any],
        /,
    ) -> None: ...
    def __call__(self, value: Any, /, **changes: Any) -> Any: ...
