"""Test configuration: the Hypothesis profile comes from HYPOTHESIS_PROFILE."""

from dinorules.testing import load_profile

load_profile()
