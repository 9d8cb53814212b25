"""The words of the command line, in German and English: the help of every command and
option, why an argument is refused, what a command reports, and the German of the phrases
Python's argument parser prints itself (``usage:``, ``unrecognized arguments`` ...).

>>> say("games_written", "de", count=1, out="spiele")
'1 Spiel nach spiele geschrieben.'
>>> say("games_written", "en", count=3, out="games")
'3 games written to games.'
"""

from __future__ import annotations

from dokodesk.text.words import DeEn

EXIT_CODES = DeEn(
    "Rückgabewerte: 0 erledigt, 1 fehlgeschlagen (auch abgebrochen), 2 ungültige Eingabe "
    "(Argumente oder Dateien).",
    "Exit status: 0 done, 1 failed (also when interrupted), 2 invalid input (arguments or "
    "files).")

WORDS: dict[str, DeEn] = {
    # the parser itself
    "description": DeEn(
        "Doppelkopf für den Desktop. Ohne Befehl öffnet dokodesk die App (mit den Optionen der "
        "App); mit einem Befehl arbeitet es auf der Kommandozeile.",
        "Doppelkopf for the desktop. With no command dokodesk opens the app (with the app's "
        "options); with a command it works on the command line."),
    "epilog": DeEn(
        "Plätze werden wie in Spielaufzeichnungen von 0 an gezählt. „dokodesk help BEFEHL“ "
        "zeigt die Hilfe eines Befehls.\n" + EXIT_CODES.de,
        "Seats are counted from 0, as in game records. 'dokodesk help COMMAND' shows the help "
        "of a command.\n" + EXIT_CODES.en),
    "usage": DeEn("{prog} [Optionen der App]\n       {prog} BEFEHL [Argumente]",
                  "{prog} [the app's options]\n       {prog} COMMAND [arguments]"),
    "commands": DeEn("Befehle", "commands"),
    "command": DeEn("BEFEHL", "COMMAND"),
    "options": DeEn("Optionen", "options"),
    "app_options": DeEn("Optionen der App (ohne Befehl)", "the app's options (without a command)"),
    "show_help": DeEn("diese Hilfe zeigen und beenden", "show this help and exit"),
    "version": DeEn("die Version zeigen und beenden", "show the version and exit"),
    "lang": DeEn("die Sprache: de oder en (sonst die Einstellung der App, sonst die des "
                 "Systems)",
                 "the language: de or en (else the app's setting, else the system's)"),
    # the app's options
    "data_dir": DeEn("der Ordner der gespeicherten Partie (sonst der Datenordner des Benutzers)",
                     "the folder of the saved Partie (else the user's data folder)"),
    "new": DeEn("gleich eine Partie mit diesen Regeln beginnen, ohne den Dialog: {presets}",
                "start a Partie with these rules at once, without the dialog: {presets}"),
    "app_seed": DeEn("die Nummer des Kartengebens für --new und --autoplay ({low} bis {high})",
                     "the number of the deal for --new and --autoplay ({low} to {high})"),
    "players": DeEn("Spieler am Tisch für --new und --autoplay: 4 oder 5",
                    "players at the table for --new and --autoplay: 4 or 5"),
    "seat": DeEn("dein Platz für --new, von 0 an gezählt (Platz 0 gibt zuerst)",
                 "your seat for --new, counted from 0 (seat 0 deals first)"),
    "app_games": DeEn("Spiele der Partie für --new und --autoplay ({low} bis {high}; "
                      "vorgegeben: 8)",
                      "games of the Partie for --new and --autoplay ({low} to {high}; default "
                      "8)"),
    "level": DeEn("die Stufe der Computerspieler: {levels} (vorgegeben: profi)",
                  "the computer players' level: {levels} (default: profi)"),
    "size": DeEn("die Größe des Fensters, z. B. 1600x1000", "the window's size, e.g. 1600x1000"),
    "measure_startup": DeEn("die Millisekunden bis zum gezeigten Fenster ausgeben, dann beenden",
                            "print the milliseconds until the window is shown, then quit"),
    "autoplay": DeEn(
        "Computerspieler auf allen Plätzen spielen --games Spiele in schneller Folge, ohne "
        "Dialog und ohne zu speichern; dann endet die App (Rückgabewert 1, wenn etwas "
        "schiefging)",
        "computer players at every seat play --games games at full speed, with no dialog and "
        "nothing saved; then the app quits (exit status 1 if anything went wrong)"),
    # the commands
    "score": DeEn("eine Spielaufzeichnung nachspielen und ihr Ergebnis als JSON ausgeben",
                  "replay a game record and print its result as JSON"),
    "score.file": DeEn("die Spielaufzeichnung (JSON)", "the game record (JSON)"),
    "analyse": DeEn("jede Entscheidung eines Platzes in einer beendeten Spielaufzeichnung "
                    "bewerten (JSON), so wie der Tipp sie bewertet: je Entscheidung der Verlust "
                    "(loss) gegen die beste Wahl, sein Standardfehler (se), die gleich guten "
                    "Möglichkeiten (tied: Unterschied unter 2 Standardfehlern oder unter 0,1 "
                    "Punkten, oder unter 4 Standardfehlern, wenn er samt 2 Standardfehlern "
                    "unter 0,3 Punkten bleibt) und das Urteil (verdict) nur wo der Verlust "
                    "mindestens 4 Standardfehler beträgt und seine Stufe auch abzüglich zweier "
                    "Standardfehler erreicht: ab 0,3 Punkten ungenau, ab 1 Punkt Fehler, ab 2,5 "
                    "Punkten grober Fehler (mistake: true)",
                    "weigh every decision of one seat in a finished game record (JSON), as the "
                    "Tipp weighs it: per decision the loss against the best choice, its "
                    "standard error (se), the choices as good (tied: a difference under 2 "
                    "standard errors or under 0.1 points, or under 4 standard errors where it "
                    "stays under 0.3 points with 2 more) and the verdict only where the loss "
                    "is at least 4 standard errors and reaches its step even less two standard "
                    "errors: from 0.3 points an inaccuracy, from 1 point a mistake, from 2.5 "
                    "points a blunder (mistake: true)"),
    "analyse.seed": DeEn("das Salz der Verteilungen ({low} bis {high}; vorgegeben: 0, das der "
                         "App und des Tipps)",
                         "the salt of the sampled deals ({low} to {high}; default 0, the app's "
                         "and the Tipp's)"),
    "analyse.file": DeEn("die Spielaufzeichnung (JSON)", "the game record (JSON)"),
    "analyse.seat": DeEn("der Platz, dessen Entscheidungen bewertet werden, von 0 an gezählt wie "
                         "in der Aufzeichnung",
                         "the seat whose decisions are weighed, counted from 0 as in the record"),
    "check": DeEn("von jeder Datei sagen, welche dokodesk-Datei sie ist (Spielaufzeichnung, "
                  "Hausregeln, gespeicherte Partie, Lektion) und ob sie gültig ist",
                  "say of each file which kind of dokodesk file it is (game record, house "
                  "rules, saved Partie, lesson) and whether it is valid"),
    "check.files": DeEn("die Dateien", "the files"),
    "play": DeEn("eine Partie im Terminal gegen drei Computerspieler spielen (du bist Platz 0)",
                 "play a Partie in the terminal against three computer players (you are seat "
                 "0)"),
    "play.games": DeEn("Spiele der Partie ({low} bis {high}; vorgegeben: 4, mit einem "
                       "Pflichtsolo je Spielrunde 24)",
                       "games of the Partie ({low} to {high}; default 4, with a Pflichtsolo per "
                       "Spielrunde 24)"),
    "play.level": DeEn("die Stufe der Computerspieler: {levels} (vorgegeben: fortgeschritten)",
                       "the computer players' level: {levels} (default: fortgeschritten)"),
    "selfplay": DeEn("Spiele von selbst spielen lassen und jedes als Spielaufzeichnung "
                     "schreiben",
                     "play games by themselves and write each as a game record"),
    "selfplay.games": DeEn("wie viele Spiele ({low} bis {high}; vorgegeben: 10)",
                           "how many games ({low} to {high}; default 10)"),
    "selfplay.out": DeEn("der Ordner für die Aufzeichnungen (wird angelegt)",
                         "the folder for the records (made if need be)"),
    "selfplay.levels": DeEn(
        "die Stufe auf jedem der vier Plätze (von Platz 0 an), durch Kommas getrennt, z. B. "
        "profi,random,random,random; tipp spielt bei jeder Entscheidung die erste Wahl des "
        "Tipps (vorgegeben: zufällige erlaubte Züge)",
        "the level at each of the four seats (from seat 0 on), separated by commas, e.g. "
        "profi,random,random,random; tipp plays the Tipp's first choice at every decision "
        "(default: random legal play)"),
    "rules": DeEn("Regeln als Hausregel-Datei (TOML) ausgeben, oder in Worten",
                  "print rules as a house-rule file (TOML), or in words"),
    "rules.rules": DeEn("ddv, vowi, kneipe, kneipe_plus oder eine Hausregel-Datei",
                        "ddv, vowi, kneipe, kneipe_plus or a house-rule file"),
    "rules.summary": DeEn("die Regeln in Worten", "the rules in words"),
    "arena": DeEn("zwei Stufen der Computerspieler in Duplikat-Spielen gegeneinander antreten "
                  "lassen",
                  "let two computer levels play duplicate deals against each other"),
    "arena.a": DeEn("die zu prüfende Stufe: {levels}", "the candidate level: {levels}"),
    "arena.b": DeEn("die Vergleichsstufe: {levels}", "the baseline level: {levels}"),
    "arena.deals": DeEn("wie viele Kartenverteilungen, jede viermal gespielt ({low} bis {high}; "
                        "vorgegeben: 100)",
                        "how many deals, each played four times ({low} to {high}; default "
                        "100)"),
    "arena.workers": DeEn("Prozesse, die Verteilungen gleichzeitig spielen ({low} bis {high}; "
                          "vorgegeben: 2)",
                          "processes playing deals at the same time ({low} to {high}; default "
                          "2)"),
    "lessons": DeEn("die Lektionen des Kurses auflisten oder prüfen",
                    "list or check the lessons of the course"),
    "lessons.json": DeEn("die Liste als JSON", "the list as JSON"),
    "lessons.check": DeEn("jede Lektion durchspielen (Rückgabewert 2, wenn eine fehlerhaft ist)",
                          "play every lesson through (exit status 2 if one is broken)"),
    "lessons.folder": DeEn("ein Ordner mit Lektionsdateien (vorgegeben: die des Kurses)",
                           "a folder of lesson files (default: the course's own)"),
    "history": DeEn("deine Spielhistorie: je Spiel Datum, Regeln, Platz, Ergebnis, Punkte, "
                    "Genauigkeit und Fehler nach Art, und die Stellungen, die auf „Fehler üben“ "
                    "warten",
                    "your history: per game the date, rules, seat, result, points, accuracy and "
                    "mistakes by kind, and the positions waiting in 'Fehler üben'"),
    "history.about": DeEn(
        "Deine Spielhistorie (history.db im Datenordner; nichts davon wird je verschickt): "
        "ohne Aktion je Spiel Datum, Regeln, Platz, Rolle, Ergebnis, Punkte, Genauigkeit und "
        "Fehler nach Art der Entscheidung, dann die Stellungen, die auf „Fehler üben“ "
        "warten.\nGenauigkeit = 100 × e^(−m), m = mittlerer Verlust je Entscheidung in "
        "Punkten, wie „dokodesk analyse“ ihn bewertet (gleich gute Möglichkeiten zählen 0).",
        "Your history (history.db in the data folder; nothing of it is ever sent anywhere): "
        "without an action per game the date, rules, seat, role, result, points, accuracy and "
        "mistakes by kind of decision, then the positions waiting in 'Fehler üben'.\n"
        "Accuracy = 100 × e^(−m), m = the mean loss per decision in points as 'dokodesk "
        "analyse' judges it (choices as good count 0)."),
    "history.json": DeEn("als JSON ausgeben", "print it as JSON"),
    "history.action": DeEn("AKTION", "ACTION"),
    "history.actions": DeEn("ohne Aktion: die Spiele und die wartenden Stellungen",
                            "without an action: the games and the positions waiting"),
    "history.add": DeEn("beendete Spielaufzeichnungen aufnehmen und gleich analysieren",
                        "add finished game records and analyse them at once"),
    "history.add.records": DeEn("die Spielaufzeichnungen (JSON)", "the game records (JSON)"),
    "history.add.seat": DeEn("dein Platz in den Aufzeichnungen, von 0 an gezählt",
                             "your seat in the records, counted from 0"),
    "history.train": DeEn("die nächsten Stellungen von „Fehler üben“",
                          "the next positions of 'Fehler üben'"),
    "history.train.json": DeEn("als JSON ausgeben", "print them as JSON"),
    "history.delete": DeEn("ein Spiel aus der Historie löschen", "delete a game of the history"),
    "history.delete.game": DeEn("die Nummer des Spiels (wie „dokodesk history“ sie zeigt)",
                                "the game's number (as 'dokodesk history' shows it)"),
    "history.export": DeEn("die Historie als Datei von Spielaufzeichnungen schreiben",
                           "write the history as a file of game records"),
    "history.export.file": DeEn("die Datei, die geschrieben wird", "the file to write"),
    "history.import": DeEn("eine mit „export“ geschriebene Historie aufnehmen (und analysieren)",
                           "add a history written by 'export' (and analyse it)"),
    "history.import.file": DeEn("die Datei", "the file"),
    "help": DeEn("die Hilfe zeigen, oder die eines Befehls", "show the help, or a command's"),
    "help.command": DeEn("der Befehl", "the command"),
    # shared by several commands
    "cmd.seed": DeEn("die Nummer der Kartenverteilungen ({low} bis {high})",
                     "the number of the deals ({low} to {high})"),
    "cmd.rules": DeEn("die Regeln: ddv, vowi, kneipe, kneipe_plus oder eine Hausregel-Datei "
                      "(vorgegeben: ddv)",
                      "the rules: ddv, vowi, kneipe, kneipe_plus or a house-rule file "
                      "(default: ddv)"),
    "file": DeEn("DATEI", "FILE"),
    "folder": DeEn("ORDNER", "FOLDER"),
    "number": DeEn("N", "N"),
    # refused arguments
    "not_whole_number": DeEn("„{value}“ ist keine ganze Zahl", "'{value}' is not a whole number"),
    "out_of_range": DeEn("{value} liegt nicht zwischen {low} und {high}",
                         "{value} is not between {low} and {high}"),
    "not_one_of": DeEn("„{value}“ gibt es nicht; möglich: {allowed}",
                       "there is no '{value}'; allowed: {allowed}"),
    "bad_size": DeEn("„{value}“ ist keine Fenstergröße wie 1600x1000 (Breite und Höhe von {low} "
                     "bis {high})",
                     "'{value}' is no window size like 1600x1000 (width and height from {low} "
                     "to {high})"),
    "levels_list": DeEn("„{value}“: vier Stufen durch Kommas getrennt, jede eine von: {allowed}",
                        "'{value}': four levels separated by commas, each one of: {allowed}"),
    "not_a_folder": DeEn("{folder}: kein Ordner ({reason})", "{folder}: not a folder ({reason})"),
    "app_option_with_command": DeEn(
        "{option} ist eine Option der App und gilt nicht zusammen mit dem Befehl {command}",
        "{option} is an option of the app and does not go with the command {command}"),
    "seat_not_at_table": DeEn("--seat {seat}: die Plätze sind 0 bis {last}",
                              "--seat {seat}: the seats are 0 to {last}"),
    # what the commands report
    "games_written_one": DeEn("1 Spiel nach {out} geschrieben.", "1 game written to {out}."),
    "games_written": DeEn("{count} Spiele nach {out} geschrieben.",
                          "{count} games written to {out}."),
    "cannot_write": DeEn("{file}: lässt sich nicht schreiben: {reason}.",
                         "{file}: cannot be written: {reason}."),
    "interrupted": DeEn("Abgebrochen.", "Interrupted."),
    "no_display": DeEn(
        "dokodesk braucht eine grafische Sitzung (X11 oder Wayland), aber hier ist keine "
        "Anzeige gesetzt (DISPLAY, WAYLAND_DISPLAY); „dokodesk --help“ nennt die Befehle, die "
        "ohne Fenster arbeiten.",
        "dokodesk needs a graphical session (X11 or Wayland), but no display is set here "
        "(DISPLAY, WAYLAND_DISPLAY); 'dokodesk --help' lists the commands that work without a "
        "window."),
    "display_unreachable": DeEn(
        "dokodesk erreicht die Anzeige {display} nicht: läuft die grafische Sitzung noch?",
        "dokodesk cannot reach the display {display}: is the graphical session still running?"),
    "already_running": DeEn(
        "dokodesk läuft schon mit dem Datenordner {folder}: sein Fenster ist jetzt vorn.",
        "dokodesk already runs with the data folder {folder}: its window is in front now."),
    "already_running_silent": DeEn(
        "dokodesk läuft schon mit dem Datenordner {folder}, antwortet aber nicht; beende es, "
        "bevor du es noch einmal startest.",
        "dokodesk already runs with the data folder {folder} but does not answer; end it "
        "before you start it again."),
    # the history
    "history_added": DeEn("{file}: Spiel {game} aufgenommen, Genauigkeit {accuracy}, {mistakes} "
                          "Fehler.",
                          "{file}: game {game} added, accuracy {accuracy}, {mistakes} mistakes."),
    "history_there": DeEn("{file}: schon als Spiel {game} in der Historie.",
                          "{file}: already in the history as game {game}."),
    "history_judging": DeEn("{file}: analysiere Entscheidung {done} von {count} …",
                            "{file}: analysing decision {done} of {count} …"),
    "history_none": DeEn("Noch keine Spiele in der Historie. Jedes beendete Spiel am Tisch kommt "
                         "hinein (oder: dokodesk history add AUFZEICHNUNG --seat N).",
                         "No games in the history yet. Every game finished at the table goes "
                         "in (or: dokodesk history add RECORD --seat N)."),
    "history_head": DeEn("Nr.  Datum       Regeln   Platz Rolle          Ergebnis    Punkte "
                         "Genauigkeit Fehler",
                         "no.  date        rules    seat  role           result      points "
                         "accuracy    mistakes"),
    "history_won": DeEn("gewonnen", "won"),
    "history_lost": DeEn("verloren", "lost"),
    "history_no_result": DeEn("–", "–"),
    "history_not_judged": DeEn("noch nicht", "not yet"),
    "history_waiting": DeEn("{count} Stellungen warten auf „Fehler üben“.",
                            "{count} positions wait in 'Fehler üben'."),
    "history_waiting_one": DeEn("1 Stellung wartet auf „Fehler üben“.",
                                "1 position waits in 'Fehler üben'."),
    "history_position": DeEn("Stellung {id}: Spiel {game} ({file}), Platz {seat}, nach {step} "
                             "Aktionen, {kind}: {verdict}, {loss} Punkte",
                             "position {id}: game {game} ({file}), seat {seat}, after {step} "
                             "actions, {kind}: {verdict}, {loss} points"),
    "history_deleted": DeEn("Spiel {game} gelöscht.", "Game {game} deleted."),
    "history_exported": DeEn("{count} Spiele nach {file} geschrieben.",
                             "{count} games written to {file}."),
    "history_imported": DeEn("{file}: Spiele neu aufgenommen: {added}, schon da: {there}.",
                             "{file}: games added: {added}, there already: {there}."),
    # the arena's report
    "arena_head": DeEn("Arena: {a} (geprüft) gegen {b} (Vergleich), {deals} Verteilungen × 4 "
                       "Plätze",
                       "arena: {a} (candidate) vs {b} (baseline), {deals} deals x 4 seats"),
    "arena_mean": DeEn("mittlerer Unterschied je Spiel: {mean} Punkte, 95-%-Bereich "
                       "[{low}, {high}]",
                       "mean paired difference: {mean} points per game, 95% CI [{low}, {high}]"),
    "arena_wins": DeEn("gewonnen: {a} {win_a} %, {b} {win_b} % (gleiche Plätze und Karten)",
                       "win rate: {a} {win_a}%, {b} {win_b}% (same seats and deals)"),
    "arena_announce": DeEn("Ansagen gehalten: {a} {share_a}; {b} {share_b}",
                           "announcements succeeded: {a} {share_a}; {b} {share_b}"),
    "arena_share": DeEn("{percent} % von {count}", "{percent}% of {count}"),
    "arena_no_share": DeEn("keine gemacht", "none made"),
    "arena_seconds": DeEn("Sekunden je Entscheidung: {a} {secs_a}; {b} {secs_b}",
                          "seconds per decision: {a} {secs_a}; {b} {secs_b}"),
    "arena_secs": DeEn("Median {median} s, 95. Perzentil {p95} s ({count})",
                       "median {median} s, p95 {p95} s ({count})"),
    "arena_no_secs": DeEn("keine Entscheidungen", "no decisions"),
}


