"""Debian's chromium driven by Playwright for Python, for the web player's journeys.

The browser is the system's (``/usr/bin/chromium``; Playwright downloads none),
headless and quiet: no background networking, updates or sync. Skipped only when
chromium or Playwright is missing and CI is unset; in CI that fails the run.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SHOTS = Path(__file__).resolve().parents[2] / "build" / "journeys" / "web"


def browser_missing() -> str | None:
    if shutil.which(CHROMIUM) is None and not Path(CHROMIUM).exists():
        return "chromium (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright (pip install playwright)"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    missing = browser_missing()
    if missing and not os.environ.get("CI"):
        pytest.skip(f"the web journeys need {missing}")
    assert not missing, f"CI must install {missing}"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()
