"""The Textual app (design.md, "The interface"). Renders views, sends answers; no rules here."""
