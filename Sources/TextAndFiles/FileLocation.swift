#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path leads, by file identity rather than by spelling: `m.jsonl`, `./m.jsonl`, a
/// hard link and a symbolic link to it are one place. A file that is there is its device and
/// inode; one not there yet is its directory's device and inode and its name (a dangling
/// link is followed to where it would make the file).
///
/// ttt compares the files a run writes with each other and with its inputs, so that no
/// output option ever replaces an input (`merge m.jsonl --records m.jsonl`).
public enum FileLocation: Hashable, Sendable {
    case file(device: UInt64, inode: UInt64)
    case new(directoryDevice: UInt64, directoryInode: UInt64, name: String)
    /// A path that cannot be looked at (a directory that cannot be searched): as spelt.
    case unknown(String)

    /// Where `path` leads.
    public init(path: String) {
        var path = path
        for _ in 0..<32 {
            var status = stat()
            if stat(path, &status) == 0 {
                self = .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                return
            }
            // NB: a link to a file not there yet: the file would be made where it points.
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(path, &target, target.count - 1)
                guard count > 0 else { break }
                let link = String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                path = link.hasPrefix("/") ? link : Self.directory(of: path) + link
                continue
            }
            var directory = stat()
            let name = Self.name(of: path)
            guard stat(Self.directory(of: path) + ".", &directory) == 0, !name.isEmpty else { break }
            self = .new(directoryDevice: UInt64(directory.st_dev), directoryInode: UInt64(directory.st_ino), name: name)
            return
        }
        self = .unknown(path)
    }

    /// The directory part of `path`, with its slash (empty for a bare name).
    private static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// The last component of `path`.
    private static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}

/// A file a run reads or writes, with what it is to the run, for ``FileLocation/checkOutputs(_:inputs:)``.
public struct RunFile: Sendable {
    /// What it is: `--records`, `the journal`, `an input journal`, ...
    public var role: String
    public var path: String

    public init(_ role: String, _ path: String) {
        self.role = role
        self.path = path
    }
}

extension FileLocation {
    /// Checks that no output is an input, nor another output, by file identity.
    /// - Throws: ``InputError`` naming the two.
    public static func checkOutputs(_ outputs: [RunFile], inputs: [RunFile]) throws(InputError) {
        let outputPlaces = outputs.map { FileLocation(path: $0.path) }
        let inputPlaces = inputs.map { FileLocation(path: $0.path) }
        for (index, output) in outputs.enumerated() {
            let place = outputPlaces[index]
            if let input = inputs.indices.first(where: { inputPlaces[$0] == place }).map({ inputs[$0] }) {
                throw InputError("\(output.role) '\(output.path)' is \(input.role) '\(input.path)'; ttt never writes over what it reads. Give \(output.role) another file.")
            }
            if let other = outputs.indices.first(where: { $0 < index && outputPlaces[$0] == place }).map({ outputs[$0] }) {
                throw InputError("\(output.role) '\(output.path)' is \(other.role) '\(other.path)'; each output needs a file of its own. Give \(output.role) another file.")
            }
        }
    }
}

extension FileLocation {
    /// The first bytes (up to 512) of the regular file at `path` as text, or nil when there
    /// is nothing there to keep: no file, an empty one, or no regular file (a pipe,
    /// /dev/null). What an output option reads before it replaces a file, to tell one ttt
    /// wrote from one it must leave alone.
    package static func start(ofExistingFile path: String) -> String? {
        start(ofExistingFileBytes: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first bytes (up to 512) of the regular file at `path`, or nil when there is
    /// nothing there to keep (see ``start(ofExistingFile:)``): for outputs that are not text.
    package static func start(ofExistingFileBytes path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
        var start = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &start, start.count)
        return Array(start.prefix(max(count, 0)))
    }
}
