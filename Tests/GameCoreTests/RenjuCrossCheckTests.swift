import Foundation
import GameCore
import TestSupport
import Testing

/// GameCore's forbidden-move finder against ``RenjuReference``, the recursive finder of the
/// Gomocup tools written apart from it, on seeded random renju positions crowded into a
/// square of the board so that threes and fours abound.
@Suite(.cpuHeavy) struct RenjuCrossCheckTests {
    /// How many positions: 10,000, but 2,000 in a debug build, which runs both finders many
    /// times slower (35 to 50 seconds for 2,000 on a busy two-core machine);
    /// `TTT_RENJU_POSITIONS=10000 swift test --filter RenjuCrossCheck` checks more.
    static let positions: Int = {
        if let text = ProcessInfo.processInfo.environment["TTT_RENJU_POSITIONS"], let count = Int(text), count > 0 { return count }
        #if DEBUG
        return 2_000
        #else
        return 10_000
        #endif
    }()

    /// A renju position with X to move and no line yet: as many X stones as O, dropped at
    /// random in a square of 7, 9, 11 or 15 cells a side, none making a winning line.
    static func position(seed: UInt64) throws -> Board {
        var generator = SplitMix64(seed: seed)
        let side = [7, 9, 11, 15][generator.next(below: 4)]
        let low = (15 - side) / 2
        let pairs = 3 + generator.next(below: side * side * 2 / 5)
        var grid = [[Character]](repeating: [Character](repeating: ".", count: 15), count: 15)
        func runLength(_ column: Int, _ row: Int, _ dc: Int, _ dr: Int, _ mark: Character) -> Int {
            var length = 1
            for sign in [-1, 1] {
                var step = 1
                while (0..<15).contains(column + sign * step * dc), (0..<15).contains(row + sign * step * dr),
                      grid[column + sign * step * dc][row + sign * step * dr] == mark {
                    length += 1
                    step += 1
                }
            }
            return length
        }
        for _ in 0..<pairs {
            for mark in ["X", "O"] as [Character] {
                for _ in 0..<50 {
                    let (column, row) = (low + generator.next(below: side), low + generator.next(below: side))
                    guard grid[column][row] == "." else { continue }
                    // NB: X wins by exactly five, O by five or more.
                    let wins = RenjuReference.directions.contains {
                        let length = runLength(column, row, $0.0, $0.1, mark)
                        return mark == "X" ? length == 5 : length >= 5
                    }
                    if wins { continue }
                    grid[column][row] = mark
                    break
                }
            }
        }
        let diagram = (0..<15).reversed().map { row in String((0..<15).map { grid[$0][row] }) }.joined(separator: "\n")
        return try Board(rules: .renju, diagram: diagram)
    }

    @Test("The forbidden cells and their kinds agree with the recursive finder of c-gomoku-cli and Rapfi")
    func agreesWithReference() async throws {
        var kinds: [String: Int] = [:]
        var positionsWithFalseThrees = 0
        var positionsDecidedByFive = 0
        var checked = 0
        for seed in UInt64(1)...UInt64(Self.positions) {
            // NB: this test runs for seconds; it lets the other tests' tasks, some of them
            // timed, have the thread between positions.
            await Task.yield()
            let board = try Self.position(seed: seed)
            // NB: X to move in a game not over, or there is nothing to compare.
            guard board.sideToMove == .x, !board.isOver else { continue }
            checked += 1
            var reference = RenjuReference(board)
            let expected = reference.forbidden().map { "\($0.0.cellName) \($0.1)" }
            let actual = board.forbiddenMoves.map { move in
                "\(move.cellName) \(board.forbiddenReason(for: move).map(\.kind.name) ?? "no reason")"
            }
            #expect(actual == expected, "seed \(seed): \(board.diagram)")
            if actual != expected { break }
            for line in expected { kinds[String(line.drop { $0 != " " }.dropFirst()), default: 0] += 1 }
            if reference.falseThrees > 0 { positionsWithFalseThrees += 1 }
            if reference.fiveCompletions > 0 {
                var plain = RenjuReference(board)
                plain.fiveCompletesThree = true
                if plain.forbidden().map({ "\($0.0.cellName) \($0.1)" }) != expected { positionsDecidedByFive += 1 }
            }
            for move in board.forbiddenMoves {
                let reason = try #require(board.forbiddenReason(for: move))
                let after = board.playingUnchecked(move)
                #expect(reason.lines.allSatisfy { $0.contains(move) && $0.allSatisfy { after.mark(at: $0) == .x } },
                        "seed \(seed): \(reason)")
                #expect(throws: MoveError.forbidden(reason), "seed \(seed)") { try board.playing(move) }
            }
            #expect(board.legalMoveCount == 225 - board.moveCount - expected.count, "seed \(seed)")
        }
        // NB: the positions must hold every kind, and threes found false by the recursion,
        // or the comparison shows little.
        #expect(checked > Self.positions * 9 / 10)
        #expect(kinds["double three", default: 0] > Self.positions / 10, "\(kinds)")
        #expect(kinds["double four", default: 0] > Self.positions / 20, "\(kinds)")
        #expect(kinds["overline", default: 0] > Self.positions / 20, "\(kinds)")
        #expect(positionsWithFalseThrees > Self.positions / 100, "\(positionsWithFalseThrees) positions with a false three")
        // NB: and positions where a three's straight four's cell makes five elsewhere, and
        // so no three, decides a cell (the case this finder once judged apart from the
        // references: some 1 in 100 of these positions).
        #expect(positionsDecidedByFive > Self.positions / 400, "\(positionsDecidedByFive) positions decided by a five completion")
    }
}
