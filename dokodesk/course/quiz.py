"""The quizzes: what is asked, what may be answered, the right answer and why, always
computed by the engine (the order of the cards, the trick's winner, the Augen, the goals,
the score), never taken from the lesson file.

>>> from dokodesk.engine.cards import parse_card
>>> from dokodesk.engine.rules import preset
>>> quiz = HigherCard(preset("ddv"), (parse_card("CA"), parse_card("D9")))
>>> answer(quiz) == parse_card("D9"), explanation(quiz).words("en")
(True, 'The nine of diamonds is higher: the nine of diamonds is a trump, the ace of clubs a \
plain card, and every trump beats every plain card.')
>>> trick = TrickWinner(preset("ddv"), tuple(parse_card(c) for c in ("HT", "CQ", "HT", "D9")))
>>> answer(trick), explanation(trick).words("de")
(0, 'Du gewinnst den Stich: von zwei Dullen sticht die erste.')
>>> options(CountAugen((parse_card("CA"), parse_card("CT"), parse_card("CK"), parse_card("C9"))))
(15, 24, 25, 26)
"""

from __future__ import annotations

from dokodesk.course.computers import play_out
from dokodesk.course.lesson import CountAugen, GameValue, HigherCard, NeededAugen, Quiz, TrickWinner
from dokodesk.course.said import Said, both, seat_word
from dokodesk.engine.cards import AUGEN, HT, Card, card_name, suit_of
from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import (
    SCHWARZ,
    Contract,
    ContractKind,
    GameSetup,
    Pig,
    PigKind,
    State,
    dulle_second,
    dulle_why,
    new_game,
    schweine_cards,
)
from dokodesk.engine.order import (
    Order,
    beats,
    order_for,
    trick_winner,
)
from dokodesk.engine.rules import Solo
from dokodesk.engine.scoring import party_goal, result
from dokodesk.text.messages import render
from dokodesk.text.table import announcement_text, say
from dokodesk.text.verdict import goal_words
from dokodesk.text.words import SUITS, card_words

GOALS: tuple[int, ...] = (30, 60, 90, 120, 121, 151, 181, 211)
"""The Augen a party may need: what a quiz on goals offers besides the answer."""


def question(quiz: Quiz) -> Said:
    """What the quiz asks."""
    if isinstance(quiz, NeededAugen):
        if not any(quiz.levels):
            return Said("quiz_needed_augen_none", {"party": quiz.party})
        return Said("quiz_needed_augen", {"party": quiz.party, "said": both(
            lambda lang: " · ".join(announcement_text(party, level, lang) for party, level
                                    in zip(("re", "kontra"), quiz.levels, strict=True)
                                    if level))})
    if isinstance(quiz, GameValue):
        return Said("quiz_game_value", {"party": result(played_game(quiz)).winner or ""})
    return Said("quiz_" + quiz.kind.value)


def options(quiz: Quiz) -> tuple[int, ...]:
    """What may be answered: a card (a higher-card quiz), a seat (who wins the trick) or a
    number (the choices of the file, or the answer among numbers close to it)."""
    if isinstance(quiz, HigherCard):
        return quiz.cards
    if isinstance(quiz, TrickWinner):
        return (0, 1, 2, 3)
    if quiz.choices:
        return quiz.choices
    right = answer(quiz)
    if isinstance(quiz, NeededAugen):
        others = sorted((g for g in GOALS if g != right), key=lambda g: (abs(g - right), g))
        return tuple(sorted((right, *others[:3])))
    steps = (-10, -1, 1, 10, 11) if isinstance(quiz, CountAugen) else (-1, 1, 2, 3)
    lowest = 0 if isinstance(quiz, CountAugen) else 1
    near = [right + d for d in steps if right + d >= lowest][:3]
    return tuple(sorted((right, *near)))


def quiz_order(quiz: HigherCard | TrickWinner) -> Order:
    """The card order a quiz is asked in: the game's, with announced Schweine on top."""
    top = _schweine(quiz)
    return order_for(quiz.game, () if top is None else (top,))


