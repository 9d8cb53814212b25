"""The rules in plain words: "So spielt ihr: ..." / "How you play: ...", generated from a
:class:`~dokodesk.engine.rules.Rules` value, as text for the command line and as HTML for the app.

Every option that matters under the given rules is described in a sentence a player
understands; an option that does not apply (the Armut details when Armut is off, say) is left
out, as the table would never notice it.

>>> from dokodesk.engine.rules import preset
>>> print(summary_text(preset("kneipe"), "en", title="kneipe").splitlines()[0])
How you play: Pub rules (Kneipe)
>>> any("Fuchs" in s for s in summary_sections(preset("ddv"), "de")[5].sentences)
True
"""

from __future__ import annotations

import html
import textwrap
from dataclasses import dataclass

from dokodesk.engine.game import NO30, NO60, NO90, RE_OR_KONTRA, announcement_deadline
from dokodesk.engine.rules import CLASSIC_SOLOS, DEADLINE_KEYS, Rules, applies
from dokodesk.engine.scoring import party_goal
from dokodesk.text.options import DEADLINE_LABELS, GROUPS, PRESET_TITLES, value_label
from dokodesk.text.words import SOLOS, DeEn, check_language


@dataclass(frozen=True)
class Section:
    """One group of the summary: its title and its sentences."""

    group: str
    title: str
    sentences: tuple[str, ...]


class _Say:
    """Picks the German or the English wording and builds lists and counts in it."""

    def __init__(self, lang: str) -> None:
        self.lang = check_language(lang)

    def __call__(self, de: str, en: str) -> str:
        return de if self.lang == "de" else en

    def join(self, items: list[str], sep: str = ", ", word: tuple[str, str] = ("und", "and")
             ) -> str:
        """``a, b und c`` / ``a, b and c`` (``sep`` between all but the last two; ``word``
        before the last, e.g. ``("oder", "or")``)."""
        if len(items) <= 1:
            return "".join(items)
        return sep.join(items[:-1]) + f" {self(*word)} " + items[-1]

    def cards(self, n: int) -> str:
        return self(f"{n} Karte" if n == 1 else f"{n} Karten", f"{n} card" if n == 1 else
                    f"{n} cards")

    def trumps(self, n: int) -> str:
        if n == 0:
            return self("keinen Trumpf", "no trump")
        if n == 1:
            return self("höchstens einen Trumpf", "at most one trump")
        return self(f"höchstens {n} Trümpfe", f"at most {n} trumps")


_EXTRA_POINTS: dict[str, DeEn] = {
    "doppelkopf": DeEn("jeden Doppelkopf (Stich mit 40 Augen oder mehr)",
                       "each Doppelkopf (a trick worth 40 Augen or more)"),
    "fuchs_gefangen": DeEn("jeden Fuchs (Karo-Ass) der Gegner, den man fängt",
                           "each fox (ace of diamonds) caught from the opponents"),
    "karlchen": DeEn("ein Karlchen (Kreuz-Bube), das den letzten Stich macht",
                     "a Karlchen (jack of clubs) winning the last trick"),
    "karlchen_gefangen": DeEn("jedes Karlchen der Gegner, das im letzten Stich gefangen wird",
                              "each of the opponents' Karlchen caught in the last trick"),
    "dulle_gefangen": DeEn("jede Dulle (Herz-Zehn) der Gegner, die man fängt",
                           "each Dulle (ten of hearts) caught from the opponents"),
    "doppelkarlchen": DeEn("ein Doppelkarlchen (beide Kreuz-Buben im letzten Stich, einer "
                           "gewinnt ihn)",
                           "a Doppelkarlchen (both jacks of clubs in the last trick, one of "
                           "them winning it)"),
    "fuchs_letzter_stich": DeEn("einen Fuchs, der den letzten Stich macht",
                                "a fox winning the last trick"),
    "beide_fuechse_letzter_stich": DeEn("beide Füchse im letzten Stich, wenn ihn die Partei "
                                        "gewinnt, die sie gespielt hat",
                                        "both foxes in the last trick, won by the party that "
                                        "played them"),
    "herz_stich": DeEn("einen Herz-Stich (vier einfache Herz-Karten in einem Stich) für die "
                       "Partei, die ihn gewinnt",
                       "a Herz-Stich (a trick of four plain hearts) for the party that wins it"),
    "fuchs_gefangen_letzter_stich": DeEn("jeden Fuchs der Gegner, der im letzten Stich gefangen "
                                         "wird, noch einmal",
                                         "each of the opponents' foxes caught in the last trick, "
                                         "once more"),
    "dulle_sticht_dulle": DeEn("eine Dulle, die die Dulle der Gegner sticht",
                               "a Dulle beating the opponents' Dulle"),
}

