"""Fixtures for in-process terminal tests: the engine fixtures (a character maker,
a player factory, the scripted model server)."""

from tests.engine.conftest import make_character, player_factory  # noqa: F401
from tests.support.fixtures import model_server  # noqa: F401
