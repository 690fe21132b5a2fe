extension Rules {
    /// Reads rules as people write them: a preset (`tictactoe`, `ttt`, `3x3`, `4x4`,
    /// `gomoku`, `connect4`, `c4`, `gomoku-standard`, `renju`, `caro`) or `MxN`, followed
    /// by options `k=K`, `gravity` and `rule=R` (R one of `freestyle`, `standard`, `renju`,
    /// `caro`; see ``WinRule``).
    ///
    /// `MxN` is M columns wide and N rows high. Without `k=`, k is 4 with gravity, else the
    /// shorter side capped at 5 (`10x10` is k=5). Without `rule=`, the preset's rule, else
    /// freestyle. Case and extra spaces do not matter. Every ``name`` reads back as the
    /// rules it names.
    public init(parsing text: String) throws(RulesError) {
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
        guard let first = words.first else {
            throw RulesError("Expected rules such as 'tictactoe', 'connect4' or '5x5 k=4'.")
        }
        var base: Rules?
        var size: (columns: Int, rows: Int)?
        switch first {
        case "tictactoe", "tic-tac-toe", "ttt", "3x3": base = .ticTacToe
        case "4x4": base = .fourByFour
        case "gomoku", "15x15": base = .gomoku
        case "connect4", "connect-four", "connectfour", "c4": base = .connectFour
        case "gomoku-standard": base = .gomokuStandard
        case "renju": base = .renju
        case "caro": base = .caro
        default:
            size = try Self.parseSize(first)
        }
        var k: Int?
        var gravity: Bool?
        var winRule: WinRule?
        for word in words.dropFirst() {
            if word == "gravity" {
                gravity = true
            } else if word == "nogravity" || word == "gravity=off" || word == "gravity=false" {
                gravity = false
            } else if word.hasPrefix("k=") {
                guard let value = Int(word.dropFirst(2)) else {
                    throw RulesError("Expected a number after 'k=', not '\(word.dropFirst(2))'.")
                }
                k = value
            } else if word.hasPrefix("rule=") {
                winRule = try Self.parseWinRule(String(word.dropFirst(5)))
            } else if WinRule(name: word) != nil {
                throw RulesError("Unknown rules option '\(word)'. Did you mean 'rule=\(word)'?")
            } else {
                throw RulesError("Unknown rules option '\(word)'. Expected 'k=K' or 'gravity'.")
            }
        }
        let columns = size?.columns ?? base!.columns
        let rows = size?.rows ?? base!.rows
        let falls = gravity ?? base?.gravity ?? false
        let defaultK = base?.k ?? (falls ? min(4, max(columns, rows)) : min(min(columns, rows), 5))
        let rule = winRule ?? base?.winRule ?? .freestyle
        try self.init(columns: columns, rows: rows, k: k ?? defaultK, gravity: falls, winRule: rule)
    }

    /// The rule named after `rule=`.
    private static func parseWinRule(_ name: String) throws(RulesError) -> WinRule {
        if let rule = WinRule(name: name) { return rule }
        // NB: the Gomocup's rule numbers (c-gomoku-cli's -rule, piskvork's INFO rule) read too.
        if let number = Int(name) {
            let byNumber: [Int: WinRule] = [0: .freestyle, 1: .standard, 4: .renju, 8: .caro]
            if let rule = byNumber[number] { return rule }
            throw RulesError("Unknown rule '\(name)'. The Gomocup's rule numbers ttt plays are 0 (rule=freestyle), 1 (rule=standard), 4 (rule=renju) and 8 (rule=caro).")
        }
        let names = WinRule.allCases.map(\.name)
        if let suggestion = closestWord(to: name, in: names) {
            throw RulesError("Unknown rule '\(name)'. Did you mean 'rule=\(suggestion)'?")
        }
        let options = names.map { "'rule=\($0)'" }
        throw RulesError("Unknown rule '\(name)'. Expected \(options.dropLast().joined(separator: ", ")) or \(options.last!).")
    }

    private static func parseSize(_ word: String) throws(RulesError) -> (columns: Int, rows: Int) {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            let names = presets.map(\.name)
            if let suggestion = closestWord(to: word, in: names) {
                throw RulesError("Unknown rules '\(word)'. Did you mean '\(suggestion)'?")
            }
            throw RulesError("Unknown rules '\(word)'. Expected a preset (\(names.joined(separator: ", "))) or a size such as '5x5'.")
        }
        return (columns, rows)
    }
}

/// The candidate nearest to `word` by edit distance, when it is near enough to be a typo.
public func closestWord(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(target, Array(candidate.lowercased()))
        if distance <= max(1, min(target.count, candidate.count) / 3 + 1), best == nil || distance < best!.1 {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// Levenshtein distance between two character arrays.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// Why a rules description was refused, in words a person can act on.
public struct RulesError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
