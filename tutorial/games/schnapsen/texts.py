"""English templates for the Schnapsen engines' reasons, variants, contract and seat names, and
transcript lines (Bauernschnapsen and Dreierschnapsen share them); `schnapsen.po` translates them."""

from __future__ import annotations

from tutorial.words.i18n import N_, NP_, Message

SCHNAPSEN_REASONS: dict[str, Message] = {
    # Puzzle explanations (tutorial.games.schnapsen.puzzles)
    "schnapsen.puzzle_claim_true": NP_(
        "{claimed} is 66 or more, so the claim is right. The opponents have {opponent_tricks} "
        "trick and {opponent_points} card points: the claimers get {scored}.",
        "{claimed} is 66 or more, so the claim is right. The opponents have {opponent_tricks} "
        "tricks and {opponent_points} card points: the claimers get {scored}.",
        "opponent_tricks",
    ),
    "schnapsen.puzzle_claim_false": N_(
        "{claimed} is less than 66, so the claim is wrong: the opponents get what a right claim "
        "would have been worth, {scored}."
    ),
    "schnapsen.puzzle_claim_false_variant": N_(
        "{claimed} is less than 66, so the claim is wrong: in this variant the opponents get {scored}."
    ),
    "schnapsen.auction_won_four": N_(
        "{player} plays the {contract}: it ranks highest in this auction (by value, then seat "
        "priority)."
    ),
    "schnapsen.auction_won_three": N_(
        "{player} plays the {contract}: it ranks highest in this auction (by value, then playing "
        "without the talon, then seat priority)."
    ),
    "schnapsen.auction_all_passed_three": N_(
        "Nobody bid: all three passed. In Dreierschnapsen the Normal game is never bid; when "
        "everyone passes, the caller, {player}, plays it by the rule card."
    ),
    "schnapsen.puzzle_fact": N_("{label}: {value}."),
    "schnapsen.puzzle_fact_too_few": N_("{given} is too few. {label}: {value}."),
    "schnapsen.puzzle_fact_too_many": N_("{given} is too many. {label}: {value}."),
    "schnapsen.puzzle_game_open": N_(
        "The score is {score}: nobody has reached {target} yet, so the game goes on and nobody "
        "has a Bummerl yet."
    ),
    "schnapsen.puzzle_bummerl": N_(
        "The score is {score}: {target} is reached, and the last place has {low} game points, so "
        "it takes 1 Bummerl."
    ),
    "schnapsen.puzzle_bummerl_schneider": N_(
        "The score is {score}: {target} is reached, and the last place has no game point at all: "
        "Schneider, 2 Bummerl."
    ),
    "schnapsen.puzzle_bummerl_retour": N_(
        "Before the last deal the score was {before}, and the one at 0 still won ({score}): "
        "Retourschneider, 4 Bummerl."
    ),
    # Why a wrong choice of a puzzle is wrong (tutorial.games.schnapsen.wrong_choices)
    "schnapsen.puzzle_wrong_side_claim_true": N_(
        "{claimed} is 66 or more, so the claim is right and only the claimers score: the "
        "opponents get nothing, not {value}."
    ),
    "schnapsen.puzzle_wrong_side_claim_false": N_(
        "{claimed} is less than 66, so the claim is wrong and only the opponents score: the "
        "claimers get nothing, not {value}."
    ),
    "schnapsen.puzzle_wrong_doubling_left_out": N_(
        "{value} would be the score without the {doubling}; with it the deal is worth {scored}."
    ),
    "schnapsen.puzzle_wrong_other_reading": N_(
        "{scored} is the other reading of a false claim (2, or 3 if the claimers had no trick), "
        "a variant. By the card the opponents get what a right claim would have been worth: "
        "{right}."
    ),
    "schnapsen.puzzle_wrong_card_reading": N_(
        "{scored} is the card's own reading of a false claim (what a right claim would have been "
        "worth). In this variant a false claim pays 2, or 3 if the claimers had no trick: {right}."
    ),
    "schnapsen.puzzle_wrong_needs_no_claimer_trick": N_(
        "{scored} would need the claimers without a trick; they took {claim_tricks}."
    ),
    "schnapsen.puzzle_wrong_needs_claimer_trick": N_(
        "{scored} would need the claimers to have taken a trick; they took none."
    ),
    "schnapsen.puzzle_wrong_variant_never": N_(
        "In this variant a false claim pays 2, or 3 if the claimers had no trick: {scored} is "
        "not one of them."
    ),
    "schnapsen.puzzle_wrong_needs_no_trick": N_(
        "{scored} would need the opponents without a trick; they took {opponent_tricks}."
    ),
    "schnapsen.puzzle_wrong_needs_trick_under_33": N_(
        "{scored} is for opponents with a trick but fewer than 33 card points; they took no "
        "trick at all."
    ),
    "schnapsen.puzzle_wrong_needs_33_no_trick": N_(
        "{scored} is for opponents with 33 card points or more; they took no trick at all."
    ),
    "schnapsen.puzzle_wrong_exactly_33": N_(
        "{scored} would need the opponents to have fewer than 33 card points; they have exactly "
        "33, and that already counts as 33 or more."
    ),
    "schnapsen.puzzle_wrong_over_33_line": N_(
        "Counting {scored} forgets the 33 line: the opponents have {opponent_points} card points, 33 or "
        "more."
    ),
    "schnapsen.puzzle_wrong_needs_33": N_(
        "{scored} would need the opponents to have 33 card points or more; they have only "
        "{opponent_points}."
    ),
    # The same misreadings after a false claim: the claimers' opponents score, and what a right
    # claim would have been worth is read on their own tricks and points.
    "schnapsen.puzzle_wrong_needs_no_trick_false_claim": N_(
        "{scored} is what a right claim is worth against a side without a trick; the claimers' "
        "opponents, who score here, took {opponent_tricks}."
    ),
    "schnapsen.puzzle_wrong_needs_trick_under_33_false_claim": N_(
        "{scored} is what a right claim is worth against a side with a trick but fewer than 33 "
        "card points; the claimers' opponents, who score here, took no trick at all."
    ),
    "schnapsen.puzzle_wrong_needs_33_no_trick_false_claim": N_(
        "{scored} is what a right claim is worth against a side with 33 card points or more; the "
        "claimers' opponents, who score here, took no trick at all."
    ),
    "schnapsen.puzzle_wrong_exactly_33_false_claim": N_(
        "{scored} is what a right claim is worth against a side with fewer than 33 card points; "
        "the claimers' opponents, who score here, have exactly 33, and that already counts as 33 "
        "or more."
    ),
    "schnapsen.puzzle_wrong_over_33_line_false_claim": N_(
        "Counting {scored} forgets the 33 line: the claimers' opponents, who score here, have "
        "{opponent_points} card points, 33 or more."
    ),
    "schnapsen.puzzle_wrong_needs_33_false_claim": N_(
        "{scored} is what a right claim is worth against a side with 33 card points or more; the "
        "claimers' opponents, who score here, have only {opponent_points}."
    ),
    "schnapsen.puzzle_wrong_bummerl_open_1": N_(
        "Nobody has reached {target} yet ({score}): the last place takes 1 Bummerl only when the "
        "game is over."
    ),
    "schnapsen.puzzle_wrong_bummerl_open_2": N_(
        "2 Bummerl (Schneider) are for a last place without a game point once the game is over; "
        "at {score} nobody has reached {target} yet."
    ),
    "schnapsen.puzzle_wrong_bummerl_open_4": N_(
        "4 Bummerl (Retourschneider) are given only when a game is won; at {score} nobody has "
        "reached {target} yet."
    ),
    "schnapsen.puzzle_wrong_bummerl_over": N_(
        "{target} is reached ({score}): the game is over, so the last place takes a Bummerl."
    ),
    "schnapsen.puzzle_wrong_bummerl_retour_missed_1": N_(
        "1 Bummerl reads only the final score ({score}). Before the last deal it was {before}, and "
        "the one at 0 still won: that is a Retourschneider, 4 Bummerl, not a plain loss."
    ),
    "schnapsen.puzzle_wrong_bummerl_retour_missed_2": N_(
        "2 Bummerl (Schneider) would need the last place without a game point; it has {low}. But "
        "before the last deal the score was {before}, and losing from there is a Retourschneider: "
        "4 Bummerl."
    ),
    "schnapsen.puzzle_wrong_bummerl_retour_elsewhere": N_(
        "Before the last deal the score was {before}. 4 Bummerl for losing from there "
        "(Retourschneider) is Dreierschnapsen's rule and only a variant in this game, not this "
        "game's card."
    ),
    "schnapsen.puzzle_wrong_bummerl_no_retour": N_(
        "4 Bummerl (Retourschneider, a variant) would need the losers to have led 23:0 before the "
        "last deal; the score was {before}."
    ),
    "schnapsen.puzzle_wrong_bummerl_no_retour_three": N_(
        "4 Bummerl (Retourschneider) would need the winner to come from 0 against 23 and 23 "
        "before the last deal; the score was {before}."
    ),
    "schnapsen.puzzle_wrong_bummerl_not_schneider": N_(
        "2 Bummerl (Schneider) would need the last place without a game point; it has {low}."
    ),
    "schnapsen.puzzle_wrong_bummerl_is_schneider": N_(
        "1 Bummerl would need the last place to have a game point; it has none, and that is "
        "Schneider: 2 Bummerl."
    ),
    "schnapsen.puzzle_wrong_seat_all_passed": N_(
        "{player} passed like everyone else: when all pass, the caller plays the Normal game."
    ),
    "schnapsen.puzzle_wrong_seat_passed": N_(
        "{player} passed, and a pass is final: {player} does not play."
    ),
    "schnapsen.puzzle_wrong_seat_passed_three": N_(
        "{player} passed at his turn to bid, so {player} does not play."
    ),
    "schnapsen.puzzle_wrong_seat_no_bid": N_(
        "{player} made no bid in this auction, so {player} does not play."
    ),
    "schnapsen.puzzle_wrong_seat_held_over": N_(
        "{player} bid the {contract} too, but {winner} held it with seat priority, and {player} "
        "passed."
    ),
    "schnapsen.puzzle_wrong_seat_outbid": N_(
        "{player} bid the {contract}, was outbid by the {high}, and passed: a pass is final."
    ),
    "schnapsen.puzzle_wrong_seat_lower_bid": N_(
        "{player} bid the {contract}, which ranks below the {high} of {winner}."
    ),
    "schnapsen.puzzle_wrong_seat_with_talon": N_(
        "{player} bid the {contract} with the talon; {winner} bid as high without the talon, and "
        "that ranks higher."
    ),
    "schnapsen.puzzle_wrong_seat_priority": N_(
        "{player} bid the {contract} too, but {winner} comes first in seat priority (the caller, "
        "then middlehand, then the dealer)."
    ),
    # "No" to an action the rules allow: the misreading it would need (schnapsen_wrong)
    "schnapsen.puzzle_wrong_no_trump": N_(
        "“No” would need {suit} missing from forehand's first three cards; it is among them "
        "({cards}), after a cut or a knock alike."
    ),
    "schnapsen.puzzle_wrong_no_aufschlagen": N_(
        "Forehand is not bound to the suits of his first three cards ({cards}): turning up one of "
        "his {count} unseen cards instead is always open to him, after a cut or a knock alike."
    ),
    "schnapsen.puzzle_wrong_no_redeal": N_(
        "Three Unters as the first three cards ({cards}) are just what a new deal asks for."
    ),
    "schnapsen.puzzle_wrong_no_bid_who": N_("“No” misreads who may bid it. {who}"),
    "schnapsen.puzzle_wrong_no_bid_holding": N_("“No” misreads the cards it asks for. {holding}"),
    "schnapsen.puzzle_wrong_no_bid_hold": N_("“No” misreads an equal bid as too low. {when}"),
    "schnapsen.puzzle_wrong_no_pass_four": N_(
        "Only forehand's opening must be a bid; {player} may pass, and the pass is final."
    ),
    "schnapsen.puzzle_wrong_no_pass_three": N_(
        "Any player may pass at his turn to bid, {player} too."
    ),
    "schnapsen.puzzle_wrong_no_discard": N_(
        "No card of the declarer's hand is barred from being laid away: {card} may go."
    ),
    "schnapsen.puzzle_wrong_no_discard_talon": N_(
        "The two cards from the talon are not kept apart: {card} may be laid away like any other "
        "card of the hand."
    ),
    "schnapsen.puzzle_wrong_no_double": N_(
        "“No” would need the doubling round to be over; it is on, no card has been led, and "
        "{player} is the one asked now."
    ),
    "schnapsen.puzzle_wrong_no_decline": N_(
        "Nobody must double or claim: {player} may always decline."
    ),
    "schnapsen.puzzle_wrong_no_card": N_(
        "“No” would need a duty that {card} breaks; it breaks none here, so it may be played."
    ),
    "schnapsen.puzzle_wrong_no_marriage": N_(
        "“No” would need the lead elsewhere, a card from another hand, or a contract without "
        "marriages; {player} leads with {card} and {other} both in his own hand."
    ),
    "schnapsen.puzzle_wrong_no_marriage_declarer": N_(
        "The {contract} does not drop every marriage: it counts the declarer's, and {player} is "
        "the declarer."
    ),
    "schnapsen.puzzle_wrong_no_claim": N_(
        "Whether a claim is right decides what it scores, not whether it may be made: at this "
        "moment {player}'s side may claim."
    ),
    "schnapsen.puzzle_wrong_trick_off_suit": N_(
        "{card} is neither of the suit led ({lead}) nor a trump, so it cannot take the trick: "
        "{best} takes it."
    ),
    "schnapsen.puzzle_wrong_trick_off_suit_no_trumps": N_(
        "{card} is not of the suit led ({lead}), and this contract has no trumps, so it cannot "
        "take the trick: {best} takes it."
    ),
    "schnapsen.puzzle_wrong_trick_lead_trumped": N_(
        "{card} led the trick, but {best} is a trump and takes it."
    ),
    "schnapsen.puzzle_wrong_trick_trumped": N_(
        "{card} follows suit, but {best} is a trump and takes the trick."
    ),
    "schnapsen.puzzle_wrong_card_loses": N_(
        "{card} may be played, but it does not beat {best}, which still takes the trick."
    ),
    "schnapsen.puzzle_wrong_none": N_("{card} would take the trick, so “None of them” is wrong."),
    "schnapsen.puzzle_wrong_trick_ranks_below": N_(
        "{card} ranks below {best} in the same suit, so {best} takes the trick."
    ),
    # Why an action is allowed here (tutorial.games.schnapsen.allowed)
    "schnapsen.allowed_trump": N_(
        "It is {player}'s turn to name trumps, and {suit} is among his first three cards "
        "({cards}): he may name it."
    ),
    "schnapsen.allowed_aufschlagen": N_(
        "It is {player}'s turn to name trumps: instead of a suit of his first three cards "
        "({cards}) he may turn up one of his {count} unseen cards blind, and its suit is trumps."
    ),
    "schnapsen.allowed_redeal": N_(
        "{player} holds three Unters as his first three cards ({cards}): before naming trumps he "
        "may ask for a new deal."
    ),
    # An allowed bid in parts: who may bid it, the cards it asks for, how it stands to the bids
    # before it. Each part is a whole sentence.
    "schnapsen.allowed_bid": N_("{who} {when}"),
    "schnapsen.allowed_bid_holding": N_("{who} {holding} {when}"),
    "schnapsen.bid_for_f_only": N_(
        "Only forehand may bid the {contract}, and {player} is forehand."
    ),
    "schnapsen.bid_for_side_f": N_(
        "The {contract} is for forehand and his partner, and {player} is one of them."
    ),
    "schnapsen.bid_for_side_o": N_(
        "The {contract} is for forehand's opponents, and {player} is one of them."
    ),
    "schnapsen.bid_for_caller": N_(
        "Only the caller may bid the {contract}, and {player} is the caller."
    ),
    "schnapsen.bid_for_non_caller": N_(
        "The {contract} is for middlehand and the dealer, not the caller, and {player} is one of "
        "them."
    ),
    "schnapsen.bid_for_any": N_("Anyone may bid the {contract}, {player} too."),
    "schnapsen.bid_holds_suit": N_(
        "It asks for all five cards of one suit, and {player} holds them ({cards})."
    ),
    "schnapsen.bid_holds_trumps": N_(
        "It asks for all five trumps, and {player} holds them ({cards})."
    ),
    "schnapsen.bid_holds_ace": N_("It asks for an ace, and {player} holds one ({cards})."),
    "schnapsen.bid_when_opening": N_(
        "{player} opens the auction: his first bid may be any contract he may bid."
    ),
    "schnapsen.bid_when_above": N_(
        "The highest bid so far is the {high}, and the {contract} ranks above it."
    ),
    "schnapsen.bid_when_hold": N_(
        "It equals the highest bid, the {high} of {holder}, and {player} comes before {holder} in "
        "seat priority, so he may hold it."
    ),
    "schnapsen.bid_when_once": N_(
        "It is {player}'s turn: each player bids once, and the highest bid plays, so a bid need "
        "not top the ones before it."
    ),
    "schnapsen.bid_when_first": N_("It is {player}'s turn, and nobody has bid yet."),
    "schnapsen.allowed_pass_four": N_(
        "It is {player}'s turn in the auction, and he may pass: only forehand's opening must be a "
        "bid. A pass is final."
    ),
    "schnapsen.allowed_pass_three": N_(
        "It is {player}'s turn to bid, and instead of a bid he may pass."
    ),
    "schnapsen.allowed_discard": N_(
        "{player} has taken the talon ({talon}) into his hand and lays two cards away: any card "
        "of his hand may go, {card} too."
    ),
    "schnapsen.allowed_discard_talon": N_(
        "{player} has taken the talon ({talon}) into his hand and lays two cards away: any card "
        "of his hand may go, {card} from the talon as well."
    ),
    "schnapsen.allowed_double_first": N_(
        "The contract is fixed, the {contract} of {declarer}, and no card has been led yet: "
        "{player}, a defender, is asked and may say {doubling}."
    ),
    "schnapsen.allowed_double_back": N_(
        "{previous} has been said against the {contract}, and no card has been led yet: "
        "{player}, on the other side, may answer with {doubling}."
    ),
    "schnapsen.allowed_no_kontra": N_(
        "{player} is asked whether to say {doubling} and may decline: doubling is never a duty."
    ),
    "schnapsen.allowed_marriage": N_(
        "{player} is on lead and holds {card} and {other} himself, and marriages count in the "
        "{contract}: he may show the marriage, worth {points}, with his lead."
    ),
    "schnapsen.allowed_marriage_declarer": N_(
        "{player} is on lead and holds {card} and {other} himself, and in the {contract} the "
        "declarer's marriages count, and {player} is the declarer: he may show the marriage, "
        "worth {points}, with his lead."
    ),
    "schnapsen.allowed_claim_trick": N_(
        "{player} took the last trick and leads in the Normal game: his side may claim 66 now."
    ),
    "schnapsen.allowed_claim_marriage": N_(
        "{player} has just shown a marriage: right after it his side may claim 66."
    ),
    "schnapsen.allowed_claim_variant": N_(
        "In this variant {player} is asked at this point and may claim 66 for his side."
    ),
    "schnapsen.allowed_no_claim": N_(
        "{player} may play on without claiming: a claim is never a duty."
    ),
    # Play duties (S3 §04, S4 "Tricks")
    "schnapsen.not_in_hand": N_("{card} is not in the hand of the player to move."),
    "schnapsen.must_follow": N_(
        "You hold {held}, a card of the suit led ({lead}), so you must follow suit: {card} may "
        "not be played."
    ),
    "schnapsen.must_head": N_(
        "You hold {held}, which heads {best}: you must head the trick when you can, so {card} "
        "may not be played."
    ),
    "schnapsen.must_head_partner": N_(
        "You hold {held}, which heads {best}: you must head the trick even over your partner, "
        "so {card} may not be played."
    ),
    "schnapsen.must_trump": N_(
        "You have no card of the suit led ({lead}) but hold the trump {held}: you must trump, "
        "so {card} may not be played."
    ),
    "schnapsen.must_overtrump": N_(
        "You hold {held}, which beats the trump {best}: you must overtrump when you can, so "
        "{card} may not be played."
    ),
    "schnapsen.must_trump_to_win": N_(
        "You have no card of the suit led ({lead}) and the trump {held} would take the trick: "
        "in this variant you must then trump to win, so {card} may not be played."
    ),
    "schnapsen.lead_free": N_("You lead: any card of your hand may be played."),
    "schnapsen.follow_after_trump": N_(
        "The trick led with {lead} has been trumped ({best}): you must still follow suit, but any "
        "card of the suit led will do."
    ),
    "schnapsen.follow_any": N_(
        "You must follow suit ({lead}); in this variant you need not head the trick here."
    ),
    "schnapsen.follow_and_head": N_(
        "You must follow suit ({lead}) and head the best card so far, {best}, even if it is your "
        "partner's."
    ),
    "schnapsen.follow_cannot_head": N_(
        "You must follow suit ({lead}); none of your cards beats {best}, so any card of the suit "
        "will do."
    ),
    "schnapsen.discard_free": N_(
        "You hold neither the suit led ({lead}) nor a trump: any card may be played."
    ),
    "schnapsen.trump_in": N_("You have no card of the suit led ({lead}): you must play a trump."),
    "schnapsen.overtrump": N_(
        "You have no card of the suit led ({lead}) and the trick is trumped with {best}: you must "
        "overtrump it."
    ),
    "schnapsen.undertrump": N_(
        "You have no card of the suit led ({lead}) and cannot beat the trump {best}: you must "
        "still play a trump, even a lower one."
    ),
    "schnapsen.trump_to_win": N_(
        "You have no card of the suit led ({lead}): in this variant you must trump, with a trump "
        "that takes the trick."
    ),
    "schnapsen.discard_cannot_win": N_(
        "You have no card of the suit led ({lead}) and no trump that beats {best}: in this "
        "variant any card may be played."
    ),
    "schnapsen.wins_lead": N_("{card} leads: it holds the trick until someone beats it."),
    "schnapsen.wins_trump": N_(
        "{card} is a trump and {best} is not, so {card} would take the trick."
    ),
    "schnapsen.wins_overtrump": N_(
        "{card} is a higher trump than {best}, so it would take the trick."
    ),
    "schnapsen.wins_heads": N_(
        "{card} is higher than {best} in the same suit, so it would take the trick."
    ),
    # Who takes a trick
    "schnapsen.trick_trump": N_("{best} is the highest trump in the trick, so it takes the trick."),
    "schnapsen.trick_led_suit": N_(
        "No trump was played: {best}, the highest card of the suit led ({lead}), takes the trick."
    ),
    "schnapsen.trick_no_trumps": N_(
        "This contract has no trumps: {best}, the highest card of the suit led ({lead}), takes "
        "the trick."
    ),
    "schnapsen.trick_trump_ace_low": N_(
        "{best} is the highest trump in the trick (the ace ranks lowest here: 10 K Q J A), so it "
        "takes the trick."
    ),
    "schnapsen.trick_led_suit_ace_low": N_(
        "No trump was played: {best}, the highest card of the suit led ({lead}) in the order "
        "10 K Q J A, takes the trick."
    ),
    "schnapsen.trick_no_trumps_ace_low": N_(
        "No trumps, and the ace ranks lowest (10 K Q J A): {best}, the highest card of the suit "
        "led ({lead}), takes the trick."
    ),
    # Phases and actions that do not fit
    "schnapsen.deal_over": N_("The deal is over: nothing more can be done in it."),
    "schnapsen.not_allowed": N_("{action} is not allowed now."),
    "schnapsen.expect_trump": N_("Forehand must now name trumps; {kind} is not possible yet."),
    "schnapsen.expect_auction": N_("The auction is on: bid or pass; {kind} is not possible now."),
    "schnapsen.expect_talon": N_(
        "The declarer is laying away two cards from the talon; {kind} is not possible now."
    ),
    "schnapsen.expect_doubling": N_(
        "Doubling is being decided: double or not; {kind} is not possible now."
    ),
    "schnapsen.expect_play": N_("A card must be played now; {kind} is not possible."),
    "schnapsen.expect_claim": N_("Claim 66 now or play on; {kind} is not possible."),
    "schnapsen.doubling_over_led": N_(
        "Doubling ends with the first lead, and the first card has been led: {kind} is not "
        "possible any more."
    ),
    "schnapsen.doubling_over": N_(
        "Everyone asked has had his turn to double, and that round is over: {kind} is not "
        "possible any more."
    ),
    # Naming trumps (S3 §02, S4 "Dealing")
    "schnapsen.bad_suit": N_("{value} is not a suit: name S, H, D or C."),
    "schnapsen.trump_not_held": N_(
        "Trumps must be a suit among forehand's first three cards ({cards}); {suit} is not."
    ),
    "schnapsen.bad_blind": N_(
        "Choose one of the {count} unseen cards by its number from 0; {value} is not one."
    ),
    "schnapsen.redeal_off": N_("In this variant three Unters do not give a new deal."),
    "schnapsen.redeal_needs_unters": N_(
        "A new deal may be asked for only with three Unters as the first three cards, not {cards}."
    ),
    # Bidding (S3 §03, S4 "Bidding")
    "schnapsen.bid_f_only": N_("Only forehand may bid {contract}; {player} may not."),
    "schnapsen.bid_side_f": N_(
        "Only forehand or his partner may bid {contract}; {player} sits on the other side."
    ),
    "schnapsen.bid_side_o": N_(
        "Only forehand's opponents may bid {contract}; {player} is on forehand's side."
    ),
    "schnapsen.bid_caller": N_("Only the caller may bid {contract}; {player} may not."),
    "schnapsen.bid_non_caller": N_(
        "Only a player other than the caller may bid {contract}; {player} is the caller."
    ),
    "schnapsen.bid_any": N_("Anyone may bid {contract}."),
    "schnapsen.bid_needs_suit": N_(
        "{contract} may be bid only with all five cards of one suit in hand."
    ),
    "schnapsen.bid_needs_trumps": N_("{contract} may be bid only with all five trumps in hand."),
    "schnapsen.bid_needs_ace": N_("{contract} may be bid only with an ace in hand."),
    "schnapsen.bid_cannot_hold": N_(
        "{contract} is held by {holder}, who has priority over you: you must bid higher or pass."
    ),
    "schnapsen.bid_too_low": N_("{contract} does not rank above the current bid, {high}."),
    "schnapsen.f_cannot_pass_first": N_(
        "Forehand may not pass at his first turn: he names the Normal game or a higher contract."
    ),
    "schnapsen.no_talon_here": N_("There is no talon in this game, so no bid is without it."),
    "schnapsen.contract_off": N_("The contract {contract} is not played under these options."),
    "schnapsen.unknown_contract": N_("{value} is not a contract here; bid one of: {known}."),
    "schnapsen.normal_not_bid": N_(
        "The Normal game is not bid: it is played when everyone passes."
    ),
    # Marriages (S3 §05, S4 "Marriages")
    "schnapsen.marriage_not_in_contract": N_("Marriages do not count in a {contract}."),
    "schnapsen.marriage_declarer_only": N_("In a {contract} only the declarer's marriages count."),
    "schnapsen.marriage_when_leading": N_(
        "A marriage is shown only when leading; {card} is not a lead."
    ),
    "schnapsen.marriage_not_k_or_q": N_("A marriage is a king and queen; {card} is neither."),
    "schnapsen.marriage_needs_pair": N_(
        "To show a marriage with {card} you must hold {other} yourself; a partner's or a played "
        "card does not count."
    ),
    # Claims (S3 §06)
    "schnapsen.claim_normal_only": N_("Only the Normal game is claimed; this is a {contract}."),
    "schnapsen.claim_window": N_(
        "A side may claim only right after winning a trick or right after its own marriage."
    ),
    # Results
    "schnapsen.claim_true_1": N_(
        "{player} claimed with {points} points: correct, and the opponents have "
        "{opponent_points}, 33 or more: {scored}."
    ),
    "schnapsen.claim_true_2": N_(
        "{player} claimed with {points} points: correct, and the opponents have a trick but only "
        "{opponent_points}, fewer than 33: {scored}."
    ),
    "schnapsen.claim_true_3": N_(
        "{player} claimed with {points} points: correct, and the opponents have no trick: {scored}."
    ),
    "schnapsen.claim_false": N_(
        "{player} claimed with only {points} points, fewer than 66: a false claim gives the "
        "opponents {scored}."
    ),
    "schnapsen.last_trick": N_(
        "Nobody claimed before trick {n} was led: its winners ({player}'s side) get {scored}."
    ),
    "schnapsen.schnapser_lost_trick": N_(
        "Trick {n} was taken by {player}, not the declarer: a {contract} fails at once. The "
        "defenders score {scored}."
    ),
    "schnapsen.schnapser_lost_trick_partner": N_(
        "Trick {n} was taken by the declarer's partner ({player}): a {contract} fails at once, "
        "even then. The defenders score {scored}."
    ),
    "schnapsen.schnapser_made": NP_(
        "The declarer reached {points} points in {tricks} trick, his own: the {contract} is "
        "made and scores {scored}.",
        "The declarer reached {points} points in {tricks} tricks, every one his own: the "
        "{contract} is made and scores {scored}.",
        "tricks",
    ),
    "schnapsen.schnapser_short": NP_(
        "The declarer has only {points} points after {limit} trick: the {contract} fails. The "
        "defenders score {scored}.",
        "The declarer has only {points} points after {limit} tricks: the {contract} fails. The "
        "defenders score {scored}.",
        "limit",
    ),
    "schnapsen.all_tricks_lost": N_(
        "Trick {n} was taken by {player}: the declarer of a {contract} must take every trick, so "
        "it fails. The defenders score {scored}."
    ),
    "schnapsen.all_tricks_lost_partner": N_(
        "Trick {n} was taken by the declarer's partner ({player}): the declarer of a {contract} "
        "must take every trick himself, so it fails. The defenders score {scored}."
    ),
    "schnapsen.all_tricks_made": N_(
        "The declarer took all {tricks} tricks: the {contract} is made and scores {scored}."
    ),
    "schnapsen.bettler_took_trick": N_(
        "The declarer took trick {n}: a {contract} must take no trick, so it fails. The "
        "defenders score {scored}."
    ),
    "schnapsen.bettler_made": N_(
        "The declarer took none of the {tricks} tricks: the {contract} is made and scores {scored}."
    ),
    "schnapsen.ringerl_shown": N_(
        "{player} shows the {contract} hand: it cannot be lost and scores {scored} without play."
    ),
}

