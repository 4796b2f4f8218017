"""Options and data errors through `initial_state`; illegal actions name their rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules import DataError, IllegalActionError, InvalidOptionError
from dinorules.miniature import GAME, Forward, KeepHand, Mulligan, Stop
from dinorules.miniature.data.components import load_components
from tests.miniature.helpers import RAPTORS, TRIKE, rectangle, scenario_file, settle, start


@pytest.mark.rules("MI-R2")
def test_a_player_count_the_scenario_does_not_seat_is_refused() -> None:
    with pytest.raises(InvalidOptionError, match=r"players=3.*skirmish"):
        GAME.initial_state(seed=0, players=3)
    with pytest.raises(InvalidOptionError, match=r"players=2.*free_for_all"):
        GAME.initial_state(seed=0, scenario="free_for_all")
    with pytest.raises(InvalidOptionError, match="scenario"):
        GAME.initial_state(seed=0, scenario="no_such_scenario")


@pytest.mark.rules("MI-R2")
def test_a_malformed_scenario_file_names_the_field(tmp_path: Path) -> None:
    path = scenario_file(
        tmp_path, [[RAPTORS], [TRIKE]], [rectangle(0, 1, 0, 5), rectangle(8, 9, -4, 0)]
    )
    text = Path(path).read_text(encoding="utf-8").replace("columns = 12", "columns = 'x'")
    Path(path).write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"board\.columns"):
        GAME.initial_state(seed=0, scenario=path)


@pytest.mark.rules("MI-R2", "MI-6.17")
def test_a_malformed_units_file_names_the_field(tmp_path: Path) -> None:
    source = Path(__file__).parents[2] / "src" / "dinorules" / "miniature" / "data" / "units.toml"
    bad = tmp_path / "units.toml"
    bad.write_text(
        source.read_text(encoding="utf-8").replace("movement = 2", "movement = '2'", 1),
        encoding="utf-8",
    )
    with pytest.raises(DataError, match=r"units\[0\]\.skills\.movement"):
        GAME.initial_state(seed=0, units=str(bad))


@pytest.mark.rules("MI-R13")
def test_illegal_actions_name_the_rule() -> None:
    state = settle(start())
    with pytest.raises(IllegalActionError, match="MI-R13: player 1 must choose a hero card"):
        GAME.apply(state, Stop())
    with pytest.raises(IllegalActionError, match="MI-R5: player 1 holds no hero card 'Nope'"):
        GAME.apply(state, Mulligan("Nope"))
    with pytest.raises(IllegalActionError, match="MI-R13: player 1 must choose"):
        GAME.apply(state, Forward("N"))
    assert "MI-R13: no player decides now" in GAME.spec.rules.explain_illegal(
        GAME.apply(GAME.apply(state, GAME.legal_actions(state)[0]), KeepHand()), Forward("N")
    )


@pytest.mark.rules("MI-4.9", "MI-R2", "MI-6.17", "MI-6.14", "MI-R12")
def test_the_starter_units_follow_the_book_movement_table() -> None:
    unit = load_components().unit
    assert unit["Velociraptor Pack"].skills.movement == 2
    assert unit["Triceratops"].skills.movement == 1
    assert unit["T-Rex"].skills.movement == 1
    assert {unit[n].skills.movement for n in ("ACU Squad", "Field Commander")} == {1}
    state = settle(start())
    raptors = GAME.observe(state, 0).units[0]
    assert raptors.health == (2, 2, 2)  # a unit is a group of models, each with its health
    assert raptors.hexes == ()  # its models share one footprint once placed (MI-R12)
