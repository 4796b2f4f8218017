"""MkDocs hooks: pages and sections generated from the code, the data and the tests.

- ``<!-- dinorules:coverage -->``: the rule-coverage table (catalogues vs. the tests'
  ``@pytest.mark.rules`` citations, read statically, and the IDs the code names).
- ``<!-- dinorules:commands -->``: every ``dinorules`` command and flag, from argparse.
- each game page (``rules/<game>.md``): a picture of the opening position (SVG and
  text) and tables of the bundled component data.
- nav entries whose page is not in the tree are dropped (pages other branches add).
- doctest sessions (``>>>`` lines) outside code fences, as in docstrings, are shown as
  ``pycon`` code blocks rather than as nested quotes.
"""

from __future__ import annotations

import argparse
import ast
import html
import logging
from pathlib import Path
from typing import Any

from markdown import Extension
from markdown.preprocessors import Preprocessor

import dinorules
from dinorules.cli import _parser
from dinorules.kernel import to_json_value
from dinorules.testing import catalogue

ROOT = Path(__file__).resolve().parents[2]
LOG = logging.getLogger("mkdocs.plugins.dinorules")


class _Sessions(Preprocessor):
    """Fence each run of ``>>>`` lines (with its output, up to a blank line) as ``pycon``."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fenced = in_session = False
        indent = ""
        for line in lines:
            text = line.lstrip()
            if in_session and not text:
                out.append(indent + "```")
                in_session = False
            elif not in_session and text.startswith("```"):
                fenced = not fenced
            elif not fenced and not in_session and text.startswith(">>>"):
                indent = line[: len(line) - len(text)]
                out += ["", indent + "```pycon"]
                in_session = True
            out.append(line)
        if in_session:
            out.append(indent + "```")
        return out


class _SessionsExtension(Extension):
    def extendMarkdown(self, md: Any) -> None:  # noqa: N802 (Markdown's API)
        md.preprocessors.register(_Sessions(md), "dinorules_sessions", 40)


def on_config(config: Any) -> Any:
    """Show doctest sessions as code; drop nav entries for pages that are not there (yet)."""
    config["markdown_extensions"].append(_SessionsExtension())
    docs = Path(config["docs_dir"])

    def keep(item: Any) -> Any:
        if isinstance(item, dict):
            kept = {}
            for key, value in item.items():
                entry = keep(value)
                if entry not in (None, []):
                    kept[key] = entry
            return kept or None
        if isinstance(item, list):
            return [v for v in (keep(x) for x in item) if v not in (None, {})]
        if isinstance(item, str) and not item.startswith("http") and not (docs / item).exists():
            LOG.info("nav: %s is not in this tree; left out", item)
            return None
        return item

    if config.get("nav"):
        config["nav"] = keep(config["nav"])
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Fill the markers and add the generated sections of game pages."""
    if "<!-- dinorules:coverage -->" in markdown:
        markdown = markdown.replace("<!-- dinorules:coverage -->", coverage_markdown())
    if "<!-- dinorules:commands -->" in markdown:
        markdown = markdown.replace("<!-- dinorules:commands -->", commands_markdown())
    path = Path(page.file.src_path)
    if path.parent.name == "rules" and path.stem != "README":
        markdown = game_sections(path.stem, markdown)
    return markdown


# --- rule coverage ---------------------------------------------------------------


