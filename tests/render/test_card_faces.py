"""What the SVG pictures write on cards and in their legends, read back from the SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from benchmarks.gallery import MID_GAME, position

import dinorules
from dinorules.jurassattack.components import STANDARD as JA_DECK
from dinorules.spino_chase.components import STANDARD as SC_TABLES

SVG = "{http://www.w3.org/2000/svg}"


def _groups(svg: str, kind: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == kind]


def _texts(group: ET.Element) -> list[str]:
    return [text.text or "" for text in group.iter(f"{SVG}text")]


@pytest.mark.rules("JA-1.1")
def test_a_jurassattack_card_face_shows_its_name_ferocity_and_score() -> None:
    game = dinorules.GAMES["jurassattack"]
    svg = game.spec.svg(position("jurassattack", MID_GAME["jurassattack"]))
    faces = _groups(svg, "card")
    assert faces
    for face in faces:
        card = JA_DECK.cards[face.get("data-pick", "")]
        texts = _texts(face)
        assert " ".join(texts[:2]).startswith(card.name.split()[0])
        assert str(card.ferocity) in texts and str(card.score) in texts
        assert f"x{card.count} in deck" in texts
        assert (face.find(f".//{SVG}ellipse") is not None) == card.is_egg
        name_line = face.find(f"{SVG}text")
        assert name_line is not None and name_line.get("font-size") is None  # the page's 12 px
        assert min(float(t.get("font-size", 12)) for t in face.iter(f"{SVG}text")) >= 11


@pytest.mark.rules("JA-R13")
def test_a_jurassattack_pile_shows_each_card_once_with_its_count() -> None:
    game = dinorules.GAMES["jurassattack"]
    state = position("jurassattack", MID_GAME["jurassattack"])
    seen = game.observe(state, 0)
    chips = [_texts(chip) for chip in _groups(game.spec.svg(seen), "pile-card")]
    shown = sorted((texts[0], texts[1].split()[0]) for texts in chips)
    expected = sorted(
        (name, f"x{n}")
        for seat in seen.seats
        for pile in (seat.discard, seat.captured, seat.saved)
        for name, n in pile.counts
        if n
    )
    assert shown == expected


@pytest.mark.rules("SC-2.8")
def test_a_spinosaurus_chase_hand_is_drawn_as_cards_with_their_values() -> None:
    game = dinorules.GAMES["spino_chase"]
    state = position("spino_chase", MID_GAME["spino_chase"])
    seen = game.observe(state, 0)
    faces = _groups(game.spec.svg(seen), "card")
    cards = {card.name: card for card in SC_TABLES.deck.cards}
    assert sorted(face.get("data-pick", "") for face in faces) == sorted(
        name for name, n in seen.hand.counts for _ in range(n)
    )
    for face in faces:
        card = cards[face.get("data-pick", "")]
        assert (f"+{card.value}" if card.is_escape else str(card.value)) in _texts(face)
    backs = _groups(game.spec.svg(seen), "back")
    assert len(backs) == sum(seen.hand_sizes[1:])  # the others' hands, face down


@pytest.mark.parametrize("name", ["brunch", "jurassattack", "spino_chase"])
def test_every_picture_has_a_legend(name: str) -> None:
    game = dinorules.GAMES[name]
    svg = game.spec.svg(position(name, MID_GAME[name]))
    (legend,) = _groups(svg, "legend")
    assert _texts(legend)[0] == "Legend" and len(_texts(legend)) > 4


def test_the_brunch_legend_names_every_figure_on_the_meadow() -> None:
    game = dinorules.GAMES["brunch"]
    state = position("brunch", MID_GAME["brunch"])
    seen = game.observe(state, 1)
    (legend,) = _groups(game.spec.svg(seen), "legend")
    named = " ".join(_texts(legend))
    for figure in {square.partition(" (")[0] for square in seen.board if square}:
        if figure != "grass":
            assert figure in named
    assert "grass, face down" in named and "empty square" in named
