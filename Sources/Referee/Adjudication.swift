import TextAndFiles

import GameCore

/// How a game may be ended before its moves end it, as engine testers' match runners do:
/// by ttt's exact solver near the end, by the scores the engines report, or at a move limit.
///
/// Every rule is off unless given. The rules are part of a tournament's plan (its journal
/// records them, and `--resume` keeps them).
public struct AdjudicationRules: Sendable, Hashable {
    /// Adjudication by ttt's own solver (`--adjudicate exact`), or nil.
    public var exact: ExactAdjudication?
    /// A draw by the engines' scores (`--draw movenumber=N,movecount=M,score=S`), or nil.
    public var draw: ScoreDraw?
    /// A loss by the engines' scores (`--resign movecount=M,score=S[,twosided=true]`), or nil.
    public var resign: ScoreResign?
    /// A draw once the game has this many moves, the opening's included (`--max-moves N`), or nil.
    public var maxMoves: Int?

    public init(exact: ExactAdjudication? = nil, draw: ScoreDraw? = nil, resign: ScoreResign? = nil, maxMoves: Int? = nil) {
        self.exact = exact
        self.draw = draw
        self.resign = resign
        self.maxMoves = maxMoves
    }

    /// Whether any rule is on.
    public var isEmpty: Bool { exact == nil && draw == nil && resign == nil && maxMoves == nil }

    /// Whether a rule reads the players' scores.
    public var readsScores: Bool { draw != nil || resign != nil }
}

/// Adjudication by ttt's exact solver: after each move, where the solver settles the
/// position within a small budget and perfect play would end the game within ``plies``.
public struct ExactAdjudication: Sendable, Hashable {
    /// Which proven results end a game.
    public enum Results: String, Sendable, Hashable, CaseIterable {
        /// Wins and losses only (fastchess's `WIN_LOSS`).
        case winLoss = "win-loss"
        /// Draws only.
        case draw
        /// Both (the default).
        case both
    }

    /// The most plies of perfect play to the end that still end the game now: a win in at
    /// most this many plies, or a draw with at most this many empty cells.
    public var plies: Int
    public var results: Results
    /// Whether a proven win by continuous fours (VCF) on a big board counts (`exact,vcf`);
    /// without it, only the boards the solver settles exactly (gravity games, small m,n,k
    /// boards) are adjudicated.
    public var vcf: Bool
    /// The solver's time for one position (`--adjudicate-budget`).
    public var budget: Duration

    public static let defaultPlies = 12
    public static let defaultBudget = Duration.milliseconds(20)

    public init(plies: Int = defaultPlies, results: Results = .both, vcf: Bool = false, budget: Duration = defaultBudget) {
        self.plies = plies
        self.results = results
        self.vcf = vcf
        self.budget = budget
    }

    /// As written in a journal and on the command line: `exact`, `exact,plies=8,draw,vcf`.
    public var description: String {
        var parts = ["exact"]
        if plies != Self.defaultPlies { parts.append("plies=\(plies)") }
        if results != .both { parts.append(results.rawValue) }
        if vcf { parts.append("vcf") }
        return parts.joined(separator: ",")
    }

    /// Reads `exact[,plies=N][,win-loss|draw|both][,vcf]`.
    public init(parsing text: String, budget: Duration = defaultBudget) throws(InputError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        guard parts.first == "exact" else {
            throw InputError("Cannot read --adjudicate '\(text)': it starts with 'exact' (ttt's solver), as in 'exact,plies=12,both'.")
        }
        self.init(budget: budget)
        // NB: a part given twice, or two of win-loss, draw and both, is refused: which one
        // was meant cannot be told, and keeping the last would be a silent guess.
        var seen: [String: String] = [:]
        for part in parts.dropFirst() {
            let key = part.hasPrefix("plies=") ? "plies" : Results(rawValue: part) != nil ? "results" : part
            if let earlier = seen[key] {
                let what = earlier == part ? "'\(part)' is given twice" : "'\(earlier)' and '\(part)' are both given"
                throw InputError("Cannot read --adjudicate '\(text)': \(what); give one.")
            }
            seen[key] = part
            if part.hasPrefix("plies=") {
                let value = part.dropFirst("plies=".count)
                guard let number = Int(value), (1...1000).contains(number) else {
                    throw InputError("Cannot read --adjudicate '\(text)': plies is a whole number from 1 to 1000, not '\(value)'.")
                }
                plies = number
            } else if let results = Results(rawValue: part) {
                self.results = results
            } else if part == "vcf" {
                vcf = true
            } else {
                throw InputError("Cannot read --adjudicate '\(text)': unknown part '\(part)' (give plies=N, win-loss, draw, both or vcf).")
            }
        }
    }
}