def cited_in_tests(root: Path) -> dict[str, set[str]]:
    """Rule ID -> the tests citing it, from every ``*.mark.rules(...)`` under ``root``."""
    cited: dict[str, set[str]] = {}
    for path in sorted(root.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            owners = _owners(node)
            for call in owners:
                ids = _rule_args(call)
                name = f"{path.relative_to(root.parent)}::{getattr(node, 'name', '?')}"
                for rule_id in ids:
                    cited.setdefault(rule_id, set()).add(name)
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for call in ast.walk(node.value):
                    for rule_id in _rule_args(call):
                        cited.setdefault(rule_id, set()).add(str(path.relative_to(root.parent)))
    return cited


def _owners(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return list(node.decorator_list)
    return []


def _rule_args(node: ast.AST) -> list[str]:
    if not isinstance(node, ast.Call):
        return []
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "rules":
        owner = func.value
        if isinstance(owner, ast.Attribute) and owner.attr == "mark":
            return [
                a.value
                for a in node.args
                if isinstance(a, ast.Constant) and isinstance(a.value, str)
            ]
    return []


def coverage_markdown() -> str:
    """One table per game: each rule, whether it is a ruling, and the tests citing it."""
    catalogues = catalogue.load_catalogues(ROOT / "docs" / "rules")
    cited = cited_in_tests(ROOT / "tests")
    named = catalogue.ids_in_source(ROOT / "src" / "dinorules")
    report = catalogue.check_coverage(catalogues, cited, named)
    out = [
        "| game | rules | rulings | untestable | covered by a test | named in the code |",
        "|---|---|---|---|---|---|",
    ]
    for game in report.games:
        unnamed = len(game.unimplemented or ())
        out.append(
            f"| [{game.game}](rules/{game.game}.md) | {game.catalogued} | {game.rulings} | "
            f"{game.untestable} | {game.covered}/{game.testable} | "
            f"{game.testable - unnamed}/{game.testable} |"
        )
    for game, entries in catalogues.items():
        out += ["", f"## {game}", "", "| rule | tests citing it |", "|---|---|"]
        for entry in entries:
            kind = " *(ruling)*" if entry.ruling else ""
            if entry.untestable:
                tests = "*untestable*"
            else:
                names = sorted(cited.get(entry.id, ()))
                tests = (
                    ", ".join(f"`{n.rpartition('::')[2] or n}`" for n in names[:4]) or "**none**"
                )
                if len(names) > 4:
                    tests += f" and {len(names) - 4} more"
            out.append(f"| `{entry.id}`{kind} | {tests} |")
    return "\n".join(out)


# --- the command line ----------------------------------------------------------


def commands_markdown() -> str:
    """Each subcommand with its arguments and help, read from the argparse parser."""
    parser = _parser()
    out: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            for name, sub in action.choices.items():
                out += [f"### `dinorules {name}`", "", helps.get(name) or "", ""]
                out += ["| argument | help | default |", "|---|---|---|"]
                for arg in sub._actions:
                    if isinstance(arg, argparse._HelpAction):
                        continue
                    flags = ", ".join(arg.option_strings) or arg.dest
                    default = "" if arg.default in (None, argparse.SUPPRESS) else f"`{arg.default}`"
                    text = (arg.help or "").replace("|", "\\|")
                    out.append(f"| `{flags}` | {text} | {default} |")
                out.append("")
    return "\n".join(out)


# --- game pages ----------------------------------------------------------------


def game_sections(name: str, markdown: str) -> str:
    """Insert the picture after Usage, the component data before Reference."""
    if name not in dinorules.GAMES:
        return markdown
    game = dinorules.GAMES[name]
    markdown = _insert_before(markdown, ("## Description",), picture_markdown(name))
    return _insert_before(markdown, ("## Reference",), components_markdown(game))


def _insert_before(markdown: str, headings: tuple[str, ...], text: str) -> str:
    for heading in headings:
        at = markdown.find("\n" + heading + "\n")
        if at >= 0:
            return markdown[: at + 1] + text + "\n\n" + markdown[at + 1 :]
    return markdown.rstrip() + "\n\n" + text + "\n"


def picture_markdown(name: str) -> str:
    """The opening position drawn by the game's renderers (seat 0's view)."""
    game = dinorules.GAMES[name]
    state = game.initial_state(seed=1)
    out = ["## Pictures", ""]
    draw, text = game.spec.svg, game.spec.text  # every registered game declares both
    assert draw is not None and text is not None
    out.append(
        f"Seat 0's view of the opening position (seed 1), drawn by its spec's hooks "
        f"`svg` (`{draw.__module__}.{draw.__qualname__}`) and `text` "
        f"(`{text.__module__}.{text.__qualname__}`):"
    )
    out.append("")
    out += ['<div class="dinorules-board">', draw(state, player=0), "</div>", ""]
    out += ["```text", text(state, player=0), "```", ""]
    return "\n".join(out)


def components_markdown(game: Any) -> str:
    """Tables of each bundled data set (lists of records), read through the game's loaders."""
    out = ["## Component data (generated)", ""]
    for option in game.declared_options:
        load = getattr(option, "load", None)
        bundled = getattr(option, "bundled", ())
        if load is None or not bundled:
            continue
        data = to_json_value(load(bundled[0]))
        tables = _tables(data)
        if not tables:
            continue
        out += [f"### `{option.name}` = `{bundled[0]!r}`", ""]
        for title, rows in tables[:4]:
            out += [f"**{title}** ({len(rows)})", "", *_table(rows), ""]
    return "\n".join(out) if len(out) > 2 else ""


def _tables(data: Any, path: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    found: list[tuple[str, list[dict[str, Any]]]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                found.append((f"{path}{key}", value))
            elif isinstance(value, dict):
                found += _tables(value, f"{path}{key}.")
    return found


def _cell(value: Any) -> str:
    if isinstance(value, dict) and value.get("type") == "Multiset":
        return ", ".join(f"{k} x{n}" if n > 1 else str(k) for k, n in value.get("counts", []))
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_cell(v)}" for k, v in value.items() if k != "type")
    if isinstance(value, list):
        return ", ".join(_cell(v) for v in value)
    return "-" if value is None else str(value)


def _table(rows: list[dict[str, Any]]) -> list[str]:
    keys = [k for k in rows[0] if k != "type"]
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    for row in rows[:60]:
        cells = [html.escape(_cell(row.get(k)))[:120].replace("|", "\\|") for k in keys]
        lines.append("| " + " | ".join(cells) + " |")
    if len(rows) > 60:
        lines.append(f"| ... {len(rows) - 60} more | " + " |" * (len(keys) - 1))
    return lines
