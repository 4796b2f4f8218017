"""The conformance harness passes the toy game and catches every broken variant."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from dinorules.kernel import Game
from dinorules.testing import ConformanceError, check_game
from tests.toy import broken
from tests.toy.game import GAME, Play

OPTION_SETS = [{}, {"players": 3, "rounds": 5}]


def test_toy_game_passes_every_property() -> None:
    report = check_game(GAME, seeds=range(12), options=OPTION_SETS)
    assert report.games == 12 * 2 * 2
    assert report.decisions > 0 and report.chance_nodes > 0 and report.samples > 0
    assert report.hidden_varied


@pytest.mark.parametrize("prop", sorted(broken.BROKEN))
def test_each_broken_variant_is_caught(prop: int) -> None:
    game = broken.broken(broken.BROKEN[prop])
    with pytest.raises(ConformanceError, match=rf"^property {prop} "):
        check_game(game, seeds=range(12), options=OPTION_SETS)


def test_stale_sampler_is_caught_as_property_6() -> None:
    with pytest.raises(ConformanceError, match=r"^property 6 .*never changed anything hidden"):
        check_game(broken.broken(broken.StaleSample()), seeds=range(4))


def test_outcomes_that_do_not_fix_the_game_are_caught() -> None:
    with pytest.raises(ConformanceError, match=r"^property 4 .*explicit chance"):
        check_game(broken.broken(broken.SeedIgnoredOutcomes()), seeds=range(2))


@attrs.frozen
class _UncheckedGame(Game):
    """Property 5: a game whose apply skips the legality check."""

    def apply(self, state: Any, action: Any, *, check: bool = True) -> Any:
        if isinstance(action, Play):
            return super().apply(state, action, check=False)
        return super().apply(state, action, check=check)


def test_accepting_an_illegal_action_is_caught_as_property_5() -> None:
    def tolerant(play: Any) -> Any:
        def tolerant_play(state: Any, action: Any) -> Any:
            if action.card not in state.hands[state.turn]:
                return state
            return play(state, action)

        return tolerant_play

    class TolerantRules(type(GAME.spec.rules)):  # type: ignore[misc]
        decisions = broken.changed({Play: tolerant})

    game = _UncheckedGame(attrs.evolve(GAME.spec, rules=TolerantRules()))
    with pytest.raises(ConformanceError, match=r"^property 5 "):
        check_game(game, seeds=range(12), options=OPTION_SETS)


def test_failure_message_says_how_to_replay() -> None:
    game = broken.broken(broken.BROKEN[8])
    with pytest.raises(ConformanceError) as caught:
        check_game(game, seeds=range(12))
    message = str(caught.value)
    assert "seed=" in message and "at step" in message
    assert "Replay(game='toy'" in message


def test_a_fast_sampler_that_disagrees_with_its_node_is_caught() -> None:
    with pytest.raises(ConformanceError, match=r"^property 7 .*sample_outcome drew"):
        check_game(broken.broken(broken.SkewedSampler()), seeds=range(6))


def test_a_zero_weight_outcome_is_caught() -> None:
    with pytest.raises(ConformanceError, match=r"^property 7 .*malformed.*positive"):
        check_game(broken.broken(broken.ZeroWeight()), seeds=range(6))


def test_a_sampler_that_breaks_conservation_is_caught() -> None:
    with pytest.raises(ConformanceError, match=r"^property 6 .*impossible state"):
        check_game(broken.broken(broken.LossySample()), seeds=range(4))


def test_rules_that_read_the_generator_directly_are_caught() -> None:
    with pytest.raises(ConformanceError, match=r"property 7 .*automatic chance differs"):
        check_game(broken.broken(broken.PeeksAtGenerator()), seeds=range(6), options=OPTION_SETS)


def test_a_fast_apply_that_drops_the_generator_is_caught() -> None:
    with pytest.raises(
        ConformanceError, match=r"^property 7 .*(apply_drawn|automatic chance differs)"
    ):
        check_game(broken.broken(broken.ForgetfulDraw()), seeds=range(4))


def test_a_mutable_container_is_named_by_its_path() -> None:
    with pytest.raises(
        ConformanceError, match=r"^property 10 .*state\.memo \(a builtins\.dict\) is mutable"
    ):
        check_game(broken.broken(broken.SharedMemo()), seeds=range(1))


def test_a_dict_subclass_that_refuses_its_own_methods_is_still_mutable_bug() -> None:
    with pytest.raises(
        ConformanceError, match=r"^property 10 .*state\.table \(a dict subclass .*SealedDict\)"
    ):
        check_game(broken.broken(broken.SealedTable()), seeds=range(1))
