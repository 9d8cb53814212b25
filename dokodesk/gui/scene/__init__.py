"""A generic card scene in Qt, built the way KPatience builds its card games: card items and
name plates (:mod:`.items`), where hands, tricks and piles lie (:mod:`.layout`), cards moving
(:mod:`.animation`), the mouse and keyboard on the hand (:mod:`.input`) and the view on the felt
that joins them (:mod:`.view`).

The scene knows no game: a card is an opaque id drawn by a face provider, and whether a card
may be played is asked of one hook that answers None (played) or the reason why not.
"""
