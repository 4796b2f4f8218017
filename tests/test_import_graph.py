"""No import circle in ``src``: every package reads from the modules below it.

The graph holds every import of every module, those inside functions included and
``importlib.import_module`` of a literal name too, but not those under ``if
TYPE_CHECKING:`` (they never run). A name imported from a package is the module of
that name when there is one, else the package itself. Compiled modules (an
extension beside its ``.pyi`` stub) are modules of the graph: they import nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node under an ``if TYPE_CHECKING:`` block."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = getattr(test, "id", None) or getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                for statement in node.body:
                    skipped.update(id(inner) for inner in ast.walk(statement))
    return skipped


def _imported(module: str, is_package: bool, tree: ast.AST) -> Iterator[str]:
    """The dotted names ``module`` imports (not yet resolved to known modules)."""
    skipped = _type_checking_nodes(tree)
    here = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])])
            yield from (f"{target}.{alias.name}" for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value


def import_graph() -> dict[str, set[str]]:
    """Each module of ``src`` and the modules of ``src`` it imports."""
    sources = sorted(SRC.rglob("*.py"))
    known = {_module_name(path) for path in sources}
    known |= {_module_name(path) for path in SRC.rglob("*.pyi")}  # compiled modules
    graph: dict[str, set[str]] = {}
    for path in sources:
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges = set()
        for name in _imported(module, path.name == "__init__.py", tree):
            found = name
            while found and found not in known:
                found = found.rpartition(".")[0]
            if found and found != module:
                edges.add(found)
        graph[module] = edges
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph.get(module, ())):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            part = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == module:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_import_circle_in_src() -> None:
    assert circles(import_graph()) == []


def test_the_graph_sees_lazy_imports_and_leaves_out_type_checking_ones() -> None:
    graph = import_graph()
    assert "dinorules.kernel._speedups" in graph["dinorules.kernel.speedups"]  # import_module
    assert "dinorules.kernel.replay" in graph["dinorules"]  # inside __getattr__
    assert "dinorules.kernel.game" not in graph["dinorules.kernel.registry"]  # TYPE_CHECKING


def test_a_circle_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
