"""The package list, found: pyproject.toml's ``packages.find`` cannot add ``exotica_tui.cards``,
the top-level ``cards/`` folder its ``package-dir`` maps into the package."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["exotica_tui*"]), "exotica_tui.cards"])
