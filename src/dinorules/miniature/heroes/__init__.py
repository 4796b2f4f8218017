"""Hero cards: played for their main effect where their condition holds, or for their icons."""
