"""Components as data: bundled or user files, checked with errors naming file and field (IS-R24)."""

from __future__ import annotations

from pathlib import Path

import pytest

import dinorules.island_survival as isl
from dinorules import DataError, InvalidOptionError
from tests.island_survival.helpers import DATA, Pick, Roll, play


def spoil(tmp_path: Path, kind: str, old: str, new: str) -> str:
    """A copy of the bundled ``kind`` file with ``old`` replaced by ``new``; its path.

    ``old`` and ``new`` may hold several replacements separated by `` || ``.
    """
    text = (DATA / f"{kind}.toml").read_text(encoding="utf-8")
    for before, after in zip(old.split(" || "), new.split(" || "), strict=True):
        assert before in text, before
        text = text.replace(before, after, 1)
    path = tmp_path / f"my_{kind}.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.rules("IS-R24")
def test_copies_of_the_bundled_files_give_the_same_game(tmp_path: Path) -> None:
    paths = {
        kind: spoil(tmp_path, kind, "name", "name") for kind in ("board", "cards", "dice", "cast")
    }
    mine = isl.initial_state(seed=3, **paths)
    assert isl.observe(mine, 1) == isl.observe(isl.initial_state(seed=3), 1)


@pytest.mark.rules("IS-R24", "IS-R4")
def test_the_dice_are_data(tmp_path: Path) -> None:
    dice = spoil(
        tmp_path,
        "dice",
        """character_movement = [
  { label = "1", steps = 1 },""",
        """character_movement = [
  { label = "1", steps = 1, count = 5 },""",
    )
    state = isl.initial_state(seed=0, chance="explicit", dice=dice)
    assert dict(isl.chance_outcomes(state))[Roll("1")] == pytest.approx(5 / 10)


@pytest.mark.parametrize(
    ("kind", "old", "new", "message"),
    [
        ("board", '["B6", "BEACH"], || ["H2", "BEACH"],', " || ", "BEACH' is unreachable"),
        ("board", 'tags = ["humans_only"]', 'tags = ["lava"]', r"spaces\[\d+\]\.tags: unknown tag"),
        ("board", '["J2", "J6"], ["J3"', '["J2", "J3"], ["J3"', r"barriers\[0\].*also linked"),
        ("board", 'start = "B4" }', 'start = "H1" }', "humans only"),
        ("board", 'section = "Jaw to Jaw", x = 1', 'section = "Jaw", x = 1', "unknown section"),
        ("cards", 'effect = "none"', 'effect = "teleport"', r"cards\[5\]\.effect: unknown effect"),
        ("cards", 'target = "Spino B"', 'target = "Spino C"', r"cards\[6\]\.target"),
        ("cards", 'effect = "win"', 'effect = "none"', "no 'win' card"),
        (
            "cards",
            'effect = "none", text',
            'effect = "none", amount = 2, text',
            "takes no 'amount'",
        ),
        (
            "dice",
            '{ label = "4", steps = 4 }',
            '{ label = "4" }',
            r"character_movement\[3\]\.steps",
        ),
        ("dice", '{ label = "3", steps = 3 },', '{ label = "2", steps = 3 },', "duplicate face"),
        ("cast", "pawns_each = 2", "pawns_each = 3", r"setups\[2\]\.pawns_each"),
        ("cast", '["raptor"]', '["flying"]', "unknown ability"),
        ("cast", 'name = "Velociraptor"', 'name = "Raptor"', "not a dinosaur kind"),
    ],
)
def test_a_malformed_file_names_the_file_and_the_field(
    tmp_path: Path, kind: str, old: str, new: str, message: str
) -> None:
    path = spoil(tmp_path, kind, old, new)
    with pytest.raises(DataError, match=message) as caught:
        isl.initial_state(seed=0, **{kind: path})
    assert f"{kind} file {path}" in str(caught.value)


JAW_BUT_ERIC = ("The T-Rex roars", "Wait for me!", "Crash landing", "First-aid kit", "Quiet jungle")


