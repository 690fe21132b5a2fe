public import GameCore

/// Why an adjudicated game ended: by which rule, and the words after `adjudicated: `.
///
/// The texts are made here, by the rule that ends the game, and read back here when a
/// journal is checked (see ``AdjudicationCheck``): one spelling for both.
public struct AdjudicationNote: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// ttt's solver proved the result.
        case exact = "solver"
        /// The engines' scores (a draw or a resignation).
        case score
        /// The move limit.
        case maxMoves = "move limit"
    }

    public var kind: Kind
    /// As in `X wins with perfect play in 7 plies (solver)`.
    public var text: String

    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// The kind a reason text (after `adjudicated: `) names: each text ends with it in brackets.
    public static func kind(of text: Substring) -> Kind? {
        Kind.allCases.first { text.hasSuffix("(\($0.rawValue))") }
    }

    /// The solver's win: `X wins with perfect play in 7 plies (solver)`.
    public static func solverWin(_ winner: Mark, plies: Int) -> AdjudicationNote {
        AdjudicationNote(kind: .exact, text: "\(winner) wins with perfect play in \(plies) pl\(plies == 1 ? "y" : "ies") (solver)")
    }

    /// The solver's draw: `a draw with perfect play (solver)`.
    public static let solverDraw = AdjudicationNote(kind: .exact, text: "a draw with perfect play (solver)")

    /// The resign rule's loss of `loser`: `X resigns, its score -600 or worse for 3 moves (score)`.
    public static func resignation(of loser: Mark, rule: ScoreResign) -> AdjudicationNote {
        let moves = "\(rule.moveCount) move\(rule.moveCount == 1 ? "" : "s")"
        return AdjudicationNote(kind: .score, text: "\(loser) resigns, its score \(-rule.score) or worse for \(moves) (score)")
    }

    /// The draw rule's draw: `a draw, both scores within 10 of zero for 8 moves (score)`.
    public static func scoreDraw(rule: ScoreDraw) -> AdjudicationNote {
        let moves = "\(rule.moveCount) move\(rule.moveCount == 1 ? "" : "s")"
        return AdjudicationNote(kind: .score, text: "a draw, both scores within \(rule.score) of zero for \(moves) (score)")
    }

    /// The move limit's draw: `a draw at 200 moves (move limit)`.
    public static func moveLimit(_ limit: Int) -> AdjudicationNote {
        AdjudicationNote(kind: .maxMoves, text: "a draw at \(limit) moves (move limit)")
    }
}
