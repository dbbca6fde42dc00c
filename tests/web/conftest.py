"""Fixtures for the web tests: the engine fixtures (a character maker, a player factory)."""

from tests.engine.conftest import bodies, make_character, player_factory  # noqa: F401
from tests.support.fixtures import model_server  # noqa: F401
