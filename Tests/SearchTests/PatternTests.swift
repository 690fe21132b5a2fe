import GameCore
@testable import Search
import TestSupport
import Testing

/// The pattern board under every rule: its tables, kept up to date stone by stone, agree
/// with a plain reading of each line; the line shapes are the ones players name.
@Suite(.cpuHeavy) struct PatternTests {
    /// One line, centre `*` (the stone played), `X` own, `O` the opponent's, `#` the wall,
    /// `.` empty: 11 cells for k = 5.
    static func pattern(_ text: String, _ win: LineWin) -> LinePattern {
        let cells: [UInt8] = text.map { character in
            switch character {
            case "X", "*": LineScan.own
            case "O": LineScan.opponent
            case "#": LineScan.wall
            default: LineScan.empty
            }
        }
        precondition(cells.count == 11 && text.firstIndex(of: "*") == text.index(text.startIndex, offsetBy: 5))
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: 11)
        defer { line.deallocate() }
        for (index, cell) in cells.enumerated() { line[index] = cell }
        let plain = LineScan(k: 5, win: win).classify(line)
        let table = PatternTable.shared(k: 5, win: win)[LineScan(k: 5, win: win).key(line)]
        #expect(plain == table, "\(text): the table says \(table), the scan \(plain)")
        return plain
    }

    @Test("Lines are named as players name them, under each way of counting a five")
    func lineShapes() {
        #expect(Self.pattern("...XX*XX...", .orMore) == .five)
        #expect(Self.pattern("..XXX*XX...", .orMore) == .five)
        #expect(Self.pattern("..XXX*XX...", .exactly) == .overline)
        #expect(Self.pattern("...XX*XX...", .exactly) == .five)
        #expect(Self.pattern("..OXX*XXO..", .unblocked) == .dead)
        #expect(Self.pattern("..OXX*XX...", .unblocked) == .five)
        #expect(Self.pattern("....X*XX...", .orMore) == .flex4)
        #expect(Self.pattern("...OX*XX...", .orMore) == .block4)
        #expect(Self.pattern("..X.X*X.X..", .orMore) == .doubleFour)
        #expect(Self.pattern("....X*X....", .orMore) == .flex3)
        #expect(Self.pattern("...OX*X....", .orMore) == .block3)
        #expect(Self.pattern("....X*.X...", .orMore) == .flex3)
        #expect(Self.pattern(".....*X....", .orMore) == .flex2)
        #expect(Self.pattern("....O*X.O..", .orMore) == .dead)
        // NB: under exactly five, the straight four d..g would make six at its left end.
        #expect(Self.pattern(".X..X*X.O..", .exactly) == .block3)
        #expect(Self.pattern(".X..X*X.O..", .orMore) == .flex3)
        #expect(Self.pattern("####X*XX...", .orMore) == .block4)
        // NB: the edge is no block under caro: a five against it wins.
        #expect(Self.pattern("####X*XXX.O", .unblocked) == .five)
        #expect(Self.pattern("###OX*XXXO.", .unblocked) == .dead)
    }

    /// Random stones put down and taken off under `rules`; after each change every empty
    /// cell's pattern in every direction, for both sides, equals the line read afresh.
    static func checkAgainstPlainScan(_ rules: Rules, seed: UInt64, changes: Int) {
        let board = PatternBoard(rules: rules)
        var random = SplitMix64(seed: seed)
        var placed: [(cell: Int, side: UInt8)] = []
        let k = rules.k, rows = rules.rows
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * k + 1)
        defer { line.deallocate() }
        // NB: the scan's own cache, apart from the board's tables (which are what is checked).
        let memos = (0..<3).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << (4 * k)) }
        for memo in memos { memo.initialize(repeating: 0xFF, count: 1 << (4 * k)) }
        defer { for memo in memos { memo.deallocate() } }
        let directions = [(1, 0), (0, 1), (1, 1), (1, -1)]
        var mismatches = 0
        for change in 0..<changes {
            if !placed.isEmpty, random.next() % 4 == 0 {
                let index = Int(random.next() % UInt64(placed.count))
                let (cell, side) = placed.remove(at: index)
                board.remove(cell, side)
            } else {
                // NB: near the centre, so that lines fill up.
                let column = rules.columns / 2 - 4 + Int(random.next() % 9), row = rows / 2 - 4 + Int(random.next() % 9)
                let cell = column * rows + row
                guard board.stone(cell) == 0 else { continue }
                let side = UInt8(1 + random.next() % 2)
                board.place(cell, side)
                placed.append((cell, side))
            }
            guard change % 5 == 0 else { continue }
            for cell in 0..<board.cellCount where board.stone(cell) == 0 {
                for side in [UInt8(1), 2] {
                    let scan = LineScan(k: k, win: LineWin(rules.winRule, side: side))
                    for (direction, (dc, dr)) in directions.enumerated() {
                        for offset in -k...k {
                            let c = cell / rows + offset * dc, r = cell % rows + offset * dr
                            if offset == 0 {
                                line[k] = LineScan.own
                            } else if c < 0 || r < 0 || c >= rules.columns || r >= rows {
                                line[offset + k] = LineScan.wall
                            } else {
                                let stone = board.stone(c * rows + r)
                                line[offset + k] = stone == 0 ? LineScan.empty : stone == side ? LineScan.own : LineScan.opponent
                            }
                        }
                        let plain = scan.classify(line, memo: memos[Int(scan.win.rawValue)])
                        let kept = board.pattern(side, at: cell, direction: direction)
                        if plain != kept {
                            mismatches += 1
                            if mismatches <= 3 { Issue.record("\(rules.name): cell \(cell) side \(side) direction \(direction): kept \(kept), scan \(plain)") }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("The kept patterns equal the lines read afresh, under each rule", arguments: [Rules.gomoku, .gomokuStandard, .renju, .caro])
    func tablesAgreeWithScan(rules: Rules) {
        Self.checkAgainstPlainScan(rules, seed: 7 &+ UInt64(rules.winRule.rawValue), changes: 100)
    }

    @Test("The threat counts equal the cells counted afresh, the evaluation before the last stone is kept, and taking every stone off restores the empty board")
    func countsStayTrue() {
        let board = PatternBoard(rules: .renju)
        let emptyValue = board.evaluation(for: 1)
        var random = SplitMix64(seed: 3)
        var placed: [(Int, UInt8)] = []
        for index in 0..<60 {
            let cell = Int(random.next() % 225)
            guard board.stone(cell) == 0 else { continue }
            let side = UInt8(1 + index % 2)
            let before = board.evaluation(for: 1)
            board.place(cell, side)
            placed.append((cell, side))
            // NB: the evaluation before the last stone, which the search's is the mean with.
            let values = (x: board.values(for: 1), o: board.values(for: 2))
            #expect(values.x.own - values.x.opponent == board.evaluation(for: 1) + before)
            #expect(values.o.own == values.x.opponent && values.o.opponent == values.x.own)
            for side in [UInt8(1), 2] {
                // NB: `cells` looks near the stones only, where every threat but none can be.
                for threat in CellThreat.allCases where threat != .none {
                    #expect(board.count(side, threat) == board.cells(side, with: threat).count)
                }
            }
        }
        for (cell, side) in placed.reversed() { board.remove(cell, side) }
        #expect(board.stoneCount == 0)
        #expect(board.hash == 0)
        #expect(board.evaluation(for: 1) == emptyValue)
    }

    @Test("Stones taken off last first (as a search does) and out of order leave the board as one built afresh with the same stones", arguments: [Rules.gomoku, .renju])
    func undoMatchesAFreshBoard(rules: Rules) {
        let board = PatternBoard(rules: rules)
        var random = SplitMix64(seed: 11)
        var placed: [(cell: Int, side: UInt8)] = []
        var differences = 0
        for change in 0..<400 {
            let roll = random.next() % 8
            if !placed.isEmpty, roll < 3 {
                // NB: mostly the last stone (the undo log's way), now and then another.
                let index = roll == 0 ? Int(random.next() % UInt64(placed.count)) : placed.count - 1
                let (cell, side) = placed.remove(at: index)
                board.remove(cell, side)
            } else {
                let column = rules.columns / 2 - 5 + Int(random.next() % 11), row = rules.rows / 2 - 5 + Int(random.next() % 11)
                let cell = column * rules.rows + row
                guard board.stone(cell) == 0 else { continue }
                let side = UInt8(1 + random.next() % 2)
                board.place(cell, side)
                placed.append((cell, side))
            }
            let fresh = PatternBoard(rules: rules)
            for (cell, side) in placed { fresh.place(cell, side) }
            var same = board.hash == fresh.hash && board.stoneCount == fresh.stoneCount
                && board.evaluation(for: 1) == fresh.evaluation(for: 1)
            for side in [UInt8(1), 2] {
                for threat in CellThreat.allCases where board.count(side, threat) != fresh.count(side, threat) { same = false }
                for cell in 0..<board.cellCount where board.stone(cell) == 0 {
                    if board.threat(side, at: cell) != fresh.threat(side, at: cell) || board.score(side, at: cell) != fresh.score(side, at: cell)
                        || board.isNear(cell) != fresh.isNear(cell) {
                        same = false
                    }
                }
            }
            if !same {
                differences += 1
                if differences <= 3 { Issue.record("\(rules.name): change \(change) left the board unlike a fresh one") }
            }
        }
        #expect(differences == 0)
    }
}

/// What a stone would change, read along the lines without placing it.
@Suite struct PatternLookaheadTests {
    @Test("The threat a cell would make after a stone elsewhere, read along the lines, is the one placing the stone gives", arguments: [Rules.gomoku, .gomokuStandard, .renju, .caro])
    func threatAfterStone(rules: Rules) {
        let board = PatternBoard(rules: rules)
        var random = SplitMix64(seed: 11 &+ UInt64(rules.winRule.rawValue))
        var compared = 0, changed = 0, mismatches = 0
        for index in 0..<40 {
            // NB: near the centre, so that lines fill up and threats appear.
            let cell = (rules.columns / 2 - 4 + Int(random.next() % 9)) * rules.rows + rules.rows / 2 - 4 + Int(random.next() % 9)
            guard board.stone(cell) == 0 else { continue }
            board.place(cell, UInt8(1 + index % 2))
            for _ in 0..<60 {
                let target = Int(random.next() % UInt64(board.cellCount))
                var stone = Int(random.next() % UInt64(board.cellCount))
                if random.next() % 4 != 0 {
                    // NB: mostly on one of the target's lines, within k steps and a little past.
                    let (dc, dr) = [(1, 0), (0, 1), (1, 1), (1, -1)][Int(random.next() % 4)]
                    let distance = Int(random.next() % UInt64(2 * rules.k + 3)) - rules.k - 1
                    let column = target / rules.rows + distance * dc, row = target % rules.rows + distance * dr
                    guard column >= 0, row >= 0, column < rules.columns, row < rules.rows else { continue }
                    stone = column * rules.rows + row
                }
                guard target != stone, board.stone(target) == 0, board.stone(stone) == 0, board.isNear(target) else { continue }
                let placer = UInt8(1 + random.next() % 2)
                let read = [UInt8(1), 2].map { board.threat($0, at: target, afterStoneOf: placer, at: stone) }
                let before = [UInt8(1), 2].map { board.threat($0, at: target) }
                board.place(stone, placer)
                let placed = [UInt8(1), 2].map { board.threat($0, at: target) }
                board.remove(stone, placer)
                compared += 1
                if placed != before { changed += 1 }
                if read != placed {
                    mismatches += 1
                    if mismatches <= 3 { Issue.record("\(rules.name): cell \(target) after \(placer)'s stone on \(stone): read \(read), placed \(placed)") }
                }
            }
        }
        #expect(mismatches == 0)
        // NB: the check means something only if some stones did change a threat.
        #expect(compared > 500 && changed > 50, "compared \(compared), changed \(changed)")
    }
}
