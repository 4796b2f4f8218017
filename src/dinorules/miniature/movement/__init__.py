"""Movement: steps and rotations, barging into occupied hexes, and cards that move a unit."""
