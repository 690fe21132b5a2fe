/// DEFLATE (RFC 1951) compression, raw: no zlib or gzip wrapper, as a browser's
/// `DecompressionStream("deflate-raw")` reads it.
///
/// The page embeds its downloads (every game as a ttt record and as SGF) compressed, so that
/// 10,000 games stay a few megabytes. Records repeat themselves (tags, names, rules), so a
/// plain LZ77 with the fixed Huffman codes does well enough; the codes need no tables in the
/// output, and the whole input is one block.
enum Deflate {
    /// The compressed form of `input`.
    /// - Complexity: O(*n* × ``chainLimit``) in the input's length.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var out = BitWriter()
        out.reserve(input.count / 3 + 64)
        // NB: BFINAL = 1, BTYPE = 01 (fixed Huffman codes).
        out.write(1, bits: 1)
        out.write(1, bits: 2)
        let count = input.count
        var head = [Int32](repeating: -1, count: hashSize)
        var previous = [Int32](repeating: -1, count: windowSize)
        var position = 0
        input.withUnsafeBufferPointer { bytes in
            func hash(_ at: Int) -> Int {
                (Int(bytes[at]) << 10 ^ Int(bytes[at + 1]) << 5 ^ Int(bytes[at + 2])) & (hashSize - 1)
            }
            func insert(_ at: Int) {
                guard at + 2 < count else { return }
                let h = hash(at)
                previous[at & (windowSize - 1)] = head[h]
                head[h] = Int32(at)
            }
            while position < count {
                var bestLength = 0
                var bestDistance = 0
                if position + 2 < count {
                    var candidate = Int(head[hash(position)])
                    var steps = 0
                    let longest = min(maxMatch, count - position)
                    while candidate >= 0, position - candidate <= windowSize - 1, steps < chainLimit {
                        if bytes[candidate + bestLength] == bytes[position + bestLength] {
                            var length = 0
                            while length < longest, bytes[candidate + length] == bytes[position + length] { length += 1 }
                            if length > bestLength {
                                bestLength = length
                                bestDistance = position - candidate
                                if length == longest { break }
                            }
                        }
                        let next = Int(previous[candidate & (windowSize - 1)])
                        // NB: the chain only goes back; an older slot reused by a newer position ends it.
                        guard next < candidate else { break }
                        candidate = next
                        steps += 1
                    }
                }
                if bestLength >= minMatch {
                    out.writeLength(bestLength)
                    out.writeDistance(bestDistance)
                    for at in position..<(position + bestLength) { insert(at) }
                    position += bestLength
                } else {
                    out.writeLiteral(Int(bytes[position]))
                    insert(position)
                    position += 1
                }
            }
        }
        out.writeLiteral(256)
        return out.finish()
    }

    static let windowSize = 32768
    static let hashSize = 1 << 15
    static let minMatch = 3
    static let maxMatch = 258
    /// How many earlier places with the same three bytes are tried for a match.
    static let chainLimit = 48

    /// The lengths that start each length code (257 to 285), and their extra bits.
    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The distances that start each distance code (0 to 29), and their extra bits.
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Bits written least significant first, as DEFLATE packs them.
    struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

        mutating func write(_ value: Int, bits: Int) {
            buffer |= UInt64(value) << UInt64(filled)
            filled += bits
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// A Huffman code, whose bits go most significant first.
        mutating func write(code: Int, length: Int) {
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, bits: length)
        }

        /// A literal byte (0-255) or the end of the block (256), or a length code (257-285),
        /// in the fixed codes.
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0...143: write(code: 0x30 + symbol, length: 8)
            case 144...255: write(code: 0x190 + symbol - 144, length: 9)
            case 256...279: write(code: symbol - 256, length: 7)
            default: write(code: 0xC0 + symbol - 280, length: 8)
            }
        }

        mutating func writeLength(_ length: Int) {
            var code = lengthBases.count - 1
            while lengthBases[code] > length { code -= 1 }
            writeLiteral(257 + code)
            if lengthExtraBits[code] > 0 { write(length - lengthBases[code], bits: lengthExtraBits[code]) }
        }

        mutating func writeDistance(_ distance: Int) {
            var code = distanceBases.count - 1
            while distanceBases[code] > distance { code -= 1 }
            write(code: code, length: 5)
            if distanceExtraBits[code] > 0 { write(distance - distanceBases[code], bits: distanceExtraBits[code]) }
        }

        mutating func finish() -> [UInt8] {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }
}

/// Base64 (RFC 4648, with padding), for bytes embedded in the page's text.
enum Base64 {
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            out += [alphabet[value >> 18], alphabet[value >> 12 & 63], alphabet[value >> 6 & 63], alphabet[value & 63]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let value = Int(bytes[index]) << 16
            out += [alphabet[value >> 18], alphabet[value >> 12 & 63], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let value = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8
            out += [alphabet[value >> 18], alphabet[value >> 12 & 63], alphabet[value >> 6 & 63], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
