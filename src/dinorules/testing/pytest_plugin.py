"""Pytest plugin: the ``rules`` marker and the ``--check-rules`` coverage check.

Tests cite the catalogued rules they check::

    @pytest.mark.rules("BR-3.2", "BR-3.3")
    def test_triceratops_moves(): ...

Every cited ID must be a well-formed rule ID, or collection fails. With
``--check-rules`` the session also fails when a catalogued rule is cited by no
collected test, or a test cites an ID that no catalogue has; a per-game summary is
printed either way. Catalogues are the ``*.md`` files (but ``README.md``) of the
directories in the ``rules_dirs`` ini option (default ``docs/rules``, relative to
rootdir) or of ``--rules-dir`` options (relative to the invocation directory).
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

import pytest

from dinorules.kernel.errors import DataError
from dinorules.testing import catalogue

__all__ = ["rules"]

rules = pytest.mark.rules
"""``@rules("BR-3.2")`` is ``@pytest.mark.rules("BR-3.2")``."""

_CITED = pytest.StashKey[dict[str, set[str]]]()
_RESULT = pytest.StashKey[tuple[str, bool]]()  # (text to print, whether the check failed)
_DEFAULT_DIRS = ["docs/rules"]
_ABORTED = (
    pytest.ExitCode.INTERRUPTED,
    pytest.ExitCode.INTERNAL_ERROR,
    pytest.ExitCode.USAGE_ERROR,
)


def pytest_addoption(parser: pytest.Parser) -> None:
    """Add ``--check-rules``, ``--rules-dir`` and the ``rules_dirs`` ini option."""
    group = parser.getgroup("dinorules", "rule catalogue coverage")
    group.addoption(
        "--check-rules",
        action="store_true",
        default=False,
        help="fail if a catalogued rule is cited by no collected test, or a test cites "
        "an ID no catalogue has; print a per-game coverage summary",
    )
    group.addoption(
        "--rules-dir",
        action="append",
        default=[],
        metavar="DIR",
        help="a directory of rule catalogues (repeatable; replaces the rules_dirs ini option)",
    )
    parser.addini(
        "rules_dirs",
        "directories of rule catalogues (*.md but README.md), relative to rootdir",
        type="linelist",
        default=list(_DEFAULT_DIRS),
    )
    parser.addini(
        "rules_source_dirs",
        "directories whose code must name every testable rule ID, relative to rootdir "
        "(empty: not checked)",
        type="linelist",
        default=[],
    )


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``rules`` marker."""
    config.addinivalue_line(
        "markers", "rules(*ids): the catalogued rule IDs (docs/rules) that a test checks"
    )


def _marker_problems(item: pytest.Item) -> list[str]:
    """List what is wrong with ``item``'s ``rules`` markers, one message per problem."""
    problems: list[str] = []
    for mark in item.iter_markers("rules"):
        if mark.kwargs:
            problems.append(f"takes rule IDs as positional arguments, not {sorted(mark.kwargs)}")
        if not mark.args:
            problems.append("needs at least one rule ID")
        problems.extend(
            f"malformed rule ID {arg!r} (expected e.g. 'BR-3.2' or 'BR-R4')"
            for arg in mark.args
            if not isinstance(arg, str) or not catalogue.is_rule_id(arg)
        )
    return problems


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    """Turn a malformed ``rules`` marker into a collection error naming the test."""
    report = yield
    if report.outcome != "passed":
        return report
    errors = [
        f"{item.nodeid}: @pytest.mark.rules {problem}"
        for item in report.result
        if isinstance(item, pytest.Item)
        for problem in _marker_problems(item)
    ]
    if errors:
        report.outcome = "failed"
        report.longrepr = "\n".join(errors)
        report.result = []
    return report


def pytest_collection_finish(session: pytest.Session) -> None:
    """Record which rule IDs the selected (collected, not deselected) tests cite."""
    cited: dict[str, set[str]] = {}
    for item in session.items:
        for mark in item.iter_markers("rules"):
            for arg in mark.args:
                cited.setdefault(str(arg), set()).add(item.nodeid)
    session.config.stash[_CITED] = cited


def _directories(config: pytest.Config) -> list[Path]:
    given: list[str] = config.getoption("rules_dir")
    if given:
        return [config.invocation_params.dir / name for name in given]
    names: list[str] = config.getini("rules_dirs")
    return [config.rootpath / name for name in names]


def _check(config: pytest.Config) -> tuple[str, bool]:
    """Check coverage: the text to print, and whether the check failed."""
    try:
        catalogues = catalogue.load_catalogues(*_directories(config))
    except DataError as exc:
        return f"rule catalogue error: {exc}", True
    if not catalogues:
        return "no rule catalogues", False
    cited: dict[str, set[str]] = config.stash.get(_CITED, {})
    sources: list[str] = config.getini("rules_source_dirs")
    implemented = (
        catalogue.ids_in_source(*(config.rootpath / name for name in sources)) if sources else None
    )
    report = catalogue.check_coverage(catalogues, cited, implemented)
    text = report.format_summary(verbose=config.get_verbosity() > 0)
    if not report.ok:
        text += "\n" + report.format_problems(root=config.rootpath)
    return text, not report.ok


def pytest_sessionfinish(session: pytest.Session, exitstatus: int | pytest.ExitCode) -> None:
    """With ``--check-rules``, check coverage and fail the session on a problem."""
    config = session.config
    if not config.getoption("check_rules"):
        return
    if exitstatus in _ABORTED:
        config.stash[_RESULT] = ("rules check skipped: the session was aborted", False)
        return
    text, failed = _check(config)
    config.stash[_RESULT] = (text, failed)
    if failed and session.exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the coverage summary and any problems found by `pytest_sessionfinish`."""
    result = terminalreporter.config.stash.get(_RESULT, None)
    if result is None:
        return
    text, failed = result
    terminalreporter.section("rules coverage", red=failed, green=not failed, bold=True)
    for line in text.splitlines():
        terminalreporter.write_line(line)
    if failed:
        terminalreporter.write_line("--check-rules failed", red=True, bold=True)
