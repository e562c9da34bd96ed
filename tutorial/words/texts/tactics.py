"""English templates for the tactics puzzles' reasons (`tutorial.puzzles.tactics`, codes
`tactics.*`); `tactics.po` translates them."""

from __future__ import annotations

from tutorial.words.i18n import N_, NP_, Message

TACTICS_REASONS: dict[str, Message] = {
    "tactics.best": N_(
        "{card} is the one best card here: with best play from everyone after it, the deal "
        "ends at {value} for your side. {then}"
    ),
    "tactics.best_with_line": N_(
        "{card} is the one best card here: with best play from everyone after it, the deal "
        "ends at {value} for your side. Best play goes on: {line}. {then}"
    ),
    "tactics.then_points": NP_(
        "Your side takes {tricks} and ends with {points} card point.",
        "Your side takes {tricks} and ends with {points} card points.",
        "n",
    ),
    "tactics.then_honours": NP_(
        "Your side takes {tricks} and ends with {points} honour.",
        "Your side takes {tricks} and ends with {points} honours.",
        "n",
    ),
    "tactics.tricks": NP_("{n} more trick", "{n} more tricks", "n"),
    "tactics.worse": N_(
        "{card} gives away {loss}: with best play from everyone after it, the deal ends at "
        "{value} for your side; {best} keeps more."
    ),
    "tactics.claim_right": N_(
        "Claiming 66 now is the one best choice here: your side holds {points}, and the deal "
        "ends at {value} for your side."
    ),
    "tactics.claim_wrong": N_(
        "Claiming 66 now gives away {loss}: your side holds {points}, and the deal ends at "
        "{value} for your side."
    ),
    "tactics.play_on_right": N_(
        "Playing on is the one best choice here: with best play from everyone after it, the "
        "deal ends at {value} for your side. {then}"
    ),
    "tactics.play_on_wrong": N_(
        "Playing on gives away {loss}: with best play from everyone after it, the deal ends at "
        "{value} for your side; claiming 66 now keeps more."
    ),
    "tactics.worse_than_claim": N_(
        "{card} gives away {loss}: with best play from everyone after it, the deal ends at "
        "{value} for your side; claiming 66 now keeps more."
    ),
    "tactics.double_right": N_(
        "Doubling ({doubling}) is the one best choice here: with best play from everyone after "
        "it, the deal ends at {value} for your side. {then}"
    ),
    "tactics.double_wrong": N_(
        "Doubling ({doubling}) gives away {loss}: with best play from everyone after it, the "
        "deal ends at {value} for your side; not doubling keeps more. {then}"
    ),
    "tactics.no_double_right": N_(
        "Not doubling is the one best choice here: with best play from everyone after it, the "
        "deal ends at {value} for your side. {then}"
    ),
    "tactics.no_double_wrong": N_(
        "Not doubling gives away {loss}: with best play from everyone after it, the deal ends "
        "at {value} for your side; doubling ({doubling}) keeps more. {then}"
    ),
    "tactics.card_play": NP_(
        "In the card play that follows, your side takes {tricks} and ends with {points} card "
        "point.",
        "In the card play that follows, your side takes {tricks} and ends with {points} card "
        "points.",
        "n",
    ),
    "tactics.card_play_doubled": NP_(
        "{seat} then says {doubling}; in the card play that follows, your side takes {tricks} "
        "and ends with {points} card point.",
        "{seat} then says {doubling}; in the card play that follows, your side takes {tricks} "
        "and ends with {points} card points.",
        "n",
    ),
    "tactics.tricks_all": NP_("{n} trick", "{n} tricks", "n"),
    "tactics.bid_right": N_(
        "Bidding {contract} is the one best choice here: with best bids and play from everyone "
        "after it, the contract is {high}, played by {seat}, and the deal ends at {value} for "
        "your side. {then}"
    ),
    "tactics.bid_wrong": N_(
        "Bidding {contract} gives away {loss}: with best bids and play from everyone after it, "
        "the contract is {high}, played by {seat}, and the deal ends at {value} for your side; "
        "{best} keeps more. {then}"
    ),
    "tactics.pass_right": N_(
        "Passing is the one best choice here: with best bids and play from everyone after it, "
        "the contract is {high}, played by {seat}, and the deal ends at {value} for your side. "
        "{then}"
    ),
    "tactics.pass_wrong": N_(
        "Passing gives away {loss}: with best bids and play from everyone after it, the "
        "contract is {high}, played by {seat}, and the deal ends at {value} for your side; "
        "{best} keeps more. {then}"
    ),
    "tactics.trump_right": N_(
        "Naming {suit} as trumps is the one best choice here: with best bids and play from "
        "everyone after it, the contract is {high}, played by {seat}, and the deal ends at "
        "{value} for your side. {then}"
    ),
    "tactics.trump_wrong": N_(
        "Naming {suit} as trumps gives away {loss}: with best bids and play from everyone "
        "after it, the contract is {high}, played by {seat}, and the deal ends at {value} for "
        "your side; {best} keeps more. {then}"
    ),
    "tactics.naming": N_("naming {suit} as trumps"),
    "tactics.bidding": N_("bidding {contract}"),
    "tactics.passing": N_("passing"),
    "tactics.without_talon": N_("{contract} without the talon"),  # shown in: dreierschnapsen
    "tactics.lay_away_right": N_(  # shown in: dreierschnapsen
        "{card} belongs to the one best pair to lay away, with {other}: with best play from "
        "everyone after it, the deal ends at {value} for your side. {then}"
    ),
    "tactics.lay_away_worse": N_(  # shown in: dreierschnapsen
        "Laying {card} away gives away {loss}: even with the best card beside it ({other}) the "
        "deal ends at {value} for your side; {first} and {second} keep more. {then}"
    ),
    "tactics.hidden_best": NP_(
        "{card} is the best card here in {best_in} of {samples} deal of the cards you cannot "
        "see. On average the deal ends at {value} for your side, {margin} more than with "
        "{second}.",
        "{card} is the best card here in {best_in} of {samples} deals of the cards you cannot "
        "see. On average the deal ends at {value} for your side, {margin} more than with "
        "{second}.",
        "n",
    ),
    "tactics.hidden_worse": NP_(
        "{card} is the best card in only {best_in} of {samples} deal of the cards you cannot "
        "see. On average the deal ends at {value} for your side, {loss} less than with {best}.",
        "{card} is the best card in only {best_in} of {samples} deals of the cards you cannot "
        "see. On average the deal ends at {value} for your side, {loss} less than with {best}.",
        "n",
    ),
    "tactics.claim_points": NP_(
        "{n} point (card points and marriages)", "{n} points (card points and marriages)", "n"
    ),
    "tactics.game_points": NP_("{signed} game point", "{signed} game points", "n"),
    "tactics.victory_points": NP_("{signed} victory point", "{signed} victory points", "n"),
    "tactics.move": N_("{seat} {card}"),
    "tactics.moves": N_("{first}, {rest}"),
}


# Personal puzzles (`tutorial.puzzles.personal`, codes `decision.*`): a decision of the learner's
# own deal, valued by the strong player over the deals the learner could be in.
DECISION_REASONS: dict[str, Message] = {
    "decision.best": N_(
        "The strong player's choice. {does} On average it leaves {value} for your side."
    ),
    "decision.equal": N_(
        "On average this leaves {value} for your side: as good as the strong player's choice."
    ),
    "decision.worse": N_(
        "On average this leaves {value} for your side, {loss} less than the strong player's choice."
    ),
    "decision.taken": N_(
        "Your choice at the table. On average it leaves {value} for your side, {loss} less "
        "than the strong player's choice."
    ),
    "decision.summary": NP_(
        "{best} The averages are the strong player's, over {samples} deal of the cards you "
        "could not see.",
        "{best} The averages are the strong player's, over {samples} deals of the cards you "
        "could not see.",
        "n",
    ),
    "decision.summary_exact": N_(
        "{best} No card was hidden any more: the values are exact, with best play from everyone."
    ),
    "decision.game_points": N_("{sign}{value} game points"),
    "decision.victory_points": N_("{sign}{value} victory points"),
}
