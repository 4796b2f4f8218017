"""Hypothesis settings profiles ``fast``, ``ci`` and ``thorough``.

``load_profile()`` selects one from the ``HYPOTHESIS_PROFILE`` environment
variable (default ``fast``); ``make test`` sets ``ci``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

__all__ = ["PROFILES", "load_profile"]

PROFILES = {
    "fast": {"max_examples": 10},
    "ci": {"max_examples": 40, "print_blob": True},
    "thorough": {"max_examples": 1000, "stateful_step_count": 100},
}
_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}


def load_profile(env: str = "HYPOTHESIS_PROFILE") -> str:
    """Register the profiles and load the one the environment names; return its name."""
    for name, values in PROFILES.items():
        settings.register_profile(name, **_COMMON, **values)  # type: ignore[arg-type]
    name = os.environ.get(env, "fast")
    if name not in PROFILES:
        raise ValueError(f"{env}={name!r}: choose one of {', '.join(PROFILES)}")
    settings.load_profile(name)
    return name
