/// Cuts a stream of bytes from a bot into lines.
///
/// A line ends at LF, CR or CRLF (a CRLF split across two reads still counts once).
/// Empty lines are dropped. A line longer than ``maximumLength`` bytes is not kept: the
/// splitter reports it once as ``Piece/overlong(_:)`` and skips the rest of it.
struct BotLineSplitter {
    /// One thing found in the bytes.
    enum Piece: Equatable {
        /// A whole line, without its line break, decoded as UTF-8 (invalid bytes replaced).
        case line(String)
        /// A line longer than the limit; the count is how many bytes were seen of it.
        case overlong(Int)
    }

    /// The longest line kept, in bytes.
    let maximumLength: Int
    private var partial: [UInt8] = []
    private var afterCR = false
    private var skippingOverlong = false

    init(maximumLength: Int = 64 * 1024) {
        self.maximumLength = maximumLength
    }

    /// Feeds bytes in; calls `found` for every line or overlong line they complete.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ found: (Piece) -> Void) {
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                // NB: the LF of a CRLF ends nothing: the CR already ended the line.
                if byte == 0x0A && afterCR {
                    afterCR = false
                    continue
                }
                afterCR = byte == 0x0D
                endLine(found)
                continue
            }
            afterCR = false
            if skippingOverlong { continue }
            partial.append(byte)
            if partial.count > maximumLength {
                found(.overlong(partial.count))
                partial.removeAll(keepingCapacity: false)
                skippingOverlong = true
            }
        }
    }

    /// Feeds an array of bytes in.
    mutating func feed(_ bytes: [UInt8], _ found: (Piece) -> Void) {
        bytes.withUnsafeBytes { feed($0, found) }
    }

    /// The end of the stream: a last line without a line break still counts.
    mutating func finish(_ found: (Piece) -> Void) {
        endLine(found)
    }

    private mutating func endLine(_ found: (Piece) -> Void) {
        defer {
            partial.removeAll(keepingCapacity: true)
            skippingOverlong = false
        }
        guard !skippingOverlong, !partial.isEmpty else { return }
        found(.line(String(decoding: partial, as: UTF8.self)))
    }
}
