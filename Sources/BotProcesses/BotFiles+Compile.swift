import BotProtocols
import Foundation
import Subprocess

extension BotFiles {
    /// The directory compiled bots are kept in: `$XDG_CACHE_HOME/ttt/bots`, else
    /// `~/.cache/ttt/bots`, else one under the temporary directory.
    static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return cache + "/ttt/bots" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/ttt/bots" }
        return NSTemporaryDirectory() + "ttt-cache/bots"
    }

    /// The binary compiled from the C source at `source` with `cc -O2`, compiled now unless
    /// the cache has one for the same content.
    /// - Throws: ``BotError`` with the compiler's first lines when it fails.
    static func compiledBinary(for source: String) async throws(BotError) -> String {
        guard let content = FileManager.default.contents(atPath: source) else {
            throw BotError("Cannot read the C source '\(source)'.")
        }
        let directory = cacheDirectory()
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BotError("Cannot make the cache directory '\(directory)' for compiled bots.")
        }
        let binary = "\(directory)/\(stem(of: (source as NSString).lastPathComponent))-\(fingerprint(content))"
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        // NB: compiled under a unique name, then renamed: games starting at once may both compile.
        let partial = "\(binary).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))"
        let result: ExecutionResult<Void, DiscardedOutput, StringOutput<UTF8>>
        do {
            result = try await Subprocess.run(
                .name("cc"), arguments: ["-O2", "-o", partial, source],
                output: .discarded, error: .string(limit: 64 * 1024)
            )
        } catch {
            throw BotError("Cannot run the C compiler 'cc' for '\(source)': \(error).")
        }
        guard case .exited(0) = result.terminationStatus else {
            try? FileManager.default.removeItem(atPath: partial)
            let first = result.standardError.split(separator: "\n").prefix(3).joined(separator: " / ")
            throw BotError("Compiling '\(source)' failed: \(first)")
        }
        guard rename(partial, binary) == 0 else {
            try? FileManager.default.removeItem(atPath: partial)
            throw BotError("Cannot move the compiled bot into '\(directory)'.")
        }
        return binary
    }

    /// FNV-1a of the bytes, in hex: the cache key of a source's content.
    private static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