_THROW_REASONS: dict[str, DeEn] = {
    "nines": DeEn("mindestens {n} Neunen", "at least {n} nines"),
    "kings": DeEn("mindestens {n} Könige", "at least {n} kings"),
    "nines_and_kings": DeEn("zusammen mindestens {n} Neunen und Könige",
                            "at least {n} nines and kings together"),
    "richness": DeEn("mindestens {n} Augen", "at least {n} Augen"),
    "trumps_at_most": DeEn("{trumps}", "{trumps}"),
    "fox_highest_trump": DeEn("keinen Trumpf über dem Fuchs (Karo-Ass)",
                              "no trump above the fox (ace of diamonds)"),
}

_BOCK_TRIGGERS: dict[str, DeEn] = {
    "equal_120": DeEn("einem Spiel 120 zu 120", "a game of 120 to 120"),
    "solo_lost": DeEn("einem verlorenen Solo", "a lost solo"),
    "announcement_lost": DeEn("einem Spiel, das eine Partei trotz Ansage nicht gewinnt",
                              "a game a party that announced does not win"),
    "re_and_kontra": DeEn("einem Spiel, in dem Re und Kontra angesagt wurden",
                          "a game in which both Re and Kontra were announced"),
    "herz_stich": DeEn("einem Herz-Stich", "a Herz-Stich"),
    "schwarz": DeEn("einem Spiel, in dem eine Partei keinen Stich bekommt",
                    "a game in which a party takes no trick"),
    "zero_value": DeEn("einem Spiel, das 0 Punkte wert ist", "a game worth 0 points"),
}


def _cards(r: Rules, say: _Say) -> list[str]:
    if r.with_nines:
        nines = say("Ihr spielt mit Neunen: 48 Karten, jeder bekommt 12, ein Spiel hat 12 Stiche.",
                    "You play with the nines: 48 cards, 12 each, 12 tricks a game.")
    else:
        nines = say("Ihr spielt ohne Neunen: 40 Karten, jeder bekommt 10, ein Spiel hat 10 Stiche.",
                    "You play without the nines: 40 cards, 10 each, 10 tricks a game.")
    dulle = {
        "first_beats_second": say(
            "Fallen beide Herz-Zehnen (Dullen) in einen Stich, gewinnt die zuerst gespielte.",
            "When both tens of hearts (Dullen) fall in one trick, the first one played wins."),
        "second_beats_first": say(
            "Fallen beide Herz-Zehnen (Dullen) in einen Stich, sticht die zweite die erste.",
            "When both tens of hearts (Dullen) fall in one trick, the second beats the first."),
        "second_beats_first_except_last_trick": say(
            "Fallen beide Herz-Zehnen (Dullen) in einen Stich, sticht die zweite die erste – "
            "nur im letzten Stich gewinnt die erste.",
            "When both tens of hearts (Dullen) fall in one trick, the second beats the first – "
            "except in the last trick, where the first wins."),
    }[r.dulle_rule]
    return [nines, dulle, *_schweine(r, say)]


