public import GameCore
import Synchronization

/// ttt's perfect search as the referee's solver (``PositionSolver``), for exact adjudication
/// and the journal's checks: the value of a position, proven within a time budget.
///
/// It settles gravity games (the exact connect four solver and its book) and m,n,k boards
/// small enough for the bitboard search to the end; on bigger boards it reports only a win
/// proven by a threat search (victory by continuous fours), and only when asked (`vcf`).
/// One search, one table: a tournament makes one for each game it plays at once.
public final class ExactSolver: PositionSolver {
    private let search: Mutex<PerfectSearch>
    private let settlesExactly: Bool

    /// The table of each solver: small, as the positions asked are near the end.
    public static let tableBytes = 8 << 20

    public init(rules: Rules) {
        let perfect = PerfectSearch(rules: rules, tableBytes: Self.tableBytes)
        settlesExactly = perfect.searchesToTheEnd
        search = Mutex(perfect)
    }

    public func prove(_ board: Board, within budget: Duration, vcf: Bool) -> ProvenResult? {
        guard settlesExactly || vcf, !board.isOver else { return nil }
        let analysis = search.withLock { $0.analyze(board, deadline: .now + budget, allMoves: false) }
        let side = board.sideToMove
        switch analysis.value {
        case let .win(inMoves):
            // NB: on a big board, only a threat search's proof is exact enough to end a game.
            guard settlesExactly || analysis.proof == "VCF" || inMoves == 1 else { return nil }
            return .win(side, plies: 2 * inMoves - 1)
        case let .loss(inMoves):
            guard settlesExactly else { return nil }
            return .win(side.opponent, plies: 2 * inMoves)
        case .draw:
            return settlesExactly ? .draw : nil
        case .estimate:
            return nil
        }
    }
}
