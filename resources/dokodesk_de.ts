<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About dokodesk</source>
        <translation>Über dokodesk</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>Choose a card of your hand</source>
        <translation>Eine Karte deiner Hand wählen</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>Play the chosen card (mark it when giving cards back)</source>
        <translation>Die gewählte Karte spielen (beim Zurückgeben: markieren)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hide the last trick</source>
        <translation>Den letzten Stich ausblenden</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>No file manager could open {folder}.</source>
        <translation>Kein Dateimanager konnte {folder} öffnen.</translation>
    </message>
</context>
<context>
    <name>AboutForm</name>
    <message>
        <source>Doppelkopf at your own table: your house rules, strong computer opponents.</source>
        <translation>Doppelkopf am eigenen Tisch: eure Hausregeln, starke Computergegner.</translation>
    </message>
    <message>
        <source>dokodesk is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes without any warranty.</source>
        <translation>dokodesk ist freie Software: Du darfst es unter den Bedingungen der GNU General Public License, Version 3 oder (nach deiner Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und verändern. Es kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Deine Daten</translation>
    </message>
    <message>
        <source>Saved Partie and finished ones:</source>
        <translation>Gespeicherte Partie und beendete Partien:</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>House rules:</source>
        <translation>Hausregeln:</translation>
    </message>
    <message>
        <source>O&amp;pen folder</source>
        <translation>Ord&amp;ner öffnen</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>Einstellungen:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Announce {what} (a skipped announcement is said with it)</source>
        <translation>{what} ansagen (eine übersprungene Ansage gilt mit)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Your best choice now and why, with what the others cost (H; again to call it off)</source>
        <translation>Deine beste Wahl jetzt und warum, mit dem, was die anderen kosten (H; noch einmal H bricht ab)</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Den letzten Stich zeigen (L)</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>Schnell zu Ende spielen</translation>
    </message>
    <message>
        <source>Let the computer play your remaining cards quickly</source>
        <translation>Der Computer spielt deine restlichen Karten schnell aus</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Abkürzen</translation>
    </message>
    <message>
        <source>As soloist, claim every remaining trick (TSR 5.4.4)</source>
        <translation>Als Solist alle restlichen Stiche beanspruchen (TSR 5.4.4)</translation>
    </message>
    <message>
        <source>Announce {what}</source>
        <translation>{what} ansagen</translation>
    </message>
    <message>
        <source>Say {what}: your two cards become the highest trumps</source>
        <translation>{what} ansagen: deine beiden Karten werden die höchsten Trümpfe</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Weighing decision {done} of {total} …</source>
        <translation>Entscheidung {done} von {total} wird gewogen …</translation>
    </message>
    <message>
        <source>The analysis could not be worked out.</source>
        <translation>Die Analyse konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <source>Analysis of the game</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>Analysis of game {n}</source>
        <translation>Analyse von Spiel {n}</translation>
    </message>
    <message>
        <source>Analysis of the practice game</source>
        <translation>Analyse des Übungsspiels</translation>
    </message>
    <message>
        <source>Mistakes first</source>
        <translation>Fehler zuerst</translation>
    </message>
    <message>
        <source>How is it judged?</source>
        <translation>Wie wird bewertet?</translation>
    </message>
    <message>
        <source>How would Profi have played?…</source>
        <translation>Wie hätte Profi gespielt?…</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Beste Wahl</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Erwartete Punkte</translation>
    </message>
    <message>
        <source>Your side wins</source>
        <translation>Deine Partei gewinnt</translation>
    </message>
    <message>
        <source>Augen</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Play again from here</source>
        <translation>Von hier noch einmal</translation>
    </message>
    <message>
        <source>The same cards from the selected decision on, as a practice game that does not count in the Partie</source>
        <translation>Dieselben Karten ab der gewählten Entscheidung, als Übungsspiel, das in der Partie nicht zählt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Vorbehalt</translation>
    </message>
    <message>
        <source>Armut</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>Card given back</source>
        <translation>Karte zurückgegeben</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Announce now?</source>
        <translation>Jetzt ansagen?</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>as good</source>
        <translation>gleich gut</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Neu analysieren</translation>
    </message>
    <message>
        <source>Weighing every decision you made, from what you knew at the time …</source>
        <translation>Jede deiner Entscheidungen wird gewogen, aus dem, was du damals wusstest …</translation>
    </message>
    <message>
        <source>The analysis was called off.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>You had no choice to make in this game.</source>
        <translation>In diesem Spiel hattest du keine Wahl.</translation>
    </message>
    <message>
        <source>Decisions weighed: {n} · choices with a verdict ({mark}): {m} · together your choices cost {points} points on average. Select a decision to see every choice.</source>
        <translation>Gewogene Entscheidungen: {n} · Entscheidungen mit Urteil ({mark}): {m} · zusammen kosteten deine Entscheidungen im Schnitt {points} Punkte. Wähle eine Entscheidung, um jede Möglichkeit zu sehen.</translation>
    </message>
    <message>
        <source>From trick {n} on the computer played for you; those cards are not weighed.</source>
        <translation>Ab dem {n}. Stich hat der Computer für dich gespielt; diese Karten werden nicht bewertet.</translation>
    </message>
    <message>
        <source>(Tipp)</source>
        <translation>(Tipp)</translation>
    </message>
    <message>
        <source>Select a decision to see every choice.</source>
        <translation>Wähle eine Entscheidung, um jede Möglichkeit zu sehen.</translation>
    </message>
    <message>
        <source>Trick {trick}: every choice, from what you knew then</source>
        <translation>Stich {trick}: jede Möglichkeit, aus dem, was du damals wusstest</translation>
    </message>
    <message>
        <source>Before the first card: every choice</source>
        <translation>Vor der ersten Karte: jede Möglichkeit</translation>
    </message>
    <message>
        <source>(played out on up to {n} deals)</source>
        <translation>(auf bis zu {n} Verteilungen durchgespielt)</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(deine)</translation>
    </message>
</context>
<context>
    <name>AnalysisLauncher</name>
    <message>
        <source>Analyse a game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <source>Analysis of the game</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>You did not play in this game: there is nothing of yours to analyse.</source>
        <translation>In diesem Spiel hast du nicht mitgespielt: es gibt nichts von dir zu analysieren.</translation>
    </message>
    <message>
        <source>How would Profi have played?</source>
        <translation>Wie hätte Profi gespielt?</translation>
    </message>
    <message>
        <source>You did not play in this game: there is no seat of yours for Profi to take.</source>
        <translation>Du hast in diesem Spiel nicht mitgespielt: Es gibt keinen Platz von dir, den Profi übernehmen könnte.</translation>
    </message>
    <message>
        <source>Practice game: play it again from here. It does not count in the Partie.</source>
        <translation>Übungsspiel: spiel es von hier noch einmal. Es zählt nicht in der Partie.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>CourseDialog</name>
    <message>
        <source>Learn Doppelkopf</source>
        <translation>Doppelkopf lernen</translation>
    </message>
    <message>
        <source>Short lessons in order, each with an explanation, quizzes and deals played at the table. Open any lesson, done or not.</source>
        <translation>Kurze Lektionen der Reihe nach, jede mit einer Erklärung, Quizfragen und Spielen am Tisch. Öffne jede Lektion, ob geschafft oder nicht.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Play a Partie…</source>
        <translation>Eine Partie spielen…</translation>
    </message>
    <message>
        <source>Play what you have learned at the table against three computer players</source>
        <translation>Spiel das Gelernte am Tisch gegen drei Computerspieler</translation>
    </message>
    <message>
        <source>The record of the lessons done could not be read ({reason}) and was kept as {file}; the course starts afresh.</source>
        <translation>Die Liste der geschafften Lektionen ist nicht lesbar ({reason}) und wurde als {file} aufbewahrt; der Kurs beginnt von vorn.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Done: open it to repeat it.</source>
        <translation>Geschafft: öffne sie, um sie zu wiederholen.</translation>
    </message>
    <message>
        <source>Not done yet.</source>
        <translation>Noch nicht geschafft.</translation>
    </message>
    <message>
        <source>The lessons done could not be saved: {reason}</source>
        <translation>Die geschafften Lektionen konnten nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>DecisionChart</name>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Erwartete Punkte</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>deine Wahl</translation>
    </message>
    <message>
        <source>best choice</source>
        <translation>beste Wahl</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>FirstPartie</name>
    <message>
        <source>Lernpartie</source>
        <translation>Lernpartie</translation>
    </message>
</context>
<context>
    <name>FirstPartieDialog</name>
    <message>
        <source>Your first Partie</source>
        <translation>Deine erste Partie</translation>
    </message>
    <message>
        <source>A short Partie to begin with, or the full Spielrunde?</source>
        <translation>Zum Anfang eine kurze Partie oder gleich die ganze Spielrunde?</translation>
    </message>
    <message>
        <source>Lernpartie (recommended)</source>
        <translation>Lernpartie (empfohlen)</translation>
    </message>
    <message>
        <source>One Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players. The hint and the trump order are open beside the table; ask for a hint with the button or H when you like.</source>
        <translation>Eine Runde mit 4 Spielen nach den DDV-Regeln ohne Pflichtsolo, gegen Fortgeschrittene. Der Tipp und die Trumpfreihenfolge stehen neben dem Tisch; einen Tipp gibt es mit dem Knopf oder H, wann du willst.</translation>
    </message>
    <message>
        <source>Full DDV Spielrunde</source>
        <translation>Ganze DDV-Spielrunde</translation>
    </message>
    <message>
        <source>24 games by the official rules, with a Pflichtsolo for everyone, against Fortgeschritten players.</source>
        <translation>24 Spiele nach den offiziellen Regeln, mit einem Pflichtsolo für jeden, gegen Fortgeschrittene.</translation>
    </message>
    <message>
        <source>Choose for yourself…</source>
        <translation>Selbst einstellen…</translation>
    </message>
    <message>
        <source>Players, rules and length in the New Partie dialog.</source>
        <translation>Spieler, Regeln und Länge im Fenster „Neue Partie“.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You are not playing in this game.</source>
        <translation>Du spielst in diesem Spiel nicht mit.</translation>
    </message>
    <message>
        <source>Taking back is switched off in the settings.</source>
        <translation>Zurücknehmen ist in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this game.</source>
        <translation>In diesem Spiel gibt es nichts von dir zurückzunehmen.</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>You deal and sit out this game.</source>
        <translation>Du gibst und setzt in diesem Spiel aus.</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is next.</source>
        <translation>Warte, bis du dran bist: {name} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>A computer player made a mistake ({why}); a legal move was made for it.</source>
        <translation>Ein Computerspieler hat einen Fehler gemacht ({why}); für ihn wurde ein erlaubter Zug gemacht.</translation>
    </message>
    <message>
        <source>The finished Partie could not be archived: {reason}</source>
        <translation>Die beendete Partie konnte nicht archiviert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>LessonWindow</name>
    <message>
        <source>Lesson {n}: {title}</source>
        <translation>Lektion {n}: {title}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>A hint for the task or the question (H)</source>
        <translation>Ein Tipp zur Aufgabe oder zur Frage (H)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>After a wrong try: the right answer with its explanation, and on to the next step</source>
        <translation>Nach einem falschen Versuch: die richtige Antwort mit ihrer Erklärung, dann weiter zum nächsten Schritt</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>Lektion beenden</translation>
    </message>
    <message>
        <source>Play a Partie…</source>
        <translation>Eine Partie spielen…</translation>
    </message>
    <message>
        <source>Click the higher card.</source>
        <translation>Klick die höhere Karte an.</translation>
    </message>
    <message>
        <source>{name} led; the cards lie in the order they were played.</source>
        <translation>{name} hat ausgespielt; die Karten liegen in der Reihenfolge, in der sie gespielt wurden.</translation>
    </message>
    <message>
        <source>Click the card that wins, or the player.</source>
        <translation>Klick die Karte an, die gewinnt, oder den Spieler.</translation>
    </message>
    <message>
        <source>Choose the number.</source>
        <translation>Wähl die Zahl.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} is next.</source>
        <translation>{name} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Your turn: healthy or a reservation?</source>
        <translation>Du bist dran: gesund oder Vorbehalt?</translation>
    </message>
    <message>
        <source>Your turn: click a card to give it back.</source>
        <translation>Du bist dran: klick eine Karte an, um sie zurückzugeben.</translation>
    </message>
    <message>
        <source>Your turn: say them or keep quiet.</source>
        <translation>Du bist dran: ansagen oder schweigen?</translation>
    </message>
    <message>
        <source>Your turn: drag a card to the middle.</source>
        <translation>Du bist dran: zieh eine Karte in die Mitte.</translation>
    </message>
    <message>
        <source>What you learned</source>
        <translation>Was du gelernt hast</translation>
    </message>
    <message>
        <source>Lesson {n} done: {title}</source>
        <translation>Lektion {n} geschafft: {title}</translation>
    </message>
    <message>
        <source>Well done. The course list now ticks this lesson; open it again to repeat it.</source>
        <translation>Gut gemacht. Die Kursliste hakt diese Lektion jetzt ab; öffne sie wieder, um sie zu wiederholen.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>Thinking about a suggestion …</source>
        <translation>Ich überlege mir einen Vorschlag …</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>Lektion verlassen?</translation>
    </message>
    <message>
        <source>You are at step {n} of {total}. Leave the lesson now? Opened again from the course list, it goes on from here.</source>
        <translation>Du bist bei Schritt {n} von {total}. Die Lektion jetzt verlassen? Öffnest du sie wieder aus der Kursliste, geht es hier weiter.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You cannot be sure of every remaining trick yet: play on.</source>
        <translation>Noch sind dir nicht alle restlichen Stiche sicher: spiel weiter.</translation>
    </message>
    <message>
        <source>Saved Partie damaged</source>
        <translation>Gespeicherte Partie beschädigt</translation>
    </message>
    <message>
        <source>The saved Partie cannot be read ({reason}) and could not be moved aside ({error}). Please move {file} away yourself.</source>
        <translation>Die gespeicherte Partie ist nicht lesbar ({reason}) und konnte nicht beiseitegelegt werden ({error}). Bitte verschiebe {file} selbst.</translation>
    </message>
    <message>
        <source>The saved Partie cannot be read:
{reason}

