"""Compile resources/i18n/*.ts to .qm with pyside6-lrelease (scripts/setup runs it).

The .qm files are build output (.gitignore'd); the PyInstaller spec packages
``resources/`` whole, so a bundle built after setup carries them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lrelease is None:
        print("pyside6-lrelease not found next to", sys.executable, file=sys.stderr)
        return 1
    sources = sorted((ROOT / "resources" / "i18n").glob("*.ts"))
    for ts in sources:
        subprocess.run(
            [lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True
        )
    print(f"translations: {len(sources)} compiled")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
