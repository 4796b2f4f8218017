"""What a picture of the chase shows: the observation to draw, its board, the hands.

An observation shows what its player sees: their own hand, the sizes of the others'
hands and of the dealer's pile (SC-2.8, SC-2.9). A state with ``player=`` is drawn
as that player's observation; a state alone is the omniscient view, every hand
shown. An observation does not carry the board's size: it is drawn on the ``board``
given (the bundled ``"standard"`` board by default), and its cards' values are the
standard deck's (`cards_of`). `text` and `svg` draw what this module gives them.
"""

from __future__ import annotations

from typing import Final

from dinorules.kernel import FrozenMap, Multiset
from dinorules.kernel.render import observation_to_draw, shows_everything

from .board import Board
from .components import STANDARD, load_board
from .deck import CardType
from .observation import SpinoObservation, card_names, observe
from .state import Phase, SpinoState

__all__ = ["board_of", "cards_of", "hands_of", "lane_name", "turn_words", "view_of"]


def view_of(x: SpinoState | SpinoObservation, player: int | None = None) -> SpinoObservation:
    """The observation to draw: ``x`` itself, or a seat's view of a state (seat 0 for all)."""
    return observation_to_draw(
        x, player, state=SpinoState, observation=SpinoObservation, observe=observe
    )


def board_of(x: SpinoState | SpinoObservation, board: Board | None) -> Board:
    """The board to draw on: the one given, the state's own, or the standard board.

    The standard board is widened when an observation's pieces lie beyond it (a game
    on a board of the user's), so that every piece is drawn.
    """
    if board is not None:
        return board
    if isinstance(x, SpinoState):
        return x.tables.board
    standard = load_board("standard")
    spaces = [space for space in (*x.pawns, x.spinosaurus) if space is not None]
    lanes = max([standard.lanes, *(lane + 1 for lane, _ in spaces)])
    rows = max([standard.rows, *(row + 1 for _, row in spaces)])
    return standard.replace(lanes=lanes, rows=rows)


def hands_of(x: SpinoState | SpinoObservation, player: int | None) -> dict[int, Multiset[str]]:
    """The hands the viewer may see: every hand of a state alone, else the player's own."""
    if shows_everything(x, player, SpinoState):
        return {seat: card_names(x.tables, hand) for seat, hand in enumerate(x.hands)}
    obs = view_of(x, player)
    return {obs.player: obs.hand}


def lane_name(lane: int) -> str:
    """A lane's letter, ``a`` on the left (as `Board.picture` draws it)."""
    return chr(ord("a") + lane)


def cards_of(x: SpinoState | SpinoObservation) -> dict[str, CardType]:
    """Each card type by name: the state's deck, or the standard deck's."""
    deck = x.tables.deck if isinstance(x, SpinoState) else STANDARD.deck
    return {card.name: card for card in deck.cards}


_TURNS: Final = FrozenMap(
    {
        Phase.DEAL: "seat {seat} is dealt a card",
        Phase.PLAY: "seat {seat} plays a card",
        Phase.SECOND_CARD: "seat {seat} plays a Dinosaur on the Escape",
        Phase.MOVE_PAWN: "seat {seat} steps their pawn ({pawn} steps left)",
        Phase.MOVE_SPINOSAURUS: "seat {seat} steps the Spinosaurus ({spino} steps left)",
        Phase.STEP_BACK: "seat {seat} steps their caught pawn back ({pawn} steps left)",
        Phase.DISCARD: "seat {seat} discards or keeps their hand",
    }
)


def turn_words(obs: SpinoObservation) -> str:
    """What happens next, in words: ``seat 1 steps their pawn (2 steps left)``."""
    if obs.phase is Phase.OVER:
        if obs.truncated:
            return "game over: cut short by the round limit, no winner"
        escaped = [str(seat) for seat, space in enumerate(obs.pawns) if space is None]
        return f"game over: seat {' and '.join(escaped)} reached the Final Escape"
    return _TURNS[obs.phase].format(
        seat=obs.actor, pawn=obs.pawn_steps, spino=obs.spinosaurus_steps
    )
