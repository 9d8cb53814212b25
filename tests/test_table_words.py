"""The words of the card table and the Spielliste (dokodesk.text.table), without Qt: the
header, the name plates and their chips, and the last trick's caption for a Hochzeit, an Armut,
a solo and at five, in German and English."""

from __future__ import annotations

import random

from dokodesk.engine.cards import AUGEN, CQ
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    State,
    apply,
    legal_actions,
    legal_cards,
    may_declare_poverty,
    new_game,
)
from dokodesk.engine.order import WHY_WINS
from dokodesk.engine.partie import PartieSettings, is_over, new_partie, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import public_view, view
from dokodesk.text.table import (
    CHIP_KINDS,
    WORDS,
    Chip,
    Seating,
    contract_text,
    describe_game,
    header_lines,
    last_trick_lines,
    plates,
    trick_reason,
)
from dokodesk.text.words import solo_name

NAMES = ("Du", "Anna", "Bernd", "Clara")
SEATING = Seating(NAMES, ("human", "profi", "anfaenger", "random"), human=0,
                  seats=SeatMap(4, dealer=3), totals=(5, -5, 0, 0), game=4)


def setup_where(holds, rules: str = "kneipe") -> tuple[GameSetup, int]:
    """The first seeded deal in which some player's hand passes ``holds``, and that player."""
    for seed in range(1000):
        setup = GameSetup.from_seed(preset(rules), seed=seed)
        for player, hand in enumerate(setup.hands):
            if holds(setup.rules, hand):
                return setup, player
    raise LookupError("no such deal")


def reservations(state: State, said: dict[int, str]) -> State:
    """Each player says what ``said`` gives for him, gesund otherwise."""
    while state.phase == Phase.RESERVATIONS:
        player = state.to_act
        kind = said.get(player, "gesund")
        state = apply(state, next(a for a in legal_actions(state, player)
                                  if isinstance(a, Reserve) and a.kind == kind))
    return state


def play_first_cards(state: State, until) -> State:
    """Play the first legal card until ``until(state)`` holds."""
    while not until(state):
        state = apply(state, Play(state.to_act, legal_cards(state)[0]))
    return state


def test_a_hochzeit_before_and_after_its_klaerungsstich() -> None:
    setup, bride = setup_where(lambda rules, hand: hand.count(CQ) == 2)
    state = reservations(new_game(setup), {bride: "hochzeit"})
    name = NAMES[bride]
    other = (bride + 1) % 4
    shown = view(state, other)
    assert header_lines(shown, SEATING, "de") == [f"Spiel 4 · Hochzeit: {name}"]
    assert plates(shown, SEATING, "de")[bride].chips == (
        Chip("Re", "re"), Chip("Hochzeit", "reservation"), Chip("Stiche: 0", "tricks"))
    assert plates(shown, SEATING, "en")[other].chips == (Chip("Tricks: 0", "tricks"),)
    state = play_first_cards(state, lambda st: st.clarified > 0)
    shown = view(state, other)
    partner = next((p for p in range(4) if p != bride and state.re[p]), None)
    if partner is None:
        expected = "alone (Karo solo)"
    elif partner == other:
        expected = "you are the partner"
    else:
        expected = f"partner {NAMES[partner]}"
    assert contract_text(shown, SEATING, "en") == f"Hochzeit: {name} · {expected}"
    parties = [plates(shown, SEATING, "en")[p].chips[0] for p in range(4)]
    assert parties == [Chip("Re", "re") if state.re[p] else Chip("Kontra", "kontra")
                       for p in range(4)]


def test_an_armut_offered_declined_taken_and_returned() -> None:
    setup, poor = setup_where(may_declare_poverty)
    state = reservations(new_game(setup), {poor: "armut"})
    assert state.phase == Phase.POVERTY_OFFER
    given = len(state.poverty.given)
    first = state.to_act
    assert header_lines(view(state, poor), SEATING, "de")[1:] == [
        f"Du bietest {given} Trümpfe an"]
    assert header_lines(view(state, first), SEATING, "en") == [
        f"Game 4 · Armut: {NAMES[poor]}", f"{NAMES[poor]} offers {given} trumps"]
    assert plates(view(state, first), SEATING, "de")[poor].chips == (
        Chip("Armut", "reservation"),)
    state = apply(state, PovertyReply(first, False))
    taker = state.to_act
    state = apply(state, PovertyReply(taker, True))
    assert state.phase == Phase.POVERTY_RETURN
    seen = plates(view(state, poor), SEATING, "en")
    assert seen[first].chips == (Chip("Declined", "declined"),)
    assert seen[taker].chips == (Chip("Took the Armut", "reservation"),)
    assert header_lines(view(state, taker), SEATING, "de") == [
        f"Spiel 4 · Armut: {NAMES[poor]} · von dir genommen", f"Du gibst {given} Karten zurück"]
    assert header_lines(view(state, poor), SEATING, "en")[1] == (
        f"{NAMES[taker]} gives {given} cards back")


