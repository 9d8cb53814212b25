"""Teaching aids: the action a level would take, with a short reason in German and English.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game, legal_actions
>>> from dokodesk.engine.view import view
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> action, reason = suggest(view(state, 0), legal_actions(state, 0))
>>> bool(reason.de) and bool(reason.en)
True
"""

from __future__ import annotations

from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.cards import AUGEN, CJ, DA
from dokodesk.engine.game import Action, Announce, Pigs, Play, PovertyReply, Reserve, Return
from dokodesk.engine.order import trick_winner
from dokodesk.engine.view import View
from dokodesk.text.hints import Reason, hint


def suggest(view: View, legal: tuple[Action, ...], level: str = "fortgeschritten",
            seed: int = 0, effort: Effort | None = None) -> tuple[Action | None, Reason]:
    """The action ``level`` would take in ``view`` and a short reason for it (``effort``
    tunes Profi's search)."""
    action = make_player(level, seed, effort).act(view, legal)
    return action, explain(view, legal, action, level)


def explain(view: View, legal: tuple[Action, ...], action: Action | None,
            level: str = "fortgeschritten") -> Reason:
    """The catalogue reason that fits ``action`` in ``view``."""
    if action is None:
        return hint("wait")
    if isinstance(action, Pigs):
        return hint("schweine" if action.say else "schweine_no")
    if isinstance(action, Reserve):
        if action.kind in ("gesund", "hochzeit", "armut", "schmeissen"):
            return hint(action.kind)
        return hint("solo", solo=action.kind)
    if isinstance(action, PovertyReply):
        return hint("accept" if action.accept else "decline")
    if isinstance(action, Return):
        trump = knowledge(view).order.trump[action.card]
        return hint("return_trump" if trump else "return_plain", action.card)
    if isinstance(action, Announce):
        return hint("announce")
    assert isinstance(action, Play)
    return _explain_card(view, legal, action.card, level)


def _explain_card(view: View, legal: tuple[Action, ...], card: int, level: str) -> Reason:
    cards = [a.card for a in legal if isinstance(a, Play)]
    if len(cards) == 1:
        return hint("only", card)
    k = knowledge(view)
    order = k.order
    n_tricks = view.rules.tricks_per_game
    if not view.trick:
        if order.trump[card]:
            return hint("lead_trump", card)
        if AUGEN[card] == 11:
            return hint("lead_ace", card)
        return hint("lead_low" if level != "profi" else "search", card)
    trick = (*view.trick, card)
    second = view.second_dulle(len(view.tricks))
    winner = (view.leader + trick_winner(order, trick, second)) % 4
    before = (view.leader + trick_winner(order, view.trick, second)) % 4
    if winner == view.player:
        if len(view.tricks) == n_tricks - 1 and card == CJ:
            return hint("karlchen", card)
        opp_fox = any(
            c == DA and k.team[(view.leader + i) % 4] == -1 for i, c in enumerate(view.trick)
        )
        return hint("fuchs_catch" if opp_fox else "win", card)
    if k.team[before] == 1 and AUGEN[card] >= 10:
        return hint("smear", card)
    return hint("discard" if level != "profi" or AUGEN[card] < 10 else "search", card)
