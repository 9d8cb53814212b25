"""The engine's words, in German and English: why an action is not allowed, what is wrong in a
rules file or record, and the scoring lines.

Plain Python on purpose: the engine does not depend on Qt, and the table and the command line
show the same sentences.

>>> render("must_follow", {"suit": "trumpf", "held": "HQ"}, "de")
'Du musst Trumpf bedienen: Trumpf wurde ausgespielt, und du hast noch Herz-Dame.'
>>> render("absage_re_no90", {}, "en")
'Re announced no 90'
"""

from __future__ import annotations

import errno
from collections.abc import Mapping

from dokodesk.engine.cards import CARD_NAMES, parse_card
from dokodesk.engine.errors import DokoError
from dokodesk.text.course import COURSE_MESSAGES
from dokodesk.text.history import HISTORY_MESSAGES
from dokodesk.text.words import DeEn, card_words, check_language, solo_name, term

CATALOGUE: dict[str, DeEn] = {
    # playing cards
    "must_follow": DeEn("Du musst {suit} bedienen: {suit} wurde ausgespielt, und du hast noch "
                        "{held}.",
                        "You must follow {suit}: {suit} is the suit led and you still hold the "
                        "{held}."),
    "must_follow_trump_card": DeEn(
        "Du musst {suit} bedienen: {suit} wurde ausgespielt, und du hast noch {held}. "
        "{card} ist Trumpf und zählt nicht als {suit}.",
        "You must follow {suit}: {suit} is the suit led and you still hold the {held}. The "
        "{card} is a trump and does not count as {suit}."),
    "card_not_in_hand": DeEn("Die Karte {card} hast du nicht.", "You do not hold {card}."),
    "not_your_turn": DeEn(
        "Spieler {player} ist nicht an der Reihe, sondern Spieler {to_act}.",
        "It is not player {player}'s turn but player {to_act}'s.",
    ),
    "wrong_phase": DeEn("Das geht jetzt nicht ({phase}).", "That is not possible now ({phase})."),
    "no_such_player": DeEn(
        "Einen Spieler {player} gibt es nicht: die Spieler sind 0 bis 3.",
        "There is no player {player}: the players are 0 to 3.",
    ),
    "game_over": DeEn("Das Spiel ist schon zu Ende.", "The game is already over."),
    "concede_not_soloist": DeEn(
        "Abkürzen darf nur der Solospieler.",
        "Only the soloist may give up the remaining tricks.",
    ),
    # reservations
    "forced_solo": DeEn(
        "Spieler {player} wird vorgeführt und muss sein Pflichtsolo spielen.",
        "Player {player} is forced to play his Pflichtsolo now.",
    ),
    "hochzeit_needs_both_queens": DeEn(
        "Eine Hochzeit hat nur, wer beide Kreuz-Damen hält.",
        "Only a player holding both queens of clubs has a Hochzeit.",
    ),
    "option_off": DeEn(
        "Das wird nach euren Regeln nicht gespielt ({option}).",
        "Your rules do not include that ({option}).",
    ),
    "armut_too_many_trumps": DeEn(
        "Für eine Armut darfst du höchstens {max} Trümpfe haben.",
        "For an Armut you may hold at most {max} trumps.",
    ),
    "solo_not_played": DeEn(
        "Dieses Solo ({solo}) wird nach euren Regeln nicht gespielt.",
        "Your rules do not include this solo ({solo}).",
    ),
    "not_pflichtsolo": DeEn(
        "Du hast dein Pflichtsolo schon gespielt: dies wäre ein Lustsolo.",
        "You have played your Pflichtsolo already: this would be a Lustsolo.",
    ),
    "pflichtsolo_owed": DeEn(
        "Erst das Pflichtsolo: ein Lustsolo darf nur spielen, "
        "wer sein Pflichtsolo hinter sich hat.",
        "Pflichtsolo first: only a player who has played his Pflichtsolo may play a Lustsolo.",
    ),
    "unknown_reservation": DeEn("Unbekannter Vorbehalt: {kind}.", "Unknown reservation: {kind}."),
    "throw_reason_unknown": DeEn(
        "Schmeißen wegen {reason} gibt es nach euren Regeln nicht; möglich: {allowed}.",
        "Your rules do not let a hand be thrown in for {reason}; allowed: {allowed}.",
    ),
    "throw_reason_not_met": DeEn(
        "Dein Blatt erfüllt den Grund zum Schmeißen nicht ({reason}).",
        "Your hand does not meet that reason to throw it in ({reason}).",
    ),
    # Schweine, Superschweine, Genscher
    "pigs_off": DeEn("{kind} werden nach euren Regeln nicht gespielt.",
                     "Your rules do not include {kind}."),
    "pigs_wrong_time": DeEn("{kind} kann man jetzt nicht ansagen.",
                            "{kind} cannot be announced now."),
    "pigs_not_in_this_game": DeEn("In diesem Spiel gibt es keine {kind}.",
                                  "There are no {kind} in this game."),
    "pigs_said": DeEn("{kind} sind schon angesagt.", "{kind} have been announced already."),
    "pigs_not_held": DeEn("Für {kind} brauchst du beide Karten auf der Hand.",
                          "For {kind} you need both cards in your hand."),
    "superschweine_before_schweine": DeEn(
        "Superschweine gibt es erst, wenn Schweine angesagt sind.",
        "Superschweine come only once Schweine are announced.",
    ),
    "superschweine_same_holder": DeEn(
        "Wer die Schweine hat, darf nach euren Regeln nicht auch Superschweine sagen.",
        "Under your rules the holder of the Schweine may not say Superschweine too.",
    ),
    "schwein_not_home": DeEn(
        "„Schwein“ darfst du erst sagen, wenn deine Partei den Stich mit deinem ersten Fuchs "
        "gewonnen hat, und solange du den zweiten noch hast.",
        "You may say 'Schwein' only once your party won the trick with your first fox, and "
        "while you still hold the second.",
    ),
    "genscher_needs_both_kings": DeEn(
        "Einen Genscher macht nur, wer beide Karo-Könige hat, mit dem ersten davon.",
        "Only a player holding both kings of diamonds makes a Genscher, with the first of "
        "them.",
    ),
    "genscher_not_offered": DeEn(
        "Mit dieser Karte gibt es keinen Genscher: nur der erste von beiden Karo-Königen bietet "
        "einen an, wo die Regeln ihn erlauben.",
        "This card offers no Genscher: only the first of both kings of diamonds offers one, "
        "where the rules allow it.",
    ),
    "genscher_no_such_partner": DeEn(
        "Spieler {partner} kann nicht dein Partner werden: wähle einen der drei anderen.",
        "Player {partner} cannot be your partner: choose one of the other three.",
    ),
    "genscher_not_in_this_game": DeEn(
        "In diesem Spiel gibt es keinen Genscher (nicht in Armut und Solo, in einer Hochzeit "
        "erst nach dem Klärungsstich).",
        "There is no Genscher in this game (not in an Armut or a solo, in a Hochzeit only "
        "after the clarifying trick).",
    ),
    # announcements
    "announce_wrong_phase": DeEn(
        "Ansagen gibt es erst, wenn das Spiel feststeht.",
        "Announcements come only once the game type is settled.",
    ),
    "announce_before_clarification": DeEn(
        "Bei einer Hochzeit wird erst nach dem Klärungsstich angesagt.",
        "In a Hochzeit nobody may announce before the clarifying trick is complete.",
    ),
    "already_announced": DeEn(
        "{level} ist für deine Partei schon angesagt.",
        "{level} has already been announced for your party.",
    ),
    "absage_after_late_reply": DeEn(
        "Nach einer späten Erwiderung darf deine Partei nichts mehr absagen.",
        "After a late reply your party may not announce any further.",
    ),
    "announce_too_late": DeEn(
        "Zu spät für {level}: dafür brauchst du noch {needed} Karten, du hast {held}.",
        "Too late for {level}: it needs {needed} cards in hand, you hold {held}.",
    ),
    "unknown_announcement": DeEn("Unbekannte Ansage.", "Unknown announcement."),
    "wrong_party": DeEn(
        "Du gehörst zur Partei {party} und kannst nicht {said} sagen.",
        "You belong to {party} and cannot say {said}.",
    ),
    # rules
    "unknown_preset": DeEn(
        "{option}: unbekannte Grundregel {value}; möglich: {allowed}.",
        "{option}: unknown preset {value}; allowed: {allowed}.",
    ),
    "unknown_option": DeEn(
        "{option}: unbekannte Regel; möglich: {allowed}.",
        "{option}: unknown option; allowed: {allowed}.",
    ),
    "expected_bool": DeEn(
        "{option}: {value} ist nicht erlaubt; erlaubt: true oder false.",
        "{option}: {value} is not allowed; allowed: true or false.",
    ),
    "expected_int": DeEn(
        "{option}: {value} ist keine ganze Zahl; erlaubt: {allowed}.",
        "{option}: {value} is not a whole number; allowed: {allowed}.",
    ),
    "int_out_of_range": DeEn(
        "{option}: {value} ist nicht erlaubt; erlaubt: {allowed}.",
        "{option}: {value} is not allowed; allowed: {allowed}.",
    ),
    "not_allowed": DeEn(
        "{option}: {value} ist nicht erlaubt; erlaubt: {allowed}.",
        "{option}: {value} is not allowed; allowed: {allowed}.",
    ),
    "expected_list": DeEn(
        "{option}: {value} ist keine Liste; erlaubt ist eine Liste aus {allowed}.",
        "{option}: {value} is not a list; allowed: a list of {allowed}.",
    ),
    "duplicate_in_list": DeEn(
        "{option}: ein Eintrag steht doppelt in der Liste.",
        "{option}: an entry appears twice.",
    ),
    "expected_table": DeEn(
        "{option}: erwartet wird eine Tabelle mit genau {allowed}.",
        "{option}: expected a table with exactly {allowed}.",
    ),
    "expected_text": DeEn("{option}: {value} ist kein Text.", "{option}: {value} is not text."),
    "text_too_long": DeEn("{field}: der Text hat {length} Zeichen, erlaubt sind höchstens "
                          "{limit}.",
                          "{field}: the text has {length} characters; at most {limit} are "
                          "allowed."),
    "order_missing": DeEn(
        "{option}: {kind} fehlt in der Reihenfolge der Vorbehalte.",
        "{option}: {kind} is missing from the order of reservations.",
    ),
    "order_needs_armut": DeEn(
        "{option}: mit Armut muss armut in der Reihenfolge der Vorbehalte stehen.",
        "{option}: with poverty on, armut must be in the order of reservations.",
    ),
    "order_armut_without_poverty": DeEn(
        "{option}: armut steht in der Reihenfolge, aber Armut ist aus (poverty = false).",
        "{option}: armut is listed but poverty is off (poverty = false).",
    ),
    "order_needs_pflichtsolo": DeEn(
        "{option}: mit Pflichtsolo muss pflichtsolo in der Reihenfolge der Vorbehalte stehen.",
        "{option}: with a Pflichtsolo, pflichtsolo must be in the order of reservations.",
    ),
    "order_pflichtsolo_off": DeEn(
        "{option}: pflichtsolo steht in der Reihenfolge, aber Pflichtsolo ist aus.",
        "{option}: pflichtsolo is listed but pflichtsolo is off.",
    ),
    "pflichtsolo_without_solos": DeEn(
        "{option}: ein Pflichtsolo braucht mindestens eine erlaubte Soloart (solos).",
        "{option}: a Pflichtsolo needs at least one solo type in solos.",
    ),
    "foxes_face_up_counting": DeEn(
        "{option}: offene Füchse gehen nur, wenn Füchse nicht mitzählen "
        "(poverty_foxes_count = false).",
        "{option}: face-up foxes need poverty_foxes_count = false.",
    ),
    "deadlines_not_falling": DeEn(
        "{option}: jede Absage muss spätestens so früh wie die vorige kommen "
        "(re >= no90 >= no60 >= no30 >= schwarz).",
        "{option}: each deadline must be at most the previous one "
        "(re >= no90 >= no60 >= no30 >= schwarz).",
    ),
    "spielrunde_length": DeEn(
        "{option}: mit Pflichtsolo in der Spielrunde dauert die Partie ganze Spielrunden "
        "zu je {games} Spielen.",
        "{option}: with a Pflichtsolo per Spielrunde the Partie lasts whole Spielrunden of "
        "{games} games.",
    ),
    "levels_per_seat": DeEn(
        "{option}: es braucht eine Angabe für jeden der {seats} Plätze, der eigene Platz "
        "darunter.",
        "{option}: one entry for each of the {seats} seats is needed, your own among them.",
    ),
    "bad_rules_spec": DeEn(
        "rules: erwartet wird ein Name (ddv, vowi, kneipe, kneipe_plus) oder eine Tabelle.",
        "rules: expected a preset name (ddv, vowi, kneipe, kneipe_plus) or a table.",
    ),
    "expected_reasons_table": DeEn(
        "{option}: {value} ist keine Tabelle; erlaubt ist eine Tabelle aus {allowed}.",
        "{option}: {value} is not a table; allowed: a table of {allowed}.",
    ),
    "unknown_table_key": DeEn(
        "{option}: {value} gibt es hier nicht; möglich: {allowed}.",
        "{option}: there is no {value} here; allowed: {allowed}.",
    ),
    "order_schmeissen_off": DeEn(
        "{option}: schmeissen steht in der Reihenfolge, aber Schmeißen ist aus (schmeissen "
        "ist leer).",
        "{option}: schmeissen is listed but throwing the hand in is off (schmeissen is empty).",
    ),
    "superschweine_without_schweine": DeEn(
        "{option}: Superschweine gibt es nur mit Schweinen (schweine ist off).",
        "{option}: there are Superschweine only with Schweine (schweine is off).",
    ),
    "superschweine_second_only": DeEn(
        "{option}: Superschweine gibt es nicht, wenn nur das zweite Karo-Ass ein Schwein wird "
        "(schweine = second_after_first_home).",
        "{option}: there are no Superschweine when only the second ace of diamonds becomes a "
        "Schwein (schweine = second_after_first_home).",
    ),
    "schmeissen_needs_nines": DeEn(
        "{option}: Neunen zählen geht nur, wenn mit Neunen gespielt wird (with_nines ist "
        "false).",
        "{option}: counting nines needs the nines in the deck (with_nines is false).",
    ),
    "triple_needs_plus_or_minus": DeEn(
        "{option}: das Solo dreifach für alle gibt es nur, wenn nur plus oder nur minus "
        "angeschrieben wird (counting = plus oder minus).",
        "{option}: a solo triple for everyone exists only when counting is plus or minus "
        "(counting = plus or minus).",
    ),
    "dulle_sticht_dulle_first_wins": DeEn(
        "{option}: dulle_sticht_dulle braucht eine Dullenregel, bei der die zweite Dulle die "
        "erste sticht (dulle_rule ist first_beats_second).",
        "{option}: dulle_sticht_dulle needs a Dulle rule in which the second Dulle beats the "
        "first (dulle_rule is first_beats_second).",
    ),
    # files
    "file_unreadable": DeEn("Die Datei lässt sich nicht lesen: {reason}.",
                            "The file cannot be read: {reason}."),
    "file_too_big": DeEn(
        "Die Datei ist größer als {megabytes} MB; so große dokodesk-Dateien gibt es nicht.",
        "The file is larger than {megabytes} MB; no dokodesk file is that large.",
    ),
    "not_utf8": DeEn(
        "Byte {position} ist kein gültiges UTF-8: die Datei ist beschädigt oder keine "
        "Textdatei.",
        "Byte {position} is not valid UTF-8: the file is damaged or not a text file.",
    ),
    "bad_json": DeEn("Zeile {line}, Spalte {column}: kein gültiges JSON ({problem}).",
                     "Line {line}, column {column}: not valid JSON ({problem})."),
    "json_constant": DeEn("{value} ist in dokodesk-Dateien keine erlaubte Zahl.",
                          "{value} is not a number dokodesk files may hold."),
    "duplicate_key": DeEn("Der Schlüssel {field} steht doppelt in einem Objekt.",
                          "The key {field} appears twice in one object."),
    "number_too_long": DeEn(
        "Die Datei enthält eine Zahl mit {digits} Ziffern; so lange Zahlen kommen in "
        "dokodesk-Dateien nicht vor.",
        "The file holds a number of {digits} digits; no dokodesk file holds numbers that "
        "long.",
    ),
    "number_far_too_long": DeEn(
        "Die Datei enthält eine Zahl mit Tausenden von Ziffern; so lange Zahlen kommen in "
        "dokodesk-Dateien nicht vor.",
        "The file holds a number of thousands of digits; no dokodesk file holds numbers that "
        "long.",
    ),
    "too_deep": DeEn("Die Datei ist zu tief verschachtelt.", "The file is nested too deeply."),
    "bad_toml": DeEn("Zeile {line}, Spalte {column}: kein gültiges TOML.",
                     "Line {line}, column {column}: not valid TOML."),
    "bad_toml_end": DeEn("Die Datei endet mitten in einem TOML-Eintrag.",
                         "The file ends in the middle of a TOML entry."),
    "in_file": DeEn("{file}: {reason}", "{file}: {reason}"),
    "check_valid": DeEn("{file}: {kind}, gültig.", "{file}: {kind}, valid."),
    "check_invalid": DeEn("{file}: {kind}, ungültig: {reason}",
                          "{file}: {kind}, invalid: {reason}"),
    # fields of records and save files
    "bad_field": DeEn("{field}: {reason}", "{field}: {reason}"),
    "wrong_type": DeEn("{field}: erwartet wird {expected}, nicht {value}.",
                       "{field}: expected {expected}, not {value}."),
    "field_missing": DeEn("{field} fehlt.", "{field} is missing."),
    "field_not_allowed": DeEn("{field}: {value} ist nicht erlaubt; erlaubt: {allowed}.",
                              "{field}: {value} is not allowed; allowed: {allowed}."),
    "wrong_format": DeEn(
        "{field}: dies ist keine {expected}-Datei (format ist {value}).",
        "{field}: this is not a {expected} file (its format is {value}).",
    ),
    "wrong_version": DeEn("{field}: dieses dokodesk liest Version {version}, nicht {value}.",
                          "{field}: this dokodesk reads version {version}, not {value}."),
    "names_count": DeEn("{field}: erwartet werden {count} Namen, je ein Text.",
                        "{field}: {count} names are expected, each a text."),
    "hand_size": DeEn("{field}: die Hand muss {count} Karten halten, nicht {held}.",
                      "{field}: the hand must hold {count} cards, not {held}."),
    "not_a_card": DeEn("{field}: {value} ist keine Karte; Karten heißen wie HT, CQ, DA, S9.",
                       "{field}: {value} is not a card; cards are named like HT, CQ, DA, S9."),
    "not_one_deck": DeEn(
        "{field}: die Hände sind kein vollständiges Blatt (nicht genau zweimal: {wrong}; "
        "es fehlen: {missing}).",
        "{field}: the hands are not one whole deck (not exactly twice: {wrong}; missing: "
        "{missing}).",
    ),
    "sits_out": DeEn("{field}: Platz {seat} gibt in diesem Spiel und setzt aus.",
                     "{field}: seat {seat} deals and sits out this game."),
    "action_keys": DeEn(
        "eine Aktion je Eintrag, und ganz, nicht {keys}: card (mit genscher), announce, "
        "reservation (ein Solo mit solo und pflicht, schmeissen mit reason), poverty, return "
        "oder concede.",
        "one action per entry, and whole, not {keys}: card (with genscher), announce, reservation "
        "(a solo with solo and pflicht, schmeissen with reason), poverty, return or concede.",
    ),
    "not_offered": DeEn("das ist an dieser Stelle des Spiels nicht möglich.",
                        "this is not possible at this point of the game."),
    "no_action": DeEn(
        "keine Aktion: erwartet wird card, announce, reservation, poverty, return oder "
        "concede.",
        "no action: expected card, announce, reservation, poverty, return or concede.",
    ),
    "deal_mismatch": DeEn("{field}: passt nicht zu den Spielen, die diese Partie gibt.",
                          "{field}: does not match the deals of this Partie."),
    "deal_not_over": DeEn("{field}: dieses Spiel ist nicht zu Ende.",
                          "{field}: this game is not over."),
    "record_action": DeEn("Aktion {index}: {reason}", "Action {index}: {reason}"),
    "record_action_rule": DeEn(
        "Aktion {index}: {reason} ({rule})",
        "Action {index}: {reason} ({rule})",
    ),
    "record_incomplete": DeEn(
        "Der Spielbericht endet, bevor das Spiel zu Ende ist.",
        "The record ends before the game is over.",
    ),
    # lesson files
    "lesson_unknown_key": DeEn("{field}: unbekannter Schlüssel {value}; möglich: {allowed}.",
                               "{field}: unknown key {value}; allowed: {allowed}."),
    "lesson_text": DeEn(
        "{field}: erwartet wird ein Text auf Deutsch und Englisch: {{de = \"…\", en = \"…\"}}.",
        "{field}: expected a text in German and English: {{de = \"…\", en = \"…\"}}.",
    ),
    "lesson_number_twice": DeEn("{field}: die Nummer {value} hat auch {file}.",
                                "{field}: {file} has the number {value} too."),
    "lesson_id_twice": DeEn("{field}: die Kennung {value} hat auch {file}.",
                            "{field}: {file} has the id {value} too."),
    "lesson_no_steps": DeEn("{field}: eine Lektion braucht mindestens einen Schritt.",
                            "{field}: a lesson needs at least one step."),
    "lesson_no_tasks": DeEn("{field}: ein Spiel der Lektion braucht mindestens eine Aufgabe.",
                            "{field}: a deal of a lesson needs at least one task."),
    "lesson_card_number": DeEn("{field}: erwartet werden {count} Karten, nicht {held}.",
                               "{field}: {count} cards are expected, not {held}."),
    "lesson_card_count": DeEn("{field}: {card} steht mehr als zweimal da; jede Karte gibt es "
                              "zweimal.",
                              "{field}: the {card} appears more than twice; every card exists "
                              "twice."),
    "lesson_no_schweine": DeEn(
        "{field}: nach diesen Regeln gibt es in diesem Spiel keine Schweine.",
        "{field}: under these rules this game has no Schweine.",
    ),
    "lesson_not_comparable": DeEn(
        "{field}: {card} und {other} lassen sich nicht vergleichen: keine sticht die andere.",
        "{field}: the {card} and the {other} cannot be compared: neither beats the other.",
    ),
    "lesson_choice_missing": DeEn(
        "{field}: die richtige Antwort {value} ist nicht unter den angebotenen Zahlen.",
        "{field}: the right answer {value} is not among the numbers offered.",
    ),
    "lesson_choices_twice": DeEn("{field}: eine Zahl wird zweimal angeboten.",
                                 "{field}: a number is offered twice."),
    "lesson_goal_in_tricks": DeEn(
        "{field}: nach oder gegen „schwarz“ zählen Stiche, nicht Augen: dafür gibt es keine "
        "Zahl als Antwort.",
        "{field}: after or against 'schwarz' tricks count, not Augen: there is no number to "
        "answer.",
    ),
    "lesson_game_unfit": DeEn(
        "{field}: dieses Spiel ist ein Solo oder hat keinen Gewinner; die Frage braucht ein "
        "gewonnenes Spiel zu zweit gegen zwei.",
        "{field}: this game is a solo or has no winner; the question needs a game of two "
        "against two that one party won.",
    ),
    "lesson_task_not_reached": DeEn(
        "{field}: diese Aufgabe wird nie erreicht: das Spiel ist vorher zu Ende.",
        "{field}: this task is never reached: the game is over before.",
    ),
    "lesson_unasked_trick": DeEn(
        "{field}: du bist in Stich {trick} am Zug, bevor diese Aufgabe kommt; schreib den Zug "
        "in den Spielbeginn (opening) oder gib ihm eine Aufgabe.",
        "{field}: you are to play in trick {trick} before this task comes; put that move into "
        "the opening or give it a task.",
    ),
    "lesson_unasked_phase": DeEn(
        "{field}: du bist bei „{phase}“ am Zug, bevor diese Aufgabe kommt; schreib den Zug in "
        "den Spielbeginn (opening) oder gib ihm eine Aufgabe.",
        "{field}: you are to act in '{phase}' before this task comes; put that move into the "
        "opening or give it a task.",
    ),
    "lesson_not_posed": DeEn("{field}: die Aufgabe passt nicht zu dieser Lage: {reason}",
                             "{field}: the task does not fit this position: {reason}"),
    "lesson_right_illegal": DeEn("{field}: der richtige Zug {value} ist hier nicht erlaubt: "
                                 "{reason}",
                                 "{field}: the right move {value} is not allowed here: "
                                 "{reason}"),
    "lesson_right_fails": DeEn("{field}: der richtige Zug {value} erfüllt die Aufgabe nicht: "
                               "{reason}",
                               "{field}: the right move {value} does not do the task: "
                               "{reason}"),
    "lesson_wrong_passes": DeEn("{field}: der falsche Zug {value} erfüllt die Aufgabe.",
                                "{field}: the wrong move {value} does the task."),
    "lesson_wrong_illegal": DeEn(
        "{field}: der falsche Zug {value} ist gar nicht erlaubt ({reason}); er soll erlaubt "
        "sein und die Aufgabe verfehlen.",
        "{field}: the wrong move {value} is not allowed at all ({reason}); it should be "
        "allowed and miss the task.",
    ),
    "lesson_wrong_legal": DeEn(
        "{field}: der falsche Zug {value} ist erlaubt; beim Bedienen soll er gegen die Regel "
        "verstoßen.",
        "{field}: the wrong move {value} is allowed; for following suit it should break the "
        "rule.",
    ),
    "lesson_script_illegal": DeEn("{field}: {value} ist hier nicht erlaubt: {reason}",
                                  "{field}: {value} is not allowed here: {reason}"),
    "lesson_script_unused": DeEn("{field}: dieser Zug kommt im Spiel nie an die Reihe.",
                                 "{field}: this move never comes to be played."),
    "lesson_too_many_ways": DeEn(
        "{field}: die Aufgaben lassen mehr als {count} Wege durch das Spiel zu; leg mehr "
        "Züge fest.",
        "{field}: the tasks allow more than {count} ways through the game; fix more moves.",
    ),
    "pose_no_way": DeEn("kein erlaubter Zug erfüllt sie.", "no legal move does it."),
    "pose_not_following": DeEn(
        "hier ist nichts zu bedienen, oder du hast nur Karten der ausgespielten Farbe.",
        "there is nothing to follow here, or all your cards are of the suit led.",
    ),
    "pose_partner_unknown": DeEn("dein Partner ist aus dem Spiel noch nicht zu erkennen.",
                                 "your partner cannot be told from the play yet."),
    "pose_not_lost": DeEn("der Stich ist nicht sicher an die Gegner verloren.",
                          "the trick is not surely lost to the opponents."),
    "pose_no_fuchs": DeEn("im Stich liegt kein Fuchs der Gegner.",
                          "there is no Fuchs of the opponents in the trick."),
    "pose_no_karlchen": DeEn("du hast keinen Karlchen.", "you hold no Karlchen."),
    "pose_karlchen_early": DeEn("bis zum Ende sind es noch mehr als drei Stiche.",
                                "more than three tricks are left to the end."),
    "pose_not_taker": DeEn("du hast die Armut nicht genommen.", "you did not take the Armut."),
    "pose_no_trick": DeEn("noch liegt keine Karte im Stich.", "no card is in the trick yet."),
    # scoring lines
    "won": DeEn("Gewonnen", "Won"),
    "unter_90": DeEn("Gegner unter 90", "Opponents under 90"),
    "unter_60": DeEn("Gegner unter 60", "Opponents under 60"),
    "unter_30": DeEn("Gegner unter 30", "Opponents under 30"),
    "schwarz": DeEn("Gegner schwarz", "Opponents schwarz (no trick)"),
    "announced_re": DeEn("Re angesagt", "Re announced"),
    "announced_kontra": DeEn("Kontra angesagt", "Kontra announced"),
    "absage_re_no90": DeEn("Re hat keine 90 abgesagt", "Re announced no 90"),
    "absage_re_no60": DeEn("Re hat keine 60 abgesagt", "Re announced no 60"),
    "absage_re_no30": DeEn("Re hat keine 30 abgesagt", "Re announced no 30"),
    "absage_re_schwarz": DeEn("Re hat schwarz abgesagt", "Re announced schwarz"),
    "absage_kontra_no90": DeEn("Kontra hat keine 90 abgesagt", "Kontra announced no 90"),
    "absage_kontra_no60": DeEn("Kontra hat keine 60 abgesagt", "Kontra announced no 60"),
    "absage_kontra_no30": DeEn("Kontra hat keine 30 abgesagt", "Kontra announced no 30"),
    "absage_kontra_schwarz": DeEn("Kontra hat schwarz abgesagt", "Kontra announced schwarz"),
    "reached_against_no90": DeEn("120 Augen gegen keine 90 erreicht", "120 reached against no 90"),
    "reached_against_no60": DeEn("90 Augen gegen keine 60 erreicht", "90 reached against no 60"),
    "reached_against_no30": DeEn("60 Augen gegen keine 30 erreicht", "60 reached against no 30"),
    "reached_against_schwarz": DeEn("30 Augen gegen schwarz erreicht",
                                    "30 reached against schwarz"),
    "gegen_die_alten": DeEn("Gegen die Alten gewonnen", "Won against the queens of clubs"),
    "gegen_den_solisten": DeEn("Gegen den Solisten gewonnen", "Won against the soloist"),
    "solo_bonus": DeEn("Es wurde ein Solo gespielt", "A solo was played"),
    "announced_re_pflicht": DeEn("Re angesagt (Pflichtansage)", "Re announced (Pflichtansage)"),
    "announced_kontra_pflicht": DeEn("Kontra angesagt (Pflichtansage)",
                                     "Kontra announced (Pflichtansage)"),
    "doubled_re": DeEn("Verdoppelt durch Re", "Doubled by Re"),
    "doubled_kontra": DeEn("Verdoppelt durch Kontra", "Doubled by Kontra"),
    "doubled_re_pflicht": DeEn("Verdoppelt durch Re (Pflichtansage)",
                               "Doubled by Re (Pflichtansage)"),
    "doubled_kontra_pflicht": DeEn("Verdoppelt durch Kontra (Pflichtansage)",
                                   "Doubled by Kontra (Pflichtansage)"),
    "doubled_kalter_schlag": DeEn(
        "Verdoppelt nach kaltem Schlag",
        "Doubled after a Kalter Schlag",
    ),
    "doppelkopf": DeEn("Doppelkopf (Stich mit 40 Augen oder mehr)", "Doppelkopf (a trick of 40+)"),
    "fuchs_gefangen": DeEn("Fuchs gefangen", "Fuchs (ace of diamonds) caught"),
    "dulle_gefangen": DeEn("Dulle gefangen", "Dulle (ten of hearts) caught"),
    "karlchen": DeEn("Karlchen macht den letzten Stich", "Karlchen wins the last trick"),
    "doppelkarlchen": DeEn("Doppelkarlchen", "Doppelkarlchen (both jacks of clubs)"),
    "karlchen_gefangen": DeEn("Karlchen gefangen", "Karlchen caught in the last trick"),
    "fuchs_letzter_stich": DeEn("Fuchs macht den letzten Stich", "A Fuchs wins the last trick"),
    "beide_fuechse_letzter_stich": DeEn(
        "Beide Füchse im letzten Stich",
        "Both Füchse in the last trick",
    ),
    "herz_stich": DeEn("Herz-Stich", "Herz-Stich (four plain hearts)"),
    "fuchs_gefangen_letzter_stich": DeEn("Fuchs im letzten Stich gefangen",
                                         "Fuchs caught in the last trick"),
    "dulle_sticht_dulle": DeEn("Dulle sticht Dulle", "A Dulle beats the other Dulle"),
    "bock": DeEn("Bock", "Bock"),
    # the course's tasks, hints, quizzes and the end of a deal
    **COURSE_MESSAGES,
    # the player's history
    **HISTORY_MESSAGES,
}


