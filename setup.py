"""The optional compiled part: SplitMix64's bounded draw (`dinorules.kernel._speedups`).

Everything else is in pyproject.toml. Without a C compiler the build goes on and the
package uses the same function in Python (`dinorules.kernel.rng`), with the same results.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "dinorules.kernel._speedups",
            sources=["src/dinorules/kernel/_speedups.c"],
            optional=True,
        )
    ]
)