def say(key: str, lang: str, **fill: object) -> str:
    """The command-line text ``key`` in ``lang`` filled with ``fill``; with a ``count`` of 1
    its ``_one`` form where there is one."""
    if fill.get("count") == 1 and f"{key}_one" in WORDS:
        key = f"{key}_one"
    return WORDS[key].get(lang).format(**fill)


ARGPARSE_DE: dict[str, str] = {
    "usage: ": "Aufruf: ",
    "positional arguments": "Argumente",
    "options": "Optionen",
    "argument %(argument_name)s: %(message)s": "%(argument_name)s: %(message)s",
    "%(prog)s: error: %(message)s\n": "%(prog)s: Fehler: %(message)s\n",
    "unrecognized arguments: %s": "unbekannte Argumente: %s",
    "the following arguments are required: %s": "diese Argumente fehlen: %s",
    "expected one argument": "hier fehlt ein Wert",
    "expected at most one argument": "hier ist höchstens ein Wert erlaubt",
    "expected at least one argument": "hier fehlt mindestens ein Wert",
    "ambiguous option: %(option)s could match %(matches)s":
        "mehrdeutige Option: %(option)s kann %(matches)s sein",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "%(value)r gibt es nicht (möglich: %(choices)s)",
    "invalid %(type)s value: %(value)r": "ungültiger Wert: %(value)r",
    "not allowed with argument %s": "nicht zusammen mit %s",
    "one of the arguments %s is required": "eins dieser Argumente fehlt: %s",
    "ignored explicit argument %r": "die Option nimmt keinen Wert: %r",
    "unknown parser %(parser_name)r (choices: %(choices)s)":
        "unbekannter Befehl %(parser_name)r (möglich: %(choices)s)",
}
"""The German of the phrases Python's argument parser prints itself (its own English is the
key; a phrase missing here stays English)."""