def test_a_solo_shows_the_soloist_and_both_parties() -> None:
    state = reservations(new_game(GameSetup.from_seed(preset("ddv"), seed=8)), {2: "damen"})
    assert state.phase == Phase.PLAY
    shown = view(state, 0)
    header = contract_text(shown, SEATING, "de")
    assert header.startswith("Damensolo: Bernd")
    assert contract_text(shown, SEATING, "en").startswith("Queens solo: Bernd")
    chips = plates(shown, SEATING, "de")
    assert chips[2].chips[:2] == (Chip("Re", "re"), Chip("Damensolo", "reservation"))
    assert all(chips[p].chips[0] == Chip("Kontra", "kontra") for p in (0, 1, 3))
    assert chips[0].subtitle == "5 Punkte"  # the human's plate names no level
    assert chips[1].subtitle == "Profi · -5 Punkte"
    assert chips[3].subtitle == "Zufallsspieler · 0 Punkte · Geber"


def test_the_reservations_show_only_your_own_in_full() -> None:
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=8))
    said = {state.to_act: "gesund", (state.to_act + 1) % 4: "karo"}
    for player, kind in said.items():
        state = apply(state, next(a for a in legal_actions(state, player)
                                  if isinstance(a, Reserve) and a.kind == kind))
    solist = (state.to_act - 1) % 4
    assert contract_text(view(state, solist), SEATING, "de") == "Vorbehalte"
    assert plates(view(state, solist), SEATING, "de")[solist].chips == (
        Chip("Karo-Solo", "reservation"),)
    other = plates(view(state, state.to_act), SEATING, "en")
    assert other[solist].chips == (Chip("Reservation", "reservation"),)
    assert other[(solist - 1) % 4].chips == (Chip("Healthy", "healthy"),)
    assert other[state.to_act].turn and not other[solist].turn


def test_at_five_the_dealer_sits_out_and_watches() -> None:
    seats = SeatMap(5, dealer=2)
    names = ("Du", "Anna", "Bernd", "Clara", "Dieter")
    seating = Seating(names, ("profi",) * 5, human=2, seats=seats, totals=(1, 2, 3, 4, 5), game=7)
    state = new_game(GameSetup.from_seed(preset("kneipe"), seed=4))
    state = reservations(state, {})
    shown = public_view(state)
    assert header_lines(shown, seating, "en") == [
        "Game 7 · Normal game", "You deal and sit out this game"]
    seen = plates(shown, seating, "de")
    assert seen[2].sits_out and not seen[2].turn
    assert seen[2].chips == (Chip("Setzt aus", "sits_out"),)
    assert seen[2].subtitle == "3 Punkte · Geber"  # the human's seat names no level
    first = seats.seat(state.to_act)
    assert seen[first].turn and seen[first].name == names[first]
    assert seating.name(0) == "Clara"  # player 0 sits at the dealer's left
    watching = seating._replace(human=None)  # a replay: nobody at the table is the human
    assert header_lines(shown, watching, "en") == ["Game 7 · Normal game"]


def test_the_last_tricks_caption_names_its_winner() -> None:
    state = reservations(new_game(GameSetup.from_seed(preset("ddv"), seed=8)), {})
    assert last_trick_lines(view(state, 0), SEATING, "de") == []
    state = play_first_cards(state, lambda st: len(st.tricks) == 1)
    trick = state.tricks[0]
    augen = sum(AUGEN[c] for c in trick.cards)
    mine = last_trick_lines(view(state, trick.winner), SEATING, "de")
    reason = trick_reason(view(state, trick.winner), SEATING, "de").split(": ", 1)[1]
    assert mine == ["Letzter Stich", f"Du hast ihn mit {augen} Augen gewonnen",
                    reason[0].upper() + reason[1:]]
    theirs = last_trick_lines(view(state, (trick.winner + 1) % 4), SEATING, "en")
    assert theirs[1] == f"{NAMES[trick.winner]} won it with {augen} Augen"


def test_every_chip_has_a_known_kind() -> None:
    rng = random.Random(3)
    for seed in range(30):
        final = random_game(GameSetup.from_seed(preset("kneipe"), seed=seed), rng,
                            reserve_chance=0.5)
        for player in range(4):
            for text in plates(view(final, player), SEATING, "en").values():
                assert {chip.kind for chip in text.chips} <= set(CHIP_KINDS)


def test_the_spielliste_describes_each_game_in_both_languages() -> None:
    settings = PartieSettings(preset("vowi"), names=NAMES, length=("games", 12))
    partie = new_partie(settings, 11)
    rng = random.Random(11)
    while not is_over(partie):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.1,
                                                 announce_chance=0.03), seats)
    before = (0, 0, 0, 0)
    kinds = set()
    for entry in partie.games:
        de = describe_game(entry, NAMES, True, before, "de")
        en = describe_game(entry, NAMES, True, before, "en")
        assert de._replace(game=en.game, announced=en.announced) == en
        kinds.add(entry.kind)
        if entry.kind == "normal":
            assert (de.game, en.game) == ("Normalspiel", "Normal game")
        elif entry.kind == "solo":
            assert de.game.startswith(f"{solo_name(entry.solo, 'de')} ({NAMES[entry.soloist]})")
            assert en.game.startswith(solo_name(entry.solo, "en"))
        elif entry.kind == "armut":
            assert de.game.startswith("Armut (")
        if "schwarz" in en.announced or "no " in en.announced:
            assert "keine" in de.announced or "schwarz" in de.announced
        before = de.totals
    assert {"normal", "solo"} <= kinds
    assert solo_name("damen", "de") == "Damensolo"


