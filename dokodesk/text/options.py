"""Every rule option in words, in German and English: its group, a title, a short explanation,
a one-line example, labels for its values, and which other options it depends on.

Plain Python like :mod:`dokodesk.text.messages`, so the rules editor and the command line's summary
use the same words. Option names and values are exactly those of :mod:`dokodesk.engine.rules`.

>>> title("dulle_rule", "en")
'Both Dullen in one trick'
>>> value_label("poverty_return_info", "whether_trump", "de")
'Ob Trumpf dabei ist'
>>> from dokodesk.engine.rules import preset
>>> inactive_reasons("poverty_max_trumps", preset("ddv"), "en")
['Only when Armut (poverty) is played.']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dokodesk.engine.rules import OPTION_NAMES, Rules, unmet
from dokodesk.text.words import SOLOS, DeEn

GROUPS: dict[str, DeEn] = {
    "karten": DeEn("Karten", "Cards"),
    "vorbehalte": DeEn("Vorbehalte und Soli", "Reservations and solos"),
    "hochzeit": DeEn("Hochzeit", "Hochzeit (wedding)"),
    "armut": DeEn("Armut/Trumpfabgabe", "Armut (poverty)"),
    "ansagen": DeEn("Ansagen", "Announcements"),
    "wertung": DeEn("Wertung und Sonderpunkte", "Scoring and extra points"),
    "partie": DeEn("Partie", "The Partie"),
}

PRESET_TITLES: dict[str, DeEn] = {
    "ddv": DeEn("DDV-Turnierspielregeln", "DDV tournament rules"),
    "vowi": DeEn("Vowi-Turnier (2003)", "Vowi tournament (2003)"),
    "kneipe": DeEn("Kneipenregeln", "Pub rules (Kneipe)"),
    "kneipe_plus": DeEn("Kneipe mit Schweinchen und Bock", "Pub rules with Schweine and Bock"),
}

BOOL_LABELS: dict[bool, DeEn] = {True: DeEn("an", "on"), False: DeEn("aus", "off")}

SCHMEISSEN_LABELS: dict[str, DeEn] = {
    "nines": DeEn("Mindestens so viele Neunen", "At least this many nines"),
    "kings": DeEn("Mindestens so viele Könige", "At least this many kings"),
    "nines_and_kings": DeEn("Neunen und Könige zusammen mindestens",
                            "Nines and kings together at least"),
    "richness": DeEn("Augen auf der Hand mindestens", "Augen in hand at least"),
    "trumps_at_most": DeEn("Höchstens so viele Trümpfe", "At most this many trumps"),
    "fox_highest_trump": DeEn("Kein Trumpf über dem Fuchs", "No trump above the fox"),
}
"""The reasons to throw a hand in (the keys of ``schmeissen``)."""

DEADLINE_LABELS: dict[str, DeEn] = {
    "re": DeEn("Re/Kontra", "Re/Kontra"),
    "no90": DeEn("keine 90", "no 90"),
    "no60": DeEn("keine 60", "no 60"),
    "no30": DeEn("keine 30", "no 30"),
    "schwarz": DeEn("schwarz", "schwarz"),
}


@dataclass(frozen=True)
class OptionText:
    """The words for one option."""

    group: str
    title: DeEn
    explanation: DeEn
    example: DeEn | None = None
    values: Mapping[str, DeEn] | None = None


OPTIONS: dict[str, OptionText] = {
    "with_nines": OptionText(
        group="karten",
        title=DeEn("Mit Neunen", "Play with the nines"),
        explanation=DeEn(
            "Mit Neunen hat das Blatt 48 Karten und jeder bekommt 12; ohne Neunen sind es 40 "
            "Karten und 10 für jeden. Es bleiben 240 Augen; ohne Neunen rücken alle Ansagefristen "
            "um 2 Karten nach unten.",
            "With the nines the deck has 48 cards, 12 for each player; without them 40 cards, "
            "10 each. There are still 240 Augen (card points); without nines every announcement "
            "deadline moves down by 2 cards.",
        ),
        example=DeEn(
            "Ohne Neunen: Re nur, solange man noch 9 Karten auf der Hand hat.",
            "Without nines: Re only while you still hold 9 cards.",
        ),
    ),
    "dulle_rule": OptionText(
        group="karten",
        title=DeEn("Zwei Dullen in einem Stich", "Both Dullen in one trick"),
        explanation=DeEn(
            "Die Herz-Zehn (Dulle) ist der höchste Trumpf. Diese Regel entscheidet, welche "
            "gewinnt, wenn beide Dullen im selben Stich liegen.",
            "The ten of hearts (Dulle) is the highest trump. This decides which one wins when "
            "both Dullen fall in the same trick.",
        ),
        example=DeEn(
            "A spielt eine Dulle aus, C legt die zweite: bei „die zweite sticht die erste“ "
            "bekommt C den Stich.",
            "A leads a Dulle, C plays the other: with 'the second beats the first' C wins "
            "the trick.",
        ),
        values={
            "first_beats_second": DeEn("Die erste sticht die zweite", "The first beats the second"),
            "second_beats_first": DeEn("Die zweite sticht die erste", "The second beats the first"),
            "second_beats_first_except_last_trick": DeEn(
                "Die zweite sticht die erste, außer im letzten Stich",
                "The second beats the first, except in the last trick",
            ),
        },
    ),
    "schweine": OptionText(
        group="karten",
        title=DeEn("Schweine (beide Füchse)", "Schweine (both foxes)"),
        explanation=DeEn(
            "Wer beide Karo-Asse (Füchse) hat, darf „Schweine“ ansagen: sie sind dann die "
            "höchsten Trümpfe, noch über den Dullen, und zählen nicht mehr als Füchse. Die "
            "Regel sagt, ob und wann das geht; die Ansage ist freiwillig und zeigt jedem, wer "
            "sie hat.",
            "A player holding both aces of diamonds (foxes) may announce 'Schweine': they are "
            "then the highest trumps, above the Dullen, and no longer count as foxes. This says "
            "whether and when he may; saying it is his choice and shows everyone who holds "
            "them.",
        ),
        example=DeEn(
            "A sagt vor dem ersten Stich „Schweine“: sein Karo-Ass sticht sogar die Herz-Zehn.",
            "A says 'Schweine' before the first trick: his ace of diamonds beats even the ten "
            "of hearts.",
        ),
        values={
            "off": DeEn("Keine Schweine", "No Schweine"),
            "at_start": DeEn("Vor dem ersten Ausspielen ansagen",
                             "Announced before the first lead"),
            "before_first_played": DeEn("Bis zum Ausspielen des ersten Fuchses",
                                        "Until the first fox is played"),
            "second_after_first_home": DeEn("Nur das zweite, wenn das erste heimkommt",
                                            "Only the second, once the first came home"),
        },
    ),
    "schweine_in_solo": OptionText(
        group="karten",
        title=DeEn("Schweine im Farbsolo", "Schweine in a suit solo"),
        explanation=DeEn(
            "Welche Karten im Kreuz-, Pik-, Herz- oder Karo-Solo Schweine sein können: keine, "
            "die beiden Asse der Trumpffarbe, oder immer die beiden Karo-Asse, die dann auch im "
            "Kreuz-, Pik- oder Herz-Solo Trumpf werden. In den übrigen Soli gibt es keine "
            "Schweine.",
            "Which cards may be Schweine in a clubs, spades, hearts or diamonds solo: none, the "
            "two aces of the trump suit, or always the two aces of diamonds, which then become "
            "trumps in a clubs, spades or hearts solo too. The other solos have no Schweine.",
        ),
        example=DeEn(
            "„Asse der Trumpffarbe“: im Kreuz-Solo sind beide Kreuz-Asse in einer Hand die "
            "Schweine.",
            "'The aces of the trump suit': in a clubs solo both aces of clubs in one hand are "
            "the Schweine.",
        ),
        values={
            "none": DeEn("Keine Schweine im Farbsolo", "No Schweine in a suit solo"),
            "trump_aces": DeEn("Die Asse der Trumpffarbe", "The aces of the trump suit"),
            "diamond_aces": DeEn("Immer die Karo-Asse", "Always the aces of diamonds"),
        },
    ),
    "schweine_in_armut": OptionText(
        group="karten",
        title=DeEn("Schweine in der Armut", "Schweine in an Armut"),
        explanation=DeEn(
            "Ob in einer Armut nach dem Tausch Schweine angesagt werden dürfen, von dem, der "
            "dann beide Karo-Asse hält.",
            "Whether Schweine may be announced in an Armut after the exchange, by whoever then "
            "holds both aces of diamonds.",
        ),
        example=DeEn(
            "Der Arme gibt beide Füchse ab, der Übernehmer behält sie: er darf „Schweine“ sagen.",
            "The poor player gives away both foxes and the taker keeps them: he may say "
            "'Schweine'.",
        ),
    ),
    "schweine_first_dulle_wins": OptionText(
        group="karten",
        title=DeEn("Mit Schweinen sticht die erste Dulle",
                   "With Schweine the first Dulle wins"),
        explanation=DeEn(
            "Sind Schweine angesagt, gewinnt von zwei Herz-Zehnen in einem Stich die zuerst "
            "gespielte, auch wenn sonst die zweite die erste sticht.",
            "While Schweine are announced, of two tens of hearts in one trick the first one "
            "played wins, even where otherwise the second beats the first.",
        ),
        example=DeEn(
            "Schweine sind angesagt, A legt eine Dulle, C die zweite: A bekommt den Stich.",
            "Schweine are announced, A plays a Dulle and C the other: A wins the trick.",
        ),
    ),
    "superschweine": OptionText(
        group="karten",
        title=DeEn("Superschweine über den Schweinen", "Superschweine above the Schweine"),
        explanation=DeEn(
            "Sind Schweine angesagt, darf ein anderer Spieler mit beiden Trumpf-Neunen (ohne "
            "Neunen: beiden Trumpf-Königen) oder beiden Trumpf-Zehnen „Superschweine“ sagen: "
            "sie stehen dann noch über den Schweinen.",
            "Once Schweine are announced, another player holding both trump nines (without "
            "nines: both trump kings) or both trump tens may say 'Superschweine': they then "
            "rank even above the Schweine.",
        ),
        example=DeEn(
            "Bei „Neunen“: B hat beide Karo-Neunen und sagt „Superschweine“: sie stechen die "
            "Schweine.",
            "With 'nines': B holds both nines of diamonds and says 'Superschweine': they beat "
            "the Schweine.",
        ),
        values={
            "off": DeEn("Keine Superschweine", "No Superschweine"),
            "nines": DeEn("Beide Trumpf-Neunen", "Both trump nines"),
            "tens": DeEn("Beide Trumpf-Zehnen", "Both trump tens"),
        },
    ),
    "superschweine_same_holder": OptionText(
        group="karten",
        title=DeEn("Schweine und Superschweine in einer Hand",
                   "Schweine and Superschweine in one hand"),
        explanation=DeEn(
            "Ob der Spieler mit den Schweinen auch die Superschweine ansagen darf; sonst gibt es "
            "Superschweine nur in einer anderen Hand.",
            "Whether the player with the Schweine may announce the Superschweine too; otherwise "
            "there are Superschweine only in another hand.",
        ),
        example=DeEn(
            "Aus: wer beide Karo-Asse und beide Karo-Neunen hat, kann nur „Schweine“ sagen.",
            "Off: a player with both aces and both nines of diamonds can only say 'Schweine'.",
        ),
    ),
    "reservation_order": OptionText(
        group="vorbehalte",
        title=DeEn("Rangfolge der Vorbehalte", "Ranking of the reservations"),
        explanation=DeEn(
            "Haben mehrere Spieler einen Vorbehalt, wird der ranghöchste gespielt; bei gleichem "
            "Rang der des Spielers, der näher links vom Geber sitzt. Armut steht nur in der "
            "Liste, wenn Armut gespielt wird, Pflichtsolo nur, wenn es ein Pflichtsolo gibt.",
            "When several players have a reservation, the highest-ranked one is played; at equal "
            "rank, that of the player nearest the dealer's left. Armut is listed only when "
            "poverty is played, Pflichtsolo only when there is a Pflichtsolo.",
        ),
        example=DeEn(
            "Armut vor Hochzeit: hat A eine Hochzeit und B eine Armut, wird die Armut gespielt.",
            "Armut before Hochzeit: if A has a Hochzeit and B an Armut, the Armut is played.",
        ),
        values={
            "pflichtsolo": DeEn("Pflichtsolo", "Pflichtsolo (compulsory solo)"),
            "lustsolo": DeEn("Lustsolo", "Lustsolo (voluntary solo)"),
            "schmeissen": DeEn("Schmeißen", "Throwing the hand in"),
            "armut": DeEn("Armut", "Armut (poverty)"),
            "hochzeit": DeEn("Hochzeit", "Hochzeit (wedding)"),
        },
    ),
    "solos": OptionText(
        group="vorbehalte",
        title=DeEn("Erlaubte Soli", "Solos you play"),
        explanation=DeEn(
            "Welche Soli ein Spieler ansagen darf. Im Damen- oder Bubensolo sind nur die Damen "
            "bzw. Buben Trumpf, im Farbsolo tritt die gewählte Farbe an die Stelle von Karo, im "
            "Fleischlosen gibt es gar keinen Trumpf. In den weiteren Bildersoli sind nur die "
            "genannten Bilder Trumpf, Kreuz vor Pik vor Herz vor Karo.",
            "Which solos a player may declare. In a queens or jacks solo only the queens or jacks "
            "are trumps, in a suit solo the chosen suit takes the place of diamonds, in a "
            "Fleischloser there are no trumps at all. In the further picture solos only the "
            "pictures named are trumps, clubs before spades before hearts before diamonds.",
        ),
        example=DeEn(
            "Karo-Solo: Trumpf wie im Normalspiel, aber der Solist spielt allein gegen drei.",
            "Diamonds solo: the trumps of a normal game, but the soloist plays alone against "
            "three.",
        ),
        values=SOLOS,
    ),
    "soloist_leads": OptionText(
        group="vorbehalte",
        title=DeEn("Wer spielt beim Solo aus?", "Who leads in a solo?"),
        explanation=DeEn(
            "Sonst spielt immer der Spieler links vom Geber aus. Nach den Turnierregeln spielt "
            "beim Pflichtsolo der Solist selbst aus; in manchen Runden bei jedem Solo.",
            "Otherwise the player on the dealer's left always leads. Under the tournament rules "
            "the soloist leads his Pflichtsolo himself; some tables let him lead every solo.",
        ),
        example=DeEn(
            "Der Spieler gegenüber vom Geber sagt ein Lustsolo an: bei „jedes Solo“ spielt er "
            "aus, sonst der Spieler links vom Geber.",
            "The player opposite the dealer declares a Lustsolo: with 'every solo' he leads, "
            "otherwise the player on the dealer's left does.",
        ),
        values={
            "pflichtsolo": DeEn("Der Solist nur beim Pflichtsolo", "The soloist only in a "
                                "Pflichtsolo"),
            "every_solo": DeEn("Der Solist bei jedem angesagten Solo",
                               "The soloist in every declared solo"),
        },
    ),
    "redeal_after_solo": OptionText(
        group="vorbehalte",
        title=DeEn("Wer gibt nach einem Solo?", "Who deals after a solo?"),
        explanation=DeEn(
            "Sonst geht das Geben reihum nach links. Nach den Turnierregeln gibt nach einem "
            "Pflichtsolo derselbe Geber noch einmal (nicht, wenn der Solist vorgeführt wurde), "
            "damit das Solo die Runde nicht verkürzt.",
            "Otherwise the deal passes to the left. Under the tournament rules the same dealer "
            "deals again after a Pflichtsolo (not when the soloist was forced), so that the solo "
            "does not shorten the round.",
        ),
        example=DeEn(
            "Bei „nach jedem Solo“ hat eine Runde zu viert mit zwei Soli sechs Spiele.",
            "With 'after every solo' a round of four with two solos has six games.",
        ),
        values={
            "pflichtsolo": DeEn("Derselbe Geber nach einem Pflichtsolo",
                                "The same dealer again after a Pflichtsolo"),
            "every_solo": DeEn("Derselbe Geber nach jedem angesagten Solo",
                               "The same dealer again after every declared solo"),
            "never": DeEn("Immer der nächste Spieler", "Always the next player"),
        },
    ),
    "schmeissen": OptionText(
        group="vorbehalte",
        title=DeEn("Schmeißen (neu geben)", "Throwing the hand in (Schmeißen)"),
        explanation=DeEn(
            "Wer ein schlechtes oder seltsames Blatt hat, darf es als Vorbehalt hinwerfen und "
            "zeigen: dann gibt derselbe Geber neu, und das Spiel zählt nicht. Jeder gesetzte "
            "Grund erlaubt es; ist keiner gesetzt, wird nicht geschmissen.",
            "A player with a bad or freak hand may throw it in as a reservation and show it: "
            "the same dealer deals again and the game does not count. Each reason set allows "
            "it; with none set nobody throws.",
        ),
        example=DeEn(
            "Bei „5 Neunen“: A hat fünf Neunen, wirft das Blatt hin, und es wird neu gegeben.",
            "With '5 nines': A holds five nines, throws his hand in, and the cards are dealt "
            "again.",
        ),
        values=SCHMEISSEN_LABELS,
    ),
    "hochzeit_clarifying_trick": OptionText(
        group="hochzeit",
        title=DeEn("Klärungsstich", "The clarifying trick"),
        explanation=DeEn(
            "Wer beide Kreuz-Damen hat, kann Hochzeit ansagen. Sein Partner wird, wer als "
            "Erster einen Stich gewinnt, der diese Bedingung erfüllt (Klärungsstich). Eine "
            "nicht angesagte (stille) Hochzeit ist ein Karo-Solo.",
            "A player holding both queens of clubs may announce a Hochzeit. His partner is the "
            "first other player to win a trick that meets this condition (the clarifying "
            "trick). A Hochzeit not announced (a silent one) is a diamonds solo.",
        ),
        example=DeEn(
            "„Erster Fehlstich“: A (Hochzeit) spielt Kreuz-Ass aus, B sticht mit Trumpf: B ist "
            "der Partner von A.",
            "'First plain-suit trick': A (Hochzeit) leads the ace of clubs, B trumps it: B is "
            "A's partner.",
        ),
        values={
            "first_foreign": DeEn("Der erste Stich, den ein anderer gewinnt",
                                  "The first trick another player wins"),
            "first_foreign_trump": DeEn("Der erste Trumpfstich, den ein anderer gewinnt",
                                        "The first trump-led trick another player wins"),
            "first_foreign_plain": DeEn("Der erste Fehlstich, den ein anderer gewinnt",
                                        "The first plain-suit-led trick another player wins"),
        },
    ),
    "hochzeit_tricks": OptionText(
        group="hochzeit",
        title=DeEn("Stiche bis zur Klärung", "Tricks to find the partner"),
        explanation=DeEn(
            "Innerhalb so vieler Stiche muss die Hochzeit geklärt sein, sonst spielt der "
            "Hochzeiter ein Karo-Solo. Angesagt wird erst nach dem Klärungsstich; jeder spätere "
            "Klärungsstich senkt die Ansagefristen um eine Karte.",
            "The Hochzeit must find a partner within this many tricks, otherwise its player "
            "plays a diamonds solo. Nobody announces before the clarifying trick, and each "
            "later clarifying trick lowers the announcement deadlines by one card.",
        ),
        example=DeEn(
            "Bei 3 Stichen und Klärung im zweiten Stich: Re nur noch mit mindestens 10 Karten.",
            "With 3 tricks and the partner found in the second trick: Re only with 10 cards or "
            "more.",
        ),
    ),
    "poverty": OptionText(
        group="armut",
        title=DeEn("Armut (Trumpfabgabe) spielen", "Play Armut (poverty, Trumpfabgabe)"),
        explanation=DeEn(
            "Wer sehr wenig Trumpf hat, darf seine Trümpfe den anderen anbieten. Wer sie nimmt, "
            "gibt ebenso viele Karten zurück, und die beiden spielen als Re zusammen. Nimmt "
            "keiner an, wird neu gegeben.",
            "A player with very few trumps may offer his trumps to the others. Whoever takes "
            "them gives back as many cards, and the two play together as Re. If nobody takes "
            "them, the cards are dealt again.",
        ),
        example=DeEn(
            "A hat nur Karo-König und Herz-Bube als Trumpf: er bietet beide an, C nimmt sie und "
            "gibt zwei Karten zurück.",
            "A's only trumps are the king of diamonds and the jack of hearts: he offers both, C "
            "takes them and gives back two cards.",
        ),
    ),
    "poverty_max_trumps": OptionText(
        group="armut",
        title=DeEn("Höchstens so viele Trümpfe", "At most this many trumps"),
        explanation=DeEn(
            "Eine Armut hat, wer höchstens so viele Trümpfe hält. Er gibt alle seine Trümpfe ab.",
            "A player has an Armut when he holds at most this many trumps. He gives away all "
            "his trumps.",
        ),
        example=DeEn(
            "Bei 3: Herz-Dame, Pik-Bube und Karo-9 sind eine Armut, mit einem vierten Trumpf "
            "nicht mehr.",
            "With 3: queen of hearts, jack of spades and nine of diamonds are an Armut; with a "
            "fourth trump they are not.",
        ),
    ),
    "poverty_foxes_count": OptionText(
        group="armut",
        title=DeEn("Füchse zählen mit", "Foxes count toward the limit"),
        explanation=DeEn(
            "Ob die Füchse (Karo-Asse) bei dieser Grenze mitzählen. Zählen sie nicht mit, hat "
            "auch eine Armut, wer dazu noch einen oder zwei Füchse hält; abgegeben werden sie "
            "trotzdem.",
            "Whether the foxes (aces of diamonds) count toward that limit. If they do not, a "
            "player with one or two foxes on top also has an Armut; he gives them away all "
            "the same.",
        ),
        example=DeEn(
            "Zwei Damen, ein Bube und ein Fuchs: zählen Füchse nicht mit, ist das eine Armut.",
            "Two queens, a jack and a fox: with the foxes not counted, that is an Armut.",
        ),
    ),
    "poverty_face_up": OptionText(
        group="armut",
        title=DeEn("Abgegebene Trümpfe offen", "Offered trumps face up"),
        explanation=DeEn(
            "Die abgegebenen Trümpfe liegen offen auf dem Tisch, so dass jeder sieht, was er "
            "annehmen würde. Sonst liegen sie verdeckt.",
            "The offered trumps lie face up, so everyone sees what he would take. Otherwise "
            "they lie face down.",
        ),
        example=DeEn(
            "Offen: B sieht zwei Füchse und eine Karo-9 und entscheidet, ob er sie nimmt.",
            "Face up: B sees two foxes and a nine of diamonds and decides whether to take them.",
        ),
    ),
    "poverty_foxes_face_up": OptionText(
        group="armut",
        title=DeEn("Weitere Füchse offen abgeben", "Further foxes given face up"),
        explanation=DeEn(
            "Der Arme darf über die Grenze hinaus noch Füchse abgeben, also bis zu 5 Karten; "
            "diese Füchse liegen offen. Die Füchse zählen dann bei der Grenze nicht mit.",
            "The poor player may give foxes beyond the limit, so up to 5 cards; those foxes lie "
            "face up. The foxes then do not count toward the limit.",
        ),
        example=DeEn(
            "3 Trümpfe und 2 Füchse: er gibt 5 Karten ab, die beiden Füchse offen.",
            "3 trumps and 2 foxes: he gives away 5 cards, the two foxes face up.",
        ),
    ),
    "poverty_return_info": OptionText(
        group="armut",
        title=DeEn("Was der Übernehmer sagen muss", "What the taker must tell"),
        explanation=DeEn(
            "Was der Spieler, der die Armut nimmt, über die Karten sagen muss, die er zurückgibt.",
            "What the player who takes the Armut must say about the cards he gives back.",
        ),
        example=DeEn(
            "Bei „wie viele Trümpfe“: „Ich gebe einen Trumpf zurück.“",
            "With 'how many trumps': \"I give back one trump.\"",
        ),
        values={
            "none": DeEn("Nichts", "Nothing"),
            "whether_trump": DeEn("Ob Trumpf dabei ist", "Whether a trump is among them"),
            "trump_count": DeEn("Wie viele Trümpfe es sind", "How many trumps there are"),
        },
    ),
    "announcement_deadlines": OptionText(
        group="ansagen",
        title=DeEn("Ansagefristen", "Announcement deadlines"),
        explanation=DeEn(
            "Wie viele Karten ein Spieler mindestens noch auf der Hand haben muss, um Re oder "
            "Kontra, keine 90, keine 60, keine 30 oder schwarz anzusagen (mit Neunen gezählt, "
            "ohne Neunen 2 weniger). Keine Frist darf über der vorigen liegen.",
            "How many cards a player must still hold to announce Re or Kontra, no 90, no 60, "
            "no 30 or schwarz (counted with nines; 2 fewer without). No deadline may be above "
            "the one before it.",
        ),
        example=DeEn(
            "Re mit 11 Karten: ansagen kann man, bis man seine zweite Karte spielt.",
            "Re at 11 cards: you may say it until you play your second card.",
        ),
        values=DEADLINE_LABELS,
    ),
    "kontra_alone_lowers_re_goal": OptionText(
        group="ansagen",
        title=DeEn("Nur Kontra angesagt: Re reichen 120", "Only Kontra announced: 120 wins for Re"),
        explanation=DeEn(
            "Normalerweise braucht Re 121 Augen. Nach den Turnierregeln reichen Re 120 Augen, "
            "wenn nur Kontra angesagt wurde und nicht Re; Kontra braucht dann 121.",
            "Normally Re needs 121 Augen. Under the tournament rules Re wins with 120 when only "
            "Kontra was announced and not Re; Kontra then needs 121.",
        ),
        example=DeEn(
            "Kontra ist angesagt, Re nicht, es steht 120 zu 120: Re gewinnt.",
            "Kontra announced, Re not, 120 to 120: Re wins.",
        ),
    ),
    "genscher": OptionText(
        group="ansagen",
        title=DeEn("Genscher (Partner wählen)", "Genscher (choosing a partner)"),
        explanation=DeEn(
            "Wer beide Karo-Könige hat, darf beim Ausspielen des ersten seinen Partner frei "
            "wählen: er und der Gewählte sind dann Re, die beiden anderen Kontra. Absagen bis "
            "dahin verfallen, gesagtes Re oder Kontra zählt für die neue Partei des Sprechers. "
            "Nicht in Armut und Solo.",
            "A player holding both kings of diamonds may choose his partner freely when he "
            "plays the first of them: he and the chosen player are then Re, the other two "
            "Kontra. Absagen made so far lapse; a Re or Kontra said counts for the speaker's "
            "new party. Not in an Armut or a solo.",
        ),
        example=DeEn(
            "B spielt seinen ersten Karo-König und wählt A: A und B sind jetzt Re gegen C und D.",
            "B plays his first king of diamonds and chooses A: A and B are now Re against C "
            "and D.",
        ),
    ),
    "pflichtansage": OptionText(
        group="ansagen",
        title=DeEn("Pflichtansage nach dem ersten Stich",
                   "Duty announcement after the first trick"),
        explanation=DeEn(
            "Wer den ersten Stich gewinnt, für den gilt sofort Re oder Kontra, wenn seine "
            "Partei noch nichts angesagt hat; je nach Regel nur, wenn der Stich mindestens 30 "
            "Augen hat. Nicht im Solo.",
            "Whoever wins the first trick has announced Re or Kontra at once, unless his party "
            "has announced already; by one rule only when the trick holds at least 30 Augen. "
            "Not in a solo.",
        ),
        example=DeEn(
            "B gewinnt den ersten Stich mit 42 Augen und hat keine Kreuz-Dame: für ihn gilt "
            "„Kontra“.",
            "B wins the first trick with 42 Augen and holds no queen of clubs: he has said "
            "'Kontra'.",
        ),
        values={
            "off": DeEn("Keine Pflichtansage", "No duty announcement"),
            "first_trick_30": DeEn("Bei 30 Augen oder mehr im ersten Stich",
                                   "When the first trick holds 30 Augen or more"),
            "first_trick": DeEn("Immer nach dem ersten Stich", "Always after the first trick"),
        },
    ),
    "pflichtansage_in_hochzeit": OptionText(
        group="ansagen",
        title=DeEn("Pflichtansage auch bei Hochzeit", "Duty announcement in a Hochzeit too"),
        explanation=DeEn(
            "Bei einer angesagten Hochzeit trifft die Pflichtansage den, der den Klärungsstich "
            "gewinnt, gemessen an diesem Stich; sonst gibt es dort keine.",
            "In an announced Hochzeit the duty falls on whoever wins the clarifying trick, "
            "judged on that trick; otherwise there is none there.",
        ),
        example=DeEn(
            "C gewinnt im zweiten Stich den Klärungsstich und wird Partner: für ihn gilt „Re“.",
            "C wins the clarifying trick in trick 2 and becomes the partner: he has said 'Re'.",
        ),
    ),
    "announcement_scoring": OptionText(
        group="wertung",
        title=DeEn("Wert von Re und Kontra", "What Re and Kontra are worth"),
        explanation=DeEn(
            "Nach den Turnierregeln bringt die Ansage von Re und die von Kontra je 2 Spielpunkte. "
            "In vielen Runden verdoppelt jede Ansage stattdessen die Spielpunkte, beide zusammen "
            "vervierfachen sie; Sonderpunkte werden nie verdoppelt.",
            "Under the tournament rules announcing Re and announcing Kontra are worth 2 game "
            "points each. At many tables each announcement doubles the game points instead, "
            "both together quadruple them; extra points are never doubled.",
        ),
        example=DeEn(
            "Gewonnen und Gegner unter 90 (2 Punkte), Re und Kontra angesagt: „je 2 Punkte“ "
            "ergibt 6, „verdoppeln“ ergibt 8.",
            "Won and opponents under 90 (2 points), Re and Kontra announced: '2 points each' "
            "makes 6, 'doubling' makes 8.",
        ),
        values={
            "plus_two": DeEn("Je 2 Punkte dazu", "2 points each"),
            "doubling": DeEn("Sie verdoppeln die Spielpunkte", "They double the game points"),
        },
    ),
    "points_reached_against_absage": OptionText(
        group="wertung",
        title=DeEn("Punkte gegen eine Absage", "Points for holding out against an Absage"),
        explanation=DeEn(
            "Erreicht eine Partei gegen eine Absage der anderen 120 Augen (gegen keine 90), 90 "
            "(gegen keine 60), 60 (gegen keine 30) oder 30 (gegen schwarz), bekommt sie dafür je "
            "einen Punkt.",
            "A party reaching 120 Augen against the other's no 90, 90 against no 60, 60 against "
            "no 30 or 30 against schwarz gets one point for each.",
        ),
        example=DeEn(
            "Re sagt keine 90 ab, Kontra holt 120 Augen: ein Punkt mehr für Kontra.",
            "Re announces no 90, Kontra takes 120 Augen: one more point for Kontra.",
        ),
    ),
    "solo_bonus_point": OptionText(
        group="wertung",
        title=DeEn("Extrapunkt für ein Solo", "Extra point for a solo"),
        explanation=DeEn(
            "Bei jedem Solo kommt ein Spielpunkt dazu („es wurde ein Solo gespielt“); wie alle "
            "Spielpunkte zählt er für den Solisten dreifach.",
            "Every solo is worth one more game point ('a solo was played'); like every game "
            "point it counts three times for the soloist.",
        ),
        example=DeEn(
            "Solo gewonnen, Gegner unter 90: 3 Punkte statt 2, der Solist bekommt 9.",
            "Solo won, opponents under 90: 3 points instead of 2, the soloist gets 9.",
        ),
    ),
    "gegen_die_alten": OptionText(
        group="wertung",
        title=DeEn("Gegen die Alten gewonnen", "Won against the queens of clubs"),
        explanation=DeEn(
            "Nach den Turnierregeln bekommt Kontra einen Sonderpunkt, wenn es ein Normalspiel "
            "gewinnt. Manche Runden geben stattdessen für jeden Sieg gegen die Re-Partei oder den "
            "Solisten einen Spielpunkt, der mit verdoppelt wird.",
            "Under the tournament rules Kontra gets an extra point when it wins a normal game. "
            "Some tables give a game point for every win against Re or the soloist instead, "
            "and it is doubled with the other game points.",
        ),
        example=DeEn(
            "Die Gegner gewinnen gegen ein Damensolo: bei „Spielpunkt“ ein Punkt mehr.",
            "The opponents beat a queens solo: with 'game point' one more point.",
        ),
        values={
            "sonderpunkt": DeEn("Sonderpunkt im Normalspiel",
                                "An extra point in normal games"),
            "game_point_also_in_solo": DeEn("Spielpunkt, auch gegen den Solisten",
                                            "A game point, against a soloist too"),
        },
    ),
    "sonderpunkte": OptionText(
        group="wertung",
        title=DeEn("Sonderpunkte", "Extra points (Sonderpunkte)"),
        explanation=DeEn(
            "Sonderpunkte gibt es nur im Normalspiel (auch Hochzeit und Armut), nicht im Solo, "
            "und zwar für beide Parteien; sie werden gegeneinander verrechnet und nie verdoppelt.",
            "Extra points count only in normal games (a Hochzeit or Armut too), not in solos, "
            "for both parties; they are set off against each other and never doubled.",
        ),
        example=DeEn(
            "Kontra gewinnt einen Stich mit dem Fuchs von Re: ein Sonderpunkt für Kontra.",
            "Kontra wins a trick holding Re's fox: one extra point for Kontra.",
        ),
        values={
            "doppelkopf": DeEn("Doppelkopf (Stich mit 40 Augen oder mehr)",
                               "Doppelkopf (a trick worth 40 Augen or more)"),
            "fuchs_gefangen": DeEn("Fuchs gefangen (Karo-Ass der Gegner)",
                                   "Fox caught (the opponents' ace of diamonds)"),
            "karlchen": DeEn("Karlchen (Kreuz-Bube) macht den letzten Stich",
                             "Karlchen (jack of clubs) wins the last trick"),
            "karlchen_gefangen": DeEn("Karlchen im letzten Stich gefangen",
                                      "Karlchen caught in the last trick"),
            "dulle_gefangen": DeEn("Dulle gefangen (Herz-Zehn der Gegner)",
                                   "Dulle caught (the opponents' ten of hearts)"),
            "doppelkarlchen": DeEn("Doppelkarlchen (beide Kreuz-Buben im letzten Stich)",
                                   "Doppelkarlchen (both jacks of clubs in the last trick)"),
            "fuchs_letzter_stich": DeEn("Fuchs macht den letzten Stich",
                                        "A fox wins the last trick"),
            "beide_fuechse_letzter_stich": DeEn("Beide Füchse im letzten Stich",
                                                "Both foxes in the last trick"),
            "herz_stich": DeEn("Herz-Stich (vier Herz-Karten in einem Stich)",
                               "Herz-Stich (a trick of four plain hearts)"),
            "fuchs_gefangen_letzter_stich": DeEn("Fuchs im letzten Stich gefangen",
                                                 "A fox caught in the last trick"),
            "dulle_sticht_dulle": DeEn("Dulle sticht die Dulle der Gegner",
                                       "A Dulle beats the opponents' Dulle"),
        },
    ),
    "karlchen_gefangen_only_by_dq": OptionText(
        group="wertung",
        title=DeEn("Karlchen nur von der Karo-Dame gefangen",
                   "Karlchen caught only by the queen of diamonds"),
        explanation=DeEn(
            "Der Sonderpunkt für ein gefangenes Karlchen zählt nur, wenn eine Karo-Dame den "
            "letzten Stich gewinnt.",
            "The extra point for a Karlchen caught counts only when a queen of diamonds wins "
            "the last trick.",
        ),
        example=DeEn(
            "Das Karlchen von Re fällt im letzten Stich, Kontra gewinnt ihn mit der Herz-Dame: "
            "kein Punkt.",
            "Re's Karlchen falls in the last trick and Kontra wins it with the queen of hearts: "
            "no point.",
        ),
    ),
    "kalter_schlag_doubles_next": OptionText(
        group="wertung",
        title=DeEn("Kalter Schlag verdoppelt das nächste Spiel",
                   "A Kalter Schlag doubles the next game"),
        explanation=DeEn(
            "Heben die Sonderpunkte den Wert eines gewonnenen Normalspiels genau auf (kalter "
            "Schlag), zählt das nächste Spiel doppelt.",
            "When the extra points exactly cancel the value of a won normal game (a Kalter "
            "Schlag), the next game counts double.",
        ),
        example=DeEn(
            "Re gewinnt einen Punkt, Kontra fängt einen Fuchs: 0 Punkte, das nächste Spiel "
            "zählt doppelt.",
            "Re wins one point, Kontra catches a fox: 0 points, the next game counts double.",
        ),
    ),
    "counting": OptionText(
        group="wertung",
        title=DeEn("Wie angeschrieben wird", "How the points are written"),
        explanation=DeEn(
            "Plus-minus: die Gewinner bekommen den Spielwert, die Verlierer verlieren ihn. Nur "
            "plus: nur die Gewinner schreiben Punkte. Nur minus: nur die Verlierer. Das Geld "
            "wird dann paarweise um die halbe Differenz abgerechnet.",
            "Plus-minus: the winners get the game value, the losers lose it. Plus only: only "
            "the winners write points. Minus only: only the losers do. Money is then settled "
            "pairwise on half the difference.",
        ),
        example=DeEn(
            "Nur plus: Re gewinnt mit 3 Punkten, beide Re-Spieler schreiben 3, Kontra nichts.",
            "Plus only: Re wins with 3 points, both Re players write 3, Kontra nothing.",
        ),
        values={
            "plus_minus": DeEn("Plus und minus", "Plus and minus"),
            "plus": DeEn("Nur plus (die Gewinner)", "Plus only (the winners)"),
            "minus": DeEn("Nur minus (die Verlierer)", "Minus only (the losers)"),
        },
    ),
    "solo_always_triple": OptionText(
        group="wertung",
        title=DeEn("Solo immer dreifach", "A solo always counts triple"),
        explanation=DeEn(
            "Bei „nur plus“ oder „nur minus“: auch die drei Gegner eines Solos schreiben den "
            "dreifachen Spielwert, wenn sie gewinnen (plus) oder verlieren (minus).",
            "With 'plus only' or 'minus only': the soloist's three opponents too write three "
            "times the game value when they win (plus) or lose (minus).",
        ),
        example=DeEn(
            "Nur plus: ein Solo mit Wert 2 geht verloren, jeder Gegner schreibt 6 statt 2.",
            "Plus only: a solo of value 2 is lost, each opponent writes 6 instead of 2.",
        ),
    ),
    "pflichtsolo": OptionText(
        group="partie",
        title=DeEn("Pflichtsolo", "Pflichtsolo (compulsory solo)"),
        explanation=DeEn(
            "Ob jeder Spieler ein Solo spielen muss. Turnierregel: eines je Spielrunde von 24 "
            "Spielen (30 zu fünft); wer zu lange wartet, wird vorgeführt. Oder: nach den "
            "vereinbarten Runden werden die noch fehlenden Pflichtsoli vorgeführt.",
            "Whether every player must play a solo. Tournament rule: one per Spielrunde of 24 "
            "games (30 at a table of five); a player who waits too long is forced. Or: after the "
            "agreed rounds the Pflichtsoli still owed are forced.",
        ),
        example=DeEn(
            "Noch 2 Spiele und 2 Spieler ohne Pflichtsolo: beide werden vorgeführt.",
            "2 games left and 2 players still owing a Pflichtsolo: both are forced.",
        ),
        values={
            "off": DeEn("Kein Pflichtsolo", "No Pflichtsolo"),
            "within_spielrunde": DeEn("In jeder Spielrunde (Turnier)",
                                      "In every Spielrunde (tournament)"),
            "at_the_end": DeEn("Fehlende am Ende vorführen", "Owed ones forced at the end"),
        },
    ),
    "bock_triggers": OptionText(
        group="partie",
        title=DeEn("Bockrunden", "Bock rounds"),
        explanation=DeEn(
            "Nach bestimmten Spielen kommt eine Bockrunde: so viele Spiele, wie Spieler am Tisch "
            "sitzen, zählen mehrfach. Hier steht, welche Spiele sie auslösen; ist nichts "
            "gewählt, gibt es keinen Bock.",
            "After certain games a Bock round follows: as many games as there are players at "
            "the table count several times. This says which games start one; with none chosen "
            "there is no Bock.",
        ),
        example=DeEn(
            "Bei „120 zu 120“: ein Spiel endet 120:120, die nächsten vier Spiele zählen doppelt.",
            "With '120 to 120': a game ends 120:120, the next four games count double.",
        ),
        values={
            "equal_120": DeEn("120 zu 120", "120 to 120"),
            "solo_lost": DeEn("Ein Solo geht verloren", "A solo is lost"),
            "announcement_lost": DeEn("Eine Partei verliert trotz Ansage",
                                      "A party that announced does not win"),
            "re_and_kontra": DeEn("Re und Kontra angesagt", "Both Re and Kontra announced"),
            "herz_stich": DeEn("Ein Herz-Stich", "A Herz-Stich"),
            "schwarz": DeEn("Eine Partei bleibt ohne Stich", "A party takes no trick"),
            "zero_value": DeEn("Das Spiel ist 0 Punkte wert", "The game is worth 0 points"),
        },
    ),
    "bock_multiplier": OptionText(
        group="partie",
        title=DeEn("Faktor einer Bockrunde", "Factor of a Bock round"),
        explanation=DeEn(
            "Mit diesem Faktor wird der ganze Wert jedes Spiels einer Bockrunde malgenommen, "
            "nach den Sonderpunkten und einem kalten Schlag.",
            "The whole value of every game of a Bock round is multiplied by this factor, after "
            "the extra points and a Kalter Schlag.",
        ),
        example=DeEn(
            "Bei 2: ein Spiel mit Wert 3 zählt in der Bockrunde 6.",
            "At 2: a game of value 3 counts 6 in a Bock round.",
        ),
    ),
    "bock_count": OptionText(
        group="partie",
        title=DeEn("Bockrunden je Spiel", "Bock rounds per game"),
        explanation=DeEn(
            "Ob ein Spiel mit mehreren Auslösern nur eine Bockrunde bringt oder eine für "
            "jeden Auslöser.",
            "Whether a game with several triggers brings one Bock round only, or one for each "
            "trigger.",
        ),
        example=DeEn(
            "Ein verlorenes Solo, das 120:120 endet, bringt bei „je Auslöser“ zwei Bockrunden.",
            "A lost solo ending 120:120 brings two Bock rounds with 'one per trigger'.",
        ),
        values={
            "per_game": DeEn("Eine Bockrunde je Spiel", "One Bock round per game"),
            "per_trigger": DeEn("Eine je Auslöser", "One per trigger"),
        },
    ),
    "bock_stacking": OptionText(
        group="partie",
        title=DeEn("Mehrere Bockrunden", "Several Bock rounds"),
        explanation=DeEn(
            "Kommt eine neue Bockrunde, solange noch Bockspiele warten: entweder werden die "
            "nächsten Spiele noch einmal malgenommen (Doppelbock), oder die neue Runde wird "
            "hinten angehängt.",
            "When a new Bock round comes while Bock games are still waiting: either the next "
            "games are multiplied once more (Doppelbock), or the new round is queued after "
            "them.",
        ),
        example=DeEn(
            "Malnehmen: zwei Bockrunden überlappen sich, diese Spiele zählen vierfach.",
            "Multiply: two Bock rounds overlap, and those games count four times.",
        ),
        values={
            "multiply": DeEn("Überlappende malnehmen (Doppelbock)",
                             "Overlapping rounds multiply (Doppelbock)"),
            "append": DeEn("Hinten anhängen", "Queued one after another"),
        },
    ),
    "cents_per_point": OptionText(
        group="partie",
        title=DeEn("Cent pro Punkt", "Cents per point"),
        explanation=DeEn(
            "Was ein Punkt bei der Abrechnung am Ende der Partie wert ist; 0 heißt, ihr spielt "
            "nicht um Geld.",
            "What a point is worth when the Partie is settled at the end; 0 means you do not "
            "play for money.",
        ),
        example=DeEn(
            "Bei 5 Cent zahlt, wer am Ende −20 Punkte hat, 1,00 €.",
            "At 5 cents a player ending at −20 points pays €1.00.",
        ),
    ),
}

REASONS: dict[str, DeEn] = {
    "poverty_on": DeEn("Nur wenn Armut gespielt wird.", "Only when Armut (poverty) is played."),
    "solos_allowed": DeEn("Nur wenn mindestens ein Solo erlaubt ist.",
                          "Only when at least one solo is allowed."),
    "foxes_not_face_up": DeEn(
        "Nur wenn weitere Füchse nicht offen abgegeben werden: dann zählen sie nie mit.",
        "Only when further foxes are not given face up: then they never count.",
    ),
    "schweine_on": DeEn("Nur wenn mit Schweinen gespielt wird.", "Only when Schweine are played."),
    "farbsolo_allowed": DeEn("Nur wenn ein Farbsolo erlaubt ist.",
                             "Only when a suit solo is allowed."),
    "second_dulle_wins": DeEn("Nur wenn sonst die zweite Dulle die erste sticht.",
                              "Only when otherwise the second Dulle beats the first."),
    "schweine_both": DeEn(
        "Nur wenn beide Karo-Asse Schweine werden (nicht bei „nur das zweite“).",
        "Only when both aces of diamonds become Schweine (not with 'only the second').",
    ),
    "superschweine_on": DeEn("Nur wenn mit Superschweinen gespielt wird.",
                             "Only when Superschweine are played."),
    "pflichtansage_on": DeEn("Nur wenn es eine Pflichtansage gibt.",
                             "Only when there is a duty announcement."),
    "karlchen_gefangen_on": DeEn("Nur wenn „Karlchen gefangen“ ein Sonderpunkt ist.",
                                 "Only when 'Karlchen caught' is an extra point."),
    "plus_or_minus_counting": DeEn("Nur wenn nur plus oder nur minus angeschrieben wird.",
                                   "Only when counting is plus only or minus only."),
    "bock_on": DeEn("Nur wenn Bockrunden gespielt werden.", "Only when Bock rounds are played."),
}
"""Why an option does not apply, by the reason of its :class:`~dokodesk.engine.rules.Dependency`."""


def group_options(group: str) -> tuple[str, ...]:
    """The options of ``group``, in the order of docs/RULES.md."""
    return tuple(name for name in OPTION_NAMES if OPTIONS[name].group == group)


def group_title(group: str, lang: str) -> str:
    """The name of an option group, e.g. ``"Vorbehalte und Soli"``."""
    return GROUPS[group].get(lang)


def title(option: str, lang: str) -> str:
    """The option's short title."""
    return OPTIONS[option].title.get(lang)


def explanation(option: str, lang: str) -> str:
    """What the option means, in two or three sentences."""
    return OPTIONS[option].explanation.get(lang)


def example(option: str, lang: str) -> str | None:
    """A one-line example, where one helps."""
    text = OPTIONS[option].example
    return None if text is None else text.get(lang)


def value_label(option: str, value: Any, lang: str) -> str:
    """The label of one value of an option: a choice, a list item, a table key or on/off."""
    if isinstance(value, bool):
        return BOOL_LABELS[value].get(lang)
    labels = OPTIONS[option].values
    if labels is None or value not in labels:
        return str(value)
    return labels[value].get(lang)


def preset_title(name: str, lang: str) -> str:
    """The display name of a preset (``ddv``, ``vowi``, ``kneipe``, ``kneipe_plus``)."""
    return PRESET_TITLES[name].get(lang)


def inactive_reasons(option: str, rules: Rules | Mapping[str, Any], lang: str) -> list[str]:
    """Why ``option`` does not apply now (empty when it does)."""
    return [REASONS[dep.reason].get(lang) for dep in unmet(option, rules)]
