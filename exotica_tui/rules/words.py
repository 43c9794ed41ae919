"""Counted nouns for the log and the prompts: "1 card", "2 cards", never "card(s)"."""


def count(n: int, noun: str, plural: str | None = None) -> str:
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
