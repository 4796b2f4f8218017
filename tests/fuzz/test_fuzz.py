"""A fuzz slice per game: hostile calls to `apply` raise only `RulesError`s and change nothing.

``make fuzz`` runs the full fuzz (``python -m dinorules.testing.fuzz``, 100,000 calls per
game and option set); this slice keeps a few seconds of it in ``make test``.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from dinorules import GAMES
from dinorules.kernel import Game
from dinorules.testing import fuzz_game
from dinorules.testing.fuzz import main, option_sets
from tests.toy import broken
from tests.toy.game import GAME as TOY
from tests.toy.game import Play

CALLS = 600


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("explicit", [False, True])
def test_hostile_calls_raise_only_rules_errors(name: str, explicit: bool) -> None:
    options = {"chance": "explicit", "forced": "explicit"} if explicit else {}
    report = fuzz_game(GAMES[name], calls=CALLS, seed=11, options=options)
    assert report.calls == CALLS
    assert report.ok, report.summary() + "\n" + "\n".join(report.examples)
    assert report.accepted > 0 and report.refused > 0


def test_the_fuzzer_is_deterministic() -> None:
    one = fuzz_game(TOY, calls=300, seed=5)
    assert one == fuzz_game(TOY, calls=300, seed=5)
    assert one.ok


def test_a_state_changed_by_apply_is_caught() -> None:
    report = fuzz_game(broken.broken(broken.MutatingApply()), calls=400, seed=1)
    assert report.changed > 0 and not report.ok
    assert any("changed the state" in example for example in report.examples)


@attrs.frozen
class _Unchecked(Game):  # type: ignore[type-arg]
    """Lets plays through unchecked: the rules then meet hostile values."""

    def apply(self, state: Any, action: Any, *, check: bool = True) -> Any:
        if type(action) is not Play and isinstance(action, Play | int | str | None):
            return super().apply(state, action, check=check)
        return super().apply(state, action, check=check and type(action) is not Play)


def test_values_let_through_to_the_rules_are_caught() -> None:
    report = fuzz_game(_Unchecked(TOY.spec), calls=2000, seed=1)
    assert report.escapes + report.wrongly_accepted > 0
    assert not report.ok


def test_every_game_has_its_main_option_sets() -> None:
    sets = option_sets(GAMES["brunch"])
    assert {} in sets and {"chance": "explicit", "forced": "explicit"} in sets
    assert {"variant": "snack"} in sets
    assert any(s.get("players") == 4 for s in sets)


def test_the_command_prints_a_line_per_option_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["jurassattack", "--calls", "50", "--inputs", "20"]) == 0
    *lines, inputs, positions = capsys.readouterr().out.splitlines()
    assert len(lines) == len(option_sets(GAMES["jurassattack"]))
    assert all("0 escapes" in line for line in lines)
    assert inputs.startswith("jurassattack hostile inputs:") and inputs.endswith(" 0 problems")
    assert positions == "jurassattack positions: 20 checked, ok"
