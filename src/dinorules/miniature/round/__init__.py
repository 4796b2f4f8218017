"""The game round and its procedure: set-up, initiative phases, activations, the round's end.

`procedure` owns the order of the game; the other modules state the rules of each part.
"""
