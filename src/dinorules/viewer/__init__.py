"""A replay as one self-contained HTML page that steps through the game's SVG boards.

>>> from dinorules import Replay
>>> from dinorules.viewer import replay_html
>>> page = replay_html(Replay(game="spino_chase", seed=1, options={}, actions=[]))
>>> page.startswith("<!DOCTYPE html>") and "://" not in page.replace(SVG_NS, "")
True
"""

from __future__ import annotations

from .page import ALL, SVG_NS, Frame, caption, drawer, frames, replay_html

__all__ = ["ALL", "SVG_NS", "Frame", "caption", "drawer", "frames", "replay_html"]
