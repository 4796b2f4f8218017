"""``python -m dinorules.island_survival svg|mermaid [BOARD]``: draw a board (IS-R3)."""

from .svg import main

raise SystemExit(main())