def _schweine(r: Rules, say: _Say) -> list[str]:
    if r.schweine == "off":
        return [say("Schweine gibt es nicht: beide Karo-Asse bleiben einfache Füchse.",
                    "There are no Schweine: both aces of diamonds stay plain foxes.")]
    out = [{
        "at_start": say(
            "Wer beide Karo-Asse hat, darf vor dem ersten Ausspielen „Schweine“ sagen; sie sind "
            "dann die höchsten Trümpfe, über den Dullen, und keine Füchse mehr.",
            "A player holding both aces of diamonds may say 'Schweine' before the first lead; "
            "they are then the highest trumps, above the Dullen, and no longer foxes."),
        "before_first_played": say(
            "Wer beide Karo-Asse hat, darf „Schweine“ sagen, solange er beide hält, spätestens "
            "beim Ausspielen des ersten; sie sind dann die höchsten Trümpfe, über den Dullen, "
            "und keine Füchse mehr.",
            "A player holding both aces of diamonds may say 'Schweine' while he holds both, at "
            "the latest when he plays the first; they are then the highest trumps, above the "
            "Dullen, and no longer foxes."),
        "second_after_first_home": say(
            "Wer beide Karo-Asse hat, spielt das erste als Fuchs; holt seine Partei diesen Stich, "
            "darf er vor dem zweiten „Schwein“ sagen: nur das zweite wird der höchste Trumpf, "
            "und jeder weiß, dass der Gewinner jenes Stichs sein Partner ist.",
            "A player holding both aces of diamonds plays the first as a fox; if his party wins "
            "that trick, he may say 'Schwein' before the second: only the second becomes the "
            "highest trump, and everyone knows the winner of that trick is his partner."),
    }[r.schweine]]
    if applies("schweine_in_solo", r):
        out.append({
            "none": say("Im Farbsolo gibt es keine Schweine.",
                        "There are no Schweine in a suit solo."),
            "trump_aces": say("Im Farbsolo sind die beiden Asse der Trumpffarbe die Schweine.",
                              "In a suit solo the two aces of the trump suit are the Schweine."),
            "diamond_aces": say(
                "Im Farbsolo sind immer die beiden Karo-Asse die Schweine; im Kreuz-, Pik- und "
                "Herz-Solo werden sie dann Trumpf.",
                "In a suit solo the two aces of diamonds are always the Schweine; in a clubs, "
                "spades or hearts solo they then become trumps."),
        }[r.schweine_in_solo])
    if applies("schweine_in_armut", r):
        out.append(say("In einer Armut darf nach dem Tausch „Schweine“ sagen, wer dann beide "
                       "Karo-Asse hat.",
                       "In an Armut whoever holds both aces of diamonds after the exchange may "
                       "say 'Schweine'.") if r.schweine_in_armut else
                   say("In einer Armut gibt es keine Schweine.",
                       "There are no Schweine in an Armut."))
    if applies("schweine_first_dulle_wins", r):
        out.append(say("Sind Schweine angesagt, sticht die erste Dulle die zweite.",
                       "While Schweine are announced, the first Dulle beats the second.")
                   if r.schweine_first_dulle_wins else
                   say("Auch mit Schweinen gilt die Regel für die beiden Dullen wie sonst.",
                       "With Schweine too the rule for the two Dullen stays as it is."))
    if applies("superschweine", r):
        nines = say("beiden Trumpf-Neunen", "both trump nines") if r.with_nines else say(
            "beiden Trumpf-Königen", "both trump kings")
        out.append({
            "off": say("Superschweine gibt es nicht.", "There are no Superschweine."),
            "nines": say(f"Sind Schweine angesagt, darf ein Spieler mit {nines} "
                         "„Superschweine“ sagen; sie stehen dann über den Schweinen.",
                         f"Once Schweine are announced, a player holding {nines} may say "
                         "'Superschweine'; they then rank above the Schweine."),
            "tens": say("Sind Schweine angesagt, darf ein Spieler mit beiden Trumpf-Zehnen "
                        "„Superschweine“ sagen; sie stehen dann über den Schweinen.",
                        "Once Schweine are announced, a player holding both trump tens may say "
                        "'Superschweine'; they then rank above the Schweine."),
        }[r.superschweine])
    if applies("superschweine_same_holder", r):
        out.append(say("Auch wer die Schweine hat, darf Superschweine sagen.",
                       "The holder of the Schweine may say Superschweine too.")
                   if r.superschweine_same_holder else
                   say("Superschweine muss ein anderer haben als die Schweine.",
                       "The Superschweine must be in another hand than the Schweine."))
    return out


def _reservations(r: Rules, say: _Say) -> list[str]:
    kinds = [value_label("reservation_order", k, say.lang) for k in r.ranking()]
    out = [say(
        f"Haben mehrere einen Vorbehalt, gilt diese Rangfolge: {' vor '.join(kinds)}; bei "
        "gleichem Rang spielt, wer näher links vom Geber sitzt.",
        f"When several players have a reservation, they rank {', then '.join(kinds)}; at equal "
        "rank the player nearest the dealer's left plays.")]
    out.append(_throwing(r, say))
    solos = [SOLOS[s].get(say.lang) for s in r.solos]
    missing = [SOLOS[s].get(say.lang) for s in CLASSIC_SOLOS if s not in r.solos]
    if not solos:
        out.append(say("Soli werden nicht gespielt.", "You play no solos."))
        return out
    if not missing and set(r.solos) == set(CLASSIC_SOLOS):
        out.append(say(f"Erlaubt sind alle Soli: {say.join(solos)}.",
                       f"Every solo is allowed: {say.join(solos)}."))
    elif not missing:
        out.append(say(f"Erlaubt sind alle Soli und dazu weitere Bildersoli: {say.join(solos)}.",
                       f"Every solo is allowed, and further picture solos too: "
                       f"{say.join(solos)}."))
    else:
        out.append(say(f"Erlaubte Soli: {say.join(solos)}; nicht gespielt: {say.join(missing)}.",
                       f"Solos allowed: {say.join(solos)}; not played: {say.join(missing)}."))
    if any(s not in CLASSIC_SOLOS for s in r.solos):
        out.append(say("In den Bildersoli (Könige, Damen und Buben in ihren Verbindungen) sind nur "
                       "die genannten Bilder Trumpf, Kreuz vor Pik vor Herz vor Karo; die "
                       "Herz-Zehn ist dort eine einfache Herz-Karte.",
                       "In the picture solos (kings, queens and jacks in their combinations) "
                       "only the pictures named are trumps, clubs before spades before hearts "
                       "before diamonds; the ten of hearts is a plain heart there."))
    if r.soloist_leads == "every_solo":
        out.append(say("Bei jedem angesagten Solo spielt der Solist selbst aus.",
                       "In every declared solo the soloist leads."))
    elif r.pflichtsolo != "off":
        out.append(say("Beim Pflichtsolo spielt der Solist selbst aus, sonst wie immer der "
                       "Spieler links vom Geber.",
                       "In a Pflichtsolo the soloist leads; otherwise, as always, the player on "
                       "the dealer's left."))
    else:
        out.append(say("Auch bei einem Solo spielt der Spieler links vom Geber aus.",
                       "In a solo too, the player on the dealer's left leads."))
    if r.redeal_after_solo == "every_solo":
        out.append(say("Nach jedem angesagten Solo gibt derselbe Geber noch einmal.",
                       "After every declared solo the same dealer deals again."))
    elif r.redeal_after_solo == "pflichtsolo" and r.pflichtsolo != "off":
        out.append(say("Nach einem Pflichtsolo gibt derselbe Geber noch einmal, außer der Solist "
                       "wurde vorgeführt.",
                       "After a Pflichtsolo the same dealer deals again, unless the soloist was "
                       "forced to play it."))
    else:
        out.append(say("Nach einem Solo geht das Geben wie immer nach links weiter.",
                       "After a solo the deal passes to the left as always."))
    return out


