"""A user's data file: controls and bidi characters refused by name, a byte-order mark read.

Every game's data options are tried from their bundled file (the rule of the kernel's
`read_toml`: docs/contract.md, *Data files*).
"""

from __future__ import annotations

import re

import pytest

from dinorules import GAMES, DataError
from dinorules.kernel.data import DataFile
from dinorules.kernel.options import DataOption
from dinorules.kernel.printable import unsafe_character
from dinorules.kernel.render import escape
from dinorules.testing.hostile import _bundled_text

DATA_OPTIONS = [
    (name, option.name)
    for name, game in sorted(GAMES.items())
    for option in game.declared_options
    if isinstance(option, DataOption) and _bundled_text(game, option) is not None
]

EVIL = {"ESC": "\\u001b[2J", "NUL": "\\u0000", "RLO": "\\u202e", "BOM": "\\ufeff"}
"""Characters a terminal or a reader acts on, as TOML escapes."""


def bundled(name: str, option: str) -> str:
    game = GAMES[name]
    found = next(o for o in game.declared_options if o.name == option)
    assert isinstance(found, DataOption)
    text = _bundled_text(game, found)
    assert text is not None
    return text


def test_every_game_has_a_data_option_to_check() -> None:
    assert {name for name, _ in DATA_OPTIONS} == set(GAMES)


@pytest.mark.parametrize("evil", sorted(EVIL))
@pytest.mark.parametrize(("name", "option"), DATA_OPTIONS)
def test_a_control_or_bidi_character_in_a_name_is_refused_naming_file_and_field_bug(
    name: str, option: str, evil: str
) -> None:
    text = bundled(name, option)
    found = re.search(r'^(\s*(\w+)\s*=\s*")', text, flags=re.MULTILINE)
    assert found is not None, "no string field to spoil"
    spoiled = text[: found.end()] + f"Rex{EVIL[evil]}" + text[found.end() :]
    file = DataFile("hostile.toml", spoiled, what=option)
    with pytest.raises(DataError) as refused:
        GAMES[name].resolve_options(**{option: file})
    message = str(refused.value)
    assert "hostile.toml" in message
    assert f".{found.group(2)}: " in message
    assert "is not allowed" in message


@pytest.mark.parametrize(("name", "option"), DATA_OPTIONS)
def test_a_byte_order_mark_is_read_as_no_data_bug(name: str, option: str) -> None:
    game = GAMES[name]
    text = bundled(name, option)
    plain = game.initial_state(seed=1, **{option: DataFile("plain.toml", text, what=option)})
    marked = DataFile("marked.toml", "\ufeff" + text, what=option)
    state = game.initial_state(seed=1, **{option: marked})  # a state keeps the file's text
    assert game.legal_actions(state) == game.legal_actions(plain)
    assert game.spec.text is not None
    assert game.spec.text(state) == game.spec.text(plain)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_text_pictures_never_show_a_control_character(name: str) -> None:
    draw = GAMES[name].spec.text
    assert draw is not None
    assert hasattr(draw, "__wrapped__")  # drawn through `safe_picture`
    picture = draw(GAMES[name].initial_state(seed=0))
    assert unsafe_character(picture, allowed="\n") is None


def test_svg_text_never_holds_a_control_character() -> None:
    assert escape("Rex\x1b[2J\u202e\x00<") == "Rex\\x1b[2J\\u202e\\x00&lt;"