# The score a result reason carries, built up part by part (tutorial.words.explain.scored): the award,
# the without-talon point, the doubling, and what they come to.
SCORE_PARTS: dict[str, Message] = {
    "base": NP_("{base} game point", "{base} game points", "base"),
    "bonus": N_("{points} + {bonus} for playing without the talon"),
    "doubled": N_("{points}, ×{multiplier} for {doubling}"),
    "total": N_("{points} = {game_points}"),
}

SCHNAPSEN_VARIANTS: dict[str, str] = {
    "cut=cut": N_("every deal begins with a cut"),
    "cut=knock": N_("every deal begins with a knock"),
    "deal_after_cut=1x5": N_("after the cut the cards are dealt one at a time"),
    "contract_order=harbour": N_("the Kontraschnapser ranks below the Bauernschnapser"),
    "ass_bettler": N_("with the Ass-Bettler contract"),
    "assenbettler": N_("with the Assenbettler contract"),
    "plauderer": N_("with the Plauderer contract"),
    "farbenringerl": N_("with the Farbenringerl contract"),
    "trumpfringerl": N_("with the Trumpfringerl contract"),
    "bauernloch": N_("with the Bauernloch contract"),
    "schnapser_bidders=f_only": N_("only forehand may bid the Schnapser"),
    "bauernschnapser_bidders=f_only": N_("only forehand may bid the Bauernschnapser"),
    "partner_sits_out=bettler_gang_zehnergang": N_(
        "the declarer's partner sits out in the Bettler, the Gang and the Zehnergang"
    ),
    "claim_window=between_any_tricks": N_("66 may be claimed between any two tricks"),
    "score_direction=down": N_("the score counts down from the target to 0"),
    "gang_vs_zehnergang=gang": N_("a Gang beats a Zehnergang bid in the same auction"),
    "schnapser_limit=strict": N_(
        "a declared 20 shortens the Schnapser's trick limit by one, a 40 by two"
    ),
    "spritzen_window=before_talon": N_("Spritzen is called before the talon is taken"),
    # `name=*`: a number option; {value} is the number, formatted for the reader
    "bettler_value=*": N_("the Bettler is worth {value}"),
    "farbenringerl_value=*": N_("the Farbenringerl is worth {value}"),
    "plauderer_value=*": N_("the Plauderer is worth {value}"),
    "target=*": N_("a game to {value} game points"),
    "kontraschnapser_limit=*": N_("the Kontraschnapser declarer has {value} tricks to reach 66"),
    "must_trump=only_if_it_wins": N_("a void player must trump only if that wins the trick"),
    "must_overtake=trick_count_contracts_only": N_(
        "the duty to head the trick applies only in contracts that need tricks"
    ),
    "false_claim=two_or_three": N_("a false claim pays 2, or 3 if the claimers had no trick"),
    "three_unter_redeal=false": N_("no new deal for three Unters"),
    "retourschneider=true": N_("Retourschneider: 4 Bummerl for losing after leading 23 to 0"),
    "bidding=caller_first": N_("the caller bids first; the others may only raise"),
    "partner_claims": N_("the partner of the trick's winner may claim 66 as well"),
    "schnapser_made=at_target": N_("a Schnapser is made the moment the declarer reaches 66"),
    "schnapser_made=after_limit": N_(
        "a Schnapser is made only once the declarer has taken every trick up to its limit"
    ),
    "kontraschnapser_limit=4": N_("the Kontraschnapser declarer has four tricks to reach 66"),
    "kontraschnapser_limit=3": N_("the Kontraschnapser declarer has three tricks to reach 66"),
    "retourschneider_from=any_earlier": N_(
        "a Retourschneider counts from any 23/23/0 stand of the game, not only the last"
    ),
}

