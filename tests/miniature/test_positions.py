"""Positions as text (MI-R81): exact round trips, hostile texts refused, the builder."""

from __future__ import annotations

import pytest

from dinorules.kernel.position import PositionError
from dinorules.miniature import GAME
from dinorules.miniature.actions import UseCard
from dinorules.testing import check_positions, fuzz_positions
from dinorules.testing.fuzz import option_sets

SCENARIOS = ({"scenario": "supply_run"}, {"scenario": "free_for_all", "players": 3})


@pytest.mark.rules("MI-R81")
@pytest.mark.parametrize("options", [*option_sets(GAME), *SCENARIOS], ids=str)
def test_every_state_of_random_games_reads_back_exactly(options: dict[str, object]) -> None:
    report = check_positions(GAME, games=1, steps=40, options=options)
    assert report.ok, report.problems
    assert report.checked == 4 * 40


@pytest.mark.rules("MI-R81")
def test_hostile_positions_are_refused_or_play_on() -> None:
    report = fuzz_positions(GAME, texts=300, seed=1)
    assert report.ok, report.problems


@pytest.mark.rules("MI-R81")
def test_a_fresh_game_is_short_and_names_units_by_letter() -> None:
    state = GAME.initial_state(seed=0)
    text = GAME.position(state)
    assert text.startswith("miniature; phase mulligan; actor 1; first_player 1; units {A: Unit(")
    assert "health" not in text  # every model at full health
    assert "deck=" not in text  # each deck is the rest of its cards
    assert "Fight()" in text  # records leave out their defaults
    assert GAME.from_position(text) == state


@pytest.mark.rules("MI-R81")
def test_options_and_a_users_file_are_in_the_header(tmp_path: object) -> None:
    state = GAME.initial_state(seed=2, scenario="supply_run", max_rounds=9)
    text = GAME.position(state)
    assert text.startswith("miniature scenario=supply_run max_rounds=9; ")
    assert GAME.from_position(text) == state


