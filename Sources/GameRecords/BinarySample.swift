public import GameCore

/// The binary layout of training samples that c-gomoku-cli writes with `-sample
/// format=bin` (and, compressed, `format=bin_lz4`), and pytorch-nnue-trainer reads as its
/// `simple_binary` dataset: entries one after another, with no file header, each
///
/// - a head of two 16-bit little-endian words: the first holds the result for the side to
///   move in bits 0-1 (0 a loss, 1 a draw, 2 a win), the ply (the stones on the board) in
///   bits 2-10 and the board's size in bits 11-15; the second the rule in bits 0-2
///   (0 freestyle, 1 standard, 4 renju, as the Gomocup's `INFO rule` numbers them) and the
///   move played in bits 3-15: its cell, and above it (bit 13 of the word) 1 when O (white)
///   played it, as c-gomoku-cli writes its moves (readers take the cell's 10 bits);
/// - then the position: the ply's moves from the empty board, X (black) first, one 16-bit
///   little-endian cell each.
///
/// A cell is `x << 5 | y`, x the column from the left and y the row from the top, both from
/// 0, as the Gomocup protocol counts them: on 15x15, ttt's `a15` is 0 and `h8` is
/// `7 << 5 | 7` = 231.
public enum BinarySample {
    /// The smallest and largest side of a board the layout holds: its cells need 5 bits a
    /// coordinate and its ply 9 bits (22 × 22 = 484 stones), as c-gomoku-cli's boards.
    public static let sides = 5...22

    /// The rule's number in the head, or nil for rules the layout cannot hold.
    public static func ruleNumber(of rules: Rules) -> UInt16? {
        switch rules.winRule {
        case .freestyle: 0
        case .standard: 1
        case .renju: 4
        case .caro: nil
        }
    }

    /// Why games under `rules` cannot be written in the layout, or nil when they can: it
    /// holds five in a row on a square board without gravity, under freestyle, standard or
    /// renju rules.
    public static func unsupported(_ rules: Rules) -> String? {
        let holds = "binary samples hold five in a row on square boards of \(sides.lowerBound)x\(sides.lowerBound) to \(sides.upperBound)x\(sides.upperBound) under freestyle, standard or renju rules"
        if rules.gravity { return "\(rules.name) is a gravity game; \(holds)." }
        if rules.columns != rules.rows { return "The \(rules.columns)x\(rules.rows) board is not square; \(holds)." }
        if !sides.contains(rules.columns) { return "The \(rules.columns)x\(rules.rows) board is too \(rules.columns < sides.lowerBound ? "small" : "large"); \(holds)." }
        if rules.k != 5 { return "\(rules.name) wins with \(rules.k) in a row; \(holds)." }
        if ruleNumber(of: rules) == nil { return "The \(rules.winRule.name) rule has no number in the layout; \(holds)." }
        return nil
    }

    /// The cell of `move` under `rules`: x (the column) in the high bits, y (the row from the
    /// top) in the low 5.
    public static func cell(of move: Move, rules: Rules) -> UInt16 {
        UInt16(move.column) << 5 | UInt16(rules.rows - 1 - move.row)
    }

    /// The move at `cell` under `rules`, or nil when it is off the board.
    public static func move(atCell cell: UInt16, rules: Rules) -> Move? {
        let x = Int(cell >> 5), y = Int(cell & 31)
        guard x < rules.columns, y < rules.rows else { return nil }
        return Move(column: x, row: rules.rows - 1 - y)
    }

    /// Appends the entry of `entry`'s move at `ply` (0 is X's first): the head, then the
    /// moves before it. The rules must be ones the layout holds (``unsupported(_:)`` nil).
    public static func append(_ entry: JournalEntry, ply: Int, result: Int, to bytes: inout [UInt8]) {
        let rules = entry.rules
        let first = UInt16(result & 3) | UInt16(ply & 511) << 2 | UInt16(rules.columns & 31) << 11
        // NB: c-gomoku-cli's move carries its colour above the cell: 1 << 10 for white, O.
        let move = cell(of: entry.moves[ply], rules: rules) | (ply % 2 == 1 ? 1 << 10 : 0)
        let second = (ruleNumber(of: rules) ?? 0) | move << 3
        appendWord(first, to: &bytes)
        appendWord(second, to: &bytes)
        for move in entry.moves[..<ply] { appendWord(cell(of: move, rules: rules), to: &bytes) }
    }

    /// The bytes of a game's entries, those of `plies` (see ``SampleSelection/plies(of:)``).
    public static func entries(of entry: JournalEntry, plies: [Int], selection: SampleSelection) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(plies.reduce(0) { $0 + 4 + 2 * $1 })
        for ply in plies { append(entry, ply: ply, result: selection.result(of: entry, atPly: ply), to: &bytes) }
        return bytes
    }

    private static func appendWord(_ word: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(word & 0xFF))
        bytes.append(UInt8(word >> 8))
    }

    /// Whether `bytes`, the start of a file, begin with an entry of the layout: a result of
    /// 0 to 2, a board of ``sides``, a rule it numbers, a move on the board, and the
    /// position's cells there (as many as fit in `bytes`). How a `.bin` ttt wrote is told
    /// from another file before it is replaced.
    public static func startsWithEntry(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let first = UInt16(bytes[0]) | UInt16(bytes[1]) << 8
        let second = UInt16(bytes[2]) | UInt16(bytes[3]) << 8
        let result = first & 3, ply = Int(first >> 2 & 511), side = Int(first >> 11)
        guard result <= 2, sides.contains(side), [0, 1, 4].contains(second & 7), ply < side * side else { return false }
        let onBoard = { (cell: UInt16) in Int(cell >> 5) < side && Int(cell & 31) < side }
        guard onBoard(second >> 3 & 0x3FF) else { return false }
        var offset = 4
        for _ in 0..<ply where offset + 1 < bytes.count {
            guard onBoard(UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8) else { return false }
            offset += 2
        }
        return true
    }
}