CONTRACT_NAMES: dict[str, str] = {
    "normal": N_("Normal game"),
    "bettler": N_("Bettler"),
    "ass_bettler": N_("Ass-Bettler"),
    "assenbettler": N_("Assenbettler"),
    "schnapser": N_("Schnapser"),
    "plauderer": N_("Plauderer"),
    "gang": N_("Gang"),
    "zehnergang": N_("Zehnergang"),
    "bauernloch": N_("Bauernloch"),
    "bauernschnapser": N_("Bauernschnapser"),
    "kontraschnapser": N_("Kontraschnapser"),
    "farbenringerl": N_("Farbenringerl"),
    "kontrabauernschnapser": N_("Kontrabauernschnapser"),
    "trumpfringerl": N_("Trumpfringerl"),
}

SEAT_NAMES: dict[str, dict[str, str]] = {
    "bauernschnapsen": {
        "F": N_("forehand"),
        "M": N_("the dealer's partner"),
        "R": N_("forehand's partner"),
        "D": N_("the dealer"),
    },
    "dreierschnapsen": {
        "F": N_("the caller"),
        "M": N_("middlehand"),
        "D": N_("the dealer"),
    },
}

DOUBLING_NAMES: dict[str, str] = {
    "kontra": N_("Kontra"),
    "rekontra": N_("Rekontra"),
    "subkontra": N_("Subkontra"),
    "spritzen": N_("Spritzen"),
    "retour": N_("Retour"),
    "re": N_("Re"),
}

