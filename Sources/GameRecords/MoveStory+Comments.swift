public import Referee

// A move's story as records write it beside the move, as c-gomoku-cli writes its SGF's
// comments: `opening move` for an opening's move, else the mover's score and depth when it
// reported them and the move's time (`+35/12 98ms`, `-M3/20 1204ms`, `98ms`).

extension MoveStory {
    /// The comments of a game's `count` moves, the first `openingLength` of them an opening's
    /// (nil: a move with nothing to say). `story` may be nil (a game told of by nothing).
    public static func comments(_ story: MoveStory?, openingLength: Int, count: Int) -> [String?] {
        (0..<count).map { index in
            if index < openingLength { return "opening move" }
            guard let story, index < story.count else { return nil }
            return story.comment(at: index)
        }
    }

    /// The comment of move `index`: its score (with `/depth` when it has one, or `depth N`
    /// alone), then its time in whole milliseconds; nil when it has none of them.
    public func comment(at index: Int) -> String? {
        var parts: [String] = []
        let depth = depths[index]
        if let score = scores[index] {
            parts.append(Self.scoreText(score) + (depth.map { "/\($0)" } ?? ""))
        } else if let depth {
            parts.append("depth \(depth)")
        }
        if let time = times[index] { parts.append("\(Int(time.rounded()))ms") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A score as records write it: `+35`, `-12`, `0`, `+M5`, `-M3`.
    public static func scoreText(_ score: MoveScore) -> String {
        switch score {
        case let .units(value): value > 0 ? "+\(value)" : "\(value)"
        case let .mate(moves): moves > 0 ? "+M\(moves)" : "-M\(-moves)"
        }
    }
}