The file was kept as
{file}
and is not used.</source>
        <translation>Die gespeicherte Partie ist nicht lesbar:
{reason}

Die Datei wurde aufbewahrt als
{file}
und wird nicht verwendet.</translation>
    </message>
    <message>
        <source>Resume the Partie?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>A Partie saved on {when} is waiting ({games} games played). Resume it?</source>
        <translation>Eine am {when} gespeicherte Partie wartet ({games} Spiele gespielt). Fortsetzen?</translation>
    </message>
    <message>
        <source>Starting a new Partie replaces it.</source>
        <translation>Eine neue Partie ersetzt sie.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New Partie</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Replace the saved Partie?</source>
        <translation>Gespeicherte Partie ersetzen?</translation>
    </message>
    <message>
        <source>A saved Partie is waiting. Start the new one and replace it?</source>
        <translation>Eine gespeicherte Partie wartet. Die neue beginnen und sie ersetzen?</translation>
    </message>
    <message>
        <source>Give up the Partie in progress and start a new one?</source>
        <translation>Die laufende Partie aufgeben und eine neue beginnen?</translation>
    </message>
    <message>
        <source>There is no saved Partie.</source>
        <translation>Es gibt keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <source>Welcome to dokodesk</source>
        <translation>Willkommen bei dokodesk</translation>
    </message>
    <message>
        <source>New Partie…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Learn Doppelkopf…</source>
        <translation>Doppelkopf lernen…</translation>
    </message>
    <message>
        <source>Read the rules…</source>
        <translation>Regeln nachlesen…</translation>
    </message>
    <message>
        <source>No Partie running.</source>
        <translation>Keine Partie im Gang.</translation>
    </message>
    <message>
        <source>Practice game (not counted)</source>
        <translation>Übungsspiel (zählt nicht)</translation>
    </message>
    <message>
        <source>Your last decision has been taken back.</source>
        <translation>Deine letzte Entscheidung ist zurückgenommen.</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Eingeworfen</translation>
    </message>
    <message>
        <source>Nobody took the Armut: the cards are dealt again.</source>
        <translation>Niemand hat die Armut genommen: die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Ein Spiel nachspielen</translation>
    </message>
    <message>
        <source>Doppelkopf at your own table: start a Partie against the computer, learn the game in lessons, or read the rules.</source>
        <translation>Doppelkopf am eigenen Tisch: spiel eine Partie gegen den Computer, lern das Spiel in Lektionen oder lies die Regeln nach.</translation>
    </message>
    <message>
        <source>Give up?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <source>Give the remaining tricks to your opponents? The game ends now and is scored with their cards.</source>
        <translation>Die restlichen Stiche den Gegnern überlassen? Das Spiel endet sofort und wird mit ihren Karten gewertet.</translation>
    </message>
    <message>
        <source>The hint could not be worked out.</source>
        <translation>Der Tipp ließ sich nicht berechnen.</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>Practise mistakes</source>
        <translation>Fehler üben</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Nächste Stellung</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>No position waits today: %n answered now. Every mistake the analysis finds in your games comes here, and comes back after a day and after three days until you have answered it right on three different days.</source>
        <translation>
            <numerusform>Heute wartet keine Stellung: %n jetzt beantwortet. Jeder Fehler, den die Analyse in deinen Spielen findet, kommt hierher und kommt nach einem Tag und nach drei Tagen wieder, bis du ihn an drei verschiedenen Tagen richtig beantwortet hast.</numerusform>
            <numerusform>Heute wartet keine Stellung: %n jetzt beantwortet. Jeder Fehler, den die Analyse in deinen Spielen findet, kommt hierher und kommt nach einem Tag und nach drei Tagen wieder, bis du ihn an drei verschiedenen Tagen richtig beantwortet hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Game %1, after %2 actions ({kind}): you chose something that cost points. What is best here?</source>
        <translation>Spiel %1, nach %2 Aktionen ({kind}): Deine Wahl hat hier Punkte gekostet. Was ist am besten?</translation>
    </message>
    <message>
        <source>Right: {choice}. {why}</source>
        <translation>Richtig: {choice}. {why}</translation>
    </message>
    <message>
        <source>{choice} is not among the best choices here. Try once more.</source>
        <translation>{choice} gehört hier nicht zu den besten Möglichkeiten. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>In the game you chose {chosen}: {verdict}, it cost {loss} points against the best. As good as the best: {best}.</source>
        <translation>Im Spiel hast du {chosen} gewählt: {verdict}, es kostete {loss} Punkte gegen die beste Wahl. Gleich gut wie die beste: {best}.</translation>
    </message>
    <message>
        <source>The answer: {why}</source>
        <translation>Die Lösung: {why}</translation>
    </message>
