"""Reading Island Survival's component files: ``standard`` or a TOML path (IS-R24).

Each kind (``board``, ``cards``, ``dice``, ``cast``) has one bundled file,
``<kind>.toml``; the kernel's `dinorules.kernel.data` reads and checks them, so
every problem raises `DataError` naming the file and the field.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel.data import DataSource, Table, as_source, check_keys, get, loader, strings
from dinorules.kernel.data import read_toml as _read_toml

__all__ = [
    "BUNDLED",
    "DataSource",
    "Table",
    "as_source",
    "check_keys",
    "get",
    "loader",
    "read_toml",
    "strings",
]

BUNDLED: Final = "standard"
"""The name of the bundled data set of every component kind."""


def read_toml(kind: str, source: DataSource) -> tuple[Table, str]:
    """The parsed ``kind`` data (``standard``, a `DataFile` or a path) and its ``where``."""
    return _read_toml(source, what=kind, package=__package__, bundled={BUNDLED: f"{kind}.toml"})
