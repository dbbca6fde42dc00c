"""Character Studio tests (a package so folders can share tests.support)."""
