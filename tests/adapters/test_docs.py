"""The examples of docs/interop.md run as doctests."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

DOC = Path(__file__).parents[2] / "docs" / "interop.md"


def test_the_examples_of_docs_interop_run() -> None:
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=flags, verbose=False)
    assert result.attempted >= 20
    assert result.failed == 0
