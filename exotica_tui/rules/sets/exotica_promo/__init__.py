"""The Exotica Promo Pack as a card set (set id ``exotica-promo``; Exotica rulebook, "Exotica
Promo Pack"): cards for combining Exotica with Escalation, offered only when both are in play."""

from __future__ import annotations

from .. import CardSet, register


class ExoticaPromo(CardSet):
    id = "exotica-promo"


register(ExoticaPromo())
