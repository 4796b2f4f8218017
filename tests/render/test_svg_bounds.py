"""Every game's SVG picture, laid out by Chromium: it fits a page and no text leaves its box.

For each game (default options), at the start and in mid-game (the gallery's
positions: a fixed seed and a fixed number of random legal moves, through the public
API), the full picture (``player=None``) and every seat's observation are loaded in
a page at 100 % zoom, and:

- the ``<svg>`` is at most 1,200 px wide, and drawn at its own size (its viewBox as
  wide as its width: no text is shrunk to fit);
- every ``<text>`` element's box lies inside the viewBox, and inside its *parent
  shape*: the nearest preceding sibling ``rect``, ``circle``, ``ellipse``,
  ``polygon`` or ``path`` in the same ``<g>``. A text with no such sibling (a
  heading, a coordinate beside the board, a text directly in the ``<svg>``) only
  needs to lie inside the viewBox. A renderer puts what a text must stay inside
  just before it, and draws other shapes (a swatch, a mark) in their own ``<g>``.

Boxes are the browser's (``getBoundingClientRect``: a text's box is its font's full
height); a shape's box is its bounding rectangle; half a pixel is allowed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from benchmarks.gallery import MID_GAME, position

import dinorules
from tests.browser import chromium

PAGE_WIDTH = 1200

_CHECK = """async (svgText) => {
  document.body.innerHTML = svgText;
  await document.fonts.ready;
  const svg = document.querySelector("svg");
  const SHAPES = new Set(["rect", "circle", "ellipse", "polygon", "path"]);
  const box = (r) => [r.left, r.top, r.right, r.bottom].map((v) => Math.round(v * 10) / 10);
  const inside = (a, b) => a.left >= b.left - 0.5 && a.top >= b.top - 0.5
    && a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;
  const frame = svg.getBoundingClientRect();
  const problems = [];
  for (const text of svg.querySelectorAll("text")) {
    const r = text.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const words = JSON.stringify(text.textContent);
    if (!inside(r, frame)) problems.push(`${words} ${box(r)} leaves the viewBox ${box(frame)}`);
    let shape = text.previousElementSibling;
    while (shape && !SHAPES.has(shape.localName)) shape = shape.previousElementSibling;
    if (shape && text.parentElement.localName === "g") {
      const s = shape.getBoundingClientRect();
      const name = shape.localName;
      if (!inside(r, s)) problems.push(`${words} ${box(r)} leaves its ${name} ${box(s)}`);
    }
  }
  const view = svg.viewBox.baseVal;
  return {width: frame.width, view: view ? view.width : null, problems};
}"""


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    for browser in chromium(guard=20):
        page = browser.new_page(viewport={"width": PAGE_WIDTH, "height": 900})
        page.set_content('<body style="margin:0"></body>')
        yield page


def _pictures(name: str) -> Iterator[tuple[str, str]]:
    """Every picture of a game the test looks at, each with what it is."""
    game = dinorules.GAMES[name]
    draw = game.spec.svg
    assert draw is not None
    for when, moves in (("start", 0), ("mid-game", MID_GAME[name])):
        state = position(name, moves)
        yield f"{when}, everything", draw(state)
        for seat in range(game.num_players(state)):
            yield f"{when}, seat {seat}", draw(game.observe(state, seat))


@pytest.mark.parametrize("name", sorted(dinorules.GAMES))
def test_every_picture_fits_the_page_and_keeps_its_texts_in_their_boxes(
    name: str, page: Any
) -> None:
    assert sorted(MID_GAME) == sorted(dinorules.GAMES), "every game has a mid-game position"
    failures = []
    for what, svg in _pictures(name):
        found = page.evaluate(_CHECK, svg)
        if found["width"] > PAGE_WIDTH:
            failures.append(f"{what}: {found['width']} px wide")
        if found["view"] is not None and abs(found["view"] - found["width"]) > 0.5:
            failures.append(f"{what}: viewBox {found['view']} px drawn {found['width']} px wide")
        failures += [f"{what}: {problem}" for problem in found["problems"][:5]]
    assert not failures, "\n".join(failures)