FILE_KINDS: dict[str, DeEn] = {
    "house_rules": DeEn("Hausregeln", "house rules"),
    "game_record": DeEn("Spielbericht", "game record"),
    "save_file": DeEn("gespeicherte Partie", "saved Partie"),
    "lesson": DeEn("Lektion", "lesson"),
    "unknown": DeEn("keine dokodesk-Datei", "not a dokodesk file"),
}
"""The kinds of file ``dokodesk check`` tells apart (the ``kind`` detail)."""

EXPECTED: dict[str, DeEn] = {
    "object": DeEn("ein JSON-Objekt ({…})", "a JSON object ({…})"),
    "list": DeEn("eine Liste ([…])", "a list ([…])"),
    "text": DeEn("ein Text", "a text"),
    "whole_number": DeEn("eine ganze Zahl", "a whole number"),
    "true_false": DeEn("true oder false", "true or false"),
    "card": DeEn("eine Karte wie HT", "a card like HT"),
    "length": DeEn("eine Länge wie [\"games\", 24]", "a length like [\"games\", 24]"),
}
"""What a field of a file should hold (the ``expected`` detail)."""

JSON_PROBLEMS: dict[str, DeEn] = {
    "value": DeEn("hier fehlt ein Wert", "a value is missing here"),
    "comma": DeEn("hier fehlt ein Komma", "a comma is missing here"),
    "colon": DeEn("hier fehlt ein Doppelpunkt", "a colon is missing here"),
    "key": DeEn("ein Schlüssel muss in doppelten Anführungszeichen stehen",
                "a key must stand in double quotes"),
    "string": DeEn("ein Text ist nicht abgeschlossen", "a text is not closed"),
    "control": DeEn("ein Steuerzeichen in einem Text", "a control character in a text"),
    "escape": DeEn("ein ungültiges \\-Zeichen in einem Text",
                   "an invalid \\ escape in a text"),
    "extra": DeEn("nach dem Ende kommt noch etwas", "something follows the end"),
    "syntax": DeEn("ein Syntaxfehler", "a syntax error"),
}
"""The JSON parser's problems (the ``problem`` detail)."""

