import Foundation
import Glibc
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

// What a run of a bot needs of the system, none of it the actor's state: where the program
// is, a directory to run in, and how the run ended, in words.
extension BotProcess {
    /// How the process ended, in words: `exited with status 3`, `killed by signal 11 (SIGSEGV)`.
    static func exit(from status: TerminationStatus, byItself: Bool) -> Exit {
        switch status {
        case let .exited(code):
            return Exit(status: "exited with status \(code)", succeeded: code == 0, byItself: byItself)
        case let .signaled(signal):
            let name = Ending.signalName(signal).map { " (\($0))" } ?? ""
            return Exit(status: "killed by signal \(signal)\(name)", succeeded: false, byItself: byItself, signal: signal)
        }
    }

    /// Why swift-subprocess could not start the program, in the system's words.
    static func reason(for error: any Error) -> String {
        if let error = error as? SubprocessError {
            if let underlying = error.underlyingError {
                return "\(Self.systemError(underlying.rawValue))."
            }
            return error.description
        }
        return "\(error)"
    }

    /// The system's words for an errno value (the current one unless told).
    static func systemError(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(validatingCString: text) ?? "error \(code)"
    }

    /// Where a program was found, or why it cannot be run.
    enum Resolution: Equatable {
        case found(String)
        case cannotRun(String)
    }

    /// The path of the program `name` (a path, or a name looked up on `PATH`), or why it
    /// cannot be run.
    static func resolve(_ name: String) -> Resolution {
        func check(_ path: String) -> Int32? {
            var info = stat()
            guard stat(path, &info) == 0 else { return errno }
            if (info.st_mode & S_IFMT) == S_IFDIR { return EISDIR }
            return access(path, X_OK) == 0 ? nil : errno
        }
        if name.contains("/") {
            return check(name).map { .cannotRun("\(systemError($0)).") } ?? .found(name)
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        var firstError: Int32?
        for directory in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let path = (directory.isEmpty ? "." : String(directory)) + "/" + name
            guard let error = check(path) else { return .found(path) }
            if error != ENOENT, firstError == nil { firstError = error }
        }
        return .cannotRun("\(systemError(firstError ?? ENOENT)).")
    }
}
