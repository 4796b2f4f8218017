"""The standard board as data, and its pictures drawn from that data (IS-R3)."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dinorules.island_survival.board import load_board
from dinorules.island_survival.svg import board_mermaid, board_svg, main

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.rules("IS-R3", "IS-7.2")
def test_the_standard_board_sections_special_spaces_and_barriers() -> None:
    board = load_board("standard")
    assert board.sections == (
        "Jaw to Jaw",
        "Raptor Rumble",
        "Pteranodon Terror",
        "Spino's Revenge",
        "Race to the Rescue",
    )
    assert (board.start, board.beach, board.nest) == ("START", "BEACH", "NEST")
    assert board.graph.tagged("draw") == ("J3", "J8", "R4", "R7", "P3", "P8", "S4", "S7", "BEACH")
    assert board.graph.tagged("humans_only") == ("H1", "H2")
    assert board.graph.tagged("cover") == ("COVER",)
    assert len(board.graph.spaces) == 1 + 10 + 10 + 11 + 10 + 10
    for a, b in board.barriers:
        assert b not in board.graph.neighbours(a)
    shortcut = ("B1", "H1", "COVER", "H2", "BEACH")
    distance = board.graph.distances_from("B1")
    assert [distance[space] for space in shortcut] == [0, 1, 2, 3, 4]  # a shortest route
    assert all(b in board.graph.neighbours(a) for a, b in itertools.pairwise(shortcut))


@pytest.mark.rules("IS-R3")
def test_the_svg_picture_is_drawn_from_the_data_and_kept_in_the_docs() -> None:
    board = load_board("standard")
    svg = board_svg(board)
    root = ET.fromstring(svg)
    texts = {element.text for element in root.iter("{http://www.w3.org/2000/svg}text")}
    assert set(board.graph.spaces) <= texts
    assert svg.count('class="barrier"') == len(board.barriers)
    assert (DOCS / "island_survival_board.svg").read_text(encoding="utf-8") == svg


def test_the_mermaid_picture_has_a_subgraph_per_section_and_every_link() -> None:
    board = load_board("standard")
    text = board_mermaid(board)
    assert text.startswith("flowchart LR")
    assert text.count("subgraph ") == 5
    assert text.count(" --- ") == len(board.graph.links)
    assert text.count("-. barrier .-") == len(board.barriers)


def test_the_render_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mermaid"]) == 0
    assert "flowchart LR" in capsys.readouterr().out
    assert main(["png"]) == 2
    assert "island_survival svg" in capsys.readouterr().err