/// cutechess-cli's and fastchess's draw rule: a draw once at least ``moveNumber`` full moves
/// are played and both engines' scores have stayed within ``score`` of zero for the last
/// ``moveCount`` full moves (each engine's last ``moveCount`` moves).
public struct ScoreDraw: Sendable, Hashable {
    public var moveNumber: Int
    public var moveCount: Int
    public var score: Int

    public init(moveNumber: Int, moveCount: Int, score: Int) {
        self.moveNumber = moveNumber
        self.moveCount = moveCount
        self.score = score
    }

    /// As written: `movenumber=40,movecount=8,score=10`.
    public var description: String { "movenumber=\(moveNumber),movecount=\(moveCount),score=\(score)" }

    /// Reads `movenumber=N,movecount=M,score=S` (in any order; all three needed).
    public init(parsing text: String) throws(InputError) {
        let values = try scoreRuleValues(text, option: "--draw", keys: ["movenumber", "movecount", "score"], required: ["movenumber", "movecount", "score"])
        self.init(moveNumber: values["movenumber"]!, moveCount: values["movecount"]!, score: values["score"]!)
    }
}

/// cutechess-cli's and fastchess's resign rule: an engine loses once its score has been at
/// least ``score`` below zero for its last ``moveCount`` moves; with ``twoSided``, only when
/// its opponent's score has also been at least ``score`` above zero for as long.
public struct ScoreResign: Sendable, Hashable {
    public var moveCount: Int
    public var score: Int
    public var twoSided: Bool

    public init(moveCount: Int, score: Int, twoSided: Bool = false) {
        self.moveCount = moveCount
        self.score = score
        self.twoSided = twoSided
    }

    /// As written: `movecount=3,score=600` or `movecount=3,score=600,twosided=true`.
    public var description: String { "movecount=\(moveCount),score=\(score)" + (twoSided ? ",twosided=true" : "") }

    /// Reads `movecount=M,score=S[,twosided=true|false]`.
    public init(parsing text: String) throws(InputError) {
        let values = try scoreRuleValues(text, option: "--resign", keys: ["movecount", "score", "twosided"], required: ["movecount", "score"])
        self.init(moveCount: values["movecount"]!, score: values["score"]!, twoSided: values["twosided"] == 1)
    }
}

/// The `key=value` parts of a score rule, each value a whole number (`twosided`: true or false, read as 1 or 0).
private func scoreRuleValues(_ text: String, option: String, keys: [String], required: [String]) throws(InputError) -> [String: Int] {
    var values: [String: Int] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let pair = part.split(separator: "=", maxSplits: 1).map { String($0) }
        guard pair.count == 2, keys.contains(pair[0]) else {
            throw InputError("Cannot read \(option) '\(text)': '\(part)' is not one of \(keys.map { "\($0)=" }.joined(separator: ", ")).")
        }
        guard values[pair[0]] == nil else { throw InputError("Cannot read \(option) '\(text)': \(pair[0]) is given twice.") }
        if pair[0] == "twosided" {
            guard pair[1] == "true" || pair[1] == "false" else {
                throw InputError("Cannot read \(option) '\(text)': twosided is true or false, not '\(pair[1])'.")
            }
            values[pair[0]] = pair[1] == "true" ? 1 : 0
            continue
        }
        guard let number = Int(pair[1]), number >= (pair[0] == "movenumber" ? 0 : 1), number <= 1_000_000 else {
            throw InputError("Cannot read \(option) '\(text)': \(pair[0]) is a whole number from \(pair[0] == "movenumber" ? 0 : 1) to 1000000, not '\(pair[1])'.")
        }
        values[pair[0]] = number
    }
    for key in required where values[key] == nil {
        throw InputError("Cannot read \(option) '\(text)': \(key)= is missing (give \(required.map { "\($0)=" }.joined(separator: ", "))).")
    }
    return values
}

/// A score a player reports with its move, from its own side's point of view (positive is
/// good for the player that moved): an evaluation in centipawn-like units, or a mate (a
/// forced win, or a loss when negative) in so many of its moves.
public enum MoveScore: Sendable, Hashable, CustomStringConvertible {
    case units(Int)
    case mate(Int)

    /// The score as a number to compare with a rule's bound: a mate beyond any bound.
    public var bounded: Int {
        switch self {
        case let .units(value): value
        case let .mate(moves): moves > 0 ? Int.max / 2 : -(Int.max / 2)
        }
    }

    /// `+35`, `-120`, `mate 3`, `mate -2`.
    public var description: String {
        switch self {
        case let .units(value): value > 0 ? "+\(value)" : "\(value)"
        case let .mate(moves): "mate \(moves)"
        }
    }
}
