"""The screens of the app: setup, table, handoff, game over, help, log and card detail."""
