"""The picture gallery: every game's SVG at the start and in mid-game, as PNGs (`make gallery`).

Each game is played from a fixed seed by a fixed number of random legal moves (the
engine's own `Rng`, through the public API), drawn whole (``player=None``) by its
``svg`` hook, and photographed in Chromium at 100 % zoom into
``docs/assets/gallery/<game>-<when>.png``, the pictures of docs/pictures.md.

    python benchmarks/gallery.py [--out docs/assets/gallery] [--svg]
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path
from typing import Any, Final

import dinorules
from dinorules.kernel import Rng

SEED: Final = 5
"""The seed of every game of the gallery (and of the SVG-bounds test)."""
MID_GAME: Final = {
    "brunch": 24,
    "spino_chase": 30,
    "jurassattack": 12,
    "island_survival": 40,
    "miniature": 60,
}
"""How many random legal moves reach each game's mid-game picture."""


def position(name: str, moves: int, *, seed: int = SEED) -> Any:
    """The state of game ``name`` after ``moves`` random legal moves from ``seed``.

    The moves are drawn by an `Rng` of the same seed, so a position is the same on
    every machine; a game that ends sooner stops at its end.
    """
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        if game.is_terminal(state):
            break
        action, rng = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
    return state


def pictures() -> dict[str, str]:
    """Every game's full picture at the start and in mid-game: ``{"brunch-start": svg}``."""
    drawn = {}
    for name in sorted(dinorules.GAMES):
        svg = dinorules.GAMES[name].spec.svg
        assert svg is not None, name
        for when, moves in (("start", 0), ("mid", MID_GAME[name])):
            drawn[f"{name}-{when}"] = svg(position(name, moves))
    return drawn


def main(argv: list[str] | None = None) -> int:
    """Write the gallery's PNGs (and with ``--svg`` the SVGs beside them)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/assets/gallery"))
    parser.add_argument("--svg", action="store_true", help="also write each SVG")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1200, "height": 800})
        for stem, svg in pictures().items():
            if args.svg:
                (args.out / f"{stem}.svg").write_text(svg, encoding="utf-8")
            page.set_content(f'<body style="margin:0;background:#fff">{svg}</body>')
            target = args.out / f"{stem}.png"
            page.locator("svg").first.screenshot(path=str(target))
            print(f"{target} ({target.stat().st_size // 1024} KB)")
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
