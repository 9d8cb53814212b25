"""Augen given away: in games among four players of one level, how often a player puts a card
worth 10 or 11 Augen into a trick his own view already showed lost, while a legal card with
fewer Augen would not have won either.

"Lost" as the player saw it: the card winning the trick so far belongs to a known opponent,
every player still to play in the trick is a known opponent, and the card played does not win.
Known means shown by the view (a Kreuz-Dame played, an announcement, a solo, the player's own
cards); a smear to a partner is never counted.

Run: ``python benchmarks/giveaways.py [--level profi] [--games N] [--rules ddv] [--seed S]``.
"""

from __future__ import annotations

import argparse
from collections import Counter

from dokodesk.ai.players import make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.cards import AUGEN, card_name
from dokodesk.engine.game import GameSetup, Play, State, apply, legal_cards, new_game, turn
from dokodesk.engine.order import trick_winner
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view


def gives_away(state: State, card: int) -> bool:
    """Whether playing ``card`` now gives Augen away, as defined above."""
    if not state.trick or AUGEN[card] < 10:
        return False
    player = state.to_act
    v = view(state, player)
    mine = v.parties[player]
    if mine is None:
        return False
    order = state.order
    second = state.second_dulle(len(state.tricks))
    leader = state.leader
    winner = (leader + trick_winner(order, state.trick, second)) % 4
    later = [(player + i) % 4 for i in range(1, 4 - len(state.trick))]

    def opponent(p: int) -> bool:
        return v.parties[p] is not None and v.parties[p] != mine

    if not opponent(winner) or not all(opponent(p) for p in later):
        return False

    def wins(c: int) -> bool:
        return trick_winner(order, (*state.trick, c), second) == len(state.trick)

    if wins(card):
        return False
    return any(AUGEN[c] < AUGEN[card] and not wins(c) for c in legal_cards(state))


def count(level: str, games: int, rules_name: str, seed: int) -> tuple[int, Counter[str]]:
    """The give-aways in ``games`` games of four ``level`` players, and which cards."""
    rules = preset(rules_name)
    found: Counter[str] = Counter()
    total = 0
    for g in range(games):
        state = new_game(GameSetup.from_seed(rules, seed * 100_003 + g, first=g % 4))
        players = [make_player(level, seed * 1_009 + g * 4 + p) for p in range(4)]
        while (t := turn(state)).player is not None:
            action = players[t.player].act(view(state, t.player), t.actions())
            assert action is not None
            if isinstance(action, Play) and gives_away(state, action.card):
                total += 1
                found[card_name(action.card)] += 1
            state = apply(state, action)
    return total, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="profi")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        total, found = count(args.level, args.games, args.rules, args.seed)
    finally:
        shutdown()
    per = total / (4 * args.games)
    cards = ", ".join(f"{c} {n}" for c, n in found.most_common(8))
    print(f"{args.level}, {args.games} games ({args.rules}): {total} give-aways, "
          f"{per:.3f} per seat-game ({cards})")


if __name__ == "__main__":
    main()
