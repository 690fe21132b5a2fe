extension Rules {
    /// Which lines win: the gomoku family's four ways to count k in a row.
    ///
    /// - ``freestyle``: k or more in a row wins, for either side. Every board but the
    ///   gomoku variants below, and the only rule with gravity.
    /// - ``standard``: exactly k in a row wins; an overline (k + 1 or more) is no win, for
    ///   either side, and the game goes on.
    /// - ``renju``: 15x15, five in a row. X (who moves first) wins only by exactly five and
    ///   may not play a forbidden move: an overline, a double four or a double three (see
    ///   ``Board/forbiddenReason(for:)``); a move that makes five is never forbidden. O wins
    ///   by five or more and has no forbidden moves.
    /// - ``caro``: k or more in a row wins unless the run is blocked at both ends, that is
    ///   unless the cell just past each end of the run holds an opposing stone. The edge of
    ///   the board is no block: a run that reaches the edge wins whatever lies past its
    ///   other end.
    public enum WinRule: UInt8, CaseIterable {
        case freestyle = 0
        case standard = 1
        case renju = 2
        case caro = 3

        /// The rule's name as written after `rule=`: `freestyle`, `standard`, `renju`, `caro`.
        public var name: String {
            switch self {
            case .freestyle: "freestyle"
            case .standard: "standard"
            case .renju: "renju"
            case .caro: "caro"
            }
        }

        /// The rule whose ``name`` is `name` (case does not matter), or nil.
        public init?(name: String) {
            guard let rule = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
            self = rule
        }

        /// How the rule counts a line, for a rules summary with `k` in a row:
        /// `5 in a row`, `exactly 5 in a row`.
        func linePhrase(k: Int) -> String {
            switch self {
            case .freestyle: "\(k) in a row"
            case .standard: "exactly \(k) in a row"
            case .renju: "\(k) in a row; X: exactly \(k), no double three, double four or overline"
            case .caro: "\(k) in a row, not blocked at both ends"
            }
        }

        /// One sentence for people on what wins and what may not be played; empty for
        /// freestyle, whose summary says it all.
        public func explanation(k: Int) -> String {
            switch self {
            case .freestyle:
                ""
            case .standard:
                "Exactly \(k) in a row wins; \(k + 1) or more (an overline) does not, for either side."
            case .renju:
                "X moves first and wins only by exactly \(k); X may not play an overline, a double four or a double three "
                    + "(a move that makes \(k) is always allowed). O wins by \(k) or more and may play anywhere."
            case .caro:
                "\(k) or more in a row wins unless an opposing stone blocks each end of the line; the edge of the board is no block."
            }
        }

        /// Whether a run of `length` stones of `mark` wins under this rule with `k` in a
        /// row; `blockedAtBothEnds` says whether the cells just past both ends of the run
        /// hold the opponent's stones (only caro asks).
        @inlinable
        public func wins(_ mark: Mark, length: Int, k: Int, blockedAtBothEnds: Bool) -> Bool {
            switch self {
            case .freestyle: length >= k
            case .standard: length == k
            case .renju: mark == .x ? length == k : length >= k
            case .caro: length >= k && !blockedAtBothEnds
            }
        }
    }
}

extension Rules.WinRule: Sendable {}
extension Rules.WinRule: Hashable {}
extension Rules.WinRule: CustomStringConvertible {
    public var description: String { name }
}
