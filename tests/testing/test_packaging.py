"""How users get the testing tools: the ``testing`` extra, the pytest plugin, the metadata."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
WITHOUT_HYPOTHESIS = "import sys; sys.modules['hypothesis'] = None\n"
"""A `None` in `sys.modules` makes ``import hypothesis`` fail as if it were not installed."""


def run_python(code: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def test_without_hypothesis_the_strategies_name_the_extra_to_install() -> None:
    result = run_python(WITHOUT_HYPOTHESIS + "from dinorules.testing import action_sequences")
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("ModuleNotFoundError: ")
    assert "pip install 'dinorules[testing]'" in last
    assert "hypothesis" in last


def test_without_hypothesis_the_plugin_and_the_harness_still_load() -> None:
    # The pytest11 entry point loads the plugin in every pytest run of an environment
    # with dinorules installed, testing extra or not: it must not need Hypothesis.
    code = WITHOUT_HYPOTHESIS + (
        "import dinorules.testing.pytest_plugin\n"
        "from dinorules.testing import check_game\n"
        "print('loaded')"
    )
    result = run_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "loaded\n"


def test_the_plugin_is_a_pytest11_entry_point_and_not_loaded_by_hand() -> None:
    # Named after its module, so an explicit `-p dinorules.testing.pytest_plugin`
    # (as older configurations have) finds it registered instead of loading it twice.
    plugin = "dinorules.testing.pytest_plugin"
    plugins = {ep.name: ep.value for ep in entry_points(group="pytest11")}
    assert plugins.get(plugin) == plugin
    assert PYPROJECT["project"]["entry-points"]["pytest11"] == {plugin: plugin}
    assert plugin not in PYPROJECT["tool"]["pytest"]["ini_options"]["addopts"]


@pytest.mark.parametrize("options", [(), ("-p", "dinorules.testing.pytest_plugin")])
def test_a_project_without_configuration_gets_the_rules_marker(
    tmp_path: Path, options: tuple[str, ...]
) -> None:
    (tmp_path / "test_rule.py").write_text(
        "import pytest\n\n@pytest.mark.rules('XX-1.1')\ndef test_cited() -> None:\n    pass\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "--strict-markers",
            "-p",
            "no:cacheprovider",
            *options,
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        env={
            k: v
            for k, v in os.environ.items()
            if k not in ("PYTEST_ADDOPTS", "PYTEST_DISABLE_PLUGIN_AUTOLOAD")
        },
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_the_build_backend_can_write_the_license_metadata() -> None:
    # `license = "MIT"` (an SPDX expression) with `license-files` needs setuptools 77.
    requires = PYPROJECT["build-system"]["requires"]
    assert requires == ["setuptools>=77"]
    assert PYPROJECT["project"]["license"] == "MIT"


def test_the_classifiers_name_the_supported_python_versions() -> None:
    project = PYPROJECT["project"]
    assert project["requires-python"] == ">=3.11"
    versions = {
        c.rsplit(" :: ", 1)[1]
        for c in project["classifiers"]
        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)
    }
    assert versions == {"3.11", "3.12", "3.13"}
    assert "Programming Language :: Python :: 3 :: Only" in project["classifiers"]


def test_the_package_description_opens_on_the_library_not_on_repository_commands() -> None:
    readme = (ROOT / PYPROJECT["project"]["readme"]).read_text(encoding="utf-8")
    before_first_section = readme.split("\n## ", 1)[0]
    assert "make " not in before_first_section
    assert "```sh" not in before_first_section
    assert "**dinorules** is a Python library" in before_first_section
