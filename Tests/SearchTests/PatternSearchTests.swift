import GameCore
@testable import Search
import TestSupport
import Testing

/// The pattern search under every rule: its chains of fours are forced wins (checked by a
/// plain search in the test), and in random positions it never misses a win in one, never
/// leaves a four unanswered and never plays a forbidden move.
@Suite(.cpuHeavy) struct PatternSearchTests {
    /// A position of `plies` random moves near the centre of `rules`' board (none ending the game).
    static func randomPosition(_ rules: Rules, plies: Int, seed: UInt64) -> Board {
        var random = SplitMix64(seed: seed)
        var board = Board(rules: rules)
        var tries = 0
        while board.moveCount < plies, tries < 10 * plies {
            tries += 1
            let move = Move(column: rules.columns / 2 - 4 + random.next(below: 9), row: rules.rows / 2 - 4 + random.next(below: 9))
            guard let next = try? board.playing(move), !next.isOver else { continue }
            board = next
        }
        return board
    }

    /// Whether `mark` wins at once on `board` by some move, by the public board API.
    static func winsAtOnce(_ board: Board, _ mark: Mark) -> Move? {
        guard board.sideToMove == mark else { return nil }
        return board.legalMoves.first { move in (try? board.playing(move))?.winner == mark }
    }

    /// A plain check that `attacker` (to move) wins by fours: some move of the search's chain
    /// makes a four (or five), and every reply of the defender (every legal move) still
    /// loses within `depth` more fours. Counted with the public board API only.
    static func forcedByFours(_ board: Board, attacker: Mark, depth: Int) -> Bool {
        if winsAtOnce(board, attacker) != nil { return true }
        guard depth > 0 else { return false }
        let search = PatternSearch(board: PatternBoard(board), table: GridTable(entries: 1 << 10))
        search.begin(deadline: nil)
        guard let chain = search.victoryByFours(attacker == .x ? 1 : 2, depth: depth), let first = chain.first else { return false }
        let rows = board.rules.rows
        guard let after = try? board.playing(Move(column: first / rows, row: first % rows)) else { return false }
        if after.winner == attacker { return true }
        // NB: every defence: a move that does not stop the five loses at once; the others go on.
        for reply in after.legalMoves {
            guard let next = try? after.playing(reply) else { continue }
            if next.winner == attacker.opponent { return false }
            if winsAtOnce(next, attacker) != nil { continue }
            if !forcedByFours(next, attacker: attacker, depth: depth - 1) { return false }
        }
        return true
    }

    @Test("Every chain of fours found is a forced win, under each rule", arguments: [Rules.gomoku, .gomokuStandard, .renju, .caro])
    func chainsOfFoursAreForced(rules: Rules) {
        var found = 0
        for seed in UInt64(1)...400 where found < 6 {
            let board = Self.randomPosition(rules, plies: 24, seed: seed &* 31 &+ UInt64(rules.winRule.rawValue))
            let side: UInt8 = board.sideToMove == .x ? 1 : 2
            let patterns = PatternBoard(board)
            // NB: positions where the defender cannot win at once, and the attacker cannot either.
            guard patterns.count(3 - side, .five) == 0, patterns.count(side, .five) == 0 else { continue }
            let search = PatternSearch(board: patterns, table: GridTable(entries: 1 << 10))
            search.begin(deadline: nil)
            guard let chain = search.victoryByFours(side, depth: 6), chain.count > 1 else { continue }
            found += 1
            #expect(Self.forcedByFours(board, attacker: board.sideToMove, depth: 6), "\(rules.name) seed \(seed): \(chain)")
        }
        #expect(found >= 3, "too few positions with a chain of fours under \(rules.name)")
    }

    /// A board of `rules` with X's and O's stones at (column, row).
    static func patternBoard(_ rules: Rules, x: [(Int, Int)], o: [(Int, Int)]) -> PatternBoard {
        let board = PatternBoard(rules: rules)
        for (column, row) in x { board.place(column * rules.rows + row, 1) }
        for (column, row) in o { board.place(column * rules.rows + row, 2) }
        return board
    }

    @Test("A four with an open three, or two open threes, win at once only where the opponent has no four to answer with")
    func quickWins() {
        let win = Score.win - 5
        // NB: X's g4 makes the four d4-g4 (c4 is O's) and the open three g4-g6; X's i8 makes
        // the open threes g8-i8 and i8-i10.
        let fourThree = (x: [(3, 3), (4, 3), (5, 3), (6, 4), (6, 5)], o: [(2, 3), (14, 14)])
        let doubleThree = (x: [(6, 7), (7, 7), (8, 8), (8, 9)], o: [(0, 14), (14, 14)])
        for (stones, cell, threat) in [(fourThree, 6 * 15 + 3, CellThreat.fourThree), (doubleThree, 8 * 15 + 7, .doubleThree)] {
            let free = Self.patternBoard(.gomoku, x: stones.x, o: stones.o)
            #expect(free.threat(1, at: cell) == threat)
            #expect(PatternSearch(board: free, table: GridTable(entries: 1 << 10)).quickWin(1, ply: 0) == win, "\(threat)")
            // NB: O with three in a row can answer with a four: no quick win.
            let answered = Self.patternBoard(.gomoku, x: stones.x, o: stones.o + [(0, 0), (1, 0), (2, 0)])
            #expect(answered.count(2, .four) + answered.count(2, .flexFour) > 0)
            #expect(PatternSearch(board: answered, table: GridTable(entries: 1 << 10)).quickWin(1, ply: 0) == nil, "\(threat)")
            // NB: under caro a straight four may be stopped, and under renju X's next move may be forbidden.
            for rules in [Rules.caro, .renju] {
                let board = Self.patternBoard(rules, x: stones.x, o: stones.o)
                #expect(PatternSearch(board: board, table: GridTable(entries: 1 << 10)).quickWin(1, ply: 0) == nil, "\(rules.name) \(threat)")
            }
            // NB: O's under renju wins, the colours swapped.
            let renjuO = Self.patternBoard(.renju, x: stones.o, o: stones.x)
            #expect(renjuO.threat(2, at: cell) == threat)
            #expect(PatternSearch(board: renjuO, table: GridTable(entries: 1 << 10)).quickWin(2, ply: 0) == win, "renju O \(threat)")
        }
    }

