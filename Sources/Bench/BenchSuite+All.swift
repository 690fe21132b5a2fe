extension BenchSuite {
    /// Every standard workload, in the order `ttt bench` runs them.
    ///
    /// NB: each workload lives in its own file; add new ones to this list.
    public static var all: [BenchWorkload] {
        [
            RandomPlayoutWorkload.ticTacToe,
            RandomPlayoutWorkload.connectFour,
            PerftWorkload.ticTacToe,
            PerftWorkload.connectFour,
            CoordinatorWorkload.ticTacToe,
            TournamentWorkload.ticTacToe,
            MergeWorkload.ticTacToe,
            PerfectWorkload.firstMove,
            PerfectWorkload.solveFourByFour,
            SolverWorkload.endGame,
            SolverWorkload.middleGame,
            SolverWorkload.emptyBoard,
            SearchWorkload.gomoku,
            SearchDepthWorkload.depth,
            SearchWorkload.versusHeuristic,
            EngineMatchWorkload.versusEngine,
            ExternalRoundTripWorkload.fastBot,
            ExternalMatchWorkload.gomocupMatch,
            ExternalMatchWorkload.nativeMatch,
            ExternalMatchWorkload.soak,
            ExternalMatchWorkload.moveFloor,
            StartupWorkload.quit,
        ]
    }
}
