"""The components: units, action and hero decks, equipment and scenarios, read and compiled.

The bundled starter set lies here as TOML files; a user's own file of each kind is read,
checked field by field and compiled the same way (`components.components_for`).
"""