def _schweine(quiz: HigherCard | TrickWinner) -> Card | None:
    """The card of the quiz's announced Schweine (None: none announced, or none in this game
    under its rules)."""
    if not quiz.schweine:
        return None
    contract = (Contract(ContractKind.NORMAL) if quiz.game == "normal"
                else Contract(ContractKind.SOLO, 0, Solo(quiz.game)))
    cards = schweine_cards(quiz.rules, contract)
    return None if cards is None else cards[0]


def _trick(quiz: TrickWinner) -> tuple[tuple[Pig, ...], int]:
    """The quiz's trick as the engine's Dulle rule asks for it: the Schweine said (as
    announced before it) and its number (0-based: the first, or the game's last)."""
    top = _schweine(quiz)
    pigs = () if top is None else (Pig(0, PigKind.SCHWEINE, top, 0),)
    return pigs, quiz.rules.tricks_per_game - 1 if quiz.last else 0


def _second_dulle(quiz: TrickWinner) -> bool:
    return dulle_second(quiz.rules, *_trick(quiz))


def answer(quiz: Quiz) -> int:
    """The right answer."""
    if isinstance(quiz, HigherCard):
        a, b = quiz.cards
        return a if beats(quiz_order(quiz), a, b, second_dulle=False) else b
    if isinstance(quiz, TrickWinner):
        return (quiz.leader + _winner(quiz)) % 4
    if isinstance(quiz, CountAugen):
        return sum(AUGEN[c] for c in quiz.cards)
    if isinstance(quiz, NeededAugen):
        return party_goal(quiz.rules, quiz.levels, quiz.party).augen
    return abs(result(played_game(quiz)).value)


def _winner(quiz: TrickWinner) -> int:
    """The index of the winning card of a trick quiz."""
    return trick_winner(quiz_order(quiz), quiz.cards, _second_dulle(quiz))


def explanation(quiz: Quiz) -> Said:
    """Why the right answer is right."""
    if isinstance(quiz, HigherCard):
        high = answer(quiz)
        low = quiz.cards[1] if high == quiz.cards[0] else quiz.cards[0]
        order = quiz_order(quiz)
        names = {"card": card_name(high), "other": card_name(low)}
        if order.trump[high] and order.trump[low]:
            return Said("explain_higher_trump", names)
        if order.trump[high]:
            return Said("explain_higher_plain", names)
        suit = order.suit[high]
        return Said("explain_higher_suit", {
            **names, "suit": _SUIT_WORDS[suit],
            "cards": [card_name(c) for c in order.plain_order(suit)]})
    if isinstance(quiz, TrickWinner):
        i = _winner(quiz)
        card = quiz.cards[i]
        pigs, index = _trick(quiz)
        why = dulle_why(quiz.rules, pigs, quiz_order(quiz), quiz.cards, index)
        seat = (quiz.leader + i) % 4
        return Said("explain_trick_winner_you" if seat == 0 else "explain_trick_winner", {
            "name": seat_word(seat, learner=0),
            "why": both(lambda lang: say(why, lang, card=card_words(card, lang),
                                         suit=SUITS[suit_of(card)].get(lang)))})
    if isinstance(quiz, CountAugen):
        return Said("explain_count_augen", {"total": answer(quiz), "terms": both(
            lambda lang: " + ".join(f"{card_words(c, lang)} {AUGEN[c]}" for c in quiz.cards))})
    if isinstance(quiz, NeededAugen):
        return Said("explain_needed_augen", {"party": quiz.party, "goal": both(
            lambda lang: goal_words(quiz.rules, quiz.levels, quiz.party, lang))})
    res = result(played_game(quiz))
    winner = res.winner or ""

    def terms(lang: str) -> str:
        return ", ".join(f"{render(ln.item, {}, lang)} {'+' if ln.party == winner else '−'}"
                         f"{ln.points}" for ln in res.lines)

    return Said("explain_game_value", {"party": winner, "value": answer(quiz),
                                       "terms": both(terms)})