</context>
<context>
    <name>NewPartieDialog</name>
    <message>
        <source>New Partie</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Lernpartie</source>
        <translation>&amp;Lernpartie</translation>
    </message>
    <message>
        <source>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, with the hint and the trump order open</source>
        <translation>Eine erste Partie: eine Runde mit 4 Spielen nach den DDV-Regeln ohne Pflichtsolo, gegen Fortgeschrittene, mit Tipp und Trumpfreihenfolge</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>%1 (file %2)</source>
        <translation>%1 (Datei %2)</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Jeder Spieler braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Spielrunden</source>
        <translation>Spielrunden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Runden (everyone deals once)</source>
        <translation>Runden (jeder gibt einmal)</translation>
    </message>
    <message>
        <source>Up to a score</source>
        <translation>Bis zu einer Punktzahl</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>A Spielrunde is %1 games, Pflichtsoli included. In every Spielrunde each player owes one solo (Pflichtsolo); whoever has not played it when only as many games are left as solos are owed must play it (vorgeführt). This Partie: %2 games.</source>
        <translation>Eine Spielrunde hat %1 Spiele, Pflichtsoli eingeschlossen. In jeder Spielrunde schuldet jeder Spieler ein Solo (Pflichtsolo); wer es noch nicht gespielt hat, wenn nur noch so viele Spiele übrig sind, wie Soli ausstehen, wird vorgeführt. Diese Partie: %2 Spiele.</translation>
    </message>
    <message>
        <source>The Partie ends as soon as a player has more than %1 points.</source>
        <translation>Die Partie endet, sobald ein Spieler mehr als %1 Punkte hat.</translation>
    </message>
    <message>
        <source>With a target score no Pflichtsolo is played.</source>
        <translation>Mit einer Zielpunktzahl wird kein Pflichtsolo gespielt.</translation>
    </message>
    <message>
        <source>The Partie ends after %1 games; thrown-in deals do not count.</source>
        <translation>Die Partie endet nach %1 Spielen; eingeworfene Spiele zählen nicht.</translation>
    </message>
    <message>
        <source>A Runde is over when every player has dealt once: %1 games.</source>
        <translation>Eine Runde ist vorbei, wenn jeder Spieler einmal gegeben hat: %1 Spiele.</translation>
    </message>
    <message>
        <source>A Runde is over when every player has dealt once: %1 games, one more for each Pflichtsolo.</source>
        <translation>Eine Runde ist vorbei, wenn jeder Spieler einmal gegeben hat: %1 Spiele, eins mehr für jedes Pflichtsolo.</translation>
    </message>
    <message>
        <source>Then the Pflichtsoli still owed are played (vorgeführt).</source>
        <translation>Danach werden die noch ausstehenden Pflichtsoli vorgeführt.</translation>
    </message>
    <message>
        <source>These rules need whole Spielrunden of %1 games.</source>
        <translation>Diese Regeln verlangen ganze Spielrunden zu je %1 Spielen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Open house rules</source>
        <translation>Hausregeln öffnen</translation>
    </message>
    <message>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Hausregeln (*.toml);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>NewPartieForm</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <source>&amp;4 players</source>
        <translation>&amp;4 Spieler</translation>
    </message>
    <message>
        <source>&amp;5 players (the dealer sits out)</source>
        <translation>&amp;5 Spieler (der Geber setzt aus)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>You sit here</source>
        <translation>Hier sitzt du</translation>
    </message>
    <message>
        <source>you play here</source>
        <translation>du spielst hier</translation>
    </message>
    <message>
        <source>Length of the Partie</source>
        <translation>Dauer der Partie</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Shuffle &amp;randomly</source>
        <translation>&amp;Zufällig mischen</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Kartennummer:</translation>
    </message>
    <message>
        <source>The same number deals the same cards: to play a Partie again or to compare with friends</source>
        <translation>Dieselbe Nummer gibt dieselben Karten: um eine Partie nachzuspielen oder sich mit Freunden zu vergleichen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Open file…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Play by a house-rule file (TOML)</source>
        <translation>Nach einer Hausregel-Datei (TOML) spielen</translation>
    </message>
    <message>
        <source>&amp;Edit rules…</source>
        <translation>Regeln &amp;bearbeiten…</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>≠ DDV</source>
        <translation>≠ DDV</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <source>Differs from the DDV rules, which play: %1</source>
        <translation>Weicht von den DDV-Regeln ab, dort gilt: %1</translation>
    </message>
