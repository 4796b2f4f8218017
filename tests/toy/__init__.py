"""Dice & Steal: a test-only game that exercises every kernel feature."""
