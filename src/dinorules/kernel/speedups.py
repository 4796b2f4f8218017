"""The kernel's optional compiled part, `_speedups.c`, when it is built and wanted.

Two hot functions have a compiled twin: the random generator's bounded draw
(`rng.below_state`) and each value class's ``replace`` (`values.value`). Each gives
the same results as its Python version, which stays the reference and the fallback:
the extension is an optional build (setup.py), and ``DINORULES_PURE_PYTHON=1`` in the
environment refuses it, so a run can compare the two (docs/kernel.md).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

__all__ = ["COMPILED", "SPEEDUPS"]


def _load() -> ModuleType | None:
    """The compiled module, imported by its full name.

    An extension module, it imports nothing of the kernel; ``from . import _speedups``
    would read as an import of the kernel package itself.
    """
    if os.environ.get("DINORULES_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        return importlib.import_module("dinorules.kernel._speedups")
    except ImportError:  # pragma: no cover - no compiler at install time
        return None


SPEEDUPS: ModuleType | None = _load()
"""The compiled module, or ``None`` (not built, or refused)."""
COMPILED = SPEEDUPS is not None
"""Whether the kernel runs its compiled twins."""
