"""What a test can read off an SVG picture without a browser: sizes, texts, groups."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

SVG = "{http://www.w3.org/2000/svg}"


def root_of(svg: str) -> ET.Element:
    """The parsed ``<svg>`` element."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def texts(element: ET.Element, size: float = 16.0) -> Iterator[tuple[str, float]]:
    """Every ``<text>``'s words and font size in px, the size inherited as SVG does."""
    size = float(element.get("font-size", size))
    if element.tag == f"{SVG}text":
        yield "".join(element.itertext()), size
    for child in element:
        yield from texts(child, size)


def groups(root: ET.Element, kind: str) -> list[ET.Element]:
    """The ``<g>`` elements of a class (``unit``, ``character``...)."""
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == kind]


def legend_texts(root: ET.Element) -> list[str]:
    """The words of the legend's entries."""
    (box,) = groups(root, "legend")
    return ["".join(t.itertext()) for t in box.findall(f"{SVG}text")]
