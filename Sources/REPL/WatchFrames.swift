import GameCore
import Synchronization

/// The boards drawn while watching the computer play, each drawn over the one before: how
/// many lines the last one took, and whether a bot's remarks were shown under it since.
final class WatchFrames: Sendable {
    private let state = Mutex<(lines: Int?, remarks: Bool, board: String?)>((nil, false, nil))

    /// A new run of moves: its first board is drawn below whatever came before it.
    func begin() {
        state.withLock { $0 = (nil, false, nil) }
    }

    /// The text that draws `board` over the previous frame: the terminal's cursor moved up
    /// over it and the screen cleared below (`ESC [ n F`, `ESC [ J`), then the board. Under
    /// a frame a bot spoke (`set verbose on`) the board is drawn below instead, so that
    /// every remark stays on the screen, under the board it was made at. A `caption` (the
    /// move's score) is drawn under the board, as part of the frame.
    func frame(_ board: String, caption: String? = nil) -> String {
        let text = caption.map { board + "\n" + $0 } ?? board
        return state.withLock { state in
            let up = state.remarks ? "" : state.lines.map { "\u{1B}[\($0)F\u{1B}[J" } ?? ""
            state = (text.split(separator: "\n", omittingEmptySubsequences: false).count, false, board)
            return up + text
        }
    }

    /// Notes that lines were shown under the last frame: the next board keeps them.
    func shownRemark() {
        state.withLock { state in state.remarks = true }
    }

    /// Whether `board` is the last frame drawn (so it need not be drawn again); the frames
    /// end here either way.
    func drewLatest(_ board: String) -> Bool {
        state.withLock { state in
            defer { state = (nil, false, nil) }
            return state.board == board
        }
    }
}

/// Shows a bot's remarks under the watched board as they come, written out.
// NB: called from the bot's reading task while the session waits for the move, which
// writes nothing meanwhile.
final class RemarkSink: @unchecked Sendable {
    private let output: any Output
    private let name: String
    private let frames: WatchFrames

    init(_ output: any Output, name: String, frames: WatchFrames) {
        self.output = output
        self.name = name
        self.frames = frames
    }

    func write(_ line: String) {
        output.text("  \(name): \(line.shownAsReply)")
        frames.shownRemark()
    }
}