def _throwing(r: Rules, say: _Say) -> str:
    reasons = r.throw_reasons()
    if not reasons:
        return say("Ein Blatt wird nicht hingeworfen: gespielt wird, was man bekommt.",
                   "Nobody throws his hand in: you play what you are dealt.")
    items = [_THROW_REASONS[key].get(say.lang).format(n=n, trumps=say.trumps(n))
             for key, n in reasons.items()]
    either = say.join(items, word=("oder", "or"))
    return say(f"Wer {either} auf der Hand hat, darf sie als Vorbehalt hinwerfen (schmeißen) "
               "und zeigt sie: derselbe Geber gibt neu, und das Spiel zählt nicht.",
               f"A player dealt {either} may throw his hand in as a reservation and shows it: "
               "the same dealer deals again and the game does not count.")


def _hochzeit(r: Rules, say: _Say) -> list[str]:
    n = r.hochzeit_tricks
    kind = r.hochzeit_clarifying_trick
    if n == 1:
        condition = {
            "first_foreign": say("", ""),
            "first_foreign_trump": say(", sofern er mit Trumpf angespielt wurde",
                                       ", if it was led with a trump"),
            "first_foreign_plain": say(", sofern er mit einer Fehlfarbe angespielt wurde",
                                       ", if it was led with a plain suit"),
        }[kind]
        partner = say(f"Sein Partner wird der Mitspieler, der den ersten Stich gewinnt{condition}.",
                      f"His partner is the other player who wins the first trick{condition}.")
    else:
        trick = {
            "first_foreign": say("einen Stich", "a trick"),
            "first_foreign_trump": say("einen mit Trumpf angespielten Stich",
                                       "a trick led with a trump"),
            "first_foreign_plain": say("einen mit einer Fehlfarbe angespielten Stich",
                                       "a trick led with a plain suit"),
        }[kind]
        partner = say(f"Sein Partner wird der erste Mitspieler, der innerhalb der ersten {n} "
                      f"Stiche {trick} gewinnt (Klärungsstich).",
                      f"His partner is the first other player to win {trick} within the first "
                      f"{n} tricks (the clarifying trick).")
    pflicht = say(", das nicht als Pflichtsolo zählt", ", which does not count as his "
                  "Pflichtsolo") if r.pflichtsolo != "off" else ""
    return [
        say("Wer beide Kreuz-Damen hat, kann Hochzeit ansagen.",
            "A player holding both queens of clubs may announce a Hochzeit (wedding)."),
        partner,
        say(f"Findet sich so kein Partner, spielt er allein ein Karo-Solo{pflicht}.",
            f"If no partner is found that way, he plays a diamonds solo alone{pflicht}."),
        say("Angesagt wird erst nach dem Klärungsstich; jeder Stich, um den er sich verzögert, "
            "senkt die Ansagefristen um eine Karte. Eine nicht angesagte (stille) Hochzeit ist "
            "ein Karo-Solo.",
            "Nobody announces before the clarifying trick, and each trick it is delayed lowers "
            "the announcement deadlines by one card. A Hochzeit not announced (a silent one) is "
            "a diamonds solo."),
    ]


