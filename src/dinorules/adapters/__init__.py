"""Adapters to OpenSpiel, PettingZoo and Gymnasium (see ``docs/interop.md``).

Each lives in its own module and needs its extra: ``dinorules[openspiel]``,
``dinorules[pettingzoo]``, ``dinorules[gymnasium]``. Importing this package
imports none of them.
"""

from .text import observation_text, state_text

__all__ = ["observation_text", "state_text"]
