extension Board {
    /// The cells X may not play now under renju, column by column from `a1`: the
    /// overlines, double fours and double threes of ``ForbiddenMove``. Empty unless the
    /// rules are renju, X is to move and the game is not over.
    ///
    /// These cells are not among the ``legalMoves``, and ``playing(_:)`` refuses them with
    /// ``MoveError/forbidden(_:)``.
    /// - Complexity: O(cells) line checks, each O(1) but for the recursion of threes.
    public var forbiddenMoves: [Move] {
        guard rules.winRule == .renju, sideToMove == .x, !isOver else { return [] }
        var moves: [Move] = []
        forbiddenCells256.forEach { moves.append(move(atIndex: $0)) }
        return moves
    }

    /// Why X may not play `move` now under renju, with the lines that make the foul; nil
    /// when X may play it, when the cell is taken or off the board, when O is to move, when
    /// the game is over, and under any other rules.
    ///
    /// The RIF definitions, where X has just played `move`:
    /// - a move that makes exactly five is allowed, whatever else it makes;
    /// - an overline, six or more in a row, is forbidden;
    /// - a four is a row of four stones that one more stone makes exactly five; two fours at
    ///   once, in two lines or in one (`X . X X X . X`, `X X . X X . X X` through the middle
    ///   stones), are a double four, forbidden;
    /// - a three is a row of three stones that one more stone makes a straight four (a four
    ///   with two cells that make five), where that stone is itself allowed and does not
    ///   make five in another line (there it wins, and the references, c-gomoku-cli's and
    ///   Rapfi's finders, count no three); threes in two lines at once are a double three,
    ///   forbidden (a four and a three are allowed).
    ///
    ///     try board.forbiddenReason(for: board.move(parsing: "h8"))?.description
    ///     // "h8 is forbidden for X: double three (h7-h8-h9 and f8-h8-i8)."
    /// - Complexity: O(1) line checks, but for the recursion of threes.
    public func forbiddenReason(for move: Move) -> ForbiddenMove? {
        guard rules.winRule == .renju, rules.contains(move), sideToMove == .x, !isOver else { return nil }
        let index = index(of: move)
        guard mark(atIndex: index) == nil else { return nil }
        var lines: [RenjuPosition.FoulLine]? = []
        let position = renjuPosition
        guard let kind = position.foul(at: index, lines: &lines) else { return nil }
        let cells = (lines ?? []).map { line in
            (0...10).filter { line.stones & (1 &<< $0) != 0 }.map {
                self.move(atIndex: position.cell($0, around: index, direction: line.direction))
            }
        }
        return ForbiddenMove(move: move, kind: kind, lines: cells)
    }

    /// The stones as renju's foul finder reads them.
    var renjuPosition: RenjuPosition {
        RenjuPosition(x: xStones256, o: oStones256, columns: rules.columns, rows: rules.rows)
    }

    /// The empty cells X may not play, on a renju board with X to move; whether the game is
    /// over is not asked.
    // NB: a renju board is 15x15, so its stones fit in four words.
    @usableFromInline
    var forbiddenCells256: CellSet256 {
        let position = renjuPosition
        var forbidden = CellSet256()
        freeCells256.forEach { index in
            if position.isForbidden(at: index) { forbidden.insert(index) }
        }
        return forbidden
    }

    /// ``validatePlacement(_:)``'s check under renju, for a cell on the board and empty:
    /// throws when it is forbidden for X to move there.
    @usableFromInline @inline(never)
    func checkNotForbidden(_ move: Move) throws(MoveError) {
        guard sideToMove == .x else { return }
        if renjuPosition.isForbidden(at: index(of: move)), let foul = forbiddenReason(for: move) {
            throw .forbidden(foul)
        }
    }
}
