// The win rules other than freestyle (standard, renju, caro): off the fast paths, which
// test `rules.isFreestyle` once and come here otherwise.
extension Board {
    /// Whether `mark` has a line that wins under the rules' ``Rules/WinRule``: on a played
    /// board through the last stone only, on a board from a diagram anywhere.
    ///
    /// NB: as under freestyle, a played board can only hold a winning line through its last
    /// stone: a stone lengthens or blocks runs only through its own cell, and play stops at
    /// the first win.
    /// - Complexity: O(k) on a played board; O(stones * k) from a diagram.
    @usableFromInline @inline(never)
    func hasLineUnderWinRule(_ mark: Mark) -> Bool {
        let stones = stones(of: mark)
        if lastIndex >= 0 {
            let last = Int(lastIndex)
            return stones.contains(last) && winningDirection(through: last, of: mark) != nil
        }
        var found = false
        stones.forEach(used: usedWords) { index in
            if !found, winningDirection(through: index, of: mark) != nil { found = true }
        }
        return found
    }

    /// The first direction (as in ``lineStep(_:)``) in which `mark`'s run through its stone
    /// at bit `index` wins, with the run's bounds; nil when none does.
    func winningDirection(through index: Int, of mark: Mark) -> (direction: Int, back: Int, count: Int)? {
        let stones = stones(of: mark)
        for direction in 0..<4 {
            let (dc, dr) = Self.lineStep(direction)
            let run = runThrough(index, dc, dr, in: stones)
            if wins(mark, run: run, through: index, dc, dr) { return (direction, run.back, run.count) }
        }
        return nil
    }

    /// Whether the run of `mark` through bit `index` along (dc, dr), `run.back` stones back
    /// and `run.count` long, wins under the rules.
    func wins(_ mark: Mark, run: (back: Int, count: Int), through index: Int, _ dc: Int, _ dr: Int) -> Bool {
        let rule = rules.winRule
        var blocked = false
        if rule == .caro, run.count >= rules.k {
            let start = move(atIndex: index)
            let before = (start.column - (run.back + 1) * dc, start.row - (run.back + 1) * dr)
            let after = (start.column + (run.count - run.back) * dc, start.row + (run.count - run.back) * dr)
            blocked = holds(mark.opponent, before) && holds(mark.opponent, after)
        }
        return rule.wins(mark, length: run.count, k: rules.k, blockedAtBothEnds: blocked)
    }

    /// Whether the cell at (column, row) is on the board and holds a stone of `mark`; the
    /// edge of the board holds none.
    private func holds(_ mark: Mark, _ cell: (column: Int, row: Int)) -> Bool {
        guard cell.column >= 0, cell.row >= 0, cell.column < rules.columns, cell.row < rules.rows else { return false }
        return stones(of: mark).contains(cell.column * stride + cell.row)
    }

    /// Whether `mark` has a winning line anywhere, for a board read from a diagram.
    func hasLineAnywhere(_ mark: Mark) -> Bool {
        if rules.isFreestyle { return Self.hasLine(in: stones(of: mark), stride: stride, k: rules.k, used: usedWords) }
        var board = self
        board.lastIndex = -1
        return board.hasLineUnderWinRule(mark)
    }

    /// ``randomPlayout(using:)`` under a win rule other than freestyle: each move drawn
    /// uniformly from the legal moves (under renju, without X's forbidden ones).
    /// - Complexity: O(moves * cells), and under renju the forbidden moves of each of X's turns.
    @usableFromInline @inline(never)
    func randomPlayoutUnderWinRule(using generator: inout some RandomNumberGenerator) -> Mark? {
        var board = self
        while !board.isOver {
            let count = board.legalMoveCount
            // NB: under renju X may have empty cells left and none allowed; the game stops
            // there, undecided, as a draw.
            if count == 0 { return nil }
            var target = Int(generator.next(upperBound: UInt64(count)))
            var chosen: Move?
            board.forEachLegalMove { move in
                if target == 0 { chosen = move }
                target &-= 1
            }
            board = board.playingUnchecked(board.index(of: chosen!))
        }
        return board.winner
    }
}
