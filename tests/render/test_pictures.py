"""The text and SVG pictures: legible boards, valid SVG, and nothing a seat may not see."""

from __future__ import annotations

import importlib
import io
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import dinorules
from dinorules.brunch.observation import omniscient
from dinorules.cli import main
from dinorules.kernel import to_json_value
from dinorules.kernel.hexgrid import to_offset
from dinorules.kernel.render import element, label, svg_document, text_grid
from dinorules.miniature import svg as minisvg
from dinorules.miniature import text as minitext
from dinorules.miniature.names import unit_letter
from dinorules.spino_chase.components import load_board
from dinorules.spino_chase.view import hands_of

from .helpers import play

DRAWN = ("brunch", "spino_chase", "jurassattack", "island_survival")
SVG = "{http://www.w3.org/2000/svg}"


def _package(name: str) -> Any:
    return importlib.import_module(f"dinorules.{name}")


def _without_legend(svg: str) -> str:
    """A picture without its legend (one line, the same words in every picture)."""
    return "\n".join(line for line in svg.splitlines() if not line.startswith('<g class="legend"'))


def _words(value: Any) -> set[str]:
    """Every string inside a JSON-like value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_words(v) for v in value.values()), set(map(str, value)))
    if isinstance(value, list):
        return set().union(*(_words(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("name", [*DRAWN, "miniature"])
def test_every_view_of_every_step_is_text_and_well_formed_svg(name: str) -> None:
    game = dinorules.GAMES[name]
    text, svg_of = game.spec.text, game.spec.svg
    assert text is not None and svg_of is not None
    for state in play(name, seed=3, steps=40)[::8]:
        for player in range(game.num_players(state)):
            seen = game.observe(state, player)
            picture = text(seen)
            assert picture == text(state, player=player)
            assert f"seat {player}" in picture.splitlines()[0]
            svg = svg_of(seen)
            root = ET.fromstring(svg)
            assert root.tag == f"{SVG}svg"
            assert root.find(f"{SVG}title") is not None
            assert seen._repr_svg_() == svg
            assert svg in seen._repr_html_()
        assert "everything" in text(state).splitlines()[0]
        ET.fromstring(svg_of(state))
    package, last = _package(name), state  # the package exports the same pictures
    assert (package.render(last), package.render_svg(last)) == (text(last), svg_of(last))


def test_the_miniature_map_puts_each_unit_on_its_hexes() -> None:
    game = dinorules.GAMES["miniature"]
    states = play("miniature", seed=1, steps=60, pick=0, scenario="free_for_all", players=3)
    seen = game.observe(states[-1], 0)
    placed = [(n, unit) for n, unit in enumerate(seen.units) if unit.hexes]
    assert placed
    lines = minitext.render(states[-1], player=0).splitlines()[3:]
    for number, unit in placed:
        for hex_ in unit.hexes:
            column, row = to_offset(hex_)
            assert lines[2 * row + (column & 1)][4 + 2 * column] == unit_letter(number)
    svg = minisvg.render_svg(seen)
    assert svg.count('class="unit"') == sum(len(unit.hexes) for _, unit in placed)


@pytest.mark.rules("SC-2.8", "SC-2.9")
def test_a_spinosaurus_chase_seat_sees_its_hand_and_only_the_sizes_of_the_others() -> None:
    spino = _package("spino_chase")
    game = dinorules.GAMES["spino_chase"]
    for seed in range(40):
        state = game.initial_state(seed=seed)
        seen = game.observe(state, 0)
        rival = set(hands_of(state, None)[1].distinct()) - _words(to_json_value(seen))
        rival.discard("Spinosaurus")  # the card shares its name with the piece on the board
        if rival:
            break
    assert rival, "the test needs a card only seat 1 holds"
    for picture in (spino.render(seen), _without_legend(spino.render_svg(seen))):
        assert not [card for card in rival if card in picture]
        assert "seat 1: 7 cards" in picture
    assert all(card in spino.render(state) for card in rival)


@pytest.mark.rules("JA-R13")
def test_a_jurassattack_seat_sees_the_rival_hand_as_backs_only() -> None:
    ja = _package("jurassattack")
    game = dinorules.GAMES["jurassattack"]
    for seed in range(40):
        state = game.initial_state(seed=seed)
        seen = game.observe(state, 0)
        rival = set(state.hands[1].distinct()) - _words(to_json_value(seen))
        if rival:
            break
    assert rival, "the test needs a card only seat 1 holds"
    svg = _without_legend(ja.render_svg(seen))
    assert not [card for card in rival if card in ja.render(seen) or card in svg]
    assert svg.count('class="back"') == 2 + seen.seats[1].hand_size  # decks, the rival's hand
    assert all(card in ja.render_svg(state) for card in rival)


@pytest.mark.rules("BR-R13", "BR-R14")
def test_a_brunch_team_sees_face_down_grass_it_has_not_looked_at() -> None:
    brunch = _package("brunch")
    game = dinorules.GAMES["brunch"]
    for state in play("brunch", seed=0, steps=40, pick=0):
        seen = game.observe(state, 0)
        everything = omniscient(state)
        hidden = [
            square
            for square, mine, all_ in zip(seen.squares, seen.board, everything.board, strict=True)
            if mine == "grass" and all_.startswith("grass:")
        ]
        if hidden:
            break
    else:
        pytest.fail("no drawn token hidden from seat 0 in this game")
    grid = {
        (int(column), int(line.split()[0])): cell
        for line in brunch.render(seen).splitlines()[3:9]
        for column, cell in enumerate(line.split()[1:])
    }
    full = {
        (int(column), int(line.split()[0])): cell
        for line in brunch.render(state).splitlines()[3:9]
        for column, cell in enumerate(line.split()[1:])
    }
    for square in hidden:
        assert grid[square] == "~~"
        assert full[square].startswith("~") and full[square] != "~~"


def test_the_brunch_grid_puts_each_figure_on_its_square() -> None:
    brunch = _package("brunch")
    game = dinorules.GAMES["brunch"]
    state = play("brunch", seed=2, steps=30, pick=0)[-1]
    seen = game.observe(state, 1)
    lines = brunch.render(seen).splitlines()
    header = lines[2].split()
    assert header == [str(c) for c in range(6)]
    rows = {int(line.split()[0]): line.split()[1:] for line in lines[3:9]}
    colours = {"blue": "b", "orange": "o"}
    for (column, row), name in zip(seen.squares, seen.board, strict=True):
        cell = rows[row][column]
        if name.endswith("triceratops"):
            assert cell == colours[name.split()[0]] + "T"
        elif name == "":
            assert cell == "."
        elif name == "grass":
            assert cell == "~~"


def test_the_chase_board_puts_each_pawn_in_its_lane_and_row() -> None:
    spino = _package("spino_chase")
    game = dinorules.GAMES["spino_chase"]
    state = play("spino_chase", seed=11, steps=60)[-1]
    seen = game.observe(state, 0)
    lines = spino.render(seen).splitlines()
    assert lines[2] == "~ Final Escape ~"
    lanes = lines[3].split()
    assert lanes == ["a", "b", "c", "d", "e"]
    rows = {int(line.split()[0]): line.split()[1:] for line in lines[4:17]}
    assert sorted(rows) == list(range(13))
    for seat, (lane, row) in enumerate(seen.pawns):  # type: ignore[misc]
        assert str(seat) in rows[row][lane]
    lane, row = seen.spinosaurus
    assert "S" in rows[row][lane]
    marked = sum(len(cell) for cells in rows.values() for cell in cells if cell != ".")
    assert marked == len(seen.pawns) + 1


def test_an_observation_of_another_board_is_drawn_on_the_board_given() -> None:
    spino = _package("spino_chase")
    game = dinorules.GAMES["spino_chase"]
    seen = game.observe(game.initial_state(seed=1), 0)
    short = load_board("standard").replace(rows=4)
    assert (
        len(spino.render(seen, board=short).splitlines())
        == len(spino.render(seen).splitlines()) - 9
    )


@pytest.mark.parametrize("name", ["brunch", "spino_chase"])
def test_play_shows_a_board_a_person_can_play_from(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nq\n"))
    assert main(["play", name, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    if name == "brunch":
        assert "    0   1   2   3   4   5" in out and "bT" in out and "~~" in out
    else:
        assert "~ Final Escape ~" in out and "     a  b  c  d  e" in out
    assert "  1. " in out


def test_svg_text_is_escaped_and_documents_are_standalone() -> None:
    picture = svg_document(10, 10, [label(1, 2, "<T-Rex & co>")], title='"a" < b')
    root = ET.fromstring(picture)
    assert root.find(f"{SVG}text").text == "<T-Rex & co>"  # type: ignore[union-attr]
    assert root.find(f"{SVG}title").text == '"a" < b'  # type: ignore[union-attr]
    assert element("rect", width=2, fill=None) == '<rect width="2"/>'
    assert text_grid({(1, 0): "X"}, ["a", "b"], ["9"]) == ["    a b", "  9 . X"]


def test_a_renderer_names_what_it_was_given_when_it_cannot_draw_it() -> None:
    with pytest.raises(TypeError, match="BrunchState or BrunchObservation"):
        _package("brunch").render("a meadow")


def test_an_observation_beyond_the_standard_board_is_drawn_whole(tmp_path: Path) -> None:
    spino = _package("spino_chase")
    board = tmp_path / "wide.toml"
    board.write_text(
        'name = "wide"\nlanes = 8\nrows = 4\nstart_spaces = [[6, 0], [7, 0]]\n'
        "spinosaurus_start = [0, 0]\n",
        encoding="utf-8",
    )
    game = dinorules.GAMES["spino_chase"]
    seen = game.observe(game.initial_state(seed=1, board=str(board)), 0)
    lines = spino.render(seen).splitlines()
    assert lines[3].split() == list("abcdefgh")
    start_row = next(line for line in lines if line.split()[:1] == ["0"])
    assert start_row.split()[1:] == ["S", ".", ".", ".", ".", ".", "0", "1"]


@pytest.mark.parametrize("name", sorted(dinorules.GAMES))
def test_str_of_a_state_is_its_games_text_picture(name: str) -> None:
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=2)
    text = str(state)
    assert text == game.spec.text(state)
    assert "Rng(" not in text and "explicit_chance" not in text  # not the attrs repr
    assert repr(state).startswith(type(state).__name__ + "(")  # the repr is still the repr


def test_island_survival_text_says_who_each_seat_is_and_what_happens_in_words() -> None:
    game = dinorules.GAMES["island_survival"]
    text = game.spec.text(game.initial_state(seed=1), player=0)
    assert "seat 0 plays the dinosaurs, seats 1 to 3 the humans" in text  # IS-R1
    assert "in play" in text and "in_play" not in text
    assert "the human player picks a pawn to move" in text and "pick_pawn" not in text


def test_every_island_survival_phase_has_words() -> None:
    from dinorules.island_survival.state import Phase  # noqa: PLC0415
    from dinorules.island_survival.view import _PHASES  # noqa: PLC0415

    assert set(_PHASES) == set(Phase)


def test_the_brunch_legend_names_every_mark_of_the_grid() -> None:
    game = dinorules.GAMES["brunch"]
    state = game.initial_state(seed=1)
    for _ in range(200):  # until a square is empty
        grid = game.spec.text(state, player=0).split("== tokens ==")[0].split("\n", 3)[3]
        if "." in grid:
            break
        state = game.apply(state, game.legal_actions(state)[0])
    assert "." in grid
    assert ". empty" in game.spec.text(state, player=0)
