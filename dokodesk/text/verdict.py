"""The result of a game explained: what each party took, what it needed and why (the goal
from the announcements, :func:`~dokodesk.engine.scoring.party_goal`), who won; and a short
explanation of every scoring line, for the score dialog's hover help and help text.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import SCHWARZ, NO90
>>> goal_words(preset("ddv"), (NO90, 0), "re", "de")
'nach „keine 90“ 151'
>>> goal_words(preset("ddv"), (NO90, 0), "kontra", "en")
"against 'no 90' only 90"
>>> goal_words(preset("ddv"), (0, SCHWARZ), "re", "de")
'gegen „schwarz“ einen Stich'
"""

from __future__ import annotations

from dokodesk.engine.game import NO90, SCHWARZ, Party, Phase, State, level_name
from dokodesk.engine.rules import Rules
from dokodesk.engine.scoring import Line, Result, party_goal, result
from dokodesk.text.words import DeEn, term

PHRASES: dict[str, DeEn] = {
    "after": DeEn("nach „{said}“ {n}", "after '{said}' {n}"),
    "after_all": DeEn("nach „{said}“ alle Stiche", "after '{said}' every trick"),
    "against": DeEn("gegen „{said}“ nur {n}", "against '{said}' only {n}"),
    "against_one": DeEn("gegen „{said}“ einen Stich", "against '{said}' one trick"),
    "lowered": DeEn("nach „Kontra“ ohne „Re“ nur {n}", "after 'Kontra' without 'Re' only {n}"),
    "plain": DeEn("{n}", "{n}"),
    "reached": DeEn("{party} hat {augen} Augen und brauchte {goal}.",
                    "{party} took {augen} Augen and needed {goal}."),
    "missed": DeEn("{party} hat {augen} Augen, brauchte aber {goal}.",
                   "{party} took {augen} Augen but needed {goal}."),
    "reached_tricks": DeEn("{party} hat {tricks} Stiche und brauchte {goal}.",
                           "{party} took {tricks} tricks and needed {goal}."),
    "missed_tricks": DeEn("{party} hat {tricks} Stiche, brauchte aber {goal}.",
                          "{party} took {tricks} tricks but needed {goal}."),
    "wins": DeEn("{party} gewinnt.", "{party} wins."),
    "nobody": DeEn("Keine Partei hat ihr Ziel erreicht: es zählen nur die Punkte darunter.",
                   "Neither party reached its goal: only the points below count."),
    "thrown_in": DeEn("Die Armut wurde nicht genommen: das Spiel zählt nicht.",
                      "Nobody took the Armut: the game does not count."),
    "thrown": DeEn("Das Blatt wurde geschmissen: es wird neu gegeben, das Spiel zählt nicht.",
                   "The hand was thrown in: the cards are dealt again and the game does not "
                   "count."),
}
"""The sentences of the verdict."""

