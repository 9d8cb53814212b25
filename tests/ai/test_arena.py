"""The arena's duplicate deals: every seat's difference is kept with the kind of game played."""

from __future__ import annotations

from dokodesk.ai.arena import deal_setup, duplicate, game_kind, play_game
from dokodesk.ai.players import make_player
from dokodesk.engine.rules import preset


def test_the_kind_of_a_game_is_what_its_final_state_shows() -> None:
    rules = preset("ddv")
    seen = set()
    for index in range(60):
        setup, seed = deal_setup(rules, 7, index)
        levels = ["random" if index % 4 == 0 else "fortgeschritten"] + ["fortgeschritten"] * 3
        log = play_game(setup, [make_player(levels[p], seed * 8 + p) for p in range(4)])
        state = log.state
        kind = game_kind(log)
        seen.add(kind)
        if state.contract is not None and state.contract.kind.is_solo:
            assert kind == "solo"
        else:
            assert kind == ("angesagt" if state.announcements else "still")
    assert seen == {"solo", "angesagt", "still"}


def test_a_deals_split_holds_each_seats_difference_once() -> None:
    rules = preset("ddv")
    for index in range(6):
        setup, seed = deal_setup(rules, 3, index)
        deal = duplicate(setup, seed, lambda s: make_player("random", s),
                         lambda s: make_player("anfaenger", s))
        assert len(deal.cand_kinds) == 4 and deal.base_kind
        split = deal.split()
        assert sorted(d for diffs in split.values() for d in diffs) == sorted(deal.diffs)
        if deal.base_kind == "solo":
            assert set(split) == {"solo"}
