"""SplitMix64 `Rng`: reference outputs, purity, bounded draws, statistics, determinism."""

from __future__ import annotations

import collections
import os
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dinorules.kernel import MAX_SEED, InvalidOptionError, Rng, deal
from dinorules.kernel import rng as rng_module

ROOT = Path(__file__).resolve().parents[2]
_MASK64 = (1 << 64) - 1


def _reference_splitmix64(state: int, count: int) -> list[int]:
    """Vigna's splitmix64.c, transcribed: ``next()`` called ``count`` times."""
    out = []
    x = state
    for _ in range(count):
        x = (x + 0x9E3779B97F4A7C15) & _MASK64
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        out.append(z ^ (z >> 31))
    return out


def _stream(rng: Rng, count: int) -> list[int]:
    out = []
    for _ in range(count):
        value, rng = rng.next64()
        out.append(value)
    return out


def _chi_square(counts: collections.Counter[int], expected: dict[int, float]) -> float:
    return sum((counts[k] - e) ** 2 / e for k, e in expected.items())


# --- Known answers ------------------------------------------------------------------


def test_reference_first_output_for_state_zero() -> None:
    # The published first output of splitmix64.c with x = 0.
    assert _reference_splitmix64(0, 1) == [0xE220A8397B1DCDAF]
    value, _ = Rng(0).next64()
    assert value == 0xE220A8397B1DCDAF


def test_stream_from_state_zero_matches_reference() -> None:
    assert _stream(Rng(0), 20) == _reference_splitmix64(0, 20)


@given(st.integers(min_value=0, max_value=_MASK64))
def test_stream_from_any_state_matches_reference(state: int) -> None:
    assert _stream(Rng(state), 5) == _reference_splitmix64(state, 5)


def test_from_seed_is_deterministic_and_nearby_seeds_diverge() -> None:
    assert Rng.from_seed(1) == Rng.from_seed(1)
    firsts = {Rng.from_seed(seed).next64()[0] for seed in range(100)}
    assert len(firsts) == 100


# --- Purity -------------------------------------------------------------------------


def test_drawing_never_changes_the_generator() -> None:
    rng = Rng.from_seed(99)
    copy = Rng(rng.state)
    rng.next64()
    rng.below(7)
    rng.integer(-3, 3)
    rng.choice("abc")
    rng.weighted_index([1, 2])
    rng.shuffle([1, 2, 3, 4])
    rng.split()
    assert rng == copy
    assert hash(rng) == hash(copy)
    assert rng.next64() == copy.next64()


def test_rng_is_frozen() -> None:
    rng = Rng(5)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rng.state = 6  # type: ignore[misc]
    assert rng.state == 5


def test_each_draw_returns_a_new_generator() -> None:
    rng = Rng(0)
    _, after = rng.next64()
    assert after != rng
    assert after.next64()[0] == _reference_splitmix64(0, 2)[1]


# --- Bounded draws ------------------------------------------------------------------


@given(
    st.integers(min_value=0, max_value=MAX_SEED),
    st.one_of(
        st.integers(min_value=1, max_value=20),
        st.integers(min_value=1, max_value=2**64),
        st.sampled_from([1, 2, 3, 2**32, 2**63, 2**63 + 1, 2**64 - 1, 2**64]),
    ),
)
def test_below_is_in_range(seed: int, n: int) -> None:
    rng = Rng.from_seed(seed)
    for _ in range(20):
        value, rng = rng.below(n)
        assert 0 <= value < n


def test_below_one_is_always_zero() -> None:
    rng = Rng(3)
    for _ in range(50):
        value, rng = rng.below(1)
        assert value == 0


def test_below_full_span_is_the_raw_output() -> None:
    rng = Rng(11)
    assert rng.below(2**64) == rng.next64()


@pytest.mark.parametrize("n", [0, -1, -(2**64)])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError, match=r"bound in 1..2\*\*64"):
        Rng(0).below(n)


class _LoopingError(Exception):
    """Raised by the guarded mixer when a draw seems never to finish."""


def test_below_more_than_span_terminates(monkeypatch: pytest.MonkeyPatch) -> None:
    real_mix = rng_module._mix
    calls = 0

    def guarded(z: int) -> int:
        nonlocal calls
        calls += 1
        if calls > 10_000:
            raise _LoopingError("below() did not finish after 10000 draws")
        return real_mix(z)

    monkeypatch.setattr(rng_module, "_mix", guarded)
    n = 2**64 + 1
    with pytest.raises(ValueError, match="bound"):
        Rng(0).below(n)


@given(
    st.integers(min_value=0, max_value=MAX_SEED),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=0, max_value=1000),
)
def test_integer_is_inclusive_range(seed: int, low: int, width: int) -> None:
    value, _ = Rng.from_seed(seed).integer(low, low + width)
    assert low <= value <= low + width


