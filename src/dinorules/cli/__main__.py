"""``python -m dinorules.cli``: the ``dinorules`` command."""

import sys

from dinorules.cli import main

if __name__ == "__main__":
    sys.exit(main())
