"""Combat: an action's effect (attack, grab, break free), skill tests, damage, pushes."""
