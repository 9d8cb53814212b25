"""What weighing a reservation by simulation is worth to Profi: on deals where one player may
make it, that player as Profi weighing it (the lever on) against the same Profi without (off),
the other three players the same in both games. Levers: ``stille_hochzeit`` (both Kreuz-Damen:
the silent Hochzeit weighed against the announced one, otherwise always announced) and
``armut`` (a hand poor enough for an Armut: the Armut weighed against gesund, otherwise the
rule of thumb).

Every decision is a function of the player's seed and view: where both Profis say the same in
the reservation, the games are the same and the deal counts 0 without the second game (and
without any game where the hand is too weak for the stille Hochzeit to be weighed). The
report gives the mean paired difference of the seat's points per deal with its 95% confidence
interval, and the same over the deals where the reservation differed.

Run: ``python benchmarks/reservations.py --lever stille_hochzeit|armut [--deals 200]
[--others profi] [--rules ddv] [--seed 1]`` (the Armut under ``vowi`` or ``kneipe``: DDV has
none).
"""

from __future__ import annotations

import argparse

from paired import interval

from dokodesk.ai.arena import deal_setup, play_game
from dokodesk.ai.players import Player, ProfiPlayer, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.cards import CQ
from dokodesk.engine.game import (
    Action,
    GameSetup,
    Phase,
    Reservation,
    Reserve,
    ReserveKind,
    State,
    legal_actions,
    may_declare_poverty,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view


def lever_seat(setup: GameSetup, lever: str) -> int | None:
    """The first player who may make the reservation of ``lever``, if any."""
    for p, hand in enumerate(setup.hands):
        if (hand.count(CQ) == 2 if lever == "stille_hochzeit"
                else may_declare_poverty(setup.rules, hand)):
            return p
    return None


def profi(seed: int, effort: Effort, lever: str, on: bool) -> ProfiPlayer:
    """Profi with the reservation lever ``lever`` on or off."""
    if lever == "stille_hochzeit":
        return ProfiPlayer(seed, effort, stille_hochzeit=on)
    return ProfiPlayer(seed, effort, weigh_armut=on)


def play_deal(
    setup: GameSetup, deal_seed: int, seat: int, lever: str, others: str, effort: Effort
) -> tuple[int, Action | None, Action | None] | None:
    """The seat's points with the lever on minus off, and what it said on and off (the
    difference 0 where it said the same); None where no reservation was asked of it."""
    asked: list[State] = []

    def watch(state: State) -> None:
        if state.phase is Phase.RESERVATIONS and state.to_act == seat and not asked:
            asked.append(state)

    def table(on: bool) -> list[Player]:
        return [profi(deal_seed * 8 + p, effort, lever, on) if p == seat
                else make_player(others, deal_seed * 8 + p, effort) for p in range(4)]

    with_lever = play_game(setup, table(True), watch).state
    if not asked:  # a solo before him, or a forced solo
        return None
    v, legal = view(asked[0], seat), legal_actions(asked[0], seat)
    on_said, off_said = table(True)[seat].act(v, legal), table(False)[seat].act(v, legal)
    if on_said == off_said:
        return 0, on_said, off_said
    without = play_game(setup, table(False)).state
    return result(with_lever).points[seat] - result(without).points[seat], on_said, off_said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lever", choices=("stille_hochzeit", "armut"), required=True)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--others", default="profi")
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules)
    effort = Effort()
    diffs: list[float] = []
    differed: list[float] = []
    said: dict[str, int] = {}
    index = 0
    while len(diffs) < args.deals:
        setup, deal_seed = deal_setup(rules, args.seed, index)
        index += 1
        seat = lever_seat(setup, args.lever)
        if seat is None:
            continue
        kinds: set[ReserveKind] = {Reservation.GESUND, Reservation.HOCHZEIT}
        weighs = ProfiPlayer(0, effort, stille_hochzeit=True).silent_wedding
        if args.lever == "stille_hochzeit" and not weighs(view(new_game(setup), seat), kinds):
            diffs.append(0.0)  # too weak to be weighed: the same reservation on and off
            continue
        outcome = play_deal(setup, deal_seed, seat, args.lever, args.others, effort)
        if outcome is None:
            diffs.append(0.0)
            continue
        diff, on_said, off_said = outcome
        diffs.append(diff)
        if isinstance(on_said, Reserve):
            said[on_said.kind] = said.get(on_said.kind, 0) + 1
        if on_said != off_said:
            differed.append(diff)
            print(f"deal {index - 1}: seat {seat} said {on_said} instead of {off_said}: "
                  f"{diff:+d}", flush=True)
    shutdown()
    print(f"{len(diffs)} deals ({args.rules}, others {args.others}, lever {args.lever}); "
          f"the lever's reservations: {said}")
    print(f"on minus off, per deal: {interval(diffs)}")
    print(f"over the deals where the reservation differed: {interval(differed)}")


if __name__ == "__main__":
    main()
