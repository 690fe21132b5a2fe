/// A score a bot printed with its move, as the protocols' lines say it, from the bot's own
/// side: an evaluation in the bot's units, or a forced win in so many of its own moves
/// (a loss in so many of its opponent's when negative).
///
/// The players' module turns it into the referee's `MoveScore`; the codecs read it:
/// ``UCIProtocol/score(in:)``, ``GomocupProtocol/score(inMessage:)``,
/// ``NativeProtocol/score(in:)``.
public enum BotScore: Sendable, Hashable {
    case units(Int)
    case mate(Int)

    /// The largest evaluation read: anything further is no score (a bot's "infinity").
    static let unitsLimit = 1_000_000_000
    /// The longest mate read, in moves.
    static let mateLimit = 100_000

    /// An evaluation from its text, as in `35`, `+35`, `-120`, or nil.
    static func units(parsing text: Substring) -> BotScore? {
        guard let value = wholeNumber(text), abs(value) <= unitsLimit else { return nil }
        return .units(value)
    }

    /// A mate in `moves` (signed) from its text, as in `3`, `-2`, or nil; 0 (mated now) is
    /// read as a loss.
    static func mate(parsing text: Substring) -> BotScore? {
        guard let value = wholeNumber(text), abs(value) <= mateLimit else { return nil }
        // NB: UCI's `mate 0` and `mate -0` are the side to move mated: a loss.
        return .mate(value == 0 ? -1 : value)
    }

    /// A mate from a distance in plies, signed (`+5`: the bot wins with its move and four
    /// more plies, 3 of its moves; `-4`: it loses after 4 plies, 2 of its opponent's moves).
    static func mate(plies: Int) -> BotScore {
        plies > 0 ? .mate((plies + 1) / 2) : .mate(-max(1, (-plies + 1) / 2))
    }

    /// A depth a bot reported (`12`): a whole number from 0 to 1,000, else nil.
    static func depth(parsing text: Substring) -> Int? {
        guard let depth = wholeNumber(text), (0...1000).contains(depth) else { return nil }
        return depth
    }

    /// A whole number with an optional sign, of at most 12 digits.
    static func wholeNumber(_ text: Substring) -> Int? {
        var digits = text
        var negative = false
        if let first = digits.first, first == "+" || first == "-" {
            negative = first == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
            return nil
        }
        return negative ? -value : value
    }
}