@pytest.mark.parametrize(
    ("kind", "old", "new", "message"),
    [
        ("board", 'name = "standard"', 'name = "standard"\ncolour = "green"', "field 'colour'"),
        ("board", '{ id = "J2", section', '{ id = "J1", section', r"spaces\[2\]\.id"),
        ("board", '["START", "J1"],', '["START", "J99"],', r"links\[0\]: unknown space 'J99'"),
        ("board", 'nest = "NEST"', 'nest = "START"', "nest: 'START' must be in a section"),
        ("board", 'beach = "BEACH"', 'beach = "B6"', "must be a Draw Card space"),
        ("board", '{ id = "Ptera 2"', '{ id = "Ptera 1"', r"dinosaurs\[5\]\.id"),
        (
            "board",
            'kind = "Pteranodon", start = "P9"',
            'kind = "Pteranodon", start = "S9"',
            "carries to the nest",
        ),
        ("cards", '"Rickety bridge"', '"First-aid kit"', "duplicate card 'First-aid kit'"),
        ("cards", 'count = 2, text = "Wings', 'count = 0, text = "Wings', "count: must be 1"),
        ("cards", "amount = 2", "amount = 0", "amount: must be 1 or more"),
        ("cards", 'target = "Spino B", raptors_from', "raptors_from", "target: missing field"),
        (
            "cards",
            'section = "Jaw to Jaw", effect = "eric"',
            'section = "Jaws", effect = "eric"',
            "no board section 'Jaws'",
        ),
        ("cards", 'raptors_from = "Raptor Rumble"', 'raptors_from = "Raptors"', "raptors_from"),
        (
            "cards",
            " || ".join(f'"{name}", section = "Jaw to Jaw"' for name in JAW_BUT_ERIC),
            " || ".join(f'"{name}", section = "Race to the Rescue"' for name in JAW_BUT_ERIC),
            "needs a card other than 'eric'",
        ),
        (
            "dice",
            '{ label = "1", lose = 1, count = 2 }',
            '{ label = "1", lose = 1, count = 0 }',
            r"dinosaur_battle\[0\]\.count",
        ),
        (
            "dice",
            '{ label = "Escape 3", escape = 3 }',
            '{ label = "Escape 3", escape = -1 }',
            "escape: must be 0 or more",
        ),
        ("dice", "human_battle = [", "human_fight = [", "field 'human_fight'"),
        ("dice", '{ label = "4", steps = 4 }', '{ label = "4", steps = true }', "expected int"),
        ("cast", '{ name = "Nash" }', '{ name = "Nash", joins_later = true }', "only one"),
        ("cast", "{ players = 2, pawns_each = 6", "{ players = 1, pawns_each = 6", "2 or more"),
        ("cast", '{ name = "Billy" }', '{ name = "Alan" }', r"characters\[1\]\.name"),
    ],
)
def test_more_malformed_files(tmp_path: Path, kind: str, old: str, new: str, message: str) -> None:
    path = spoil(tmp_path, kind, old, new)
    with pytest.raises(DataError, match=message) as caught:
        isl.initial_state(seed=0, **{kind: path})
    assert f"{kind} file {path}" in str(caught.value)


def test_a_file_that_is_not_toml_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("spaces = [", encoding="utf-8")
    with pytest.raises(DataError, match=r"board file .*bad\.toml: not valid TOML"):
        isl.initial_state(seed=0, board=str(path))


@pytest.mark.parametrize(
    ("options", "names"),
    [
        ({"max_turns": 0}, "max_turns"),
        ({"max_turns": True}, "max_turns"),
        ({"max_turns": "ten"}, "max_turns"),
        ({"max_turns": 100_001}, "max_turns"),
        ({"rounds": 50}, "rounds"),
        ({"board": "no/such/board.toml"}, "board"),
        ({"cards": ""}, "cards"),
        ({"players": 5}, "players"),
        ({"seats": 3}, "seats"),
    ],
)
def test_bad_options_name_the_option(options: dict[str, object], names: str) -> None:
    with pytest.raises(InvalidOptionError, match=names):
        isl.initial_state(seed=0, **options)


def test_a_cast_without_a_set_up_for_the_player_count_names_players(tmp_path: Path) -> None:
    cast = spoil(
        tmp_path, "cast", "  { players = 3, pawns_each = 3, chips = 4, late_chips = 2 },\n", ""
    )
    isl.initial_state(seed=0, cast=cast, players=4)
    with pytest.raises(InvalidOptionError, match="players=3"):
        isl.initial_state(seed=0, cast=cast, players=3)


def test_the_bundled_data_sets_are_named_standard() -> None:
    state = play(isl.initial_state(seed=0, chance="explicit"), Roll("2"))
    assert isl.legal_actions(state) == (Pick("Alan"), Pick("Billy"))
    assert isl.GAME.defaults["board"] == isl.GAME.defaults["cards"] == "standard"