LINE_HELP: dict[str, DeEn] = {
    "won": DeEn("Ein Punkt für das gewonnene Spiel.", "One point for winning the game."),
    "unter_90": DeEn("Die Gegner haben weniger als 90 Augen: ein Punkt mehr.",
                     "The opponents took fewer than 90 Augen: one point more."),
    "unter_60": DeEn("Die Gegner haben weniger als 60 Augen: noch ein Punkt.",
                     "The opponents took fewer than 60 Augen: one more point."),
    "unter_30": DeEn("Die Gegner haben weniger als 30 Augen: noch ein Punkt.",
                     "The opponents took fewer than 30 Augen: one more point."),
    "schwarz": DeEn("Die Gegner haben keinen einzigen Stich: noch ein Punkt.",
                    "The opponents took no trick at all: one more point."),
    "announced_re": DeEn("Re wurde angesagt: zwei Punkte für den Gewinner.",
                         "Re was announced: two points for the winner."),
    "announced_kontra": DeEn("Kontra wurde angesagt: zwei Punkte für den Gewinner.",
                             "Kontra was announced: two points for the winner."),
    "absage": DeEn("Jede Absage (keine 90, keine 60, ...) zählt einen Punkt für den Gewinner, "
                   "auch wenn sie nicht erfüllt wurde.",
                   "Every Absage (no 90, no 60, ...) is worth one point to the winner, also "
                   "when it was not fulfilled."),
    "reached_against": DeEn("Die Partei hat gegen eine Absage der anderen genug Augen erreicht "
                            "(120 gegen keine 90, 90 gegen keine 60, ...): ein Punkt.",
                            "The party took enough Augen against the other's Absage (120 "
                            "against no 90, 90 against no 60, ...): one point."),
    "gegen_die_alten": DeEn("Kontra hat gegen die beiden Kreuz-Damen (die Alten) gewonnen: "
                            "ein Punkt mehr.",
                            "Kontra won against the two queens of clubs (the Alten): one "
                            "point more."),
    "gegen_den_solisten": DeEn("Die drei Gegner haben gegen den Solisten gewonnen: ein Punkt "
                               "mehr.",
                               "The three opponents won against the soloist: one point more."),
    "solo_bonus": DeEn("Nach dieser Hausregel bringt ein gewonnenes Solo einen Punkt mehr.",
                       "Under this house rule a won solo is worth one point more."),
    "doubled": DeEn("Nach dieser Hausregel verdoppelt eine Ansage den Spielwert, statt Punkte "
                    "hinzuzufügen.",
                    "Under this house rule an announcement doubles the game value instead of "
                    "adding points."),
    "doubled_kalter_schlag": DeEn("Das Spiel davor ging ohne Punkte aus (kalter Schlag): "
                                  "dieses zählt doppelt.",
                                  "The game before ended without points (Kalter Schlag): this "
                                  "one counts double."),
    "doppelkopf": DeEn("Ein Stich mit 40 Augen oder mehr: ein Sonderpunkt für die Partei, die "
                       "ihn gemacht hat.",
                       "A trick of 40 Augen or more: a Sonderpunkt for the party that won it."),
    "fuchs_gefangen": DeEn("Ein Karo-Ass (Fuchs) der Gegner im eigenen Stich: ein Sonderpunkt.",
                           "An opponent's ace of diamonds (Fuchs) in a trick won: a "
                           "Sonderpunkt."),
    "dulle_gefangen": DeEn("Eine Herz-Zehn (Dulle) der Gegner im eigenen Stich: ein "
                           "Sonderpunkt.",
                           "An opponent's ten of hearts (Dulle) in a trick won: a Sonderpunkt."),
    "karlchen": DeEn("Der Kreuz-Bube (Karlchen) gewinnt den letzten Stich: ein Sonderpunkt.",
                     "The jack of clubs (Karlchen) wins the last trick: a Sonderpunkt."),
    "doppelkarlchen": DeEn("Beide Kreuz-Buben im letzten Stich, und einer gewinnt ihn.",
                           "Both jacks of clubs in the last trick, and one of them wins it."),
    "karlchen_gefangen": DeEn("Ein Karlchen der Gegner wird im letzten Stich gefangen: ein "
                              "Sonderpunkt.",
                              "An opponent's Karlchen is caught in the last trick: a "
                              "Sonderpunkt."),
    "fuchs_letzter_stich": DeEn("Ein Fuchs gewinnt den letzten Stich: ein Sonderpunkt.",
                                "A Fuchs wins the last trick: a Sonderpunkt."),
    "beide_fuechse_letzter_stich": DeEn("Beide Füchse im letzten Stich: ein Sonderpunkt.",
                                        "Both Füchse in the last trick: a Sonderpunkt."),
    "herz_stich": DeEn("Ein Stich aus vier einfachen Herz-Karten: ein Sonderpunkt für die "
                       "Partei, die ihn gewinnt.",
                       "A trick of four plain hearts: a Sonderpunkt for the party that wins "
                       "it."),
    "fuchs_gefangen_letzter_stich": DeEn("Ein Fuchs der Gegner wird im letzten Stich gefangen: "
                                         "noch ein Sonderpunkt.",
                                         "An opponent's Fuchs is caught in the last trick: one "
                                         "more Sonderpunkt."),
    "dulle_sticht_dulle": DeEn("Die zweite Dulle sticht die Dulle der Gegner: ein Sonderpunkt.",
                               "The second Dulle beats the opponents' Dulle: a Sonderpunkt."),
    "bock": DeEn("Ein Bockspiel (nach einem Spiel, das nach dieser Hausregel eine Bockrunde "
                 "auslöst): der ganze Spielwert zählt so oft, wie das ×-Zeichen sagt.",
                 "A Bock game (after a game that starts a Bock round under this house rule): "
                 "the whole game value counts as many times as the × says."),
    "announced_re_pflicht": DeEn("Re war eine Pflichtansage: wer nach dieser Hausregel den "
                                 "ersten Stich (oder den Klärungsstich) macht, muss ansagen. "
                                 "Sie zählt wie ein angesagtes Re: zwei Punkte für den "
                                 "Gewinner.",
                                 "Re was a Pflichtansage: under this house rule whoever wins "
                                 "the first trick (or the Klärungsstich) must announce. It "
                                 "counts like Re announced: two points for the winner."),
    "announced_kontra_pflicht": DeEn("Kontra war eine Pflichtansage: wer nach dieser Hausregel "
                                     "den ersten Stich (oder den Klärungsstich) macht, muss "
                                     "ansagen. Sie zählt wie ein angesagtes Kontra: zwei Punkte "
                                     "für den Gewinner.",
                                     "Kontra was a Pflichtansage: under this house rule whoever "
                                     "wins the first trick (or the Klärungsstich) must announce. "
                                     "It counts like Kontra announced: two points for the "
                                     "winner."),
    "doubled_pflicht": DeEn("Eine Pflichtansage nach dem ersten Stich (oder dem Klärungsstich) "
                            "verdoppelt den Spielwert wie jede Ansage.",
                            "A Pflichtansage after the first trick (or the Klärungsstich) "
                            "doubles the game value like any announcement."),
}
"""What each scoring line means, by its item (the Absagen, the points reached against one
and the doublings by announcement share one text each: see :func:`line_help`)."""


