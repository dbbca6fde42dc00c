"""Test helpers shared by every test folder: the scripted model server and fixtures."""
