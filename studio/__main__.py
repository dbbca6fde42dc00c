"""``python -m studio`` is ``character-studio``."""

from __future__ import annotations

import sys

from studio.cli import main

if __name__ == "__main__":
    sys.exit(main())
