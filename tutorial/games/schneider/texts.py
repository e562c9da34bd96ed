"""English templates for the Böhmischer Schneider engine's reasons and variant names."""

from __future__ import annotations

from tutorial.words.i18n import N_

SCHNEIDER_REASONS: dict[str, str] = {
    # a `fact` puzzle: one of the numbers the lessons state (the label is a fact's, translated)
    "schneider.puzzle_fact": N_("{label}: {value}."),
    "schneider.puzzle_fact_too_few": N_("{given} is too few. {label}: {value}."),
    "schneider.puzzle_fact_too_many": N_("{given} is too many. {label}: {value}."),
    # Böhmischer Schneider: who takes a trick (card §04, §02)
    "schneider.ace_led": N_(
        "{lead} was led, and a led ace cannot be beaten: the leader takes the trick."
    ),
    "schneider.seven_beats_ace": N_(
        "{played} beats {lead}: in this variant the seven of a suit beats its ace."
    ),
    "schneider.ace_needs_seven": N_(
        "In this variant only {needed}, the seven of its own suit, beats the led {lead}. "
        "{played} is not that card, so the leader takes the trick."
    ),
    "schneider.next_rank_wins": N_(
        "{played} is the next rank above {lead} in the same suit, so it takes the trick."
    ),
    "schneider.needs_next_rank": N_(
        "Only {needed} beats {lead}: the next rank of the same suit. {played} is not that card, "
        "so the leader takes the trick."
    ),
    "schneider.other_suit": N_(
        "Only {needed} beats {lead}: the next rank of the same suit. {played} belongs to another "
        "suit, and suits never stand in for each other, so the leader takes the trick."
    ),
    "schneider.any_higher_wins": N_(
        "{played} is higher than {lead} in the same suit, so it takes the trick."
    ),
    "schneider.any_higher_lower": N_(
        "{played} is lower than {lead}, so the leader takes the trick."
    ),
    "schneider.any_higher_other_suit": N_(
        "{played} does not follow suit, so it cannot win: the leader takes the trick."
    ),
    "schneider.any_higher_must_follow": N_(
        "You hold a card of the suit led, so you must follow suit: {card} may not be played "
        "on {lead}."
    ),
    "schneider.next_rank_any_suit_wins": N_(
        "{played} is one rank above {lead}; in this variant a card of any suit may do that, "
        "so it takes the trick."
    ),
    "schneider.next_rank_any_suit_needs": N_(
        "Only a card of rank {rank}, of any suit in this variant, beats {lead}. {played} is not "
        "one, so the leader takes the trick."
    ),
    "schneider.free_answer": N_(
        "The answering player may play any card, {card} included, and need not win the trick."
    ),
    "schneider.follows_suit": N_("{card} follows the suit of {lead}, so it may be played."),
    "schneider.cannot_follow": N_(
        "You hold no card of the suit of {lead}, so any card, {card} included, may be played."
    ),
    "schneider.no_winner_in_hand": N_(
        "No card in this hand is the one that beats {lead}, so the leader takes the trick."
    ),
    "schneider.puzzle_wrong_none": N_("{card} would take the trick, so “None of them” is wrong."),
    # Böhmischer Schneider: scoring (card §06, §07)
    "schneider.score_tie": N_("{honours}:{honours} in honours: nobody scores."),
    "schneider.score_simple": N_(
        "{winner_honours}:{loser_honours} in honours: 11 to 15 honours win 1 victory point."
    ),
    "schneider.score_schneider": N_(
        "{winner_honours}:{loser_honours} in honours: 16 to 19 honours make the opponent "
        "Schneider and win 2 victory points."
    ),
    "schneider.score_schwarz": N_(
        "All 20 honours: the opponent is Schwarz, and the winner gets 3 victory points."
    ),
    # Böhmischer Schneider: the session (card §03, §06)
    "schneider.session_open": N_(
        "{counted} of {deals} deals have counted ({score}): the session goes on."
    ),
    "schneider.session_won": N_(
        "{counted} deals have counted and the victory points stand at {score}: more victory "
        "points win the session."
    ),
    "schneider.session_drawn": N_(
        "{counted} deals have counted and the victory points stand at {score}: equal totals, "
        "so the session is drawn."
    ),
    # Böhmischer Schneider: why a wrong choice of a puzzle is wrong (tutorial.games.schneider.puzzles)
    "schneider.puzzle_wrong_ace_led": N_(
        "{card} cannot take the trick: {lead} was led, and a led ace cannot be beaten."
    ),
    "schneider.puzzle_wrong_tie": N_(
        "{winner_honours}:{loser_honours} is a tie, and a tie scores nothing: {points} would need "
        "a winner with {low} to {high} honours."
    ),
    "schneider.puzzle_wrong_tie_all": N_(
        "{winner_honours}:{loser_honours} is a tie, and a tie scores nothing: {points} would need "
        "all {high} honours (Schwarz)."
    ),
    "schneider.puzzle_wrong_not_tie": N_(
        "0 is only for a tie of 10:10; {winner_honours}:{loser_honours} has a winner."
    ),
    "schneider.puzzle_wrong_band": N_(
        "{points} is for a winner with {low} to {high} honours; here the winner has "
        "{winner_honours}."
    ),
    "schneider.puzzle_wrong_band_all": N_(
        "{points} needs all {high} honours (Schwarz); here the winner has {winner_honours}."
    ),
    "schneider.puzzle_wrong_session_not_over": N_(
        "{player} has not won yet: only {counted} of {deals} deals have counted ({score}), so "
        "the session goes on."
    ),
    "schneider.puzzle_wrong_session_not_over_draw": N_(
        "It is no draw yet: only {counted} of {deals} deals have counted ({score}), so the "
        "session goes on."
    ),
    "schneider.puzzle_wrong_session_over": N_(
        "{counted} deals have counted: the session is over and is decided at {score}."
    ),
    "schneider.puzzle_wrong_session_not_drawn": N_(
        "The victory points stand at {score}, not equal, so the session is not drawn."
    ),
    "schneider.puzzle_wrong_session_drawn_not_won": N_(
        "{player} does not win: the victory points are equal ({score}), so the session is drawn."
    ),
    "schneider.puzzle_wrong_session_fewer_points": N_(
        "{player} has fewer victory points ({score}), and more victory points win the session."
    ),
    # Böhmischer Schneider: illegal actions
    "schneider.deal_over": N_("The deal is over: no more cards are played."),
    "schneider.not_a_play": N_("In Böhmischer Schneider the only action is playing a card."),
    "schneider.not_in_hand": N_("{card} is not in the hand of the player to move."),
}

SCHNEIDER_VARIANTS: dict[str, str] = {
    "tie_rule=redeal": N_("a 10:10 deal does not count and is dealt again"),
    # `name=*`: a number option; {value} is the number, formatted for the reader
    "match_deals=*": N_("a session of {value} deals"),
    "match_target=*": N_("a match to {value} victory points"),
    "next_rank_same_suit": N_("only the next rank of the same suit beats a card"),
    "any_higher_same_suit": N_("any higher card of the same suit beats, and you must follow suit"),
    "next_rank_any_suit": N_("the next rank of any suit beats a card"),
    "seven_beats_ace": N_("the seven beats the ace of its suit"),
}
