"""Widgets of the table screen; each renders part of a view, none changes the game."""