PFLICHT = "_pflicht"
"""Added to the code of the line of a Re or Kontra that was a Pflichtansage."""


def line_code(line: Line, res: Result) -> str:
    """The text code of the scoring line ``line`` of ``res``: its item, or for the line of the
    Re or Kontra that was the game's Pflichtansage (RULES.md 14.7) that item with
    :data:`PFLICHT` (``announced_re_pflicht``), so that the score sheet names it."""
    duty = res.pflichtansage
    if duty is not None:
        party = "re" if duty in res.re_players else "kontra"
        if line.item in (f"announced_{party}", f"doubled_{party}"):
            return line.item + PFLICHT
    return line.item


def line_help(item: str, lang: str) -> str:
    """The explanation of the scoring line with the code ``item`` (empty for an unknown one).

    >>> line_help("absage_re_no60", "de").startswith("Jede Absage")
    True
    """
    if item.startswith("doubled_") and item.endswith(PFLICHT):
        item = "doubled_pflicht"
    for prefix in ("absage", "reached_against", "doubled"):
        if item.startswith(prefix + "_") and item not in LINE_HELP:
            item = prefix
    text = LINE_HELP.get(item)
    return "" if text is None else text.get(lang)


def _said(level: int, party: str, lang: str) -> str:
    return term(level_name(level, party), lang)


def goal_words(rules: Rules, levels: tuple[int, int], party: str, lang: str) -> str:
    """What ``party`` needs with ``levels`` announced, and why: "nach „keine 90“ 151"."""
    goal = party_goal(rules, levels, party)
    own, other = levels if party == Party.RE else (levels[1], levels[0])
    rival = Party.KONTRA if party == Party.RE else Party.RE
    if own >= NO90:
        key = "after_all" if own == SCHWARZ else "after"
        said = _said(own, party, lang)
    elif other >= NO90:
        key = "against_one" if other == SCHWARZ else "against"
        said = _said(other, rival, lang)
    elif goal.augen == 120 and party == Party.RE:
        key, said = "lowered", ""
    else:
        key, said = "plain", ""
    return PHRASES[key].get(lang).format(said=said, n=goal.augen)


def verdict(state: State, lang: str) -> list[str]:
    """The result of the finished game ``state`` explained: a sentence for each party (what
    it took, what it needed and why), and who won.

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.game import GameSetup
    >>> from dokodesk.engine.randomplay import random_game
    >>> import random
    >>> final = random_game(GameSetup.from_seed(preset("ddv"), seed=5), random.Random(5))
    >>> for line in verdict(final, "de"):
    ...     print(line)
    Re hat 149 Augen, brauchte aber nach „keine 90“ 151.
    Kontra hat 91 Augen und brauchte gegen „keine 90“ nur 90.
    Kontra gewinnt.
    """
    if state.phase is Phase.THROWN_IN:
        return [PHRASES["thrown" if state.thrown is not None else "thrown_in"].get(lang)]
    res = result(state)
    lines = []
    for party in Party:
        goal = party_goal(state.rules, state.levels, party)
        reached = goal.reached(res.augen[party], res.tricks_won[party], state.tricks_per_game)
        by_tricks = goal.all_tricks or goal.augen == 0
        key = ("reached" if reached else "missed") + ("_tricks" if by_tricks else "")
        lines.append(PHRASES[key].get(lang).format(
            party=term(party, lang), augen=res.augen[party], tricks=res.tricks_won[party],
            goal=goal_words(state.rules, state.levels, party, lang)))
    if res.winner is None:
        lines.append(PHRASES["nobody"].get(lang))
    else:
        lines.append(PHRASES["wins"].get(lang).format(party=term(res.winner, lang)))
    return lines