    @Test("A move is not called won when the beam of the reply leaves out the answer that wins")
    func beamDoesNotHideTheAnswer() throws {
        // NB: from a game lost to a Gomocup engine, X to move: X's h4 threatens a chain of
        // fours (h6 h5 g7 ...), and O's j5, an open three outside the best eight quiet moves,
        // answers it (the block at h5 would then make O's four; O went on to win). The
        // search called h4, and the position, a likely win for X.
        var board = Board(rules: .gomoku)
        for text in "h7 i5 e9 j6 e7 i7 e8 e10 i8 k5 h8 k7 e5 e6 f8 g8".split(separator: " ") {
            board = try board.playing(board.move(parsing: String(text)))
        }
        func value(_ edition: SearchEdition) -> Analysis.Value {
            let search = PerfectSearch(rules: .gomoku, tableBytes: 1 << 22)
            search.nodeLimit = 100_000
            search.edition = edition
            // NB: a deadline far off: the positions alone bound the search (without one it
            // stops after a second, which a debug build on a busy machine reaches first).
            return search.analyze(board, deadline: .now + .seconds(600), allMoves: false).value
        }
        func calledWon(_ value: Analysis.Value) -> Bool {
            switch value {
            case .win: true
            case let .estimate(_, score): score >= Int(PatternSearch.likelyLost.magnitude)
            default: false
            }
        }
        let today = value(.current)
        #expect(!calledWon(today), "\(today)")
        // NB: search-v2, which kept the beam's verdict, still calls it won: the test tells them apart.
        #expect(calledWon(value(.v2)))
    }

    @Test("Never misses a win in one, never leaves a four unanswered, never plays a forbidden move", arguments: [Rules.gomoku, .gomokuStandard, .renju, .caro])
    func tactics(rules: Rules) {
        let search = PerfectSearch(rules: rules, tableBytes: 1 << 20)
        search.nodeLimit = 3_000
        var wins = 0, blocks = 0
        for seed in UInt64(1)...60 {
            let board = Self.randomPosition(rules, plies: 18 + Int(seed % 20), seed: seed &* 7 &+ 3)
            guard !board.isOver else { continue }
            let me = board.sideToMove
            let analysis = search.analyze(board, deadline: nil, allMoves: false)
            guard let move = analysis.bestMove else { continue }
            #expect(!board.forbiddenMoves.contains(move), "\(rules.name) seed \(seed): played the forbidden \(move)")
            let after = try! board.playing(move)
            if Self.winsAtOnce(board, me) != nil {
                wins += 1
                #expect(after.winner == me, "\(rules.name) seed \(seed): missed the win, played \(move)")
            } else {
                // NB: the opponent's five next move: when there is one cell for it, the move must
                // stop it (take it, or under caro block the five to be at its other end).
                let theirs = board.legalMoves.filter { Self.wouldWin(board, me.opponent, at: $0) }
                if theirs.count == 1, !board.forbiddenMoves.contains(theirs[0]) {
                    blocks += 1
                    let left = after.legalMoves.filter { Self.wouldWin(after, me.opponent, at: $0) }
                    #expect(left.isEmpty, "\(rules.name) seed \(seed): left the four at \(theirs[0]) unanswered, played \(move)")
                }
            }
        }
        #expect(wins + blocks > 0)
    }

    /// Whether `mark` would win by a stone on the empty `cell` of `board`, whoever is to
    /// move, as the rule counts runs: cell by cell, apart from the search's code.
    static func wouldWin(_ board: Board, _ mark: Mark, at cell: Move) -> Bool {
        let rules = board.rules
        func stone(_ c: Int, _ r: Int) -> Mark? {
            guard c >= 0, r >= 0, c < rules.columns, r < rules.rows else { return nil }
            return c == cell.column && r == cell.row ? mark : board.mark(at: Move(column: c, row: r))
        }
        func onBoard(_ c: Int, _ r: Int) -> Bool { c >= 0 && r >= 0 && c < rules.columns && r < rules.rows }
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            var low = 0, high = 0
            while stone(cell.column - (low + 1) * dc, cell.row - (low + 1) * dr) == mark { low += 1 }
            while stone(cell.column + (high + 1) * dc, cell.row + (high + 1) * dr) == mark { high += 1 }
            let length = low + high + 1
            let beforeC = cell.column - (low + 1) * dc, beforeR = cell.row - (low + 1) * dr
            let afterC = cell.column + (high + 1) * dc, afterR = cell.row + (high + 1) * dr
            let blocked = onBoard(beforeC, beforeR) && stone(beforeC, beforeR) == mark.opponent
                && onBoard(afterC, afterR) && stone(afterC, afterR) == mark.opponent
            let wins = switch rules.winRule {
            case .freestyle: length >= rules.k
            case .standard: length == rules.k
            case .renju: mark == .x ? length == rules.k : length >= rules.k
            case .caro: length >= rules.k && !blocked
            }
            if wins { return true }
        }
        return false
    }
}
