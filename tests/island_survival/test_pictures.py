"""The picture of a game on the island: it fits a page, every piece tells itself apart."""

from __future__ import annotations

import re

import pytest

import dinorules
from dinorules.island_survival import render_svg
from dinorules.island_survival.board import load_board
from dinorules.island_survival.svg import board_svg, piece_codes
from tests.render.helpers import play
from tests.render.svg_facts import SVG, groups, legend_texts, root_of, texts

GAME = dinorules.GAMES["island_survival"]


def _pictures() -> list[str]:
    states = play("island_survival", seed=5, steps=80, pick=1)
    return [
        board_svg(load_board("standard")),
        *(render_svg(state) for state in states[::20]),
        render_svg(states[-1], player=2),
    ]


@pytest.mark.rules("IS-R3")
def test_the_island_fits_a_page_in_text_of_11_px_or_more() -> None:
    for svg in _pictures():
        root = root_of(svg)
        assert float(root.get("width", "0")) <= 1200
        assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
        assert min(size for _, size in texts(root)) >= 11


@pytest.mark.rules("IS-R2")
def test_each_piece_has_a_code_of_its_own_named_in_the_legend() -> None:
    state = GAME.initial_state(seed=1, players=4)
    root = root_of(render_svg(state))
    drawn = {
        g.get("data-pick"): "".join(g.find(f"{SVG}text").itertext())  # type: ignore[union-attr]
        for g in groups(root, "character") + groups(root, "dinosaur")
    }
    assert "Alan" in drawn and "Amanda" in drawn and "Raptor 1" in drawn
    assert len(set(drawn.values())) == len(drawn)  # Alan and Amanda are no longer both "A"
    legend = legend_texts(root)
    for name in drawn:
        assert any(line.startswith(f"{name}: ") for line in legend), name
    codes = piece_codes(["Alan", "Amanda", "Spino A", "Spino B", "Raptor 1", "Raptor 2"])
    assert codes == {
        "Alan": "Al",
        "Amanda": "Am",
        "Spino A": "SA",
        "Spino B": "SB",
        "Raptor 1": "R1",
        "Raptor 2": "R2",
    }
    crowded = piece_codes(["Rex", "Rex ", "Rexy", "Rexa", "Rexa 1"])
    assert len(set(crowded.values())) == len(crowded) == 5


@pytest.mark.rules("IS-R1")
def test_the_picture_says_who_each_seat_is_and_has_a_legend_for_every_symbol() -> None:
    svg = render_svg(GAME.initial_state(seed=1, players=3), player=1)
    assert "seat 0 plays the dinosaurs, seats 1 to 2 the humans" in svg
    legend = " ".join(legend_texts(root_of(svg)))
    for meaning in ("seat 1", "seat 2", "dinosaur", "Draw Card", "Humans Only", "cover", "trees"):
        assert meaning in legend


def test_spaces_and_sections_keep_their_places_through_a_game() -> None:
    states = play("island_survival", seed=2, steps=60)
    drawn = {render_svg(state, player=1).split("\n", 1)[0] for state in states}
    assert len(drawn) == 1  # the same width and height at every step
    spaces = {
        tuple(re.findall(r'<g data-pick="[A-Z0-9]+">.*?</g>', render_svg(state)))
        for state in states[::10]
    }
    assert len(spaces) == 1
