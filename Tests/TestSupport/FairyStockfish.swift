import Foundation
public import Testing

/// Fairy-Stockfish, the UCI engine the tests of `uci:` play against: the Debian package
/// `fairy-stockfish` (which .ci/run installs). Its tests run only where it is installed,
/// and say so (skipped, never failed) where it is not.
public enum FairyStockfish {
    /// Where the Debian package installs it.
    public static let path = "/usr/games/fairy-stockfish"

    /// Whether it is installed here.
    public static var installed: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Why its tests are skipped where it is missing.
    public static let missing: Comment = "no Fairy-Stockfish at /usr/games/fairy-stockfish (apt install fairy-stockfish)"
}
