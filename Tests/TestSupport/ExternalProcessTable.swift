import Foundation

/// What the process table and the descriptor table say.
public enum ExternalProcessTable {
    /// Live processes (not zombies) whose environment holds `TTT_TEST_TAG=tag`: every
    /// process a tagged bot started, whatever its group or parent.
    public static func live(tag: String) -> [Int32] {
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
    public static func waitUntilGone(tag: String, limit: Duration = .seconds(2)) async -> [Int32] {
        let deadline = ContinuousClock.now + limit
        while true {
            let left = live(tag: tag)
            if left.isEmpty || ContinuousClock.now >= deadline { return left }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The one-letter state of a process (`R`, `S`, `Z`), or nil if it is gone.
    public static func state(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    /// This process's descriptors that bots could leak: pipes, pidfds, and files of ttt's.
    public static func openDescriptors() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { fd in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)") else { return false }
            return target.hasPrefix("pipe:") || target.contains("pidfd") || target.contains("ttt-")
        }.count
    }
}
