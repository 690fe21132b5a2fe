import GameCore
import TextAndFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The shared data the bench reads (the published connect four test sets), found without
/// Foundation: under `$TTT_SHARED_DATA`, else in `shared/data/` beside the current directory
/// or the package root or any folder above them (`../shared/data/` from a checkout, as in CI).
enum SharedData {
    /// The folders looked in for `data`, in order.
    static var folders: [String] {
        var folders: [String] = []
        if let shared = getenv("TTT_SHARED_DATA") { folders.append(String(cString: shared)) }
        var starts: [[Substring]] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            starts.append(cwd.split(separator: "/"))
        }
        // NB: this file is Sources/Bench/SharedData.swift in the package.
        starts.append(String(#filePath).split(separator: "/").dropLast(3))
        for start in starts {
            for depth in stride(from: start.count - 1, through: 0, by: -1) {
                let folder = "/" + start.prefix(depth).joined(separator: "/") + (depth > 0 ? "/" : "") + "shared/data"
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        return folders
    }

    /// The lines of `name` (such as `connect4/Test_L3_R1`) from the first folder that has it.
    /// - Throws: ``BenchError`` naming the folders looked in when none has it.
    static func lines(of name: String) throws(BenchError) -> [String] {
        for folder in folders {
            if let text = read(folder + "/" + name) {
                return TextLines.lines(of: text).filter { !$0.isEmpty }.map(String.init)
            }
        }
        throw BenchError("'\(name)' was not found in \(folders.joined(separator: ", ")); set TTT_SHARED_DATA to the folder that holds it.")
    }

    /// The whole file at `path` as text, or nil when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk.prefix(count)
        }
        return ferror(file) != 0 ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