def _poverty(r: Rules, say: _Say) -> list[str]:
    if not r.poverty:
        return [say("Armut (Trumpfabgabe) wird nicht gespielt.",
                    "You do not play Armut (poverty, Trumpfabgabe).")]
    limit = say.trumps(r.poverty_max_trumps)
    if r.poverty_foxes_face_up:
        who = say(f"Wer {limit} hält, die Füchse (Karo-Asse) nicht mitgezählt, kann Armut ansagen "
                  "und gibt alle seine Trümpfe ab; Füchse über diese Zahl hinaus legt er offen "
                  "dazu, bis zu 5 Karten.",
                  f"A player holding {limit}, not counting the foxes (aces of diamonds), may "
                  "announce Armut (poverty) and gives away all his trumps; foxes beyond that "
                  "number he adds face up, up to 5 cards.")
    elif r.poverty_foxes_count:
        who = say(f"Wer {limit} hält, die Füchse (Karo-Asse) mitgezählt, kann Armut ansagen und "
                  "gibt alle seine Trümpfe ab.",
                  f"A player holding {limit}, the foxes (aces of diamonds) included, may "
                  "announce Armut (poverty) and gives away all his trumps.")
    else:
        who = say(f"Wer {limit} hält, die Füchse (Karo-Asse) nicht mitgezählt, kann Armut ansagen "
                  "und gibt alle seine Trümpfe samt Füchsen ab.",
                  f"A player holding {limit}, not counting the foxes (aces of diamonds), may "
                  "announce Armut (poverty) and gives away all his trumps, foxes included.")
    if r.poverty_face_up:
        lie = say("Die abgegebenen Karten liegen offen auf dem Tisch und werden reihum angeboten, "
                  "links vom Armen beginnend.",
                  "The cards lie face up on the table and are offered round, starting on his "
                  "left.")
    else:
        lie = say("Die abgegebenen Karten liegen verdeckt auf dem Tisch und werden reihum "
                  "angeboten, links vom Armen beginnend.",
                  "The cards lie face down on the table and are offered round, starting on his "
                  "left.")
    take = say("Wer sie nimmt, gibt ebenso viele Karten zurück (auch Trümpfe) und spielt mit dem "
               "Armen als Re; nimmt keiner, wird neu gegeben und das Spiel zählt nicht.",
               "Whoever takes them gives back as many cards (trumps allowed) and plays with him "
               "as Re; if nobody takes them, the cards are dealt again and the game does not "
               "count.")
    tell = {
        "none": say("Was er zurückgibt, muss er nicht verraten.",
                    "He need not say what he gives back."),
        "whether_trump": say("Gibt er Trumpf zurück, muss er das sagen.",
                             "If he gives back a trump, he must say so."),
        "trump_count": say("Er muss sagen, wie viele Trümpfe er zurückgibt.",
                           "He must say how many trumps he gives back."),
    }[r.poverty_return_info]
    return [who, lie, take, tell]


def _announcements(r: Rules, say: _Say) -> list[str]:
    parts = []
    for i, key in enumerate(DEADLINE_KEYS):
        label = say("Re oder Kontra", "Re or Kontra") if key == "re" else \
            say("„{}“", "'{}'").format(DEADLINE_LABELS[key].get(say.lang))
        n = announcement_deadline(r, i + 1)
        if n <= 0:
            parts.append(say(f"{label} jederzeit", f"{label} at any time"))
        elif i == 0:
            parts.append(say(f"{label} mit mindestens {say.cards(n)}",
                             f"{label} with at least {say.cards(n)}"))
        else:
            parts.append(say(f"{label} mit {n}", f"{label} with {n}"))
    deadlines = say(
        f"Angesagt wird, solange man noch genug Karten auf der Hand hat: {say.join(parts)}.",
        f"You may announce while you still hold enough cards: {say.join(parts)}.")
    rest = say(
        "Absagen (keine 90 usw.) darf nur eine Partei, die schon Re oder Kontra gesagt hat; "
        "übersprungene Stufen gelten mit. Auf eine Ansage darf die Gegenpartei noch mit einer "
        "Karte weniger erwidern.",
        "Only a party that has said Re or Kontra may go on to no 90 and beyond; skipped levels "
        "count as said. The other party may still reply with one card fewer.")
    re, kontra = (party_goal(r, (0, 0), p).augen for p in ("re", "kontra"))
    re_low, kontra_high = (party_goal(r, (0, RE_OR_KONTRA), p).augen for p in ("re", "kontra"))
    if (re_low, kontra_high) != (re, kontra):
        goal = say(f"Re gewinnt mit {re} Augen, Kontra mit {kontra}; hat nur Kontra angesagt "
                   f"und Re nicht, reichen Re {re_low} und Kontra braucht {kontra_high}.",
                   f"Re wins with {re} Augen, Kontra with {kontra}; if only Kontra was announced "
                   f"and not Re, {re_low} is enough for Re and Kontra needs {kontra_high}.")
    else:
        goal = say(f"Re gewinnt mit {re} Augen, Kontra mit {kontra} – auch wenn nur Kontra "
                   "angesagt hat.",
                   f"Re wins with {re} Augen, Kontra with {kontra} – even when only Kontra was "
                   "announced.")
    n90, n60, n30 = (party_goal(r, (level, 0), "re").augen for level in (NO90, NO60, NO30))
    limits = say(f"Wer „keine 90“ absagt, braucht {n90} Augen, bei „keine 60“ {n60}, bei "
                 f"„keine 30“ {n30} und bei „schwarz“ alle Stiche.",
                 f"A party that announced 'no 90' needs {n90} Augen, 'no 60' {n60}, 'no 30' "
                 f"{n30}, 'schwarz' every trick.")
    return [deadlines, rest, goal, limits, *_pub_announcements(r, say)]


