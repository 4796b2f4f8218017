"""Train sb3-contrib's MaskablePPO to play JurassAttack! against the random agent.

    pip install 'path/to/dinorules[rl]'     # sb3-contrib, PyTorch, Gymnasium, matplotlib
    python examples/train_jurassattack.py --steps 60000 --plot jurassattack-ppo.png

The learner plays seat 0 of `dinorules.adapters.gymnasium.make("jurassattack")`; the
random agent plays seat 1 and sees only its own decisions. The policy reads the
seat's observation tensor and masks its choice with the legal actions
(``action_masks``, the convention MaskablePPO reads). The win rate over
``--games`` evaluation games is measured before training (the untrained policy),
every ``--every`` steps, and at the end; the curve goes to ``--plot``. Run by hand,
not in ``make test``: a few minutes on two CPU cores.
"""

from __future__ import annotations

import argparse
from typing import Any

from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from dinorules.adapters.gymnasium import make


def win_rate(model: MaskablePPO, games: int, seed: int) -> float:
    """The share of ``games`` the policy wins at seat 0 (deterministic choices)."""
    env = make("jurassattack", seat=0, opponent="random")
    wins = 0.0
    for game in range(games):
        observation, info = env.reset(seed=seed + game)
        done, reward = False, 0.0
        while not done:
            action, _ = model.predict(
                observation, action_masks=info["action_mask"].astype(bool), deterministic=True
            )
            observation, reward, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        wins += reward > 0
    return wins / games


class Curve(BaseCallback):  # type: ignore[misc]
    """Measures the win rate every ``every`` steps of training.

    Each measure is taken as that step is collected, before the policy update that
    follows its rollout.
    """

    def __init__(self, every: int, games: int, seed: int) -> None:
        super().__init__()
        self.every, self.games, self.seed = every, games, seed
        self.points: list[tuple[int, float]] = []

    def _on_step(self) -> bool:
        if self.num_timesteps % self.every == 0:
            rate = win_rate(self.model, self.games, self.seed)
            self.points.append((self.num_timesteps, rate))
            print(f"{self.num_timesteps:>8} steps: win rate {rate:.1%}", flush=True)
        return True


def plot(points: list[tuple[int, float]], path: str) -> None:
    """The win-rate curve as a PNG."""
    import matplotlib  # noqa: PLC0415 - only for the picture

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    steps, rates = zip(*points, strict=True)
    figure, axes = plt.subplots(figsize=(6, 3.5))
    axes.plot(steps, rates, marker="o")
    axes.axhline(points[0][1], linestyle="--", color="grey", label="untrained")
    axes.set_xlabel("training steps (decisions of seat 0)")
    axes.set_ylabel("win rate against random")
    axes.set_ylim(0, 1)
    axes.set_title("MaskablePPO on JurassAttack!")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Train, measure, plot; the win rates before and after and the curve."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--steps", type=int, default=60_000, help="training steps")
    parser.add_argument("--every", type=int, default=10_000, help="steps between measures")
    parser.add_argument("--games", type=int, default=400, help="games per measure")
    parser.add_argument("--seed", type=int, default=1, help="seed of the model and the games")
    parser.add_argument("--plot", default=None, help="write the curve to this PNG")
    args = parser.parse_args(argv)

    env = make("jurassattack", seat=0, opponent="random")
    env.reset(seed=args.seed)
    model = MaskablePPO("MultiInputPolicy", env, seed=args.seed, verbose=0, n_steps=1024)
    evaluation_seed = 1_000_000 + args.seed  # games never seen in training
    before = win_rate(model, args.games, evaluation_seed)
    print(f"       0 steps: win rate {before:.1%} (untrained)", flush=True)
    curve = Curve(args.every, args.games, evaluation_seed)
    curve.points.append((0, before))
    model.learn(total_timesteps=args.steps, callback=curve)
    after = win_rate(model, args.games, evaluation_seed)  # after the last update too
    print(f"win rate against random: {before:.1%} before, {after:.1%} after {args.steps} steps")
    if args.plot:
        plot(curve.points, args.plot)
        print(f"curve written to {args.plot}")
    return {"before": before, "after": after, "curve": curve.points}


if __name__ == "__main__":
    main()
