"""Tests of studio.providers."""