def test_integer_reaches_both_ends() -> None:
    rng = Rng.from_seed(4)
    seen = set()
    for _ in range(300):
        value, rng = rng.integer(3, 5)
        seen.add(value)
    assert seen == {3, 4, 5}


def test_integer_single_value() -> None:
    assert Rng(8).integer(7, 7)[0] == 7


def test_choice_picks_every_item() -> None:
    items = ("a", "b", "c", "d")
    rng = Rng.from_seed(5)
    seen = collections.Counter[str]()
    for _ in range(400):
        item, rng = rng.choice(items)
        seen[item] += 1
    assert set(seen) == set(items)


def test_choice_of_empty_sequence_raises() -> None:
    with pytest.raises(ValueError):
        Rng(0).choice([])


@given(
    st.integers(min_value=0, max_value=MAX_SEED),
    st.lists(st.integers(min_value=0, max_value=4), min_size=1, max_size=8).filter(any),
)
def test_weighted_index_never_picks_zero_weight(seed: int, weights: list[int]) -> None:
    rng = Rng.from_seed(seed)
    for _ in range(30):
        index, rng = rng.weighted_index(weights)
        assert 0 <= index < len(weights)
        assert weights[index] > 0


def test_weighted_choice_and_draw_multiset_follow_the_weights() -> None:
    rng = Rng.from_seed(6)
    for _ in range(100):
        item, rng = rng.weighted_choice(["never", "x", "never"], [0, 3, 0])
        assert item == "x"
        drawn, rng = rng.draw_multiset([("gone", 0), ("here", 2)])
        assert drawn == "here"


@given(
    st.integers(min_value=0, max_value=MAX_SEED),
    st.lists(st.integers(min_value=0, max_value=5), max_size=12),
)
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    original = list(items)
    shuffled, _ = Rng.from_seed(seed).shuffle(items)
    assert isinstance(shuffled, tuple)
    assert collections.Counter(shuffled) == collections.Counter(original)
    assert items == original  # the input list is not shuffled in place


def test_shuffle_reaches_every_permutation() -> None:
    rng = Rng.from_seed(12)
    seen = set()
    for _ in range(600):
        order, rng = rng.shuffle("abc")
        seen.add(order)
    assert len(seen) == 6


def test_split_starts_at_the_next_output_and_the_mix_of_the_one_after() -> None:
    rng = Rng.from_seed(21)
    first, after = rng.next64()
    second, _ = after.next64()
    assert rng.split() == (Rng(first), Rng(rng_module._mix(second ^ rng_module._GAMMA)))
    assert rng_module.split_state(rng.state) == (first, rng_module._mix(second ^ rng_module._GAMMA))


def test_split_gives_two_different_streams() -> None:
    parent = Rng.from_seed(21)
    left, right = parent.split()
    a, b, p = _stream(left, 16), _stream(right, 16), _stream(parent, 16)
    assert a != b
    assert not set(a) & set(b)
    assert not set(a) & set(p)
    assert not set(b) & set(p)
    assert parent.split() == (left, right)


# --- Seeds --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [-1, True, False, 1.0, 2**64, 2**70, "3", None])
def test_from_seed_rejects_bad_seeds(seed: object) -> None:
    with pytest.raises(InvalidOptionError, match="seed"):
        Rng.from_seed(seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [0, 1, MAX_SEED])
def test_from_seed_accepts_the_full_range(seed: int) -> None:
    assert MAX_SEED == 2**64 - 1
    assert isinstance(Rng.from_seed(seed), Rng)


# --- Statistics ---------------------------------------------------------------------


def test_below_ten_passes_chi_square() -> None:
    draws = 10**5
    rng = Rng.from_seed(2024)
    counts = collections.Counter[int]()
    for _ in range(draws):
        value, rng = rng.below(10)
        counts[value] += 1
    assert set(counts) == set(range(10))
    statistic = _chi_square(counts, {k: draws / 10 for k in range(10)})
    assert statistic < 27.877  # chi-square, 9 degrees of freedom, p = 0.001


def test_weighted_index_passes_chi_square() -> None:
    draws = 10**5
    weights = [1, 2, 3, 4]
    rng = Rng.from_seed(77)
    counts = collections.Counter[int]()
    for _ in range(draws):
        index, rng = rng.weighted_index(weights)
        counts[index] += 1
    expected = {i: draws * w / sum(weights) for i, w in enumerate(weights)}
    statistic = _chi_square(counts, expected)
    assert statistic < 16.266  # chi-square, 3 degrees of freedom, p = 0.001


# --- Determinism across processes ---------------------------------------------------