# Transcript and session lines (tutorial.games.schnapsen.transcript)
SCHNAPSEN_LINES: dict[str, str] = {
    "seats": N_("Seats: {seats}."),
    "seat": N_("{role} ({name}) = seat {seat}"),
    "role": N_("{role} ({name})"),
    "cut": N_("{cutter} cuts the pack at card {cut}."),
    "knock": N_("{cutter} knocks: the pack is dealt without a cut."),
    "hand": N_("{player}: {cards}"),
    "talon_dealt": N_("Talon: {cards}"),
    "redeal": N_("{player} holds three Unters as his first three cards and asks for a new deal."),
    "trump_named": N_("{player} names {suit} as trumps from his first three cards ({cards})."),
    "trump_turned": N_("{player} turns up {card} blind: {suit} are trumps."),
    "bid": N_("{player} bids {contract}."),
    "bid_hold": N_("{player} holds {contract}."),
    "bid_without_talon": N_("{player} bids {contract} without the talon."),
    "pass": N_("{player} passes."),
    "contract_trumps": N_("Contract: {contract} by {player}, trumps {suit}; {leader} leads."),
    "contract_no_trumps": N_("Contract: {contract} by {player}, no trumps; {leader} leads."),
    "contract_without_talon_no_bonus": N_(
        "{player} plays without the talon; in this variant that adds no game point."
    ),
    "sits_out": N_("{player} sits out; his cards are out of play."),
    "doubling": N_("{player}: {name} (×{multiplier})."),
    "talon": N_("{player} takes the talon: {cards}."),
    "laid_away": N_("{player} lays away {cards}: {points} card points that count for nobody."),
    "talon_unused": N_("The talon ({cards}) stays unused and counts for nobody."),
    "trick": N_("Trick {n}: {plays} → {winner} takes {points}. {why}"),
    "marriage": N_("{player} leads {card}, showing the marriage {cards}: {points} points."),
    "claim": N_("{player} claims 66 for his side."),
    "result": N_("Result: {why}"),
    "game_points": N_("Game points: {points}."),
    "deal_number": N_("Deal {n}"),
    "match_score": N_("Score: {scores}."),
    "match_winner": N_("{winner} reached {target} and won the game."),
    "match_shared": N_("{winners} reached {target} together and share first place."),
    "bummerl": N_("{loser}: {n} Bummerl."),
    "bummerl_schneider": N_("{loser}: {n} Bummerl (Schneider: no game points)."),
    "bummerl_retour": N_("{loser}: {n} Bummerl (Retourschneider)."),
    "team": N_("seats {a}+{b}"),
    "player": N_("seat {seat}"),
}

# The contract line of a declarer without the talon, with the point the engine adds for it.
WITHOUT_TALON_LINE = NP_(
    "{player} plays without the talon: the game is worth {bonus} game point more.",
    "{player} plays without the talon: the game is worth {bonus} game points more.",
    "bonus",
)

# What an action the moment does not allow is called in "…; {kind} is not possible now"
# (`schnapsen.expect_*`): a phrase, never the engine's id. Doubling has each game's own name.
ACTION_PHRASES: dict[str, str] = {
    "pass": N_("passing"),
    "bid": N_("bidding"),
    "trump": N_("naming trumps"),
    "aufschlagen": N_("turning up a card for trumps"),
    "discard": N_("laying cards away"),
    "no_kontra": N_("declining to double"),
    "play": N_("playing a card"),
    "claim": N_("claiming 66"),
    "no_claim": N_("playing on without a claim"),
    "redeal": N_("asking for a new deal"),
}
DOUBLING_PHRASES: dict[str, str] = {
    "bauernschnapsen": N_("giving Kontra"),
    "dreierschnapsen": N_("calling Spritzen"),
}