def miss(quiz: Quiz, given: int) -> Said:
    """Why the wrong answer ``given`` is wrong, naming only what was given (the card clicked,
    the card of the player clicked, the number chosen), never the right answer, so that the
    learner can try again."""
    if isinstance(quiz, HigherCard):
        order = quiz_order(quiz)
        other = quiz.cards[1] if given == quiz.cards[0] else quiz.cards[0]
        name = {"card": card_name(given)}
        if not order.trump[given]:
            if order.trump[other]:
                return Said("miss_higher_plain", name)
            return Said("miss_higher_suit", {**name, "suit": _SUIT_WORDS[order.suit[given]]})
        return Said("miss_higher_trump", name)
    if isinstance(quiz, TrickWinner):
        return _miss_trick(quiz, given)
    right = answer(quiz)
    direction = "more" if given < right else "less"
    if isinstance(quiz, CountAugen):
        return Said(f"miss_count_augen_{direction}", {"given": given})
    if isinstance(quiz, NeededAugen):
        return Said(f"miss_needed_augen_{direction}", {"given": given, "party": quiz.party})
    return Said(f"miss_game_value_{direction}", {"given": given})


_SUIT_WORDS = ("kreuz", "pik", "herz", "karo")


def _miss_trick(quiz: TrickWinner, seat: int) -> Said:
    """Why the card of ``seat`` does not win the trick of a quiz, without naming the one that
    does."""
    order = quiz_order(quiz)
    card = quiz.cards[(seat - quiz.leader) % 4]
    best = quiz.cards[_winner(quiz)]
    name = {"card": card_name(card)}
    if card == best:
        return Said("miss_winner_dulle" if card == HT and order.dulle else "miss_winner_equal",
                    name)
    if order.trump[card]:
        return Said("miss_winner_trump_lower", name)
    if any(order.trump[c] for c in quiz.cards):
        return Said("miss_winner_trumped", name)
    if order.suit[card] != order.suit[quiz.cards[0]]:
        return Said("miss_winner_off_suit", name)
    return Said("miss_winner_suit_lower", name)


def hint(quiz: Quiz) -> Said:
    """A hint that helps without giving the answer away."""
    return Said("hint_" + quiz.kind.value)


def played_game(quiz: GameValue) -> State:
    """The game of a score-sheet quiz, played to its end."""
    setup = GameSetup.from_seed(quiz.rules, quiz.seed, bock=quiz.bock)
    return play_out(new_game(setup), quiz.level, quiz.seed)


def check_quiz(quiz: Quiz) -> None:
    """Refuse a quiz that cannot be asked (raises :class:`RecordError`, the field named
    relative to the quiz): Schweine where the rules have none, two cards neither of which
    beats the other, a goal counted in
    tricks, a game that is a solo or has no winner, choices without the answer or twice."""
    if isinstance(quiz, HigherCard | TrickWinner) and quiz.schweine and _schweine(quiz) is None:
        raise RecordError("lesson_no_schweine", field="schweine")
    if isinstance(quiz, HigherCard):
        a, b = quiz.cards
        order = quiz_order(quiz)
        if beats(order, a, b, second_dulle=False) == beats(order, b, a, second_dulle=False):
            raise RecordError("lesson_not_comparable", field="cards", card=card_name(a),
                              other=card_name(b))
        return
    if isinstance(quiz, TrickWinner):
        return
    if isinstance(quiz, NeededAugen) and SCHWARZ in quiz.levels:
        raise RecordError("lesson_goal_in_tricks",
                          field=("re", "kontra")[quiz.levels.index(SCHWARZ)])
    if isinstance(quiz, GameValue):
        res = result(played_game(quiz))
        if res.winner is None or res.soloist is not None:
            raise RecordError("lesson_game_unfit", field="seed")
    choices = quiz.choices
    if len(set(choices)) != len(choices):
        raise RecordError("lesson_choices_twice", field="choices")
    if choices and answer(quiz) not in choices:
        raise RecordError("lesson_choice_missing", field="choices", value=str(answer(quiz)))
