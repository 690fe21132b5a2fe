import Foundation

/// A published connect four test set: lines of "moves score".
///
/// Looked for beside the repository (`../shared/data/connect4/` from the package root, as
/// in CI), then under `$TTT_SHARED_DATA/connect4/`, then under `/work/shared/data/connect4/`.
enum ConnectFourTestSet {
    static let candidates: [URL] = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SolverTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
        var folders = [packageRoot.appendingPathComponent("../shared/data/connect4")]
        if let shared = ProcessInfo.processInfo.environment["TTT_SHARED_DATA"] {
            folders.append(URL(fileURLWithPath: shared).appendingPathComponent("connect4"))
        }
        folders.append(URL(fileURLWithPath: "/work/shared/data/connect4"))
        return folders
    }()

    /// The folder holding the test sets, if any of the candidates has them.
    static let folder: URL? = candidates.first { folder in
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Test_L3_R1").path)
    }

    static var isAvailable: Bool { folder != nil }

    static var whereLooked: String {
        "connect four test sets not found; looked in " + candidates.map(\.path).joined(separator: ", ")
            + " (set TTT_SHARED_DATA to the folder that holds connect4/)"
    }

    /// Every `step`-th line of the named set, up to `count` lines.
    static func sample(_ name: String, count: Int, step: Int) throws -> [(moves: String, score: Int)] {
        guard let folder else { return [] }
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        return stride(from: 0, to: lines.count, by: step).prefix(count).compactMap { index in
            let fields = lines[index].split(separator: " ")
            guard fields.count == 2, let score = Int(fields[1]) else { return nil }
            return (String(fields[0]), score)
        }
    }
}
