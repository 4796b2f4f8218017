"""The Jurassic World Miniature Game: its component data (unit boards, decks, scenarios).

The rules (a `spec.py` and the game itself) come in later parts; for now the package
holds the data model, the loaders and the project's own starter data set.
"""
