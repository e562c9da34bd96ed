"""English templates for the hints' reasons (`tutorial.coach`, codes `coach.*`); `coach.po`
translates them."""

from __future__ import annotations

from tutorial.words.i18n import N_, NP_, Message

COACH_REASONS: dict[str, Message] = {
    # What the suggested card does (Schnapsen)
    "coach.takes_trick": NP_(
        "{card} takes the trick and {points} card point.",
        "{card} takes the trick and {points} card points.",
        "points",
    ),
    "coach.heads_trick": NP_(
        "{card} heads the trick for now; {points} card point is in it so far.",
        "{card} heads the trick for now; {points} card points are in it so far.",
        "points",
    ),
    "coach.adds_points": NP_(
        "Your side already takes this trick: {card} adds to it ({points} card point in all).",
        "Your side already takes this trick: {card} adds to it ({points} card points in all).",
        "points",
    ),
    "coach.gives_least": NP_(
        "No card of yours that may be played takes this trick: {card} gives away the least, "
        "{points} card point.",
        "No card of yours that may be played takes this trick: {card} gives away the least, "
        "{points} card points.",
        "points",
    ),
    "coach.lead": N_(
        "Lead {card}: against the hands you cannot see, it promises the most from here."
    ),
    "coach.marriage": N_("Lead {card} and show the marriage: {points} points for your side."),
    "coach.claim": N_("Your side has {points} points: claim 66 and end the deal."),
    "coach.claim_short": N_("Your side has only {points} points, fewer than 66."),
    "coach.letter_false_claim": NP_(
        "By the letter of the card a claim now, with only {points} point, would cost your side "
        "less than playing on: a false claim pays the others only what the claim would have "
        "fetched. Most tables punish a false claim with 2 game points, or 3 if the claimers took "
        "no trick, and a strong player claims only with 66.",
        "By the letter of the card a claim now, with only {points} points, would cost your side "
        "less than playing on: a false claim pays the others only what the claim would have "
        "fetched. Most tables punish a false claim with 2 game points, or 3 if the claimers took "
        "no trick, and a strong player claims only with 66.",
        "points",
    ),
    "coach.play_on": NP_(
        "Your side has {points} point, fewer than 66: play on.",
        "Your side has {points} points, fewer than 66: play on.",
        "points",
    ),
    # Decisions before the play (Schnapsen)
    "coach.kontra": N_("Double: the strong player expects the contract to fail."),
    "coach.no_kontra": N_("Do not double: the strong player does not expect to gain by it."),
    "coach.bid": N_("Bid the {contract}: of all your choices it promises the most."),
    "coach.pass": N_("Pass: no contract you may bid promises more than letting the others play."),
    "coach.trump": N_("Name {suit} as trumps."),
    "coach.aufschlagen": N_("Turn up your unseen card number {n} and let its suit be trumps."),
    "coach.redeal": N_("Three Unters: have the cards shuffled and dealt again."),
    "coach.discard": N_("Lay {card} away: it is the card you will miss least."),
    # Böhmischer Schneider
    "coach.schneider_any_card": N_(
        "{lead} was led: you may answer with any card, and nothing obliges you to take the trick."
    ),
    "coach.schneider_safe_lead": N_(
        "Nothing still out can beat {card}: lead it and the trick is yours."
    ),
    "coach.schneider_lead": N_(
        "Lead {card}: of your cards it risks least against the ones you cannot see."
    ),
    "coach.schneider_takes": NP_(
        "{card} takes the trick with {honours} honour in it.",
        "{card} takes the trick with {honours} honours in it.",
        "honours",
    ),
    "coach.schneider_gives": NP_(
        "No card of yours takes this trick: {card} leaves {honours} honour in it, the fewest.",
        "No card of yours takes this trick: {card} leaves {honours} honours in it, the fewest.",
        "honours",
    ),
}
