"""The card data (``*/*.toml``), installed as the package ``exotica_tui.cards`` so that
``importlib.resources`` finds it in a wheel as in a checkout (see pyproject.toml)."""