def _pub_announcements(r: Rules, say: _Say) -> list[str]:
    if r.genscher:
        out = [say("Wer beide Karo-Könige hat, darf beim Ausspielen des ersten seinen Partner "
                   "wählen (Genscher): er und der Gewählte sind Re, die anderen Kontra; Absagen "
                   "bis dahin verfallen, gesagtes Re oder Kontra zählt für die neue Partei.",
                   "A player holding both kings of diamonds may choose his partner when he "
                   "plays the first (Genscher): he and the chosen player are Re, the others "
                   "Kontra; Absagen so far lapse, a Re or Kontra said counts for the new "
                   "party.")]
    else:
        out = [say("Einen Genscher (den Partner wählen) gibt es nicht.",
                   "There is no Genscher (choosing one's partner).")]
    duty = {
        "off": say("Ansagen sind immer freiwillig.", "Announcing is always your choice."),
        "first_trick_30": say(
            "Wer den ersten Stich mit mindestens 30 Augen gewinnt, hat damit Re oder Kontra "
            "angesagt, wenn seine Partei es noch nicht hat (nicht im Solo).",
            "Whoever wins the first trick with 30 Augen or more has announced Re or Kontra by "
            "that, unless his party has already (not in a solo)."),
        "first_trick": say(
            "Wer den ersten Stich gewinnt, hat damit Re oder Kontra angesagt, wenn seine Partei "
            "es noch nicht hat (nicht im Solo).",
            "Whoever wins the first trick has announced Re or Kontra by that, unless his party "
            "has already (not in a solo)."),
    }[r.pflichtansage]
    out.append(duty)
    if applies("pflichtansage_in_hochzeit", r):
        out.append(say("Bei einer Hochzeit trifft das den Gewinner des Klärungsstichs.",
                       "In a Hochzeit it falls on the winner of the clarifying trick.")
                   if r.pflichtansage_in_hochzeit else
                   say("Bei einer angesagten Hochzeit gibt es das nicht.",
                       "Not so in an announced Hochzeit."))
    return out


