import GameCore
import Referee

/// One position of a finished game with the move played there and how the game ended for
/// the side to move: a row of a run's `--samples` file, for training an evaluation.
///
/// As CSV (after the header `position,move,result,rules,game`) and as JSON Lines:
///
///     b2 a1,c3,2,tictactoe,4
///     {"position":"b2 a1","move":"c3","result":2,"rules":"tictactoe","game":4}
///
/// The position is the moves from the empty board in ttt's notation, separated by spaces
/// (`b2 a1`; columns in gravity games: `d d c`), empty for the empty board: a line that
/// `--openings` reads, as the journal's `moves` writes them.
public struct TrainingSample: Sendable, Hashable {
    /// The moves before this one, X first.
    public var position: String
    /// The move played, in the rules' notation.
    public var move: String
    /// The game's result for the side to move: 0 a loss, 1 a draw, 2 a win (as c-gomoku-cli writes it).
    public var result: Int
    /// The rules' name (``Rules/name``), which `--rules` and `new` read back.
    public var rules: String
    /// The game's index in the schedule, as the journal has it.
    public var game: Int

    public init(position: String, move: String, result: Int, rules: String, game: Int) {
        self.position = position
        self.move = move
        self.result = result
        self.rules = rules
        self.game = game
    }

    /// The CSV file's first line, without its line break.
    public static let csvHeader = "position,move,result,rules,game"

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
    /// fault (see ``FaultTally/verdict(ofReason:)``).
    ///
    /// A pure function of the game: the draws come from a generator seeded by the game's seed
    /// (itself made from the run's seed and the game's index), one draw a position, so a run,
    /// its `--resume` and its shards keep the same rows.
    public func samples(of entry: JournalEntry) -> [TrainingSample] {
        if skipsFaults && FaultTally.verdict(ofReason: entry.reason) != nil { return [] }
        // NB: a stream of its own, apart from the ones the game's players draw from.
        var generator = SplitMix64.derived(from: entry.seed, index: Self.streamIndex)
        let rules = entry.rules.name
        var position = ""
        var samples: [TrainingSample] = []
        for (ply, move) in entry.moves.enumerated() {
            let notation = entry.rules.notation(for: move)
            defer { position += (position.isEmpty ? "" : " ") + notation }
            guard ply >= entry.openingLength else { continue }
            if rate < 1, Double(generator.next() >> 11) * 0x1p-53 >= rate { continue }
            let mover: Mark = ply % 2 == 0 ? .x : .o
            let result = entry.winner == nil ? 1 : entry.winner == mover ? 2 : 0
            samples.append(TrainingSample(position: position, move: notation, result: result, rules: rules, game: entry.index))
        }
        return samples
    }

    /// The index the sampling generator is derived with: "SMPL".
    static let streamIndex: UInt64 = 0x534D_504C
}