def _refused(text: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.from_position(text)
    return caught.value


_PLACED = (
    "units {A: Unit(at=c1r2, active=Frenzy), B: Unit(at=c0r1, active=Charge), "
    "C: Unit(at=c5r4, facing=s, active=Advance), D: Unit(at=c5r1, active=Alpha stare)}"
)


@pytest.mark.rules("MI-R81", "MI-5.3", "MI-5.5", "MI-R4", "MI-6.17", "MI-6.14", "MI-R49")
@pytest.mark.parametrize(
    ("section", "field", "rule"),
    [
        ("units {Z: Unit()}", "units", "MI-R81"),
        ("units {A: Unit(at=x9)}", "units.A.at", "MI-R81"),
        ("units {A: Unit(at=c40r3)}", "units.A.at", "MI-5.3"),
        ("units {A: Unit(at=c4r1)}", "units.A.at", "MI-5.3"),  # impassable
        ("units {A: Unit(at=c2r2), B: Unit(at=c2r2)}", "units.B.at", "MI-5.5"),
        ("units {A: Unit(hand={Frenzy*5})}", "units.A", "MI-R4"),
        ("units {A: Unit(hand={Moonwalk})}", "units.A", "MI-R4"),
        ("units {A: Unit(health=[2, 2, 9])}", "units.A.health", "MI-6.17"),
        ("units {B: Unit(health=[9, 9])}", "units.B.health", "MI-6.14"),
        ("units {A: Unit(grabbing=Q)}", "units.A.grabbing", "MI-R81"),
        ("units {A: Unit(adrenaline=9999)}", "units.A.adrenaline", "MI-R45"),
        ("heroes {0: Heroes(hand={Airdrop})}", "heroes.0", "MI-R49"),
        ("heroes {5: Heroes()}", "heroes.5", "MI-R81"),
        ("actor 7", "actor", "MI-1.1"),
        ("phase face; deployer 1", "placement.unit", "MI-R6"),
        ("phase face", "actor", "MI-3.5"),
        ("phase going_on", "phase", "MI-R81"),
        ("round Round(number=-3)", "round.number", "MI-R81"),
        ("fight Fight(queue=[9])", "fight.queue", "MI-R81"),
        ("phase nowhere", "phase", "MI-R81"),
    ],
)
def test_an_invalid_section_is_refused_naming_its_field_and_rule(
    section: str, field: str, rule: str
) -> None:
    error = _refused(f"miniature; {section}")
    assert (error.field, error.rule) == (field, rule)


@pytest.mark.rules("MI-8.5", "MI-7.1", "MI-3.5", "MI-1.1")
def test_a_phase_that_cannot_follow_the_rest_is_refused() -> None:
    activating = _refused(f"miniature; phase activate; actor 0; {_PLACED}; agenda [next_group]")
    assert (activating.field, activating.rule) == ("activation.unit", "MI-8.5")
    unknown = _refused("miniature; first_player -1")
    assert (unknown.field, unknown.rule) == ("first_player", "MI-1.1")
    undeployed = _refused("miniature; phase reveal; agenda [next_group]")
    assert (undeployed.field, undeployed.rule) == ("units.A.at", "MI-3.5")
    again = _refused(f"miniature; phase reveal; {_PLACED}; agenda [first_initiative]")
    assert (again.field, again.rule) == ("agenda", "MI-7.1")


@pytest.mark.rules("MI-R81")
def test_a_partial_text_changes_only_what_it_names() -> None:
    fresh = GAME.initial_state(seed=4)
    state = GAME.from_position("miniature; units {C: Unit(hand={Advance, Volley})}; rng seed 4")
    assert state.units[2].hand == fresh.units[2].hand.__class__.of(["Advance", "Volley"])
    whole = state.components.deck_cards["ACU Squad"]
    assert len(state.units[2].deck) == len(whole) - 2  # the rest of the ACU Squad's deck
    assert state.units[0] == fresh.units[0]
    assert state.heroes == fresh.heroes


@pytest.mark.rules("MI-R81", "MI-8.5")
def test_the_builder_sets_up_an_activation_in_the_games_words() -> None:
    state = (
        GAME.position_builder(forced="explicit")
        .unit(0, 0, at="c4r3", facing="n", health=1, active="Frenzy")
        .unit(0, 1, at="c0r0", active="Charge")
        .unit(1, 0, at="c4r2", facing="s", active="Advance")
        .unit(1, 1, at="c4r4", active="Quick step")
        .heroes(1, "Airdrop", discard=("Rally",))
        .round(2)
        .activate(0, 0)
        .build()
    )
    seen = GAME.observe(state, 0)
    assert (seen.phase.name, GAME.current_player(state), seen.activating) == ("ACTIVATE", 0, 0)
    assert state.units[0].health == (1, 1, 1)
    assert "Frenzy" not in state.units[0].hand  # taken from the dealt hand
    assert state.heroes[1].hand.distinct() == ("Airdrop",)
    assert state.round.number == 2
    assert GAME.from_position(GAME.position(state)) == state
    assert GAME.apply(state, UseCard()).phase.name == "MOVE"  # Frenzy is Forced (MI-8.11)


@pytest.mark.rules("MI-R81", "MI-8.5")
def test_the_builder_refuses_what_the_game_would_not_reach() -> None:
    builder = GAME.position_builder()
    with pytest.raises(PositionError) as no_card:
        builder.unit(0, 0, at="c4r3").activate(0, 0)
    assert (no_card.value.field, no_card.value.rule) == ("units.A", "MI-8.5")
    with pytest.raises(PositionError) as no_unit:
        builder.unit(0, 5, at="c4r3")
    assert no_unit.value.field == "units"
    with pytest.raises(PositionError) as facing:
        builder.unit(0, 0, facing="up")
    assert facing.value.field == "facing"


@pytest.mark.rules("MI-R81", "MI-R70")
def test_an_observations_position_names_no_hidden_card() -> None:
    state = GAME.initial_state(seed=0)
    text = GAME.position(GAME.observe(state, 0))
    assert text.startswith("miniature observation; ")
    for card in state.units[2].hand:  # the ACU Squad's hand, seat 1's
        assert card not in text
    for card in state.heroes[1].hand:
        assert card not in text
