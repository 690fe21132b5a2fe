import Foundation
public import GameCore

/// Paths and cells for the tests of external bots (PlayersTests and BotsTests).
public enum ExternalFixtures {
    /// Players/bots in this source tree.
    public static let bots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Players/bots").path

    /// A fault bot's path.
    public static func fault(_ name: String) -> String { "\(bots)/faults/\(name).sh" }

    /// A fresh tag for one test's processes.
    public static func newTag() -> String { "ttt-test-\(UInt64.random(in: 0...UInt64.max))" }

    /// The move at `name`, such as `b2`.
    public static func cell(_ name: String) -> Move {
        try! Board(rules: .gomoku).move(parsing: name)
    }
}
