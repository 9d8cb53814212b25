<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About dokodesk</source>
            <translation>About dokodesk</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>version %1</translation>
        </message>
        <message>
            <source>Left, Right</source>
            <translation>Left, Right</translation>
        </message>
        <message>
            <source>Choose a card of your hand</source>
            <translation>Choose a card of your hand</translation>
        </message>
        <message>
            <source>Enter, Space</source>
            <translation>Enter, Space</translation>
        </message>
        <message>
            <source>Play the chosen card (mark it when giving cards back)</source>
            <translation>Play the chosen card (mark it when giving cards back)</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Hide the last trick</source>
            <translation>Hide the last trick</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Open folder</translation>
        </message>
        <message>
            <source>No file manager could open {folder}.</source>
            <translation>No file manager could open {folder}.</translation>
        </message>
    </context>
    <context>
        <name>AboutForm</name>
        <message>
            <source>Doppelkopf at your own table: your house rules, strong computer opponents.</source>
            <translation>Doppelkopf at your own table: your house rules, strong computer opponents.</translation>
        </message>
        <message>
            <source>dokodesk is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes without any warranty.</source>
            <translation>dokodesk is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes without any warranty.</translation>
        </message>
        <message>
            <source>Your data</source>
            <translation>Your data</translation>
        </message>
        <message>
            <source>Saved Partie and finished ones:</source>
            <translation>Saved Partie and finished ones:</translation>
        </message>
        <message>
            <source>&amp;Open folder</source>
            <translation>&amp;Open folder</translation>
        </message>
        <message>
            <source>House rules:</source>
            <translation>House rules:</translation>
        </message>
        <message>
            <source>O&amp;pen folder</source>
            <translation>O&amp;pen folder</translation>
        </message>
        <message>
            <source>Settings:</source>
            <translation>Settings:</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
    </context>
    <context>
        <name>ActionBar</name>
        <message>
            <source>Announce {what} (a skipped announcement is said with it)</source>
            <translation>Announce {what} (a skipped announcement is said with it)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Your best choice now and why, with what the others cost (H; again to call it off)</source>
            <translation>Your best choice now and why, with what the others cost (H; again to call it off)</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Last trick</translation>
        </message>
        <message>
            <source>Show the last trick (L)</source>
            <translation>Show the last trick (L)</translation>
        </message>
        <message>
            <source>Finish quickly</source>
            <translation>Finish quickly</translation>
        </message>
        <message>
            <source>Let the computer play your remaining cards quickly</source>
            <translation>Let the computer play your remaining cards quickly</translation>
        </message>
        <message>
            <source>Claim the rest</source>
            <translation>Claim the rest</translation>
        </message>
        <message>
            <source>As soloist, claim every remaining trick (TSR 5.4.4)</source>
            <translation>As soloist, claim every remaining trick (TSR 5.4.4)</translation>
        </message>
        <message>
            <source>Announce {what}</source>
            <translation>Announce {what}</translation>
        </message>
        <message>
            <source>Say {what}: your two cards become the highest trumps</source>
            <translation>Say {what}: your two cards become the highest trumps</translation>
        </message>
    </context>
    <context>
        <name>AnalysisDialog</name>
        <message>
            <source>Weighing decision {done} of {total} …</source>
            <translation>Weighing decision {done} of {total} …</translation>
        </message>
        <message>
            <source>The analysis could not be worked out.</source>
            <translation>The analysis could not be worked out.</translation>
        </message>
        <message>
            <source>Analysis of the game</source>
            <translation>Analysis of the game</translation>
        </message>
        <message>
            <source>Analysis of game {n}</source>
            <translation>Analysis of game {n}</translation>
        </message>
        <message>
            <source>Analysis of the practice game</source>
            <translation>Analysis of the practice game</translation>
        </message>
        <message>
            <source>Mistakes first</source>
            <translation>Mistakes first</translation>
        </message>
        <message>
            <source>How is it judged?</source>
            <translation>How is it judged?</translation>
        </message>
        <message>
            <source>How would Profi have played?…</source>
            <translation>How would Profi have played?…</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Trick</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Decision</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Your choice</translation>
        </message>
        <message>
            <source>Best choice</source>
            <translation>Best choice</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Loss</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Why</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Choice</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>Expected points</translation>
        </message>
        <message>
            <source>Your side wins</source>
            <translation>Your side wins</translation>
        </message>
        <message>
            <source>Augen</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>Play again from here</source>
            <translation>Play again from here</translation>
        </message>
        <message>
            <source>The same cards from the selected decision on, as a practice game that does not count in the Partie</source>
            <translation>The same cards from the selected decision on, as a practice game that does not count in the Partie</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Reservation</source>
            <translation>Reservation</translation>
        </message>
        <message>
            <source>Armut</source>
            <translation>Armut</translation>
        </message>
        <message>
            <source>Card given back</source>
            <translation>Card given back</translation>
        </message>
        <message>
            <source>Announcement</source>
            <translation>Announcement</translation>
        </message>
        <message>
            <source>Announce now?</source>
            <translation>Announce now?</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>as good</source>
            <translation>as good</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Analyse again</source>
            <translation>Analyse again</translation>
        </message>
        <message>
            <source>Weighing every decision you made, from what you knew at the time …</source>
            <translation>Weighing every decision you made, from what you knew at the time …</translation>
        </message>
        <message>
            <source>The analysis was called off.</source>
            <translation>The analysis was called off.</translation>
        </message>
        <message>
            <source>You had no choice to make in this game.</source>
            <translation>You had no choice to make in this game.</translation>
        </message>
        <message>
            <source>Decisions weighed: {n} · choices with a verdict ({mark}): {m} · together your choices cost {points} points on average. Select a decision to see every choice.</source>
            <translation>Decisions weighed: {n} · choices with a verdict ({mark}): {m} · together your choices cost {points} points on average. Select a decision to see every choice.</translation>
        </message>
        <message>
            <source>From trick {n} on the computer played for you; those cards are not weighed.</source>
            <translation>From trick {n} on the computer played for you; those cards are not weighed.</translation>
        </message>
        <message>
            <source>(Tipp)</source>
            <translation>(Tipp)</translation>
        </message>
        <message>
            <source>Select a decision to see every choice.</source>
            <translation>Select a decision to see every choice.</translation>
        </message>
        <message>
            <source>Trick {trick}: every choice, from what you knew then</source>
            <translation>Trick {trick}: every choice, from what you knew then</translation>
        </message>
        <message>
            <source>Before the first card: every choice</source>
            <translation>Before the first card: every choice</translation>
        </message>
        <message>
            <source>(played out on up to {n} deals)</source>
            <translation>(played out on up to {n} deals)</translation>
        </message>
        <message>
            <source>(yours)</source>
            <translation>(yours)</translation>
        </message>
    </context>
    <context>
        <name>AnalysisLauncher</name>
        <message>
            <source>Analyse a game</source>
            <translation>Analyse a game</translation>
        </message>
        <message>
            <source>Analysis of the game</source>
            <translation>Analysis of the game</translation>
        </message>
        <message>
            <source>You did not play in this game: there is nothing of yours to analyse.</source>
            <translation>You did not play in this game: there is nothing of yours to analyse.</translation>
        </message>
        <message>
            <source>How would Profi have played?</source>
            <translation>How would Profi have played?</translation>
        </message>
        <message>
            <source>You did not play in this game: there is no seat of yours for Profi to take.</source>
            <translation>You did not play in this game: there is no seat of yours for Profi to take.</translation>
        </message>
        <message>
            <source>Practice game: play it again from here. It does not count in the Partie.</source>
            <translation>Practice game: play it again from here. It does not count in the Partie.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
    </context>
    <context>
        <name>CourseDialog</name>
        <message>
            <source>Learn Doppelkopf</source>
            <translation>Learn Doppelkopf</translation>
        </message>
        <message>
            <source>Short lessons in order, each with an explanation, quizzes and deals played at the table. Open any lesson, done or not.</source>
            <translation>Short lessons in order, each with an explanation, quizzes and deals played at the table. Open any lesson, done or not.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>No.</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Lesson</translation>
        </message>
        <message>
            <source>Tasks</source>
            <translation>Tasks</translation>
        </message>
        <message>
            <source>Play a Partie…</source>
            <translation>Play a Partie…</translation>
        </message>
        <message>
            <source>Play what you have learned at the table against three computer players</source>
            <translation>Play what you have learned at the table against three computer players</translation>
        </message>
        <message>
            <source>The record of the lessons done could not be read ({reason}) and was kept as {file}; the course starts afresh.</source>
            <translation>The record of the lessons done could not be read ({reason}) and was kept as {file}; the course starts afresh.</translation>
        </message>
        <message>
            <source>Open lesson</source>
            <translation>Open lesson</translation>
        </message>
        <message>
            <source>Done: open it to repeat it.</source>
            <translation>Done: open it to repeat it.</translation>
        </message>
        <message>
            <source>Not done yet.</source>
            <translation>Not done yet.</translation>
        </message>
        <message>
            <source>The lessons done could not be saved: {reason}</source>
            <translation>The lessons done could not be saved: {reason}</translation>
        </message>
    </context>
    <context>
        <name>DecisionChart</name>
        <message>
            <source>Trick</source>
            <translation>Trick</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>Expected points</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>your choice</translation>
        </message>
        <message>
            <source>best choice</source>
            <translation>best choice</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>mistake</translation>
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
            <translation>Your first Partie</translation>
        </message>
        <message>
            <source>A short Partie to begin with, or the full Spielrunde?</source>
            <translation>A short Partie to begin with, or the full Spielrunde?</translation>
        </message>
        <message>
            <source>Lernpartie (recommended)</source>
            <translation>Lernpartie (recommended)</translation>
        </message>
        <message>
            <source>One Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players. The hint and the trump order are open beside the table; ask for a hint with the button or H when you like.</source>
            <translation>One Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players. The hint and the trump order are open beside the table; ask for a hint with the button or H when you like.</translation>
        </message>
        <message>
            <source>Full DDV Spielrunde</source>
            <translation>Full DDV Spielrunde</translation>
        </message>
        <message>
            <source>24 games by the official rules, with a Pflichtsolo for everyone, against Fortgeschritten players.</source>
            <translation>24 games by the official rules, with a Pflichtsolo for everyone, against Fortgeschritten players.</translation>
        </message>
        <message>
            <source>Choose for yourself…</source>
            <translation>Choose for yourself…</translation>
        </message>
        <message>
            <source>Players, rules and length in the New Partie dialog.</source>
            <translation>Players, rules and length in the New Partie dialog.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>You are not playing in this game.</source>
            <translation>You are not playing in this game.</translation>
        </message>
        <message>
            <source>Taking back is switched off in the settings.</source>
            <translation>Taking back is switched off in the settings.</translation>
        </message>
        <message>
            <source>There is nothing of yours to take back in this game.</source>
            <translation>There is nothing of yours to take back in this game.</translation>
        </message>
        <message>
            <source>There is no game in progress.</source>
            <translation>There is no game in progress.</translation>
        </message>
        <message>
            <source>You deal and sit out this game.</source>
            <translation>You deal and sit out this game.</translation>
        </message>
        <message>
            <source>Wait for your turn: {name} is next.</source>
            <translation>Wait for your turn: {name} is next.</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
        <message>
            <source>A computer player made a mistake ({why}); a legal move was made for it.</source>
            <translation>A computer player made a mistake ({why}); a legal move was made for it.</translation>
        </message>
        <message>
            <source>The finished Partie could not be archived: {reason}</source>
            <translation>The finished Partie could not be archived: {reason}</translation>
        </message>
    </context>
    <context>
        <name>LessonWindow</name>
        <message>
            <source>Lesson {n}: {title}</source>
            <translation>Lesson {n}: {title}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>A hint for the task or the question (H)</source>
            <translation>A hint for the task or the question (H)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Show the answer</source>
            <translation>Show the answer</translation>
        </message>
        <message>
            <source>After a wrong try: the right answer with its explanation, and on to the next step</source>
            <translation>After a wrong try: the right answer with its explanation, and on to the next step</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Next lesson</translation>
        </message>
        <message>
            <source>Step {n} of {total}</source>
            <translation>Step {n} of {total}</translation>
        </message>
        <message>
            <source>Finish the lesson</source>
            <translation>Finish the lesson</translation>
        </message>
        <message>
            <source>Play a Partie…</source>
            <translation>Play a Partie…</translation>
        </message>
        <message>
            <source>Click the higher card.</source>
            <translation>Click the higher card.</translation>
        </message>
        <message>
            <source>{name} led; the cards lie in the order they were played.</source>
            <translation>{name} led; the cards lie in the order they were played.</translation>
        </message>
        <message>
            <source>Click the card that wins, or the player.</source>
            <translation>Click the card that wins, or the player.</translation>
        </message>
        <message>
            <source>Choose the number.</source>
            <translation>Choose the number.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>{name} is next.</source>
            <translation>{name} is next.</translation>
        </message>
        <message>
            <source>Your turn: healthy or a reservation?</source>
            <translation>Your turn: healthy or a reservation?</translation>
        </message>
        <message>
            <source>Your turn: click a card to give it back.</source>
            <translation>Your turn: click a card to give it back.</translation>
        </message>
        <message>
            <source>Your turn: say them or keep quiet.</source>
            <translation>Your turn: say them or keep quiet.</translation>
        </message>
        <message>
            <source>Your turn: drag a card to the middle.</source>
            <translation>Your turn: drag a card to the middle.</translation>
        </message>
        <message>
            <source>What you learned</source>
            <translation>What you learned</translation>
        </message>
        <message>
            <source>Lesson {n} done: {title}</source>
            <translation>Lesson {n} done: {title}</translation>
        </message>
        <message>
            <source>Well done. The course list now ticks this lesson; open it again to repeat it.</source>
            <translation>Well done. The course list now ticks this lesson; open it again to repeat it.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wait for your turn.</translation>
        </message>
        <message>
            <source>Thinking about a suggestion …</source>
            <translation>Thinking about a suggestion …</translation>
        </message>
        <message>
            <source>Leave the lesson?</source>
            <translation>Leave the lesson?</translation>
        </message>
        <message>
            <source>You are at step {n} of {total}. Leave the lesson now? Opened again from the course list, it goes on from here.</source>
            <translation>You are at step {n} of {total}. Leave the lesson now? Opened again from the course list, it goes on from here.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>You cannot be sure of every remaining trick yet: play on.</source>
            <translation>You cannot be sure of every remaining trick yet: play on.</translation>
        </message>
        <message>
            <source>Saved Partie damaged</source>
            <translation>Saved Partie damaged</translation>
        </message>
        <message>
            <source>The saved Partie cannot be read ({reason}) and could not be moved aside ({error}). Please move {file} away yourself.</source>
            <translation>The saved Partie cannot be read ({reason}) and could not be moved aside ({error}). Please move {file} away yourself.</translation>
        </message>
        <message>
            <source>The saved Partie cannot be read:
{reason}

