#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor a line at a time with `read(2)`, holding one chunk and one line,
/// and never a line longer than a limit: what a file or a pipe holds may be anything (a log
/// of gigabytes, `/dev/zero`), so nothing is read without bound.
///
/// Journals and standard input's plain lines are read with it.
public struct LineScanner {
    /// What ``next()`` found.
    public enum Item: Sendable, Hashable {
        /// A line, without its line break.
        case line([UInt8])
        /// A line longer than ``maximumLineBytes``: the scanner reads no further.
        case tooLong
        /// The end of the input, with the bytes after the last line break (none when the
        /// input ended with one).
        case end(tail: [UInt8])
        /// `read(2)` failed with this `errno`.
        case failed(Int32)
    }

    /// The descriptor read; the caller opens and closes it.
    public let descriptor: Int32
    /// The longest line read, in bytes, without its line break.
    public let maximumLineBytes: Int
    /// The bytes through the last line break returned.
    public private(set) var completeBytes = 0
    /// The bytes read so far.
    public private(set) var bytesRead = 0
    private var chunk: [UInt8]
    private var position = 0
    private var count = 0
    private var line: [UInt8] = []

    /// A scanner of `descriptor` that reads `chunkBytes` at a time (64 KiB by default; less
    /// where many files are read at once, as a merge of many journals does).
    public init(descriptor: Int32, maximumLineBytes: Int = ReadLimit.lineBytes, chunkBytes: Int = 1 << 16) {
        self.descriptor = descriptor
        self.maximumLineBytes = maximumLineBytes
        chunk = [UInt8](repeating: 0, count: max(1, chunkBytes))
    }

    /// The next line, or why there is none.
    /// - Complexity: O(n) in the line's bytes; a line is looked at once.
    public mutating func next() -> Item {
        line.removeAll(keepingCapacity: true)
        while true {
            if position == count {
                let read = chunk.withUnsafeMutableBytes { buffer in
                    Glibc.read(descriptor, buffer.baseAddress!, buffer.count)
                }
                if read < 0 {
                    if errno == EINTR { continue }
                    return .failed(errno)
                }
                if read == 0 { return .end(tail: line) }
                position = 0
                count = read
                bytesRead += read
            }
            let newline = chunk[position..<count].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? count
            guard line.count + (stop - position) <= maximumLineBytes else {
                // NB: no more is read: the rest of an endless line would be endless too.
                position = count
                return .tooLong
            }
            line.append(contentsOf: chunk[position..<stop])
            if let newline {
                position = newline + 1
                completeBytes += line.count + 1
                return .line(line)
            }
            position = count
        }
    }
}
