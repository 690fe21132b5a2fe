import Synchronization

/// The score of a UCI engine's search under way, from its `info` lines as the pipes read
/// them (on the pipes' own thread): the last exact score, and the last bound (`lowerbound`,
/// `upperbound`) for a search that printed no exact one. It belongs to the engine's process
/// (the pipes' reader holds it), so it goes with the process to the next game's player.
/// Scores are the protocol's (``BotScore``); the player turns them into the referee's.
///
/// Only the `info` lines between a request's `readyok` and its `bestmove` are the move's:
/// the pipes read ahead of the referee, and an engine may print more after its `bestmove`
/// (the end of a helper thread's search, say), which no move may take. So the reader closes
/// the search at `bestmove`, keeping the score it had there (``scoreAtBestMove``), and opens
/// the next at the next `readyok`.
public final class UCISearchScores: Sendable {
    private struct State {
        var exact: BotScore?
        var bound: BotScore?
        /// The depth of the line that gave the exact score, and of the one that gave the bound.
        var exactDepth: Int?
        var boundDepth: Int?
        /// Whether a search is open: from a `readyok` to the next `bestmove`.
        var open = true
        /// The search's score when its `bestmove` was read, and that line's depth.
        var atBestMove: BotScore?
        var depthAtBestMove: Int?
    }

    private let state = Mutex(State())

    public init() {}

    /// Forgets what was read: a new search starts.
    public func reset() {
        state.withLock { state in
            state = State(open: state.open)
        }
    }

    /// Keeps a score read from an `info` line, with the line's depth, unless it came after
    /// the search's `bestmove`.
    public func heard(_ score: BotScore, isBound: Bool, depth: Int? = nil) {
        state.withLock { state in
            guard state.open else { return }
            if isBound {
                state.bound = score
                state.boundDepth = depth
            } else {
                state.exact = score
                state.exactDepth = depth
            }
        }
    }

    /// Follows a line that is not a remark, as the pipes read it: a `bestmove` closes the
    /// search (keeping its score), a `readyok` opens the next.
    public func saw(_ line: String) {
        let trimmed = line.trimmingWhitespace
        if trimmed == "readyok" {
            state.withLock { $0 = State() }
        } else if UCIProtocol.bestMove(in: trimmed) != nil {
            state.withLock { state in
                if state.open {
                    state.atBestMove = state.exact ?? state.bound
                    state.depthAtBestMove = state.exact != nil ? state.exactDepth : state.boundDepth
                }
                state.open = false
            }
        }
    }

    /// The score the search had when its `bestmove` was read, or nil.
    public var scoreAtBestMove: BotScore? { state.withLock { $0.atBestMove } }

    /// The depth of the line that gave that score, or nil.
    public var depthAtBestMove: Int? { state.withLock { $0.depthAtBestMove } }
}
