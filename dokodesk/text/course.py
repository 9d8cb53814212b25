"""The words of the course "Doppelkopf lernen": what a task asks, why a move misses it, the
hints, the quiz questions and their explanations, the end of a deal and the list of lessons.
The lessons' own explanations are in their files, why a lesson file is refused is in
:mod:`dokodesk.text.messages` with the other files' messages; card names and game terms come
from :mod:`dokodesk.text.words`, and :mod:`dokodesk.text.messages` renders every code here
like its own.

>>> COURSE_MESSAGES["task_follow_suit"].get("en")
'Follow suit: play a card of the suit that was led.'
>>> seat_names(learner=0, lang="de")
('Du', 'Anna', 'Bernd', 'Clara')
>>> seat_names(learner=2, lang="en")
('Bernd', 'Clara', 'You', 'Anna')
"""

from __future__ import annotations

from dokodesk.text.words import COMPUTER_NAMES, DeEn

YOU = DeEn("Du", "You")


def seat_names(learner: int, lang: str) -> tuple[str, ...]:
    """The name of each seat of a lesson's table: the learner is *you*, the others are the
    computer players in turn from the learner's left."""
    names = [""] * 4
    for i in range(4):
        seat = (learner + i) % 4
        names[seat] = YOU.get(lang) if i == 0 else COMPUTER_NAMES[i - 1]
    return tuple(names)


