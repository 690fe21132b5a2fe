import Foundation
import GameCore
import GameRecords
import Referee
import Tournaments

/// Plays a uniformly random legal move, from the game's seed, its own seed and the move number.
struct SeededRandomPlayer: Player {
    let name: String
    let seed: UInt64
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let moves = state.board.legalMoves
        var generator = SplitMix64.derived(from: state.seed ^ seed, index: UInt64(state.board.moveCount))
        return moves[generator.next(below: moves.count)]
    }
}

/// Plays the first legal move, column by column from a1.
struct FirstLegalPlayer: Player {
    let name: String
    func move(in state: GameState, budget: MoveBudget) async throws -> Move { state.board.legalMoves[0] }
}

/// Fails on its second move with a message a bot might write: markup and a line break.
struct FaultyPlayer: Player {
    let name: String
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        guard state.board.moveCount < 2 else { throw PlayerError("Crashed on move 2: </script><b>boom</b>\nbye") }
        return state.board.legalMoves[0]
    }
}

enum ReportFixtures {
    static let registry = PlayerRegistry(entries: [
        .init(name: "seeded", summary: "Random moves from its seed.", options: ["seed=N"]) { spec, context in
            SeededRandomPlayer(name: spec.text, seed: spec.option("seed").flatMap { UInt64($0) } ?? context.seed)
        },
        .init(name: "first", summary: "The first legal cell.") { spec, _ in FirstLegalPlayer(name: spec.text) },
        .init(name: "faulty", summary: "Fails on its second move.", options: ["name=N"]) { spec, _ in FaultyPlayer(name: spec.text) },
    ])

    static func plan(_ specs: [String], games: Int = 4, rules: Rules = .ticTacToe, seed: UInt64 = 5) -> TournamentPlan {
        TournamentPlan(specs: specs.map { try! PlayerSpec(parsing: $0) }, gamesPerPairing: games, seed: seed, rules: rules)
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-report-\(UUID().uuidString)-\(name)").path
    }

    /// The games of `plan`, played.
    static func play(_ plan: TournamentPlan, journal: String? = nil) async throws -> [JournalEntry] {
        let collected = Collected()
        _ = try await Tournament(plan: plan, registry: registry, concurrency: 2, journalPath: journal, started: "2026-05-01T10:00:00Z")
            .run(onGame: { entry in collected.add(entry) })
        return collected.entries
    }
}

/// The games a tournament hands out, in order.
// NB: the tournament calls `onGame` on its own task, one game at a time.
final class Collected: @unchecked Sendable {
    private(set) var entries: [JournalEntry] = []
    func add(_ entry: JournalEntry) { entries.append(entry) }
}

/// A DEFLATE decoder (RFC 1951: stored, fixed and dynamic blocks), written from the RFC
/// apart from the encoder, to check what it writes; after Mark Adler's puff.
struct Inflater {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    enum InflateError: Error { case truncated, badBlock, badCode, badDistance }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for i in 0..<count {
            guard position >> 3 < bytes.count else { throw InflateError.truncated }
            value |= Int(bytes[position >> 3] >> UInt8(position & 7) & 1) << i
            position += 1
        }
        return value
    }

    private mutating func decode(_ code: Code) throws -> Int {
        var value = 0, first = 0, index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw InflateError.badCode
    }

    static let lengths = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distances = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The bytes of a stream of blocks.
    mutating func inflate() throws -> [UInt8] {
        var out: [UInt8] = []
        var final = 0
        while final == 0 {
            final = try bits(1)
            let literals: Code, distances: Code
            switch try bits(2) {
            case 0:
                position = (position + 7) & ~7
                let length = try bits(16)
                _ = try bits(16)
                for _ in 0..<length { out.append(UInt8(try bits(8))) }
                continue
            case 1:
                literals = Code(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                distances = Code(lengths: [Int](repeating: 5, count: 30))
            case 2:
                let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, orderCount = try bits(4) + 4
                var runLengths = [Int](repeating: 0, count: 19)
                for place in 0..<orderCount { runLengths[Self.order[place]] = try bits(3) }
                let runs = Code(lengths: runLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try decode(runs)
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let last = lengths.last else { throw InflateError.badCode }
                        lengths += [Int](repeating: last, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw InflateError.badCode }
                literals = Code(lengths: Array(lengths[..<literalCount]))
                distances = Code(lengths: Array(lengths[literalCount...]))
            default: throw InflateError.badBlock
            }
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    out.append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { break }
                let index = symbol - 257
                let length = Self.lengths[index] + (try bits(Self.lengthBits[index]))
                let distanceCode = try decode(distances)
                let distance = Self.distances[distanceCode] + (try bits(Self.distanceBits[distanceCode]))
                guard distance <= out.count else { throw InflateError.badDistance }
                for _ in 0..<length { out.append(out[out.count - distance]) }
            }
        }
        return out
    }
}