_DIGEST_SOURCE = """
import hashlib

from dinorules.kernel import Rng, random_playout
from tests.toy.game import GAME


def digest():
    h = hashlib.sha256()
    rng = Rng.from_seed(123456789)
    for _ in range(1000):
        value, rng = rng.next64()
        h.update(value.to_bytes(8, "big"))
    for bound in (2, 3, 6, 10, 1000):
        value, rng = rng.below(bound)
        h.update(str(value).encode())
    order, rng = rng.shuffle(tuple("dinosaur"))
    h.update("".join(order).encode())
    playout = random_playout(GAME, seed=7, players=3)
    final = playout.final_state
    lines = [
        h.hexdigest(),
        str(playout.decisions),
        ";".join(str(action) for action in playout.actions),
        repr(tuple(final.scores)),
        repr(sorted(GAME.winners(final))),
        repr(final),
    ]
    return "\\n".join(lines)
"""


def _digest_in_process() -> str:
    namespace: dict[str, object] = {}
    exec(_DIGEST_SOURCE, namespace)
    digest = namespace["digest"]
    assert callable(digest)
    result = digest()
    assert isinstance(result, str)
    return result


def _digest_in_subprocess(hash_seed: str) -> str:
    env = os.environ.copy()
    env["PYTHONHASHSEED"] = hash_seed
    code = "import sys\nsys.path.insert(0, '.')\n" + _DIGEST_SOURCE + "\nprint(digest())\n"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.rstrip("\n")


def test_same_stream_and_playout_in_any_process_and_hash_seed() -> None:
    here = _digest_in_process()
    first = _digest_in_subprocess("0")
    second = _digest_in_subprocess("12345")
    assert first == second == here
    decisions = int(here.splitlines()[1])
    assert decisions > 0


@pytest.mark.parametrize("bound", [1, 2, 6, 27, 1023, 1024, 1025, 3**40, 1 << 64])
def test_below_is_rejection_sampling_on_splitmix64_for_every_size_of_bound(bound: int) -> None:
    """Small bounds look their rejection limit up in a table: the same draws as computing it."""
    rng = Rng.from_seed(2024)
    outputs = iter(_reference_splitmix64(rng.state, 400))
    limit = (1 << 64) - (1 << 64) % bound
    for _ in range(100):
        value, rng = rng.below(bound)
        expected = next(z for z in outputs if z < limit) % bound
        assert value == expected


@pytest.mark.parametrize("bound", [1, 6, 1023, 1024, 3**40, (1 << 63) + 1, 1 << 64])
def test_below_state_draws_what_below_draws(bound: int) -> None:
    """The plain-state draw (deals, shuffles) gives `below`'s values and generators.

    ``2**63 + 1`` rejects about half the outputs, so the rejection loop is exercised.
    """
    rng = Rng.from_seed(77)
    state = rng.state
    for _ in range(60):
        value, rng = rng.below(bound)
        raw, state = rng_module.below_state(state, bound)
        assert (raw, state) == (value, rng.state)
    assert rng_module.generator_at(state) == rng
    with pytest.raises(ValueError, match="bound"):
        rng_module.below_state(state, 0)


def test_shuffle_is_fisher_yates_over_below() -> None:
    """A shuffle takes one `below(i + 1)` per position from the end (the same tickets)."""
    rng = Rng.from_seed(5)
    items = list(range(40))
    expected, step = list(items), rng
    for i in range(len(expected) - 1, 0, -1):
        j, step = step.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert rng.shuffle(items) == (tuple(expected), step)


@given(
    counts=st.lists(st.integers(0, 6), max_size=8),
    cuts=st.lists(st.integers(0, 6), max_size=4),
    seed=st.integers(0, _MASK64),
)
def test_a_deal_draws_each_card_as_one_chance_node_would(
    counts: list[int], cuts: list[int], seed: int
) -> None:
    """`deal` gives each hand what one `weighted_index` a card over the counts left gives."""
    total, sizes = sum(counts), []
    for cut in cuts:
        sizes.append(min(cut, total))
        total -= sizes[-1]
    hands, left, after = deal(counts, sizes, Rng.from_seed(seed))
    rng, remaining, expected = Rng.from_seed(seed), list(counts), []
    for size in sizes:
        hand = [0] * len(counts)
        for _ in range(size):
            card, rng = rng.weighted_index(remaining)
            remaining[card] -= 1
            hand[card] += 1
        expected.append(tuple(hand))
    assert (hands, left, after) == (tuple(expected), tuple(remaining), rng)
    into = [tuple(range(len(counts)))] * len(sizes)
    filled, _, _ = deal(counts, sizes, Rng.from_seed(seed), into=into)
    assert filled == tuple(
        tuple(map(sum, zip(a, b, strict=True))) for a, b in zip(into, hands, strict=True)
    )


