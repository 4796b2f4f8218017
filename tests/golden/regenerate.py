"""Write the golden replays (``tests/golden/*.json``); run it deliberately, then review the diff.

    .venv/bin/python -m tests.golden.regenerate

Each file pins one game and option set: the seed, the actions of the random playout
from that seed, the SHA-256 of the final state (``final_state_sha256``) and of the
playout's trace (``trace_sha256``: at every step the player to act, every legal
action and every seat's observation). ``test_golden.py`` replays them in ``make
test``, so a change of the rules, of the random generator or of the playout's choices
fails until a developer regenerates them and the diff shows what changed. The trace
does not depend on how a state is laid out, so a change of the state's fields alone
moves ``final_state_sha256`` and leaves ``trace_sha256`` as it was.

The option sets are each game's main ones (`dinorules.testing.fuzz.option_sets`); for
the Miniature Game, every bundled scenario with each player count it seats, with
automatic and with explicit chance and forced decisions.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from dinorules import CHANCE, GAMES
from dinorules.kernel import AnyGame, Replay, Rng, random_playout, to_json_value
from dinorules.kernel.options import DataOption
from dinorules.testing.fuzz import option_sets

FOLDER = Path(__file__).parent
PINNED = ("brunch", "island_survival", "jurassattack", "miniature", "spino_chase")
"""The games with golden replays."""
SEED = 20_240_601
EXPLICIT = {"chance": "explicit", "forced": "explicit"}


def _sha256(data: object) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def digest(state: Any) -> str:
    """SHA-256 of the state's canonical JSON (compiled tables appear as their sources)."""
    return _sha256(to_json_value(state))


def traced_playout(
    game: AnyGame, options: dict[str, object], seed: int
) -> tuple[tuple[Any, ...], Any, str]:
    """`random_playout`'s game, with the SHA-256 of its trace.

    The same generator chooses among the same legal actions as `random_playout`; the
    trace holds, at every step, the player to act, every legal action and every
    seat's observation. Returns the actions, the final state and the trace's digest.
    """
    state = game.initial_state(seed=seed, **options)
    chooser = Rng.from_seed(seed)
    actions: list[Any] = []
    steps = hashlib.sha256()
    while True:
        legal = game.legal_actions(state)
        player = game.current_player(state)
        seats = range(game.num_players(state))
        step = [
            "chance" if player is CHANCE else player,
            [game.encode_action(action) for action in legal],
            [to_json_value(game.observe(state, seat)) for seat in seats],
        ]
        steps.update(_sha256(step).encode("ascii"))
        if not legal:
            return tuple(actions), state, steps.hexdigest()
        action, chooser = chooser.choice(legal)
        state = game.apply(state, action, check=False)
        actions.append(action)


def file_name(game: str, options: dict[str, object]) -> str:
    """``brunch.json``, ``brunch-variant-team.json``, ``spino_chase-players-3.json``..."""
    parts = [game, *(f"{key}-{value}" for key, value in sorted(options.items()))]
    return "-".join(parts) + ".json"


def golden(game: AnyGame, options: dict[str, object], seed: int = SEED) -> dict[str, Any]:
    """The golden record of one game and option set."""
    actions, final, trace = traced_playout(game, options, seed)
    assert actions == random_playout(game, seed=seed, **options).actions
    replay = Replay(game=game.name, seed=seed, options=options, actions=actions)
    return {
        "replay": json.loads(replay.to_json(GAMES)),
        "decisions": len(actions),
        "final_state_sha256": digest(final),
        "trace_sha256": trace,
    }


def _miniature_sets(game: AnyGame) -> list[dict[str, object]]:
    """Every bundled scenario with each player count it seats, automatic and explicit."""
    sets: list[dict[str, object]] = []
    (scenarios,) = (
        o.bundled
        for o in game.declared_options
        if isinstance(o, DataOption) and o.name == "scenario"
    )
    for scenario in scenarios:
        for players in range(game.min_players, game.max_players + 1):
            options: dict[str, object] = {"scenario": scenario, "players": players}
            try:
                game.resolve_options(**options)
            except ValueError:
                continue  # the scenario does not seat that many
            sets += [options, {**options, **EXPLICIT}]
    return sets


def cases() -> list[tuple[str, dict[str, object]]]:
    """Every pinned game with each of its option sets."""
    found: list[tuple[str, dict[str, object]]] = []
    for name in PINNED:
        game = GAMES[name]
        sets = _miniature_sets(game) if name == "miniature" else list(option_sets(game))
        found += [(name, options) for options in sets]
    return found


def main() -> None:
    """Write every golden file."""
    for name, options in cases():
        path = FOLDER / file_name(name, options)
        record = golden(GAMES[name], options)
        path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {len(record['replay']['actions'])} actions")


if __name__ == "__main__":
    main()
