"""The measurements `bench.py` runs, each in a fresh child process.

    python benchmarks/probes.py KIND JSON-ARGS     prints one JSON object

Times are ``time.process_time`` of this process (CPU time, so other load on a
shared machine disturbs them less than wall time), except where workers are
involved (``simulate``), which uses wall time. Every probe is deterministic in
its work: the same arguments play the same games.
"""

from __future__ import annotations

import gc
import json
import random
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FunctionType, ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAME_SEED_STRIDE = 1_000_003
"""Game ``i`` of a run with seed ``s`` is created with ``GAME_SEED_STRIDE * s + i``
(the references' own protocol)."""


def probe_import(args: dict[str, Any]) -> dict[str, Any]:
    """CPU time of ``import dinorules`` and then of ``GAMES[name]``."""
    start = time.process_time()
    import dinorules  # noqa: PLC0415

    imported = time.process_time()
    game = dinorules.GAMES[args["game"]] if args.get("game") else None
    loaded = time.process_time()
    return {
        "import_ms": (imported - start) * 1e3,
        "game_ms": (loaded - imported) * 1e3 if game is not None else None,
    }


def probe_playout(args: dict[str, Any]) -> dict[str, Any]:
    """Random games through the public API: ``legal_actions`` then a checked ``apply``.

    Decisions are drawn with ``random.Random(seed).choice``, as the references do.
    """
    from dinorules import GAMES  # noqa: PLC0415

    game = GAMES[args["game"]]
    options = args.get("options", {})
    seed, games = args["seed"], args["games"]
    check = args.get("check", True)
    chooser = random.Random(seed)
    legal_actions, apply, initial = game.legal_actions, game.apply, game.initial_state
    decisions = 0
    gc.collect()
    start = time.process_time()
    for i in range(games):
        state = initial(seed=GAME_SEED_STRIDE * seed + i, **options)
        while True:
            legal = legal_actions(state)
            if not legal:
                break
            state = apply(state, chooser.choice(legal), check=check)
            decisions += 1
    seconds = time.process_time() - start
    return {"games": games, "decisions": decisions, "seconds": seconds}


def probe_reference(args: dict[str, Any]) -> dict[str, Any]:
    """The same protocol on a mutable reference implementation."""
    folder = Path(args["folder"])
    sys.path.insert(0, str(folder))
    module = __import__(args["game"])
    seed, games = args["seed"], args["games"]
    chooser = random.Random(seed)
    decisions = 0
    gc.collect()
    start = time.process_time()
    for i in range(games):
        state = module.State(GAME_SEED_STRIDE * seed + i)
        while not state.is_terminal():
            state.apply_action(chooser.choice(state.legal_actions()))
            decisions += 1
    seconds = time.process_time() - start
    return {"games": games, "decisions": decisions, "seconds": seconds}


def _sample_states(game: Any, options: dict[str, Any], seed: int, games: int) -> list[Any]:
    """Every decision state of a few random games, with the action taken there."""
    chooser = random.Random(seed)
    pairs = []
    for i in range(games):
        state = game.initial_state(seed=GAME_SEED_STRIDE * seed + i, **options)
        while legal := game.legal_actions(state):
            action = chooser.choice(legal)
            pairs.append((state, action))
            state = game.apply(state, action, check=False)
    return pairs


def _time_calls(pairs: list[Any], call: Callable[[Any, Any], object]) -> float:
    """Microseconds per call of ``call(state, action)`` over all pairs."""
    gc.collect()
    start = time.process_time()
    for state, action in pairs:
        call(state, action)
    return (time.process_time() - start) / len(pairs) * 1e6