COURSE_MESSAGES: dict[str, DeEn] = {
    # what a task asks
    "task_play_card": DeEn("Spiel {card}.", "Play the {card}."),
    "task_follow_suit": DeEn("Bediene: spiel eine Karte der Farbe, die ausgespielt wurde.",
                             "Follow suit: play a card of the suit that was led."),
    "task_win_lowest": DeEn("Gewinne diesen Stich mit der niedrigsten Karte, die sicher reicht.",
                            "Win this trick with the lowest card that surely does it."),
    "task_win_lowest_trump": DeEn("Gewinne diesen Stich mit dem niedrigsten Trumpf, der sicher "
                                  "reicht.",
                                  "Win this trick with the lowest trump that surely does it."),
    "task_smear": DeEn("Finde heraus, wer dein Partner ist, und schmiere ihm: gib eine volle "
                       "Karte (ein Ass oder eine Zehn) in einen Stich, der ihm sicher ist.",
                       "Work out who your partner is and smear: give a full card (an ace or "
                       "a ten) to a trick that is surely his."),
    "task_give_little": DeEn("Diesen Stich holen die Gegner: gib ihnen so wenig Augen wie "
                             "möglich.",
                             "The opponents take this trick: give them as few Augen as you "
                             "can."),
    "task_catch_fuchs": DeEn("Ein Gegner hat seinen Fuchs (Karo-Ass) gespielt: fang ihn, indem "
                             "du den Stich sicher holst.",
                             "An opponent has played his Fuchs (ace of diamonds): catch it by "
                             "surely winning the trick."),
    "task_karlchen": DeEn("Spiel so, dass dein Karlchen (Kreuz-Bube) den letzten Stich macht.",
                          "Play so that your Karlchen (jack of clubs) wins the last trick."),
    "task_announce": DeEn("Sag {what} an, solange du noch darfst.",
                          "Announce {what} while you still may."),
    "task_reserve_solo": DeEn("Dieses Blatt ist stark genug für ein Solo: such das passende aus "
                              "und melde es an.",
                              "This hand is strong enough for a solo: find the one that fits "
                              "and declare it."),
    "task_reserve_hochzeit": DeEn("Du hast beide Kreuz-Damen: melde eine Hochzeit an.",
                                  "You hold both queens of clubs: declare a Hochzeit."),
    "task_reserve_armut": DeEn("Du hast sehr wenige Trümpfe: melde eine Armut an.",
                               "You hold very few trumps: declare an Armut."),
    "task_reserve_gesund": DeEn("Sag gesund oder deinen Vorbehalt.",
                                "Say gesund or your reservation."),
    "task_return_plain": DeEn("Du hast die Armut genommen: gib {count} Karten so zurück, dass "
                              "einer von euch beiden die Trümpfe hält.",
                              "You took the Armut: give {count} cards back so that one of you "
                              "two holds the trumps."),
    "task_reserve_schmeissen": DeEn("Mit diesem Blatt darfst du an diesem Tisch die Karten "
                                    "werfen: melde Schmeißen an.",
                                    "At this table this hand may be thrown in: declare "
                                    "Schmeißen."),
    "task_schweine": DeEn("Sag die Schweine an: du hast beide Karten dafür.",
                          "Announce the Schweine: you hold both their cards."),
    "task_free": DeEn("Die Aufgabe ist geschafft: spiel das Spiel zu Ende.",
                      "The task is done: play the game to its end."),
    # a move that does the task
    "right_play_card": DeEn("Gut: {card} liegt im Stich.", "Good: the {card} is in the trick."),
    "right_follow_suit": DeEn("Richtig: {card} bedient.", "Right: the {card} follows suit."),
    "right_win_lowest": DeEn("Richtig: {card} holt den Stich, und keine niedrigere Karte hätte "
                             "gereicht.",
                             "Right: the {card} wins the trick, and no lower card would have."),
    "right_smear": DeEn("Richtig: {card} bringt deinem Partner {augen} Augen.",
                        "Right: the {card} brings your partner {augen} Augen."),
    "right_give_little": DeEn("Richtig: die Gegner bekommen von dir nur {augen} Augen.",
                              "Right: the opponents get only {augen} Augen from you."),
    "right_catch_fuchs": DeEn("Richtig: der Fuchs ist gefangen, das ist ein Sonderpunkt für "
                              "deine Partei.",
                              "Right: the Fuchs is caught, a Sonderpunkt for your party."),
    "right_karlchen": DeEn("Richtig: jetzt macht dein Karlchen den letzten Stich.",
                           "Right: now your Karlchen wins the last trick."),
    "right_announce": DeEn("Richtig: {what} ist angesagt.", "Right: {what} is announced."),
    "right_reserve": DeEn("Richtig: {what}.", "Right: {what}."),
    "right_return_plain": DeEn("Richtig: {card} ist eine Fehlkarte.",
                               "Right: the {card} is a plain card."),
    "right_schweine": DeEn("Richtig: die Schweine sind angesagt und jetzt die höchsten "
                           "Trümpfe, noch über den Dullen.",
                           "Right: the Schweine are announced and now the highest trumps, "
                           "above even the Dullen."),
    # why a move misses the task
    "miss_play_card": DeEn("Spiel jetzt {card}.", "Play the {card} now."),
    "miss_play_card_trump": DeEn("{card} ist ein Trumpf, keine Karte einer Fehlfarbe. Spiel "
                                 "jetzt {right}.",
                                 "The {card} is a trump, not a card of a plain suit. Play the "
                                 "{right} now."),
    "miss_not_now": DeEn("Das gehört jetzt nicht zur Aufgabe.", "That is not part of the task "
                                                               "now."),
    "miss_not_winning": DeEn("{card} holt den Stich nicht: {best} ist höher.",
                             "The {card} does not win the trick: the {best} is higher."),
    "miss_not_sure": DeEn("Mit {card} ist der Stich nicht sicher: nach dir kann {name} noch "
                          "höher stechen.",
                          "With the {card} the trick is not safe: {name} plays after you and "
                          "may still beat it."),
    "miss_lower_wins": DeEn("{card} holt den Stich, aber eine niedrigere deiner Karten holt ihn "
                            "auch sicher: heb die hohen Karten für später auf.",
                            "The {card} wins the trick, but a lower card of yours wins it safely "
                            "too: keep the high cards for later."),
    "miss_not_partner": DeEn("Der Stich geht an {name}, und {name} spielt gegen dich.",
                             "The trick goes to {name}, who plays against you."),
    "miss_smear_low": DeEn("{card} bringt nur {augen} Augen: zum Schmieren gib ein Ass oder "
                           "eine Zehn.",
                           "The {card} brings only {augen} Augen: to smear, give an ace or a "
                           "ten."),
    "miss_too_many": DeEn("{card} schenkt den Gegnern {augen} Augen; eine andere deiner Karten "
                          "gäbe ihnen nur {cheap_augen}.",
                          "The {card} gives the opponents {augen} Augen; another card of yours "
                          "would give them only {cheap_augen}."),
    "miss_fuchs_lost": DeEn("Mit {card} holst du den Stich nicht: die Gegner bekommen ihren "
                            "Fuchs zurück.",
                            "With the {card} you do not win the trick: the opponents get "
                            "their Fuchs back."),
    "miss_karlchen_now": DeEn("Spielst du den Karlchen jetzt, kann er den letzten Stich nicht "
                              "mehr machen.",
                              "Play the Karlchen now and it cannot win the last trick any "
                              "more."),
    "miss_karlchen_unsafe": DeEn("Nach {card} kann dein Karlchen den letzten Stich verlieren.",
                                 "After the {card} your Karlchen may lose the last trick."),
    "miss_announce_last": DeEn("Sag zuerst {what} an: mit {held} Karten darfst du es noch, "
                               "nach dieser Karte ist es zu spät.",
                               "Announce {what} first: with {held} cards you still may, after "
                               "this card it is too late."),
    "miss_announce_first": DeEn("Sag zuerst {what} an, dann spiel deine Karte.",
                                "Announce {what} first, then play your card."),
    "miss_announce_level": DeEn("Die Aufgabe ist, {what} anzusagen.",
                                "The task is to announce {what}."),
    "miss_reserve_solo": DeEn("Im {chosen} hättest du {chosen_trumps} Trümpfe, im {wanted} "
                              "{wanted_trumps}: nimm das Solo, in dem deine Karten die "
                              "meisten Trümpfe sind.",
                              "In a {chosen} you would hold {chosen_trumps} trumps, in a "
                              "{wanted} {wanted_trumps}: take the solo in which most of your "
                              "cards are trumps."),
    "miss_reserve_healthy": DeEn("Mit diesem Blatt lohnt sich ein Solo: im {wanted} hättest du "
                                 "{wanted_trumps} Trümpfe und spieltest allein gegen drei um "
                                 "den dreifachen Wert.",
                                 "This hand is worth a solo: in a {wanted} you would hold "
                                 "{wanted_trumps} trumps and play alone against three for "
                                 "three times the value."),
    "miss_reserve_hochzeit": DeEn("Ohne Ansage spielst du mit beiden Kreuz-Damen still allein "
                                  "gegen drei (stille Hochzeit). Meldest du die Hochzeit an, "
                                  "wird der erste andere, der einen Stich macht, dein Partner.",
                                  "Without a word you play alone against three with both queens "
                                  "of clubs (a silent Hochzeit). Declare the Hochzeit and the "
                                  "first other player to win a trick becomes your partner."),
    "miss_reserve_armut": DeEn("Mit nur {trumps} Trümpfen darfst du eine Armut anmelden: ein "
                               "anderer nimmt deine Trümpfe und spielt mit dir.",
                               "With only {trumps} trumps you may declare an Armut: another "
                               "player takes your trumps and plays with you."),
    "miss_reserve_gesund": DeEn("Mit diesem Blatt sagst du am besten gesund.",
                                "With this hand, say gesund."),
    "miss_return_trump": DeEn("{card} ist ein Trumpf, und Trümpfe gibst du nicht zurück: sie "
                              "sollen bei dir bleiben, die Fehlkarten bei deinem Partner; dann "
                              "stichst du seine Fehlfarben.",
                              "The {card} is a trump, and trumps you keep: they belong with "
                              "you, the plain cards with your partner; then you trump his "
                              "plain suits."),
    "miss_reserve_schmeissen": DeEn("Mit so einem Blatt musst du nicht spielen: an diesem "
                                    "Tisch darfst du es werfen (Schmeißen), dann wird neu "
                                    "gegeben.",
                                    "You need not play such a hand: at this table you may "
                                    "throw it in (Schmeißen), and the cards are dealt again."),
    "miss_schweine_quiet": DeEn("Schweigst du, bleiben die beiden Karten gewöhnliche Trümpfe, "
                                "im Normalspiel Füchse, die die Gegner fangen können. Angesagt "
                                "stechen sie sogar die Dullen.",
                                "Keep quiet and the two cards stay ordinary trumps, in a "
                                "normal game Füchse the opponents may catch. Announced, they "
                                "beat even the Dullen."),
    "miss_schweine_first": DeEn("Sag zuerst die Schweine an, dann spiel deine Karte.",
                                "Announce the Schweine first, then play your card."),
    # hints
    "hint_play_card": DeEn("Zieh {card} in die Mitte.", "Drag the {card} to the middle."),
    "hint_follow_suit": DeEn("Schau auf die erste Karte im Stich: ist sie Trumpf oder eine "
                             "Fehlfarbe? Davon musst du eine Karte spielen, wenn du eine hast. "
                             "Alle Damen, alle Buben, die Karo-Karten und die Herz-Zehn sind "
                             "Trumpf.",
                             "Look at the first card of the trick: is it a trump or a plain "
                             "suit? Play a card of it if you hold one. All queens, all jacks, "
                             "the diamonds and the ten of hearts are trumps."),
    "hint_win_lowest": DeEn("Welche deiner Karten schlagen {best}? Nimm davon die niedrigste.",
                            "Which of your cards beat the {best}? Take the lowest of them."),
    "hint_smear": DeEn("Wer hat eine Kreuz-Dame gezeigt oder Re gesagt? Geht der Stich sicher "
                       "an deinen Partner, gib ihm dein Ass oder deine Zehn.",
                       "Who has shown a queen of clubs or said Re? If the trick surely goes "
                       "to your partner, give him your ace or your ten."),
    "hint_give_little": DeEn("Du kannst den Stich nicht holen: gib die Karte mit den wenigsten "
                             "Augen.",
                             "You cannot win the trick: give the card with the fewest Augen."),
    "hint_catch_fuchs": DeEn("Welche deiner Karten schlägt {best}, so dass niemand nach dir "
                             "sie noch überstechen kann?",
                             "Which of your cards beats the {best} so that nobody after you "
                             "can beat it again?"),
    "hint_karlchen": DeEn("Der Karlchen soll bis zum Schluss bleiben: spiel vorher deine "
                          "anderen Karten so, dass im letzten Stich kein höherer Trumpf "
                          "mehr draußen ist.",
                          "Keep the Karlchen to the end: play your other cards first so "
                          "that no higher trump is left for the last trick."),
    "hint_announce": DeEn("Für {what} brauchst du noch mindestens {needed} Karten auf der "
                          "Hand; du hast {held}. Die Ansage ist ein Knopf, keine Karte.",
                          "For {what} you need at least {needed} cards in your hand; you "
                          "hold {held}. The announcement is a button, not a card."),
    "hint_reserve_solo": DeEn("Zähl für jedes Solo, wie viele deiner Karten darin Trumpf "
                              "wären.",
                              "Count for each solo how many of your cards would be trumps "
                              "in it."),
    "hint_reserve_hochzeit": DeEn("Mit beiden Kreuz-Damen hast du eine Hochzeit: das ist ein "
                                  "Vorbehalt.",
                                  "Both queens of clubs make a Hochzeit: that is a "
                                  "reservation."),
    "hint_reserve_armut": DeEn("Zähl deine Trümpfe: sind es höchstens {max}, darfst du eine "
                               "Armut anmelden.",
                               "Count your trumps: with at most {max} you may declare an "
                               "Armut."),
    "hint_reserve_gesund": DeEn("Ein Vorbehalt lohnt sich mit diesem Blatt nicht.",
                                "No reservation is worth it with this hand."),
    "hint_reserve_schmeissen": DeEn("Zähl deine Neunen und Könige: an diesem Tisch darf man "
                                    "ein Blatt mit zu vielen davon als Vorbehalt werfen.",
                                    "Count your nines and kings: at this table a hand with too "
                                    "many of them may be thrown in as a reservation."),
    "hint_schweine": DeEn("Schweine sind zweimal {card} in einer Hand: sagst du sie an, sind "
                          "beide die höchsten Trümpfe. Die Ansage ist ein Knopf, keine Karte.",
                          "Schweine are the {card} twice in one hand: announce them and both "
                          "are the highest trumps. The announcement is a button, not a card."),
    "hint_return_plain": DeEn("Trumpf sind alle Damen, alle Buben, die Karo-Karten und die "
                              "Herz-Zehn. Gib nur Fehlkarten zurück.",
                              "The trumps are all queens, all jacks, the diamonds and the ten "
                              "of hearts. Give back plain cards only."),
    "hint_free": DeEn("Ein Vorschlag: {what}.", "A suggestion: {what}."),
    # the quizzes
    "quiz_higher_card": DeEn("Welche Karte ist höher?", "Which card is higher?"),
    "quiz_trick_winner": DeEn("Wer gewinnt den Stich?", "Who wins the trick?"),
    "quiz_count_augen": DeEn("Wie viele Augen hat dieser Stich?",
                             "How many Augen does this trick hold?"),
    "quiz_needed_augen": DeEn("Angesagt ist: {said}. Wie viele Augen braucht {party}, um zu "
                              "gewinnen?",
                              "Announced: {said}. How many Augen does {party} need to win?"),
    "quiz_needed_augen_none": DeEn("Niemand hat etwas angesagt. Wie viele Augen braucht "
                                   "{party}, um zu gewinnen?",
                                   "Nobody has announced anything. How many Augen does "
                                   "{party} need to win?"),
    "quiz_game_value": DeEn("Lies den Spielzettel dieses Spiels: wie viele Punkte bekommt "
                            "jeder Spieler von {party}?",
                            "Read the score sheet of this game: how many points does each "
                            "player of {party} get?"),
    "explain_higher_trump": DeEn("{card} ist höher: beide sind Trumpf, und in der Trumpfreihe "
                                 "steht {card} über {other}.",
                                 "The {card} is higher: both are trumps, and the {card} ranks "
                                 "above the {other} among the trumps."),
    "explain_higher_plain": DeEn("{card} ist höher: {card} ist Trumpf, {other} eine Fehlkarte, "
                                 "und jeder Trumpf sticht jede Fehlkarte.",
                                 "The {card} is higher: the {card} is a trump, the {other} a "
                                 "plain card, and every trump beats every plain card."),
    "explain_higher_suit": DeEn("{card} ist höher: in {suit} gilt von oben {cards}.",
                                "The {card} is higher: in {suit} the order from the top is "
                                "{cards}."),
    "explain_trick_winner": DeEn("{name} gewinnt den Stich: {why}.",
                                 "{name} wins the trick: {why}."),
    "explain_trick_winner_you": DeEn("Du gewinnst den Stich: {why}.",
                                     "You win the trick: {why}."),
    "explain_count_augen": DeEn("Der Stich hat {total} Augen: {terms}.",
                                "The trick holds {total} Augen: {terms}."),
    "explain_needed_augen": DeEn("{party} braucht {goal} Augen.", "{party} needs {goal} Augen."),
    "explain_game_value": DeEn("Jeder Spieler von {party} bekommt {value} Punkte: {terms}.",
                               "Each player of {party} gets {value} points: {terms}."),
    "quiz_right": DeEn("Richtig! {why}", "Right! {why}"),
    "quiz_wrong": DeEn("Nicht ganz. {why} Versuch es noch einmal.",
                       "Not quite. {why} Try again."),
    "quiz_wrong_nudge": DeEn("Nicht ganz. {why} {nudge} Versuch es noch einmal.",
                             "Not quite. {why} {nudge} Try again."),
    "quiz_solution": DeEn("Die Lösung: {why}", "The answer: {why}"),
    # why a quiz's wrong answer is wrong, without the right one
    "miss_higher_plain": DeEn("{card} ist eine Fehlkarte: denk daran, was jede Fehlkarte "
                              "schlägt.",
                              "The {card} is a plain card: think of what beats every plain "
                              "card."),
    "miss_higher_suit": DeEn("{card} steht in {suit} tiefer: denk an die Reihenfolge in der "
                             "Farbe.",
                             "The {card} ranks lower in {suit}: think of the order within the "
                             "suit."),
    "miss_higher_trump": DeEn("{card} ist Trumpf, steht aber tiefer: denk an die Trumpfreihe "
                              "dieses Spiels.",
                              "The {card} is a trump, but it ranks lower: think of the order "
                              "of trumps in this game."),
    "miss_winner_dulle": DeEn("{card} liegt zweimal im Stich: denk an die Dullen-Regel dieses "
                              "Tisches, welche von zwei Dullen sticht.",
                              "The {card} lies in the trick twice: think of this table's rule "
                              "for two Dullen, which of them wins."),
    "miss_winner_equal": DeEn("{card} liegt zweimal im Stich: von zwei gleichen Karten "
                              "gewinnt nur eine. Welche?",
                              "The {card} lies in the trick twice: of two equal cards only one "
                              "wins. Which?"),
    "miss_winner_trump_lower": DeEn("{card} ist Trumpf, aber im Stich liegt ein höherer Trumpf.",
                                    "The {card} is a trump, but a higher trump lies in the "
                                    "trick."),
    "miss_winner_trumped": DeEn("{card} ist eine Fehlkarte, und in diesem Stich liegt Trumpf.",
                                "The {card} is a plain card, and there is a trump in this "
                                "trick."),
    "miss_winner_off_suit": DeEn("{card} bedient die ausgespielte Farbe nicht: so gewinnt "
                                 "eine Fehlkarte nie.",
                                 "The {card} does not follow the suit led: a plain card that "
                                 "does not follow never wins."),
    "miss_winner_suit_lower": DeEn("{card} bedient, aber im Stich liegt eine höhere Karte "
                                   "dieser Farbe.",
                                   "The {card} follows suit, but a higher card of that suit "
                                   "lies in the trick."),
    "miss_count_augen_more": DeEn("{given} sind zu wenig: zähl die Augen jeder Karte noch "
                                  "einmal zusammen.",
                                  "{given} is too few: add up the Augen of every card again."),
    "miss_count_augen_less": DeEn("{given} sind zu viel: zähl die Augen jeder Karte noch "
                                  "einmal zusammen.",
                                  "{given} is too many: add up the Augen of every card again."),
    "miss_needed_augen_more": DeEn("Mit {given} Augen reicht es {party} nicht.",
                                   "{given} Augen are not enough for {party}."),
    "miss_needed_augen_less": DeEn("{party} braucht weniger als {given} Augen.",
                                   "{party} needs fewer than {given} Augen."),
    "miss_game_value_more": DeEn("Es sind mehr Punkte als {given}: hast du eine Zeile des "
                                 "Spielzettels übersehen?",
                                 "The points are more than {given}: did you miss a line of the "
                                 "score sheet?"),
    "miss_game_value_less": DeEn("Es sind weniger Punkte als {given}: zählen Sonderpunkte der "
                                 "Verlierer dagegen?",
                                 "The points are fewer than {given}: do the losers' "
                                 "Sonderpunkte count against them?"),
    "hint_higher_card": DeEn("Ist eine der beiden Karten Trumpf? Jeder Trumpf sticht jede "
                             "Fehlkarte; unter den Trümpfen gilt die Trumpfreihe.",
                             "Is one of the two cards a trump? Every trump beats every plain "
                             "card; among trumps the order of trumps counts."),
    "hint_trick_winner": DeEn("Liegt ein Trumpf im Stich? Dann gewinnt der höchste Trumpf, "
                              "sonst die höchste Karte der ausgespielten Farbe. Von zwei "
                              "gleichen Karten gewinnt die erste.",
                              "Is there a trump in the trick? Then the highest trump wins, "
                              "else the highest card of the suit led. Of two equal cards the "
                              "first wins."),
    "hint_count_augen": DeEn("Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0.",
                             "Ace 11, ten 10, king 4, queen 3, jack 2, nine 0."),
    "hint_needed_augen": DeEn("Ohne Ansage braucht Re 121 und Kontra 120. Wer keine 90 "
                              "absagt, braucht 151; gegen keine 90 reichen 90.",
                              "Without announcements Re needs 121 and Kontra 120. A party "
                              "announcing no 90 needs 151; against no 90, 90 are enough."),
    "hint_game_value": DeEn("Zähl die Punkte jeder Zeile für die Gewinner zusammen und zieh "
                            "die Sonderpunkte der Verlierer ab.",
                            "Add up the points of every line for the winners and take off the "
                            "losers' Sonderpunkte."),
    # the end of a deal
    "score_line": DeEn("{item}: {points} für {party}", "{item}: {points} for {party}"),
    "score_points": DeEn("Punkte: {points}", "Points: {points}"),
    "end_plain_won": DeEn("Deine Seite hat {mine} der 240 Augen geholt, die andere Seite "
                          "{theirs}: deine Seite gewinnt.",
                          "Your side took {mine} of the 240 Augen, the other side {theirs}: "
                          "your side wins."),
    "end_plain_lost": DeEn("Deine Seite hat {mine} der 240 Augen geholt, die andere Seite "
                           "{theirs}: die andere Seite gewinnt.",
                           "Your side took {mine} of the 240 Augen, the other side {theirs}: "
                           "the other side wins."),
    # the list of lessons
    "lesson_tasks_one": DeEn("{number}. {title} (1 Aufgabe)", "{number}. {title} (1 task)"),
    "lesson_tasks": DeEn("{number}. {title} ({tasks} Aufgaben)",
                         "{number}. {title} ({tasks} tasks)"),
    "lessons_valid": DeEn("{count} Lektionen geprüft: alle in Ordnung.",
                          "{count} lessons checked: all valid."),
    "lessons_broken": DeEn("{count} Lektionen geprüft, {broken} davon fehlerhaft.",
                           "{count} lessons checked, {broken} of them broken."),
}
"""The course's sentences by code, rendered by :func:`dokodesk.text.messages.render` (a
``card``, ``other``, ``best``, ``lower``, ``cheap`` detail is a card's short name, ``cards`` a
list of them; a ``name`` is a seat's name, ``what`` an announcement or reservation in
words)."""
