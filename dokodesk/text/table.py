"""The words of the card table and the Spielliste: what a :class:`~dokodesk.engine.view.View`
shows in the header, on the players' name plates and over the last trick, and each finished
game's row of the Spielliste. No Qt here: the GUI draws the words and picks a colour for each
chip by its kind.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game
>>> from dokodesk.engine.view import view
>>> seating = Seating(("Du", "Anna", "Bernd", "Clara"), ("human", "profi", "profi", "profi"),
...                   human=0, seats=SeatMap(4, dealer=3), totals=(0, 0, 0, 0), game=1)
>>> start = view(new_game(GameSetup.from_seed(preset("ddv"), seed=5)), player=0)
>>> header_lines(start, seating, "de")
['Spiel 1 · Vorbehalte']
>>> plates(start, seating, "en")[0]
PlateText(name='Du', subtitle='0 points', chips=(), turn=True, sits_out=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from dokodesk.engine.cards import AUGEN, suit_of
from dokodesk.engine.game import ContractKind, Party, Phase, level_name
from dokodesk.engine.partie import GameEntry
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import ONLOOKER, View
from dokodesk.text.words import SOLOS, SUITS, DeEn, card_words, solo_name, term

WORDS: dict[str, DeEn] = {
    # the header
    "game": DeEn("Spiel {n}", "Game {n}"),
    "reservations": DeEn("Vorbehalte", "Reservations"),
    "normal": DeEn("Normalspiel", "Normal game"),
    "solo": DeEn("{game}: {name}", "{game}: {name}"),
    "forced": DeEn("vorgeführt", "forced Pflichtsolo"),
    "pflicht": DeEn("Pflichtsolo", "Pflichtsolo"),
    "lust": DeEn("Lustsolo", "Lustsolo"),
    "stille_hochzeit": DeEn("Stille Hochzeit: {name}", "Silent Hochzeit: {name}"),
    "hochzeit": DeEn("Hochzeit: {name}", "Hochzeit: {name}"),
    "you_partner": DeEn("du bist der Partner", "you are the partner"),
    "partner": DeEn("Partner {name}", "partner {name}"),
    "alone": DeEn("allein (Karo-Solo)", "alone (Karo solo)"),
    "armut": DeEn("Armut: {name}", "Armut: {name}"),
    "taken_by_you": DeEn("von dir genommen", "taken by you"),
    "taken_by": DeEn("genommen von {name}", "taken by {name}"),
    "announced": DeEn("Angesagt: {what}", "Announced: {what}"),
    "you_offer": DeEn("Du bietest {n} Trümpfe an", "You offer {n} trumps"),
    "offers": DeEn("{name} bietet {n} Trümpfe an", "{name} offers {n} trumps"),
    "you_give": DeEn("Du gibst {n} Karten zurück", "You give {n} cards back"),
    "gives": DeEn("{name} gibt {n} Karten zurück", "{name} gives {n} cards back"),
    "with_trump": DeEn("Mit Trumpf zurückgegeben", "Returned with trump"),
    "without_trump": DeEn("Ohne Trumpf zurückgegeben", "Returned without trump"),
    "trumps_returned": DeEn("Zurückgegebene Trümpfe: {n}", "Returned trumps: {n}"),
    "you": DeEn("Du", "You"),
    "pigs_said": DeEn("{what}: {name}", "{what}: {name}"),
    "you_sit_out": DeEn("Du gibst und setzt in diesem Spiel aus",
                        "You deal and sit out this game"),
    "bock_game": DeEn("Bockspiel ×{factor}", "Bock game ×{factor}"),
    "bock_last": DeEn("das letzte Bockspiel", "the last Bock game"),
    "bock_waiting_one": DeEn("noch ein Bockspiel: {factors}", "one more Bock game: {factors}"),
    "bock_waiting": DeEn("noch {n} Bockspiele: {factors}", "{n} more Bock games: {factors}"),
    "bock_next_one": DeEn("Ein Bockspiel wartet: {factors}", "One Bock game waits: {factors}"),
    "bock_next": DeEn("{n} Bockspiele warten: {factors}", "{n} Bock games wait: {factors}"),
    # the plates
    "points": DeEn("{points} Punkte", "{points} points"),
    "dealer": DeEn("Geber", "Dealer"),
    "sits_out": DeEn("Setzt aus", "Sits out"),
    "healthy": DeEn("Gesund", "Healthy"),
    "reservation": DeEn("Vorbehalt", "Reservation"),
    "silent": DeEn("Stille Hochzeit", "Silent Hochzeit"),
    "took_armut": DeEn("Hat die Armut genommen", "Took the Armut"),
    "declined": DeEn("Abgelehnt", "Declined"),
    "tricks": DeEn("Stiche: {n}", "Tricks: {n}"),
    "said": DeEn("{what}!", "{what}!"),
    # the last trick
    "last_trick": DeEn("Letzter Stich", "Last trick"),
    "you_won": DeEn("Du hast ihn mit {augen} Augen gewonnen", "You won it with {augen} Augen"),
    "won": DeEn("{name} hat ihn mit {augen} Augen gewonnen", "{name} won it with {augen} Augen"),
    # why a trick was won
    "wins_trick": DeEn("{name} gewinnt den Stich", "{name} wins the trick"),
    "you_win_trick": DeEn("Du gewinnst den Stich", "You win the trick"),
    "highest_trump": DeEn("{card} ist die höchste Karte im Stich",
                          "the {card} is the highest card in the trick"),
    "only_trump": DeEn("{card} ist der einzige Trumpf", "the {card} is the only trump"),
    "highest_of_suit": DeEn("{card} ist die höchste {suit}-Karte, und niemand hat gestochen",
                            "the {card} is the highest card in {suit} and nobody trumped"),
    "second_dulle": DeEn("die zweite Dulle sticht die erste",
                         "the second Dulle beats the first"),
    "first_dulle": DeEn("von zwei Dullen sticht die erste", "of two Dullen the first wins"),
    "first_dulle_last": DeEn("im letzten Stich sticht die erste Dulle die zweite",
                             "in the last trick the first Dulle beats the second"),
    "first_dulle_schweine": DeEn("mit Schweinen sticht die erste Dulle die zweite",
                                 "with Schweine the first Dulle beats the second"),
    "equal_first": DeEn("von zwei gleichen Karten ({card}) sticht die zuerst gespielte",
                        "of two equal cards ({card}) the one played first wins"),
    # the Spielliste
    "silent_list": DeEn("Stille Hochzeit ({name})", "Silent Hochzeit ({name})"),
    "hochzeit_list": DeEn("Hochzeit ({name})", "Hochzeit ({name})"),
    "played_alone": DeEn("ohne Partner: allein gespielt", "no partner: played alone"),
    "armut_list": DeEn("Armut ({name})", "Armut ({name})"),
}
"""The table's and the Spielliste's phrases by key; ``{name}`` and the like are filled in."""

class ChipKind(StrEnum):
    """What a chip on a name plate tells: a party, the last announcement (said with an
    exclamation mark, ``Re!``, so that it differs from the party's ``Re``), a reservation or
    the game declared, gesund, a declined Armut, sitting out, the tricks won."""

    RE = "re"
    KONTRA = "kontra"
    ANNOUNCEMENT = "announcement"
    RESERVATION = "reservation"
    HEALTHY = "healthy"
    DECLINED = "declined"
    SITS_OUT = "sits_out"
    TRICKS = "tricks"


CHIP_KINDS: tuple[ChipKind, ...] = tuple(ChipKind)


def human_name(name: str, lang: str) -> str:
    """The name of the person at the screen as shown in ``lang``: the word for *you* when he
    kept the default name (given in either language).

    >>> human_name("Du", "en"), human_name("You", "de"), human_name("Ute", "en")
    ('You', 'Du', 'Ute')
    """
    return say("you", lang) if name in WORDS["you"] else name


def say(key: str, lang: str, **values: object) -> str:
    """The phrase ``key`` of :data:`WORDS` in ``lang`` with ``values`` filled in.

    >>> say("tricks", "de", n=3)
    'Stiche: 3'
    """
    return WORDS[key].get(lang).format(**values)


class Seating(NamedTuple):
    """Who sits at the table for one game."""

    names: tuple[str, ...]
    """By table seat."""
    levels: tuple[str, ...]
    """The computer level by table seat (anything for the human's seat)."""
    human: int | None
    """The seat of the person at the screen; None for nobody (a replay, a watched table)."""
    seats: SeatMap
    totals: tuple[int, ...] = ()
    """The points so far by seat; none in a replay."""
    game: int = 0
    """The number of the game in the Partie."""

    def name(self, player: int) -> str:
        """The name of ``player`` in this game (his seat's number if nameless)."""
        seat = self.seats.seat(player)
        return self.names[seat] if seat < len(self.names) else str(seat + 1)


class Chip(NamedTuple):
    """A word on a name plate and what it tells."""

    text: str
    kind: ChipKind


class PlateText(NamedTuple):
    """What a player's name plate shows."""

    name: str
    subtitle: str
    chips: tuple[Chip, ...]
    turn: bool
    """Whether this player is to act."""
    sits_out: bool


def _viewer(shown: View) -> int | None:
    return None if shown.player == ONLOOKER else shown.player


def _over(shown: View) -> bool:
    return shown.phase in (Phase.FINISHED, Phase.THROWN_IN)


def announcement_text(party: str, level: int, lang: str) -> str:
    """What a party announced in words: ``Re``, ``Kontra keine 90`` ... (level 1 to 5).

    >>> announcement_text("kontra", 3, "en"), announcement_text("re", 1, "de")
    ('Kontra no 60', 'Re')
    """
    words = term(party, lang)
    return words if level <= 1 else f"{words} {term(level_name(level, party), lang)}"


def contract_text(shown: View, seating: Seating, lang: str) -> str:
    """The game being played, in words, as far as ``shown`` knows it."""
    contract = shown.contract
    if shown.phase == Phase.RESERVATIONS or contract is None:
        return say("reservations", lang)
    kind = contract.kind
    if kind is ContractKind.NORMAL:
        return say("normal", lang)
    declarer = contract.declarer
    who = seating.name(declarer) if declarer is not None else ""
    if kind is ContractKind.SOLO:
        text = say("solo", lang, game=solo_name(contract.solo or "", lang), name=who)
        if contract.forced:
            text += " · " + say("forced", lang)
        elif contract.pflicht:
            text += " · " + say("pflicht", lang)
        return text
    if kind is ContractKind.STILLE_HOCHZEIT:
        return say("stille_hochzeit", lang, name=who)
    if kind is ContractKind.HOCHZEIT:
        text = say("hochzeit", lang, name=who)
        if shown.clarified:
            partner = next((p for p in range(4) if p != declarer and shown.parties[p] == Party.RE),
                           None)
            if partner is None:
                text += " · " + say("alone", lang)
            elif partner == _viewer(shown):
                text += " · " + say("you_partner", lang)
            else:
                text += " · " + say("partner", lang, name=seating.name(partner))
        return text
    text = say("armut", lang, name=who)
    pov = shown.poverty
    if pov is not None and pov.taker is not None:
        text += " · " + (say("taken_by_you", lang) if pov.taker == _viewer(shown)
                         else say("taken_by", lang, name=seating.name(pov.taker)))
    return text


def factors_text(factors: Sequence[int]) -> str:
    """Bock factors as the table writes them: ``×2 ×2 ×4``.

    >>> factors_text((2, 2, 4))
    '×2 ×2 ×4'
    """
    return " ".join(f"×{f}" for f in factors)


def bock_text(current: int, waiting: Sequence[int], lang: str) -> str:
    """The Bock factor of the game being played and the Bock games waiting after it, from the
    engine's Partie (RULES.md 14.5); empty when neither is a Bock game.

    >>> bock_text(2, (2, 4), "de"), bock_text(4, (), "en"), bock_text(1, (2,), "en")
    ('Bockspiel ×2 · noch 2 Bockspiele: ×2 ×4', 'Bock game ×4 · the last Bock game', \
'One Bock game waits: ×2')
    >>> bock_text(1, (), "de")
    ''
    """
    parts = []
    if current > 1:
        parts.append(say("bock_game", lang, factor=current))
    if waiting:
        key = "bock_waiting" if current > 1 else "bock_next"
        key += "_one" if len(waiting) == 1 else ""
        parts.append(say(key, lang, n=len(waiting), factors=factors_text(waiting)))
    elif current > 1:
        parts.append(say("bock_last", lang))
    return " · ".join(parts)


def header_lines(shown: View, seating: Seating, lang: str) -> list[str]:
    """The box at the top left: the game, the Bock factor and the Bock games waiting, what
    was announced (Schweine with their holder too), an Armut's progress, and whether the human
    sits this game out."""
    viewer = _viewer(shown)
    lines = [say("game", lang, n=seating.game) + " · " + contract_text(shown, seating, lang)]
    bock = bock_text(shown.bock, shown.bock_waiting, lang) if shown.rules.bock else ""
    if bock:
        lines.append(bock)
    said = [announcement_text(side, level, lang)
            for side, level in zip(("re", "kontra"), shown.levels, strict=True) if level]
    if said:
        lines.append(say("announced", lang, what=" · ".join(said)))
    lines += [say("pigs_said", lang, what=term(pig.kind.value, lang),
                  name=seating.name(pig.player)) for pig in shown.pigs]
    pov = shown.poverty
    if pov is not None and shown.phase == Phase.POVERTY_OFFER:
        lines.append(say("you_offer", lang, n=pov.given_count) if pov.poor == viewer
                     else say("offers", lang, name=seating.name(pov.poor), n=pov.given_count))
    if pov is not None and pov.taker is not None:
        if shown.phase == Phase.POVERTY_RETURN:
            lines.append(say("you_give", lang, n=pov.given_count) if pov.taker == viewer
                         else say("gives", lang, name=seating.name(pov.taker),
                                  n=pov.given_count))
        info = pov.return_info
        if isinstance(info, bool):
            lines.append(say("with_trump" if info else "without_trump", lang))
        elif info is not None:
            lines.append(say("trumps_returned", lang, n=info))
    if seating.human is not None and seating.seats.player(seating.human) is None:
        lines.append(say("you_sit_out", lang))
    return lines


def _reservation_word(kind: str, lang: str) -> str:
    return solo_name(kind, lang) if kind in SOLOS else term(kind, lang)


def chips(shown: View, player: int, lang: str) -> tuple[Chip, ...]:
    """The chips on ``player``'s plate: his party once known, his last announcement, his
    reservation or the game he declared, how an Armut went for him, his tricks."""
    out: list[Chip] = []
    over = _over(shown)
    party = shown.parties[player]
    if party is not None and (shown.phase == Phase.PLAY or over):
        out.append(Chip(term(party, lang), ChipKind(party)))
    said = [a for a in shown.announcements if a.player == player]
    if said:  # "Re!" as said at the table: never mistaken for the party chip "Re"
        what = term(level_name(said[-1].level, said[-1].party), lang)
        out.append(Chip(say("said", lang, what=what), ChipKind.ANNOUNCEMENT))
    contract = shown.contract
    if shown.phase == Phase.RESERVATIONS or contract is None:
        spoken = shown.reservations[player]
        if spoken == "gesund":
            out.append(Chip(say("healthy", lang), ChipKind.HEALTHY))
        elif spoken is not None:
            word = (_reservation_word(spoken, lang) if player == _viewer(shown)
                    else say("reservation", lang))
            out.append(Chip(word, ChipKind.RESERVATION))
    elif contract.declarer == player and contract.kind is not ContractKind.NORMAL:
        word = {ContractKind.SOLO: solo_name(contract.solo or "", lang),
                ContractKind.STILLE_HOCHZEIT: say("silent", lang)}.get(
            contract.kind, term(contract.kind, lang))
        out.append(Chip(word, ChipKind.RESERVATION))
    pov = shown.poverty
    if pov is not None and contract is not None and contract.kind is ContractKind.ARMUT:
        if pov.taker == player:
            out.append(Chip(say("took_armut", lang), ChipKind.RESERVATION))
        elif player in pov.declined:
            out.append(Chip(say("declined", lang), ChipKind.DECLINED))
    if shown.phase == Phase.PLAY or over:
        won = sum(1 for t in shown.tricks if t.winner == player)
        out.append(Chip(say("tricks", lang, n=won), ChipKind.TRICKS))
    return tuple(out)


def plates(shown: View, seating: Seating, lang: str) -> dict[int, PlateText]:
    """Every seat's name plate: name, level, points and dealer, and the chips."""
    out = {}
    for seat, name in enumerate(seating.names):
        player = seating.seats.player(seat)
        parts = []
        level = seating.levels[seat] if seat < len(seating.levels) else ""
        if seat != seating.human and level:
            parts.append(term(level, lang))
        if seat < len(seating.totals):
            parts.append(say("points", lang, points=seating.totals[seat]))
        if seat == seating.seats.dealer:
            parts.append(say("dealer", lang))
        subtitle = " · ".join(parts)
        if player is None:
            out[seat] = PlateText(name, subtitle,
                                  (Chip(say("sits_out", lang), ChipKind.SITS_OUT),),
                                  turn=False, sits_out=True)
        else:
            turn = not _over(shown) and shown.to_act == player
            out[seat] = PlateText(name, subtitle, chips(shown, player, lang), turn, False)
    return out


def last_trick_lines(shown: View, seating: Seating, lang: str) -> list[str]:
    """The caption over the last finished trick: its title, who won it with how many Augen
    and why; empty before the first trick."""
    if not shown.tricks:
        return []
    trick = shown.tricks[-1]
    augen = sum(AUGEN[c] for c in trick.cards)
    won = (say("you_won", lang, augen=augen) if trick.winner == _viewer(shown)
           else say("won", lang, name=seating.name(trick.winner), augen=augen))
    return [say("last_trick", lang), won, win_reason(shown, lang)]


def trick_reason(shown: View, seating: Seating, lang: str, number: int | None = None) -> str:
    """Who won a finished trick (``number`` 1-12, the last one by default) and why, in words:
    "Clara gewinnt den Stich: Herz-Zehn ist die höchste Karte im Stich"; empty before the
    first.

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.game import GameSetup, Play, Reserve, apply, new_game, turn
    >>> from dokodesk.engine.view import view
    >>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
    >>> for p in range(4):
    ...     state = apply(state, Reserve(p, "gesund"))
    >>> for _ in range(4):
    ...     state = apply(state, Play(state.to_act, turn(state).cards()[0]))
    >>> seating = Seating(("Du", "Anna", "Bernd", "Clara"), ("human",) + ("profi",) * 3,
    ...                   human=0, seats=SeatMap(4, dealer=3))
    >>> trick_reason(view(state, 0), seating, "de")
    'Clara gewinnt den Stich: Kreuz-Dame ist die höchste Karte im Stich.'
    >>> win_reason(view(state, 0), "en")
    'The queen of clubs is the highest card in the trick.'
    """
    if not shown.tricks:
        return ""
    index = len(shown.tricks) - 1 if number is None else number - 1
    trick = shown.tricks[index]
    head = (say("you_win_trick", lang) if trick.winner == _viewer(shown)
            else say("wins_trick", lang, name=seating.name(trick.winner)))
    return f"{head}: {_why(shown, index, lang)}."


def win_reason(shown: View, lang: str, number: int | None = None) -> str:
    """Why a finished trick (``number`` 1-12, the last one by default) went to its winner, as a
    sentence of its own: "Die zweite Dulle sticht die erste."; empty before the first trick
    (an example at :func:`trick_reason`).
    """
    if not shown.tricks:
        return ""
    index = len(shown.tricks) - 1 if number is None else number - 1
    reason = _why(shown, index, lang)
    return f"{reason[:1].upper()}{reason[1:]}."


def _why(shown: View, index: int, lang: str) -> str:
    """The engine's reason (:func:`~dokodesk.engine.order.why_wins`) for trick ``index``
    (0-based) in words, without a full stop."""
    trick = shown.tricks[index]
    card = trick.cards[(trick.winner - trick.leader) % 4]
    return say(shown.why_wins(index), lang, card=card_words(card, lang),
               suit=SUITS[suit_of(card)].get(lang))


# ---------------------------------------------------------------------------------------------
# The Spielliste


class GameInfo(NamedTuple):
    """One row of the Spielliste, in words."""

    number: int
    dealer: str
    game: str
    announced: str
    points: tuple[int, ...]
    totals: tuple[int, ...]
    winner: str | None
    solo: bool
    doubled: bool
    parties: tuple[str | None, ...] = ()
    """``re`` or ``kontra`` by seat; None for the seat that sat out."""
    bock: int = 1
    """The game's Bock factor (1: no Bock game), as the Partie recorded it."""


def game_text(entry: GameEntry, names: Sequence[str], pflicht_rules: bool,
              declarer: int | None, taker: int | None, lang: str) -> str:
    """The game type of ``entry`` in words, with who played it (seats index ``names``)."""
    def name(seat: int | None) -> str:
        return names[seat] if seat is not None and seat < len(names) else "?"

    if entry.kind is ContractKind.SOLO and entry.solo:
        text = f"{solo_name(entry.solo, lang)} ({name(entry.soloist)})"
        if entry.forced:
            text += ", " + say("forced", lang)
        elif pflicht_rules:
            text += ", " + say("pflicht" if entry.pflicht else "lust", lang)
        return text
    if entry.kind is ContractKind.STILLE_HOCHZEIT:
        return say("silent_list", lang, name=name(entry.soloist))
    if entry.kind is ContractKind.HOCHZEIT:
        text = say("hochzeit_list", lang, name=name(declarer))
        if entry.soloist is not None:
            text += ", " + say("played_alone", lang)
        return text
    if entry.kind is ContractKind.ARMUT:
        text = say("armut_list", lang, name=name(declarer))
        if taker is not None:
            text += " → " + name(taker)
        return text
    return say("normal", lang)


def describe_game(entry: GameEntry, names: Sequence[str], pflicht_rules: bool,
                  before: Sequence[int], lang: str) -> GameInfo:
    """The Spielliste row of ``entry``; ``before`` are the totals before this game."""
    seats = entry.seats
    state = entry.state
    contract = state.contract
    declarer = taker = None
    if contract is not None and contract.declarer is not None:
        declarer = seats.seat(contract.declarer)
    if state.poverty is not None and state.poverty.taker is not None:
        taker = seats.seat(state.poverty.taker)
    said = [announcement_text(party, level, lang)
            for party, level in zip(("re", "kontra"), state.levels, strict=True) if level]
    doubled = entry.multiplier > 1 or any(
        ln.item.startswith("doubled_") for ln in result(state).lines)
    return GameInfo(
        number=entry.number,
        dealer=names[entry.dealer] if entry.dealer < len(names) else str(entry.dealer + 1),
        game=game_text(entry, names, pflicht_rules, declarer, taker, lang),
        announced=", ".join(said),
        points=entry.points,
        totals=tuple(b + p for b, p in zip(before, entry.points, strict=True)),
        winner=entry.winner,
        solo=entry.soloist is not None,
        doubled=doubled,
        parties=tuple(_party(entry, seat) for seat in range(len(before))),
        bock=entry.bock,
    )


def _party(entry: GameEntry, seat: int) -> str | None:
    """The party of ``seat`` in ``entry`` (None: the seat sat out)."""
    player = entry.seats.player(seat)
    if player is None:
        return None
    return "re" if entry.state.re[player] else "kontra"