OS_REASONS: dict[int, DeEn] = {
    errno.ENOENT: DeEn("Datei oder Ordner nicht vorhanden", "no such file or folder"),
    errno.ENOTDIR: DeEn("ein Teil des Pfades ist kein Ordner", "part of the path is no folder"),
    errno.EISDIR: DeEn("das ist ein Ordner", "it is a folder"),
    errno.EACCES: DeEn("keine Berechtigung", "permission denied"),
    errno.EPERM: DeEn("keine Berechtigung", "permission denied"),
    errno.EROFS: DeEn("der Datenträger ist schreibgeschützt", "the file system is read-only"),
    errno.ENOSPC: DeEn("der Datenträger ist voll", "the disk is full"),
    errno.EDQUOT: DeEn("der Speicherplatz (Quota) ist aufgebraucht", "the disk quota is used up"),
    errno.ENAMETOOLONG: DeEn("der Name ist zu lang", "the name is too long"),
    errno.EEXIST: DeEn("eine Datei dieses Namens ist im Weg", "a file of that name is in the way"),
    errno.EIO: DeEn("ein Lese- oder Schreibfehler des Datenträgers",
                    "a read or write error of the disk"),
}
"""The system's common reasons why a file cannot be read or written, in words."""


def os_reason(error: OSError, lang: str = "de") -> str:
    """Why the system refused a file, in ``lang``: the common reasons in words, any other
    as the system says it.

    >>> os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"), "de")
    'Datei oder Ordner nicht vorhanden'
    >>> os_reason(OSError(errno.ENOSPC, "No space left on device"), "en")
    'the disk is full'
    """
    words = OS_REASONS.get(error.errno) if error.errno is not None else None
    return words.get(lang) if words is not None else (error.strerror or str(error))