</context>
<context>
    <name>OrderControl</name>
    <message>
        <source>Rank higher</source>
        <translation>Höher einordnen</translation>
    </message>
    <message>
        <source>Rank lower</source>
        <translation>Tiefer einordnen</translation>
    </message>
</context>
<context>
    <name>PigsPanel</name>
    <message>
        <source>You hold both cards of the {what}. Say them, and they are the highest trumps for the whole game; everyone then knows where they are.</source>
        <translation>Du hast beide Karten der {what}. Sagst du sie an, sind sie das ganze Spiel über die höchsten Trümpfe; alle wissen dann, wo sie sind.</translation>
    </message>
    <message>
        <source>Say {what}</source>
        <translation>{what} ansagen</translation>
    </message>
    <message>
        <source>Keep quiet</source>
        <translation>Schweigen</translation>
    </message>
</context>
<context>
    <name>PovertyOfferPanel</name>
    <message>
        <source>{poor} has an Armut and passes on {n} trumps. If you take them, you play with {poor} and give {n} cards back.</source>
        <translation>{poor} hat eine Armut und gibt {n} Trümpfe weiter. Wenn du sie nimmst, spielst du mit {poor} und gibst {n} Karten zurück.</translation>
    </message>
    <message>
        <source>Take the Armut</source>
        <translation>Armut nehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>The official rules of the German Doppelkopf association: no Armut, one Pflichtsolo per Spielrunde, announcements add two points.</source>
        <translation>Die offiziellen Regeln des Deutschen Doppelkopf-Verbands: keine Armut, ein Pflichtsolo je Spielrunde, Ansagen zählen zwei Punkte.</translation>
    </message>
    <message>
        <source>DDV rules with Armut, the second Dulle beats the first, announcements double; owed Pflichtsoli are played at the end.</source>
        <translation>DDV-Regeln mit Armut, die zweite Dulle sticht die erste, Ansagen verdoppeln; ausstehende Pflichtsoli werden am Ende vorgeführt.</translation>
    </message>
    <message>
        <source>Relaxed house rules: Armut, announcements double, more Sonderpunkte, no Pflichtsolo, 5 cents a point.</source>
        <translation>Lockere Hausregeln: Armut, Ansagen verdoppeln, mehr Sonderpunkte, kein Pflichtsolo, 5 Cent pro Punkt.</translation>
    </message>
    <message>
        <source>The pub rules with Schweine before the first card, Bock rounds after 120:120 and after a lost solo, and a new deal for five nines.</source>
        <translation>Die Kneipenregeln mit Schweinen vor der ersten Karte, Bockrunden nach 120:120 und nach einem verlorenen Solo und neuem Geben bei fünf Neunen.</translation>
    </message>
    <message>
        <source>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, the hint and the trump order open beside the table.</source>
        <translation>Eine erste Partie: eine Runde mit 4 Spielen nach den DDV-Regeln ohne Pflichtsolo, gegen Fortgeschrittene, Tipp und Trumpfreihenfolge neben dem Tisch.</translation>
    </message>
</context>
<context>
    <name>ProfiCompareDialog</name>
    <message>
        <source>Profi&apos;s game could not be worked out.</source>
        <translation>Profis Spiel konnte nicht berechnet werden.</translation>
    </message>
    <message>
        <source>Profi&apos;s game</source>
        <translation>Profis Spiel</translation>
    </message>
    <message>
        <source>How would Profi have played?</source>
        <translation>Wie hätte Profi gespielt?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Watch Profi&apos;s game from there</source>
        <translation>Profis Spiel von hier ansehen</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <source>Profi in your seat</source>
        <translation>Profi auf deinem Platz</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Your party</source>
        <translation>Deine Partei</translation>
    </message>
    <message>
        <source>Augen of your party</source>
        <translation>Augen deiner Partei</translation>
    </message>
    <message>
        <source>Announcements of your party</source>
        <translation>Ansagen deiner Partei</translation>
    </message>
    <message>
        <source>Your points</source>
        <translation>Deine Punkte</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Profi plays your cards of this deal; the others play as they did, up to Profi&apos;s first other choice, and as their levels play from there …</source>
        <translation>Profi spielt deine Karten dieses Spiels; die anderen spielen wie zuvor bis zu Profis erster anderer Entscheidung und von da an wie ihre Spielstärke …</translation>
    </message>
    <message>
        <source>Called off.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The same cards, the same rules and the same other players: Profi in your seat.</source>
        <translation>Dieselben Karten, dieselben Regeln und dieselben Mitspieler: Profi auf deinem Platz.</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re (alone)</source>
        <translation>Re (allein)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Normal game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <source>Stille Hochzeit</source>
        <translation>Stille Hochzeit</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Hingeschmissen</translation>
    </message>
    <message>
        <source>Profi chose as you did at every decision.</source>
        <translation>Profi hat bei jeder Entscheidung gewählt wie du.</translation>
    </message>
    <message>
        <source>First difference, before the first card – you: {mine}; Profi: {profi}.</source>
        <translation>Erste Abweichung vor der ersten Karte – du: {mine}; Profi: {profi}.</translation>
    </message>
    <message>
        <source>First difference, in trick {n} – you: {mine}; Profi: {profi}.</source>
        <translation>Erste Abweichung in Stich {n} – du: {mine}; Profi: {profi}.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Save game record</source>
        <translation>Spielbericht speichern</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielberichte (*.json)</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Die Kartenverteilung</translation>
    </message>
    <message>
        <source>Replay of game {n}</source>
        <translation>Wiederholung von Spiel {n}</translation>
    </message>
    <message>
        <source>Before the first trick</source>
        <translation>Vor dem ersten Stich</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Stich {n} von {total}</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Spielbericht speichern</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielberichte (*.json)</translation>
    </message>
