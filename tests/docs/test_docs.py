"""The documentation is true to the code: its examples run, its commands and flags exist.

Every ``python`` block of the documentation is either a doctest (run here) or an
excerpt of a source file whose every line is found in that file. Every ``dinorules``
command line, ``python -m dinorules...`` line and ``make`` target the documentation
shows must exist (argparse definitions, module sources, the Makefile).
"""

from __future__ import annotations

import argparse
import doctest
import importlib.util
import re
from pathlib import Path

import pytest

import dinorules.spino_chase
from dinorules.cli import _parser

ROOT = Path(__file__).resolve().parents[2]
DOCS = sorted(p for p in (ROOT / "docs").rglob("*.md"))
PAGES = [*DOCS, ROOT / "README.md"]
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`([^`\n]+)`")
EXCERPT = re.compile(r"^# excerpt of (\S+)")
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z-]*")
COMMAND = re.compile(r"^(?:\$ )?(?:\.venv/bin/)?dinorules (\S+)(.*)$")
MODULE = re.compile(r"^(?:\$ )?(?:\.venv/bin/)?python3? -m (dinorules[\w.]*)(.*)$")
MAKE = re.compile(r"^(?:\$ )?make ([\w-]+)")


def _name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _blocks(path: Path) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in FENCE.finditer(path.read_text(encoding="utf-8"))]


def _shell_lines(path: Path) -> list[str]:
    """Command lines: those of shell (and unlabelled) blocks, and inline code spans."""
    text = path.read_text(encoding="utf-8")
    lines: list[str] = []
    for language, body in _blocks(path):
        if language in ("", "sh", "shell", "bash", "console", "text"):
            joined = body.replace("\\\n", " ")
            lines += [line.split("  #")[0].strip() for line in joined.splitlines()]
    lines += [span.strip() for span in INLINE.findall(FENCE.sub("", text))]
    return lines


@pytest.mark.parametrize("path", DOCS, ids=_name)
def test_every_python_example_runs_as_a_doctest(path: Path) -> None:
    blocks = [body for language, body in _blocks(path) if language in ("python", "pycon", "py")]
    examples = []
    for body in blocks:
        excerpt = EXCERPT.match(body)
        if excerpt:
            source = (ROOT / excerpt.group(1)).read_text(encoding="utf-8")
            for line in body.splitlines()[1:]:
                if line.strip() and line.strip() != "...":
                    assert line.rstrip() in source, (
                        f"{_name(path)}: not in {excerpt.group(1)}: {line}"
                    )
            continue
        assert body.lstrip().startswith(">>>"), (
            f"{_name(path)}: a python example that is not a doctest (or an '# excerpt of' "
            f"a source file): {body[:80]!r}"
        )
        examples.append(body)
    if not examples:
        return
    parser = doctest.DocTestParser()
    test = parser.get_doctest("\n".join(examples), {}, _name(path), str(path), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    failures: list[str] = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    for action in _parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("the dinorules parser has no subcommands")


def documented_problems(lines: list[str]) -> list[str]:
    """Each documented command, module, flag or make target that does not exist."""
    commands = _subcommands()
    targets = set(re.findall(r"^([\w-]+):", (ROOT / "Makefile").read_text(), re.MULTILINE))
    problems: list[str] = []
    for line in lines:
        if found := COMMAND.match(line):
            name, rest = found.groups()
            if name not in commands:
                problems.append(f"no command 'dinorules {name}': {line}")
                continue
            known = {o for a in commands[name]._actions for o in a.option_strings}
            problems += [
                f"dinorules {name} has no {f}: {line}" for f in FLAG.findall(rest) if f not in known
            ]
        elif found := MODULE.match(line):
            module, rest = found.groups()
            spec = importlib.util.find_spec(module)
            if spec is None or spec.origin is None:
                problems.append(f"no module {module}: {line}")
                continue
            source = Path(spec.origin).read_text(encoding="utf-8")
            problems += [
                f"{module} has no {f}: {line}" for f in FLAG.findall(rest) if f'"{f}"' not in source
            ]
        elif (found := MAKE.match(line)) and found.group(1) not in targets:
            problems.append(f"no make target {found.group(1)}: {line}")
    return problems


@pytest.mark.parametrize("path", PAGES, ids=_name)
def test_every_documented_command_and_flag_exists(path: Path) -> None:
    assert documented_problems(_shell_lines(path)) == []


def test_the_check_catches_a_missing_command_flag_module_or_target() -> None:
    problems = documented_problems(
        [
            "dinorules simulate brunch --games 10 --budget 100",
            "dinorules replay game.json --html out.html --as 0",
            ".venv/bin/dinorules conquer brunch",
            "python -m dinorules.demo --simulate",
            "python -m dinorules.nowhere",
            "make docs",
            "make deploy",
        ]
    )
    assert [p.split(":")[0] for p in problems] == [
        "dinorules simulate has no --budget",
        "no command 'dinorules conquer'",
        "dinorules.demo has no --simulate",
        "no module dinorules.nowhere",
        "no make target deploy",
    ]


def test_the_readme_board_is_what_the_renderer_draws() -> None:
    game = dinorules.GAMES["spino_chase"]
    state = game.initial_state(seed=11)
    for _ in range(60):
        state = game.apply(state, game.legal_actions(state)[-1])
    drawn = dinorules.spino_chase.render_svg(state, player=0) + "\n"
    assert (ROOT / "docs" / "assets" / "spino_chase.svg").read_text(encoding="utf-8") == drawn, (
        "docs/assets/spino_chase.svg is stale: regenerate it with this test's recipe"
    )
    assert "docs/assets/spino_chase.svg" in (ROOT / "README.md").read_text(encoding="utf-8")
