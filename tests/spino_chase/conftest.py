"""Fixtures for the Spinosaurus Chase tests: component files written for a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.spino_chase.helpers import (
    BOAT,
    COMPY,
    PARASAIL,
    PHONE,
    PTERA,
    RAPTOR,
    SPINO,
    TREX,
    deck_file,
)


@pytest.fixture
def plenty(tmp_path: Path) -> str:
    """The standard deck's cards, 28 of each, so that any hands can be dealt."""
    cards = [
        (COMPY, "dinosaur", 1, 28),
        (RAPTOR, "dinosaur", 2, 28),
        (PTERA, "dinosaur", 3, 28),
        (TREX, "dinosaur", 4, 28),
        (SPINO, "dinosaur", 5, 28),
        (PHONE, "escape", 1, 28),
        (PARASAIL, "escape", 2, 28),
        (BOAT, "escape", 3, 28),
    ]
    return deck_file(tmp_path, cards, name="plenty")
