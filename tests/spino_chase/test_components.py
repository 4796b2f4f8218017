"""The deck and the board as data: the bundled ones, and malformed files (SC-R1, SC-R3)."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

from dinorules import DataError
from dinorules.spino_chase import GAME
from dinorules.spino_chase.board import SPINOSAURUS_DIRECTIONS, STEPS
from dinorules.spino_chase.components import STANDARD, Tables, load_board, load_deck

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "spino_chase.md"

GOOD_CARD = 'name = "Compy"\nkind = "dinosaur"\nvalue = 1\ncount = 20\n'
GOOD_BOARD = {
    "name": '"b"',
    "lanes": "3",
    "rows": "6",
    "start_spaces": "[[0, 0], [2, 0]]",
    "spinosaurus_start": "[1, 0]",
}


@pytest.mark.rules("SC-R3")
def test_the_standard_deck_is_the_documented_forty_cards() -> None:
    deck = load_deck("standard")
    assert deck.size == 40
    # Canonical order: Dinosaurs by value, then Escapes by bonus (the docs' table).
    assert [(c.name, c.kind, c.value, c.count) for c in deck.cards] == [
        ("Compsognathus", "dinosaur", 1, 6),
        ("Velociraptor", "dinosaur", 2, 6),
        ("Pteranodon", "dinosaur", 3, 6),
        ("Tyrannosaurus", "dinosaur", 4, 6),
        ("Spinosaurus", "dinosaur", 5, 6),
        ("Satellite Phone", "escape", 1, 4),
        ("Parasail", "escape", 2, 3),
        ("River Boat", "escape", 3, 3),
    ]
    assert [c.name for c in deck.cards if c.spinosaurus] == ["Spinosaurus"]


@pytest.mark.rules("SC-R1")
def test_the_standard_board_and_its_documented_picture() -> None:
    board = load_board("standard")
    assert (board.lanes, board.rows) == (5, 13)
    assert board.start_spaces == ((1, 0), (3, 0), (0, 0), (4, 0))
    assert board.spinosaurus_start == (2, 0)
    picture = board.picture()
    assert picture.splitlines()[-2] == "  0  2  0  S  1  3"
    assert picture in DOCS.read_text(encoding="utf-8")


def _deck(tmp_path: Path, text: str) -> str:
    path = tmp_path / "deck.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.rules("SC-R3")
@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[[cards]]\n" + GOOD_CARD, r"name: missing field"),
        ('name = "d"\ncards = []\n', r"cards: a deck needs at least one card type"),
        ('name = "d"\n[[cards]]\n' + GOOD_CARD.replace("1\n", '"1"\n', 1), r"cards\[0\]\.value"),
        ('name = "d"\n[[cards]]\n' + GOOD_CARD.replace("dinosaur", "egg"), r"cards\[0\]\.kind"),
        ('name = "d"\n[[cards]]\n' + GOOD_CARD.replace("20", "0"), r"cards\[0\]\.count"),
        ('name = "d"\n[[cards]]\n' + GOOD_CARD.replace("= 1", "= 0"), r"cards\[0\]\.value"),
        ('name = "d"\n[[cards]]\n' + GOOD_CARD + "colour = 1\n", r"cards\[0\]\.colour"),
        (
            'name = "d"\n[[cards]]\n' + GOOD_CARD + "[[cards]]\n" + GOOD_CARD,
            r"cards\[1\]\.name: duplicate",
        ),
        (
            'name = "d"\n[[cards]]\n'
            + GOOD_CARD.replace("dinosaur", "escape")
            + "spinosaurus = true\n",
            r"cards\[0\]\.spinosaurus",
        ),
        ('name = "d"\n[[cards]\n', r"not valid TOML"),
    ],
)
def test_a_malformed_deck_file_names_the_file_and_the_field(
    tmp_path: Path, text: str, message: str
) -> None:
    path = _deck(tmp_path, text)
    with pytest.raises(DataError, match=message) as caught:
        GAME.initial_state(seed=0, deck=path)
    assert path in str(caught.value)


@pytest.mark.rules("SC-R1", "SC-R2")
@pytest.mark.parametrize(
    ("field", "bad", "message"),
    [
        ("lanes", "0", r"lanes: must be 1 to 26"),
        ("rows", "1", r"rows: must be 2 or more"),
        ("rows", '"six"', r"rows: expected int"),
        ("start_spaces", "[[0, 0]]", r"start_spaces: at least 2"),
        ("start_spaces", "[[0, 0], [3, 0]]", r"start_spaces\[1\]: \[3, 0\] is off the board"),
        ("start_spaces", "[[0, 0], [0, 0]]", r"start_spaces\[1\]: \[0, 0\] is listed twice"),
        ("start_spaces", "[[0, 0], [1]]", r"start_spaces\[1\]: expected \[lane, row\]"),
        ("spinosaurus_start", "[0, 0]", r"spinosaurus_start: \[0, 0\] is also a player's"),
        ("spinosaurus_start", None, r"spinosaurus_start: missing field"),
        ("holes", "[]", r"holes: unknown field"),
    ],
)
def test_a_malformed_board_file_names_the_file_and_the_field(
    tmp_path: Path, field: str, bad: str | None, message: str
) -> None:
    fields = dict(GOOD_BOARD)
    if bad is None:
        del fields[field]
    else:
        fields[field] = bad
    path = tmp_path / "board.toml"
    path.write_text("".join(f"{k} = {v}\n" for k, v in fields.items()), encoding="utf-8")
    with pytest.raises(DataError, match=message) as caught:
        GAME.initial_state(seed=0, board=str(path))
    assert str(path) in str(caught.value)


@pytest.mark.rules("SC-R1", "SC-R3")
def test_a_users_deck_and_board_are_used(tmp_path: Path) -> None:
    deck = _deck(tmp_path, 'name = "compys"\n[[cards]]\n' + GOOD_CARD)
    board = tmp_path / "board.toml"
    board.write_text("".join(f"{k} = {v}\n" for k, v in GOOD_BOARD.items()), encoding="utf-8")
    # Explicit forced decisions: the one-card deck leaves seat 0 a single card to play.
    state = GAME.initial_state(seed=0, deck=deck, board=str(board), forced="explicit")
    seen = GAME.observe(state, 0)
    assert dict(seen.hand.counts) == {"Compy": 7}
    assert seen.pile_size == 6
    assert seen.pawns == ((0, 0), (2, 0))
    assert seen.spinosaurus == (1, 0)


@pytest.mark.rules("SC-R1", "SC-R3")
def test_the_compiled_tables_are_values_of_their_deck_and_board() -> None:
    deck, board = load_deck("standard"), load_board("standard")
    built = Tables.build(deck, board)
    assert built == STANDARD and Tables.build(deck, board) is built  # compiled once
    assert Tables.compile(deck, board) == STANDARD
    assert hash(Tables.compile(deck, board)) == hash(STANDARD)
    assert pickle.loads(pickle.dumps(STANDARD)) == STANDARD  # rebuilt from the sources
    assert copy.deepcopy(STANDARD) is STANDARD
    assert repr(STANDARD) == "Tables(deck='standard', board='standard')"
    other = Tables.build(deck, board.replace(rows=4))
    assert other != STANDARD
    assert len(other.coords) == 4 * 5


@pytest.mark.rules("SC-5.9", "SC-R9", "SC-R16")
def test_the_spinosaurus_directions_are_the_steps_in_canonical_order() -> None:
    assert tuple(STEPS) == SPINOSAURUS_DIRECTIONS