def _scoring(r: Rules, say: _Say) -> list[str]:
    counting = {
        "plus_minus": say(
            "Gewertet wird plus-minus: jeder Gewinner bekommt den Spielwert, jeder Verlierer "
            "verliert ihn; im Solo zählt er für den Solisten dreifach.",
            "Scoring is plus-minus: each winner gets the game value, each loser loses it; in a "
            "solo it counts three times for the soloist."),
        "plus": say(
            "Angeschrieben werden nur die Gewinner: jeder bekommt den Spielwert, der Solist "
            "dreifach; die Verlierer schreiben nichts.",
            "Only the winners are written down: each gets the game value, a soloist three "
            "times; the losers write nothing."),
        "minus": say(
            "Angeschrieben werden nur die Verlierer: jeder verliert den Spielwert, der Solist "
            "dreifach; die Gewinner schreiben nichts.",
            "Only the losers are written down: each loses the game value, a soloist three "
            "times; the winners write nothing."),
    }[r.counting]
    out = [counting + " " + say(
        "Spielpunkte gibt es für den Sieg und je einen für Gegner unter 90, 60, 30 und schwarz "
        "sowie für jede Absage.",
        "There is a game point for winning and one each for the opponents under 90, 60, 30 and "
        "schwarz and for every Absage.")]
    if applies("solo_always_triple", r):
        out.append(say("Auch die Gegner eines Solos schreiben den dreifachen Wert.",
                       "The opponents of a solo too write three times the value.")
                   if r.solo_always_triple else
                   say("Die Gegner eines Solos schreiben den einfachen Wert.",
                       "The opponents of a solo write the value once."))
    if r.announcement_scoring == "plus_two":
        out.append(say("Eine Ansage von Re und eine von Kontra bringen je 2 Spielpunkte dazu.",
                       "Announcing Re and announcing Kontra add 2 game points each."))
    else:
        out.append(say("Eine Ansage von Re oder Kontra verdoppelt die Spielpunkte, beide zusammen "
                       "vervierfachen sie.",
                       "Announcing Re or Kontra doubles the game points; both together "
                       "quadruple them."))
    if r.points_reached_against_absage:
        out.append(say("Wer gegen eine Absage 120, 90, 60 oder 30 Augen erreicht (gegen keine 90, "
                       "60, 30 oder schwarz), bekommt dafür je einen Punkt.",
                       "Reaching 120, 90, 60 or 30 Augen against no 90, 60, 30 or schwarz is "
                       "worth one point each."))
    else:
        out.append(say("Für Augen, die gegen eine Absage erreicht werden, gibt es keinen "
                       "Extrapunkt.",
                       "Reaching a score against an Absage earns no extra point."))
    if r.solo_bonus_point:
        out.append(say("Für jedes Solo gibt es einen Spielpunkt dazu.",
                       "Every solo is worth one more game point."))
    else:
        out.append(say("Ein Solo an sich bringt keinen Extrapunkt.",
                       "A solo as such earns no extra point."))
    if r.gegen_die_alten == "sonderpunkt":
        out.append(say("Gewinnt Kontra ein Normalspiel, bekommt es den Sonderpunkt „gegen die "
                       "Alten“.",
                       "When Kontra wins a normal game it gets an extra point for winning "
                       "'against the queens of clubs'."))
    else:
        out.append(say("Wer gegen die Re-Partei oder den Solisten gewinnt, bekommt dafür einen "
                       "Spielpunkt, auch im Solo.",
                       "Winning against Re or against the soloist is worth a game point, in a "
                       "solo too."))
    if r.sonderpunkte:
        items = [_EXTRA_POINTS[s].get(say.lang) for s in r.sonderpunkte]
        listed = say.join(items, "; ")
        out.append(say(f"Sonderpunkte gibt es für {listed}. Sie zählen nur im "
                       "Normalspiel, für beide Parteien, werden gegeneinander verrechnet und nie "
                       "verdoppelt.",
                       f"Extra points are scored for {listed}. They count only in normal "
                       "games, for both parties, are set off against each other and never "
                       "doubled."))
    else:
        out.append(say("Sonderpunkte für besondere Stiche (Doppelkopf, Fuchs, Karlchen) gibt es "
                       "nicht.",
                       "There are no extra points for special tricks (Doppelkopf, fox, "
                       "Karlchen)."))
    if applies("karlchen_gefangen_only_by_dq", r):
        out.append(say("Ein Karlchen gilt nur als gefangen, wenn eine Karo-Dame den letzten Stich "
                       "gewinnt.",
                       "A Karlchen counts as caught only when a queen of diamonds wins the last "
                       "trick.") if r.karlchen_gefangen_only_by_dq else
                   say("Ein Karlchen ist gefangen, womit auch immer die Gegner den letzten Stich "
                       "gewinnen.",
                       "A Karlchen is caught whatever card the opponents win the last trick "
                       "with."))
    if r.kalter_schlag_doubles_next:
        out.append(say("Heben die Sonderpunkte den Wert eines gewonnenen Spiels genau auf (kalter "
                       "Schlag), zählt das nächste Spiel doppelt.",
                       "When the extra points exactly cancel the value of a won game (a Kalter "
                       "Schlag), the next game counts double."))
    else:
        out.append(say("Heben die Sonderpunkte den Spielwert auf (kalter Schlag), bleibt es bei "
                       "null Punkten.",
                       "When the extra points cancel the game value (a Kalter Schlag), nobody "
                       "scores and that is all."))
    return out


def _partie(r: Rules, say: _Say) -> list[str]:
    pflicht = {
        "off": say("Es gibt kein Pflichtsolo: jedes Solo ist ein Lustsolo.",
                   "There is no Pflichtsolo: every solo is a Lustsolo (voluntary)."),
        "within_spielrunde": say(
            "Jeder muss je Spielrunde von 24 Spielen (30 zu fünft) ein Pflichtsolo spielen; wer "
            "zu lange wartet, wird vorgeführt. Ein Lustsolo darf erst spielen, wer sein "
            "Pflichtsolo hinter sich hat.",
            "Each player must play a Pflichtsolo (compulsory solo) in every Spielrunde of 24 "
            "games (30 at five); whoever waits too long is forced. Only a player who has played "
            "his Pflichtsolo may play a Lustsolo."),
        "at_the_end": say(
            "Jeder schuldet ein Pflichtsolo; wer es in den vereinbarten Runden nicht gespielt "
            "hat, wird danach vorgeführt. Ein Lustsolo darf erst spielen, wer sein Pflichtsolo "
            "hinter sich hat.",
            "Each player owes a Pflichtsolo (compulsory solo); whoever has not played it within "
            "the agreed rounds is forced to afterwards. Only a player who has played his "
            "Pflichtsolo may play a Lustsolo."),
    }[r.pflichtsolo]
    cents = r.cents_per_point
    if cents == 0:
        money = say("Ihr spielt nicht um Geld.", "You do not play for money.")
    elif r.counting == "plus_minus":
        money = say(f"Abgerechnet wird mit {cents} Cent pro Punkt.",
                    f"The Partie is settled at {cents} cent{'s' if cents != 1 else ''} a point.")
    else:
        money = say(f"Abgerechnet wird paarweise um die halbe Differenz der Punkte, mit {cents} "
                    "Cent pro Punkt.",
                    f"The Partie is settled pair by pair on half the difference of the points, "
                    f"at {cents} cent{'s' if cents != 1 else ''} a point.")
    return [pflicht, *_bock(r, say), money]


