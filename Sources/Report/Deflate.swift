/// DEFLATE (RFC 1951) compression, raw: no zlib or gzip wrapper, as a browser's
/// `DecompressionStream("deflate-raw")` reads it.
///
/// The page embeds its downloads (every game as a ttt record and as SGF) compressed, so that
/// 10,000 games stay a few megabytes. LZ77 finds what records repeat (tags, names, rules),
/// and each block of up to ``blockTokens`` tokens gets Huffman codes of its own, fitted to
/// what it holds (moves, seeds, digits): a third smaller than the fixed codes on gomoku.
enum Deflate {
    /// The compressed form of `input`.
    /// - Complexity: O(*n* × ``chainLimit``) in the input's length.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        let tokens = matches(input)
        var out = BitWriter()
        out.reserve(input.count / 3 + 64)
        var start = 0
        repeat {
            let end = min(tokens.count, start + blockTokens)
            writeBlock(tokens[start..<end], final: end == tokens.count, to: &out)
            start = end
        } while start < tokens.count
        return out.finish()
    }

    static let windowSize = 32768
    static let hashSize = 1 << 15
    static let minMatch = 3
    static let maxMatch = 258
    /// How many earlier places with the same three bytes are tried for a match.
    static let chainLimit = 48
    /// The most tokens (literals and matches) in a block.
    static let blockTokens = 1 << 16

    /// A literal byte, or a match of `length` bytes `distance` back (`matchFlag` set).
    typealias Token = UInt32
    static let matchFlag: UInt32 = 1 << 31

    /// The input as literals and matches, by greedy LZ77 over hash chains.
    static func matches(_ input: [UInt8]) -> [Token] {
        let count = input.count
        var tokens: [Token] = []
        tokens.reserveCapacity(count / 4)
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
                    while candidate >= 0, position - candidate < windowSize, steps < chainLimit {
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
                        // NB: the chain only goes back; anything else is a slot reused since.
                        guard next < candidate else { break }
                        candidate = next
                        steps += 1
                    }
                }
                if bestLength >= minMatch {
                    tokens.append(matchFlag | UInt32(bestLength) << 16 | UInt32(bestDistance))
                    for at in position..<(position + bestLength) { insert(at) }
                    position += bestLength
                } else {
                    tokens.append(Token(bytes[position]))
                    insert(position)
                    position += 1
                }
            }
        }
        return tokens
    }

    /// Writes `tokens` as one block with codes of its own (BTYPE 10).
    static func writeBlock(_ tokens: ArraySlice<Token>, final: Bool, to out: inout BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        for token in tokens {
            if token & matchFlag == 0 {
                literalCounts[Int(token)] += 1
            } else {
                literalCounts[257 + lengthCode(Int(token >> 16 & 0x1FF))] += 1
                distanceCounts[distanceCode(Int(token & 0xFFFF))] += 1
            }
        }
        literalCounts[256] = 1
        // NB: every code complete, with two symbols at least, as every decoder accepts.
        if literalCounts.filter({ $0 > 0 }).count < 2 { literalCounts[0] += 1 }
        while distanceCounts.filter({ $0 > 0 }).count < 2 { distanceCounts[distanceCounts.firstIndex(of: 0)!] = 1 }
        let literalLengths = codeLengths(literalCounts, limit: 15)
        let distanceLengths = codeLengths(distanceCounts, limit: 15)
        let literalCodes = canonicalCodes(literalLengths)
        let distanceCodes = canonicalCodes(distanceLengths)

        var literalCount = 286
        while literalCount > 257, literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1, distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let runs = lengthRuns(Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
        var runCounts = [Int](repeating: 0, count: 19)
        for run in runs { runCounts[run.symbol] += 1 }
        let runLengths = codeLengths(runCounts, limit: 7)
        let runCodes = canonicalCodes(runLengths)
        var orderCount = 19
        while orderCount > 4, runLengths[lengthOrder[orderCount - 1]] == 0 { orderCount -= 1 }

        out.write(final ? 1 : 0, bits: 1)
        out.write(2, bits: 2)
        out.write(literalCount - 257, bits: 5)
        out.write(distanceCount - 1, bits: 5)
        out.write(orderCount - 4, bits: 4)
        for symbol in lengthOrder.prefix(orderCount) { out.write(runLengths[symbol], bits: 3) }
        for run in runs {
            out.write(code: runCodes[run.symbol], length: runLengths[run.symbol])
            switch run.symbol {
            case 16: out.write(run.extra, bits: 2)
            case 17: out.write(run.extra, bits: 3)
            case 18: out.write(run.extra, bits: 7)
            default: break
            }
        }
        for token in tokens {
            if token & matchFlag == 0 {
                out.write(code: literalCodes[Int(token)], length: literalLengths[Int(token)])
                continue
            }
            let length = Int(token >> 16 & 0x1FF), distance = Int(token & 0xFFFF)
            let lengthSymbol = lengthCode(length)
            out.write(code: literalCodes[257 + lengthSymbol], length: literalLengths[257 + lengthSymbol])
            if lengthExtraBits[lengthSymbol] > 0 { out.write(length - lengthBases[lengthSymbol], bits: lengthExtraBits[lengthSymbol]) }
            let distanceSymbol = distanceCode(distance)
            out.write(code: distanceCodes[distanceSymbol], length: distanceLengths[distanceSymbol])
            if distanceExtraBits[distanceSymbol] > 0 {
                out.write(distance - distanceBases[distanceSymbol], bits: distanceExtraBits[distanceSymbol])
            }
        }
        out.write(code: literalCodes[256], length: literalLengths[256])
    }

    /// The order in which the code lengths' own code lengths are written.
    static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Code lengths as the header writes them: 0-15 as they are, 16 repeats the last 3-6
    /// times, 17 and 18 are runs of 3-10 and 11-138 zeros; `extra` is the run's extra bits.
    static func lengthRuns(_ lengths: [Int]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == value { run += 1 }
            if value == 0, run >= 3 {
                let taken = min(run, 138)
                runs.append(taken >= 11 ? (18, taken - 11) : (17, taken - 3))
                index += taken
                continue
            }
            runs.append((value, 0))
            index += 1
            var left = run - 1
            while value != 0, left >= 3 {
                let taken = min(left, 6)
                runs.append((16, taken - 3))
                left -= taken
                index += taken
            }
        }
        return runs
    }

    /// Huffman code lengths for `counts` (0 for a symbol never used), none over `limit`:
    /// rare symbols' counts are halved until the tree is shallow enough.
    static func codeLengths(_ counts: [Int], limit: Int) -> [Int] {
        var counts = counts
        while true {
            let lengths = huffmanLengths(counts)
            if lengths.max() ?? 0 <= limit { return lengths }
            counts = counts.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    /// The depths of a Huffman tree over the used symbols (one used symbol gets length 1).
    static func huffmanLengths(_ counts: [Int]) -> [Int] {
        let used = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        var lengths = [Int](repeating: 0, count: counts.count)
        guard used.count > 1 else {
            if let only = used.first { lengths[only] = 1 }
            return lengths
        }
        // NB: the two-queue method: leaves in order, and joined nodes come out in order too.
        var weights = used.map { counts[$0] }
        var parents = [Int](repeating: -1, count: 2 * used.count - 1)
        var leaf = 0, joined = used.count
        func takeSmallest() -> Int {
            if leaf < used.count, joined >= weights.count || weights[leaf] <= weights[joined] {
                leaf += 1
                return leaf - 1
            }
            joined += 1
            return joined - 1
        }
        while weights.count < 2 * used.count - 1 {
            let a = takeSmallest(), b = takeSmallest()
            parents[a] = weights.count
            parents[b] = weights.count
            weights.append(weights[a] + weights[b])
        }
        var depths = [Int](repeating: 0, count: weights.count)
        for node in stride(from: weights.count - 2, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
        for (place, symbol) in used.enumerated() { lengths[symbol] = depths[place] }
        return lengths
    }

    /// The canonical codes of `lengths` (RFC 1951, 3.2.2).
    static func canonicalCodes(_ lengths: [Int]) -> [Int] {
        var countsByLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countsByLength[length] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + countsByLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[length] += 1 }
            return next[length]
        }
    }

    /// The lengths that start each length code (257 to 285), and their extra bits.
    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The distances that start each distance code (0 to 29), and their extra bits.
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0 for 257, ...) of a match of `length` bytes.
    static func lengthCode(_ length: Int) -> Int {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        return code
    }

    /// The distance code of a match `distance` bytes back.
    static func distanceCode(_ distance: Int) -> Int {
        var code = distanceBases.count - 1
        while distanceBases[code] > distance { code -= 1 }
        return code
    }

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