</context>
<context>
    <name>ReplayForm</name>
    <message>
        <source>The deal</source>
        <translation>Die Kartenverteilung</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Spielbericht speichern…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ReservationPanel</name>
    <message>
        <source>Are you healthy, or do you have a reservation?</source>
        <translation>Bist du gesund, oder hast du einen Vorbehalt?</translation>
    </message>
    <message>
        <source>You must play your Pflichtsolo now: choose the solo.</source>
        <translation>Du musst jetzt dein Pflichtsolo spielen: wähle das Solo.</translation>
    </message>
    <message>
        <source>Healthy, or a reservation? A solo now is your Pflichtsolo.</source>
        <translation>Gesund oder ein Vorbehalt? Ein Solo ist jetzt dein Pflichtsolo.</translation>
    </message>
    <message>
        <source>Your reservation</source>
        <translation>Dein Vorbehalt</translation>
    </message>
    <message>
        <source>Play it as my Pflichtsolo</source>
        <translation>Als mein Pflichtsolo spielen</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
</context>
<context>
    <name>ReturnPanel</name>
    <message>
        <source>You took {poor}&apos;s trumps (framed orange in your hand). Click {n} cards to give back to {poor}.</source>
        <translation>Du hast die Trümpfe von {poor} genommen (orange umrandet auf deiner Hand). Klicke {n} Karten an, die du {poor} zurückgibst.</translation>
    </message>
    <message>
        <source>Give cards back</source>
        <translation>Karten zurückgeben</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Zurückgeben</translation>
    </message>
    <message>
        <source>{chosen} of {n} chosen</source>
        <translation>{chosen} von {n} gewählt</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <source>Active rules</source>
        <translation>Geltende Regeln</translation>
    </message>
    <message>
        <source>Rules editor</source>
        <translation>Regeln bearbeiten</translation>
    </message>
    <message>
        <source>marks an option that differs from the DDV tournament rules; the number after a group counts them.</source>
        <translation>markiert eine Regel, die von den DDV-Turnierspielregeln abweicht; die Zahl hinter einer Gruppe zählt sie.</translation>
    </message>
    <message>
        <source>Choose rules to start from</source>
        <translation>Regeln als Ausgangspunkt wählen</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <source>each announcement may be made at most as late as the one before it (%1)</source>
        <translation>jede Ansage darf höchstens so spät kommen wie die vorige (%1)</translation>
    </message>
    <message>
        <source>a Pflichtsolo needs at least one solo under “%1”</source>
        <translation>ein Pflichtsolo braucht mindestens ein Solo unter „%1“</translation>
    </message>
    <message>
        <source>foxes given face up only when “%1” is off</source>
        <translation>offen abgegebene Füchse nur, wenn „%1“ aus ist</translation>
    </message>
    <message>
        <source>Started from %1.</source>
        <translation>Ausgehend von %1.</translation>
    </message>
    <message>
        <source>%1 was not loaded: %2</source>
        <translation>%1 wurde nicht geladen: %2</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 geladen.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Hausregeln importieren</translation>
    </message>
    <message>
        <source>House rules (*.toml);;All files (*)</source>
        <translation>Hausregeln (*.toml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export house rules</source>
        <translation>Hausregeln exportieren</translation>
    </message>
    <message>
        <source>House rules (*.toml)</source>
        <translation>Hausregeln (*.toml)</translation>
    </message>
    <message>
        <source>Save summary as HTML</source>
        <translation>Zusammenfassung als HTML speichern</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Save summary as PDF</source>
        <translation>Zusammenfassung als PDF speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>RulesEditorForm</name>
    <message>
        <source>&amp;Start from:</source>
        <translation>&amp;Ausgehend von:</translation>
    </message>
    <message>
        <source>Replace every option with a preset or with house rules you saved</source>
        <translation>Alle Regeln durch Grundregeln oder gespeicherte Hausregeln ersetzen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>The name of your house rules, as the new-Partie dialog lists them</source>
        <translation>Der Name eurer Hausregeln, wie ihn der Dialog „Neue Partie“ anzeigt</translation>
    </message>
    <message>
        <source>e.g. Thursday table at the Krug</source>
        <translation>z. B. Donnerstagsrunde im Krug</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Who plays by these rules, and anything a newcomer should know</source>
        <translation>Wer nach diesen Regeln spielt, und was Neulinge wissen sollten</translation>
    </message>
    <message>
        <source>The groups of rules; a number counts the options that differ from the DDV rules</source>
        <translation>Die Regelgruppen; eine Zahl zählt die Regeln, die von den DDV-Regeln abweichen</translation>
    </message>
    <message>
        <source>Summary in plain words</source>
        <translation>Zusammenfassung in einfachen Worten</translation>
    </message>
    <message>
        <source>Save the summary as a web page</source>
        <translation>Die Zusammenfassung als Webseite speichern</translation>
    </message>
    <message>
        <source>Save as &amp;HTML…</source>
        <translation>Als &amp;HTML speichern…</translation>
    </message>
    <message>
        <source>Save the summary as a PDF document to print or share</source>
        <translation>Die Zusammenfassung als PDF-Dokument zum Drucken oder Weitergeben speichern</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Read a house-rule file (TOML) into the editor</source>
        <translation>Eine Hausregel-Datei (TOML) in den Editor laden</translation>
    </message>
    <message>
        <source>&amp;Import file…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>Write these rules to a house-rule file (TOML) to share them</source>
        <translation>Diese Regeln in eine Hausregel-Datei (TOML) schreiben, um sie weiterzugeben</translation>
    </message>
    <message>
        <source>&amp;Export file…</source>
        <translation>Datei &amp;exportieren…</translation>
    </message>
    <message>
        <source>Keep these rules under their name; they then appear under “Start from”</source>
        <translation>Diese Regeln unter ihrem Namen behalten; sie erscheinen dann unter „Ausgehend von“</translation>
    </message>
    <message>
        <source>Sa&amp;ve to my rules</source>
        <translation>Bei meinen Regeln &amp;speichern</translation>
    </message>
</context>
<context>
    <name>RulesLibrary</name>
    <message>
        <source>Left out, cannot be read: %1</source>
        <translation>Nicht angeboten, nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Replace the house rules?</source>
        <translation>Hausregeln ersetzen?</translation>
    </message>
    <message>
        <source>The library already has a file %1: %2.</source>
        <translation>In deinen Regeln gibt es schon die Datei %1: %2.</translation>
    </message>
    <message>
        <source>Replace it, or keep both under another file name?</source>
        <translation>Ersetzen oder beide behalten (unter einem anderen Dateinamen)?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Beide behalten</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie ist nicht lesbar (%1)</translation>
    </message>
    <message>
        <source>the rules “%1”</source>
        <translation>die Regeln „%1“</translation>
    </message>
</context>
<context>
    <name>SaveWarning</name>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Kopie anderswo speichern…</translation>
    </message>
    <message>
        <source>The Partie cannot be saved in %1: %2. dokodesk tries again after every trick; what you play is kept as long as the window is open.</source>
        <translation>Die Partie lässt sich in %1 nicht speichern: %2. dokodesk versucht es nach jedem Stich wieder; was du spielst, bleibt erhalten, solange das Fenster offen ist.</translation>
    </message>
    <message>
        <source>Folder for a copy of the Partie</source>
        <translation>Ordner für eine Kopie der Partie</translation>
    </message>
    <message>
        <source>Copy not saved</source>
        <translation>Kopie nicht gespeichert</translation>
    </message>
    <message>
        <source>The copy could not be saved in %1: %2.</source>
        <translation>Die Kopie ließ sich in %1 nicht speichern: %2.</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Kopie gespeichert</translation>
    </message>
    <message>
        <source>The Partie is saved in %1. To play on there, start dokodesk with --data-dir &quot;%2&quot;, or put the file into the data folder.</source>
        <translation>Die Partie ist in %1 gespeichert. Um dort weiterzuspielen, starte dokodesk mit --data-dir &quot;%2&quot;, oder lege die Datei in den Datenordner.</translation>
    </message>
    <message>
        <source>The Partie is not saved</source>
        <translation>Die Partie ist nicht gespeichert</translation>
    </message>
    <message>
        <source>The Partie could not be saved: %1. What was played since the last save is lost when dokodesk quits now.</source>
        <translation>Die Partie ließ sich nicht speichern: %1. Was seit dem letzten Speichern gespielt wurde, geht verloren, wenn dokodesk jetzt endet.</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Ohne Speichern beenden</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Start: 0 points</source>
        <translation>Beginn: 0 Punkte</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Doubled</source>
        <translation>Verdoppelt</translation>
    </message>
    <message>
        <source>Bock game</source>
        <translation>Bockspiel</translation>
    </message>
    <message>
        <source>Bock ×%1</source>
        <translation>Bock ×%1</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation>Angesagt: %1</translation>
    </message>
    <message>
        <source>%1: %2 points, total %3</source>
        <translation>%1: %2 Punkte, Stand %3</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Score of the game</source>
        <translation>Abrechnung des Spiels</translation>
    </message>
    <message>
        <source>The deal was thrown in</source>
        <translation>Das Spiel wurde eingeworfen</translation>
    </message>
    <message>
        <source>%1 wins the solo</source>
        <translation>%1 gewinnt das Solo</translation>
    </message>
    <message>
        <source>%1 loses the solo</source>
        <translation>%1 verliert das Solo</translation>
    </message>
    <message>
        <source>Re wins</source>
        <translation>Re gewinnt</translation>
    </message>
    <message>
        <source>Kontra wins</source>
        <translation>Kontra gewinnt</translation>
    </message>
    <message>
        <source>The game is worth nothing: nobody gains or loses points.</source>
        <translation>Das Spiel ist nichts wert: niemand gewinnt oder verliert Punkte.</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <source>Analyse the game…</source>
        <translation>Spiel analysieren…</translation>
    </message>
    <message>
        <source>Every decision you made, what it was worth and what would have been better</source>
        <translation>Jede deiner Entscheidungen, was sie wert war und was besser gewesen wäre</translation>
    </message>
    <message>
        <source>Both parties missed their goal.</source>
        <translation>Beide Parteien haben ihr Ziel verfehlt.</translation>
    </message>
    <message>
        <source>Game value %1 for the soloist %2: %2 gets it three times, each of the others loses %1.</source>
        <translation>Spielwert %1 für den Solisten %2: %2 bekommt ihn dreifach, jeder der anderen verliert %1.</translation>
    </message>
    <message>
        <source>Game value %1 against the soloist %2: %2 loses it three times, each of the others gets %1.</source>
        <translation>Spielwert %1 gegen den Solisten %2: %2 verliert ihn dreifach, jeder der anderen bekommt %1.</translation>
    </message>
    <message>
        <source>Game value %1 for %2: each of its players gets %1 points, each of the others loses %1.</source>
        <translation>Spielwert %1 für %2: jeder ihrer Spieler bekommt %1 Punkte, jeder der anderen verliert %1.</translation>
    </message>
    <message>
        <source>A Bock game: the game value of %1 counts %2 times.</source>
        <translation>Ein Bockspiel: der Spielwert von %1 zählt %2-fach.</translation>
    </message>
    <message>
        <source>Game value %1 for %2: under plus only each of its players writes %1 points, the others nothing.</source>
        <translation>Spielwert %1 für %2: bei „nur plus“ schreibt jeder Spieler dieser Partei %1 Punkte an, die anderen nichts.</translation>
    </message>
    <message>
        <source>Game value %1 for %2: under minus only each of the others writes minus %1, its players nothing.</source>
        <translation>Spielwert %1 für %2: bei „nur minus“ schreibt jeder der anderen minus %1 an, die Spieler dieser Partei nichts.</translation>
    </message>
    <message>
        <source>Kalter Schlag: the next game counts double.</source>
        <translation>Kalter Schlag: das nächste Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Game value %1 for the soloist %2: under plus only %2 writes %3, the others nothing.</source>
        <translation>Spielwert %1 für den Solisten %2: bei „nur plus“ schreibt %2 %3 an, die anderen nichts.</translation>
    </message>
    <message>
        <source>Game value %1 against the soloist %2: under plus only each of the others writes %3, %2 nothing.</source>
        <translation>Spielwert %1 gegen den Solisten %2: bei „nur plus“ schreibt jeder der anderen %3 an, %2 nichts.</translation>
    </message>
    <message>
        <source>Game value %1 against the soloist %2: under plus only each of the others writes %1, %2 nothing.</source>
        <translation>Spielwert %1 gegen den Solisten %2: bei „nur plus“ schreibt jeder der anderen %1 an, %2 nichts.</translation>
    </message>
    <message>
        <source>Game value %1 against the soloist %2: under minus only %2 writes minus %3, the others nothing.</source>
        <translation>Spielwert %1 gegen den Solisten %2: bei „nur minus“ schreibt %2 minus %3 an, die anderen nichts.</translation>
    </message>
    <message>
        <source>Game value %1 for the soloist %2: under minus only each of the others writes minus %3, %2 nothing.</source>
        <translation>Spielwert %1 für den Solisten %2: bei „nur minus“ schreibt jeder der anderen minus %3 an, %2 nichts.</translation>
    </message>
    <message>
        <source>Game value %1 for the soloist %2: under minus only each of the others writes minus %1, %2 nothing.</source>
        <translation>Spielwert %1 für den Solisten %2: bei „nur minus“ schreibt jeder der anderen minus %1 an, %2 nichts.</translation>
    </message>
    <message>
        <source>%1 Augen</source>
        <translation>%1 Augen</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
</context>
<context>
    <name>ScoreForm</name>
    <message>
        <source>Nobody scores; the same dealer deals again.</source>
        <translation>Niemand bekommt Punkte; derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Wofür</translation>
    </message>
    <message>
        <source>What do these lines mean?</source>
        <translation>Was bedeuten diese Zeilen?</translation>
    </message>
    <message>
        <source>Explain every scoring line of this game (or point at a line)</source>
        <translation>Jede Wertungszeile dieses Spiels erklären (oder auf eine Zeile zeigen)</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Plus points</source>
        <translation>Pluspunkte</translation>
    </message>
    <message>
        <source>Minus points</source>
        <translation>Minuspunkte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Plus only: the winners write their points, the losers nothing, so the totals do not add up to zero.</source>
        <translation>Nur plus: die Gewinner schreiben ihre Punkte an, die Verlierer nichts; die Summen ergeben darum nicht null.</translation>
    </message>
    <message>
        <source>Minus only: the losers write their points as minus, the winners nothing, so the totals do not add up to zero.</source>
        <translation>Nur minus: die Verlierer schreiben ihre Punkte als Minus an, die Gewinner nichts; die Summen ergeben darum nicht null.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>no animation</source>
        <translation>keine Animation</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>&amp;Card movement:</source>
        <translation>&amp;Kartenbewegung:</translation>
    </message>
    <message>
        <source>How long a card takes to move to the middle and a trick to its winner</source>
        <translation>Wie lange eine Karte in die Mitte und ein Stich zu seinem Gewinner braucht</translation>
    </message>
    <message>
        <source>Card &amp;width:</source>
        <translation>Karten&amp;breite:</translation>
    </message>
    <message>
        <source>Width of the cards in your hand</source>
        <translation>Breite der Karten auf deiner Hand</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play a card with a &amp;double-click instead of a single click</source>
        <translation>Karte mit &amp;Doppelklick statt mit einfachem Klick spielen</translation>
    </message>
    <message>
        <source>&amp;Ask before a card is played</source>
        <translation>&amp;Vor dem Ausspielen einer Karte nachfragen</translation>
    </message>
    <message>
        <source>Play the only allowed card &amp;automatically</source>
        <translation>Die einzige erlaubte Karte &amp;automatisch spielen</translation>
    </message>
    <message>
        <source>Show all &amp;hands while I sit out as dealer (five players)</source>
        <translation>Alle &amp;Hände zeigen, wenn ich als Geber aussetze (fünf Spieler)</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last card or announcement; a game played with take-backs is marked in the score sheet</source>
        <translation>Strg+Z nimmt deine letzte Karte oder Ansage zurück; ein Spiel mit Zurücknahmen wird in der Spielliste markiert</translation>
    </message>
    <message>
        <source>Allow &amp;taking back a card or an announcement</source>
        <translation>Karten und Ansagen &amp;zurücknehmen erlauben</translation>
    </message>
</context>
<context>
    <name>SpiellisteWidget</name>
    <message>
        <source>Double-click a game to replay it trick by trick</source>
        <translation>Doppelklick auf ein Spiel spielt es Stich für Stich nach</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Verlauf als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>&amp;Analyse…</source>
        <translation>&amp;Analysieren…</translation>
    </message>
    <message>
        <source>Analyse the selected game (the last one if none is selected): every decision you made</source>
        <translation>Das gewählte Spiel analysieren (das letzte, wenn keins gewählt ist): jede deiner Entscheidungen</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Doubled</source>
        <translation>Verdoppelt</translation>
    </message>
    <message>
        <source>Played with take-backs</source>
        <translation>Mit Zurücknahmen gespielt</translation>
    </message>
    <message>
        <source>A Bock game: its value counts %1 times</source>
        <translation>Ein Bockspiel: sein Wert zählt %1-fach</translation>
    </message>
    <message>
        <source>%1: %2 in this game, %3 in all</source>
        <translation>%1: %2 in diesem Spiel, %3 insgesamt</translation>
    </message>
    <message>
        <source>No game played yet.</source>
        <translation>Noch kein Spiel gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>in the lead: %1 (%2)</source>
        <translation>vorn: %1 (%2)</translation>
    </message>
    <message>
        <source>Replay trick by trick…</source>
        <translation>Stich für Stich nachspielen…</translation>
    </message>
    <message>
        <source>Analyse the game…</source>
        <translation>Spiel analysieren…</translation>
    </message>
    <message>
        <source>How would Profi have played?…</source>
        <translation>Wie hätte Profi gespielt?…</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 Stand</translation>
    </message>
    <message>
        <source>Export the score sheet</source>
        <translation>Spielliste exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>%1 wins the Partie with %2 points.</source>
        <translation>%1 gewinnt die Partie mit %2 Punkten.</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points.</source>
        <translation>%1 teilen sich den ersten Platz mit %2 Punkten.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) thrown in</source>
        <translation>
            <numerusform>%n Spiel eingeworfen</numerusform>
            <numerusform>%n Spiele eingeworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Money is settled on half the difference between each two players.</source>
        <translation>Abgerechnet wird zwischen je zwei Spielern die Hälfte des Unterschieds.</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 zahlt %2 %3</translation>
    </message>
    <message>
        <source>At %1 a point:</source>
        <translation>Bei %1 pro Punkt:</translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation>Niemand schuldet etwas.</translation>
    </message>
