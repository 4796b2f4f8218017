"""Rule catalogues: parsing, coverage, and the ``--check-rules`` pytest plugin."""

from __future__ import annotations

from pathlib import Path

import pytest

from dinorules.kernel.errors import DataError
from dinorules.testing.catalogue import (
    RuleEntry,
    check_coverage,
    is_rule_id,
    load_catalogues,
    parse_catalogue,
)

pytest_plugins = ["pytester"]

BRUNCH = """\
# Brunch

Free prose, a table and a heading are ignored.

| a | b |
|---|---|
| 1 | 2 |

- a plain list item
- **Note:** bold prose is not a rule

- **BR-1.1** (brunch.fr.txt:3) *untestable* Détachez les pions. / Punch out the pawns.
- **BR-3.2** (brunch.fr.txt:41) Un tricératops peut se déplacer. / A triceratops may move.
- **BR-3.2a** (brunch.fr.txt:42-44) Long text that wraps
  onto a second line.
- **BR-R4** *ruling* — the book is silent; we chose X; because Y.

```
- **XX-9** inside a code fence: not catalogued
```
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def entry(rule_id: str, *, ruling: bool = False, untestable: bool = False) -> RuleEntry:
    return RuleEntry(rule_id, None, "text", ruling, untestable, "x.md", 1)


# --- Parsing -----------------------------------------------------------------


def test_rule_id_pattern() -> None:
    assert all(map(is_rule_id, ["BR-3", "BR-3.2", "SC-12.1.4b", "BR-R4", "TY-1a"]))
    assert not any(map(is_rule_id, ["br-3", "BR3", "BR-3.", "BRR-3", "BR-R", "BR-3.2 "]))


def test_parse_catalogue_reads_ids_sources_and_flags(tmp_path: Path) -> None:
    path = write(tmp_path, "brunch.md", BRUNCH)
    entries = parse_catalogue(path)
    assert [e.id for e in entries] == ["BR-1.1", "BR-3.2", "BR-3.2a", "BR-R4"]
    first, move, wrapped, ruling = entries
    assert first.untestable and not first.ruling
    assert first.source == "brunch.fr.txt:3"
    assert first.text == "Détachez les pions. / Punch out the pawns."
    assert move == RuleEntry(
        id="BR-3.2",
        source="brunch.fr.txt:41",
        text="Un tricératops peut se déplacer. / A triceratops may move.",
        ruling=False,
        untestable=False,
        file=str(path),
        line=13,
    )
    assert wrapped.source == "brunch.fr.txt:42-44"
    assert wrapped.text == "Long text that wraps onto a second line."
    assert ruling.ruling and not ruling.untestable
    assert ruling.source is None
    assert ruling.text == "the book is silent; we chose X; because Y."


def test_untestable_reason_is_kept_in_the_text(tmp_path: Path) -> None:
    path = write(tmp_path, "g.md", "- **MI-1** (m.txt:1) *untestable: assembly* Fold the box.\n")
    (rule,) = parse_catalogue(path)
    assert rule.untestable
    assert rule.text == "(assembly) Fold the box."


def test_duplicate_id_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "g.md", "# G\n\n- **IS-1** one\n- **IS-2** two\n- **IS-1** again\n")
    with pytest.raises(
        DataError, match=r"g\.md:5: duplicate rule ID 'IS-1' \(first at .*g\.md:3\)"
    ):
        parse_catalogue(path)


@pytest.mark.parametrize("bad", ["BR-3.", "br-3", "BR3", "BR-3.2.x", "BRR-1"])
def test_malformed_id_names_file_and_line(tmp_path: Path, bad: str) -> None:
    path = write(tmp_path, "g.md", f"- **BR-1** fine\n- **{bad}** broken\n")
    with pytest.raises(DataError, match=rf"g\.md:2: malformed rule ID '{bad}'"):
        parse_catalogue(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- **JA-1** *ruling* not an R id\n", r"g\.md:1: 'JA-1' is marked \*ruling\*"),
        ("- **JA-1** (j.txt:1)\n", r"g\.md:1: rule 'JA-1' has no text"),
        ("- **JA-1** a\n- **SC-2** b\n", r"g\.md:2: .*prefix 'SC'.*'JA'"),
    ],
)
def test_other_malformed_entries(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(DataError, match=message):
        parse_catalogue(write(tmp_path, "g.md", text))


def test_load_catalogues_by_game_skipping_readme(tmp_path: Path) -> None:
    write(tmp_path, "brunch.md", BRUNCH)
    write(tmp_path, "README.md", "- **XX-1** the format, documented\n")
    toy = tmp_path / "toy"
    toy.mkdir()
    write(toy, "rules.md", "- **TY-1** a toy rule\n")
    catalogues = load_catalogues(tmp_path, toy, tmp_path / "missing")
    assert list(catalogues) == ["brunch", "toy"]
    assert [e.id for e in catalogues["toy"]] == ["TY-1"]


def test_load_catalogues_rejects_an_id_in_two_files(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "- **TY-1** one\n")
    write(tmp_path, "b.md", "- **TY-1** other\n")
    with pytest.raises(
        DataError, match=r"b\.md:1: duplicate rule ID 'TY-1' \(first at .*a\.md:1\)"
    ):
        load_catalogues(tmp_path)


# --- Coverage ----------------------------------------------------------------


def test_check_coverage_counts() -> None:
    catalogues = {
        "brunch": (
            entry("BR-1", untestable=True),
            entry("BR-2"),
            entry("BR-3"),
            entry("BR-R1", ruling=True),
        ),
        "island": (entry("IS-1"),),
    }
    cited = {"BR-2": {"t::a"}, "BR-R1": {"t::b"}, "IS-1": {"t::c"}, "BR-9": {"t::d", "t::e"}}
    report = check_coverage(catalogues, cited)
    brunch, island = report.games
    assert (brunch.catalogued, brunch.rulings, brunch.untestable, brunch.covered) == (4, 1, 1, 2)
    assert brunch.testable == 3
    assert (island.catalogued, island.covered, island.testable) == (1, 1, 1)
    assert report.uncovered == ("BR-3",)
    assert dict(report.unknown) == {"BR-9": ("t::d", "t::e")}
    assert not report.ok
    assert report.format_summary().splitlines() == [
        "brunch          4 rules (1 rulings, 1 untestable)  2/3 covered",
        "island          1 rules (0 rulings, 0 untestable)  1/1 covered",
    ]
    problems = report.format_problems()
    assert "BR-3" in problems
    assert "BR-9       cited by t::d" in problems


def test_check_coverage_ok_and_empty_citations_do_not_count() -> None:
    catalogues = {"toy": (entry("TY-1"), entry("TY-2", untestable=True))}
    assert check_coverage(catalogues, {"TY-1": {"t::a"}}).ok
    assert check_coverage(catalogues, {"TY-1": set()}).uncovered == ("TY-1",)
    assert check_coverage({}, {}).format_summary() == "no rule catalogues"


# --- The pytest plugin, end to end ----------------------------------------------

PLUGIN = ("-p", "dinorules.testing.pytest_plugin", "-p", "no:cacheprovider")
TOY_RULES = "# Toy\n\n- **TY-1** (toy.txt:1) Roll a die.\n- **TY-2** (toy.txt:2) Play a card.\n"


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeini("[pytest]\nrules_dirs =\n    docs/rules\n")
    rules = pytester.mkdir("docs").joinpath("rules")
    rules.mkdir()
    rules.joinpath("toy.md").write_text(TOY_RULES, encoding="utf-8")
    rules.joinpath("README.md").write_text("- **XX-1** not a catalogue\n", encoding="utf-8")
    return pytester


def test_plugin_reports_an_uncovered_rule(project: pytest.Pytester) -> None:
    project.makepyfile(
        """
        import pytest

        @pytest.mark.rules("TY-1")
        def test_roll():
            pass
        """
    )
    result = project.runpytest(*PLUGIN, "--check-rules")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [
            "*rules coverage*",
            "toy*2 rules (0 rulings, 0 untestable)  1/2 covered",
            "*1 catalogued rules are cited by no test*",
            "*TY-2*Play a card.*toy.md:4*",
        ]
    )


def test_plugin_passes_when_every_rule_is_cited(project: pytest.Pytester) -> None:
    project.makepyfile(
        """
        import pytest

        pytestmark = pytest.mark.rules("TY-1")

        class TestCards:
            @pytest.mark.rules("TY-2")
            def test_play(self):
                pass
        """
    )
    result = project.runpytest(*PLUGIN, "--check-rules")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["toy*2 rules (0 rulings, 0 untestable)  2/2 covered"])
    result.stdout.no_fnmatch_line("*XX-1*")


def test_plugin_names_the_test_citing_an_unknown_id(project: pytest.Pytester) -> None:
    project.makepyfile(
        """
        import pytest

        @pytest.mark.rules("TY-1", "TY-2")
        def test_both():
            pass

        @pytest.mark.rules("TY-3")
        def test_ghost():
            pass
        """
    )
    result = project.runpytest(*PLUGIN, "--check-rules")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*1 cited rule IDs are in no catalogue*",
            "  toy:",
            "*TY-3*cited by test_plugin_names_the_test_citing_an_unknown_id.py::test_ghost",
        ]
    )


def test_plugin_ignores_deselected_tests(project: pytest.Pytester) -> None:
    project.makepyfile(
        """
        import pytest

        @pytest.mark.rules("TY-1")
        def test_roll():
            pass

        @pytest.mark.rules("TY-2")
        def test_play():
            pass
        """
    )
    result = project.runpytest(*PLUGIN, "--check-rules", "-k", "roll")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["toy*1/2 covered", "*TY-2*"])


def test_plugin_without_the_flag_does_not_check(project: pytest.Pytester) -> None:
    project.makepyfile("def test_nothing():\n    pass\n")
    result = project.runpytest(*PLUGIN)
    assert result.ret == pytest.ExitCode.OK
    result.stdout.no_fnmatch_line("*rules coverage*")


def test_plugin_malformed_marker_is_a_collection_error(project: pytest.Pytester) -> None:
    project.makepyfile(
        """
        import pytest

        @pytest.mark.rules("ty-1")
        def test_bad():
            pass
        """
    )
    result = project.runpytest(*PLUGIN)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(
        ["*test_bad: @pytest.mark.rules malformed rule ID 'ty-1'*", "*1 error*"]
    )


def test_plugin_catalogue_error_fails_the_check(project: pytest.Pytester) -> None:
    project.path.joinpath("docs", "rules", "toy.md").write_text(
        TOY_RULES + "- **TY-1** again\n", encoding="utf-8"
    )
    project.makepyfile("def test_nothing():\n    pass\n")
    result = project.runpytest(*PLUGIN, "--check-rules")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*rule catalogue error: *toy.md:5: duplicate rule ID 'TY-1'*"])


def test_plugin_without_catalogues_passes(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_nothing():\n    pass\n")
    result = pytester.runpytest(*PLUGIN, "--check-rules")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["no rule catalogues"])


def test_plugin_rules_dir_option_overrides_the_ini(project: pytest.Pytester) -> None:
    other = project.mkdir("other")
    other.joinpath("mini.md").write_text("- **MI-1** (m.txt:1) Draw.\n", encoding="utf-8")
    project.makepyfile(
        """
        import pytest

        @pytest.mark.rules("MI-1")
        def test_draw():
            pass
        """
    )
    result = project.runpytest(*PLUGIN, "--check-rules", "--rules-dir", "other")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["mini*1 rules (0 rulings, 0 untestable)  1/1 covered"])