The file was kept as
{file}
and is not used.</source>
            <translation>The saved Partie cannot be read:
{reason}

The file was kept as
{file}
and is not used.</translation>
        </message>
        <message>
            <source>Resume the Partie?</source>
            <translation>Resume the Partie?</translation>
        </message>
        <message>
            <source>A Partie saved on {when} is waiting ({games} games played). Resume it?</source>
            <translation>A Partie saved on {when} is waiting ({games} games played). Resume it?</translation>
        </message>
        <message>
            <source>Starting a new Partie replaces it.</source>
            <translation>Starting a new Partie replaces it.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>New Partie</source>
            <translation>New Partie</translation>
        </message>
        <message>
            <source>Replace the saved Partie?</source>
            <translation>Replace the saved Partie?</translation>
        </message>
        <message>
            <source>A saved Partie is waiting. Start the new one and replace it?</source>
            <translation>A saved Partie is waiting. Start the new one and replace it?</translation>
        </message>
        <message>
            <source>Give up the Partie in progress and start a new one?</source>
            <translation>Give up the Partie in progress and start a new one?</translation>
        </message>
        <message>
            <source>There is no saved Partie.</source>
            <translation>There is no saved Partie.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Welcome to dokodesk</source>
            <translation>Welcome to dokodesk</translation>
        </message>
        <message>
            <source>New Partie…</source>
            <translation>New Partie…</translation>
        </message>
        <message>
            <source>Learn Doppelkopf…</source>
            <translation>Learn Doppelkopf…</translation>
        </message>
        <message>
            <source>Read the rules…</source>
            <translation>Read the rules…</translation>
        </message>
        <message>
            <source>No Partie running.</source>
            <translation>No Partie running.</translation>
        </message>
        <message>
            <source>Practice game (not counted)</source>
            <translation>Practice game (not counted)</translation>
        </message>
        <message>
            <source>Your last decision has been taken back.</source>
            <translation>Your last decision has been taken back.</translation>
        </message>
        <message>
            <source>No trick has been played yet.</source>
            <translation>No trick has been played yet.</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>Thrown in</translation>
        </message>
        <message>
            <source>Nobody took the Armut: the cards are dealt again.</source>
            <translation>Nobody took the Armut: the cards are dealt again.</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Replay a game</translation>
        </message>
        <message>
            <source>Doppelkopf at your own table: start a Partie against the computer, learn the game in lessons, or read the rules.</source>
            <translation>Doppelkopf at your own table: start a Partie against the computer, learn the game in lessons, or read the rules.</translation>
        </message>
        <message>
            <source>Give up?</source>
            <translation>Give up?</translation>
        </message>
        <message>
            <source>Give the remaining tricks to your opponents? The game ends now and is scored with their cards.</source>
            <translation>Give the remaining tricks to your opponents? The game ends now and is scored with their cards.</translation>
        </message>
        <message>
            <source>The hint could not be worked out.</source>
            <translation>The hint could not be worked out.</translation>
        </message>
    </context>
    <context>
        <name>MistakesWindow</name>
        <message>
            <source>Practise mistakes</source>
            <translation>Practise mistakes</translation>
        </message>
        <message>
            <source>Show the answer</source>
            <translation>Show the answer</translation>
        </message>
        <message>
            <source>Next position</source>
            <translation>Next position</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message numerus="yes">
            <source>No position waits today: %n answered now. Every mistake the analysis finds in your games comes here, and comes back after a day and after three days until you have answered it right on three different days.</source>
            <translation>
                <numerusform>No position waits today: %n answered now. Every mistake the analysis finds in your games comes here, and comes back after a day and after three days until you have answered it right on three different days.</numerusform>
                <numerusform>No position waits today: %n answered now. Every mistake the analysis finds in your games comes here, and comes back after a day and after three days until you have answered it right on three different days.</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>Game %1, after %2 actions ({kind}): you chose something that cost points. What is best here?</source>
            <translation>Game %1, after %2 actions ({kind}): you chose something that cost points. What is best here?</translation>
        </message>
        <message>
            <source>Right: {choice}. {why}</source>
            <translation>Right: {choice}. {why}</translation>
        </message>
        <message>
            <source>{choice} is not among the best choices here. Try once more.</source>
            <translation>{choice} is not among the best choices here. Try once more.</translation>
        </message>
        <message>
            <source>In the game you chose {chosen}: {verdict}, it cost {loss} points against the best. As good as the best: {best}.</source>
            <translation>In the game you chose {chosen}: {verdict}, it cost {loss} points against the best. As good as the best: {best}.</translation>
        </message>
        <message>
            <source>The answer: {why}</source>
            <translation>The answer: {why}</translation>
        </message>
    </context>
    <context>
        <name>NewPartieDialog</name>
        <message>
            <source>New Partie</source>
            <translation>New Partie</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Start</translation>
        </message>
        <message>
            <source>&amp;Lernpartie</source>
            <translation>&amp;Lernpartie</translation>
        </message>
        <message>
            <source>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, with the hint and the trump order open</source>
            <translation>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, with the hint and the trump order open</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>%1 (file %2)</source>
            <translation>%1 (file %2)</translation>
        </message>
        <message>
            <source>Every player needs a different name.</source>
            <translation>Every player needs a different name.</translation>
        </message>
        <message>
            <source>Spielrunden</source>
            <translation>Spielrunden</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Runden (everyone deals once)</source>
            <translation>Runden (everyone deals once)</translation>
        </message>
        <message>
            <source>Up to a score</source>
            <translation>Up to a score</translation>
        </message>
        <message>
            <source> points</source>
            <translation> points</translation>
        </message>
        <message>
            <source>A Spielrunde is %1 games, Pflichtsoli included. In every Spielrunde each player owes one solo (Pflichtsolo); whoever has not played it when only as many games are left as solos are owed must play it (vorgeführt). This Partie: %2 games.</source>
            <translation>A Spielrunde is %1 games, Pflichtsoli included. In every Spielrunde each player owes one solo (Pflichtsolo); whoever has not played it when only as many games are left as solos are owed must play it (vorgeführt). This Partie: %2 games.</translation>
        </message>
        <message>
            <source>The Partie ends as soon as a player has more than %1 points.</source>
            <translation>The Partie ends as soon as a player has more than %1 points.</translation>
        </message>
        <message>
            <source>With a target score no Pflichtsolo is played.</source>
            <translation>With a target score no Pflichtsolo is played.</translation>
        </message>
        <message>
            <source>The Partie ends after %1 games; thrown-in deals do not count.</source>
            <translation>The Partie ends after %1 games; thrown-in deals do not count.</translation>
        </message>
        <message>
            <source>A Runde is over when every player has dealt once: %1 games.</source>
            <translation>A Runde is over when every player has dealt once: %1 games.</translation>
        </message>
        <message>
            <source>A Runde is over when every player has dealt once: %1 games, one more for each Pflichtsolo.</source>
            <translation>A Runde is over when every player has dealt once: %1 games, one more for each Pflichtsolo.</translation>
        </message>
        <message>
            <source>Then the Pflichtsoli still owed are played (vorgeführt).</source>
            <translation>Then the Pflichtsoli still owed are played (vorgeführt).</translation>
        </message>
        <message>
            <source>These rules need whole Spielrunden of %1 games.</source>
            <translation>These rules need whole Spielrunden of %1 games.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Open house rules</source>
            <translation>Open house rules</translation>
        </message>
        <message>
            <source>House rules (*.toml);;All files (*)</source>
            <translation>House rules (*.toml);;All files (*)</translation>
        </message>
    </context>
    <context>
        <name>NewPartieForm</name>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>At the table:</source>
            <translation>At the table:</translation>
        </message>
        <message>
            <source>&amp;4 players</source>
            <translation>&amp;4 players</translation>
        </message>
        <message>
            <source>&amp;5 players (the dealer sits out)</source>
            <translation>&amp;5 players (the dealer sits out)</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Seat</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Computer player</source>
            <translation>Computer player</translation>
        </message>
        <message>
            <source>You sit here</source>
            <translation>You sit here</translation>
        </message>
        <message>
            <source>you play here</source>
            <translation>you play here</translation>
        </message>
        <message>
            <source>Length of the Partie</source>
            <translation>Length of the Partie</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Shuffle &amp;randomly</source>
            <translation>Shuffle &amp;randomly</translation>
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation>&amp;Deal number:</translation>
        </message>
        <message>
            <source>The same number deals the same cards: to play a Partie again or to compare with friends</source>
            <translation>The same number deals the same cards: to play a Partie again or to compare with friends</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>&amp;Open file…</source>
            <translation>&amp;Open file…</translation>
        </message>
        <message>
            <source>Play by a house-rule file (TOML)</source>
            <translation>Play by a house-rule file (TOML)</translation>
        </message>
        <message>
            <source>&amp;Edit rules…</source>
            <translation>&amp;Edit rules…</translation>
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
            <translation>Example: %1</translation>
        </message>
        <message>
            <source>Differs from the DDV rules, which play: %1</source>
            <translation>Differs from the DDV rules, which play: %1</translation>
        </message>
    </context>
    <context>
        <name>OrderControl</name>
        <message>
            <source>Rank higher</source>
            <translation>Rank higher</translation>
        </message>
        <message>
            <source>Rank lower</source>
            <translation>Rank lower</translation>
        </message>
    </context>
    <context>
        <name>PigsPanel</name>
        <message>
            <source>You hold both cards of the {what}. Say them, and they are the highest trumps for the whole game; everyone then knows where they are.</source>
            <translation>You hold both cards of the {what}. Say them, and they are the highest trumps for the whole game; everyone then knows where they are.</translation>
        </message>
        <message>
            <source>Say {what}</source>
            <translation>Say {what}</translation>
        </message>
        <message>
            <source>Keep quiet</source>
            <translation>Keep quiet</translation>
        </message>
    </context>
    <context>
        <name>PovertyOfferPanel</name>
        <message>
            <source>{poor} has an Armut and passes on {n} trumps. If you take them, you play with {poor} and give {n} cards back.</source>
            <translation>{poor} has an Armut and passes on {n} trumps. If you take them, you play with {poor} and give {n} cards back.</translation>
        </message>
        <message>
            <source>Take the Armut</source>
            <translation>Take the Armut</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>Decline</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <source>The official rules of the German Doppelkopf association: no Armut, one Pflichtsolo per Spielrunde, announcements add two points.</source>
            <translation>The official rules of the German Doppelkopf association: no Armut, one Pflichtsolo per Spielrunde, announcements add two points.</translation>
        </message>
        <message>
            <source>DDV rules with Armut, the second Dulle beats the first, announcements double; owed Pflichtsoli are played at the end.</source>
            <translation>DDV rules with Armut, the second Dulle beats the first, announcements double; owed Pflichtsoli are played at the end.</translation>
        </message>
        <message>
            <source>Relaxed house rules: Armut, announcements double, more Sonderpunkte, no Pflichtsolo, 5 cents a point.</source>
            <translation>Relaxed house rules: Armut, announcements double, more Sonderpunkte, no Pflichtsolo, 5 cents a point.</translation>
        </message>
        <message>
            <source>The pub rules with Schweine before the first card, Bock rounds after 120:120 and after a lost solo, and a new deal for five nines.</source>
            <translation>The pub rules with Schweine before the first card, Bock rounds after 120:120 and after a lost solo, and a new deal for five nines.</translation>
        </message>
        <message>
            <source>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, the hint and the trump order open beside the table.</source>
            <translation>A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, against Fortgeschritten players, the hint and the trump order open beside the table.</translation>
        </message>
    </context>
    <context>
        <name>ProfiCompareDialog</name>
        <message>
            <source>Profi's game could not be worked out.</source>
            <translation>Profi's game could not be worked out.</translation>
        </message>
        <message>
            <source>Profi's game</source>
            <translation>Profi's game</translation>
        </message>
        <message>
            <source>How would Profi have played?</source>
            <translation>How would Profi have played?</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Watch Profi's game from there</source>
            <translation>Watch Profi's game from there</translation>
        </message>
        <message>
            <source>Your game</source>
            <translation>Your game</translation>
        </message>
        <message>
            <source>Profi in your seat</source>
            <translation>Profi in your seat</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Your party</source>
            <translation>Your party</translation>
        </message>
        <message>
            <source>Augen of your party</source>
            <translation>Augen of your party</translation>
        </message>
        <message>
            <source>Announcements of your party</source>
            <translation>Announcements of your party</translation>
        </message>
        <message>
            <source>Your points</source>
            <translation>Your points</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Play it again</source>
            <translation>Play it again</translation>
        </message>
        <message>
            <source>Profi plays your cards of this deal; the others play as they did, up to Profi's first other choice, and as their levels play from there …</source>
            <translation>Profi plays your cards of this deal; the others play as they did, up to Profi's first other choice, and as their levels play from there …</translation>
        </message>
        <message>
            <source>Called off.</source>
            <translation>Called off.</translation>
        </message>
        <message>
            <source>The same cards, the same rules and the same other players: Profi in your seat.</source>
            <translation>The same cards, the same rules and the same other players: Profi in your seat.</translation>
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
            <translation>Re (alone)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Normal game</source>
            <translation>Normal game</translation>
        </message>
        <message>
            <source>Stille Hochzeit</source>
            <translation>Stille Hochzeit</translation>
        </message>
        <message>
            <source>Thrown in</source>
            <translation>Thrown in</translation>
        </message>
        <message>
            <source>Profi chose as you did at every decision.</source>
            <translation>Profi chose as you did at every decision.</translation>
        </message>
        <message>
            <source>First difference, before the first card – you: {mine}; Profi: {profi}.</source>
            <translation>First difference, before the first card – you: {mine}; Profi: {profi}.</translation>
        </message>
        <message>
            <source>First difference, in trick {n} – you: {mine}; Profi: {profi}.</source>
            <translation>First difference, in trick {n} – you: {mine}; Profi: {profi}.</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>Save game record</source>
            <translation>Save game record</translation>
        </message>
        <message>
            <source>Game records (*.json)</source>
            <translation>Game records (*.json)</translation>
        </message>
        <message>
            <source>Game {n}</source>
            <translation>Game {n}</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
    </context>
    <context>
        <name>ReplayDialog</name>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>The deal</translation>
        </message>
        <message>
            <source>Replay of game {n}</source>
            <translation>Replay of game {n}</translation>
        </message>
        <message>
            <source>Before the first trick</source>
            <translation>Before the first trick</translation>
        </message>
        <message>
            <source>Trick {n} of {total}</source>
            <translation>Trick {n} of {total}</translation>
        </message>
        <message>
            <source>Save game record</source>
            <translation>Save game record</translation>
        </message>
        <message>
            <source>Game records (*.json)</source>
            <translation>Game records (*.json)</translation>
        </message>
    </context>
    <context>
        <name>ReplayForm</name>
        <message>
            <source>The deal</source>
            <translation>The deal</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>The end of the game</translation>
        </message>
        <message>
            <source>Save record…</source>
            <translation>Save record…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>ReservationPanel</name>
        <message>
            <source>Are you healthy, or do you have a reservation?</source>
            <translation>Are you healthy, or do you have a reservation?</translation>
        </message>
        <message>
            <source>You must play your Pflichtsolo now: choose the solo.</source>
            <translation>You must play your Pflichtsolo now: choose the solo.</translation>
        </message>
        <message>
            <source>Healthy, or a reservation? A solo now is your Pflichtsolo.</source>
            <translation>Healthy, or a reservation? A solo now is your Pflichtsolo.</translation>
        </message>
        <message>
            <source>Your reservation</source>
            <translation>Your reservation</translation>
        </message>
        <message>
            <source>Play it as my Pflichtsolo</source>
            <translation>Play it as my Pflichtsolo</translation>
        </message>
        <message>
            <source>Healthy</source>
            <translation>Healthy</translation>
        </message>
    </context>
    <context>
        <name>ReturnPanel</name>
        <message>
            <source>You took {poor}'s trumps (framed orange in your hand). Click {n} cards to give back to {poor}.</source>
            <translation>You took {poor}'s trumps (framed orange in your hand). Click {n} cards to give back to {poor}.</translation>
        </message>
        <message>
            <source>Give cards back</source>
            <translation>Give cards back</translation>
        </message>
        <message>
            <source>Give back</source>
            <translation>Give back</translation>
        </message>
        <message>
            <source>{chosen} of {n} chosen</source>
            <translation>{chosen} of {n} chosen</translation>
        </message>
    </context>
    <context>
        <name>RulesEditorDialog</name>
        <message>
            <source>Active rules</source>
            <translation>Active rules</translation>
        </message>
        <message>
            <source>Rules editor</source>
            <translation>Rules editor</translation>
        </message>
        <message>
            <source>marks an option that differs from the DDV tournament rules; the number after a group counts them.</source>
            <translation>marks an option that differs from the DDV tournament rules; the number after a group counts them.</translation>
        </message>
        <message>
            <source>Choose rules to start from</source>
            <translation>Choose rules to start from</translation>
        </message>
        <message>
            <source>Not possible: %1</source>
            <translation>Not possible: %1</translation>
        </message>
        <message>
            <source>each announcement may be made at most as late as the one before it (%1)</source>
            <translation>each announcement may be made at most as late as the one before it (%1)</translation>
        </message>
        <message>
            <source>a Pflichtsolo needs at least one solo under “%1”</source>
            <translation>a Pflichtsolo needs at least one solo under “%1”</translation>
        </message>
        <message>
            <source>foxes given face up only when “%1” is off</source>
            <translation>foxes given face up only when “%1” is off</translation>
        </message>
        <message>
            <source>Started from %1.</source>
            <translation>Started from %1.</translation>
        </message>
        <message>
            <source>%1 was not loaded: %2</source>
            <translation>%1 was not loaded: %2</translation>
        </message>
        <message>
            <source>Loaded %1.</source>
            <translation>Loaded %1.</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>Saved %1.</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>Could not write %1: %2</translation>
        </message>
        <message>
            <source>Import house rules</source>
            <translation>Import house rules</translation>
        </message>
        <message>
            <source>House rules (*.toml);;All files (*)</source>
            <translation>House rules (*.toml);;All files (*)</translation>
        </message>
        <message>
            <source>Export house rules</source>
            <translation>Export house rules</translation>
        </message>
        <message>
            <source>House rules (*.toml)</source>
            <translation>House rules (*.toml)</translation>
        </message>
        <message>
            <source>Save summary as HTML</source>
            <translation>Save summary as HTML</translation>
        </message>
        <message>
            <source>Web page (*.html)</source>
            <translation>Web page (*.html)</translation>
        </message>
        <message>
            <source>Save summary as PDF</source>
            <translation>Save summary as PDF</translation>
        </message>
        <message>
            <source>PDF document (*.pdf)</source>
            <translation>PDF document (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>RulesEditorForm</name>
        <message>
            <source>&amp;Start from:</source>
            <translation>&amp;Start from:</translation>
        </message>
        <message>
            <source>Replace every option with a preset or with house rules you saved</source>
            <translation>Replace every option with a preset or with house rules you saved</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>The name of your house rules, as the new-Partie dialog lists them</source>
            <translation>The name of your house rules, as the new-Partie dialog lists them</translation>
        </message>
        <message>
            <source>e.g. Thursday table at the Krug</source>
            <translation>e.g. Thursday table at the Krug</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>&amp;Description:</translation>
        </message>
        <message>
            <source>Who plays by these rules, and anything a newcomer should know</source>
            <translation>Who plays by these rules, and anything a newcomer should know</translation>
        </message>
        <message>
            <source>The groups of rules; a number counts the options that differ from the DDV rules</source>
            <translation>The groups of rules; a number counts the options that differ from the DDV rules</translation>
        </message>
        <message>
            <source>Summary in plain words</source>
            <translation>Summary in plain words</translation>
        </message>
        <message>
            <source>Save the summary as a web page</source>
            <translation>Save the summary as a web page</translation>
        </message>
        <message>
            <source>Save as &amp;HTML…</source>
            <translation>Save as &amp;HTML…</translation>
        </message>
        <message>
            <source>Save the summary as a PDF document to print or share</source>
            <translation>Save the summary as a PDF document to print or share</translation>
        </message>
        <message>
            <source>Save as &amp;PDF…</source>
            <translation>Save as &amp;PDF…</translation>
        </message>
        <message>
            <source>Read a house-rule file (TOML) into the editor</source>
            <translation>Read a house-rule file (TOML) into the editor</translation>
        </message>
        <message>
            <source>&amp;Import file…</source>
            <translation>&amp;Import file…</translation>
        </message>
        <message>
            <source>Write these rules to a house-rule file (TOML) to share them</source>
            <translation>Write these rules to a house-rule file (TOML) to share them</translation>
        </message>
        <message>
            <source>&amp;Export file…</source>
            <translation>&amp;Export file…</translation>
        </message>
        <message>
            <source>Keep these rules under their name; they then appear under “Start from”</source>
            <translation>Keep these rules under their name; they then appear under “Start from”</translation>
        </message>
        <message>
            <source>Sa&amp;ve to my rules</source>
            <translation>Sa&amp;ve to my rules</translation>
        </message>
    </context>
    <context>
        <name>RulesLibrary</name>
        <message>
            <source>Left out, cannot be read: %1</source>
            <translation>Left out, cannot be read: %1</translation>
        </message>
        <message>
            <source>Replace the house rules?</source>
            <translation>Replace the house rules?</translation>
        </message>
        <message>
            <source>The library already has a file %1: %2.</source>
            <translation>The library already has a file %1: %2.</translation>
        </message>
        <message>
            <source>Replace it, or keep both under another file name?</source>
            <translation>Replace it, or keep both under another file name?</translation>
        </message>
        <message>
            <source>Replace</source>
            <translation>Replace</translation>
        </message>
        <message>
            <source>Keep both</source>
            <translation>Keep both</translation>
        </message>
        <message>
            <source>it cannot be read (%1)</source>
            <translation>it cannot be read (%1)</translation>
        </message>
        <message>
            <source>the rules “%1”</source>
            <translation>the rules “%1”</translation>
        </message>
    </context>
    <context>
        <name>SaveWarning</name>
        <message>
            <source>Save a copy elsewhere…</source>
            <translation>Save a copy elsewhere…</translation>
        </message>
        <message>
            <source>The Partie cannot be saved in %1: %2. dokodesk tries again after every trick; what you play is kept as long as the window is open.</source>
            <translation>The Partie cannot be saved in %1: %2. dokodesk tries again after every trick; what you play is kept as long as the window is open.</translation>
        </message>
        <message>
            <source>Folder for a copy of the Partie</source>
            <translation>Folder for a copy of the Partie</translation>
        </message>
        <message>
            <source>Copy not saved</source>
            <translation>Copy not saved</translation>
        </message>
        <message>
            <source>The copy could not be saved in %1: %2.</source>
            <translation>The copy could not be saved in %1: %2.</translation>
        </message>
        <message>
            <source>Copy saved</source>
            <translation>Copy saved</translation>
        </message>
        <message>
            <source>The Partie is saved in %1. To play on there, start dokodesk with --data-dir "%2", or put the file into the data folder.</source>
            <translation>The Partie is saved in %1. To play on there, start dokodesk with --data-dir "%2", or put the file into the data folder.</translation>
        </message>
        <message>
            <source>The Partie is not saved</source>
            <translation>The Partie is not saved</translation>
        </message>
        <message>
            <source>The Partie could not be saved: %1. What was played since the last save is lost when dokodesk quits now.</source>
            <translation>The Partie could not be saved: %1. What was played since the last save is lost when dokodesk quits now.</translation>
        </message>
        <message>
            <source>Quit without saving</source>
            <translation>Quit without saving</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Start: 0 points</source>
            <translation>Start: 0 points</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>Doubled</source>
            <translation>Doubled</translation>
        </message>
        <message>
            <source>Bock game</source>
            <translation>Bock game</translation>
        </message>
        <message>
            <source>Bock ×%1</source>
            <translation>Bock ×%1</translation>
        </message>
        <message>
            <source>Game %1: %2</source>
            <translation>Game %1: %2</translation>
        </message>
        <message>
            <source>Announced: %1</source>
            <translation>Announced: %1</translation>
        </message>
        <message>
            <source>%1: %2 points, total %3</source>
            <translation>%1: %2 points, total %3</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>Score of the game</source>
            <translation>Score of the game</translation>
        </message>
        <message>
            <source>The deal was thrown in</source>
            <translation>The deal was thrown in</translation>
        </message>
        <message>
            <source>%1 wins the solo</source>
            <translation>%1 wins the solo</translation>
        </message>
        <message>
            <source>%1 loses the solo</source>
            <translation>%1 loses the solo</translation>
        </message>
        <message>
            <source>Re wins</source>
            <translation>Re wins</translation>
        </message>
        <message>
            <source>Kontra wins</source>
            <translation>Kontra wins</translation>
        </message>
        <message>
            <source>The game is worth nothing: nobody gains or loses points.</source>
            <translation>The game is worth nothing: nobody gains or loses points.</translation>
        </message>
        <message>
            <source>Nobody wins</source>
            <translation>Nobody wins</translation>
        </message>
        <message>
            <source>Analyse the game…</source>
            <translation>Analyse the game…</translation>
        </message>
        <message>
            <source>Every decision you made, what it was worth and what would have been better</source>
            <translation>Every decision you made, what it was worth and what would have been better</translation>
        </message>
        <message>
            <source>Both parties missed their goal.</source>
            <translation>Both parties missed their goal.</translation>
        </message>
        <message>
            <source>Game value %1 for the soloist %2: %2 gets it three times, each of the others loses %1.</source>
            <translation>Game value %1 for the soloist %2: %2 gets it three times, each of the others loses %1.</translation>
        </message>
        <message>
            <source>Game value %1 against the soloist %2: %2 loses it three times, each of the others gets %1.</source>
            <translation>Game value %1 against the soloist %2: %2 loses it three times, each of the others gets %1.</translation>
        </message>
        <message>
            <source>Game value %1 for %2: each of its players gets %1 points, each of the others loses %1.</source>
            <translation>Game value %1 for %2: each of its players gets %1 points, each of the others loses %1.</translation>
        </message>
        <message>
            <source>A Bock game: the game value of %1 counts %2 times.</source>
            <translation>A Bock game: the game value of %1 counts %2 times.</translation>
        </message>
        <message>
            <source>Game value %1 for %2: under plus only each of its players writes %1 points, the others nothing.</source>
            <translation>Game value %1 for %2: under plus only each of its players writes %1 points, the others nothing.</translation>
        </message>
        <message>
            <source>Game value %1 for %2: under minus only each of the others writes minus %1, its players nothing.</source>
            <translation>Game value %1 for %2: under minus only each of the others writes minus %1, its players nothing.</translation>
        </message>
        <message>
            <source>Kalter Schlag: the next game counts double.</source>
            <translation>Kalter Schlag: the next game counts double.</translation>
        </message>
        <message>
            <source>Game value %1 for the soloist %2: under plus only %2 writes %3, the others nothing.</source>
            <translation>Game value %1 for the soloist %2: under plus only %2 writes %3, the others nothing.</translation>
        </message>
        <message>
            <source>Game value %1 against the soloist %2: under plus only each of the others writes %3, %2 nothing.</source>
            <translation>Game value %1 against the soloist %2: under plus only each of the others writes %3, %2 nothing.</translation>
        </message>
        <message>
            <source>Game value %1 against the soloist %2: under plus only each of the others writes %1, %2 nothing.</source>
            <translation>Game value %1 against the soloist %2: under plus only each of the others writes %1, %2 nothing.</translation>
        </message>
        <message>
            <source>Game value %1 against the soloist %2: under minus only %2 writes minus %3, the others nothing.</source>
            <translation>Game value %1 against the soloist %2: under minus only %2 writes minus %3, the others nothing.</translation>
        </message>
        <message>
            <source>Game value %1 for the soloist %2: under minus only each of the others writes minus %3, %2 nothing.</source>
            <translation>Game value %1 for the soloist %2: under minus only each of the others writes minus %3, %2 nothing.</translation>
        </message>
        <message>
            <source>Game value %1 for the soloist %2: under minus only each of the others writes minus %1, %2 nothing.</source>
            <translation>Game value %1 for the soloist %2: under minus only each of the others writes minus %1, %2 nothing.</translation>
        </message>
        <message>
            <source>%1 Augen</source>
            <translation>%1 Augen</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Game value</source>
            <translation>Game value</translation>
        </message>
        <message>
            <source>sits out</source>
            <translation>sits out</translation>
        </message>
    </context>
    <context>
        <name>ScoreForm</name>
        <message>
            <source>Nobody scores; the same dealer deals again.</source>
            <translation>Nobody scores; the same dealer deals again.</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Why</translation>
        </message>
        <message>
            <source>What do these lines mean?</source>
            <translation>What do these lines mean?</translation>
        </message>
        <message>
            <source>Explain every scoring line of this game (or point at a line)</source>
            <translation>Explain every scoring line of this game (or point at a line)</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Plus points</source>
            <translation>Plus points</translation>
        </message>
        <message>
            <source>Minus points</source>
            <translation>Minus points</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Plus only: the winners write their points, the losers nothing, so the totals do not add up to zero.</source>
            <translation>Plus only: the winners write their points, the losers nothing, so the totals do not add up to zero.</translation>
        </message>
        <message>
            <source>Minus only: the losers write their points as minus, the winners nothing, so the totals do not add up to zero.</source>
            <translation>Minus only: the losers write their points as minus, the winners nothing, so the totals do not add up to zero.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>no animation</source>
            <translation>no animation</translation>
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
            <translation>Language</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>&amp;Card movement:</source>
            <translation>&amp;Card movement:</translation>
        </message>
        <message>
            <source>How long a card takes to move to the middle and a trick to its winner</source>
            <translation>How long a card takes to move to the middle and a trick to its winner</translation>
        </message>
        <message>
            <source>Card &amp;width:</source>
            <translation>Card &amp;width:</translation>
        </message>
        <message>
            <source>Width of the cards in your hand</source>
            <translation>Width of the cards in your hand</translation>
        </message>
        <message>
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Playing</translation>
        </message>
        <message>
            <source>Play a card with a &amp;double-click instead of a single click</source>
            <translation>Play a card with a &amp;double-click instead of a single click</translation>
        </message>
        <message>
            <source>&amp;Ask before a card is played</source>
            <translation>&amp;Ask before a card is played</translation>
        </message>
        <message>
            <source>Play the only allowed card &amp;automatically</source>
            <translation>Play the only allowed card &amp;automatically</translation>
        </message>
        <message>
            <source>Show all &amp;hands while I sit out as dealer (five players)</source>
            <translation>Show all &amp;hands while I sit out as dealer (five players)</translation>
        </message>
        <message>
            <source>Ctrl+Z takes back your last card or announcement; a game played with take-backs is marked in the score sheet</source>
            <translation>Ctrl+Z takes back your last card or announcement; a game played with take-backs is marked in the score sheet</translation>
        </message>
        <message>
            <source>Allow &amp;taking back a card or an announcement</source>
            <translation>Allow &amp;taking back a card or an announcement</translation>
        </message>
    </context>
    <context>
        <name>SpiellisteWidget</name>
        <message>
            <source>Double-click a game to replay it trick by trick</source>
            <translation>Double-click a game to replay it trick by trick</translation>
        </message>
        <message>
            <source>Export &amp;CSV…</source>
            <translation>Export &amp;CSV…</translation>
        </message>
        <message>
            <source>Export chart as &amp;PNG…</source>
            <translation>Export chart as &amp;PNG…</translation>
        </message>
        <message>
            <source>&amp;Analyse…</source>
            <translation>&amp;Analyse…</translation>
        </message>
        <message>
            <source>Analyse the selected game (the last one if none is selected): every decision you made</source>
            <translation>Analyse the selected game (the last one if none is selected): every decision you made</translation>
        </message>
        <message>
            <source>Bock</source>
            <translation>Bock</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>No.</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Announced</source>
            <translation>Announced</translation>
        </message>
        <message>
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <source>Doubled</source>
            <translation>Doubled</translation>
        </message>
        <message>
            <source>Played with take-backs</source>
            <translation>Played with take-backs</translation>
        </message>
        <message>
            <source>A Bock game: its value counts %1 times</source>
            <translation>A Bock game: its value counts %1 times</translation>
        </message>
        <message>
            <source>%1: %2 in this game, %3 in all</source>
            <translation>%1: %2 in this game, %3 in all</translation>
        </message>
        <message>
            <source>No game played yet.</source>
            <translation>No game played yet.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) played</source>
            <translation>
                <numerusform>%n game played</numerusform>
                <numerusform>%n games played</numerusform>
            </translation>
        </message>
        <message>
            <source>in the lead: %1 (%2)</source>
            <translation>in the lead: %1 (%2)</translation>
        </message>
        <message>
            <source>Replay trick by trick…</source>
            <translation>Replay trick by trick…</translation>
        </message>
        <message>
            <source>Analyse the game…</source>
            <translation>Analyse the game…</translation>
        </message>
        <message>
            <source>How would Profi have played?…</source>
            <translation>How would Profi have played?…</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 points</translation>
        </message>
        <message>
            <source>%1 total</source>
            <translation>%1 total</translation>
        </message>
        <message>
            <source>Export the score sheet</source>
            <translation>Export the score sheet</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Export the chart</source>
            <translation>Export the chart</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG images (*.png)</translation>
        </message>
    </context>
    <context>
        <name>StandingsDialog</name>
        <message>
            <source>Final standings</source>
            <translation>Final standings</translation>
        </message>
        <message>
            <source>%1 wins the Partie with %2 points.</source>
            <translation>%1 wins the Partie with %2 points.</translation>
        </message>
        <message>
            <source>%1 share first place with %2 points.</source>
            <translation>%1 share first place with %2 points.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) played</source>
            <translation>
                <numerusform>%n game played</numerusform>
                <numerusform>%n games played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s) thrown in</source>
            <translation>
                <numerusform>%n deal thrown in</numerusform>
                <numerusform>%n deals thrown in</numerusform>
            </translation>
        </message>
        <message>
            <source>Money is settled on half the difference between each two players.</source>
            <translation>Money is settled on half the difference between each two players.</translation>
        </message>
        <message>
            <source>%1 pays %2 %3</source>
            <translation>%1 pays %2 %3</translation>
        </message>
        <message>
            <source>At %1 a point:</source>
            <translation>At %1 a point:</translation>
        </message>
        <message>
            <source>Nobody owes anything.</source>
            <translation>Nobody owes anything.</translation>
        </message>
    </context>
    <context>
        <name>StandingsForm</name>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Money</translation>
        </message>
    </context>
    <context>
        <name>StatistikWindow</name>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Rules:</source>
            <translation>Rules:</translation>
        </message>
        <message>
            <source>Opponents:</source>
            <translation>Opponents:</translation>
        </message>
        <message>
            <source>all</source>
            <translation>all</translation>
        </message>
        <message numerus="yes">
            <source>Accuracy per game and its moving average (%n games)</source>
            <translation>
                <numerusform>Accuracy per game and its moving average (%n game)</numerusform>
                <numerusform>Accuracy per game and its moving average (%n games)</numerusform>
            </translation>
        </message>
        <message>
            <source>Points per game</source>
            <translation>Points per game</translation>
        </message>
        <message>
            <source>Games won by role</source>
            <translation>Games won by role</translation>
        </message>
        <message>
            <source>Where you lose most: mean loss per decision</source>
            <translation>Where you lose most: mean loss per decision</translation>
        </message>
        <message>
            <source>games</source>
            <translation>games</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>mean points</source>
            <translation>mean points</translation>
        </message>
        <message>
            <source>with your announcement</source>
            <translation>with your announcement</translation>
        </message>
        <message>
            <source>solos</source>
            <translation>solos</translation>
        </message>
        <message>
            <source>No games in your history yet. Every game you finish at the table goes in, and here you will see: your accuracy per game and its moving average (once the analysis has run in the background), your points per game, the games won as Re, Kontra, soloist and against a solo, your announcements and solos, and the kinds of decision where you lose most.</source>
            <translation>No games in your history yet. Every game you finish at the table goes in, and here you will see: your accuracy per game and its moving average (once the analysis has run in the background), your points per game, the games won as Re, Kontra, soloist and against a solo, your announcements and solos, and the kinds of decision where you lose most.</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>Lesson: {title}</translation>
        </message>
        <message>
            <source>Not judged yet: the analysis runs in the background.</source>
            <translation>Not judged yet: the analysis runs in the background.</translation>
        </message>
        <message>
            <source>{kind}: {mean} points per decision (accuracy {acc}), {mistakes} mistakes in {count} decisions</source>
            <translation>{kind}: {mean} points per decision (accuracy {acc}), {mistakes} mistakes in {count} decisions</translation>
        </message>
    </context>
    <context>
        <name>TablePresenter</name>
        <message>
            <source>Watching the computer players.</source>
            <translation>Watching the computer players.</translation>
        </message>
        <message>
            <source>You deal and sit out: watching this game.</source>
            <translation>You deal and sit out: watching this game.</translation>
        </message>
        <message>
            <source>Practice game (not counted)</source>
            <translation>Practice game (not counted)</translation>
        </message>
        <message>
            <source>Double-click</source>
            <translation>Double-click</translation>
        </message>
        <message>
            <source>Click</source>
            <translation>Click</translation>
        </message>
        <message>
            <source>{how} a card, or choose it with the arrow keys and press Enter, to play it too.</source>
            <translation>{how} a card, or choose it with the arrow keys and press Enter, to play it too.</translation>
        </message>
        <message>
            <source>Playing out quickly…</source>
            <translation>Playing out quickly…</translation>
        </message>
        <message>
            <source>{name} is next.</source>
            <translation>{name} is next.</translation>
        </message>
        <message>
            <source>Your turn: healthy or a reservation?</source>
            <translation>Your turn: healthy or a reservation?</translation>
        </message>
        <message>
            <source>Your turn: take the Armut or decline it.</source>
            <translation>Your turn: take the Armut or decline it.</translation>
        </message>
        <message>
            <source>Your turn: choose the cards to give back.</source>
            <translation>Your turn: choose the cards to give back.</translation>
        </message>
        <message>
            <source>Your turn: say them or keep quiet.</source>
            <translation>Your turn: say them or keep quiet.</translation>
        </message>
        <message>
            <source>Your turn: drag a card to the middle.</source>
            <translation>Your turn: drag a card to the middle.</translation>
        </message>
        <message>
            <source>Play this card?</source>
            <translation>Play this card?</translation>
        </message>
        <message>
            <source>Play {card}?</source>
            <translation>Play {card}?</translation>
        </message>
        <message>
            <source>You play your first Karo-König and may name your partner (a Genscher): you and he are Re from now on, the others Kontra, and every Absage so far is void.</source>
            <translation>You play your first Karo-König and may name your partner (a Genscher): you and he are Re from now on, the others Kontra, and every Absage so far is void.</translation>
        </message>
        <message>
            <source>No Genscher</source>
            <translation>No Genscher</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
    </context>
    <context>
        <name>TippPanel</name>
        <message>
            <source>Hint: thinking …</source>
            <translation>Hint: thinking …</translation>
        </message>
        <message>
            <source>Press H in your turn: the hint weighs every choice you have.</source>
            <translation>Press H in your turn: the hint weighs every choice you have.</translation>
        </message>
        <message>
            <source>There is nothing to weigh here.</source>
            <translation>There is nothing to weigh here.</translation>
        </message>
        <message>
            <source>Cancel (H)</source>
            <translation>Cancel (H)</translation>
        </message>
        <message>
            <source>Show a hint (H)</source>
            <translation>Show a hint (H)</translation>
        </message>
        <message>
            <source>The other choices:</source>
            <translation>The other choices:</translation>
        </message>
    </context>
    <context>
        <name>TrumpDock</name>
        <message>
            <source>Trump order</source>
            <translation>Trump order</translation>
        </message>
    </context>
    <context>
        <name>TrumpPanel</name>
        <message>
            <source>Plain suits, the highest first</source>
            <translation>Plain suits, the highest first</translation>
        </message>
        <message>
            <source>Trumps still out</source>
            <translation>Trumps still out</translation>
        </message>
        <message>
            <source>Suits not followed (shown void)</source>
            <translation>Suits not followed (shown void)</translation>
        </message>
        <message>
            <source>No game is being played.</source>
            <translation>No game is being played.</translation>
        </message>
    </context>
    <context>
        <name>WaysInDialog</name>
        <message>
            <source>Welcome to dokodesk</source>
            <translation>Welcome to dokodesk</translation>
        </message>
        <message>
            <source>Doppelkopf at your own table. How would you like to begin?</source>
            <translation>Doppelkopf at your own table. How would you like to begin?</translation>
        </message>
        <message>
            <source>Play a Partie</source>
            <translation>Play a Partie</translation>
        </message>
        <message>
            <source>Four at the table: you and three computer players.</source>
            <translation>Four at the table: you and three computer players.</translation>
        </message>
        <message>
            <source>Learn Doppelkopf</source>
            <translation>Learn Doppelkopf</translation>
        </message>
        <message>
            <source>Lessons at the table, from the cards and their Augen to the house rules.</source>
            <translation>Lessons at the table, from the cards and their Augen to the house rules.</translation>
        </message>
        <message>
            <source>Read the rules</source>
            <translation>Read the rules</translation>
        </message>
        <message>
            <source>The rules of the game in plain words.</source>
            <translation>The rules of the game in plain words.</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Not now</translation>
        </message>
    </context>
    <context>
        <name>WindowDialogs</name>
        <message>
            <source>Saved as {name}: a new Partie offers these rules.</source>
            <translation>Saved as {name}: a new Partie offers these rules.</translation>
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
            <translation>&amp;New Partie…</translation>
        </message>
        <message>
            <source>&amp;Resume saved Partie</source>
            <translation>&amp;Resume saved Partie</translation>
        </message>
        <message>
            <source>&amp;Save game record…</source>
            <translation>&amp;Save game record…</translation>
        </message>
        <message>
            <source>Re&amp;play a game…</source>
            <translation>Re&amp;play a game…</translation>
        </message>
        <message>
            <source>&amp;Analyse a game…</source>
            <translation>&amp;Analyse a game…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistics…</translation>
        </message>
        <message>
            <source>&amp;House rules…</source>
            <translation>&amp;House rules…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <source>&amp;Take back</source>
            <translation>&amp;Take back</translation>
        </message>
        <message>
            <source>Show &amp;last trick</source>
            <translation>Show &amp;last trick</translation>
        </message>
        <message>
            <source>&amp;Finish the game quickly</source>
            <translation>&amp;Finish the game quickly</translation>
        </message>
        <message>
            <source>&amp;Claim the remaining tricks</source>
            <translation>&amp;Claim the remaining tricks</translation>
        </message>
        <message>
            <source>&amp;Give up the remaining tricks</source>
            <translation>&amp;Give up the remaining tricks</translation>
        </message>
        <message>
            <source>&amp;End the practice game</source>
            <translation>&amp;End the practice game</translation>
        </message>
        <message>
            <source>Show active &amp;rules…</source>
            <translation>Show active &amp;rules…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Score sheet</translation>
        </message>
        <message>
            <source>&amp;Trump order</source>
            <translation>&amp;Trump order</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>S&amp;ettings…</source>
            <translation>S&amp;ettings…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Learn Doppelkopf…</source>
            <translation>&amp;Learn Doppelkopf…</translation>
        </message>
        <message>
            <source>&amp;Read the rules…</source>
            <translation>&amp;Read the rules…</translation>
        </message>
        <message>
            <source>&amp;Ways into dokodesk…</source>
            <translation>&amp;Ways into dokodesk…</translation>
        </message>
        <message>
            <source>&amp;About dokodesk…</source>
            <translation>&amp;About dokodesk…</translation>
        </message>
        <message numerus="yes">
            <source>Practise &amp;mistakes (%n waiting)…</source>
            <translation>
                <numerusform>Practise &amp;mistakes (%n waiting)…</numerusform>
                <numerusform>Practise &amp;mistakes (%n waiting)…</numerusform>
            </translation>
        </message>
    </context>
</TS>