def _bock(r: Rules, say: _Say) -> list[str]:
    if not r.bock_triggers:
        return [say("Bockrunden gibt es nicht.", "There are no Bock rounds.")]
    after = say.join([_BOCK_TRIGGERS[t].get(say.lang) for t in r.bock_triggers], ", ",
                     ("oder", "or"))
    m = r.bock_multiplier
    out = [say(f"Nach {after} kommt eine Bockrunde: die nächsten Spiele, so viele wie Spieler "
               f"am Tisch sitzen, zählen {m}-fach. Ein Spiel, nach dem derselbe Geber noch "
               "einmal gibt, verbraucht kein Bockspiel; was am Ende der Partie noch wartet, "
               "verfällt.",
               f"After {after} a Bock round follows: the next games, as many as there are "
               f"players at the table, count {m} times. A game after which the same dealer "
               "deals again uses up no Bock game; what still waits when the Partie ends "
               "lapses.")]
    out.append(say("Ein Spiel bringt höchstens eine Bockrunde, auch aus mehreren Gründen.",
                   "A game brings one Bock round at most, even for several reasons.")
               if r.bock_count == "per_game" else
               say("Jeder Grund bringt eine eigene Bockrunde.",
                   "Each reason brings a Bock round of its own."))
    out.append(say("Überlappen sich Bockrunden, werden ihre Faktoren malgenommen (Doppelbock).",
                   "Where Bock rounds overlap, their factors multiply (Doppelbock).")
               if r.bock_stacking == "multiply" else
               say("Eine neue Bockrunde wird hinter die noch wartenden Bockspiele gehängt.",
                   "A new Bock round is queued after the Bock games still waiting."))
    return out


_SECTIONS = {
    "karten": _cards,
    "vorbehalte": _reservations,
    "hochzeit": _hochzeit,
    "armut": _poverty,
    "ansagen": _announcements,
    "wertung": _scoring,
    "partie": _partie,
}


def summary_sections(rules: Rules, lang: str = "de") -> list[Section]:
    """The summary as sections, one per option group, in the order of the editor."""
    say = _Say(lang)
    return [Section(group, GROUPS[group].get(lang), tuple(_SECTIONS[group](rules, say)))
            for group in GROUPS]


def summary_heading(lang: str = "de", title: str = "") -> str:
    """``So spielt ihr: <title>``; a preset name becomes its display name."""
    say = _Say(lang)
    if title in PRESET_TITLES:
        title = PRESET_TITLES[title].get(lang)
    head = say("So spielt ihr", "How you play")
    return f"{head}: {title}" if title else head


def summary_text(rules: Rules, lang: str = "de", title: str = "", description: str = "",
                 width: int = 78) -> str:
    """The summary as plain text, wrapped to ``width`` columns."""
    heading = summary_heading(lang, title)
    lines = [heading, "=" * len(heading)]
    if description:
        lines += ["", *textwrap.wrap(description, width, break_on_hyphens=False)]
    for section in summary_sections(rules, lang):
        lines += ["", section.title]
        for sentence in section.sentences:
            lines += textwrap.wrap(sentence, width, initial_indent="  • ",
                                   subsequent_indent="    ", break_on_hyphens=False)
    return "\n".join(lines)


def summary_html(rules: Rules, lang: str = "de", title: str = "", description: str = "") -> str:
    """The summary as a complete HTML document (for the app's view and for export)."""
    esc = html.escape
    heading = summary_heading(lang, title)
    body = [f"<h1>{esc(heading)}</h1>"]
    if description:
        body += [f"<p><i>{esc(line)}</i></p>" for line in description.splitlines() if line]
    for section in summary_sections(rules, lang):
        body.append(f"<h2>{esc(section.title)}</h2>")
        body.append("<ul>" + "".join(f"<li>{esc(s)}</li>" for s in section.sentences) + "</ul>")
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{esc(heading)}</title>"
        "<style>body{font-family:sans-serif;line-height:1.4;max-width:46em}"
        "h1{font-size:x-large}h2{font-size:large;margin-top:12px;margin-bottom:4px}"
        "li{margin-bottom:4px}</style></head>\n<body>\n"
        + "\n".join(body) + "\n</body></html>\n"
    )

