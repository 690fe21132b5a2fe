import GameCore
import Referee

/// One position of a finished game with the move played there and how the game ended for
/// the side to move: a row of a run's `--samples` file, for training an evaluation.
///
/// As CSV (after the header `position,move,result,rules,game,score`) and as JSON Lines:
///
///     h8 i7,j8,2,gomoku,5,+35
///     {"position":"h8 i7","move":"j8","result":2,"rules":"gomoku","game":5,"score":35}
///
/// The position is the moves from the empty board in ttt's notation, separated by spaces
/// (`b2 a1`; columns in gravity games: `d d c`), empty for the empty board: a line that
/// `--openings` reads, as the journal's `moves` writes them. The score is the one the
/// mover reported with the move, from its own side (`+35`, `-120`, a mate as `+M5` or
/// `-M3`), as the journal's `scores` hold it; empty in CSV, and left out of JSON, where it
/// reported none.
public struct TrainingSample: Sendable, Hashable {
    /// The moves before this one, X first.
    public var position: String
    /// The move played, in the rules' notation.
    public var move: String
    /// The game's result for the side to move: 0 a loss, 1 a draw, 2 a win (as c-gomoku-cli writes it).
    public var result: Int
    /// The rules' name (``Rules/name``), which `--rules` and `new` read back.
    public var rules: String
    /// The game's number, from 1, as records' `[Game "N"]` and `replay FILE N` count it.
    public var game: Int
    /// The score the mover reported with the move, from its own side, or nil.
    public var score: MoveScore?

    public init(position: String, move: String, result: Int, rules: String, game: Int, score: MoveScore? = nil) {
        self.position = position
        self.move = move
        self.result = result
        self.rules = rules
        self.game = game
        self.score = score
    }

    /// The CSV file's first line, without its line break.
    public static let csvHeader = "position,move,result,rules,game,score"
    /// The first line of CSV files written before rows had a score; they read the same.
    public static let csvHeaderWithoutScore = "position,move,result,rules,game"

    /// Appends the row as CSV, with its line break; a field with a comma or a quote is quoted.
    public func appendCSVLine(to bytes: inout [UInt8]) {
        Self.appendCSVField(position, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        Self.appendCSVField(move, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JournalEntry.appendDecimal(UInt64(result), to: &bytes)
        bytes.append(UInt8(ascii: ","))
        Self.appendCSVField(rules, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        JournalEntry.appendDecimal(UInt64(game), to: &bytes)
        bytes.append(UInt8(ascii: ","))
        if let score { bytes.append(contentsOf: MoveStory.scoreText(score).utf8) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends the row as one JSON object, with its line break.
    public func appendJSONLine(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"position":"#.utf8)
        JournalEntry.appendJSONString(position, to: &bytes)
        bytes.append(contentsOf: #","move":"#.utf8)
        JournalEntry.appendJSONString(move, to: &bytes)
        bytes.append(contentsOf: #","result":"#.utf8)
        JournalEntry.appendDecimal(UInt64(result), to: &bytes)
        bytes.append(contentsOf: #","rules":"#.utf8)
        JournalEntry.appendJSONString(rules, to: &bytes)
        bytes.append(contentsOf: #","game":"#.utf8)
        JournalEntry.appendDecimal(UInt64(game), to: &bytes)
        switch score {
        case nil: break
        case let .units(value)?: bytes.append(contentsOf: #","score":\#(value)"#.utf8)
        case let .mate(moves)?: bytes.append(contentsOf: #","score":"\#(MoveStory.scoreText(.mate(moves)))""#.utf8)
        }
        bytes.append(contentsOf: "}\n".utf8)
    }

    /// Appends `text` as a CSV field: as it is, or in quotes with its quotes doubled.
    static func appendCSVField(_ text: String, to bytes: inout [UInt8]) {
        let special = { (byte: UInt8) in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        guard text.utf8.contains(where: special) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Which positions of a game become samples.
public struct SampleSelection: Sendable, Hashable {
    /// The chance that each position is kept, in (0, 1].
    public var rate: Double
    /// Whether games a player lost by a fault (a crash, a timeout, an illegal move, ...) are left out.
    public var skipsFaults: Bool

    public init(rate: Double = 1, skipsFaults: Bool = false) {
        self.rate = rate
        self.skipsFaults = skipsFaults
    }

    /// The samples of `entry`: a row for each move a player chose (those after the opening),
    /// each kept with probability ``rate``; none when ``skipsFaults`` and the game ended by a
    /// fault (see ``FaultTally/verdict(ofReason:)``). See ``plies(of:)``.
    public func samples(of entry: JournalEntry) -> [TrainingSample] {
        let plies = plies(of: entry)
        guard !plies.isEmpty else { return [] }
        let rules = entry.rules.name
        let names = entry.moves.map { entry.rules.notation(for: $0) }
        let scores = entry.story?.count == entry.moves.count ? entry.story?.scores : nil
        return plies.map { ply in
            TrainingSample(
                position: names[..<ply].joined(separator: " "), move: names[ply], result: result(of: entry, atPly: ply),
                rules: rules, game: entry.index + 1, score: scores?[ply])
        }
    }

    /// The plies of `entry` kept as samples (0 is X's first move): each move a player chose,
    /// kept with probability ``rate``; none when ``skipsFaults`` and the game ended by a fault.
    ///
    /// A pure function of the game: the draws come from a generator seeded by the game's seed
    /// (itself made from the run's seed and the game's index), one draw a position, so a run,
    /// its `--resume` and its shards keep the same rows.
    public func plies(of entry: JournalEntry) -> [Int] {
        if leavesOut(entry) { return [] }
        // NB: a stream of its own, apart from the ones the game's players draw from.
        var generator = SplitMix64.derived(from: entry.seed, index: Self.streamIndex)
        var plies: [Int] = []
        for ply in entry.openingLength..<max(entry.openingLength, entry.moves.count) {
            if rate < 1, Double(generator.next() >> 11) * 0x1p-53 >= rate { continue }
            plies.append(ply)
        }
        return plies
    }

    /// Whether the whole of `entry` is left out: with ``skipsFaults``, when it ended by a fault.
    public func leavesOut(_ entry: JournalEntry) -> Bool {
        skipsFaults && FaultTally.verdict(ofReason: entry.reason) != nil
    }

    /// The game's result for the side to move at `ply`: 0 a loss, 1 a draw, 2 a win.
    public func result(of entry: JournalEntry, atPly ply: Int) -> Int {
        let mover: Mark = ply % 2 == 0 ? .x : .o
        return entry.winner == nil ? 1 : entry.winner == mover ? 2 : 0
    }

    /// The index the sampling generator is derived with: "SMPL".
    static let streamIndex: UInt64 = 0x534D_504C
}