_TERM_OPTION = frozenset({"option_off"})
"""Codes whose ``option`` detail is a game term to put in words; in every other message it is
the exact key of a rules file, shown as it is."""


def _word(value: object, lang: str) -> object:
    """A detail in words: game terms translated, nested errors and texts in both languages
    rendered in ``lang``."""
    if isinstance(value, str):
        return term(value, lang)
    if isinstance(value, DokoError):
        return describe(value, lang)
    if isinstance(value, OSError):
        return os_reason(value, lang)
    if isinstance(value, DeEn):
        return value.get(lang)
    return value


def render(code: str, details: Mapping[str, object], lang: str = "de") -> str:
    """The message for ``code`` with ``details`` filled in, in ``lang`` (``de`` or ``en``)."""
    check_language(lang)
    pair = CATALOGUE.get(code)
    if pair is None:
        return f"{code} {dict(details)}" if details else code
    words = {
        k: _detail(code, k, v, lang) for k, v in details.items()
    }
    return pair.get(lang).format(**words)


def _detail(code: str, key: str, value: object, lang: str) -> object:
    """One detail of a message in words: file keys, values and rule names as they stand, game
    terms and nested errors in ``lang``."""
    if (key == "option" and code not in _TERM_OPTION) or key in _AS_THEY_STAND:
        return value
    if isinstance(value, str):
        if key in _CARD_KEYS and value in CARD_NAMES:
            return card_words(parse_card(value), lang)
        if key == "solo":
            return solo_name(value, lang)
        if key == "expected" and value in EXPECTED:
            return EXPECTED[value].get(lang)
        if key == "problem" and value in JSON_PROBLEMS:
            return JSON_PROBLEMS[value].get(lang)
        if key == "kind" and value in FILE_KINDS:
            return FILE_KINDS[value].get(lang)
    if key == "cards" and isinstance(value, list | tuple):
        return ", ".join(card_words(parse_card(c), lang) for c in value)
    return _word(value, lang)


_CARD_KEYS = frozenset({"card", "held", "other", "best", "lower", "cheap"})
"""Details holding a card's short name (``HT``), rendered as the card in words."""

_AS_THEY_STAND = frozenset({"rule", "field", "value", "file", "keys", "wrong", "missing",
                            "allowed"})
"""Details quoted from a file or naming a key of one: never translated."""


def describe(error: DokoError, lang: str = "de") -> str:
    """An engine or file error in words, in German (``"de"``) or English (``"en"``).

    >>> from dokodesk.engine.errors import IllegalAction
    >>> err = IllegalAction("must_follow", "TSR 5.2.2", suit="herz", held="HK")
    >>> describe(err, "de")
    'Du musst Herz bedienen: Herz wurde ausgespielt, und du hast noch Herz-König.'
    >>> describe(err, "en")
    'You must follow hearts: hearts is the suit led and you still hold the king of hearts.'
    """
    return render(error.code, error.details, lang)
