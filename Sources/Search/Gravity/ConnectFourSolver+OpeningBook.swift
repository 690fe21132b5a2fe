import GameCore
import Synchronization

extension ConnectFourSolver {
    /// Solves `positions` (and, with `everyColumn`, the position after each of their
    /// columns) and returns the bounds proved on the way for every position with at most
    /// `maxMoves` stones, as a book for later solvers.
    ///
    /// Positions of a board size other than the first position's are skipped. The solver's
    /// own book, if any, is used while building and is not part of the result.
    ///
    /// - Complexity: the cost of solving the positions; for the empty connect four board,
    ///   minutes.
    public func makeOpeningBook(solving positions: [GravityPosition], everyColumn: Bool = false, maxMoves: Int) -> OpeningBook {
        guard let first = positions.first else {
            return OpeningBook(columns: 7, rows: 6, maxMoves: maxMoves, entries: [:])
        }
        let columns = first.rules.columns
        let rows = first.rules.rows
        return state.withLock { state in
            var recorded: [UInt64: (lower: Int8, upper: Int8)] = [:]
            for position in positions where position.rules.columns == columns && position.rules.rows == rows {
                _ = state.solve(position, recordMoves: maxMoves, recorded: &recorded)
                guard everyColumn else { continue }
                for column in 0..<columns where position.canPlay(column: column) && !position.isWinningMove(column: column) {
                    var next = position
                    next.playUnchecked(column: column)
                    _ = state.solve(next, recordMoves: maxMoves, recorded: &recorded)
                }
            }
            return OpeningBook(columns: columns, rows: rows, maxMoves: maxMoves, entries: recorded)
        }
    }
}
