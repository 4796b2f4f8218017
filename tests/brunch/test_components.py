"""Component data: the bundled counts and points against the rulebooks; bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules import DataError, InvalidOptionError
from dinorules.brunch import GAME, Move, load_components

from .helpers import STANDARD_DATA, data_file, play, start

BRUNCH = {  # name: (count, points, effect), brunch.fr.txt:116-158
    "Birth": (3, 1, "birth"),
    "Hideout": (2, 1, "hideout"),
    "Flower": (4, 1, "flower"),
    "Indigestible": (3, 3, "sleep"),
    "Trap": (1, 3, "carnivore"),
    "SuperYum": (3, 1, "extra_action"),
    "Fruit": (12, 2, "none"),
}
SNACK = {  # COMPONENTS.md:80-86
    "Birth": (3, 1, "birth"),
    "Recon": (2, 1, "recon"),
    "AirTravel": (4, 1, "air_travel"),
    "AirRaid": (3, 1, "air_raid"),
    "Eruption": (2, 1, "eruption"),
    "Surprise": (2, 3, "carnivore"),
    "Yummy": (12, 2, "none"),
}


def tokens_of(box: str) -> dict[str, tuple[int, int, str]]:
    data = load_components("standard")
    return {t.name: (t.count, t.points, t.effect) for t in data.tokens if t.box == box}


@pytest.mark.rules(
    "BR-3.4", "BR-11.1", "BR-11.4", "BR-11.9", "BR-11.14", "BR-11.18", "BR-11.21", "BR-11.24"
)
def test_the_brunch_tokens_match_the_rulebook() -> None:
    assert tokens_of("brunch") == BRUNCH
    assert sum(count for count, _, _ in BRUNCH.values()) == 28


@pytest.mark.rules("BR-19.1", "BR-19.7", "BR-19.8", "BR-19.9", "BR-19.10", "BR-19.11", "BR-19.13")
def test_the_snack_tokens_match_the_published_list() -> None:
    assert tokens_of("snack") == SNACK
    data = load_components("standard")
    assert dict(data.pieces) == {"diplo": 5, "triceratops": 5, "raptor": 1, "trex": 2}
    parameters = {t.name: (t.capacity, t.carnivore, t.remove) for t in data.tokens}
    assert parameters["Hideout"][0] == 3  # BR-11.5
    assert parameters["Trap"][1] == "raptor" and parameters["Surprise"][1] == "trex"
    assert parameters["Eruption"][2] == 2
    assert data.fallback_looks == 2  # BR-12.2, BR-19.14


@pytest.mark.rules("BR-19.15", "BR-R1")
def test_snack_eggs_are_the_published_ones_and_brunch_boards_copy_them() -> None:
    data = load_components("standard")
    eggs = {b.name: (b.blue_egg, b.yellow_egg) for b in data.boards}
    assert eggs["A"] == ((1, 1), (1, 2))
    assert eggs["B"] == ((0, 1), (2, 1))
    assert eggs["C"] == ((2, 2), (0, 0))
    assert eggs["D"] == ((1, 2), (1, 1))
    assert [eggs[b] for b in "EFGH"] == [eggs[b] for b in "ABCD"]


@pytest.mark.rules("BR-R1")
def test_a_user_data_file_changes_the_game(tmp_path: Path) -> None:
    path = data_file(tmp_path, Trap=3, brunch_Fruit=10)
    state = play(start(components=path), Move((1, 1), "N"))
    outcomes = {o.token: p for o, p in GAME.chance_outcomes(state)}
    assert outcomes["Trap"] * 28 == 3 and outcomes["Fruit"] * 28 == 10


@pytest.mark.rules("BR-R1")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            (
                'count = 3\npoints = 1\neffect = "birth"',
                'count = "three"\npoints = 1\neffect = "birth"',
            ),
            r"tokens\[0\]\.count: expected int",
        ),
        (('effect = "flower"', 'effect = "bloom"'), r"tokens\[2\]\.effect: unknown effect 'bloom'"),
        (("capacity = 3\n", ""), r"tokens\[1\]\.capacity: missing field"),
        (
            ("blue = [1, 1], yellow = [1, 2] }", "blue = [1, 1], yellow = [1, 1] }"),
            r"boards\.A\.eggs",
        ),
        (
            ("blue = [0, 1], yellow = [2, 1] }", "blue = [0, 1], yellow = [3, 1] }"),
            r"boards\.B\.eggs\.yellow",
        ),
        (
            ('boards = ["E", "F", "G", "H"]', 'boards = ["E", "F", "G", "Z"]'),
            r"variants\.brunch\.boards\[3\]: unknown board 'Z'",
        ),
        (("[pieces]\ndiplo = 5", "[pieces]\ndiplo = 0"), r"pieces\.diplo: must be 1 or more"),
        (
            ("[layouts.square]", "[layouts.square]\nthree = []"),
            r"layouts\.square: unknown field 'three'",
        ),
        (
            ("fallback_looks = 2", "fallback_looks = 2\nextra = 1"),
            r"effects: unknown field 'extra'",
        ),
        (("[pieces]\ndiplo", "[pieces\ndiplo"), "not valid TOML"),
    ],
)
def test_a_malformed_data_file_names_the_file_and_field(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    text = STANDARD_DATA.read_text(encoding="utf-8")
    assert change[0] in text
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(change[0], change[1], 1), encoding="utf-8")
    with pytest.raises(DataError, match=message) as caught:
        load_components(str(path))
    assert str(path) in str(caught.value)
    with pytest.raises(DataError):
        GAME.initial_state(seed=0, components=str(path))


@pytest.mark.rules("BR-R1")
def test_token_counts_must_fill_the_free_squares(tmp_path: Path) -> None:
    path = data_file(tmp_path, Trap=2)  # 29 Brunch tokens for 28 squares
    with pytest.raises(DataError, match="29 grass tokens for 28 free squares"):
        GAME.initial_state(seed=0, components=path)


@pytest.mark.rules("BR-R1")
def test_a_missing_data_file_is_an_option_error() -> None:
    with pytest.raises(InvalidOptionError, match="components"):
        GAME.initial_state(seed=0, components="/no/such/components.toml")
    with pytest.raises(DataError, match="cannot read"):
        load_components("/no/such/components.toml")
