"""Text renderings of observations and states for the terminal commands.

A game's own picture is used when it has one: its spec's ``text`` hook,
``render(state_or_observation, *, player=None) -> str`` (the meadow as a grid, the
chase board as lanes, ...; see `dinorules.kernel.gamespec`). Otherwise the
observation's JSON form is shown as indented ``field: value`` lines, with multisets
as ``name x2, other``.
"""

from __future__ import annotations

from typing import Any

from dinorules.kernel import KERNEL_FIELDS, AnyGame, to_json_value

__all__ = ["render_observation", "render_state", "render_value"]

_WIDTH = 96
"""The widest a nested value is drawn on one line."""
_LONG = 12
"""A state field rendered in more lines than this is shown by its type only."""


def _scalar(data: Any) -> str:
    if isinstance(data, str):
        return data
    return "-" if data is None else str(data)


def _inline(data: Any) -> str | None:
    """A one-line form for scalars, multisets and short lists of scalars."""
    if not isinstance(data, dict | list):
        return _scalar(data)
    if isinstance(data, dict) and data.get("type") == "Multiset":
        parts = [
            str(_inline(item) or item) + (f" x{count}" if count > 1 else "")
            for item, count in data.get("counts", [])
        ]
        return ", ".join(parts) if parts else "(none)"
    if isinstance(data, dict):
        parts = [f"{k}: {_inline(v)}" for k, v in data.items() if k != "type"]
        flat = all(not isinstance(v, dict | list) or _inline(v) for v in data.values())
        text = ", ".join(parts)
        return text if flat and "\n" not in text and len(text) <= _WIDTH else None
    if isinstance(data, list) and all(not isinstance(x, dict | list) for x in data):
        return "[" + ", ".join(_scalar(x) for x in data) + "]"
    if isinstance(data, list) and all(_inline(x) is not None for x in data) and len(data) <= 4:
        inner = [_inline(x) for x in data]
        if all("\n" not in str(x) for x in inner) and sum(len(str(x)) for x in inner) < 60:
            return "[" + "; ".join(str(x) for x in inner) + "]"
    return None


def render_value(data: Any, indent: int = 0) -> list[str]:
    """Lines showing JSON-like ``data``.

    >>> render_value({"type": "Obs", "hand": {"type": "Multiset", "counts": [["a", 2]]}})
    ['hand: a x2']
    >>> render_value({"seats": [{"seat": 0, "chips": 5}, {"seat": 1, "chips": 4}]})
    ['seats: [seat: 0, chips: 5; seat: 1, chips: 4]']
    """
    pad = "  " * indent
    lines: list[str] = []
    if isinstance(data, dict):
        for key, item in data.items():
            if key == "type":
                continue
            line = _inline(item)
            if line is not None:
                lines.append(f"{pad}{key}: {line}")
            else:
                lines.append(f"{pad}{key}:")
                lines.extend(render_value(item, indent + 1))
        return lines
    if isinstance(data, list):
        for index, item in enumerate(data):
            line = _inline(item)
            if line is not None:
                lines.append(f"{pad}[{index}] {line}")
            else:
                lines.append(f"{pad}[{index}]")
                lines.extend(render_value(item, indent + 1))
        return lines
    return [f"{pad}{_scalar(data)}"]


def render_observation(game: AnyGame, observation: Any, player: int) -> str:
    """What ``player`` sees, by the game's own renderer if it has one."""
    custom = game.spec.text
    if custom is not None:
        return str(custom(observation))
    return "\n".join(render_value(to_json_value(observation)))


def render_state(game: AnyGame, state: Any) -> str:
    """Everything in a state (the omniscient view), less its random generator.

    The game's own picture when it has one; otherwise every field, where those that
    would take many lines (static component data) show their type only.
    """
    custom = game.spec.text
    if custom is not None:
        return str(custom(state))
    lines: list[str] = []
    cls: Any = type(state)
    for field in getattr(cls, "__attrs_attrs__", ()):
        if field.name in KERNEL_FIELDS:
            continue
        value = getattr(state, field.name)
        try:
            data = to_json_value(value)
        except TypeError:
            lines.append(f"{field.name}: {value!r}")
            continue
        inline = _inline(data)
        body = render_value(data, 1)
        if inline is not None:
            lines.append(f"{field.name}: {inline}")
        elif len(body) > _LONG:
            lines.append(f"{field.name}: <{type(value).__name__}>")
        else:
            lines.append(f"{field.name}:")
            lines.extend(body)
    return "\n".join(lines)