@pytest.mark.parametrize(
    ("counts", "sizes", "into", "message"),
    [
        ((1, 2), (4,), None, "cannot deal hands of [4] cards from a deck of 3"),
        ((1, -1), (0,), None, "counts must not be negative"),
        ((1, 2), (-1,), None, "sizes must not be negative"),
        ((1, 2), (1,), [(1,)], "into: a hand has a count per type"),
        ((1, 2), (1,), [], "into: one hand per size"),
    ],
)
def test_a_deal_refuses_what_it_cannot_deal(
    counts: tuple[int, ...], sizes: tuple[int, ...], into: object, message: str
) -> None:
    functions = [rng_module._deal_state_python]
    if rng_module.COMPILED:
        functions.append(rng_module._deal_state)
    for function in functions:
        with pytest.raises(ValueError, match=re.escape(message)):
            function(counts, sizes, 0, into)


# The optional compiled draw (`_speedups.c`) against the Python one it replaces.
_compiled = pytest.mark.skipif(
    not rng_module.COMPILED, reason="the optional extension dinorules.kernel._speedups is not built"
)
_HARD_BOUNDS = (
    1,
    2,
    3,
    6,
    1023,
    1024,
    1025,
    2**32 + 1,
    2**63,
    2**63 + 1,
    3 * 2**62,
    2**64 - 1,
    2**64,
)
"""Powers of two (no rejection), bounds that reject up to half the outputs, and 2**64."""


@_compiled
@given(
    state=st.integers(0, _MASK64),
    n=st.one_of(st.sampled_from(_HARD_BOUNDS), st.integers(1, 2**64)),
)
def test_compiled_draw_is_the_python_draw(state: int, n: int) -> None:
    assert rng_module.below_state(state, n) == rng_module._below_state_python(state, n)


@_compiled
@given(state=st.integers(0, _MASK64))
def test_compiled_split_and_mix_are_the_python_ones(state: int) -> None:
    assert rng_module.split_state(state) == rng_module._split_state_python(state)
    assert rng_module._mix(state) == rng_module._mix_python(state)


@_compiled
def test_compiled_draw_rejects_like_the_python_draw() -> None:
    # From this state, a bound of 3 * 2**62 rejects its first output (1/4 are rejected).
    state = next(
        s for s in range(1000) if rng_module._mix((s + rng_module._GAMMA) & _MASK64) >= 3 * 2**62
    )
    value, after = rng_module.below_state(state, 3 * 2**62)
    assert (value, after) == rng_module._below_state_python(state, 3 * 2**62)
    assert after != (state + rng_module._GAMMA) & _MASK64  # a second output was drawn


@_compiled
@pytest.mark.parametrize("bound", [0, -1, 2**64 + 1, 2**65])
def test_compiled_draw_refuses_the_bounds_the_python_draw_refuses(bound: int) -> None:
    message = f"below() needs a bound in 1..2**64, got {bound}"
    for draw in (rng_module.below_state, rng_module._below_state_python):
        with pytest.raises(ValueError, match=re.escape(message)):
            draw(12345, bound)


def test_pure_python_mode_plays_the_same_game() -> None:
    """``DINORULES_PURE_PYTHON=1`` refuses the extension; the game is the same."""
    script = (
        "import hashlib, json; from dinorules import GAMES; "
        "from dinorules.kernel import random_playout, to_json_value; "
        "from dinorules.kernel import rng; "
        "p = random_playout(GAMES['jurassattack'], seed=3); "
        "print(rng.COMPILED, hashlib.sha256(json.dumps(to_json_value(p.final_state), "
        "sort_keys=True).encode()).hexdigest())"
    )
    runs = {}
    for pure in ("1", "0"):
        env = {**os.environ, "DINORULES_PURE_PYTHON": pure}
        done = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        )
        runs[pure] = done.stdout.split()
    assert runs["1"][0] == "False"
    assert runs["0"][0] == str(rng_module.COMPILED)
    assert runs["1"][1] == runs["0"][1]


@_compiled
@given(
    counts=st.lists(st.integers(0, 300), max_size=12),
    sizes=st.lists(st.integers(0, 40), max_size=5),
    state=st.integers(0, _MASK64),
    filled=st.booleans(),
)
def test_the_compiled_deal_is_the_python_deal(
    counts: list[int], sizes: list[int], state: int, filled: bool
) -> None:
    total, dealt = sum(counts), []
    for size in sizes:
        dealt.append(min(size, total))
        total -= dealt[-1]
    into = [counts] * len(dealt) if filled else None
    assert rng_module._deal_state(counts, dealt, state, into) == rng_module._deal_state_python(
        counts, dealt, state, into
    )
