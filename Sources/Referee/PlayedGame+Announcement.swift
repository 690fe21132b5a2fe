import GameCore

extension PlayedGame {
    /// One or two sentences for people, naming the players with their sides:
    ///
    /// - `heuristic (X) wins: a1 b2 c3.` (the winning line)
    /// - `Draw between perfect (X) and perfect (O).`
    /// - `random (O) forfeits: c3 is taken by X. heuristic (X) wins.`
    /// - `crashy (O) forfeits with an error: Out of memory. heuristic (X) wins.`
    /// - `slowbot (X) lost on time: answered 120ms past the 500ms limit. random (O) wins.`
    /// - `Game between random (X) and human (O) aborted: Interrupted by the user.`
    /// - `perfect (X) wins, adjudicated: X wins with perfect play in 3 plies (solver).`
    public var announcement: String {
        // NB: names and reasons may come from a bot: shown escaped, never raw.
        let x = "\(xName.shownAsName) (X)"
        let o = "\(oName.shownAsName) (O)"
        func side(_ mark: Mark) -> String { mark == .x ? x : o }
        let winner = result.winner
        // NB: a forfeit names the loser first; the loser is the winner's opponent.
        let loser = winner.map { side($0.opponent) } ?? ""
        let winnerSentence = winner.map { " \(side($0)) wins." } ?? ""
        switch result.reason {
        case let .line(line):
            let cells = line.map(\.cellName).joined(separator: " ")
            return "\(winner.map(side) ?? "?") wins: \(cells)."
        case .boardFull:
            return "Draw between \(x) and \(o)."
        case let .illegalMove(text, error):
            let why = error.map(\.message) ?? "'\(text.shownAsReply)' is not a legal move."
            return "\(loser) forfeits: \(Self.sentence(why))\(winnerSentence)"
        case let .playerError(message):
            return "\(loser) forfeits with an error: \(Self.sentence(message))\(winnerSentence)"
        case let .timeout(overrun):
            return "\(loser) lost on time: \(overrun.text).\(winnerSentence)"
        case let .aborted(reason):
            return "Game between \(x) and \(o) aborted: \(Self.sentence(reason))"
        case let .adjudicated(note):
            guard let winner else { return "Draw between \(x) and \(o), adjudicated: \(note.text)." }
            return "\(side(winner)) wins, adjudicated: \(note.text)."
        }
    }

    /// `text` as a sentence: escaped, trimmed, with a full stop unless it already ends in one.
    static func sentence(_ text: String) -> String {
        var trimmed = Substring(text.escapedForDisplay())
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        while let first = trimmed.first, first.isWhitespace { trimmed.removeFirst() }
        if trimmed.isEmpty { return "no reason given." }
        if let last = trimmed.last, ".!?".contains(last) { return String(trimmed) }
        return trimmed + "."
    }
}
