"""Sandbox tests: protocol layers in memory, then real workers."""