def probe_calls(args: dict[str, Any]) -> dict[str, Any]:
    """µs per ``legal_actions`` (computed, and cached) and per ``apply`` (checked, unchecked)."""
    from dinorules import GAMES  # noqa: PLC0415

    game = GAMES[args["game"]]
    pairs = _sample_states(game, args.get("options", {}), args["seed"], args["games"])
    rules = game.spec.rules
    return {
        "states": len(pairs),
        "legal_actions_us": _time_calls(pairs, lambda s, _: rules.legal_actions(s)),
        "legal_actions_cached_us": _time_calls(pairs, lambda s, _: game.legal_actions(s)),
        "apply_checked_us": _time_calls(pairs, game.apply),
        "apply_unchecked_us": _time_calls(pairs, lambda s, a: game.apply(s, a, check=False)),
    }


def _engine(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """Random play, as `probe_playout`: ``legal_actions``, checked ``apply``; the steps."""
    chooser = random.Random(seed)
    legal_actions, apply, initial = game.legal_actions, game.apply, game.initial_state
    steps = 0
    for i in range(games):
        state = initial(seed=GAME_SEED_STRIDE * seed + i, **options)
        while legal := legal_actions(state):
            state = apply(state, chooser.choice(legal))
            steps += 1
    return steps


def _observed(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """`_engine`, handing the deciding seat its observation tensor and legal mask each step.

    What an RL environment must give at every decision, made by the engine's own
    calls: the native counterpart of PettingZoo's and Gymnasium's steps.
    """
    chooser = random.Random(seed)
    legal_actions, apply, initial = game.legal_actions, game.apply, game.initial_state
    tensor, indices, player = game.observation_tensor, game.legal_indices, game.current_player
    size = len(game.tables_for(**options).actions)
    steps = 0
    for i in range(games):
        state = initial(seed=GAME_SEED_STRIDE * seed + i, **options)
        while legal := legal_actions(state):
            tensor(state, player(state))
            mask = [0] * size
            for index in indices(state):
                mask[index] = 1
            state = apply(state, chooser.choice(legal))
            steps += 1
    return steps


def _simulated(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """``simulate`` with random agents in this process; the decisions it took."""
    from dinorules.sim import simulate  # noqa: PLC0415

    report = simulate(game, ["random"], games=games, seed=seed, workers=1, progress=False,
                      options=options)  # fmt: skip
    return int(report.tally.decisions)


def _through_openspiel(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """Random play through the OpenSpiel adapter (chance by its probabilities); the steps."""
    from dinorules.adapters import openspiel  # noqa: PLC0415

    spiel = openspiel.load(game.name, **options)
    chooser = random.Random(seed)
    steps = 0
    for _ in range(games):
        state = spiel.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(chooser.choices(outcomes, weights)[0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
            steps += 1
    return steps


def _through_pettingzoo(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """Random play through the PettingZoo AEC loop (``last``, then ``step``); the decisions."""
    from dinorules.adapters import pettingzoo  # noqa: PLC0415

    env = pettingzoo.DinoAEC(game, **options)
    chooser = random.Random(seed)
    steps = 0
    for i in range(games):
        env.reset(seed=GAME_SEED_STRIDE * seed + i)
        for _agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(chooser.choice(observation["action_mask"].nonzero()[0].tolist()))
            steps += 1
    return steps


def _through_gymnasium(game: Any, options: dict[str, Any], seed: int, games: int) -> int:
    """Random play through the Gymnasium env (seat 0 learns, random opponents); decisions."""
    from dinorules.adapters import gymnasium  # noqa: PLC0415
    from dinorules.agents import RandomAgent  # noqa: PLC0415

    class Counted(RandomAgent):
        """The random opponent, counting its decisions (one Python call more each)."""

        def act(self, decision: Any, rng: Any) -> Any:
            counted[0] += 1
            return super().act(decision, rng)

    counted = [0]
    env = gymnasium.DinoEnv(game, opponent=Counted(), **options)
    chooser = random.Random(seed)
    steps = 0
    for i in range(games):
        observation, _ = env.reset(seed=GAME_SEED_STRIDE * seed + i)
        done = False
        while not done:
            action = chooser.choice(observation["action_mask"].nonzero()[0].tolist())
            observation, _, terminated, truncated, _ = env.step(action)
            done, steps = terminated or truncated, steps + 1
    return steps + counted[0]


LAYERS: dict[str, Callable[[Any, dict[str, Any], int, int], int]] = {
    "engine": _engine,
    "observed": _observed,
    "simulate": _simulated,
    "explicit": lambda game, options, seed, games: _engine(
        game, {**options, "chance": "explicit"}, seed, games
    ),
    "openspiel": _through_openspiel,
    "pettingzoo": _through_pettingzoo,
    "gymnasium": _through_gymnasium,
}
"""What a user runs random games through, each returning its steps: a decision, or in
``explicit`` and ``openspiel`` a decision or a chance outcome (chance is shown);
``observed`` is the engine with each decision's tensor and mask, as an RL step has."""


def probe_layer(args: dict[str, Any]) -> dict[str, Any]:
    """One layer's random games (`LAYERS`): CPU time and steps, after one untimed game."""
    from dinorules import GAMES  # noqa: PLC0415

    game = GAMES[args["game"]]
    run = LAYERS[args["layer"]]
    options, seed = args.get("options", {}), args["seed"]
    run(game, options, seed + 1, 1)  # compiles the components, imports the framework
    gc.collect()
    start = time.process_time()
    steps = run(game, options, seed, args["games"]) if args["games"] else 0
    return {"steps": steps, "seconds": time.process_time() - start}


def probe_mcts(args: dict[str, Any]) -> dict[str, Any]:
    """IS-MCTS iterations per CPU second over the first decisions of a few games.

    ``cut``: rollouts cut after that many decisions (`MCTSAgent.rollout_depth`).
    """
    from dinorules import GAMES  # noqa: PLC0415
    from dinorules.agents import MCTSAgent  # noqa: PLC0415
    from dinorules.agents.base import Decision, Determinizer  # noqa: PLC0415
    from dinorules.kernel import Rng  # noqa: PLC0415

    game = GAMES[args["game"]]
    agent = MCTSAgent(iterations=args["iterations"], rollout_depth=args.get("cut")).for_game(game)
    seed, decisions = args["seed"], args["decisions"]
    options = args.get("options", {})
    rng = Rng.from_seed(seed)
    chooser = random.Random(seed)
    done = iterations = 0
    seconds = 0.0
    game_index = 0
    while done < decisions:
        state = game.initial_state(seed=GAME_SEED_STRIDE * seed + game_index, **options)
        game_index += 1
        while done < decisions and (legal := game.legal_actions(state)):
            player = game.current_player(state)
            if len(legal) > 1 and isinstance(player, int):
                start = time.process_time()
                secret, rng = rng.next64()
                determinizer = Determinizer(game, state, player, secret=secret)
                observation = game.observe(state, player)
                decision = Decision(game, player, observation, legal, determinizer)
                agent.act(decision, rng)
                seconds += time.process_time() - start
                done += 1
                iterations += agent.iterations
            state = game.apply(state, chooser.choice(legal), check=False)
    return {"decisions": done, "iterations": iterations, "seconds": seconds}


def probe_simulate(args: dict[str, Any]) -> dict[str, Any]:
    """``simulate`` with random agents on ``workers`` processes: wall and CPU time.

    CPU time counts this process and its finished workers; on a machine that other
    work keeps busy, ``workers`` times the one-worker CPU over this run's CPU is
    the speed-up the run would have had on idle cores.
    """
    from dinorules.sim import simulate  # noqa: PLC0415

    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = time.process_time()
    start = time.perf_counter()
    simulate(
        args["game"],
        ["random"],
        games=args["games"],
        seed=args["seed"],
        workers=args["workers"],
        progress=False,
        options=args.get("options", {}),
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    workers_cpu = (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime)
    return {
        "games": args["games"],
        "seconds": wall,
        "cpu_seconds": time.process_time() - cpu + workers_cpu,
    }


def _reachable(root: object, skip: set[int]) -> dict[int, int]:
    """``id -> sys.getsizeof`` of every object reachable from ``root``, minus ``skip``.

    Classes, modules and functions are never counted (they are code, not state).
    """
    seen: dict[int, int] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        key = id(obj)
        if key in seen or key in skip or isinstance(obj, type | ModuleType | FunctionType):
            continue
        seen[key] = sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return seen


def probe_memory(args: dict[str, Any]) -> dict[str, Any]:
    """What each further state of a kept history costs, against one whole state.

    A whole state is the mean deep size of the history's states, everything they
    reach included (component tables too: a state carries them); the cost of a
    further state is the deep size of the whole history (shared objects counted
    once) less the first state's, over the number of further states. The same
    figures without static data (anything also reachable from another game's
    first state: tables, enum members) are given as ``*_dynamic``.
    """
    from dinorules import GAMES  # noqa: PLC0415

    game = GAMES[args["game"]]
    options = args.get("options", {})
    seed = args["seed"]
    chooser = random.Random(seed)
    state = game.initial_state(seed=seed, **options)
    history = [state]
    while legal := game.legal_actions(state):
        state = game.apply(state, chooser.choice(legal), check=False)
        history.append(state)
    other = game.initial_state(seed=seed + 1, **options)
    result: dict[str, Any] = {"states": len(history)}
    for suffix, static in (("", set()), ("_dynamic", set(_reachable(other, set())))):
        sizes = [sum(_reachable(s, static).values()) for s in history]
        union = sum(_reachable(history, static).values()) - sys.getsizeof(history)
        further = (union - sizes[0]) / (len(history) - 1)
        whole = sum(sizes) / len(sizes)
        result[f"whole_state_bytes{suffix}"] = whole
        result[f"further_state_bytes{suffix}"] = further
        result[f"further_ratio{suffix}"] = further / whole
    return result


def probe_kernel(args: dict[str, Any]) -> dict[str, Any]:
    """µs per ``Rng.below(6)``, and per `Value.replace` against ``attrs.evolve``.

    The state is a ten-field `GameState` with two fields changed (``docs/kernel.md``).
    """
    import attrs  # noqa: PLC0415

    from dinorules.kernel import GameState, Rng, value  # noqa: PLC0415
    from dinorules.kernel.rng import COMPILED  # noqa: PLC0415

    @value
    class TenFields(GameState):
        a: int
        b: int
        c: tuple[int, ...]
        d: tuple[int, ...]
        e: int
        f: int
        g: int
        h: int

    n = args.get("n", 200_000)
    rng = Rng.from_seed(1)
    state = TenFields(rng=rng, explicit_chance=False, a=1, b=2, c=(1,), d=(2,), e=5, f=6, g=7, h=8)
    result: dict[str, Any] = {}
    start = time.process_time()
    for _ in range(n):
        _, rng = rng.below(6)
    result["rng_below_us"] = (time.process_time() - start) / n * 1e6
    for label, update in (
        ("replace_us", lambda s: s.replace(a=3, e=4)),
        ("evolve_us", lambda s: attrs.evolve(s, a=3, e=4)),
    ):
        start = time.process_time()
        for _ in range(n):
            update(state)
        result[label] = (time.process_time() - start) / n * 1e6
    result["compiled_rng"] = COMPILED
    return result


PROBES: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "import": probe_import,
    "playout": probe_playout,
    "reference": probe_reference,
    "calls": probe_calls,
    "layer": probe_layer,
    "mcts": probe_mcts,
    "simulate": probe_simulate,
    "memory": probe_memory,
    "kernel": probe_kernel,
}


def main() -> None:
    kind, args = sys.argv[1], json.loads(sys.argv[2])
    sys.path.insert(0, args.get("src") or str(ROOT / "src"))
    print(json.dumps(PROBES[kind](args)))


if __name__ == "__main__":
    main()
