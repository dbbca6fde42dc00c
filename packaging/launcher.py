"""The frozen app's entry script (PyInstaller runs this as ``__main__``).

Kept to two lines so that a ``--sandbox-worker`` launch imports nothing beyond
:mod:`studio.frozen` before it becomes a worker; see that module for the roles.
"""

import sys

from studio.frozen import main

sys.exit(main())