</context>
<context>
    <name>StandingsForm</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
</context>
<context>
    <name>StatistikWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy per game and its moving average (%n games)</source>
        <translation>
            <numerusform>Genauigkeit je Spiel und ihr gleitender Mittelwert (%n Spiel)</numerusform>
            <numerusform>Genauigkeit je Spiel und ihr gleitender Mittelwert (%n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <source>Points per game</source>
        <translation>Punkte je Spiel</translation>
    </message>
    <message>
        <source>Games won by role</source>
        <translation>Gewonnene Spiele nach Rolle</translation>
    </message>
    <message>
        <source>Where you lose most: mean loss per decision</source>
        <translation>Wo du am meisten verlierst: mittlerer Verlust je Entscheidung</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>mean points</source>
        <translation>Punkte im Mittel</translation>
    </message>
    <message>
        <source>with your announcement</source>
        <translation>mit deiner Ansage</translation>
    </message>
    <message>
        <source>solos</source>
        <translation>Soli</translation>
    </message>
    <message>
        <source>No games in your history yet. Every game you finish at the table goes in, and here you will see: your accuracy per game and its moving average (once the analysis has run in the background), your points per game, the games won as Re, Kontra, soloist and against a solo, your announcements and solos, and the kinds of decision where you lose most.</source>
        <translation>Noch keine Spiele in deiner Historie. Jedes Spiel, das du am Tisch beendest, kommt hinein, und hier siehst du dann: deine Genauigkeit je Spiel und ihren gleitenden Mittelwert (sobald die Analyse im Hintergrund gelaufen ist), deine Punkte je Spiel, die gewonnenen Spiele als Re, Kontra, Solist und gegen ein Solo, deine Ansagen und Soli und die Arten von Entscheidungen, bei denen du am meisten verlierst.</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Lektion: {title}</translation>
    </message>
    <message>
        <source>Not judged yet: the analysis runs in the background.</source>
        <translation>Noch nicht bewertet: Die Analyse läuft im Hintergrund.</translation>
    </message>
    <message>
        <source>{kind}: {mean} points per decision (accuracy {acc}), {mistakes} mistakes in {count} decisions</source>
        <translation>{kind}: {mean} Punkte je Entscheidung (Genauigkeit {acc}), {mistakes} Fehler in {count} Entscheidungen</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Watching the computer players.</source>
        <translation>Du schaust den Computerspielern zu.</translation>
    </message>
    <message>
        <source>You deal and sit out: watching this game.</source>
        <translation>Du gibst und setzt aus: du schaust diesem Spiel zu.</translation>
    </message>
    <message>
        <source>Practice game (not counted)</source>
        <translation>Übungsspiel (zählt nicht)</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklicke</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klicke</translation>
    </message>
    <message>
        <source>{how} a card, or choose it with the arrow keys and press Enter, to play it too.</source>
        <translation>{how} eine Karte oder wähle sie mit den Pfeiltasten und drücke Enter, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Playing out quickly…</source>
        <translation>Wird schnell ausgespielt…</translation>
    </message>
    <message>
        <source>{name} is next.</source>
        <translation>{name} ist an der Reihe.</translation>
    </message>
    <message>
        <source>Your turn: healthy or a reservation?</source>
        <translation>Du bist dran: gesund oder Vorbehalt?</translation>
    </message>
    <message>
        <source>Your turn: take the Armut or decline it.</source>
        <translation>Du bist dran: nimm die Armut oder lehne sie ab.</translation>
    </message>
    <message>
        <source>Your turn: choose the cards to give back.</source>
        <translation>Du bist dran: wähle die Karten, die du zurückgibst.</translation>
    </message>
    <message>
        <source>Your turn: say them or keep quiet.</source>
        <translation>Du bist dran: ansagen oder schweigen?</translation>
    </message>
    <message>
        <source>Your turn: drag a card to the middle.</source>
        <translation>Du bist dran: zieh eine Karte in die Mitte.</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Diese Karte spielen?</translation>
    </message>
    <message>
        <source>Play {card}?</source>
        <translation>{card} spielen?</translation>
    </message>
    <message>
        <source>You play your first Karo-König and may name your partner (a Genscher): you and he are Re from now on, the others Kontra, and every Absage so far is void.</source>
        <translation>Du spielst deinen ersten Karo-König und darfst deinen Partner wählen (Genscher): ihr beide seid ab jetzt Re, die anderen Kontra, und alle bisherigen Absagen verfallen.</translation>
    </message>
    <message>
        <source>No Genscher</source>
        <translation>Kein Genscher</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>TippPanel</name>
    <message>
        <source>Hint: thinking …</source>
        <translation>Tipp: wird überlegt …</translation>
    </message>
    <message>
        <source>Press H in your turn: the hint weighs every choice you have.</source>
        <translation>Drücke H, wenn du dran bist: der Tipp wägt jede deiner Möglichkeiten ab.</translation>
    </message>
    <message>
        <source>There is nothing to weigh here.</source>
        <translation>Hier gibt es nichts abzuwägen.</translation>
    </message>
    <message>
        <source>Cancel (H)</source>
        <translation>Abbrechen (H)</translation>
    </message>
    <message>
        <source>Show a hint (H)</source>
        <translation>Tipp zeigen (H)</translation>
    </message>
    <message>
        <source>The other choices:</source>
        <translation>Die anderen Möglichkeiten:</translation>
    </message>
</context>
<context>
    <name>TrumpDock</name>
    <message>
        <source>Trump order</source>
        <translation>Trumpfreihenfolge</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Plain suits, the highest first</source>
        <translation>Fehlfarben, die höchste Karte zuerst</translation>
    </message>
    <message>
        <source>Trumps still out</source>
        <translation>Trümpfe noch draußen</translation>
    </message>
    <message>
        <source>Suits not followed (shown void)</source>
        <translation>Nicht bedient (diese Farbe hat er nicht mehr)</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird gerade kein Spiel gespielt.</translation>
    </message>
</context>
<context>
    <name>WaysInDialog</name>
    <message>
        <source>Welcome to dokodesk</source>
        <translation>Willkommen bei dokodesk</translation>
    </message>
    <message>
        <source>Doppelkopf at your own table. How would you like to begin?</source>
        <translation>Doppelkopf am eigenen Tisch. Wie möchtest du anfangen?</translation>
    </message>
    <message>
        <source>Play a Partie</source>
        <translation>Eine Partie spielen</translation>
    </message>
    <message>
        <source>Four at the table: you and three computer players.</source>
        <translation>Zu viert am Tisch: du und drei Computerspieler.</translation>
    </message>
    <message>
        <source>Learn Doppelkopf</source>
        <translation>Doppelkopf lernen</translation>
    </message>
    <message>
        <source>Lessons at the table, from the cards and their Augen to the house rules.</source>
        <translation>Lektionen am Tisch, von den Karten und ihren Augen bis zu den Hausregeln.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Regeln nachlesen</translation>
    </message>
    <message>
        <source>The rules of the game in plain words.</source>
        <translation>Die Regeln des Spiels in einfachen Worten.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Saved as {name}: a new Partie offers these rules.</source>
        <translation>Gespeichert als {name}: eine neue Partie bietet diese Regeln an.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Partie</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Partie…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Resume saved Partie</source>
        <translation>Gespeicherte Partie &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Save game record…</source>
        <translation>Spielbericht &amp;speichern…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spiel n&amp;achspielen…</translation>
    </message>
    <message>
        <source>&amp;Analyse a game…</source>
        <translation>Spiel &amp;analysieren…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <source>&amp;Finish the game quickly</source>
        <translation>Spiel schnell zu &amp;Ende spielen</translation>
    </message>
    <message>
        <source>&amp;Claim the remaining tricks</source>
        <translation>&amp;Abkürzen (den Rest beanspruchen)</translation>
    </message>
    <message>
        <source>&amp;Give up the remaining tricks</source>
        <translation>Reststiche &amp;abgeben (aufgeben)</translation>
    </message>
    <message>
        <source>&amp;End the practice game</source>
        <translation>Übungsspiel &amp;beenden</translation>
    </message>
    <message>
        <source>Show active &amp;rules…</source>
        <translation>Geltende &amp;Regeln zeigen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Spielliste</translation>
    </message>
    <message>
        <source>&amp;Trump order</source>
        <translation>&amp;Trumpfreihenfolge</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn Doppelkopf…</source>
        <translation>Doppelkopf &amp;lernen…</translation>
    </message>
    <message>
        <source>&amp;Read the rules…</source>
        <translation>&amp;Regeln nachlesen…</translation>
    </message>
    <message>
        <source>&amp;Ways into dokodesk…</source>
        <translation>&amp;Erste Schritte…</translation>
    </message>
    <message>
        <source>&amp;About dokodesk…</source>
        <translation>Über &amp;dokodesk…</translation>
    </message>
    <message numerus="yes">
        <source>Practise &amp;mistakes (%n waiting)…</source>
        <translation>
            <numerusform>&amp;Fehler üben (%n wartet)…</numerusform>
            <numerusform>&amp;Fehler üben (%n warten)…</numerusform>
        </translation>
    </message>
</context>
</TS>
