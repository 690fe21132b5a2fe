import GameCore
@testable import Search
import TestSupport

/// An independent check that a claimed win by threats is a forced win: at each of the
/// attacker's turns it plays a win at once, the block of the defender's only winning cell,
/// or the move the threat search proposes (a strategy); at each of the defender's turns
/// every legal move is tried. Wins are counted with the public board API only, so a bug
/// in the search's own threat detection cannot hide here.
struct ForcedWinCheck {
    let attacker: Mark
    /// The most threes the search's strategy may use.
    let threes: Int
    /// The most attacker moves in a line of play.
    let depth: Int
    /// Positions looked at.
    private(set) var positions = 0
    /// A move that made two winning cells last time: tried first, as it often works again.
    private var hint: Move?
    /// The line of play that refuted the claim, when one did.
    private(set) var refutation: [String] = []
    private var line: [String] = []

    /// A check that `attacker` wins within `depth` of its moves, by a strategy with at most
    /// `threes` threes.
    init(attacker: Mark, threes: Int, depth: Int) {
        self.attacker = attacker
        self.threes = threes
        self.depth = depth
    }

    /// The empty cells where `mark` would make k in a row (only cells next to one of its
    /// stones can).
    static func winningCells(_ board: Board, _ mark: Mark) -> [Move] {
        let rules = board.rules
        return board.legalMoves.filter { move in
            var touches = false
            for dc in -1...1 {
                for dr in -1...1 where dc != 0 || dr != 0 {
                    let c = move.column + dc, r = move.row + dr
                    if c >= 0, r >= 0, c < rules.columns, r < rules.rows, board.mark(at: Move(column: c, row: r)) == mark { touches = true }
                }
            }
            return touches && wouldWin(board, mark, at: move)
        }
    }

    /// Whether the attacker, to move on `board`, wins against every defence.
    mutating func attackerWins(_ board: Board) -> Bool { attackerWins(board, depth: depth) }

    private mutating func attackerWins(_ board: Board, depth: Int) -> Bool {
        positions += 1
        if !Self.winningCells(board, attacker).isEmpty { return true }
        let blocks = Self.winningCells(board, attacker.opponent)
        guard blocks.count <= 1, depth > 0 else {
            if refutation.isEmpty { refutation = line + [blocks.count > 1 ? "two winning cells" : "too deep"] }
            return false
        }
        if blocks.isEmpty, let hint, board.mark(at: hint) == nil,
            Self.winningCells(try! board.playing(hint), attacker).count >= 2 {
            return true
        }
        let move: Move
        if let block = blocks.first {
            move = block
        } else {
            guard let strategy = strategy(board, within: depth) else {
                if refutation.isEmpty { refutation = line + ["no strategy"] }
                return false
            }
            move = strategy
        }
        let next = try! board.playing(move)
        line.append("\(move.cellName)!")
        defer { line.removeLast() }
        if Self.winningCells(next, attacker).count >= 2 { hint = move }
        return defenderLoses(next, depth: depth - 1)
    }

    /// The threat search's first move of the shortest win it finds within `plies` moves.
    // NB: the shortest: a win within p moves leaves a win within p - 1 after any reply, so
    // a sound search's strategy ends within the depth.
    private func strategy(_ board: Board, within plies: Int) -> Move? {
        var search = ThreatSearch(grid: LineGrid(board), nodeLimit: 2_000_000)
        for limit in 1...max(plies, 1) {
            if let cell = search.victoryByContinuousThreats(for: LineGrid.side(attacker), threes: threes, plies: limit) {
                return search.grid.move(of: cell)
            }
        }
        return nil
    }

    /// Whether every move of the defender, to move on `board`, loses.
    private mutating func defenderLoses(_ board: Board, depth: Int) -> Bool {
        positions += 1
        guard Self.winningCells(board, attacker.opponent).isEmpty else {
            if refutation.isEmpty { refutation = line + ["defender wins"] }
            return false
        }
        let threats = Self.winningCells(board, attacker)
        if threats.count >= 2 { return true }
        for reply in board.legalMoves {
            // NB: a reply elsewhere than the attacker's winning cell loses at once.
            if threats.contains(where: { $0 != reply }) { continue }
            line.append("\(reply.cellName)")
            defer { line.removeLast() }
            if !attackerWins(try! board.playing(reply), depth: depth) { return false }
        }
        return true
    }
}
