import Arena
import Bots
import Foundation
import GameCore
import Players
import Testing

/// The parent of every suite that starts bots: they run one at a time, so the counts of
/// open descriptors and processes are not disturbed by a neighbour.
@Suite(.serialized) enum ExternalTests {}

/// Paths and players for the tests of external bots.
enum ExternalFixtures {
    /// Players/bots in this source tree.
    static let bots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Players/bots").path

    /// A fault bot's path.
    static func fault(_ name: String) -> String { "\(bots)/faults/\(name).sh" }

    /// A player for the bot at `path`, with short grace periods, tagged with `tag` in its
    /// environment so the process table can be searched for what it left.
    static func player(
        _ path: String, tag: String, name: String? = nil, handshake: Duration = .seconds(5),
        logDirectory: String? = nil, defaultMoveTime: Duration = .seconds(30)
    ) -> ExternalPlayer {
        ExternalPlayer(configuration: .init(
            name: name ?? (path as NSString).lastPathComponent,
            command: BotFiles.command(forFile: path),
            logDirectory: logDirectory,
            environment: ["TTT_TEST_TAG": tag],
            handshakeTimeout: handshake, defaultMoveTime: defaultMoveTime,
            margin: .milliseconds(100), quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
        ))
    }

    /// A fresh tag for one test's processes.
    static func newTag() -> String { "ttt-test-\(UInt64.random(in: 0...UInt64.max))" }
}

/// What the process table and the descriptor table say.
enum ExternalProcessTable {
    /// Live processes (not zombies) whose environment holds `TTT_TEST_TAG=tag`: every
    /// process a tagged bot started, whatever its group or parent.
    static func live(tag: String) -> [Int32] {
        let needle = Array("TTT_TEST_TAG=\(tag)".utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            let variables = environ.split(separator: 0)
            guard variables.contains(where: { Array($0) == needle }) else { return false }
            return state(of: pid) != "Z"
        }
    }

    /// Polls until no live tagged process is left or `limit` passes; returns those left.
    static func waitUntilGone(tag: String, limit: Duration = .seconds(2)) async -> [Int32] {
        let deadline = ContinuousClock.now + limit
        while true {
            let left = live(tag: tag)
            if left.isEmpty || ContinuousClock.now >= deadline { return left }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The one-letter state of a process (`R`, `S`, `Z`), or nil if it is gone.
    static func state(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    /// This process's descriptors that bots could leak: pipes, pidfds, and files of ttt's.
    static func openDescriptors() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { fd in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)") else { return false }
            return target.hasPrefix("pipe:") || target.contains("pidfd") || target.contains("ttt-")
        }.count
    }
}

/// Plays the first free cell, in order a1, a2, ... (columns first).
struct FirstFreePlayer: Player {
    let name = "first-free"
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        state.board.legalMoves.sorted().first!
    }
}

extension ExternalFixtures {
    /// The move at `name`, such as `b2`.
    static func cell(_ name: String) -> Move {
        try! Board(rules: .gomoku).move(parsing: name)
    }
}
