"""What the host runs by path to start a worker: ``python -I -S -B launch.py``.

A script run by path is compiled on every start (``-B``: nothing is written,
and ``__main__`` is never cached), so it is kept to these lines; the worker
itself (:mod:`studio.sandbox.worker`) is imported and comes from its cached
bytecode. ``studio`` and ``studio.sandbox`` are registered as bare packages so
their ``__init__`` modules (which import pydantic and friends) never run here.
"""

from __future__ import annotations

import gc

# The collector stays off until the worker's first load (studio.sandbox.worker): the
# start-up's imports allocate enough to set it off several times (a tenth of a cold
# start's CPU) and leave nothing for it to find.
gc.disable()

import os  # noqa: E402
import sys  # noqa: E402

_here = os.path.dirname(os.path.abspath(__file__))
for _name, _path in (("studio", os.path.dirname(_here)), ("studio.sandbox", _here)):
    if _name not in sys.modules:
        _module = type(sys)(_name)  # types.ModuleType, without importing types
        _module.__path__ = [_path]
        sys.modules[_name] = _module

from studio.sandbox.worker import main  # noqa: E402

sys.exit(main())