def test_an_announcement_chip_differs_from_the_party_chip() -> None:
    state = reservations(new_game(GameSetup.from_seed(preset("ddv"), seed=8)), {})
    player = state.to_act
    party = "re" if state.re[player] else "kontra"
    state = apply(state, Announce(player, 1))
    shown = view(state, player)
    word = "Re" if party == "re" else "Kontra"
    assert plates(shown, SEATING, "de")[player].chips[:2] == (
        Chip(word, party), Chip(f"{word}!", "announcement"))
    state = apply(state, Announce(player, 2))
    assert plates(view(state, player), SEATING, "en")[player].chips[1] == Chip(
        "no 90!", "announcement")


def test_each_trick_is_explained_with_the_engine_reason() -> None:
    """Every reason of the engine is worded in both languages, and in played games the words
    name the card that won."""
    assert all(WORDS[code].de and WORDS[code].en for code in WHY_WINS)
    seen = set()
    for seed in range(30):
        state = random_game(GameSetup.from_seed(preset("vowi"), seed=seed), random.Random(seed))
        shown = view(state, 0)
        seating = Seating(("Du", "Anna", "Bernd", "Clara"), ("human",) + ("profi",) * 3,
                          human=0, seats=SeatMap(4, dealer=3))
        for n, trick in enumerate(shown.tricks, 1):
            for lang in ("de", "en"):
                text = trick_reason(shown, seating, lang, n)
                assert "{" not in text and text.endswith(".")
                who = ("Du" if lang == "de" else "You") if trick.winner == 0 else \
                    seating.name(trick.winner)
                assert text.startswith(who), text
            seen.add(trick_reason(shown, seating, "de", n).split(": ")[1].split()[0])
    assert len(seen) > 3


def test_the_header_names_the_schweine_and_the_bock_factor() -> None:
    from dokodesk.engine.cards import parse_card
    from dokodesk.engine.game import PigKind, Pigs, Reserve, new_game

    rules = preset("kneipe_plus")
    deck = [parse_card(c) for c in ("DA", "DA", "CQ", "SQ", "HJ", "DK", "D9", "CA", "CT", "SA",
                                    "H9", "HK")]
    rest = [c for c in range(24) for _ in range(2)]
    for card in deck:
        rest.remove(card)
    hands = (tuple(deck), tuple(rest[0:12]), tuple(rest[12:24]), tuple(rest[24:36]))
    state = new_game(GameSetup(rules, hands, first=0, bock=2))
    for p in range(4):
        state = apply(state, Reserve(p, "gesund"))
    assert header_lines(view(state, 1), SEATING, "de")[1:] == [
        "Bockspiel ×2 · das letzte Bockspiel"]
    state = apply(state, Pigs(0, PigKind.SCHWEINE))
    assert header_lines(view(state, 1), SEATING, "en")[1:] == [
        "Bock game ×2 · the last Bock game", "Schweine: Du"]


def test_the_header_shows_the_bock_factor_and_the_waiting_bock_games() -> None:
    settings = PartieSettings(preset("kneipe_plus"), length=("games", 16))
    rng = random.Random(7)
    partie = new_partie(settings, 7)
    seen = set()
    while not is_over(partie):
        setup, seats = next_game(partie)
        seating = SEATING._replace(seats=seats, game=len(partie.games) + 1)
        lines = header_lines(view(new_game(setup), 0), seating, "de")
        factors = partie.bock  # the engine's queue: this game's factor first
        if factors:
            waiting = " ".join(f"×{f}" for f in factors[1:])
            expected = f"Bockspiel ×{factors[0]}"
            expected += f" · noch {len(factors) - 1} Bockspiele: {waiting}" if len(
                factors) > 2 else (f" · noch ein Bockspiel: {waiting}" if waiting
                                   else " · das letzte Bockspiel")
            assert lines[1] == expected
            seen.add(len(factors))
        else:
            assert not any("Bock" in line for line in lines)
        english = header_lines(view(new_game(setup), 0), seating, "en")
        assert any("Bock game" in line for line in english) == bool(factors)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.15), seats)
    assert {2, 4} <= seen  # one more Bock game waiting, several waiting


def test_no_bock_words_where_the_rules_have_no_bock_rounds() -> None:
    lines = header_lines(view(new_game(GameSetup.from_seed(preset("kneipe"), seed=3)), 0),
                         SEATING, "en")
    assert len(lines) == 1 and "Bock" not in lines[0]
