import Foundation
import Testing

/// Runs the built `ttt` binary and collects what it wrote.
struct TTTProcess {
    struct Outcome {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The `ttt` binary beside the test bundle.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // NB: on some platforms the test runner sits inside a bundle; walk up to the products.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("ttt").path),
              directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("ttt")
    }

    /// The package's root folder.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `ttt arguments`, feeding `input` on standard input, and waits for it to exit;
    /// it is killed once `deadline` has passed.
    static func run(
        _ arguments: [String], input: String = "", in directory: URL? = nil,
        environment: [String: String] = [:], deadline: Duration = .seconds(60)
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()

        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(stdout, true), (stderr, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOut: isOut)
                group.leave()
            }
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()

        let seconds = Double(deadline.components.seconds)
        if group.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            Issue.record("ttt \(arguments) did not finish within \(deadline)")
            group.wait()
        }
        process.waitUntilExit()
        let (out, err) = collected.values
        return Outcome(stdout: out, stderr: err, status: process.terminationStatus)
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(_ data: Data, isOut: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isOut { out = data } else { err = data }
    }

    var values: (String, String) {
        lock.lock()
        defer { lock.unlock() }
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
